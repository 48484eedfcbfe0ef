"""A name's starting number replaced by an expression: the learner's ``0→M`` (best so far) given back
as ``M = nums[0]`` or ``float('-inf')`` (docs/pseudocode.md, "Faithful, not fixed: the fidelity check").

Starting a running best at 0 is one of the commonest slips (an all-negative array then gives 0), and
the fix a model makes is always the same: it starts the name at the first item or at minus infinity.
:func:`~assay.grading._pseudocode._fidelity_arithmetic.value_drifts` sees a number swapped for another
number only. Here a name the pseudocode sets to a number with an assignment's own mark (``←``, ``<-``,
``:=``, ``=``, or a calculator's store arrow ``0→M``) must be given that number somewhere in the
translation when the translation gives it anything; if the translation never does, and starts it at
something that is no number, that is a drift. Written from round 15 of the corpus once it was opened
(a mixed answer's ``0→M`` came back from the 0.5B as a correct Kadane, and passed).
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import (
    CONDITION_START,
    LOOP_START,
    NAME,
    NOT_NAMES,
    Drift,
    assignments,
    clip,
    int_constant,
    read_number,
)

__all__ = ["start_drifts"]

_NUM = r"-?\s*\d+"
_END = r"(?=\s*(?:$|[,;)]|//|#|--|\.\s|\.$))"
_ARROWS = r"(?:←|<-|:=)"
# `best ← 0`, `best := 0`, `best = 0` (never `==`, `=>`, `<=`), and what any other name is set to;
# where the answer assigns with an arrow, its `=` compares (`if A[i] = x`, CLRS's way)
_SET = re.compile(
    rf"(?<![\w.\[])({NAME})\s*(?:{_ARROWS}|(?<![=!<>])=(?![=>]))\s*(?:(?P<number>{_NUM}){_END})?",
    re.MULTILINE,
)
_SET_BY_ARROW = re.compile(rf"(?<![\w.\[])({NAME})\s*{_ARROWS}\s*(?:(?P<number>{_NUM}){_END})?", re.MULTILINE)
# a calculator's store, `0→M` (or `L1(1)→M`), on a line of its own
_STORE = re.compile(
    rf"^[ \t]*(?:(?P<number>{_NUM})|\S.*?)\s*(?:→|->)\s*({NAME})\s*(?:$|//|#|:|--)", re.MULTILINE
)


def _inside(line: str, at: int) -> bool:
    """Whether position ``at`` of ``line`` is inside a bracket opened before it on the line."""
    depth = 0
    for ch in line[:at]:
        depth += (ch in "([{") - (ch in ")]}")
    return depth > 0


def _tuple(line: str, m: re.Match[str]) -> bool:
    """Whether the match is one side of `a, b = 0, 1`, whose values are not worth pairing up."""
    return line[: m.start()].rstrip().endswith(",") or re.match(r"\s*,\s*-?\d", line[m.end() :]) is not None


def _pseudo_starts(text: str) -> dict[str, int | None]:
    """What each name is first set to (with an assignment's mark): a number, or ``None`` for anything
    else: a later `sum = 7` in an example run after `sum ← nums[0]` starts nothing.
    Conditions and loop headers are left out (`while i = 0` compares, `for i ← 1 to n` is a bound)."""
    first: dict[str, int | None] = {}
    setting = _SET_BY_ARROW if re.search(_ARROWS, text) else _SET
    for line in text.split("\n"):
        if CONDITION_START.match(line) or LOOP_START.match(line):
            continue
        # (an assignment inside brackets is a remark or a keyword argument: `(nums = L1, M = max …)`)
        events = [
            (m.start(), m.group(1), m.group("number"))
            for m in setting.finditer(line)
            if not _inside(line, m.start()) and not _tuple(line, m)
        ]
        events += [(m.start(), m.group(2), m.group("number")) for m in _STORE.finditer(line)]
        for _, name, number in sorted(events):
            if name.lower() in NOT_NAMES or name in first:
                continue
            first[name] = read_number(number.replace(" ", "")) if number else None
    return first


def _number(node: ast.AST) -> int | None:
    """The integer ``node`` is a literal of, a whole float and a bool included (``0.0``, ``False``),
    and a one-item list of one (``count = [0]``, a cell a helper counts in)."""
    if isinstance(node, ast.List) and len(node.elts) == 1:
        return _number(node.elts[0])
    if isinstance(node, ast.Constant) and isinstance(node.value, bool | int | float):
        value = node.value
        return int(value) if float(value).is_integer() else None
    return int_constant(node)


def _python_starts(tree: ast.AST) -> tuple[dict[str, ast.expr], dict[str, set[int]]]:
    """Each name's first value in the translation (in the order of the source), and every number it
    is given anywhere."""
    first: dict[str, ast.expr] = {}
    numbers: dict[str, set[int]] = {}
    for name, value in assignments(tree):
        first.setdefault(name, value)
        number = _number(value)
        if number is not None:
            numbers.setdefault(name, set()).add(number)
    return first, numbers


def _start_of(name: str, ours: dict[str, int | None]) -> int | None:
    """The pseudocode's start of ``name``: by its spelling, or by its letters when the pseudocode spells
    it one way only in another case (a phone's capital, `Best ← 0` for `best`); `M` (the best) and
    `m` (the rows) are two names."""
    if name in ours:
        return ours[name]
    spellings = [k for k in ours if k.lower() == name.lower()]
    return ours[spellings[0]] if len(spellings) == 1 else None


def start_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """Names the pseudocode starts at a number and the translation starts at no number, never giving
    them that number (a name the translation renames or never sets is not compared)."""
    ours = _pseudo_starts(text)
    first, numbers = _python_starts(tree)
    looped = {
        n.target.id for n in ast.walk(tree) if isinstance(n, ast.For) and isinstance(n.target, ast.Name)
    }
    drifts: list[Drift] = []
    for name, value in sorted(first.items()):
        want = _start_of(name, ours)
        # (a name the translation also walks with `for` may have had its start folded into the loop)
        if want is None or want in numbers.get(name, set()) or _number(value) is not None or name in looped:
            continue
        said = str(want)
        drifts.append(
            Drift(
                "value",
                f"the pseudocode starts `{name}` at {said}, but the translation starts it at "
                f"`{clip(ast.unparse(value))}` and never sets it to {said}",
            )
        )
    return drifts
