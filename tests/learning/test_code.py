"""Code answers (pure parts): telling code from prose, fitting a plain function to the question's
typed method (run for real), and the error type from the grader's verdicts."""

from __future__ import annotations

import pytest

from assay.learning import CodeSignature, ErrorType, GradeOutcome, looks_like_code, scoring_from_grade
from assay.learning._code import choose_bank_question, fit_to_signature, small_syntax_fix

SIGNATURE = CodeSignature(
    method="two_sum", params=[("nums", "List[int]"), ("target", "int")], returns="List[int]"
)
PLAIN = """def pair(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"""


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (PLAIN, True),
        ("class Solution:\n    def f(self): pass", True),
        ("for each x in nums:\n    if x in seen: return true\n    seen <- seen + x\nreturn false", True),
        ("A hash map finds keys in O(1) on average.", False),
        ("First sort the array.\nThen use two pointers.\nStop when they meet.", False),
    ],
)
def test_looks_like_code(text: str, code: bool) -> None:
    assert looks_like_code(text) is code


def _run(source: str, *args: object) -> object:
    namespace: dict[str, object] = {}
    exec(compile(source, "<answer>", "exec"), namespace)
    return namespace["Solution"]().two_sum(*args)  # type: ignore[operator]


def test_plain_function_is_wrapped_in_the_typed_method_and_runs() -> None:
    fitted = fit_to_signature(PLAIN, SIGNATURE)
    assert "def two_sum(self, nums: List[int], target: int) -> List[int]:" in fitted
    assert fitted.startswith(PLAIN.rstrip())  # the learner's lines keep their numbers
    assert _run(fitted, [2, 7, 11], 9) == [0, 1]


def test_untyped_solution_method_is_wrapped_and_typed_one_is_kept() -> None:
    untyped = "class Solution:\n    def two_sum(self, nums, target):\n        return [0, 1]\n"
    fitted = fit_to_signature(untyped, SIGNATURE)
    assert "class _LearnerSolution" in fitted and _run(fitted, [1, 2], 3) == [0, 1]
    typed = "class Solution:\n    def two_sum(self, nums: List[int], target: int) -> List[int]:\n"
    typed += "        return []\n"
    assert fit_to_signature(typed, SIGNATURE) == typed


def test_broken_plain_function_is_wrapped_anyway() -> None:
    broken = PLAIN.replace("enumerate(nums):", "enumerate(nums)")
    assert "class Solution" in fit_to_signature(broken, SIGNATURE)
    assert fit_to_signature("just words", SIGNATURE) == "just words"


def test_choose_bank_question_by_method_name() -> None:
    names = {"1": "two_sum", "49": "group_anagrams"}
    assert choose_bank_question("def group_anagrams(words): ...", ["1", "49"], names) == "49"
    assert choose_bank_question("def other(x): ...", ["1", "49"], names) == "1"
    assert choose_bank_question("x", [], names) is None


@pytest.mark.parametrize(
    ("source", "small"),
    [
        ("def f(x)\n    return x\n", True),  # missing colon
        ("def f(x):\n    return (x + 1\n", True),  # missing bracket
        ("def f(x):\n    retrun x\n", True),
        ("def f(x):\n    return x\n", True),  # compiles already
        ("def f(x):\n    x = = 1\n    if if x\n", False),
        ("for each item the list do stuff {{{", False),
    ],
)
def test_small_syntax_fix(source: str, small: bool) -> None:
    assert small_syntax_fix(source) is small


BROKEN = {"passed": 0, "failed": 10, "compile_error": "SyntaxError: expected ':'"}


def _outcome(**fields: object) -> GradeOutcome:
    base: dict[str, object] = {
        "question_id": "1",
        "evaluation_id": "e",
        "score": 100,
        "passed": 10,
        "failed": 0,
        "total": 10,
    }
    return GradeOutcome.model_validate({**base, **fields})


@pytest.mark.parametrize(
    ("fields", "source", "kind"),
    [
        ({}, PLAIN, ErrorType.CORRECT),
        ({**BROKEN, "score": 30}, "def f(x)\n  return x\n", ErrorType.CARELESS),
        ({**BROKEN, "score": 20}, "x = = = 1\nif if\n", ErrorType.INCOMPLETE),
        ({"score": 75, "meets_complexity": False, "required_time": "O(n)"}, PLAIN, ErrorType.PROCEDURAL),
        ({"score": 85, "meets_complexity": False, "required_time": "O(n)"}, PLAIN, ErrorType.PROCEDURAL),
        ({"score": 60, "passed": 7, "failed": 1, "not_run": 2}, PLAIN, ErrorType.PROCEDURAL),
        ({"score": 70, "passed": 8, "failed": 2}, PLAIN, ErrorType.INCOMPLETE),
        ({"score": 20, "passed": 2, "failed": 8}, PLAIN, ErrorType.PROCEDURAL),
        ({"score": 95, "passed": 9, "failed": 1}, PLAIN, ErrorType.INCOMPLETE),
    ],
)  # fmt: skip
def test_error_type_from_the_verdicts(fields: dict[str, object], source: str, kind: ErrorType) -> None:
    scoring = scoring_from_grade(_outcome(**fields), source)
    assert scoring.error_type is kind and scoring.scored_by == "grading"
    assert scoring.score == (
        0.79
        if kind is not ErrorType.CORRECT and _outcome(**fields).score >= 80
        else _outcome(**fields).score / 100
    )
