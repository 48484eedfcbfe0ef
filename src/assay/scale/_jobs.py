"""Grading jobs on the queue: the API side (:class:`JobQueue`) and the worker side (:class:`JobRunner`).

The database's ``queue_jobs`` table is the truth; Redis carries job ids only (docs/deploy.md):

- :meth:`JobQueue.submit` takes a place among the ``queue_max_depth`` outstanding submissions in
  one atomic Redis step (:class:`~assay.scale._admission.Admission`) or refuses (503 +
  Retry-After, nothing written), writes the job (one per submission id: a retried POST gets the
  same job back) and publishes its id. A publish that fails leaves the job for the sweeper: the
  submission is accepted all the same.
- :meth:`JobRunner.run` grades it and writes the evaluation in the transaction that finishes the
  job, under the evaluation id given at submission, so a redelivered message cannot write a second
  one; a job that reaches a final state gives its place back. A refused submission (422/404)
  finishes the job with the error body the API would have answered; a failure of ours is retried
  with back-off, and after ``queue_max_retries`` the job goes to the dead letters with the reason.
- :meth:`JobRunner.sweep` publishes again the unfinished jobs nobody touched for the visibility
  timeout (a Redis restart lost their message, or their worker died).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any, Literal

from assay.envelope import error_reply
from assay.errors import AssayError, ExternalServiceError, InvalidInputError, UserInputError
from assay.grading import GradingService
from assay.scale._admission import Admission, Admitted
from assay.scale._settings import ScaleSettings
from assay.storage import EvaluationRecord, JobRecord, QueueRepository

__all__ = [
    "GRADE_TASK",
    "JobQueue",
    "JobRunner",
    "Outcome",
    "QueueFullError",
    "is_published",
    "mark_received",
    "publish_job",
]

log = logging.getLogger("assay.scale")

#: The Celery task name of a grading job (its only argument: the job id).
GRADE_TASK = "assay.grade"

#: How long a job's publish mark is kept (a job waits in the queue far less than this).
_MARK_S = 86_400

Outcome = Literal["done", "duplicate", "refused", "retry", "dead", "skipped"]


class QueueFullError(ExternalServiceError):
    """The queue holds its maximum: the caller should come back after Retry-After seconds."""


def _marker(job_id: str) -> str:
    return f"assay:published:{job_id}"


def publish_job(celery: Any, client: Any, settings: ScaleSettings, job_id: str) -> bool:
    """Send a job id to the workers and mark it published; ``False`` (logged) when the broker refused.

    The mark lives in the same Redis as the message: a Redis that restarts empty loses both, so
    the sweeper can tell a job whose message was lost from one that simply waits in a long queue.
    """
    try:
        celery.send_task(GRADE_TASK, args=[job_id], queue=settings.queue_name)
        client.set(_marker(job_id), b"1", ex=_MARK_S)
    except Exception as exc:  # kombu and redis raise many kinds; the sweeper publishes the job later
        log.warning("could not publish job %s (%s); a worker's sweeper will publish it", job_id, exc)
        return False
    return True


def is_published(client: Any, job_id: str) -> bool:
    """Whether this Redis still holds the job's publish mark (so its message is still queued)."""
    return bool(client.exists(_marker(job_id)))


def mark_received(client: Any, job_id: str) -> None:
    """A worker took the job's message: from now on the job's own state says whether it is lost."""
    try:
        client.delete(_marker(job_id))
    except Exception as exc:  # Redis is down: the mark went with it, or goes when the job finishes
        log.debug("could not clear the publish mark of %s: %s", job_id, exc)


