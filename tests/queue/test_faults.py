"""Nothing lost, nothing doubled: a worker SIGKILLed mid-run and a Redis restart, with real processes."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.grading.support import UNKNOWN_STEP, WHOLE_PROGRAM, scripted_model_env
from tests.queue.stack import Proc, start_server, start_worker
from tests.queue.support import SLOW_TWO_SUM, reference
from tests.redis_server import RedisServer

pytestmark = pytest.mark.slow


def _submit(url: str, answers: list[tuple[str, str]]) -> list[str]:
    """Queue each (question id, solution); the job ids."""
    ids = []
    with httpx.Client(base_url=url, timeout=30) as client:
        for question_id, solution in answers:
            response = client.post("/api/submissions", json={"questionId": question_id, "solution": solution})
            assert response.status_code == 202, response.text
            ids.append(response.json()["jobId"])
    return ids


def _submit_all(url: str, count: int, first: int = 0) -> list[str]:
    """Queue ``count`` Two Sum answers, slow and fast in turn, numbered from ``first``."""
    numbers = range(first, first + count)
    solutions = [(reference("1") if n % 2 else SLOW_TWO_SUM) + f"\n# submission {n}\n" for n in numbers]
    return _submit(url, [("1", solution) for solution in solutions])


def _wait_all_final(database_url: str, ids: list[str], timeout: float = 120) -> dict[str, str]:
    engine = create_engine(database_url)
    try:
        deadline = time.monotonic() + timeout
        while True:
            with engine.connect() as conn:
                states = {
                    str(r[0]): str(r[1]) for r in conn.execute(text("select id, status from queue_jobs"))
                }
            if all(states.get(i) in ("done", "failed", "dead") for i in ids) or time.monotonic() > deadline:
                return states
            time.sleep(0.5)
    finally:
        engine.dispose()


def _evaluations_per_job(database_url: str) -> list[int]:
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            return list(
                conn.execute(
                    text(
                        "select count(e.id) from queue_jobs j "
                        "left join evaluations e on e.id = j.evaluation_id group by j.id"
                    )
                ).scalars()
            )
    finally:
        engine.dispose()


def _jobs(database_url: str) -> dict[str, dict[str, Any]]:
    """Each job's status and attempts, and whether its evaluation is written, by job id."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "select j.id, j.status, j.attempts, e.result from queue_jobs j "
                    "left join evaluations e on e.id = j.evaluation_id"
                )
            )
            return {str(r[0]): {"status": r[1], "attempts": r[2], "result": _json(r[3])} for r in rows.all()}
    finally:
        engine.dispose()


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _count_evaluations(database_url: str) -> int:
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            return int(conn.execute(text("select count(*) from evaluations")).scalar_one())
    finally:
        engine.dispose()


#: Where the job the first worker is killed in stands in the queue: it grades the jobs before it first.
HELD_AT = 4


def test_a_worker_killed_mid_run_loses_and_doubles_nothing(tmp_path: Path, env: dict[str, str]) -> None:
    """The job at HELD_AT is pseudocode only a model can translate, and the model holds its first
    answer: the first worker is SIGKILLed while it waits on that answer, a job provably in flight
    (started, its model request received, nothing written). A second worker finishes everything."""
    held = Step(body=completion(WHOLE_PROGRAM), delay_s=600)  # longer than the test: the kill comes first
    with scripted_llm([held, Step(body=completion(WHOLE_PROGRAM))]) as llm:
        worker_env = {**env, **scripted_model_env(llm.url), "ASSAY_TRANSLATE_FILL_LINES": "false"}
        server = start_server(tmp_path, env)
        first = start_worker(tmp_path, worker_env, "worker1", concurrency=1)
        second = None
        try:
            ids = _submit_all(server.url or "", HELD_AT)
            ids += _submit(server.url or "", [("3", UNKNOWN_STEP)])
            ids += _submit_all(server.url or "", 7, first=HELD_AT)
            held_id = ids[HELD_AT]
            deadline = time.monotonic() + 120
            while not llm.requests and time.monotonic() < deadline:
                time.sleep(0.05)
            assert llm.requests, f"the held job never asked the model:\n{first.tail()}"
            first.kill()  # SIGKILL while it waits for the model: the job is never acknowledged
            assert not first.alive()
            at_kill = _jobs(env["ASSAY_DATABASE_URL"])
            # mid-job: started once, not finished, nothing of it written; the jobs before it were done
            assert at_kill[held_id] == {"status": "running", "attempts": 1, "result": None}, at_kill[held_id]
            assert [at_kill[i]["status"] for i in ids[:HELD_AT]] == ["done"] * HELD_AT
            assert len(llm.requests) == 1
            second = start_worker(tmp_path, worker_env, "worker2")
            states = _wait_all_final(env["ASSAY_DATABASE_URL"], ids)
            assert [states.get(i) for i in ids] == ["done"] * len(ids)
            jobs = _jobs(env["ASSAY_DATABASE_URL"])
        finally:
            for proc in (second, first, server):
                if proc is not None:
                    proc.stop()
    # nothing lost: the killed job was graded again, from the start, by the model's answer (a second
    # delivery, Redis's redelivery beside the sweeper's, may start it once more; it writes nothing)
    assert jobs[held_id]["attempts"] >= 2
    assert jobs[held_id]["result"]["solutionKind"] == "translated"
    # nothing doubled: one evaluation per job and no other, and a job done before the kill not redone
    assert _evaluations_per_job(env["ASSAY_DATABASE_URL"]) == [1] * len(ids)
    assert _count_evaluations(env["ASSAY_DATABASE_URL"]) == len(ids)
    assert [jobs[i]["attempts"] for i in ids[:HELD_AT]] == [1] * HELD_AT


