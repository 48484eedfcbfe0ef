"""Two fixes a model makes that the fidelity check now reads (docs/pseudocode.md, "Faithful, not fixed").

Measured on round 9 of the corpus with the embedded 0.5B: a loop condition's ``fast.next.next``
dropped (the learner's early stop on an even list fixed) and ``best div k`` written ``best / k``
(the learner's floored average fixed). The examples here are our own, not the corpus's answers;
the false-alarm figure is measured on every faithful hand translation of the corpus.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.grading._pseudocode._translate_fidelity import fidelity_drifts

CORPUS = Path(__file__).resolve().parents[1] / "corpora" / "pseudocode"


def _method(body: str) -> str:
    lines = "\n".join("        " + line for line in body.strip("\n").split("\n"))
    return f"class Solution:\n    def f(self, head, nums, k):\n{lines}\n"


def _kinds(pseudocode: str, python: str) -> list[str]:
    return [d.kind for d in fidelity_drifts(pseudocode, python)]


FIXED_LOOP = _method("p = head\nq = head\nwhile q and q.next:\n    p = p.next\n    q = q.next.next\nreturn p")
KEPT_LOOP = _method(
    "p = head\nq = head\nwhile q.next is not None and q.next.next is not None:\n    p = p.next\n"
    "    q = q.next.next\nreturn p"
)


@pytest.mark.parametrize(
    "pseudocode",
    [
        "p = head; q = head\nwhile (q.next != null && q.next.next != null) {\n"
        "  p = p.next; q = q.next.next;\n}\nreturn p",
        "p ← head, q ← head\nWHILE q->next != NULL AND q->next->next != NULL DO\n"
        "  p ← p->next\n  q ← q->next->next\nreturn p",
        "P = head, Q = head\nWhile Q.next and Q.next.next:\n   P = P.next\n   Q = Q.next.next\nReturn P",
    ],
    ids=["c-like", "arrows-caps", "recased"],
)
def test_a_dropped_deep_reference_in_a_condition_is_a_drift(pseudocode: str) -> None:
    assert "condition" in _kinds(pseudocode, FIXED_LOOP)
    assert "condition" not in _kinds(pseudocode, KEPT_LOOP)


def test_the_same_reference_in_another_notation_or_in_a_step_on_the_line_is_no_drift() -> None:
    # `r.last.end` said of a list of pairs is `r[-1][1]`: another notation, nothing dropped
    merged = "for each [s, e] in intervals\n  if r is empty or r.last.end < s then append [s, e] to r"
    python = _method(
        "r = []\nfor s, e in nums:\n    if not r or r[-1][1] < s:\n        r.append([s, e])\nreturn r"
    )
    assert "condition" not in _kinds(merged, python)
    # the chain is in the step after the condition, not in the condition
    for separator in (": ", " then ", " → ", ", "):
        text = f"p = head\nq = head\nwhile q and q.next{separator}q = q.next.next\nreturn p"
        assert "condition" not in _kinds(text, FIXED_LOOP), separator


@pytest.mark.parametrize(
    "pseudocode",
    [
        "return best div k",
        "RETURN best DIV k",
        "mid = (lo + hi) // 2\nreturn total // k",
        "return ⌊total / k⌋",
    ],
    ids=["div", "DIV", "slashes", "floor-brackets"],
)
def test_integer_division_turned_into_division_is_a_drift(pseudocode: str) -> None:
    assert "division" in _kinds(pseudocode, _method("total = sum(nums)\nreturn total / k"))
    assert "division" not in _kinds(pseudocode, _method("total = sum(nums)\nreturn total // k"))
    assert "division" not in _kinds(pseudocode, _method("total = sum(nums)\nreturn int(total / k)"))


def test_a_c_comment_is_not_integer_division() -> None:
    text = "let best = 0   // the answer so far\nreturn best / k // as a float"
    assert "division" not in _kinds(text, _method("best = 0\nreturn best / k"))


@pytest.mark.parametrize(
    "text",
    [
        "climb to the top floor, paying the cheaper step each time; return best / k",
        "the robber walks floor by floor; return best / k",
        "FLOOR 3 is the last house; return best / k",
    ],
)
def test_a_floor_that_is_no_operation_is_no_division(text: str) -> None:
    """Round 13: a faithful English answer whose `floor` was a building's was refused as unfaithful."""
    assert "division" not in _kinds(text, _method("best = 0\nreturn best / k"))


@pytest.mark.parametrize("said", ["floor(best / k)", "the floor of best / k", "best / k, floored"])
def test_a_floor_that_is_an_operation_is_still_division(said: str) -> None:
    assert "division" in _kinds(f"return {said}", _method("best = 0\nreturn best / k"))


def test_no_faithful_hand_translation_of_the_corpus_is_flagged() -> None:
    flagged = []
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for line in manifest.read_text("utf-8").splitlines():
            row = json.loads(line)
            text = (manifest.parent / f"{row['id']}.txt").read_text("utf-8")
            python = (manifest.parent / f"{row['id']}.py").read_text("utf-8")
            # the kinds of this file's checks, of `_fidelity_steps` (test_fidelity_steps.py) and of
            # `_fidelity_additions` (test_fidelity_additions.py) and `_fidelity_returns`
            kinds = {"condition", "division", "collection", "tally", "leftover", "temporary", "returned"}
            if kinds & set(_kinds(text, python)):
                flagged.append(row["id"] if row["split"] != "heldout" else "a held-out answer")
    assert flagged == []


@pytest.mark.parametrize(
    "text",
    ["LIS(A)\n// 1-based, A[1] .. A[n]\nreturn best", "solve(s)\n  // 0-based, s[0] first\nreturn best"],
)
def test_a_comment_under_a_header_is_no_division(text: str) -> None:
    """Round 20: `//` opening the line under `LIS(A)` was read as `A) // 1` across the line break."""
    assert "division" not in _kinds(text, _method("best = 0\nreturn best / k"))


def test_floor_division_on_one_line_is_still_read_as_one() -> None:
    from assay.grading._pseudocode._fidelity_shapes import _FLOOR_WORDS

    assert _FLOOR_WORDS.search("mid ← (lo + hi) // 2")
    assert _FLOOR_WORDS.search("return total // k - 1")
    assert not _FLOOR_WORDS.search("LIS(A)\n// 1-based")
