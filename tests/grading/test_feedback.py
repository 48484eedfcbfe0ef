"""Deterministic feedback for the four situations a grader meets most: a correct optimal answer, a
correct quadratic one, a buggy one and one that crashes; plus compile errors, nothing executed, and
hidden tests that must stay hidden."""

from __future__ import annotations

from typing import Any

import pytest

from assay.grading._feedback import build_feedback
from assay.grading._models import ComplexityRequirement, FeedbackDraft
from assay.grading._review import review
from assay.judge import ErrorInfo, Param, Signature
from tests.grading.judged import Fit, Judged, Report, Result, error

SIG = Signature(method="length_of_longest_substring", params=[Param(name="s", type="str")], returns="int")
REQ = ComplexityRequirement(time="O(n)", space="O(min(m,n))")
CONCEPTS = ["strings", "sliding window", "hashing"]

OPTIMAL = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        max_length = 0
        left = 0

        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            max_length = max(max_length, right - left + 1)
        return max_length
"""

QUADRATIC = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        best = 0
        for i in range(len(s)):
            seen = []
            for j in range(i, len(s)):
                if s[j] in seen:
                    break
                seen.append(s[j])
                best = max(best, j - i + 1)
        return best
"""

BUGGY = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        start = 0
        best = 0
        for i, ch in enumerate(s):
            if ch in last:
                start = last[ch] + 1
            last[ch] = i
            best = max(best, i - start + 1)
        return best
"""

CRASHING = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = {s[0]}
        best = 1
        left = 0
        for right in range(1, len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
"""

CASES = [("abcabcbb", 3), ("bbbbb", 1), ("pwwkew", 3), ("", 0), ("abba", 2), ("dvdf", 3)]


def run(outcomes: list[tuple[str, Any, ErrorInfo | None]], hidden_from: int = 4) -> Judged:
    """A judge result: one (verdict, received, error) per case of CASES."""
    tests = [
        Result(
            index=i,
            hidden=i >= hidden_from,
            verdict=verdict,
            input={"s": CASES[i][0]},
            expected=CASES[i][1],
            received=received,
            error=error,
        )
        for i, (verdict, received, error) in enumerate(outcomes)
    ]
    passed = sum(t.verdict == "AC" for t in tests)
    overall = "AC" if passed == len(tests) else next(t.verdict for t in tests if t.verdict != "AC")
    return Judged(overall, tests, passed, len(tests) - passed)


def all_pass() -> Judged:
    return run([("AC", expected, None) for _, expected in CASES])


def feedback(source: str, judge: Judged | None, complexity: Report | None) -> FeedbackDraft:
    return build_feedback(
        review=review(source, SIG), judge=judge, complexity=complexity, requirement=REQ, concepts=CONCEPTS
    )


def sentences(text: str) -> int:
    return text.count(". ") + 1


def test_correct_optimal_answer() -> None:
    draft = feedback(OPTIMAL, all_pass(), Report(Fit("O(n)"), Fit("O(1)")))
    assert draft.approach_name == "sliding window with hash set"
    assert draft.is_optimal and draft.meets_requirements
    assert (draft.time, draft.space) == ("O(n)", "O(1)")
    assert draft.summary.startswith("Correct sliding window with hash set solution: all 6 tests pass")
    assert "measured time O(n) meets the O(n) requirement" in draft.summary
    assert sentences(draft.summary) <= 2
    assert draft.strengths[0] == "Passes all 6 tests, including the hidden ones."
    assert "Meets the O(n) time requirement (measured O(n))." in draft.strengths
    assert any("O(1) lookups" in s for s in draft.strengths)
    assert not any("Test " in i or "Time complexity" in i for i in draft.improvements)


def test_correct_quadratic_answer() -> None:
    draft = feedback(QUADRATIC, all_pass(), Report(Fit("O(n^2)"), Fit("O(n)")))
    assert not draft.is_optimal and not draft.meets_requirements
    assert draft.approach_name == "brute force (nested loops)"
    assert draft.summary.startswith("Correct brute force (nested loops) solution")
    assert "all 6 tests pass" in draft.summary
    assert "measured time is O(n^2) where O(n) is required" in draft.summary
    # the hint names the concrete smell the review found, and the question's concepts
    assert "set makes each membership check O(1)" in draft.summary
    assert sentences(draft.summary) <= 2
    assert draft.improvements[0].startswith("Time complexity: measured O(n^2), required O(n).")
    assert draft.improvements[0].endswith("The question points at sliding window and hashing.")
    assert draft.improvements[1] == (
        "The question is about sliding window and hashing; the solution does not seem to use any of them."
    )
    smell = next(i for i in draft.improvements if "scans the whole list" in i)
    assert smell.startswith("Line 8:")


def test_buggy_answer_names_the_first_failing_visible_test() -> None:
    outcomes: list[tuple[str, Any, ErrorInfo | None]] = [("AC", e, None) for _, e in CASES]
    outcomes[2] = ("WA", 2, None)
    outcomes[4] = ("WA", 3, None)  # hidden
    draft = feedback(BUGGY, run(outcomes), Report(Fit("O(n)"), Fit("O(n)")))
    assert draft.summary.startswith(
        "4 of 6 tests pass: the sliding window with hash map solution returns 2 instead of 3"
    )
    assert 'on input s = "pwwkew"' in draft.summary
    assert "already meets the O(n) requirement" in draft.summary
    assert sentences(draft.summary) <= 2
    assert draft.improvements[0].startswith('Test 3 returns 2 instead of 3 on input s = "pwwkew".')
    assert draft.improvements[1].startswith("1 hidden test(s) fail (returns a wrong answer)")
    assert "abba" not in " ".join([draft.summary, *draft.improvements])
    assert not any("Passes all" in s for s in draft.strengths)


