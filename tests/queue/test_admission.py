"""The queue's bound is atomic: many submitters at once never get more than ``queue_max_depth``
accepted, on a real Redis and a real PostgreSQL; places come back exactly once; the reconciliation
makes the count agree with the jobs table after a Redis restart or a lost release."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from assay.errors import InvalidInputError
from assay.questions import DirectoryStore
from assay.scale import Admission, JobQueue, JobRunner, QueueFullError, ScaleSettings, make_celery
from assay.storage import QueueRepository, open_queue_repository
from tests.queue.stack import start_server
from tests.queue.support import reference


@pytest.fixture
def queue(redis_url: str, postgresql_url: str) -> Iterator[JobQueue]:
    settings = ScaleSettings(queue_url=redis_url, queue_max_depth=20)
    job_queue = JobQueue(settings, open_queue_repository(postgresql_url), make_celery(settings))
    yield job_queue
    job_queue.close()


def _burst(queue: JobQueue, names: list[str], threads: int) -> tuple[list[str], int]:
    """Submit every name at once from ``threads`` threads; (accepted names, refused count)."""
    start = threading.Barrier(threads)
    accepted: list[str] = []
    refused = 0
    lock = threading.Lock()

    def submit(chunk: list[str]) -> None:
        nonlocal refused
        start.wait()
        for name in chunk:
            try:
                queue.submit(question_id="1", solution=f"{reference('1')}\n# {name}\n", submission_id=name)
            except QueueFullError:
                with lock:
                    refused += 1
            else:
                with lock:
                    accepted.append(name)

    chunks = [names[k::threads] for k in range(threads)]
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(submit, chunks))
    return accepted, refused


class _Refuses:
    """A grading service that refuses every submission at once (the job ends ``failed``)."""

    engine = "test"

    def load_question(self, question_id: str) -> Any:
        return DirectoryStore().get(question_id)

    async def evaluate_question(self, question: Any, solution: str) -> Any:
        raise InvalidInputError("not a solution", code="INVALID_SOLUTION")


def _jobs(repository: QueueRepository) -> int:
    return sum(repository.counts().values())


def test_many_concurrent_submitters_never_exceed_the_bound(queue: JobQueue) -> None:
    accepted, refused = _burst(queue, [f"s-{n}" for n in range(120)], threads=40)
    assert len(accepted) == 20 and refused == 100  # exactly the bound, not one more
    assert _jobs(queue.repository) == 20 and queue.outstanding() == 20
    assert queue.depth() == 20  # every accepted job was published, nothing else

    # A retried POST of an accepted submission is answered with its job, even when full.
    same = f"{reference('1')}\n# {accepted[0]}\n"
    job, created = queue.submit(question_id="1", solution=same, submission_id=accepted[0])
    assert not created and job.submission_id == accepted[0]
    # The same id with another payload, or from another key, is refused rather than merged into
    # someone else's job (which its sender could not even read back) and takes no place.
    for other in ({"solution": "again"}, {"solution": same, "api_key_id": "another-key"}):
        with pytest.raises(InvalidInputError) as reused:
            queue.submit(question_id="1", submission_id=accepted[0], **other)  # type: ignore[arg-type]
        assert reused.value.code == "IDEMPOTENCY_KEY_REUSED"
    assert queue.outstanding() == 20
    with pytest.raises(QueueFullError) as full:
        queue.submit(question_id="1", solution="x", submission_id="one-more")
    assert full.value.code == "QUEUE_FULL" and full.value.details["retryAfterS"] == 5

    # Five jobs reach a final state: exactly five places come back, once each.
    runner = JobRunner(queue.settings, queue.repository, _Refuses(), queue.admission)  # type: ignore[arg-type]
    finished = [
        queue.repository.create_job(submission_id=s, question_id="1", solution="")[0] for s in accepted[:5]
    ]
    for job in finished:
        assert runner.run(job.id)[0] == "refused"
        assert runner.run(job.id)[0] == "skipped"  # the message delivered again gives nothing back
    assert queue.outstanding() == 15
    again, refused_again = _burst(queue, [f"t-{n}" for n in range(60)], threads=30)
    assert len(again) == 5 and refused_again == 55
    assert _jobs(queue.repository) == 25 and queue.outstanding() == 20
    # A retried POST of a finished submission is answered with its job, full queue or not.
    done = f"{reference('1')}\n# {accepted[0]}\n"
    job, created = queue.submit(question_id="1", solution=done, submission_id=accepted[0])
    assert not created and job.final and queue.outstanding() == 20


def test_the_count_is_reconciled_with_the_jobs_table(queue: JobQueue, redis_server: Any) -> None:
    admission: Admission = queue.admission
    for n in range(6):
        queue.submit(question_id="1", solution=f"# {n}", submission_id=f"r-{n}")
    # A worker died between finishing a job and giving its place back.
    job = queue.repository.create_job(submission_id="r-0", question_id="1", solution="")[0]
    queue.repository.fail(job.id, 422, {"error": "INVALID_SOLUTION"})
    # A server died between taking a place and writing its job.
    assert admission.admit("never-written").name == "ADDED"
    assert queue.outstanding() == 7
    assert admission.reconcile(queue.repository, grace_s=60) == (1, 0)  # the fresh orphan may still write
    assert admission.reconcile(queue.repository, grace_s=0) == (1, 0)
    assert queue.outstanding() == 5

    redis_server.restart()  # Redis comes back empty: the five unfinished jobs are not counted
    assert queue.outstanding() == 0
    assert admission.reconcile(queue.repository, grace_s=60) == (0, 5)
    assert queue.outstanding() == 5
    assert admission.reconcile(queue.repository, grace_s=60) == (0, 0)  # stable: no drift


def test_a_burst_over_http_gets_exactly_the_bound_and_503_with_retry_after(
    tmp_path: Path, env: dict[str, str]
) -> None:
    server = start_server(tmp_path, {**env, "ASSAY_QUEUE_MAX_DEPTH": "10", "ASSAY_QUEUE_RETRY_AFTER_S": "4"})
    try:
        start = threading.Barrier(40)

        def post(n: int) -> httpx.Response:
            body = {"questionId": "1", "solution": f"{reference('1')}\n# http {n}\n"}
            with httpx.Client(base_url=server.url or "", timeout=60) as client:
                start.wait()
                return client.post("/api/submissions", json=body)

        with ThreadPoolExecutor(40) as pool:
            answers = list(pool.map(post, range(40)))
        codes = [r.status_code for r in answers]
        assert codes.count(202) == 10 and codes.count(503) == 30, codes
        assert all(r.headers["retry-after"] == "4" for r in answers if r.status_code == 503)
        assert {r.json()["details"]["errorCode"] for r in answers if r.status_code == 503} == {"QUEUE_FULL"}
        stats = httpx.get(f"{server.url}/api/queue", timeout=10).json()
        assert stats["outstanding"] == 10 and stats["jobs"] == {"queued": 10} and stats["depth"] == 10
    finally:
        server.stop()


def test_redis_down_is_a_503_queue_unavailable(queue: JobQueue, redis_server: Any) -> None:
    redis_server.kill()
    try:
        started = time.monotonic()
        with pytest.raises(Exception) as down:
            queue.submit(question_id="1", solution="x", submission_id="down-1")
        assert getattr(down.value, "code", None) == "QUEUE_UNAVAILABLE"
        assert time.monotonic() - started < 30
        assert _jobs(queue.repository) == 0  # nothing written
    finally:
        redis_server.restart()
        redis.Redis.from_url(redis_server.url).flushall()
