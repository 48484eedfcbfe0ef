"""End to end through the real HTTP app: real judge in the real sandbox, real SQLite, scripted model server.

The sliding-window example of docs/grading.md (question 3) passes with full
complexity points; a quadratic version passes every test but loses complexity points; a buggy one fails
with ``failedCases``; pseudocode in three styles grades like the equivalent Python; a model that fails
never fails the grade.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.grading import GradingService
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import BUGGY_SOLUTION, QUADRATIC_SOLUTION, SEED_SOLUTION, make_gateway, make_service
from tests.grading.support import EVALUATE, api_client, served

SEED_45_KEYS = {"success", "score", "passed", "feedback", "testResults"}
EXAMPLES = resources.files("assay.grading").joinpath("examples")


@pytest.fixture
def service(tmp_path: Path, sandbox: Sandbox) -> GradingService:
    return make_service(tmp_path, sandbox)


@pytest.fixture
def client(service: GradingService) -> Iterator[TestClient]:
    with api_client(service) as test_client:
        yield test_client


def _grade(client: TestClient, solution: str, question_id: str = "3") -> dict[str, Any]:
    response = client.post(EVALUATE, json={"questionId": question_id, "solution": solution})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    assert SEED_45_KEYS <= set(body) and body["success"] is True
    return body


def test_the_sliding_window_example_passes_with_full_complexity_points(
    client: TestClient, service: GradingService
) -> None:
    body = _grade(client, SEED_SOLUTION)
    assert body["passed"] is True and body["score"] >= 90
    assert body["testResults"]["failed"] == 0 and body["testResults"]["failedCases"] == []
    assert body["testResults"]["passed"] == body["testResults"]["total"] >= 16
    assert body["rubric"]["correctness"] == 40 and body["rubric"]["complexity"] == 30
    assert body["score"] == sum(body["rubric"][k] for k in ("correctness", "complexity", "implementation"))
    feedback = body["feedback"]
    assert set(feedback) >= {"summary", "approach", "complexity", "improvements", "strengths"}
    assert set(feedback["approach"]) == {"name", "isOptimal"} and feedback["approach"]["isOptimal"] is True
    assert "sliding window" in feedback["approach"]["name"]
    assert feedback["complexity"]["time"] == "O(n)" and feedback["complexity"]["meetsRequirements"] is True
    assert body["measuredComplexity"]["time"]["cls"] == "O(n)"
    assert body["solutionKind"] == "python"
    # needsHumanReview may still be set by a low fit confidence (uncertain_complexity), never for tests.
    assert not {"nothing_executed", "judge_internal_error"} & set(body["humanReviewReasons"])
    assert "translatedSolution" not in body
    assert body["timings"]["totalMs"] > 0 and body["timings"]["judgeMs"] > 0

    # Stored, fetchable, and an identical resubmission gets the very same evaluation back.
    stored = client.get(f"/api/evaluations/{body['evaluationId']}")
    assert stored.status_code == 200 and stored.json() == body
    again = _grade(client, SEED_SOLUTION)
    assert again == body
    assert service.repository is not None and service.repository.count("3") == 1
    # A different submission is a different evaluation.
    other = _grade(client, SEED_SOLUTION + "\n# resubmitted\n")
    assert other["evaluationId"] != body["evaluationId"]


def test_quadratic_solution_passes_every_test_but_loses_complexity_points(client: TestClient) -> None:
    body = _grade(client, QUADRATIC_SOLUTION)
    assert body["testResults"]["failed"] == 0
    assert body["rubric"]["correctness"] == 40
    assert body["rubric"]["complexity"] < 30
    assert body["feedback"]["complexity"]["meetsRequirements"] is False
    assert body["feedback"]["approach"]["isOptimal"] is False
    assert body["measuredComplexity"]["time"]["cls"] not in ("O(n)", "O(1)", "O(log n)")
    assert body["score"] < _grade(client, SEED_SOLUTION)["score"]


def test_buggy_solution_fails_with_failed_cases(client: TestClient) -> None:
    body = _grade(client, BUGGY_SOLUTION)
    results = body["testResults"]
    assert body["passed"] is False and results["failed"] > 0
    assert results["passed"] + results["failed"] == results["total"]
    visible = [c for c in results["failedCases"] if not c["hidden"]]
    assert visible, results
    assert {"input", "expected", "received"} <= set(visible[0])
    first = visible[0]
    assert isinstance(first["input"], str) and first["received"] != first["expected"]
    for case in results["failedCases"]:
        if case["hidden"]:
            assert case["input"] is None and case["expected"] is None
    # A correct quadratic answer always outscores a buggy linear one.
    assert body["score"] < _grade(client, QUADRATIC_SOLUTION)["score"]
    assert body["rubric"]["correctness"] < 40


def test_crash_reports_the_exception_type_as_received(client: TestClient) -> None:
    crashing = SEED_SOLUTION.replace("max_length = 0", "max_length = None")
    body = _grade(client, crashing)
    cases = [c for c in body["testResults"]["failedCases"] if not c["hidden"]]
    assert cases and cases[0]["received"] == "TypeError" and cases[0]["verdict"] == "RE"


@pytest.mark.parametrize(
    "example", ["lsubstr_pseudo_arrow.txt", "lsubstr_pseudo_braces.txt", "lsubstr_pseudo_english.txt"]
)
def test_pseudocode_in_three_styles_grades_like_the_python(client: TestClient, example: str) -> None:
    python = _grade(client, SEED_SOLUTION)
    body = _grade(client, EXAMPLES.joinpath(example).read_text(encoding="utf-8"))
    assert body["solutionKind"] == "pseudocode"
    assert "class Solution" in body["executedSolution"]
    assert body["testResults"]["passed"] == python["testResults"]["passed"]
    assert body["testResults"]["failed"] == 0
    assert body["rubric"]["correctness"] == 40 and body["rubric"]["complexity"] == 30
    assert body["passed"] is True
    assert body["feedback"]["complexity"]["time"] == "O(n)"


# Pseudocode in words: clearly an algorithm (a loop, a condition, a return), but nothing the
# deterministic normaliser can run.
WORDY_PSEUDOCODE = """for each letter in s
    if the letter was already seen inside the window then shrink the window from the left
    grow the window and remember the longest one