def test_crashing_answer_names_the_exception_and_line() -> None:
    outcomes: list[tuple[str, Any, ErrorInfo | None]] = [("AC", e, None) for _, e in CASES]
    outcomes[3] = ("RE", None, error("IndexError", "string index out of range", line=4))
    draft = feedback(CRASHING, run(outcomes, hidden_from=6), Report(Fit("O(n)")))
    assert draft.summary.startswith(
        "5 of 6 tests pass: the sliding window with hash set solution crashes with IndexError: "
        'string index out of range at line 4 on input s = "".'
    )
    assert draft.improvements[0].startswith("Test 4 crashes with IndexError")
    assert "Guard that case" in draft.improvements[0]


def test_hidden_failures_never_leak_inputs_outputs_or_messages() -> None:
    secret = "zq-secret-input"
    tests = [
        Result(0, False, "AC", {"s": "abc"}, 3, 3),
        Result(1, True, "RE", {"s": secret}, 7, None, error("KeyError", f"'{secret}'", line=9)),
        Result(2, True, "WA", {"s": secret * 2}, 11, 12345),
    ]
    draft = build_feedback(
        review=review(BUGGY, SIG),
        judge=Judged("RE", tests, 1, 2),
        complexity=Report(Fit("O(n)")),
        requirement=REQ,
    )
    text = " ".join([draft.summary, *draft.improvements, *draft.strengths])
    for leaked in (secret, "12345", "KeyError", "'11'"):
        assert leaked not in text
    assert "hidden tests fail (crashes, returns a wrong answer)" in draft.summary
    assert "2 hidden test(s) fail" in draft.improvements[0]


def test_compile_error() -> None:
    judge = Judged("CE", [], 0, 0, error("SyntaxError", "invalid syntax", line=5, column=9))
    draft = feedback("class Solution:\n    def f(self) -> int:\n        return (\n", judge, None)
    assert draft.summary.startswith(
        "The code does not compile (SyntaxError: invalid syntax at line 5, column 9)"
    )
    assert draft.improvements[0].startswith("Line 5: SyntaxError: invalid syntax (column 9).")
    # Nothing but the compile error: the review only knows the code does not parse either.
    assert len(draft.improvements) == 1
    assert draft.time is None and not draft.is_optimal


def test_nothing_executed_and_nothing_recognised_never_says_unknown() -> None:
    draft = feedback("not ( python", None, None)
    assert "unknown" not in draft.summary
    assert "could not be recognised" in draft.summary


@pytest.mark.parametrize(
    ("types", "wanted", "unwanted"),
    [
        (["str"], "an empty string", "negative numbers"),
        (["List[int]", "int"], "negative numbers", "empty string"),
        (["TreeNode"], "an empty tree (None)", "negative numbers"),
        (["ListNode"], "a single node", "empty string"),
        (["List[List[str]]"], "an empty grid", "negative numbers"),
    ],
)
def test_hidden_test_advice_names_the_edge_cases_of_the_parameter_types(
    types: list[str], wanted: str, unwanted: str
) -> None:
    hidden_failure = Judged(
        "WA",
        [Result(index=0, hidden=False, verdict="AC"), Result(index=1, hidden=True, verdict="WA")],
        1,
        1,
    )
    draft = build_feedback(
        review=review(OPTIMAL, SIG),
        judge=hidden_failure,
        complexity=Report(Fit("O(n)")),
        requirement=REQ,
        param_types=types,
    )
    text = " ".join([draft.summary, *draft.improvements])
    assert wanted in text and unwanted not in text


def test_nothing_executed() -> None:
    draft = feedback(OPTIMAL, None, None)
    assert draft.summary.startswith("This submission could not be run, so it was reviewed statically")
    assert "sliding window with hash set" in draft.summary
    assert "reviewer will confirm" in draft.summary
    assert not draft.is_optimal and not draft.meets_requirements


def test_time_not_measured_is_said_plainly() -> None:
    draft = feedback(OPTIMAL, all_pass(), Report(None))
    assert "could not be measured" in draft.summary
    assert draft.time is None and not draft.is_optimal


def test_space_over_the_requirement() -> None:
    draft = build_feedback(
        review=review(OPTIMAL, SIG),
        judge=all_pass(),
        complexity=Report(Fit("O(n)"), Fit("O(n^2)")),
        requirement=ComplexityRequirement(time="O(n)", space="O(1)"),
    )
    assert "memory grows as O(n^2) where O(1) is allowed" in draft.summary
    assert not draft.meets_requirements
    assert any(i.startswith("Space complexity: measured O(n^2), allowed O(1).") for i in draft.improvements)


def test_polish_sentence_points_at_the_most_serious_finding() -> None:
    source = OPTIMAL.replace("seen = set()", "seen = set()\n        unused_total = 0")
    draft = feedback(source, all_pass(), Report(Fit("O(n)")))
    assert "One thing to polish (line 5): `unused_total` is assigned but never used." in draft.summary


def test_limits_and_determinism() -> None:
    messy = (
        "import os\nclass Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
        "        list = []\n        d = {}\n        x = 0\n        if s == None:\n            return 0\n"
        "        try:\n            return len(s)\n        except:\n            pass\n        return 0\n"
    )
    one = feedback(messy, all_pass(), Report(Fit("O(n)")))
    two = feedback(messy, all_pass(), Report(Fit("O(n)")))
    assert one == two
    assert len(one.improvements) <= 6 and len(one.strengths) <= 5
    assert one.improvements[0].startswith("Line 11: A bare `except:`")  # majors first
