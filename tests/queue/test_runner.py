"""The worker's side without worker processes: idempotency, refusals, retries and dead letters,
on SQLite and on a real PostgreSQL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from assay.errors import ExternalServiceError
from assay.grading import GradingService
from assay.llm import Gateway
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.scale import JobRunner, ScaleSettings
from assay.storage import QueueRepository, open_queue_repository, open_repository
from tests.queue.support import NOT_A_SOLUTION, reference


@pytest.fixture(params=["sqlite", "postgresql"])
def repository(request: pytest.FixtureRequest, tmp_path: Path) -> QueueRepository:
    url = (
        f"sqlite:///{tmp_path / 'q.sqlite3'}"
        if request.param == "sqlite"
        else request.getfixturevalue("postgresql_url")
    )
    return open_queue_repository(url)


def _runner(repository: QueueRepository, sandbox: Sandbox, **settings: Any) -> JobRunner:
    service = GradingService(
        questions=DirectoryStore(), sandbox=sandbox, gateway=Gateway("none"), store=False
    )
    return JobRunner(ScaleSettings(queue_url="redis://unused", **settings), repository, service)


def _evaluations(repository: QueueRepository) -> int:
    with repository.engine.connect() as conn:
        return int(conn.execute(text("select count(*) from evaluations")).scalar_one())


def test_a_redelivered_job_never_writes_a_second_evaluation(
    repository: QueueRepository, sandbox: Sandbox
) -> None:
    runner = _runner(repository, sandbox)
    job, created = repository.create_job(submission_id="s-1", question_id="1", solution=reference("1"))
    again, created_again = repository.create_job(submission_id="s-1", question_id="1", solution="other")
    assert created and not created_again and again.id == job.id  # a retried POST: the same job
    assert runner.run(job.id) == ("done", 0.0)
    assert runner.run(job.id) == ("skipped", 0.0)  # the message came back after the job finished
    # Two workers that both started it before either finished: the database keeps the first.
    record = open_repository(str(repository.engine.url.render_as_string(hide_password=False))).get(
        job.evaluation_id
    )
    assert record is not None and record.result["evaluationId"] == job.evaluation_id
    assert repository.complete(job, record) is False
    assert _evaluations(repository) == 1
    stored = repository.job(job.id)
    assert stored is not None and stored.status == "done" and stored.attempts == 1
    # Not only a check in code: the tables themselves refuse a second evaluation for the job.
    other, _ = repository.create_job(submission_id="s-2", question_id="1", solution="x")
    with pytest.raises(IntegrityError), repository.engine.begin() as conn:
        conn.execute(
            text("update queue_jobs set evaluation_id = :e where id = :j"),
            {"e": job.evaluation_id, "j": other.id},
        )
    with pytest.raises(IntegrityError), repository.engine.begin() as conn:
        conn.execute(text("insert into evaluations select * from evaluations"))
    assert [a.action for a in repository.audit_log()] == ["submit", "submit"]


def test_a_refused_submission_finishes_with_the_api_error_body(
    repository: QueueRepository, sandbox: Sandbox
) -> None:
    job, _ = repository.create_job(submission_id="s-bad", question_id="1", solution=NOT_A_SOLUTION)
    assert _runner(repository, sandbox).run(job.id)[0] == "refused"
    stored = repository.job(job.id)
    assert stored is not None and stored.status == "failed" and stored.error_status == 422
    assert stored.error_body is not None and stored.error_body["error"] == "INVALID_SOLUTION"
    assert _evaluations(repository) == 0


class _Down:
    """A grading service whose sandbox is always down (our failure, retried then given up)."""

    engine = "test"

    def load_question(self, question_id: str) -> Any:
        return DirectoryStore().get(question_id)

    async def evaluate_question(self, question: Any, solution: str) -> Any:
        raise ExternalServiceError("the sandbox is down", code="SANDBOX_UNAVAILABLE", retryable=True)


def test_a_job_that_keeps_failing_goes_to_the_dead_letters(repository: QueueRepository) -> None:
    settings = ScaleSettings(queue_url="redis://unused", queue_max_retries=2)
    runner = JobRunner(settings, repository, _Down())  # type: ignore[arg-type]
    job, _ = repository.create_job(submission_id="s-down", question_id="1", solution=reference("1"))
    outcomes = [runner.run(job.id) for _ in range(4)]
    assert [o for o, _ in outcomes] == ["retry", "retry", "dead", "skipped"]
    assert outcomes[0][1] == 2.0 and outcomes[1][1] == 4.0  # back-off between attempts
    [letter] = repository.dead_letters()
    assert letter.job_id == job.id and letter.attempts == 3
    assert letter.reason == "failed 3 times; last: ExternalServiceError"
    assert letter.last_error is not None and "the sandbox is down" in letter.last_error
    stored = repository.job(job.id)
    assert stored is not None and stored.status == "dead"
    assert stored.error_body is not None and stored.error_body["error"] == "SYSTEM_ERROR"
    assert stored.error_body["details"]["errorCode"] == "GRADING_FAILED_REPEATEDLY"


def test_a_job_whose_worker_keeps_dying_is_given_up(repository: QueueRepository, sandbox: Sandbox) -> None:
    runner = _runner(repository, sandbox, queue_max_retries=1)
    job, _ = repository.create_job(submission_id="s-poison", question_id="1", solution=reference("1"))
    for _ in range(2):  # two workers died holding it: started, never finished
        assert repository.start(job.id) is not None
    assert runner.run(job.id)[0] == "dead"
    [letter] = repository.dead_letters()
    assert letter.reason == "its worker was lost 2 times (killed or crashed)"
    assert _evaluations(repository) == 0
