"""Two more readings of the fidelity check (docs/pseudocode.md, "Faithful, not fixed: the fidelity check").

* A name the pseudocode starts at a number, started by the translation at something else: round 15's
  one buggy mixed answer that passed after the 0.5B's translation began its running best at 0 (`0→M`,
  a calculator's store) and came back starting it at the first item, so an all-negative array no
  longer returned 0. A start swapped for another number was already a drift; a start swapped for an
  expression now is too.
* Counting told in a language whose words we do not read: round 16's faithful hand translation of a
  German answer (`erhöhe eingrad[a] um 1`) was flagged by the tally check, which reads English counting
  words; a list stepped by one beside a 1 on the learner's line now counts as counting.

The examples here are our own; the false-alarm figure over every faithful hand translation of the
corpus is test_fidelity_shapes.py's corpus test (the `value` kind included below).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.grading._pseudocode._translate_fidelity import fidelity_drifts

CORPUS = Path(__file__).resolve().parents[1] / "corpora" / "pseudocode"


def _kinds(pseudocode: str, python: str) -> list[str]:
    return [d.kind for d in fidelity_drifts(pseudocode, python)]


def _method(body: str) -> str:
    lines = "\n".join("        " + line for line in body.strip("\n").split("\n"))
    return f"class Solution:\n    def f(self, nums):\n{lines}\n"


KADANE = (
    "run = 0\nbest = {start}\nfor x in nums:\n    run = max(x, run + x)\n"
    "    if run > best:\n        best = run\nreturn best"
)

STARTS_AT_ZERO = {
    "calculator": "0→S\n0→M\nFor(I,1,dim(L1))\n  max(L1(I),S+L1(I))→S\n  If S>M:S→M\nEnd\nDisp M",
    "arrow": "S ← 0\nM ← 0\nfor each x in nums do\n  S ← max(x, S + x)\n  if S > M then M ← S\nreturn M",
    "equals": "s = 0\nm = 0\nfor x in nums:\n    s = max(x, s + x)\n    if s > m: m = s\nreturn m",
}


def _translated(text: str, start: str) -> str:
    """``KADANE`` with the names the pseudocode uses (S/M or s/m) and ``best`` started at ``start``."""
    run, best = ("S", "M") if "M" in text else ("s", "m")
    return _method(KADANE.replace("run", run).replace("best", best).format(start=start))


@pytest.mark.parametrize("text", STARTS_AT_ZERO.values(), ids=STARTS_AT_ZERO.keys())
@pytest.mark.parametrize("start", ["nums[0]", "float('-inf')", "-math.inf", "min(nums)"])
def test_a_start_at_a_number_given_back_as_an_expression_is_a_drift(text: str, start: str) -> None:
    assert "value" in _kinds(text, _translated(text, start))


@pytest.mark.parametrize("text", STARTS_AT_ZERO.values(), ids=STARTS_AT_ZERO.keys())
@pytest.mark.parametrize("start", ["0", "0.0"])
def test_the_start_kept_is_left_alone(text: str, start: str) -> None:
    assert "value" not in _kinds(text, _translated(text, start))


def test_a_start_that_was_an_expression_is_left_alone() -> None:
    text = "S ← 0\nM ← nums[0]\nfor each x in nums do\n  S ← max(x, S + x)\n  if S > M then M ← S\nreturn M"
    assert "value" not in _kinds(text, _translated(text, "nums[0]"))


@pytest.mark.parametrize(
    "text",
    [
        # a later number in an example run starts nothing: the first assignment is an expression
        "m = nums[0]\ns = 0\nfor x in nums: s = max(x, s + x); m = max(m, s)\nreturn m\nexample: m = 5",
        # a remark in brackets sets nothing (`(M = max …)`)
        "Kadane (M = 0 is wrong, M = first)\nS ← 0\nM ← nums[0]\nreturn M",
        # `a, b = 0, 1`: which value is whose is not paired up
        "s, m = 0, nums[0]\nreturn m",
        # with arrows for assignment, `=` compares (CLRS)
        "M ← nums[0]\nif M = 0 then\n  return M\nreturn M",
    ],
)
def test_no_start_is_read_where_none_is_written(text: str) -> None:
    assert "value" not in _kinds(text, _translated(text, "nums[0]"))


def test_a_name_the_translation_walks_with_for_is_left_alone() -> None:
    text = "i = 0\nwhile i < n\n    i = i + 1\nj = n - 1"
    python = _method("for i in range(len(nums)):\n    pass\ni = len(nums)\nreturn i")
    assert "value" not in _kinds(text, python)


COUNTED = _method("seen = [0] * 10\nfor x in nums:\n    seen[x] += 1\nreturn seen")


@pytest.mark.parametrize(
    "text",
    [
        "für jedes x in nums\n    erhöhe seen[x] um 1",  # German
        "per ogni x in nums\n    incrementa seen[x] di 1",  # Italian
        "her x için nums içinde\n    seen[x] değerini 1 artır",  # Turkish
    ],
)
def test_counting_said_in_another_language_is_counting(text: str) -> None:
    assert "tally" not in _kinds(text, COUNTED)


def test_a_count_the_pseudocode_never_makes_is_still_a_drift() -> None:
    text = "für jedes x in nums\n    setze seen[x] auf wahr"
    assert "tally" in _kinds(text, COUNTED)


def test_no_faithful_hand_translation_starts_a_name_elsewhere() -> None:
    flagged = []
    manifests = sorted(CORPUS.glob("*/manifest.jsonl"))
    assert manifests, f"no corpus under {CORPUS}"
    for manifest in manifests:
        for line in manifest.read_text("utf-8").splitlines():
            row = json.loads(line)
            text = (manifest.parent / f"{row['id']}.txt").read_text("utf-8")
            python = (manifest.parent / f"{row['id']}.py").read_text("utf-8")
            if any(d.kind == "value" and "starts" in d.message for d in fidelity_drifts(text, python)):
                flagged.append(row["id"] if row["split"] != "heldout" else "a held-out answer")
    assert flagged == []


# --- what the review of stop 31 found (REVIEW16) ----------------------------------------------------


def test_two_names_apart_by_case_are_two_names() -> None:
    text = (
        "function maxArea(grid)\n    M ← 0\n    m ← number of rows of grid\n"
        "    n ← number of columns of grid\n    for i ← 0 to m - 1\n        for j ← 0 to n - 1\n"
        "            if grid[i][j] > M then M ← grid[i][j]\n    return M\n"
    )
    python = (
        "class Solution:\n    def maxArea(self, grid):\n        M = 0\n        m = len(grid)\n"
        "        n = len(grid[0])\n        for i in range(0, m):\n            for j in range(0, n):\n"
        "                if grid[i][j] > M:\n                    M = grid[i][j]\n        return M\n"
    )
    assert "value" not in _kinds(text, python)


def test_a_count_kept_in_a_cell_starts_at_its_number() -> None:
    python = _method("count = [0]\nfor x in nums:\n    count[0] += 1\nreturn count[0]")
    assert "value" not in _kinds("count ← 0\nfor each x in nums\n    count ← count + 1\nreturn count", python)


def test_a_one_beside_another_name_does_not_excuse_a_count() -> None:
    text = (
        "function check(s, t)\n    mark ← empty map\n    for each c in s\n"
        "        if c is present in t then mark[c] ← 1\n    return size of mark is length of s\n"
    )
    python = (
        "class Solution:\n    def check(self, s, t):\n        mark = {}\n        have = {}\n"
        "        for c in t:\n            have[c] = have.get(c, 0) + 1\n        for c in s:\n"
        "            if have.get(c, 0) > 0:\n                have[c] -= 1\n                mark[c] = 1\n"
        "        return len(mark) == len(s)\n"
    )
    assert "tally" in _kinds(text, python)