return the longest
"""


def test_unrecognisable_pseudocode_without_a_model_names_the_line_instead_of_a_grade(
    client: TestClient, service: GradingService
) -> None:
    response = client.post(EVALUATE, json={"questionId": "3", "solution": WORDY_PSEUDOCODE})
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD"
    lines = body["details"]["lines"]
    assert lines and 1 <= lines[0]["line"] <= 4 and lines[0]["text"] and lines[0]["hint"]
    assert service.repository is not None and service.repository.count() == 0


NARRATIVE = {
    "summary": "A tidy sliding window: the set keeps the window free of repeats.",
    "approach_name": "sliding window over a hash set",
    "improvements": ["Name `seen` after what it holds, e.g. `window_chars`."],
    "strengths": ["Each character enters and leaves the window once."],
    "time_complexity": "O(n)",
    "claims_correct": True,
}


@pytest.mark.parametrize(
    "failure",
    [Step(status=500), Step(body=completion(json.dumps(NARRATIVE)), delay_s=3.0)],
    ids=["500", "timeout"],
)
def test_failing_model_returns_the_deterministic_result(
    tmp_path: Path, sandbox: Sandbox, failure: Step
) -> None:
    with scripted_llm([failure]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), feedback_timeout_s=1)
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = _grade(client, SEED_SOLUTION)
        assert llm.requests, "the model was asked"
    deterministic = make_service(tmp_path / "plain", sandbox)
    with TestClient(create_app(ApiSettings(), service=deterministic)) as client:
        plain = _grade(client, SEED_SOLUTION)
    assert body["score"] == plain["score"] and body["passed"] is True
    assert body["rubric"] == plain["rubric"]
    assert body["feedback"]["source"] == "deterministic"
    assert any("Narrative feedback unavailable" in n for n in body["feedback"]["notices"])
    assert body["feedback"]["summary"] == plain["feedback"]["summary"]


def test_model_writes_the_narrative_but_never_the_score(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([Step(body=completion(json.dumps(NARRATIVE)))]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = _grade(client, SEED_SOLUTION)
            again = _grade(client, SEED_SOLUTION)
        prompt = json.dumps(llm.requests[0]["messages"])
    assert body["feedback"]["source"] == "model"
    assert body["feedback"]["summary"] == NARRATIVE["summary"]
    assert body["feedback"]["approach"]["name"] == NARRATIVE["approach_name"]
    assert body["feedback"]["complexity"]["time"] == "O(n)"  # measured, not the model's
    assert body["rubric"]["correctness"] == 40 and body["model"] == "openai:scripted-model"
    assert "measured_time_complexity" in prompt and "O(n)" in prompt
    assert again["evaluationId"] == body["evaluationId"]


def test_model_that_disagrees_with_the_tests_flags_human_review(tmp_path: Path, sandbox: Sandbox) -> None:
    wrong = {**NARRATIVE, "claims_correct": True}
    with scripted_llm([Step(body=completion(json.dumps(wrong)))]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = _grade(client, BUGGY_SOLUTION)
    assert body["passed"] is False and body["needsHumanReview"] is True
    assert "model_disagrees" in body["humanReviewReasons"]


def test_model_translation_is_shown_and_flagged(tmp_path: Path, sandbox: Sandbox) -> None:
    translated = "```python\n" + SEED_SOLUTION.replace("        ", "", 1) + "```"
    # The model is first asked for the lines not understood (docs/pseudocode.md, "Line fill-in");
    # an answer with no line in it is refused and the whole program is translated.
    declined = Step(body=completion('{"lines": []}'))
    steps = [declined, Step(body=completion(translated)), Step(body=completion(json.dumps(NARRATIVE)))]
    with scripted_llm(steps) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = _grade(client, WORDY_PSEUDOCODE)
        assert "do not fix the logic" in json.dumps(llm.requests[1]["messages"]).lower()
    assert body["solutionKind"] == "translated"
    assert "class Solution" in body["translatedSolution"]
    assert body["testResults"]["failed"] == 0
    assert body["needsHumanReview"] is True and "translated_by_model" in body["humanReviewReasons"]


@pytest.mark.parametrize(
    ("failure", "code", "settings"),
    [
        (
            Step(status=429, body={"error": {"message": "slow down"}}, headers={"Retry-After": "7"}),
            "RATE_LIMIT_EXCEEDED",
            {},
        ),
        (
            Step(body=completion("```python\npass\n```"), delay_s=3.0),
            "LLM_TIMEOUT",
            {"translate_timeout_s": 1},
        ),
    ],
    ids=["429", "stall"],
)
def test_a_required_translation_the_model_cannot_make_now_is_a_retryable_system_error(
    tmp_path: Path, sandbox: Sandbox, failure: Step, code: str, settings: dict[str, object]
) -> None:
    with scripted_llm([failure]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), **settings)
        with TestClient(create_app(ApiSettings(), service=service), raise_server_exceptions=False) as client:
            started = time.monotonic()
            response = client.post(EVALUATE, json={"questionId": "3", "solution": WORDY_PSEUDOCODE})
            elapsed = time.monotonic() - started
        assert llm.requests, "the model was asked to translate"
    assert response.status_code == 503
    assert response.json() == {  # docs/grading.md, "Errors", exactly, plus a hint
        "success": False,
        "error": "SYSTEM_ERROR",
        "message": "An internal error occurred while processing the submission",
        "details": {"retryable": True, "errorCode": code, "hint": "Please retry shortly."},
    }
    if code == "RATE_LIMIT_EXCEEDED":
        assert response.headers["Retry-After"] == "7"
    else:
        assert elapsed < 2.5, "the translation deadline was not applied"
    # Nothing graded, nothing half-written.
    assert service.repository is not None and service.repository.count() == 0


def test_a_model_that_refuses_for_good_is_our_failure_not_a_grade(tmp_path: Path, sandbox: Sandbox) -> None:
    refused = Step(status=401, body={"error": {"message": "invalid key"}})
    with scripted_llm([refused]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            response = client.post(EVALUATE, json={"questionId": "3", "solution": WORDY_PSEUDOCODE})
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD"
    assert body["details"]["modelTranslation"]["errorCode"] == "LLM_AUTH_ERROR"


def test_a_rate_limited_narrative_never_fails_the_grade(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([Step(status=429, body={"error": {"message": "slow down"}})]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = _grade(client, SEED_SOLUTION)
    assert body["passed"] is True and body["feedback"]["source"] == "deterministic"
    assert any("RATE_LIMIT_EXCEEDED" in n for n in body["feedback"]["notices"])


def test_real_uvicorn_server(service: GradingService) -> None:
    with served(create_app(ApiSettings(), service=service)) as http:
        assert http.get("/health").json()["status"] == "ok"
        response = http.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION})
        assert response.status_code == 200 and response.json()["passed"] is True
        missing = http.post(EVALUATE, json={"questionId": "nope", "solution": SEED_SOLUTION})
        assert missing.status_code == 404 and missing.json()["error"] == "QUESTION_NOT_FOUND"
        big = http.post(EVALUATE, content=b"x" * (300 * 1024), headers={"Content-Type": "application/json"})
        assert big.status_code == 413
