"""``GET /tasks/{id}`` after the endpoint restarts: a task is answered from its saved record.

A chain runs over real HTTP against the local quiz server (Chromium, the sandbox, a scripted model
server); the endpoint is then stopped and a fresh service, knowing nothing in memory, answers for
the task from ``result.json`` in the kept task folder or from ``TASK_BASEDIR/.records``
(docs/solve.md, "Tasks after a restart").
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from assay.solver import TaskRecord, TaskState, sweep_workspaces
from assay.solver._workspace import RECORDS_DIR, load_record, save_record, saved_task_ids
from tests.solver.solver_harness import (
    EMAIL,
    SECRET,
    Brain,
    able,
    make_service,
    quiz_and_model,
    serve_solver,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]


def _able(model: str, prompt: str) -> str | None:
    return able(prompt)


def _wait_done(client: httpx.Client, base: str, task_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        body: dict[str, Any] = client.get(f"{base}/tasks/{task_id}").json()
        if body["state"] in ("done", "failed"):
            return body
        time.sleep(0.3)
    raise AssertionError(f"task {task_id} did not finish")


def test_a_finished_task_answers_after_a_restart(tmp_path: Path) -> None:
    basedir = tmp_path / "tasks"
    with quiz_and_model(Brain(rules=[_able])) as (quiz, llm):
        first = make_service(tmp_path, llm, ["openai:able"], max_questions=1, debug_keep_workspaces=True)
        with serve_solver(first) as endpoint, httpx.Client(timeout=30) as client:
            url = quiz.start(EMAIL, "csv-sum")
            started = client.post(endpoint.base + "/", json={"email": EMAIL, "secret": SECRET, "url": url})
            task_id = started.json()["task_id"]
            before = _wait_done(client, endpoint.base, task_id)
        assert before["state"] == "done" and len(before["questions"]) == 1
        assert (basedir / task_id / "result.json").is_file()
        assert (basedir / RECORDS_DIR / f"{task_id}.json").is_file()

        second = make_service(tmp_path, llm, ["openai:able"], debug_keep_workspaces=True)
        assert second.tasks == {}
        with serve_solver(second) as endpoint, httpx.Client(timeout=30) as client:
            task = f"{endpoint.base}/tasks/{task_id}"
            assert client.get(task).json() == before
            listed = client.get(f"{endpoint.base}/tasks").json()["tasks"]
            assert [t["id"] for t in listed] == [task_id] and listed[0]["state"] == "done"
            # from the kept folder's result.json alone...
            record = basedir / RECORDS_DIR / f"{task_id}.json"
            saved = record.read_bytes()
            record.unlink()
            assert client.get(task).json() == before
            # ...and from the record alone, once the folder is gone (no DEBUG_KEEP_WORKSPACES)
            record.write_bytes(saved)
            shutil.rmtree(basedir / task_id)
            assert client.get(task).json() == before


def test_saved_records_that_are_unfinished_damaged_or_not_ids(tmp_path: Path) -> None:
    basedir = tmp_path / "tasks"
    running = TaskRecord(
        id="20261125-101010-abcdefabcd", state=TaskState.RUNNING, email=EMAIL, created_at=1.0
    )
    save_record(basedir, running.id, running.model_dump_json())
    (basedir / RECORDS_DIR / "20261125-101011-0000000000.json").write_text('{"id": ')
    with quiz_and_model(Brain(rules=[_able])) as (_, llm):
        service = make_service(tmp_path, llm, ["openai:able"])
        with serve_solver(service) as endpoint, httpx.Client(timeout=30) as client:
            # the process that ran it stopped mid-chain: failed, with its last saved state
            body = client.get(f"{endpoint.base}/tasks/{running.id}").json()
            assert body["state"] == "failed" and body["email"] == EMAIL
            assert body["stopped_because"].startswith("interrupted")
            # a damaged record is our fault: 500 with a code, not "no such task"
            damaged = client.get(f"{endpoint.base}/tasks/20261125-101011-0000000000")
            assert damaged.status_code == 500
            assert damaged.json()["error"]["code"] == "SOLVE_TASK_RECORD_UNREADABLE"
            # the listing skips it and shows the rest
            listed = client.get(f"{endpoint.base}/tasks").json()["tasks"]
            assert [t["id"] for t in listed] == [running.id]
            for bad in (RECORDS_DIR, "nope", "a.b"):
                missing = client.get(f"{endpoint.base}/tasks/{bad}")
                assert missing.status_code == 404, bad
                assert missing.json()["error"]["code"] == "SOLVE_TASK_NOT_FOUND"
            assert client.get(f"{endpoint.base}/tasks/..%2F..%2Fetc%2Fpasswd").status_code == 404


def test_records_are_swept_with_the_folders(tmp_path: Path) -> None:
    old = save_record(tmp_path, "20261124-000000-0000000001", "{}")
    fresh = save_record(tmp_path, "20261125-000000-0000000002", "{}")
    long_ago = time.time() - 3 * 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(old.parent, (long_ago, long_ago))  # the folder's own age does not matter
    removed = sweep_workspaces(tmp_path, older_than_s=2 * 3600)
    assert removed == [old]
    assert fresh.is_file() and not old.exists()
    assert saved_task_ids(tmp_path) == ["20261125-000000-0000000002"]
    assert load_record(tmp_path, "../" + fresh.parent.name) is None
    assert not list(fresh.parent.glob(".*partial"))  # atomic writes leave nothing behind
