"""The same submissions graded in process and through `assay serve` + two real `assay worker` processes
give the same bodies (minus ids and timings); polling, the SSE stream and GET /api/evaluations agree."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from assay.envelope import error_reply
from assay.errors import UserInputError
from assay.grading import GradingService
from assay.llm import Gateway
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.queue.stack import Proc, start_server
from tests.queue.support import stable, submissions

pytestmark = pytest.mark.slow


def _in_process() -> list[tuple[int, dict[str, Any]]]:
    async def grade_all(service: GradingService) -> list[tuple[int, dict[str, Any]]]:
        out = []
        for question_id, solution in submissions():
            try:
                out.append((200, (await service.evaluate(question_id, solution)).to_json()))
            except UserInputError as exc:
                reply = error_reply(exc)
                out.append((reply.status, reply.body.to_json()))
        return out

    with Sandbox() as box:
        service = GradingService(
            questions=DirectoryStore(), sandbox=box, gateway=Gateway("none"), store=False
        )
        return asyncio.run(grade_all(service))


def _final(client: httpx.Client, job_id: str, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        view: dict[str, Any] = client.get(f"/api/jobs/{job_id}").json()
        if view["status"] in ("done", "failed", "dead"):
            return view
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} did not finish in {timeout} s")


def test_queued_grades_equal_in_process_grades(
    tmp_path: Path, env: dict[str, str], workers: list[Proc]
) -> None:
    expected = _in_process()
    server = start_server(tmp_path, env)
    try:
        with httpx.Client(base_url=server.url or "", timeout=30) as client:
            accepted = []
            for question_id, solution in submissions():
                response = client.post(
                    "/api/submissions", json={"questionId": question_id, "solution": solution}
                )
                assert response.status_code == 202, response.text
                body = response.json()
                assert response.headers["location"] == f"/api/jobs/{body['jobId']}"
                assert body["status"] == "queued" and body["evaluationId"]
                accepted.append(body)
            got = []
            for body in accepted:
                view = _final(client, body["jobId"])
                if view["status"] == "done":
                    assert view["result"]["evaluationId"] == body["evaluationId"]
                    again = client.get(f"/api/evaluations/{body['evaluationId']}")
                    assert again.status_code == 200 and again.json() == view["result"]
                    got.append((200, view["result"]))
                else:
                    assert view["status"] == "failed", view
                    error = dict(view["error"])
                    got.append((error.pop("status"), error))
            for (status, body), (want_status, want) in zip(got, expected, strict=True):
                assert status == want_status
                a, b = stable(body), stable(want)
                differing = {k for k in a.keys() | b.keys() if a.get(k) != b.get(k)}
                assert not differing, json.dumps({k: (a.get(k), b.get(k)) for k in differing})
            assert [s for s, _ in got] == [200, 200, 200, 422, 200, 200]

            # The synchronous endpoint keeps its contract: it waits for the queued grade.
            for (question_id, solution), (want_status, want) in zip(submissions(), expected, strict=True):
                response = client.post(
                    "/api/submissions/evaluate", json={"questionId": question_id, "solution": solution}
                )
                assert response.status_code == want_status, response.text
                assert stable(response.json()) == stable(want)
            jobs = client.get("/api/queue").json()["jobs"]
            assert jobs == {"done": 10, "failed": 2}  # it went through the workers

            # The stream pushes a finished job's status and result at once.
            with client.stream("GET", f"/api/jobs/{accepted[0]['jobId']}/events") as stream:
                assert stream.headers["content-type"].startswith("text/event-stream")
                events = [line for line in stream.iter_lines() if line.startswith(("event:", "data:"))]
            assert events[0] == "event: status" and events[2] == "event: result"
            assert json.loads(events[3].removeprefix("data: "))["evaluationId"] == accepted[0]["evaluationId"]

        engine = create_engine(env["ASSAY_DATABASE_URL"])
        with engine.connect() as conn:
            evaluations = conn.execute(text("select count(*) from evaluations")).scalar_one()
            audited = conn.execute(
                text("select count(*) from audit_log where action = 'submit'")
            ).scalar_one()
        engine.dispose()
        assert evaluations == 10  # one per graded job; the refused ones wrote none
        assert audited == 12
        # Both workers took part.
        assert all("succeeded" in w.tail(200_000) for w in workers)
    finally:
        server.stop()


def test_a_job_streams_its_status_changes_until_the_result(
    tmp_path: Path, env: dict[str, str], workers: list[Proc]
) -> None:
    server = start_server(tmp_path, env)
    try:
        with httpx.Client(base_url=server.url or "", timeout=60) as client:
            _question, solution = submissions()[0]
            job = client.post("/api/submissions", json={"questionId": "1", "solution": solution}).json()
            with client.stream("GET", job["eventsUrl"]) as stream:
                names = [
                    line.removeprefix("event: ") for line in stream.iter_lines() if line.startswith("event:")
                ]
            assert names[0] == "status" and names[-1] == "result"
            pending = client.get("/api/jobs/no-such-job")
            assert pending.status_code == 404 and pending.json()["error"] == "JOB_NOT_FOUND"
            unknown = client.post("/api/submissions", json={"questionId": "nope", "solution": solution})
            assert unknown.status_code == 404 and unknown.json()["error"] == "QUESTION_NOT_FOUND"
    finally:
        server.stop()