class JobQueue:
    """Accepts submissions for the workers (used by the API).

    Args:
        settings: the queue settings (``queue_url`` must be set).
        repository: the jobs' database.
        publish: sends a job id to the workers (default: a Celery app on ``queue_url``).
    """

    def __init__(self, settings: ScaleSettings, repository: QueueRepository, celery: Any = None) -> None:
        import redis

        if not settings.queue_url:
            raise ValueError("JobQueue needs ASSAY_QUEUE_URL")
        self.settings = settings
        self.repository = repository
        self.redis = redis.Redis.from_url(settings.queue_url, socket_timeout=3, socket_connect_timeout=3)
        self.admission = Admission(settings, self.redis)
        if celery is None:
            from assay.scale._celery import make_celery

            celery = make_celery(settings)
        self.celery = celery

    def depth(self) -> int:
        """Messages waiting in the queue (the Redis list the workers pop)."""
        return int(self.redis.llen(self.settings.queue_name))

    def outstanding(self) -> int:
        """Submissions holding a place under ``queue_max_depth`` (queued or being graded)."""
        return self.admission.outstanding()

    def submit(
        self,
        *,
        question_id: str,
        solution: str,
        submission_id: str,
        api_key_id: str | None = None,
        actor: str = "open",
        via: str | None = None,
    ) -> tuple[JobRecord, bool]:
        """Queue a grade; the job and whether it is new (``False``: this submission id was seen).

        ``via`` (the front door: ``"api"``, ``"web"``) goes into the job's audit row.

        Raises:
            QueueFullError: the queue is at ``queue_max_depth`` (503, Retry-After).
            ExternalServiceError: Redis or the database is unreachable (503, retryable).
        """
        import redis

        wait = self.settings.queue_retry_after_s
        try:
            admitted = self.admission.admit(submission_id)
        except redis.RedisError as exc:
            log.error("the queue's Redis is unreachable (%s); answering 503", type(exc).__name__)
            raise ExternalServiceError(
                "the queue is unreachable",
                code="QUEUE_UNAVAILABLE",
                retryable=True,
                hint="retry shortly",
                details={"retryAfterS": wait},
            ) from exc
        if admitted is Admitted.FULL and not self.repository.submission_states([submission_id]):
            limit = self.settings.queue_max_depth
            log.warning("queue full (%d submissions outstanding): answering 503", limit)
            raise QueueFullError(
                f"the queue is full ({limit} submissions waiting or being graded)",
                code="QUEUE_FULL",
                retryable=True,
                hint="retry after the Retry-After seconds",
                details={"retryAfterS": wait},
            )
        solution_hash = hashlib.sha256(solution.encode("utf-8")).hexdigest()
        try:
            job, created = self.repository.create_job(
                submission_id=submission_id,
                question_id=question_id,
                solution=solution,
                api_key_id=api_key_id,
                actor=actor,
                details={
                    "solutionHash": solution_hash,
                    "submissionId": submission_id,
                    "queued": True,
                    **({"via": via} if via is not None else {}),
                },
            )
        except BaseException:
            if admitted is Admitted.ADDED:  # no job was written: its place is free again
                self.admission.release(submission_id)
            raise
        if not created and (job.api_key_id, job.question_id, job.solution) != (
            api_key_id,
            question_id,
            solution,
        ):
            # The id names someone else's submission or another payload: merging them would lose this
            # one (the caller could not even read the job back), so it is refused, as the IETF
            # Idempotency-Key draft does, with 422.
            if admitted is Admitted.ADDED:
                self.admission.release(submission_id)
            raise InvalidInputError(
                "this submission id (Idempotency-Key) was already used for a different submission",
                code="IDEMPOTENCY_KEY_REUSED",
                hint="send a new Idempotency-Key (or submissionId) for each new submission",
            )
        if job.final:  # a retried POST of a finished submission holds no place
            self.admission.release(submission_id)
        if created:
            self.publish(job.id)
        return job, created

    def publish(self, job_id: str) -> bool:
        """Send a job id to the workers; ``False`` (logged) when the broker did not take it."""
        return publish_job(self.celery, self.redis, self.settings, job_id)

    async def wait(self, job_id: str, timeout: float) -> JobRecord | None:
        """The job once final, or ``None`` when ``timeout`` seconds pass first."""
        deadline = time.monotonic() + timeout
        pause = 0.05
        while True:
            job = await asyncio.to_thread(self.repository.job, job_id)
            if job is not None and job.final:
                return job
            if time.monotonic() >= deadline:
                return None
            await asyncio.sleep(min(pause, max(0.0, deadline - time.monotonic())))
            pause = min(pause * 1.5, 0.5)

    def close(self) -> None:
        """Close the Redis connection."""
        self.redis.close()


