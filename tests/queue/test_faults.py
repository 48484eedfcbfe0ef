"""Nothing lost, nothing doubled: a worker SIGKILLed mid-run and a Redis restart, with real processes."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

from tests.queue.stack import Proc, start_server, start_worker
from tests.queue.support import SLOW_TWO_SUM, reference
from tests.redis_server import RedisServer

pytestmark = pytest.mark.slow


def _submit_all(url: str, count: int) -> list[str]:
    ids = []
    with httpx.Client(base_url=url, timeout=30) as client:
        for n in range(count):
            solution = (reference("1") if n % 2 else SLOW_TWO_SUM) + f"\n# submission {n}\n"
            response = client.post("/api/submissions", json={"questionId": "1", "solution": solution})
            assert response.status_code == 202, response.text
            ids.append(response.json()["jobId"])
    return ids


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


def test_a_worker_killed_mid_run_loses_and_doubles_nothing(tmp_path: Path, env: dict[str, str]) -> None:
    server = start_server(tmp_path, env)
    first = start_worker(tmp_path, env, "worker1", concurrency=1)
    second = None
    try:
        ids = _submit_all(server.url or "", 12)
        deadline = time.monotonic() + 60
        while "succeeded" not in first.tail(100_000) and time.monotonic() < deadline:
            time.sleep(0.05)
        first.kill()  # SIGKILL while it holds the next job: never acknowledged
        second = start_worker(tmp_path, env, "worker2")
        states = _wait_all_final(env["ASSAY_DATABASE_URL"], ids)
        assert [states.get(i) for i in ids] == ["done"] * len(ids)
        assert _evaluations_per_job(env["ASSAY_DATABASE_URL"]) == [1] * len(ids)
    finally:
        for proc in (second, first, server):
            if proc is not None:
                proc.stop()


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
