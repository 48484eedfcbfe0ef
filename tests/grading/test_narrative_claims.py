"""A narrative that mixes measured facts with false claims about the code falls back.

Hand-written narratives meant to fool the check: each states a true, specific fact (a number, the
measured complexity, a name from the code) beside a claim the code or the measurements refute — the
window "at most one character" of a passing Longest Substring answer, a hash map in code that has only
a set, a recursion in a loop, "linear time" for a quadratic answer, a failure on a passing answer.
True narratives of the same code, with the same vocabulary used correctly, are shown.
"""

from __future__ import annotations

from typing import Any

import pytest

from assay.grading._narrative import FALLBACK_NOTICES, Narrative, check_narrative
from assay.grading._schemas import FeedbackOut

WINDOW = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        left = best = 0
        for right, ch in enumerate(s):
            while ch in seen:
                seen.remove(s[left])
                left += 1
            seen.add(ch)
            best = max(best, right - left + 1)
        return best
"""

WINDOW_PSEUDO = """function longest(s)
    window <- empty set
    lo <- 0
    best <- 0
    for hi <- 0 to length(s) - 1 do
        while s[hi] in window do
            remove s[lo] from window
            lo <- lo + 1
        add s[hi] to window
        best <- max(best, hi - lo + 1)
    return best
"""

PAIRS = """class Solution:
    def count_pairs(self, nums: List[int]) -> int:
        total = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] == nums[j]:
                    total += 1
        return total
"""

DEPTH = """class Solution:
    def max_depth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        return 1 + max(self.max_depth(root.left), self.max_depth(root.right))
