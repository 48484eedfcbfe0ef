"""A model's narrative is shown only when it says something true and specific about the code.

Checked against the measured facts (verdict, complexity) and the question's text; otherwise the
deterministic feedback is shown and ``feedback.narrativeFallback`` says why — a field a benchmark
counts. Unit cases, then end to end over HTTP with a scripted OpenAI-compatible server.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.grading._narrative import Narrative, check_narrative
from assay.questions import Question
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import BUGGY_SOLUTION, SEED_SOLUTION, make_gateway, make_service

TWO_SUM_PYTHON = """class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, value in enumerate(nums):
            if target - value in seen:
                return [seen[target - value], i]
            seen[value] = i
        return []
"""


def _check(question: Question, summary: str, **changes: Any) -> str | None:
    fields: dict[str, Any] = {
        "summary": summary,
        "approach_name": "hash map of seen values",
        "improvements": [],
        "strengths": [],
        "time_complexity": "O(n)",
        "claims_correct": True,
        **changes.pop("narrative", {}),
    }
    facts: dict[str, Any] = {
        "all_passed": True,
        "complexities": ["O(n)", "O(n)", question.complexity_requirements.time, "O(n)"],
        **changes,
    }
    return check_narrative(
        Narrative(**fields),
        question_title=question.title,
        question_description=question.description,
        source=TWO_SUM_PYTHON,
        **facts,
    )


def test_a_specific_true_narrative_is_shown(two_sum: Question) -> None:
    summary = "One pass with a dictionary of seen values finds the pair in O(n); all 12 tests pass."
    assert _check(two_sum, summary) is None


@pytest.mark.parametrize(
    "summary",
    [
        "Two Sum: Given an array of integers nums and an integer target, return the indices of the two "
        "numbers that add up to target.",
        "Given an array of integers `nums` and an integer `target`, return the indices of the two numbers.",
        "Return the indices of the two numbers in any order; exactly one solution exists, the same element "
        "may not be used twice.",
    ],
    ids=["title-and-text", "first-sentence", "reworded"],
)
def test_a_narrative_that_restates_the_question_falls_back(two_sum: Question, summary: str) -> None:
    assert _check(two_sum, summary) == "restates_question"


def test_a_narrative_that_quotes_the_task_while_describing_the_code_is_shown(two_sum: Question) -> None:
    summary = (
        "Your solution stores each value's index in `seen` and returns the indices of the two numbers "
        "that add up to target, in one pass."
    )
    assert _check(two_sum, summary) is None


def test_a_narrative_that_contradicts_the_verdict_falls_back(two_sum: Question) -> None:
    claim = "The dictionary lookup is correct and passes all tests in O(n)."
    assert _check(two_sum, claim, all_passed=False, narrative={"claims_correct": False}) == (
        "contradicts_verdict"
    )
    honest = "The dictionary lookup does not pass all tests: `seen` is filled after the check."
    assert _check(two_sum, honest, all_passed=False, narrative={"claims_correct": False}) is None
    # The structured claim counts too: believing a failing answer correct is a contradiction.
    assert _check(two_sum, honest, all_passed=False, narrative={"claims_correct": True}) == (
        "contradicts_verdict"
    )


def test_a_narrative_naming_another_complexity_falls_back(two_sum: Question) -> None:
    summary = "The nested loops over `nums` make this O(n^2); all tests pass."
    assert _check(two_sum, summary) == "contradicts_complexity"
    elsewhere = {"improvements": ["Sorting first would give O(n log n)."]}
    assert _check(two_sum, "One pass with `seen` in O(n), all tests pass.", narrative=elsewhere) == (
        "contradicts_complexity"
    )


@pytest.mark.parametrize(
    "summary",
    [
        "Great job!",
        "Nice work, keep it up and practise more every day.",
        # true of every hash map answer, and only the question's own names (`nums`, `target`)
        "A hash map is a simple and efficient way to find the pair of nums that sums to the target.",
    ],
    ids=["short", "praise", "textbook"],
)
def test_a_narrative_that_says_nothing_specific_falls_back(two_sum: Question, summary: str) -> None:
    assert _check(two_sum, summary) == "not_specific"


# --- end to end over HTTP -----------------------------------------------------------------------------

EVALUATE = "/api/submissions/evaluate"
GOOD = {
    "summary": "A tidy sliding window: the set keeps the window free of repeats, in O(n).",
    "approach_name": "sliding window over a hash set",
    "improvements": ["Name `seen` after what it holds, e.g. `window_chars`."],
    "strengths": ["Each character enters and leaves the window once."],
    "time_complexity": "O(n)",
    "claims_correct": True,
}


def _grade(tmp_path: Path, sandbox: Sandbox, narrative: dict[str, Any], solution: str) -> dict[str, Any]:
    with scripted_llm([Step(body=completion(json.dumps(narrative)))]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            response = client.post(EVALUATE, json={"questionId": "3", "solution": solution})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_a_good_narrative_is_shown_with_no_fallback(tmp_path: Path, sandbox: Sandbox) -> None:
    body = _grade(tmp_path, sandbox, GOOD, SEED_SOLUTION)
    assert body["feedback"]["source"] == "model" and body["feedback"]["narrativeFallback"] is None
    assert body["feedback"]["summary"] == GOOD["summary"]


@pytest.mark.parametrize(
    ("narrative", "solution", "reason"),
    [
        (
            {
                **GOOD,
                "summary": "Longest Substring Without Repeating Characters: Given a string `s`, "
                "return the length of the longest substring in which no character appears twice.",
            },
            SEED_SOLUTION,
            "restates_question",
        ),
        (
            {**GOOD, "summary": "The window is correct and passes all tests."},
            BUGGY_SOLUTION,
            "contradicts_verdict",
        ),
        (
            {**GOOD, "summary": "Two nested loops over `s` make this O(n^2)."},
            SEED_SOLUTION,
            "contradicts_complexity",
        ),
        ({**GOOD, "summary": "Well done!"}, SEED_SOLUTION, "not_specific"),
    ],
    ids=["restates", "verdict", "complexity", "vague"],
)
def test_a_rejected_narrative_leaves_the_deterministic_feedback_and_says_why(
    tmp_path: Path, sandbox: Sandbox, narrative: dict[str, Any], solution: str, reason: str
) -> None:
    body = _grade(tmp_path, sandbox, narrative, solution)
    feedback = body["feedback"]
    assert feedback["source"] == "deterministic" and feedback["narrativeFallback"] == reason
    assert feedback["summary"] != narrative["summary"]
    assert any("deterministic review" in n for n in feedback["notices"])


def test_a_model_that_does_not_answer_is_counted_as_model_failed(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([Step(status=500)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        with TestClient(create_app(ApiSettings(), service=service)) as client:
            body = client.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION}).json()
    assert body["feedback"]["narrativeFallback"] == "model_failed"


def test_without_a_model_there_is_no_fallback_to_count(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with TestClient(create_app(ApiSettings(), service=service)) as client:
        body = client.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION}).json()
    assert body["feedback"]["source"] == "deterministic" and body["feedback"]["narrativeFallback"] is None
