"""A single ``=`` in a condition of an answer that assigns with ``:=`` or ``←`` compares.

A trailing ``;`` makes the normaliser read a line as C, where ``if (x = y)`` assigns (the learner's
C bug, kept as a walrus). Pascal and semicolon-ending textbook answers use ``;`` too, but their ``=``
is equality; reading it as C's assignment would silently change the learner's variable and fail a
correct answer (docs/pseudocode.md, "Pascal and Delphi").
"""

from __future__ import annotations

import pytest

from assay.grading import normalise
from tests.grading.support import run_normalised, sig

ROB = sig("rob", "int", nums="List[int]")
SEARCH = sig("search", "int", nums="List[int]", target="int")

ROB_PASCAL = """
rob(nums)
  a := 0;
  b := 0;
  n := length(nums);
  if n = 0 then return 0;
  for i := 0 to n - 1 do
    t := max(b, a + nums[i]);
    a := b;
    b := t;
  return {ret};
"""

ROB_ARROWS = """
ROB(A)
  n ← A.length;
  if n = 0 then return 0;
  prev ← 0; cur ← 0;
  for i ← 1 to n do
    t ← max(cur, prev + A[i]);
    prev ← cur;
    cur ← t;
  return cur;
"""

SEARCH_PASCAL = """
search(nums, target)
  lo := 0; hi := length(nums) - 1;
  while lo <= hi do
    mid := (lo + hi) div 2;
    if nums[mid] = target then return mid;
    if nums[mid] < target then lo := mid + 1 else hi := mid - 1;
  return -1;
"""


@pytest.mark.parametrize("text", [ROB_PASCAL.format(ret="b"), ROB_ARROWS])
def test_semicolon_pseudocode_compares_with_single_equals(text: str) -> None:
    assert run_normalised(text, ROB, [2, 7, 9, 3, 1]) == 12
    assert run_normalised(text, ROB, [5]) == 5
    python = normalise(text.strip("\n"), ROB).python
    assert ":=" not in python and "== 0" in python


def test_equality_inside_a_loop_reads_as_a_comparison() -> None:
    assert run_normalised(SEARCH_PASCAL, SEARCH, [-1, 0, 3, 5, 9, 12], 9) == 4
    assert run_normalised(SEARCH_PASCAL, SEARCH, [-1, 0, 3, 5, 9, 12], 2) == -1


def test_a_buggy_semicolon_answer_still_fails() -> None:
    # returns the previous best, not the last: the learner's bug survives the reading of `=`
    assert run_normalised(ROB_PASCAL.format(ret="a"), ROB, [2, 7, 9, 3, 1]) != 12


def test_c_keeps_its_assignment_in_a_condition() -> None:
    text = """
    int search(int* nums, int numsSize, int target) {
        int lo = 0, hi = numsSize - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            if (found = nums[mid] == target) return mid;
            if (nums[mid] < target) lo = mid + 1; else hi = mid - 1;
        }
        return -1;
    }
    """
    python = normalise(text, SEARCH).python
    assert "found := " in python


@pytest.mark.parametrize("plain", ["best = 0;", "seen[nums[0]] = 0;", "count += 1;"])
def test_an_answer_assigning_both_ways_keeps_the_c_reading(plain: str) -> None:
    # `←` in one step and C's `x = …` in another: the `=` of a condition may be either, so the
    # comparison reading is not assumed
    text = f"""
    rob(nums) {{
      n ← len(nums);
      seen ← {{}};
      best ← 0;
      count ← 0;
      {plain}
      if (best = n) {{ return best; }}
      return best;
    }}
    """
    python = normalise(text, ROB).python
    assert "best := n" in python
