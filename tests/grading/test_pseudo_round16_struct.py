"""Round-16 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
16 was opened: textbook, Python-like, C-family"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

SUM = sig("total", "int", nums="List[int]")
BIGGEST = sig("biggest", "int", nums="List[int]")
DOUBLE = sig("doubled", "List[int]", nums="List[int]")


# --- a keyword with two neighbouring letters swapped: `retrun s`, `whiel k < n` ---------------------


@pytest.mark.parametrize("word", ["retrun", "RETRUN", "reutrn"])
def test_a_return_with_two_letters_swapped(word: str) -> None:
    text = f"""
        TOTAL(A)
        1  s ← 0
        2  for k ← 1 to A.length
        3      s ← s + A[k]
        4  {word} s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_while_with_two_letters_swapped_in_python() -> None:
    text = """
        def total(nums):
            s = 0
            k = 0
            whiel k < len(nums):
                s += nums[k]
                k += 1
            retrun s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_swapped_keyword_keeps_the_bug() -> None:
    text = """
        def total(nums):
            s = 0
            for k in range(1, len(nums)):
                s += nums[k]
            retrun s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_a_swapped_keyword_set_as_a_name_is_a_name() -> None:
    text = """
        def total(nums):
            retrun = 0
            for x in nums:
                retrun += x
            return retrun
    """
    assert "swapped-letters" not in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_swapped_keyword_in_mid_line_stays_unread() -> None:
    text = """
        def total(nums):
            s = sum(nums)
            x = retrun s
            return x
    """
    assert 3 in unread_lines(text, SUM)


# --- a missed shift: `def total9nums):`, `step9k + 1)` ----------------------------------------------


def test_a_nine_for_the_bracket_of_a_header() -> None:
    text = """
        def total9nums):
            s = 0
            for x in nums:
                s += x
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_nine_for_the_bracket_of_a_call_to_a_helper() -> None:
    text = """
        def total(nums):
            def add(k, s):
                if k == len(nums):
                    return s
                return add9k + 1, s + nums[k])
            return add(0, 0)
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_missed_shift_keeps_the_bug() -> None:
    text = """
        def total(nums):
            def add(k, s):
                if k == len(nums) - 1:
                    return s
                return add9k + 1, s + nums[k])
            return add(0, 0)
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 9


def test_a_name_ending_in_nine_on_a_balanced_line_is_a_name() -> None:
    text = """
        def total(nums):
            def add9(s):
                return s
            return add9(sum(nums))
    """
    assert "missed-shift" not in normalised(text, SUM).rules_applied
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_a_nine_after_a_name_the_answer_never_defines_stays_unread() -> None:
    text = """
        def total(nums):
            return sum9nums)
    """
    assert 2 in unread_lines(text, SUM)


# --- R's function header `f <- function(a):` and its range `1:n` -----------------------------------


@pytest.mark.parametrize(
    ("header", "loop"),
    [
        ("total <- function(nums):", "for k in 1:length(nums):"),
        ("total <- function(nums):", "for k in 1:n:"),
        ("total = function(nums):", "for k in 1:(n):"),
    ],
)
def test_an_r_header_and_range_in_python(header: str, loop: str) -> None:
    text = f"""
        {header}
            s <- 0
            n <- length(nums)
            {loop}
                s <- s + nums[k - 1]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 15


def test_an_r_header_with_braces() -> None:
    text = """
        doubled <- function(nums) {
            out <- []
            for (x in nums) {
                out.append(2 * x)
            }
            return(out)
        }
    """
    assert run_normalised(text, DOUBLE, [1, 5]) == [2, 10]


def test_an_r_range_keeps_the_bug() -> None:
    text = """
        total <- function(nums):
            s <- 0
            for k in 2:length(nums):
                s <- s + nums[k - 1]
            return s
    """
    assert run_normalised(text, SUM, [4, 5, 6]) == 11


def test_an_r_range_ending_in_arithmetic_stays_unread() -> None:
    # R reads `1:n-1` as `(1:n) - 1`, not as `1:(n-1)`: which the learner meant is not said
    text = """
        total <- function(nums):
            s <- 0
            n <- length(nums)
            for k in 1:n-1:
                s <- s + nums[k]
            return s
    """
    assert 4 in unread_lines(text, SUM)
