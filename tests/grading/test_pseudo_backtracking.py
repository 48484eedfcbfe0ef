"""Patterns of the normaliser that backtracked catastrophically on long learner lines (REVIEW15 D1,
D5, D6, D7, D10): each pathological input, sized so the old pattern took 10 s or more, must now be
read at once; the phrasings the patterns were written for must read as before.

Each timed case runs in a child process with a timeout, so that a regression fails the test instead of
hanging the suite; the bound (1 s) is generous for a slow, shared machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from assay.grading._pseudocode import _after_loop, _asides, _fidelity_additions, _fidelity_shapes
from assay.grading._pseudocode import _languages_french as _french
from assay.grading._pseudocode._plan_above import plan_as_comments

_SRC = str(Path(__file__).resolve().parents[2] / "src")
_BOUND_S = 1.0

# (old time on the review's machine class, measured at 03a633a in the comment)
_PATHOLOGICAL = {
    # D1: 22 parts took 5 s, each part doubling it (24 parts: about 20 s)
    "chain of and": "_asides._SET_TOGETHER.match(' and '.join(f'v{i} = b' for i in range(24)))",
    # D1: aligned with two spaces, 16 parts ran past 30 s
    "aligned chain": "_asides._SET_TOGETHER.match(', '.join(f'v{i}  =  0' for i in range(16)) + ', then go')",
    # D5: 1,600 spaces after `if there are a` took 11 s
    "if there are": "_after_loop._WHERE_THEY_ARE.fullmatch('if there are a' + ' ' * 1600 + 'x')",
    # D5: the same after the place's own words took 28 s
    "place words": "_after_loop._WHERE_THEY_ARE.fullmatch('slow is on the a' + ' ' * 1600 + 'x')",
    # D6: `POUR` and 2,000 spaces took 14 s
    "french opener": "_french._OPENER.search('POUR ' + ' ' * 2000 + 'x')",
    # D6: the loop header with 25,600 spaces after its start value (6,400 took 0.6 s, quadratic)
    "french for": "_french._FOR.match('POUR i = 0' + ' ' * 25600 + 'x A n FAIRE')",
    # D7: 5,000 space-tab pairs after a full stop (1,600 took 0.9 s, quadratic)
    "sentence condition": "list(_fidelity_additions._LINE_CONDITION.finditer('x.' + ' \\t' * 5000 + 'y'))",
    "sentence chain": "list(_fidelity_shapes._CONDITION_LINE.finditer('x.' + ' \\t' * 5000 + 'y'))",
    # stop 32's review: a Portuguese `para` line of 5,600 characters without its `faça` took 8.7 s (cubic)
    "portuguese for": "_languages._match(_languages_portuguese.PORTUGUESE, 'para i de 1' + ' ate 1' * 400"
    " + ' passo 1' * 400)",
    # stop 32's review: `^\\s*` in the guards rescanned 9,000 blank lines from every line's start (8 s)
    "guards over blank lines": "[_languages.reads_as(lang, 'x <- 1\\n' + ' \\n' * 9000 + 'return x\\n')"
    " for lang in _languages_tables.LANGUAGES]",
    # D10: 150,000 lines of plan and no header (40,000 took 0.9 s, quadratic)
    "plan above": "_plan_above.plan_as_comments('\\n'.join(['- a plan in words'] * 150000))",
}

_CHILD = """
import time
from assay.grading._pseudocode import _after_loop, _asides, _fidelity_additions, _fidelity_shapes
from assay.grading._pseudocode import _languages_french as _french, _plan_above
from assay.grading._pseudocode import _languages, _languages_portuguese, _languages_tables
start = time.perf_counter()
{call}
print(time.perf_counter() - start)
"""


@pytest.mark.parametrize("case", sorted(_PATHOLOGICAL))
def test_pathological_line_is_read_at_once(case: str) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [_SRC, os.environ.get("PYTHONPATH")]))}
    code = _CHILD.format(call=_PATHOLOGICAL[case])
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=20, check=True
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{case}: still running after 20 s (catastrophic backtracking)")
    assert float(done.stdout.strip().splitlines()[-1]) < _BOUND_S, case


@pytest.mark.parametrize(
    ("line", "step", "what"),
    [
        (
            "slow := head and fast := head, the two start in the first node",
            "slow := head and fast := head",
            "the two start in the first node",
        ),
        ("k = 0, cur = head, both start at the front.", "k = 0, cur = head", "both start at the front"),
        ("a ← 1 and b ← x.next , they start at the left", "a ← 1 and b ← x.next", "they start at the left"),
        (
            "lo = 0, hi = n - 1 and mid = lo + hi div 2, all of them start at the ends",
            "lo = 0, hi = n - 1 and mid = lo + hi div 2",
            "all of them start at the ends",
        ),
    ],
)
def test_names_set_together_read_as_before(line: str, step: str, what: str) -> None:
    m = _asides._SET_TOGETHER.match(line)
    assert m is not None and (m.group("step"), m.group("what")) == (step, what)


def test_set_together_still_needs_a_said_place() -> None:
    assert _asides._SET_TOGETHER.match("a = 1, b = 2, then go") is None
    assert _asides._SET_TOGETHER.match("a == 1, the two start at 0") is None


@pytest.mark.parametrize(
    "place",
    [
        "if there are two middles slow stays on the second one",
        "if there are two middles, slow stays in the second one",
        "if there is  an even count ,  slow is on the second middle",
        "fast has hit the end, so slow is in the middle",
        "fast has run off the end (or is on the last node) and slow is on the middle node .",
        "slow is now sitting on the middle   node",
    ],
)
def test_places_read_as_before(place: str) -> None:
    assert _after_loop._WHERE_THEY_ARE.fullmatch(place) is not None


def test_a_test_is_still_no_place() -> None:
    assert _after_loop._WHERE_THEY_ARE.fullmatch("if there are two middles return slow") is None


@pytest.mark.parametrize(
    "opener",
    [
        "POUR i = 0 JUSQU'A n - 1 FAIRE",
        "  Pour i de 1 à n faire",
        "TANT QUE i < n FAIRE",
        "TantQue x FAIRE",
        "SI a > b ALORS",
        "POUR i DE 1 A n\n    FAIRE",
        "FONCTION f(a, b)",
    ],
)
def test_french_openers_read_as_before(opener: str) -> None:
    assert _french._OPENER.search(f"x\n{opener}\nFIN POUR") is not None


def test_french_opener_needs_both_words() -> None:
    assert _french._OPENER.search("POUR i = 0 JUSQU'A n\nFIN POUR") is None
    assert _french._OPENER.search("SIALORS") is None


@pytest.mark.parametrize(
    ("line", "groups"),
    [
        ("POUR i = 0 JUSQU'A n - 1 FAIRE", ("", "i", "0", "n - 1", None)),
        ("  Pour i allant de 0 à n-1 pas de 2 faire :", ("  ", "i", "0", "n-1", "2")),
        ("POUR k ← a  A  b   PAS  -1   FAIRE", ("", "k", "a", "b", "-1")),
        ("Pour i de len(t) - 1 a 0 pas de -1 faire", ("", "i", "len(t) - 1", "0", "-1")),
    ],
)
def test_french_for_reads_as_before(line: str, groups: tuple[str | None, ...]) -> None:
    m = _french._FOR.match(line)
    assert m is not None and m.groups() == groups


@pytest.mark.parametrize(
    ("text", "tests", "chains"),
    [
        (
            "Walk the list. If list1 is not null, set tail.next.",
            [" list1 is not null, set tail.next"],
            [" list1 is not null, set tail.next."],
        ),
        (
            "  3. while i < m do\nx.  \t} else if l1.val < l2.val then",
            [" i < m do", " l1.val < l2.val then"],
            [" i < m do", " l1.val < l2.val then"],
        ),
    ],
)
def test_sentence_conditions_read_as_before(text: str, tests: list[str], chains: list[str]) -> None:
    assert [m.group("test") for m in _fidelity_additions._LINE_CONDITION.finditer(text)] == tests
    assert [m.group(1) for m in _fidelity_shapes._CONDITION_LINE.finditer(text)] == chains


def test_plan_above_a_header_is_still_read() -> None:
    text = "- I move i up\n\nAlgorithm(int a[], int n)\n\n{\n  return 0;\n}"
    assert plan_as_comments(text).split("\n")[:3] == ["// - I move i up", "", "Algorithm(int a[], int n)"]
    assert plan_as_comments("Algorithm(int a[], int n)\nreturn 0;") == "Algorithm(int a[], int n)\nreturn 0;"
