"""``skip j while …`` with no direction moves j the way the rest of the answer moves it.

Found by the engineer tuning on round 8 (left alone there): the line rules read a directionless
``skip`` forward, so the right pointer of a correct two-pointer palindrome ran off the end and the
crash would have been graded as the learner's (docs/pseudocode.md, "Which way a skip goes").
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, signature

PALINDROME = signature("is_palindrome", "bool", s="str")

TWO_POINTERS = """
i = 0
j = len(s) - 1
while i < j
    skip i while i < j and s[i] is not alphanumeric
    skip j while i < j and s[j] is not alphanumeric
    if lower(s[i]) != lower(s[j]) return false
    {step_i}
    {step_j}
return true
"""


@pytest.mark.parametrize(
    ("step_i", "step_j"),
    [("i = i + 1", "j = j - 1"), ("i += 1", "j -= 1"), ("increase i by 1", "decrease j by 1")],
)
def test_a_right_pointer_skips_backward(step_i: str, step_j: str) -> None:
    text = TWO_POINTERS.format(step_i=step_i, step_j=step_j)
    assert "skip-direction" in normalised(text, PALINDROME).rules_applied
    assert run_normalised(text, PALINDROME, "A man, a plan, a canal: Panama") is True
    assert run_normalised(text, PALINDROME, "race a car") is False
    assert run_normalised(text, PALINDROME, ".,") is True


def test_a_pointer_that_starts_at_the_end_and_only_skips_goes_backward() -> None:
    text = """
    j = len(s) - 1
    skip j while j >= 0 and s[j] == ' '
    return j >= 0 and s[j] != 'x'
    """
    assert run_normalised(text, PALINDROME, "ab  ") is True
    assert run_normalised(text, PALINDROME, "ax  ") is False


def test_a_left_pointer_still_skips_forward() -> None:
    text = """
    i = 0
    skip i while i < len(s) and s[i] == ' '
    return i < len(s) and s[i] == 'a'
    """
    assert "skip-direction" not in normalised(text, PALINDROME).rules_applied
    assert run_normalised(text, PALINDROME, "  ab") is True


def test_a_pointer_moved_both_ways_is_left_as_read() -> None:
    text = TWO_POINTERS.format(step_i="i = i + 1", step_j="j = j - 1\n    j = j + 1")
    assert "skip-direction" not in normalised(text, PALINDROME).rules_applied


def test_a_named_direction_is_kept() -> None:
    text = TWO_POINTERS.format(step_i="i = i + 1", step_j="j = j - 1").replace(
        "skip j while", "skip j right while"
    )
    result = normalised(text, PALINDROME)
    # their `right` is their bug, and it is kept
    assert "j += 1" in result.python and "skip-direction" not in result.rules_applied


def test_the_learners_bug_is_kept() -> None:
    # the learner compares before skipping on the right: punctuation at the end fails the answer
    text = TWO_POINTERS.format(step_i="i = i + 1", step_j="j = j - 1").replace(
        "    skip j while i < j and s[j] is not alphanumeric\n", ""
    )
    assert run_normalised(text, PALINDROME, "ab a!") is False
