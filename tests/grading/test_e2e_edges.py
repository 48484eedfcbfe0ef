"""End to end through the real HTTP app: the edges of grading.

Loops and the time budget, Python with a syntax error, text that is neither code nor pseudocode,
review lines of pseudocode, and measured space. Real judge in the real sandbox, real SQLite,
scripted OpenAI-compatible server where a model is involved.
"""

from __future__ import annotations

import json
import time
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import SEED_SOLUTION, make_gateway, make_service
from tests.grading.support import EVALUATE, api_client

EXAMPLES = resources.files("assay.grading").joinpath("examples")

ENDLESS = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        while True:
            pass
"""

# The sliding-window solution with the colon of the `for` line missing (line 7 here, column 38).
MISSING_COLON = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        max_length = 0
        left = 0

        for right in range(len(s))
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            max_length = max(max_length, right - left + 1)
        return max_length
"""

MOVE_ZEROES_BY_COPY = """class Solution:
    def move_zeroes(self, nums: List[int]) -> None:
        non_zero = [value for value in nums if value != 0]
        nums[:] = non_zero + [0] * (len(nums) - len(non_zero))
"""


def _post(client: TestClient, solution: str, question_id: str = "3") -> tuple[int, dict[str, Any]]:
    response = client.post(EVALUATE, json={"questionId": question_id, "solution": solution})
    body: dict[str, Any] = response.json()
    return response.status_code, body


def _grade(client: TestClient, solution: str, question_id: str = "3") -> dict[str, Any]:
    status, body = _post(client, solution, question_id)
    assert status == 200, body
    return body


# --- loops and the time budget ---------------------------------------------------------------------


