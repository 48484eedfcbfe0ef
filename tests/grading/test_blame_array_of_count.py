"""``array of n`` is n items or the one item n: neither is guessed.

Found by ``benchmarks/pseudocode_coverage.py --reference`` (``ref-same``): ``dp = array of n`` ran as
``dp = [n]``, a list holding the number n, so ``dp[1] = …`` crashed where the learner's table of n
items answers. Written in a correct answer, that crash would have been graded as the learner's. Of
a count (``n``, ``10``, ``len(s)``, a name holding a number) ``of`` is refused; ``containing``,
``with`` and ``holding`` still say what the list holds, and ``of size`` / ``of n zeros`` its size
(docs/pseudocode.md, "Assignments and statements").
"""

from __future__ import annotations

import textwrap

import pytest

from assay.grading import normalise
from tests.grading.support import run_normalised, signature

STAIRS = signature("minCostClimbingStairs", "int", cost="List[int]")

PROGRAM = """
minCostClimbingStairs(cost) {{
  n = cost.length
  dp = {made}
  dp[0] = cost[0]; dp[1] = cost[1]
  for i = 2 .. n-1:
      dp[i] = cost[i] + min(dp[i-1], dp[i-2])
  return min(dp[n-1], dp[n-2])
}}
"""


@pytest.mark.parametrize("made", ["array of n", "an array of n", "list of n", "array of len(cost)"])
def test_an_array_of_a_count_is_not_understood(made: str) -> None:
    result = normalise(textwrap.dedent(PROGRAM.format(made=made)).strip("\n"), STAIRS)
    assert [u.line for u in result.unrecognised] == [3], result.python


@pytest.mark.parametrize("made", ["array of size n", "array of n zeros", "array of length n"])
def test_an_array_of_a_size_runs(made: str) -> None:
    assert run_normalised(PROGRAM.format(made=made), STAIRS, [10, 15, 20]) == 15


def test_a_list_holding_one_item_still_reads() -> None:
    text = """
    f(cost) {
      out = a list containing cost[0]
      return out[0]
    }
    """
    assert run_normalised(text, signature("f", "int", cost="List[int]"), [7, 8]) == 7
