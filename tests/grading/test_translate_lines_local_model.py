"""Line fill-in with the embedded model: English answers where one sentence is not understood.

Marker ``local_model``: runs the real qwen2.5-coder-0.5b in-process and skips when it is not
installed. Run it under the shared lock:
``flock /tmp/assay-model.lock .venv/bin/pytest \
  tests/grading/test_translate_lines_local_model.py -m local_model``.

The 0.5B may answer the fill-in well (``translated_lines``), or be refused and fall back to the
whole-program translation, or fail both (``422``): each is allowed, a blamed failure is not. What is
checked on the fill-in path: the normaliser's own lines ran unchanged, the correct answer passes and
the buggy one (a window one short) still fails.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.errors import InvalidInputError
from assay.grading import EvaluationResponse
from assay.llm import Gateway
from assay.sandbox import Sandbox
from tests.grading.local_model import grading_service

pytestmark = pytest.mark.local_model

# Written for this test: every line in a form the normaliser reads but line 6.
CORRECT = """let seen be an empty set
let left be 0
let best be 0
for every index right from 0 to length of s minus 1
    while s[right] is in seen
        throw s[left] out of the seen set
        increase left by 1
    add s[right] to seen
    set best to the larger of best and right - left + 1
return best
"""
BUGGY = CORRECT.replace("right - left + 1", "right - left")
# What the normaliser makes of the lines it understands, as they must reach the judge.
OWN_LINES = ("while s[right] in seen:", "left += 1", "seen.add(s[right])")


def _grade(gateway: Gateway, sandbox: Sandbox, tmp_path: Path, text: str) -> EvaluationResponse | None:
    service = grading_service(gateway, sandbox, tmp_path)
    try:
        return asyncio.run(service.evaluate("3", text))
    except InvalidInputError as exc:  # our step failed: it must say so, and which line
        assert exc.code == "PSEUDOCODE_NOT_UNDERSTOOD", exc
        assert exc.details["lines"][0]["line"] == 6
        return None


# Two model calls (the fill-in, then the whole program when the fill-in is refused) and a fidelity
# round can pass the suite's 300 s on two shared cores.
@pytest.mark.timeout(900)
@pytest.mark.parametrize(("text", "correct"), [(CORRECT, True), (BUGGY, False)], ids=["correct", "buggy"])
def test_the_embedded_model_fills_in_the_sentence_and_the_verdict_is_the_learners(
    local_gateway: Gateway, sandbox: Sandbox, tmp_path: Path, text: str, correct: bool
) -> None:
    result = _grade(local_gateway, sandbox, tmp_path, text)
    if result is None:
        return
    assert result.solution_kind in ("translated_lines", "translated"), result.solution_kind
    assert result.needs_human_review and "translated_by_model" in result.human_review_reasons
    if result.solution_kind == "translated_lines":
        ran = result.translated_solution or ""
        assert all(line in ran for line in OWN_LINES), ran
        assert ("right - left + 1" in ran) is correct
    assert result.passed is correct, result.translated_solution
