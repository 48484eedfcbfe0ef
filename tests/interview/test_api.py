"""The interview over real HTTP (uvicorn on a free port): REST calls and their error codes."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from assay.interview import InterviewService
from tests.interview.answers import THOROUGH
from tests.interview.support import interview_app, serve


@pytest.fixture
def http(service: InterviewService) -> Iterator[httpx.Client]:
    with serve(interview_app(service)) as url, httpx.Client(base_url=url, timeout=30) as client:
        yield client


def _start(http: httpx.Client, **body: object) -> tuple[str, dict[str, str]]:
    response = http.post(
        "/api/interviews", json={"questionId": "url-shortener", "candidateName": "Ada", **body}
    )
    assert response.status_code == 201, response.text
    data = response.json()
    return data["interviewId"], {"Authorization": f"Bearer {data['candidateToken']}"}


def test_rest_flow_state_transcript_and_report(http: httpx.Client) -> None:
    iid, auth = _start(http)
    state = http.get(f"/api/interviews/{iid}", headers=auth).json()
    assert state["interview_phase"] == "intro" and state["question_id"] == "url-shortener"
    answer = http.post(f"/api/interviews/{iid}/messages", json={"content": "ready"}, headers=auth).json()
    assert answer["state"]["design_sub_phase"] == "problem_clarification" and answer["transitions"] == [
        "design"
    ]
    answer = http.post(
        f"/api/interviews/{iid}/messages",
        json={"content": " ".join(THOROUGH["problem_clarification"])},
        headers=auth,
    ).json()
    assert (
        answer["evaluation"]["decision"] == "next_phase"
        and answer["state"]["design_sub_phase"] == "requirements"
    )
    transcript = http.get(f"/api/interviews/{iid}/transcript", headers=auth).json()["messages"]
    assert [m["role"] for m in transcript] == [
        "interviewer",
        "candidate",
        "interviewer",
        "candidate",
        "interviewer",
    ]
    events = http.get(f"/api/interviews/{iid}/transcript", params={"events": "true"}, headers=auth).json()[
        "events"
    ]
    assert any(e["kind"] == "evaluation" and "stateDelta" in e for e in events)
    report = http.get(f"/api/interviews/{iid}/report", headers=auth).json()
    assert report["phases"][0]["status"] == "passed" and report["phases"][0]["score"] >= 6
    assert report["phases"][1]["status"] == "in_progress"
    questions = http.get("/api/interview-questions").json()["questions"]
    assert len(questions) >= 12


def test_errors_have_codes_and_statuses(http: httpx.Client) -> None:
    iid, auth = _start(http)
    _, other = _start(http)
    unknown = http.get("/api/interviews/nope", headers=auth)
    assert unknown.status_code == 404 and unknown.json()["error"] == "INTERVIEW_NOT_FOUND"
    foreign = http.get(f"/api/interviews/{iid}", headers=other)
    assert foreign.status_code == 404 and foreign.json()["error"] == "INTERVIEW_NOT_FOUND"
    anonymous = http.get(f"/api/interviews/{iid}")
    assert anonymous.status_code == 401 and anonymous.json()["error"] == "CANDIDATE_TOKEN_REQUIRED"
    assert "Bearer" in anonymous.json()["details"]["hint"]
    too_long = http.post(f"/api/interviews/{iid}/messages", json={"content": "x" * 5000}, headers=auth)
    assert too_long.status_code == 413 and too_long.json()["error"] == "MESSAGE_TOO_LONG"
    too_big = http.post(f"/api/interviews/{iid}/messages", content=b"x" * (70 * 1024), headers=auth)
    assert too_big.status_code == 413 and too_big.json()["error"] == "PAYLOAD_TOO_LARGE"
    empty = http.post(f"/api/interviews/{iid}/messages", json={"content": "  "}, headers=auth)
    assert empty.status_code == 422 and empty.json()["error"] == "EMPTY_MESSAGE"
    malformed = http.post(f"/api/interviews/{iid}/messages", json={"text": "hi"}, headers=auth)
    assert malformed.status_code == 422 and malformed.json()["error"] == "INVALID_INPUT"
    bad_question = http.post("/api/interviews", json={"questionId": "nope"})
    assert bad_question.status_code == 404 and bad_question.json()["error"] == "QUESTION_NOT_FOUND"
    for content in (
        "ready",
        " ".join(THOROUGH["problem_clarification"]),
        " ".join(THOROUGH["requirements"]),
        " ".join(THOROUGH["data_design"]),
        " ".join(THOROUGH["api_design"]),
        " ".join(THOROUGH["hld"]),
        "no questions",
    ):
        assert (
            http.post(f"/api/interviews/{iid}/messages", json={"content": content}, headers=auth).status_code
            == 200
        )
    finished = http.post(f"/api/interviews/{iid}/messages", json={"content": "more"}, headers=auth)
    assert finished.status_code == 409 and finished.json()["error"] == "INTERVIEW_FINISHED"
    transcript = http.get(f"/api/interviews/{iid}/transcript", headers=auth).json()["messages"]
    assert all(m["content"] != "more" for m in transcript)
