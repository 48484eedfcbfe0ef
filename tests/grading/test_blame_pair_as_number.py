"""A step after a comma read into a loop's bound is a doubt, not the learner's crash.

``for every index i between 1 and n - 1, answer[i] is answer[i - 1] times nums[i - 1]`` was read as
one loop header whose bound is the pair ``(n - 1, answer[i] == …)``: the program compiled, every
test raised ``TypeError`` and the grade said the learner's answer crashes. A pair where only a
number can stand fails whatever the input, so it is a no-blame signal (docs/pseudocode.md, "Runs as
written: the static checks"): the line is named as not understood.
"""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError, normalise
from assay.grading._pseudocode._no_blame import static_doubts
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service

PRODUCT = """
let n be the length of nums
make a list of n ones called answer
{loop}, answer[i] is answer[i - 1] times nums[i - 1]
let right be 1
for every index i from n - 1 down to 0:
    multiply answer[i] by right
    multiply right by nums[i]
give back answer
"""

LOOPS = ["for every index i between 1 and n - 1", "for i from 1 to n - 1", "for each i in 1..n-1"]


def _doubts(text: str) -> list[tuple[int, str]]:
    signature = DirectoryStore().get("238").signature
    text = textwrap.dedent(text).strip("\n") + "\n"
    result = normalise(text, signature)
    return [(d.line, d.hint) for d in [*result.unrecognised, *static_doubts(text, result, signature)]]


@pytest.mark.parametrize("loop", LOOPS)
def test_a_step_read_into_a_loop_bound_is_a_doubt(loop: str) -> None:
    doubts = _doubts(PRODUCT.format(loop=loop))
    assert [line for line, _ in doubts] == [3]
    assert "_index" not in doubts[0][1] and "own" in doubts[0][1]


@pytest.mark.parametrize(
    "step",
    [
        "total = (a, b) * 2",  # a tuple repeated: Python, and not a number's place
        "for i in range(len(pairs)) do total = total + pairs[i][0]",
    ],
)
def test_a_pair_where_python_takes_one_is_not_a_doubt(step: str) -> None:
    text = f"""
    function f(nums)
      a = 1
      b = 2
      pairs = [(1, 2)]
      total = 0
      {step}
      return len(nums)
    """
    assert _doubts(text) == []


def test_the_grade_names_the_line_instead_of_a_crash(tmp_path: Path, sandbox: Sandbox) -> None:
    text = textwrap.dedent(PRODUCT.format(loop=LOOPS[0])).strip("\n")
    with pytest.raises(PseudocodeNotUnderstoodError) as refused:
        asyncio.run(make_service(tmp_path, sandbox).evaluate("238", text))
    assert "line 3 (`for every index i between 1 and n - 1" in str(refused.value)
    assert "write it on a line of its own" in str(refused.value)
