"""Round 18's three learner-blamed answers, as classes (docs/pseudocode.md, "Conventions read since
round 17 was opened"), EXECUTED, in phrasings of our own.

Each was a silent misreading: the answer ran, failed, and the learner was blamed for it.

- a condition in square brackets (``if [n = 0]``) ran as a one-item list, always true;
- the AP CSP reference sheet's ``REPEAT UNTIL (a = b)`` became an assignment (its bracket read as a
  side definition) or a function ``UNTIL`` (``REPEAT`` read as its return type);
- a ``return`` after the end the reading found for the function was dropped without a word.
"""

from __future__ import annotations

import pytest

from tests.grading.support import run_normalised, sig, unread_lines

SUM = sig("total", "int", nums="List[int]")
FIRST_ZERO = sig("first_zero", "int", nums="List[int]")
PAIR = sig("pair", "List[int]", nums="List[int]")


# --- conditions in square brackets ----------------------------------------------------------------


def test_a_bracketed_if_in_python_form_compares() -> None:
    text = """
        def first_zero(nums):
            for k in range(len(nums)):
                if [nums[k] = 0]:
                    return k
            return -1
    """
    assert run_normalised(text, FIRST_ZERO, [3, 1, 0, 2]) == 2
    assert run_normalised(text, FIRST_ZERO, [3, 1]) == -1


def test_a_bracketed_while_in_textbook_form_stops() -> None:
    text = """
        TOTAL(A)
            s := 0
            k := 1
            while [k <= A.length] do
                s := s + A[k]
                k := k + 1
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_bracketed_condition_keeps_the_bug() -> None:
    text = """
        def first_zero(nums):
            for k in range(1, len(nums)):
                if [nums[k] == 0]:
                    return k
            return -1
    """
    assert run_normalised(text, FIRST_ZERO, [0, 1]) == -1  # the first position is never looked at


@pytest.mark.parametrize(
    "test",
    [
        "[k <= A.length] AND [A[k] != 0]",
        "[k <= A.length] and A[k] != 0",  # one part bracketed, the other bare
        "[k <= A.length] && [A[k] <> 0]",
        "NOT [k > A.length] AND NOT [A[k] = 0]",
    ],
)
def test_each_bracketed_part_of_a_joined_test_is_grouped(test: str) -> None:
    # sums up to the first zero; `[a] and [b]` as lists is always true and ran past the end
    text = f"""
        TOTAL(A)
            s := 0
            k := 1
            while {test} do
                s := s + A[k]
                k := k + 1
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 0, 6]) == 9
    assert run_normalised(text, SUM, [4, 5]) == 9


def test_a_joined_bracketed_test_keeps_the_bug() -> None:
    text = """
        TOTAL(A)
            s := 0
            k := 1
            while [k < A.length] AND [A[k] != 0] do
                s := s + A[k]
                k := k + 1
            return s
    """
    # `k < A.length` stops one short (read 1-based, the last item is never added; read 0-based, the first)
    assert run_normalised(text, SUM, [4, 5]) != 9
    assert run_normalised(text, SUM, [4, 5, 7]) != 16


@pytest.mark.parametrize("returned", ["[nums[0]]", "[x for x in nums if x > 0]"])
def test_a_returned_list_in_brackets_stays_a_list(returned: str) -> None:
    text = f"""
        def pair(nums):
            return {returned}
    """
    assert run_normalised(text, PAIR, [5, -1]) == [5]


# --- AP CSP's REPEAT UNTIL with braces ------------------------------------------------------------


@pytest.mark.parametrize(
    "opener",
    [
        "REPEAT UNTIL (k = LENGTH(nums))\n{",  # Allman: the brace on its own line
        "REPEAT UNTIL (k = LENGTH(nums)) {",
    ],
)
def test_ap_csp_repeat_until_is_a_loop(opener: str) -> None:
    body = "\n".join(
        [
            "PROCEDURE total(nums)",
            "{",
            "  s ← 0",
            "  k ← 0",
            *("  " + line for line in opener.split("\n")),
            "    s ← s + nums[k]",
            "    k ← k + 1",
            "  }",
            "  RETURN (s)",
            "}",
        ]
    )
    assert run_normalised(body, SUM, [4, 5, 6]) == 15


def test_ap_csp_if_with_an_equals_test_compares() -> None:
    text = """
        PROCEDURE firstZero(nums)
        {
          k ← 0
          REPEAT UNTIL (k = LENGTH(nums))
          {
            IF (nums[k] = 0)
            {
              RETURN (k)
            }
            k ← k + 1
          }
          RETURN (-1)
        }
    """
    assert run_normalised(text, FIRST_ZERO, [3, 1, 0, 2]) == 2
    assert run_normalised(text, FIRST_ZERO, [3, 1]) == -1


# --- a return the reading left outside the function ---------------------------------------------


def test_a_return_after_a_brace_that_closes_nothing_is_not_understood() -> None:
    text = """
        PROCEDURE total(nums)
        {
          s ← 0
          }
          RETURN s
        }
    """
    assert 5 in unread_lines(text, SUM)


@pytest.mark.parametrize("remark", ["- at the end I return s", "No return needed, nums is summed"])
def test_a_remark_that_mentions_return_outside_the_function_is_left_out(remark: str) -> None:
    text = f"""
        def total(nums):
            s = 0
            for x in nums:
                s += x
            return s

        {remark}
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


# --- a phone's capital on a bumped index: `I++` (found by `ref-same` on round 17, stop 33) --------

PHONE_SUM = """
    Function total(nums) {
      Let s = 0;
      Let k = 0;
      While (k < nums.length) {
        S += nums[k];
        K++;
      }
      Return s;
    }
"""


def test_a_phone_capital_on_a_bumped_name_is_the_small_name() -> None:
    # `K++` as the capital's first store reads `K` before anything sets it: as typed it cannot run
    assert run_normalised(PHONE_SUM, SUM, [4, 5, 6]) == 15


def test_a_phone_capital_on_a_bumped_name_keeps_the_bug() -> None:
    buggy = PHONE_SUM.replace("Let k = 0;", "Let k = 1;")
    assert run_normalised(buggy, SUM, [4, 5, 6]) == 11