"""


def _check(summary: str, source: str = WINDOW, **changes: Any) -> str | None:
    fields: dict[str, Any] = {
        "summary": summary,
        "approach_name": "sliding window",
        "improvements": [],
        "strengths": [],
        "time_complexity": "O(n)",
        "claims_correct": True,
        **changes.pop("narrative", {}),
    }
    facts: dict[str, Any] = {"all_passed": True, "complexities": ["O(n)", "O(n)", "O(n)", "O(n)"], **changes}
    return check_narrative(
        Narrative(**fields),
        question_title="Longest Substring Without Repeating Characters",
        question_description="Given a string s, find the length of the longest substring without duplicate "
        "characters.",
        source=source,
        **facts,
    )


# --- claims about the code ---------------------------------------------------------------------------


@pytest.mark.parametrize("source", [WINDOW, WINDOW_PSEUDO], ids=["python", "pseudocode"])
def test_the_demo_narrative_window_of_one_character_falls_back(source: str) -> None:
    summary = (
        "The solution scans s once in O(n) time and all 987 tests pass; the window size is always at most "
        "one character, so the set stays small."
    )
    assert _check(summary, source) == "contradicts_code"


@pytest.mark.parametrize("source", [WINDOW, WINDOW_PSEUDO], ids=["python", "pseudocode"])
def test_the_same_window_described_truly_is_shown(source: str) -> None:
    summary = (
        "The window grows with the right end and shrinks from the left while a character repeats, so each "
        "character enters and leaves the set once: O(n) time, and all 987 tests pass."
    )
    assert _check(summary, source) is None


def test_a_bound_the_code_does_check_is_not_a_contradiction() -> None:
    code = WINDOW.replace("while ch in seen:", "while ch in seen and len(seen) >= 1:")
    summary = (
        "The set holds each character once and all 987 tests pass; the window size is never more than "
        "one character."
    )
    assert _check(summary, code) is None
    assert _check(summary, WINDOW) == "contradicts_code"


@pytest.mark.parametrize(
    "summary",
    [
        "Using a hash map from characters to their last index, the code runs in O(n) and passes all tests.",
        "The heap of characters keeps the longest window on top; O(n) time, all tests pass.",
        "A clean binary search over window lengths gives O(n) here, with every test passing.",
        "The recursive helper explores each start index; it passes all 987 tests in O(n).",
        "It sorts s first and then scans it once, O(n) after the sort; all tests pass.",
    ],
    ids=["hash-map", "heap", "binary-search", "recursion", "sorting"],
)
def test_naming_a_structure_or_technique_the_code_does_not_use_falls_back(summary: str) -> None:
    assert _check(summary) == "contradicts_code"


@pytest.mark.parametrize(
    ("summary", "trace"),
    [
        ("A set of the values seen pairs them up in O(n^2); all 12 tests pass.", "seen = set()"),
        ("A stack of indices pairs the equal values in O(n^2); all 12 tests pass.", "stack = []"),
        ("A queue of indices pairs the equal values in O(n^2); all 12 tests pass.", "queue = deque()"),
        ("Dynamic programming over the prefixes counts the pairs in O(n^2); all 12 tests pass.", "memo = {}"),
    ],
    ids=["set", "stack", "queue", "dynamic-programming"],
)
def test_each_technique_contradicts_code_without_its_trace_only(summary: str, trace: str) -> None:
    quadratic = ["O(n^2)", "O(1)", "O(n^2)", "O(1)"]
    traced = PAIRS.replace("        total = 0\n", f"        total = 0\n        {trace}\n")
    assert traced != PAIRS
    assert _check(summary, PAIRS, complexities=quadratic) == "contradicts_code"
    assert _check(summary, traced, complexities=quadratic) is None


def test_a_technique_suggested_as_an_improvement_is_not_a_claim() -> None:
    assert (
        _check(
            "The set-based sliding window passes all 987 tests in O(n).",
            narrative={"improvements": ["A hash map of last positions could jump left forward in one step."]},
        )
        is None
    )
    assert _check("A hash map could replace the set; the window passes all tests in O(n).") is None


def test_recursion_that_is_there_may_be_named() -> None:
    summary = "The recursive call on both children adds one per level: O(n) time, all 40 tests pass."
    assert _check(summary, DEPTH, narrative={"approach_name": "recursive DFS"}) is None
    assert _check(summary, WINDOW) == "contradicts_code"


def test_the_approach_name_is_checked_too() -> None:
    summary = "The set tracks the letters of the window; O(n) time, and all 987 tests pass."
    assert (
        _check(summary, narrative={"approach_name": "hash map with a priority queue"}) == "contradicts_code"
    )


# --- claims about the outcome -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "summary",
    [
        "The loop over s runs in O(n), but it fails on the empty string and returns 1.",
        "The window logic is clean in O(n); however it crashes when s has a single character.",
        "All 987 tests pass except that the answer is wrong for strings with spaces; O(n) time.",
        "There is an off-by-one in right - left + 1, although the O(n) scan is fine.",
    ],
    ids=["fails", "crashes", "wrong-answer", "off-by-one"],
)
def test_a_failure_claimed_on_a_passing_answer_falls_back(summary: str) -> None:
    assert _check(summary) == "contradicts_verdict"


@pytest.mark.parametrize(
    "summary",
    [
        "The set-based window never fails and passes all 987 tests in O(n).",
        "No test fails: the window over s runs in O(n).",
        "Without the while loop it would fail on 'abba'; as written, all 987 tests pass in O(n).",
    ],
    ids=["never-fails", "no-test-fails", "hypothetical"],
)
def test_denied_or_hypothetical_failures_are_not_claims(summary: str) -> None:
    assert _check(summary) is None


def test_passing_claimed_on_a_failing_answer_falls_back() -> None:
    summary = "The window over s runs in O(n) and works correctly for every input."
    assert _check(summary, all_passed=False, narrative={"claims_correct": False}) == "contradicts_verdict"
    honest = "The window over s runs in O(n), but 3 of 987 tests fail: the empty string returns 1."
    assert _check(honest, all_passed=False, narrative={"claims_correct": False}) is None


# --- complexity in words ---------------------------------------------------------------------------


def test_complexity_named_in_words_is_checked_against_the_measurement() -> None:
    quadratic = ["O(n^2)", "O(1)", "O(n^2)", "O(1)"]
    wrong = "The nested loops over nums count 12 equal pairs and run in linear time with all tests passing."
    right = "The nested loops over nums run in quadratic time with constant space; all 12 tests pass."
    assert _check(wrong, PAIRS, complexities=quadratic) == "contradicts_complexity"
    assert _check(right, PAIRS, complexities=quadratic) is None
    assert (
        _check("The set of seen characters gives constant space and all 987 tests pass in O(n).")
        == "contradicts_complexity"
    )


def test_every_fallback_reason_has_a_notice_and_is_a_wire_value() -> None:
    wire = FeedbackOut.model_fields["narrative_fallback"].annotation
    assert "contradicts_code" in str(wire)
    assert set(FALLBACK_NOTICES) == {
        "restates_question",
        "contradicts_verdict",
        "contradicts_complexity",
        "contradicts_code",
        "not_specific",
    }