def test_an_endless_loop_grades_in_a_few_seconds_and_reports_the_tests_not_run(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    service = make_service(tmp_path, sandbox)  # the default 2 s per test: 19 tests used to take ~39 s
    with api_client(service) as client:
        started = time.monotonic()
        body = _grade(client, ENDLESS)
        elapsed = time.monotonic() - started
    assert elapsed < 8, f"an endless loop took {elapsed:.1f} s to grade"
    results = body["testResults"]
    assert results["passed"] == 0 and results["failed"] == 1
    assert results["notRun"] == results["total"] - 1 > 0
    assert results["passed"] + results["failed"] + results["notRun"] == results["total"]
    assert [c["verdict"] for c in results["failedCases"]] == ["TLE"]  # not-run tests are not "failures"
    assert results["failedCases"][0]["received"] == "Time Limit Exceeded"
    assert any(
        f"{results['notRun']} more test(s) were not run" in i for i in body["feedback"]["improvements"]
    )
    assert not any("more visible test(s) fail" in i for i in body["feedback"]["improvements"])
    assert body["passed"] is False and body["rubric"]["correctness"] == 0
    assert any("were not run" in note for note in body["rubric"]["notes"])
    feedback = body["feedback"]
    assert feedback["approach"]["name"] == "endless loop"
    assert "single pass" not in feedback["summary"]
    assert any("never ends" in item for item in feedback["improvements"])


def test_the_grading_time_budget_stops_slow_tests(tmp_path: Path, sandbox: Sandbox) -> None:
    slow = SEED_SOLUTION.replace("seen = set()", "seen = set()\n                time.sleep(0.3)")
    slow = "import time\n" + slow.replace("\n        ", "\n")
    service = make_service(tmp_path, sandbox, grade_time_budget_s=1.5)
    with api_client(service) as client:
        started = time.monotonic()
        body = _grade(client, slow)
        elapsed = time.monotonic() - started
    assert elapsed < 6
    results = body["testResults"]
    assert results["notRun"] > 0 and results["passed"] >= 1
    assert results["passed"] + results["failed"] + results["notRun"] == results["total"]
    assert any("ASSAY_GRADE_TIME_BUDGET_S" in n for n in body["feedback"]["notices"])
    # Cut short by the budget, so never reused for an identical resubmission with another budget.
    assert body["passed"] is False


# --- Python with a syntax error --------------------------------------------------------------------


def test_python_with_a_syntax_error_is_a_compile_error_with_line_and_column(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    translated = "```python\n" + SEED_SOLUTION + "```"
    with scripted_llm([Step(body=completion(translated))]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), model_feedback=False)
        with api_client(service) as client:
            body = _grade(client, MISSING_COLON)
        assert llm.requests == [], "a model must never repair a student's Python"
    assert body["solutionKind"] == "python" and "translatedSolution" not in body
    assert body["testResults"]["compileError"] == "SyntaxError: expected ':' (line 7, column 35)"
    assert body["testResults"]["passed"] == 0 and body["testResults"]["failedCases"] == []
    assert body["feedback"]["summary"].startswith(
        "The code does not compile (SyntaxError: expected ':' at line 7, column 35)"
    )
    assert body["feedback"]["improvements"][0].startswith("Line 7: SyntaxError: expected ':'")
    assert body["needsHumanReview"] is False  # a compile error is a verdict, not a doubt
    assert any("does not compile" in n for n in body["rubric"]["notes"])


def test_pseudocode_inside_a_python_header_is_still_normalised(tmp_path: Path, sandbox: Sandbox) -> None:
    text = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen ← empty set
        left ← 0
        best ← 0
        for right ← 0 to length(s) - 1 do
            while s[right] ∈ seen do
                remove s[left] from seen
                left ← left + 1
            end while
            add s[right] to seen
            best ← max(best, right - left + 1)
        end for
        return best
"""
    with api_client(make_service(tmp_path, sandbox)) as client:
        body = _grade(client, text)
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0


# --- neither code nor pseudocode -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{\n  "questionId": "3",\n  "tags": ["strings", "window"],\n  "solved": true\n}\n',
        '{"seen": [], "best": 0}',
        "Shopping list\neggs\nmilk, 2 litres\nbread\n",
        "- apples\n- 2 bananas\n- oat milk\n",
        "Use a window over the string; whenever a letter repeats, shrink it (((",
    ],
    ids=["json-file", "json-line", "shopping-list", "bullets", "prose"],
)
def test_text_that_is_neither_code_nor_pseudocode_is_invalid_solution(
    tmp_path: Path, sandbox: Sandbox, text: str
) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        status, body = _post(client, text)
    assert status == 422, body
    assert body["error"] == "INVALID_SOLUTION"
    assert "neither code nor pseudocode" in body["message"]
    assert "def length_of_longest_substring(self, s: str) -> int:" in body["message"]
    assert service.repository is not None and service.repository.count() == 0


def test_steps_in_sentences_our_translation_loses_are_ours_not_the_learners(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    # Three instructions in prose that the normaliser keeps nothing of: "not understood, write line N
    # like this" (our failure), never "neither code nor pseudocode" (the learner's).
    text = (
        "Walk the letters one by one and remember where each one was last seen.\n"
        "Whenever a letter was seen inside the window, slide its start past that spot.\n"
        "Keep the widest window found so far and hand it over at the end.\n"
    )
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        status, body = _post(client, text)
    assert status == 422, body
    assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    assert "neither code nor pseudocode" not in body["message"]
    assert service.repository is not None and service.repository.count() == 0


@pytest.mark.parametrize(
    "text",
    [
        *(
            EXAMPLES.joinpath(name).read_text(encoding="utf-8")
            for name in (
                "lsubstr_pseudo_arrow.txt",
                "lsubstr_pseudo_braces.txt",
                "lsubstr_pseudo_english.txt",
            )
        ),
        "return 0\n",
        "best ← 0\nfor each c in s do best ← best + 1\nreturn best\n",
    ],
    ids=["arrow", "braces", "english", "just-a-return", "one-liner"],
)
def test_genuine_pseudocode_is_never_rejected(tmp_path: Path, sandbox: Sandbox, text: str) -> None:
    with api_client(make_service(tmp_path, sandbox)) as client:
        body = _grade(client, text)
    assert body["solutionKind"] == "pseudocode"


# --- review lines of pseudocode --------------------------------------------------------------------


def test_review_findings_of_pseudocode_name_the_lines_the_user_wrote(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    braces = EXAMPLES.joinpath("lsubstr_pseudo_braces.txt").read_text(encoding="utf-8")
    assert braces.splitlines()[6].strip() == "c := s[i]"  # line 7 of the user's text
    with api_client(make_service(tmp_path, sandbox)) as client:
        body = _grade(client, braces)
        english = _grade(client, EXAMPLES.joinpath("lsubstr_pseudo_english.txt").read_text(encoding="utf-8"))
    executed = body["executedSolution"].splitlines()
    assert any(line.strip().startswith("c = s[") for line in executed)  # not line 7 of the Python that ran
    single_letter = [i for i in body["feedback"]["improvements"] if "`c` is a single-letter name" in i]
    assert single_letter and single_letter[0].startswith("Line 7: ")
    # The normaliser wrote the type hints; nobody is praised for them.
    assert "Fully type-hinted." not in body["feedback"]["strengths"]
    # A finding on the method the normaliser wrote keeps no (wrong) line number.
    assert not any(i.startswith("Line 2:") for i in english["feedback"]["improvements"])
    assert english["feedback"]["approach"]["name"] == "sliding window with hash set"


# --- measured space --------------------------------------------------------------------------------


def test_a_copy_where_o1_space_is_required_loses_space_points(tmp_path: Path, sandbox: Sandbox) -> None:
    reference = DirectoryStore().get("283").reference_solution
    with api_client(make_service(tmp_path, sandbox)) as client:
        in_place = _grade(client, reference, "283")
        copied = _grade(client, MOVE_ZEROES_BY_COPY, "283")
    assert in_place["measuredComplexity"]["requiredSpace"] == "O(1)"
    assert in_place["feedback"]["complexity"]["space"] == "O(1)"
    assert in_place["rubric"]["complexity"] == 30
    assert copied["testResults"]["failed"] == 0
    assert copied["feedback"]["complexity"]["space"] == "O(n)"
    assert copied["feedback"]["complexity"]["meetsRequirements"] is False
    assert copied["rubric"]["complexity"] <= 30 - 5
    assert any("space O(n)" in n for n in copied["rubric"]["notes"])
    assert any("Space complexity" in i for i in copied["feedback"]["improvements"])


def test_unmeasured_space_gets_half_the_space_points_and_says_so(tmp_path: Path, sandbox: Sandbox) -> None:
    with api_client(make_service(tmp_path, sandbox, measure_space=False)) as client:
        body = _grade(client, SEED_SOLUTION)
    assert body["measuredComplexity"]["space"] is None
    assert body["rubric"]["complexity"] == 25
    assert any("Space complexity was not measured" in n for n in body["rubric"]["notes"])
    assert json.dumps(body).count("half of the 10 space points") == 1