def test_a_redis_restart_loses_no_accepted_submission(
    tmp_path: Path, env: dict[str, str], redis_server: RedisServer
) -> None:
    server = start_server(tmp_path, env)
    worker = None
    try:
        ids = _submit_all(server.url or "", 6)
        redis_server.restart()  # every queued message is gone (nothing persisted)
        worker = start_worker(tmp_path, env, "worker1")  # its sweeper publishes the jobs again
        states = _wait_all_final(env["ASSAY_DATABASE_URL"], ids)
        assert [states.get(i) for i in ids] == ["done"] * len(ids)
        assert _evaluations_per_job(env["ASSAY_DATABASE_URL"]) == [1] * len(ids)
        assert "unfinished jobs again (message lost" in worker.tail(100_000)
    finally:
        for proc in (worker, server):
            if proc is not None:
                proc.stop()


def test_a_worker_survives_redis_restarts_and_goes_on_working(
    tmp_path: Path, env: dict[str, str], redis_server: RedisServer
) -> None:
    server = start_server(tmp_path, env)
    worker = start_worker(tmp_path, env, "worker1", concurrency=1)
    try:
        ids = _submit_all(server.url or "", 6)
        for restart in range(3):
            deadline = time.monotonic() + 60
            while worker.tail(1_000_000).count("received") <= restart and time.monotonic() < deadline:
                time.sleep(0.05)
            redis_server.restart()  # while the worker holds an unacknowledged job, and empty after
            time.sleep(2)
            assert worker.alive(), worker.tail()
        ids += _submit_all(server.url or "", 4)  # work sent after the restarts reaches the same worker
        states = _wait_all_final(env["ASSAY_DATABASE_URL"], ids)
        assert [states.get(i) for i in ids] == ["done"] * len(ids)
        assert _evaluations_per_job(env["ASSAY_DATABASE_URL"]) == [1] * len(ids)
        assert worker.alive(), worker.tail()
    finally:
        for proc in (worker, server):
            proc.stop()


def _celery_child(worker: Proc, timeout: float = 60) -> int:
    """The pid of the Celery worker that `assay worker` supervises (not multiprocessing's helper).

    Waits for it: on a loaded machine the supervisor may not have started (or restarted) it yet.
    """
    deadline = time.monotonic() + timeout
    children: list[str] = []
    while time.monotonic() < deadline:
        children = Path(f"/proc/{worker.process.pid}/task/{worker.process.pid}/children").read_text().split()
        for pid in children:
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:  # it exited between the two reads
                continue
            if b"spawn_main" in cmdline and b"resource_tracker" not in cmdline:
                return int(pid)
        time.sleep(0.2)
    raise AssertionError(f"no celery child among {children}")


def test_a_celery_worker_that_dies_is_started_again_by_assay_worker(
    tmp_path: Path, env: dict[str, str]
) -> None:
    server = start_server(tmp_path, env)
    worker = start_worker(tmp_path, env, "worker1", concurrency=1)
    try:
        ids = _submit_all(server.url or "", 4)
        first = _celery_child(worker)
        os.kill(first, signal.SIGKILL)  # as Celery's "Unrecoverable error" exit would, mid-job
        ids += _submit_all(server.url or "", 4)
        states = _wait_all_final(env["ASSAY_DATABASE_URL"], ids)
        assert [states.get(i) for i in ids] == ["done"] * len(ids)
        assert _evaluations_per_job(env["ASSAY_DATABASE_URL"]) == [1] * len(ids)
        assert worker.alive() and _celery_child(worker) != first
        assert "exited by itself" in worker.tail(1_000_000)
    finally:
        for proc in (worker, server):
            proc.stop()
    assert worker.process.returncode is not None  # SIGTERM stopped the supervisor and its child
