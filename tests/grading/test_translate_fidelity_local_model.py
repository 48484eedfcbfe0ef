"""With the embedded model: buggy pseudocode is never graded as passing, whatever the model writes.

Marker ``local_model``: these run the real qwen2.5-coder-0.5b in-process (llama.cpp) and skip when it is
not installed. Run them under the shared lock: ``flock /tmp/assay-model.lock .venv/bin/pytest
tests/grading/test_translate_fidelity_local_model.py -m local_model``.

Each answer is written by hand for this test, in words the normaliser does not read, so it goes to the
model; each has a bug a small model likes to fix. The pipeline must either grade the learner's bug (a
failing grade, flagged for a human since a model translated it) or refuse (422
``PSEUDOCODE_NOT_UNDERSTOOD``, when the translation kept changing the logic) — never a pass.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError
from assay.llm import Gateway
from assay.sandbox import Sandbox
from tests.grading.local_model import grading_service

pytestmark = pytest.mark.local_model


BUGGY = {
    # question 3: the window's width is one short (right - left), and an empty string is not special
    "window-one-short": (
        "3",
        """widest(s):
  keep a set called window and two marks, lo and hi
  lo starts at 0 and widest starts at 0
  walk hi over every position of s
    while the letter at hi is inside window, throw out the letter at lo and move lo forward by 1
    put the letter at hi into window
    widest becomes the larger of widest and hi - lo
  hand widest back
""",
    ),
    # question 704: the loop stops while lo < hi, so a one-element range is never looked at
    "search-strict-loop": (
        "704",
        """find(nums, target):
  lo starts at 0, hi starts at the last position of nums
  keep going while lo < hi:
    mid is halfway between lo and hi, rounded down
    when nums[mid] matches target, hand back mid
    when nums[mid] is smaller than target, lo moves to mid + 1
    otherwise hi moves to mid - 1
  hand back -1
""",
    ),
}


@pytest.mark.parametrize("bug", sorted(BUGGY))
def test_buggy_pseudocode_is_never_graded_as_passing(
    local_gateway: Gateway, sandbox: Sandbox, tmp_path: Path, bug: str
) -> None:
    question, text = BUGGY[bug]
    service = grading_service(local_gateway, sandbox, tmp_path)
    try:
        result = asyncio.run(service.evaluate(question, text))
    except PseudocodeNotUnderstoodError as refused:
        # our step failed (the model's translation did not compile or kept fixing the bug): said so
        assert refused.code == "PSEUDOCODE_NOT_UNDERSTOOD"
        return
    assert not result.passed, result.translated_solution or result.executed_solution
    if result.solution_kind in ("translated", "translated_lines"):
        assert result.needs_human_review
