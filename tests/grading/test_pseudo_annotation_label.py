"""A label before a step that Python reads as a type annotation (docs/pseudocode.md, "Lines not
understood"): ``example: total = 1`` parses as ``example: total = 1``, an annotated ``example`` of type
``total``, and would run silently, doing nothing the learner meant. It is listed instead; a real
annotation of a local (``count: int = 0``) still runs.
"""

from __future__ import annotations

import pytest

from tests.grading.support import refused, run_normalised, sig

MAX_SUB = sig("max_sub_array", "int", nums="List[int]")

LABELLED = """
def maxSubArray(nums)
    best = nums[0]
    total = 0
    for x in nums
        total = max(x, total + x)
        {label}
        best = max(best, total)
    return best
"""


@pytest.mark.parametrize(
    "label",
    ["example: total = 1", "e.g: best = 3", "sample: total = 5", "check: best = max(best, 0)"],
)
def test_a_label_that_names_a_variable_is_listed(label: str) -> None:
    assert refused(LABELLED.format(label=label), MAX_SUB) == [6]


@pytest.mark.parametrize(
    "typed",
    ["step: int = 0", "seen: set = set()", "last: Optional[int] = None", "kept: List[int] = []"],
)
def test_a_typed_local_still_runs(typed: str) -> None:
    text = LABELLED.format(label=typed)
    assert refused(text, MAX_SUB) == []
    assert run_normalised(text, MAX_SUB, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6
