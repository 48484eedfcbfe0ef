"""A 1-based answer's own conversion to a Python slice, shifted a second time (round 14's blame).

Round 14's first read (stop 29) blamed one correct mixed answer on the learner: it counts positions
from 1 and ends with ``return s[bestL-1 : bestR]  // convert back to python slicing``. The 1-based
reading shifts every position on the input, so the slice ran as ``s[bestL-2 : bestR-1]``: one
character early at both ends, a wrong answer on every test. A colon slice whose start is written
``x - 1`` is the learner's conversion of positions x..y and stays as written (docs/pseudocode.md,
"Counting from 1"); a range ``A[i..j]`` and a slice without the ``- 1`` are shifted as before. The
wordings here are ours, not the corpus answer's.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.questions import DirectoryStore


def _run(text: str, qid: str, *args: Any) -> Any:
    question = DirectoryStore().get(qid)
    result = normalise(textwrap.dedent(text).strip("\n") + "\n", question.signature)
    assert result.ok and not result.unrecognised, f"{result.error}\n{result.python}"
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)  # the normaliser's own output
    return getattr(namespace["Solution"](), question.signature.method)(*args)


CENTRES = """\
LONGEST(s)
  n ← length(s)
  lo ← 1
  hi ← 1
  for c ← 1 to n do
    for w ← 0 to 1 do
      l ← c
      r ← c + w
      while l ≥ 1 and r ≤ n and s[l] = s[r] do
        l ← l - 1
        r ← r + 1
      if (r - 1) - (l + 1) > hi - lo then
        lo ← l + 1
        hi ← r - 1
  {ending}
"""

CONVERTED = {
    "spaced": "return s[lo - 1 : hi]",
    "tight": "return s[lo-1:hi]",
    "commented": "return s[lo - 1:hi]    ▷ back to Python's slice",
    "to-the-end": "return s[lo - 1:]",
}


@pytest.mark.parametrize("name", CONVERTED)
def test_a_slice_the_learner_converted_runs_as_written(name: str) -> None:
    text = CENTRES.format(ending=CONVERTED[name])
    given = "xababa" if name == "to-the-end" else "xababay"
    assert _run(text, "5", given) == "ababa"


def test_a_range_of_positions_is_still_shifted() -> None:
    """`s[lo..hi]` names positions lo to hi, both counted from 1."""
    assert _run(CENTRES.format(ending="return s[lo..hi]"), "5", "xababay") == "ababa"


def test_a_colon_slice_without_the_conversion_is_still_shifted() -> None:
    """`s[lo : hi + 1]` in a 1-based answer starts at position lo: `s[lo - 1 : hi]` in Python."""
    assert _run(CENTRES.format(ending="return s[lo : hi + 1]"), "5", "xababay") == "ababa"


def test_a_range_that_starts_one_back_is_still_shifted() -> None:
    """`s[lo-1..hi]` (a range, not a slice) starts one position before lo, counted from 1."""
    assert _run(CENTRES.format(ending="return s[lo-1..hi]"), "5", "xababay") == "xababa"
