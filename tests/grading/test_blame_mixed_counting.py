"""A 1-based answer read partly from 0 is a doubt, not the learner's crash.

Found by comparing every corpus answer's test outcomes with its hand translation's
(``benchmarks/pseudocode_coverage.py --reference``, column ``ref-same``): buggy textbook answers
kept their verdict, but by crashing with ``IndexError`` where the learner's code answers. Written
correctly, the same shapes would have been graded as crashing:

- ``R ← ⟨I[1]⟩`` … ``last ← R[R.length]``: the parameter was read counting from 1, the list built in
  the procedure from 0, so ``R[len(R)]`` is one past its end;
- ``for i ← 1 to A.length − 1 … A[i + 1]`` left 0-based: the last pass reads ``A[len(A)]``.

Both are now named as not understood (docs/pseudocode.md, "Runs as written: the static checks").
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

MERGE = """
MERGE(I)
  sort I
  R ← ⟨I[1]⟩
  for k ← 2 to I.length do
     last ← R[R.length]
     if I[k][1] ≤ last[2] then
        last[2] ← max(last[2], I[k][2])
     else
        append I[k] to R
  return R
"""

NEIGHBOURS = """
CONTAINS-DUPLICATE(A)
  sort A
  for i ← 1 to A.length − 1 do
     if A[i] = A[i + 1] then
        return TRUE
  return FALSE
"""


def _doubts(text: str, qid: str) -> list[int]:
    signature = DirectoryStore().get(qid).signature
    text = textwrap.dedent(text).strip("\n") + "\n"
    result = normalise(text, signature)
    return sorted({d.line for d in [*result.unrecognised, *static_doubts(text, result, signature)]})


def test_the_last_item_of_a_list_read_from_0_in_a_1_based_answer_is_a_doubt() -> None:
    assert _doubts(MERGE, "56") == [5]


def test_neighbours_compared_counting_from_1_but_read_from_0_are_a_doubt() -> None:
    assert _doubts(NEIGHBOURS, "217") == [3]


@pytest.mark.parametrize(
    "text",
    [
        # 0-based throughout: the last item is `len(R) - 1`, and the loop stops one early
        """
        def merge(I)
          sort I
          R = [I[0]]
          for k in range(1, len(I)):
            last = R[len(R) - 1]
            if I[k][0] <= last[1]:
              last[1] = max(last[1], I[k][1])
            else:
              R.append(I[k])
          return R
        """,
    ],
)
def test_a_0_based_answer_is_not_a_doubt(text: str) -> None:
    assert _doubts(text, "56") == []


def test_c_reading_one_past_the_end_is_the_learners_bug() -> None:
    # no 1-based reading was made: `nums[n]` is the learner's own off-by-one, graded as written
    text = """
    int findMax(int* nums, int n) {
        int best = nums[0];
        for (int i = 1; i <= n; i++) { if (nums[i] > best) best = nums[i]; }
        return best;
    }
    """
    signature = DirectoryStore().get("643").signature
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    assert "one-based-indexing" not in result.rules_applied


def test_the_grade_names_the_line_instead_of_a_crash(tmp_path: Path, sandbox: Sandbox) -> None:
    with pytest.raises(PseudocodeNotUnderstoodError) as refused:
        asyncio.run(make_service(tmp_path, sandbox).evaluate("56", textwrap.dedent(MERGE).strip("\n")))
    assert "line 5" in str(refused.value) and "past its end" in str(refused.value)
