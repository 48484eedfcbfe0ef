"""``the max of a, b``, ``the sum of a and b``: an English function of listed operands takes them
all (docs/pseudocode.md, "English"), normalised and EXECUTED.

Read one operand at a time, ``the max of a, b`` ran as the tuple ``max(a), b`` and ``the sum of a
and b`` as ``sum(a) and b``, failing a correct answer. The wordings are this file's own; a buggy
program keeps its bug, and a list with a second plausible reading is refused (not understood).
"""

from __future__ import annotations

import pytest

from assay.judge import Signature
from tests.grading.support import normalised, run_normalised
from tests.grading.support import signature as sig

PAIR = sig("pick", "int", a="int", b="int")
KADANE = sig("max_sub_array", "int", nums="List[int]")
NUMS_K = sig("shifted", "int", nums="List[int]", k="int")


def refused(text: str, signature: Signature) -> list[str]:
    return [u.text.strip() for u in normalised(text, signature).unrecognised]


@pytest.mark.parametrize(
    ("step", "expected"),
    [
        ("return the max of a, b", 9),
        ("return the maximum of a, b", 9),
        ("return the larger of a, b", 9),
        ("return max of a, b, 4", 9),
        ("return the greatest of a, b and 11", 11),
        ("return the minimum of a, b", 2),
        ("return the smallest of a, b, and 5", 2),
        ("return min of a, b - 8", 1),
        ("return the sum of a, b", 11),
        ("return the sum of a and b", 11),
        ("return the total of a, b and 1", 12),
        ("return the product of a, b", 18),
        ("return the product of a + 1, b", 27),
        ("return (the max of a, b) + 1", 10),
    ],
)
def test_every_listed_operand_is_taken(step: str, expected: int) -> None:
    text = f"""
        function pick(a, b)
            {step}
        end function
    """
    assert run_normalised(text, PAIR, 2, 9) == expected


def test_a_list_set_to_a_name_in_a_loop_runs_kadane() -> None:
    text = """
        procedure max_sub_array(nums)
            set best to nums[0]
            set cur to 0
            for each x in nums
                set cur to the maximum of x, cur + x
                set best to the max of best, cur
            return best
    """
    assert run_normalised(text, KADANE, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6
    assert run_normalised(text, KADANE, [-3, -1, -2]) == -1


def test_a_condition_on_a_sum_of_two_names() -> None:
    text = """
        function pick(a, b)
            if the sum of a and b > 10 then
                return 1
            return 0
        end function
    """
    assert run_normalised(text, PAIR, 5, 6) == 1
    assert run_normalised(text, PAIR, 5, 5) == 0


@pytest.mark.parametrize(
    ("step", "printed"),
    [("print the max of a, b", "7"), ("print the sum of a and b", "11"), ("display(the min of a, b)", "4")],
)
def test_a_printed_list_is_one_value(step: str, printed: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = f"""
        function pick(a, b)
            {step}
            return 0
        end function
    """
    assert run_normalised(text, PAIR, 4, 7) == 0
    assert capsys.readouterr().out == printed + "\n"


def test_a_buggy_program_keeps_its_bug() -> None:
    # the learner restarts the run at x alone every time: not Kadane's algorithm
    text = """
        procedure max_sub_array(nums)
            set best to nums[0]
            set cur to 0
            for each x in nums
                set cur to the maximum of x, cur
                set best to the max of best, cur
            return best
    """
    assert run_normalised(text, KADANE, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 4  # the right answer is 6


@pytest.mark.parametrize(
    "step",
    [
        "return abs(the max of a, b)",  # abs(max(a, b)) or abs(max(a), b)?
        "return a, the max of a, b",  # a tuple's second item: max(a, b), or max(a) then b?
        "return the max of a, b plus 1",  # max(a, b) + 1 or max(a, b + 1)?
        "return the sum of a, b times 2",
    ],
)
def test_a_list_with_a_second_reading_is_refused(step: str) -> None:
    text = f"""
        function pick(a, b)
            {step}
        end function
    """
    assert refused(text, PAIR) == [step]


def test_a_collection_among_the_operands_is_refused() -> None:
    # the total of nums plus k, or the total of nums and then k as a second value?
    text = """
        function shifted(nums, k)
            return the sum of nums, k
        end function
    """
    assert refused(text, NUMS_K) == ["return the sum of nums, k"]


def test_one_operand_is_still_the_function_of_a_collection() -> None:
    text = """
        function shifted(nums, k)
            return the sum of nums
        end function
    """
    assert run_normalised(text, NUMS_K, [1, 2, 3], 7) == 6
