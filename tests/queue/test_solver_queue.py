"""Solver chains on the workers: with ASSAY_QUEUE_URL the endpoint answers a trigger at once and a
real `assay worker` runs the chain (its own Chromium, sandbox and model calls) against the local
quiz server, with a scripted model behind a real OpenAI-compatible server; the endpoint's task
view follows the worker's progress, and the trigger's secret never crosses the queue."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from assay.scale import ScaleSettings, attach_solver_queue
from tests.queue.stack import Proc, start_worker
from tests.solver.quiz_harness import QuizServer, serve_quiz
from tests.solver.solver_harness import (
    EMAIL,
    SECRET,
    Brain,
    able,
    make_service,
    model_server,
    serve_solver,
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]


@pytest.fixture
def quiz() -> Iterator[QuizServer]:
    with serve_quiz() as server:
        yield server


def _wait_done(client: httpx.Client, base: str, task_id: str, timeout_s: float = 240) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        body: dict[str, Any] = client.get(f"{base}/tasks/{task_id}").json()
        if body["state"] in ("done", "failed"):
            return body
        time.sleep(0.3)
    raise AssertionError(f"task {task_id} did not finish in {timeout_s} s")


def test_a_chain_triggered_on_the_endpoint_runs_on_a_worker(
    tmp_path: Path, env: dict[str, str], quiz: QuizServer
) -> None:
    brain = Brain(rules=[lambda model, prompt: able(prompt)])
    with model_server(brain) as llm:
        worker_env = {
            **env,
            "ASSAY_LLM_MODEL": "openai:m1",
            "ASSAY_OPENAI_BASE_URL": llm.base_url,
            "ASSAY_OPENAI_API_KEY": "sk-test-solver",
            "ASSAY_LLM_CACHE": "false",
            "ASSAY_SOLVE_SECRET": SECRET,
            "ASSAY_SOLVE_EMAIL": EMAIL,
            "ASSAY_SOLVE_MODELS": "openai:m1",
            "ASSAY_SOLVE_TASK_BASEDIR": str(tmp_path / "worker-tasks"),
            "ASSAY_SOLVE_MAX_QUESTIONS": "2",
            "ASSAY_SOLVE_QUESTION_TIME_S": "60",
            "ASSAY_SOLVE_MODEL_TIMEOUT_S": "10",
            "ASSAY_SOLVE_CODE_TIMEOUT_S": "10",
        }
        worker: Proc = start_worker(tmp_path, worker_env, "worker1")
        try:
            service = make_service(tmp_path / "endpoint", llm, ["openai:m1"], max_questions=2)
            assert attach_solver_queue(service, ScaleSettings(queue_url=env["ASSAY_QUEUE_URL"]))
            url = quiz.start(EMAIL, "csv-sum")
            with serve_solver(service) as endpoint, httpx.Client(timeout=30) as client:
                accepted = client.post(endpoint.base, json={"email": EMAIL, "secret": SECRET, "url": url})
                assert accepted.status_code == 200, accepted.text
                task_id = accepted.json()["task_id"]
                record = _wait_done(client, endpoint.base, task_id)
            assert record["state"] == "done", record
            assert record["id"] == task_id and len(record["questions"]) == 2
            assert record["questions"][0]["url"] == url and record["questions"][0]["correct"] is True
            assert record["log"], "the task view carries the worker's log"
            assert record["solved"] == sum(1 for q in record["questions"] if q["correct"])
            # The worker ran it; the endpoint's own sandbox and browser ran nothing.
            said = worker.tail(2_000_000)
            assert "assay.solve" in said and "succeeded" in said
            assert not (tmp_path / "endpoint" / "tasks").exists() or not any(
                p.name != ".records" for p in (tmp_path / "endpoint" / "tasks").iterdir()
            )
            published = redis.Redis.from_url(env["ASSAY_QUEUE_URL"]).get(f"assay:solve:{task_id}")
            assert published is not None and SECRET.encode() not in published
            assert SECRET not in said
        finally:
            worker.stop()


def test_a_worker_without_the_secret_fails_the_task_and_says_why(
    tmp_path: Path, env: dict[str, str], quiz: QuizServer
) -> None:
    brain = Brain(rules=[lambda model, prompt: able(prompt)])
    with model_server(brain) as llm:
        worker = start_worker(tmp_path, {**env, "ASSAY_SOLVE_SECRET": ""}, "worker1")
        try:
            service = make_service(tmp_path / "endpoint", llm, ["openai:m1"], max_questions=1)
            attach_solver_queue(service, ScaleSettings(queue_url=env["ASSAY_QUEUE_URL"]))
            url = quiz.start(EMAIL, "csv-sum")
            with serve_solver(service) as endpoint, httpx.Client(timeout=30) as client:
                accepted = client.post(endpoint.base, json={"email": EMAIL, "secret": SECRET, "url": url})
                record = _wait_done(client, endpoint.base, accepted.json()["task_id"], timeout_s=120)
            assert record["state"] == "failed"
            assert "ASSAY_SOLVE_SECRET" in (record["stopped_because"] or "")
        finally:
            worker.stop()
