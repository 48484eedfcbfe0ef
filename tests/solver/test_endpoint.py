"""The solver's endpoint over real HTTP: status codes, the task view, secrets kept out of records.

A real uvicorn serves the solver; a real local quiz server serves the chain; a real Chromium reads
the pages; a scripted OpenAI-compatible server plays the model.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.solver.quiz_harness import QuizServer, serve_quiz
from tests.solver.solver_harness import (
    EMAIL,
    SECRET,
    Brain,
    SolverEndpoint,
    able,
    make_service,
    model_server,
    serve_solver,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]


@pytest.fixture
def quiz() -> Iterator[QuizServer]:
    with serve_quiz() as server:
        yield server


@pytest.fixture
def endpoint(tmp_path: Path) -> Iterator[SolverEndpoint]:
    brain = Brain(rules=[lambda model, prompt: able(prompt)])
    with model_server(brain) as llm:
        service = make_service(tmp_path, llm, ["openai:m1"], max_questions=2, debug_keep_workspaces=True)
        with serve_solver(service) as served:
            yield served


def wait_done(client: httpx.Client, base: str, task_id: str, timeout_s: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        body = client.get(f"{base}/tasks/{task_id}").json()
        if body["state"] in ("done", "failed"):
            return dict(body)
        time.sleep(0.2)
    raise AssertionError(f"task {task_id} did not finish in {timeout_s} s")


def test_status_codes(endpoint: SolverEndpoint, quiz: QuizServer) -> None:
    url = quiz.start(EMAIL, "csv-sum")
    with httpx.Client(timeout=30) as client:
        base = endpoint.base
        for path in ("/", "/run"):
            assert (
                client.post(
                    base + path, content=b"not json", headers={"content-type": "application/json"}
                ).status_code
                == 400
            )
            assert client.post(base + path, json=[1, 2]).status_code == 400
            missing = client.post(base + path, json={"email": EMAIL, "secret": SECRET})
            assert missing.status_code == 400
            assert missing.json()["error"]["code"] == "SOLVE_MISSING_FIELD"
            assert "url" in missing.json()["error"]["message"]
            assert (
                client.post(base + path, json={"email": EMAIL, "secret": SECRET, "url": "  "}).status_code
                == 400
            )
            wrong = client.post(base + path, json={"email": EMAIL, "secret": "nope", "url": url})
            assert wrong.status_code == 403
            assert wrong.json()["error"]["code"] == "SOLVE_FORBIDDEN"
        assert client.get(f"{base}/tasks/nope").status_code == 404
        # nothing was started by the refused requests
        assert endpoint.service.tasks == {}
        ok = client.post(
            base + "/run", json={"email": EMAIL, "secret": SECRET, "url": url, "extra": {"x": 1}}
        )
        assert ok.status_code == 200
        task_id = ok.json()["task_id"]
        assert ok.json()["url"] == url
        record = wait_done(client, base, task_id)
    assert record["state"] == "done"
    first = record["questions"][0]
    assert first["url"] == url
    assert first["correct"] is True
    assert first["decision"]["method"] == "single"
    assert first["attempts"][0]["correct"] is True
    assert first["seconds"] > 0
    assert record["log"], "the task view carries its log"
    # the second question (js-code, difficulty 2) was read from the URL the server handed out
    assert len(record["questions"]) == 2
    assert record["questions"][1]["url"] == first["attempts"][-1]["next_url"]
    folder = Path(record["workspace"])
    result = json.loads((folder / "result.json").read_text())
    assert result["id"] == task_id
    for text in ((folder / "result.json").read_text(), (folder / "task.log").read_text(), json.dumps(record)):
        assert SECRET not in text
    assert "sales.csv" in {p.name for p in (folder / "files").iterdir()}
