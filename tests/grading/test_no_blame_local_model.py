"""With the embedded model: a translation keeps the learner's bugs, and pseudocode owes no type hints.

Marker ``local_model``: these run the real qwen2.5-coder-0.5b in-process (llama.cpp) and skip when it is
not installed. Run them one at a time on a shared machine:
``flock /tmp/assay-model.lock .venv/bin/pytest tests/grading/test_no_blame_local_model.py -m local_model``.

Faithful, not fixed: buggy pseudocode (an off-by-one, a missing edge case) is translated by the model,
and the translation must fail exactly the tests the same bug fails when written in Python by hand.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from assay.grading import GradingService, GradingSettings, translate
from assay.judge import Judge
from assay.llm import Gateway
from assay.questions import DirectoryStore, Question
from assay.sandbox import Sandbox
from tests.grading.local_model import grading_service
from tests.grading.support import UNKNOWN_STEP, assay_grade

pytestmark = pytest.mark.local_model


# Each bug twice: in pseudocode the model must translate, and in Python written by hand.
BUGS = {
    "off-by-one": (
        """function lengthOfLongestSubstring(s)
    seen <- empty set
    left <- 0
    best <- 0
    for right <- 0 to length(s) - 1 do
        while s[right] is in seen do
            remove s[left] from seen
            left <- left + 1
        end while
        add s[right] to seen
        best <- max(best, right - left)
    end for
    return best
end function
""",
        """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = 0
        best = 0
        for right in range(0, len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left = left + 1
            seen.add(s[right])
            best = max(best, right - left)
        return best
""",
    ),
    "missing-empty-case": (
        """function lengthOfLongestSubstring(s)
    seen <- empty set
    left <- 0
    best <- 1
    for right <- 0 to length(s) - 1 do
        while s[right] is in seen do
            remove s[left] from seen
            left <- left + 1
        end while
        add s[right] to seen
        best <- max(best, right - left + 1)
    end for
    return best
end function
""",
        """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = 0
        best = 1
        for right in range(0, len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left = left + 1
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
""",
    ),
}


def _failing(sandbox: Sandbox, question: Question, code: str) -> list[int]:
    result = Judge(sandbox).run(
        code,
        question.signature,
        question.all_test_cases,
        question.compare,
        hidden_from=len(question.test_cases),
    )
    return [t.index for t in result.tests if t.verdict != "AC"]


@pytest.mark.parametrize("bug", sorted(BUGS))
def test_the_model_translation_keeps_the_learners_bug(
    local_gateway: Gateway, sandbox: Sandbox, longest: Question, bug: str
) -> None:
    pseudocode, python = BUGS[bug]
    expected = _failing(sandbox, longest, python)
    assert expected, "the hand-written bug must fail some test"
    translation = asyncio.run(translate(pseudocode, longest.signature, gateway=local_gateway, timeout_s=300))
    if not translation.ok:
        # The fidelity check caught a translation that fixed the bug: refused, never graded.
        assert translation.error_code == "UNFAITHFUL_TRANSLATION", translation.error
        return
    assert _failing(sandbox, longest, translation.python) == expected, translation.python


# English steps under a Python-looking header without colons or hints (the report): graded,
# never refused with "Type hints are required".
ENGLISH_UNDER_A_HEADER = """class Solution
    def length_of_longest_substring(self, s)
        seen is an empty set, left is 0, best is 0
        for each right from 0 up to length of s minus 1
            while s[right] is already in seen, take s[left] out of seen and move left up by one
            put s[right] into seen
            best becomes the larger of best and right - left + 1
        give back best
"""


def test_translated_english_pseudocode_is_graded_not_refused_for_type_hints(
    local_gateway: Gateway, sandbox: Sandbox, tmp_path: Path
) -> None:
    service = grading_service(local_gateway, sandbox, tmp_path)
    try:
        result = asyncio.run(service.evaluate("3", ENGLISH_UNDER_A_HEADER))
    except Exception as exc:  # a refusal must be ours and say which line, never about type hints
        assert "Type hints are required" not in str(exc)
        assert getattr(exc, "code", None) == "PSEUDOCODE_NOT_UNDERSTOOD", exc
        return
    assert result.solution_kind in ("pseudocode", "translated", "translated_lines")
    if result.solution_kind in ("translated", "translated_lines"):
        assert result.needs_human_review and "translated_by_model" in result.human_review_reasons


def test_cli_with_the_embedded_model_never_blames_the_learner(embedded_model: str, tmp_path: Path) -> None:
    """Pseudocode with a step no rule covers, graded by `assay grade` with the embedded model: the
    translation is graded and flagged for a human, or the answer names the line — never a plain fail."""
    env = {"ASSAY_LLM_MODEL": embedded_model, "ASSAY_MODEL_FEEDBACK": "false", "ASSAY_LLM_CACHE": "false"}
    done = assay_grade(tmp_path, "--json", "--no-store", stdin=UNKNOWN_STEP, env=env)
    body = json.loads(done.stdout)
    if done.returncode == 2:
        assert body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD" and body["details"]["lines"], body
    else:
        assert done.returncode == 0, done.stderr
        assert body["solutionKind"] in ("translated", "translated_lines") and body["needsHumanReview"] is True
        assert "translated_by_model" in body["humanReviewReasons"]


TWO_SUM = """class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, value in enumerate(nums):
            if target - value in seen:
                return [seen[target - value], i]
            seen[value] = i
        return []
"""


def test_the_embedded_models_narrative_never_shows_the_question_back(
    local_gateway: Gateway, sandbox: Sandbox, tmp_path: Path
) -> None:
    """The issue's report: the 0.5B summarised a passing Two Sum answer with the question's description."""
    service = GradingService(
        questions=DirectoryStore(),
        sandbox=sandbox,
        gateway=local_gateway,
        settings=GradingSettings(feedback_timeout_s=300),
        store=False,
    )
    question = service.load_question("1")
    result = asyncio.run(service.evaluate("1", TWO_SUM))
    feedback = result.feedback
    assert result.test_results.failed == 0
    if feedback.source == "model":
        assert feedback.narrative_fallback is None
        told = re.findall(r"[a-z']+", question.description.lower())
        said = re.findall(r"[a-z']+", feedback.summary.lower())
        runs = {tuple(told[i : i + 6]) for i in range(len(told) - 5)}
        copied = {j for i in range(len(said) - 5) if tuple(said[i : i + 6]) in runs for j in range(i, i + 6)}
        assert len(copied) * 2 <= len(said), feedback.summary  # not the question's own words back
        assert not feedback.summary.lower().startswith(question.title.lower() + ":")
    else:
        assert feedback.narrative_fallback is not None
        assert any("deterministic review" in n for n in feedback.notices)
