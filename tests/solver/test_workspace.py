"""Task folders (cleanup, the sweeper, the disk cap), settings names, and concurrent tasks over HTTP."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import httpx
import pytest

from assay.solver import DiskCapError, SolverSettings, create_workspace, sweep_workspaces
from tests.solver.quiz_harness import serve_quiz
from tests.solver.solver_harness import EMAIL, SECRET, Brain, able, make_service, model_server, serve_solver

browser = pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")


def test_settings_take_the_operator_names_and_the_assay_names(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {
        "USER_EMAIL": "me@example.com",
        "USER_SECRET": "shh",
        "TASK_BASEDIR": "/tmp/elsewhere",
        "TASK_RETENTION_HOURS": "48",
        "MAX_CONCURRENT_TASKS": "7",
        "DEBUG_KEEP_WORKSPACES": "true",
        "PRIMARY_MODEL": "openai:big",
    }.items():
        monkeypatch.setenv(name, value)
    settings = SolverSettings(_env_file=None)
    assert settings.email == "me@example.com" and settings.secret.get_secret_value() == "shh"
    assert settings.task_basedir == Path("/tmp/elsewhere") and settings.task_retention_hours == 48
    assert settings.max_concurrent_tasks == 7 and settings.debug_keep_workspaces is True
    assert settings.primary(["openai:small", "openai:big"]) == "openai:big"
    monkeypatch.setenv("ASSAY_SOLVE_MAX_CONCURRENT_TASKS", "3")
    monkeypatch.delenv("MAX_CONCURRENT_TASKS")
    assert SolverSettings(_env_file=None).max_concurrent_tasks == 3
    assert "shh" not in repr(SolverSettings(_env_file=None))
    # a primary that is not one of the models falls back to the first
    assert settings.primary(["openai:a", "openai:b"]) == "openai:a"
    # the last short names: SOLVE_MODELS, and DEBUG_KEEP_WORKSPACE spelt without the s
    monkeypatch.setenv("SOLVE_MODELS", "openai:a, openai:b")
    monkeypatch.delenv("DEBUG_KEEP_WORKSPACES")
    monkeypatch.setenv("DEBUG_KEEP_WORKSPACE", "true")
    again = SolverSettings(_env_file=None)
    assert again.model_list("none") == ["openai:a", "openai:b"] and again.debug_keep_workspaces is True


def test_disk_cap_and_safe_names(tmp_path: Path) -> None:
    workspace = create_workspace(tmp_path, "t1", cap_mb=1)
    workspace.write_file(workspace.unique_name("../../etc/passwd"), b"x" * 1000)
    assert {p.name for p in workspace.files_dir.iterdir()} == {"passwd"}
    assert workspace.unique_name("passwd") == "passwd_1"
    with pytest.raises(DiskCapError) as caught:
        workspace.write_file("big.bin", b"x" * (1 << 20))
    assert caught.value.code == "SOLVE_DISK_CAP"
    assert not (workspace.files_dir / "big.bin").exists()
    with pytest.raises(FileExistsError):
        create_workspace(tmp_path, "t1", cap_mb=1)


def test_sweeper_removes_only_old_folders(tmp_path: Path) -> None:
    old = create_workspace(tmp_path, "old", cap_mb=1).root
    new = create_workspace(tmp_path, "new", cap_mb=1).root
    stale = time.time() - 3 * 3600
    os.utime(old, (stale, stale))
    removed = sweep_workspaces(tmp_path, older_than_s=2 * 3600)
    assert removed == [old]
    assert not old.exists() and new.exists()
    assert sweep_workspaces(tmp_path / "missing", older_than_s=1) == []


@pytest.mark.browser
@browser
def test_concurrent_tasks_wait_for_a_slot_and_folders_are_removed(tmp_path: Path) -> None:
    def slow(model: str, prompt: str) -> str | None:
        time.sleep(1.0)
        return able(prompt)

    with model_server(Brain(rules=[slow])) as llm, serve_quiz() as quiz:
        service = make_service(tmp_path, llm, ["openai:m1"], max_questions=1, max_concurrent_tasks=1)
        with serve_solver(service) as endpoint, httpx.Client(timeout=30) as client:
            ids = []
            for _ in range(2):
                url = quiz.start(EMAIL, "csv-sum")
                response = client.post(
                    endpoint.base + "/", json={"email": EMAIL, "secret": SECRET, "url": url}
                )
                assert response.status_code == 200  # answered at once, whatever is running
                ids.append(response.json()["task_id"])
            states = [client.get(f"{endpoint.base}/tasks/{i}").json()["state"] for i in ids]
            assert states[1] == "queued", states  # one slot: the second waits
            seen_running_together = False
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                # one request, one snapshot: two GET /tasks/{id} in a row can straddle the moment the
                # first task ends and the second starts, and then read "running" twice without overlap
                listing = client.get(f"{endpoint.base}/tasks").json()["tasks"]
                by_id = {t["id"]: t["state"] for t in listing}
                states = [by_id[i] for i in ids]
                seen_running_together |= states == ["running", "running"]
                if all(s in ("done", "failed") for s in states):
                    break
                time.sleep(0.1)
            records = [client.get(f"{endpoint.base}/tasks/{i}").json() for i in ids]
    assert not seen_running_together
    assert [r["state"] for r in records] == ["done", "done"]
    assert all(r["questions"][0]["correct"] for r in records)
    assert records[1]["started_at"] >= records[0]["finished_at"]
    # both folders are gone (DEBUG_KEEP_WORKSPACES is off); the record says so, and only the saved
    # records stay (docs/solve.md, "Tasks after a restart")
    assert all(r["workspace"] is None for r in records)
    assert [p.name for p in (tmp_path / "tasks").iterdir()] == [".records"]
    assert sorted(p.stem for p in (tmp_path / "tasks" / ".records").iterdir()) == sorted(ids)
