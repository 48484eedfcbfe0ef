"""Every error of seed section 5 and the 413, through the real app: exact bodies, no FastAPI shapes."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.api._errors import _for_assay_error
from assay.llm import LLMRateLimited, LLMTimeout
from assay.questions import S3Store
from assay.sandbox import Sandbox
from tests.api.support import SEED_SOLUTION, make_service
from tests.servers import free_port

EVALUATE = "/api/submissions/evaluate"


def _is_error_body(body: dict[str, object], error: str) -> None:
    assert body["success"] is False
    assert body["error"] == error
    assert isinstance(body["message"], str) and body["message"]
    assert "detail" not in body  # FastAPI's default shape never leaks


def test_question_not_found_is_seed_5_1(client: TestClient) -> None:
    response = client.post(EVALUATE, json={"questionId": "999999", "solution": SEED_SOLUTION})
    assert response.status_code == 404
    body = response.json()
    _is_error_body(body, "QUESTION_NOT_FOUND")
    assert body["message"] == "Question ID 999999 could not be found"
    assert set(body["details"]) == {"questionId", "timestamp"}
    assert body["details"]["questionId"] == "999999"
    assert datetime.fromisoformat(body["details"]["timestamp"].replace("Z", "+00:00")).tzinfo is not None


@pytest.mark.parametrize("bad_id", ["../L-3", "a/b", "*", "x" * 65, "3 3", "3;drop", "é"])
def test_malformed_ids_never_reach_the_store_and_read_as_not_found(client: TestClient, bad_id: str) -> None:
    response = client.post(EVALUATE, json={"questionId": bad_id, "solution": SEED_SOLUTION})
    assert response.status_code == 404, response.text
    body = response.json()
    _is_error_body(body, "QUESTION_NOT_FOUND")
    assert body["details"]["questionId"] == bad_id
    assert body["message"] == f"Question ID {bad_id} could not be found"
    assert client.get(f"/api/questions/{quote(bad_id, safe='')}").status_code == 404


def test_a_very_long_id_is_not_found_and_not_echoed_whole(client: TestClient) -> None:
    response = client.post(EVALUATE, json={"questionId": "y" * 5000, "solution": SEED_SOLUTION})
    assert response.status_code == 404
    body = response.json()
    _is_error_body(body, "QUESTION_NOT_FOUND")
    assert len(body["message"]) < 200 and body["details"]["questionId"].endswith("...")


def test_surrounding_whitespace_of_the_id_is_ignored(client: TestClient) -> None:
    response = client.post(EVALUATE, json={"questionId": "  3\n", "solution": SEED_SOLUTION})
    assert response.status_code == 200, response.text
    assert response.json()["questionId"] == "3"
    assert client.get("/api/questions/%203%20").json()["question"]["id"] == "3"


def test_fields_a_client_adds_are_ignored(client: TestClient) -> None:
    extra = {"questionId": "3", "solution": SEED_SOLUTION, "appVersion": "2.4.1", "device": {"os": "ios"}}
    response = client.post(EVALUATE, json=extra)
    assert response.status_code == 200, response.text
    assert response.json()["success"] is True


@pytest.mark.parametrize(
    ("solution", "expected_words"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        (
            "class Solution:\n    def something_else(self, s: str) -> int:\n        return 0\n",
            "length_of_longest",
        ),
        ("class Solution:\n    def length_of_longest_substring(self, s):\n        return 0\n", "s: str"),
        (
            "class Other:\n    def length_of_longest_substring(self, s: str) -> int:\n        return 0\n",
            "Solution",
        ),
        ("x" * 20001, "limit"),
    ],
)
def test_invalid_solution_says_what_was_expected(
    client: TestClient, solution: str, expected_words: str
) -> None:
    response = client.post(EVALUATE, json={"questionId": "3", "solution": solution})
    assert response.status_code == 422, response.text
    body = response.json()
    _is_error_body(body, "INVALID_SOLUTION")
    assert expected_words in body["message"]


@pytest.mark.parametrize(
    "payload",
    [
        {"questionId": "3"},
        {"solution": SEED_SOLUTION},
        {"questionId": 3, "solution": SEED_SOLUTION},
        {"questionId": "3", "solution": ["not", "text"]},
        {"questionId": "", "solution": SEED_SOLUTION},
        {"questionId": "   ", "solution": SEED_SOLUTION},
        [],
    ],
)
def test_malformed_bodies_are_invalid_solution_not_fastapi_422(client: TestClient, payload: object) -> None:
    response = client.post(EVALUATE, json=payload)
    assert response.status_code == 422
    body = response.json()
    _is_error_body(body, "INVALID_SOLUTION")
    assert "questionId" in body["message"] and "solution" in body["message"]


def test_non_json_body_is_invalid_solution(client: TestClient) -> None:
    response = client.post(EVALUATE, content=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status_code == 422
    _is_error_body(response.json(), "INVALID_SOLUTION")


def test_oversized_body_is_413_before_parsing(client: TestClient) -> None:
    big = json.dumps({"questionId": "3", "solution": "#" * (70 * 1024)})
    response = client.post(EVALUATE, content=big, headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    body = response.json()
    _is_error_body(body, "PAYLOAD_TOO_LARGE")
    assert body["details"] == {"limitBytes": 64 * 1024}
    # Not even valid JSON gets parsed once it is too large: the size check comes first.
    response = client.post(EVALUATE, content=b"{" * (65 * 1024), headers={"Content-Type": "application/json"})
    assert response.status_code == 413


def test_oversized_chunked_body_is_413(client: TestClient) -> None:
    def chunks() -> object:
        for _ in range(80):
            yield b"#" * 1024

    response = client.post(EVALUATE, content=chunks(), headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    _is_error_body(response.json(), "PAYLOAD_TOO_LARGE")


def test_small_chunked_body_still_reaches_the_route(client: TestClient) -> None:
    def chunks() -> object:
        yield b'{"questionId": "999999", '
        yield b'"solution": "x"}'

    response = client.post(EVALUATE, content=chunks(), headers={"Content-Type": "application/json"})
    assert response.status_code == 404
    _is_error_body(response.json(), "QUESTION_NOT_FOUND")


def test_unknown_route_and_method(client: TestClient) -> None:
    response = client.get("/api/nothing-here")
    assert response.status_code == 404
    _is_error_body(response.json(), "NOT_FOUND")
    response = client.get(EVALUATE)
    assert response.status_code == 405
    _is_error_body(response.json(), "METHOD_NOT_ALLOWED")


def test_unreachable_question_store_is_a_retryable_system_error(
    tmp_path: Path, sandbox: Sandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(name, value)
    service = make_service(tmp_path, sandbox)
    nothing_listens = f"http://127.0.0.1:{free_port()}"
    service.questions = S3Store("questions", endpoint_url=nothing_listens)
    with TestClient(create_app(ApiSettings(), service=service), raise_server_exceptions=False) as client:
        response = client.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION})
    assert response.status_code == 503
    body = response.json()
    _is_error_body(body, "SYSTEM_ERROR")
    assert body["details"]["retryable"] is True
    assert isinstance(body["details"]["errorCode"], str)
    assert "127.0.0.1" not in json.dumps(body)  # internals stay in the logs


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (LLMRateLimited("429 from the provider"), "RATE_LIMIT_EXCEEDED"),
        (LLMTimeout("deadline"), "LLM_TIMEOUT"),
    ],
)
def test_service_errors_map_to_seed_5_3(error: Exception, code: str) -> None:
    response = _for_assay_error(error)  # type: ignore[arg-type]
    body = json.loads(bytes(response.body))
    assert response.status_code == 503
    assert body == {
        "success": False,
        "error": "SYSTEM_ERROR",
        "message": "An internal error occurred while processing the submission",  # seed 5.3, verbatim
        "details": {"retryable": True, "errorCode": code, "hint": "Please retry shortly."},
    }