class JobRunner:
    """Runs grading jobs in a worker (one per worker process, shared by its threads).

    Args:
        settings: the queue settings.
        repository: the jobs' database.
        service: grades (built with ``store=False``: the runner writes the evaluation itself).
    """

    def __init__(
        self,
        settings: ScaleSettings,
        repository: QueueRepository,
        service: GradingService,
        admission: Admission | None = None,
    ) -> None:
        self.settings = settings
        self.repository = repository
        self.service = service
        self.admission = admission

    def run(self, job_id: str) -> tuple[Outcome, float]:
        """Run one job; the outcome and, for ``retry``, the seconds to wait before the next attempt.

        A final outcome gives the job's place under the queue's bound back (idempotent: a message
        delivered twice cannot give back two).
        """
        outcome, delay = self._run(job_id)
        if outcome != "retry" and self.admission is not None:
            try:
                job = self.repository.job(job_id)
            except ExternalServiceError:  # the database is down: the sweeper's reconciliation frees it
                job = None
            if job is not None and job.final:
                self.admission.release(job.submission_id)
        return outcome, delay

    def _run(self, job_id: str) -> tuple[Outcome, float]:
        try:
            job = self.repository.start(job_id)
        except ExternalServiceError as exc:  # the database is down: try again (the message is kept)
            log.warning("job %s could not start (%s); retry in 2 s", job_id, exc)
            return "retry", 2.0
        if job is None:
            log.info("job %s is already finished (a redelivered message); nothing to do", job_id)
            return "skipped", 0.0
        if job.attempts > self.settings.queue_max_retries + 1:
            self._bury(job, f"its worker was lost {job.attempts - 1} times (killed or crashed)", None)
            return "dead", 0.0
        try:
            record = asyncio.run(self._grade(job))
        except UserInputError as exc:
            reply = error_reply(exc)
            self.repository.fail(job.id, reply.status, reply.body.to_json())
            log.info("job %s refused: %s", job.id, exc.code)
            return "refused", 0.0
        except Exception as exc:
            what = f"{type(exc).__name__}: {exc}"
            if isinstance(exc, AssayError) and not isinstance(exc, ExternalServiceError):
                log.error("job %s failed on our side: %s", job.id, what)
            if job.attempts > self.settings.queue_max_retries:
                self._bury(job, f"failed {job.attempts} times; last: {type(exc).__name__}", what)
                return "dead", 0.0
            self.repository.release(job.id)
            delay = float(min(2**job.attempts, 30))
            log.warning("job %s attempt %d failed (%s); retry in %.0f s", job.id, job.attempts, what, delay)
            return "retry", delay
        if self.repository.complete(job, record):
            return "done", 0.0
        log.info("job %s: its evaluation was already written (redelivered); kept the first", job.id)
        return "duplicate", 0.0

    async def _grade(self, job: JobRecord) -> EvaluationRecord:
        question = await asyncio.to_thread(self.service.load_question, job.question_id)
        response = await self.service.evaluate_question(question, job.solution)
        body = response.model_copy(update={"evaluation_id": job.evaluation_id})
        return EvaluationRecord(
            id=job.evaluation_id,
            question_id=question.id,
            question_hash=question.content_hash,
            solution_hash=hashlib.sha256(job.solution.encode("utf-8")).hexdigest(),
            solution=job.solution,
            score=body.score,
            passed=body.passed,
            needs_human_review=body.needs_human_review,
            # The pipeline's own reuse rules (a transient hiccup shaped the grade) are not visible
            # from here, so a queued grade is never handed to a later identical submission.
            reusable=False,
            result=body.to_json(),
            timings=body.timings.model_dump(by_alias=True),
            model=body.model,
            cost_usd=body.cost_usd,
            created_at=body.created_at,
            engine=self.service.engine,
        )

    def _bury(self, job: JobRecord, reason: str, last_error: str | None) -> None:
        log.error("job %s given up: %s; see queue_dead_letters", job.id, reason)
        reply = error_reply(
            ExternalServiceError("the grade kept failing", code="GRADING_FAILED_REPEATEDLY", retryable=False)
        )
        self.repository.bury(job.id, reason, last_error, reply.status, reply.body.to_json())

    def sweep(self, publish: Callable[[str], object], published: Callable[[str], bool]) -> int:
        """Publish again the unfinished jobs whose message is lost; how many.

        A job untouched for the visibility timeout is published again when it is ``running`` (its
        worker died; a duplicate delivery is harmless: the job is idempotent) or ``queued`` without
        its publish mark (Redis lost the message, or a worker took it and failed before starting
        it). A queued job that still has its mark is just waiting its turn in a long queue.
        """
        stale = self.repository.stale(timedelta(seconds=self.settings.queue_visibility_timeout_s))
        again = [job_id for job_id, status in stale if status != "queued" or not published(job_id)]
        for job_id in again:
            publish(job_id)
        if again:
            log.warning("published %d unfinished jobs again (message lost or worker died)", len(again))
        return len(again)
