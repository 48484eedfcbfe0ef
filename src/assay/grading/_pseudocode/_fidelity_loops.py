"""The bounds of counted loops: does the translation's loop over a variable run over the same values
as the pseudocode's (docs/pseudocode.md, "Model translation")?

``for i ← 1 to n``, ``for every index j between 2 and n``, a C ``for`` and a Python ``range`` are each
read as a start and an exclusive end (names plus an integer offset), so ``to n`` and ``range(1, n + 1)``
line up. Two loops over one name, or an end that cannot be read, are not compared.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._fidelity_drift import NAME, NOT_NAMES, Drift, clip, read_number
from assay.grading._pseudocode._python_shapes import counted_loop

__all__ = ["loop_drifts"]

_RANGE_LOOP_PSEUDO = (
    # for i ← 1 to n / for i = 0 to n - 1 / for i from 2 to n / FOR i := 1 TO n
    re.compile(
        rf"^\s*(?:\d+\s+)?for\s+(?:each\s+|every\s+|all\s+)?(?:index\s+|position\s+)?({NAME})\s*"
        r"(?:←|<-|:=|=|\bfrom\b|\bin\b)\s*(.+?)\s*"
        r"(\bto\b|\bthrough\b|\bup\s+to\b|\bupto\b|\.\.<|\.\.(?!\.)|\bdownto\b|\bdown\s+to\b|\buntil\b|\bbelow\b)"
        r"\s*(.+?)\s*(?:\bstep\b.*)?(?:\bdo\b|:|\{|$)",
        re.I,
    ),
    # for every index j between 2 and n
    re.compile(
        rf"^\s*(?:\d+\s+)?for\s+(?:each\s+|every\s+|all\s+)?(?:index\s+|position\s+)?({NAME})\s+"
        r"(between)\s+(.+?)\s+and\s+(.+?)\s*(?:\bdo\b|:|\{|$)",
        re.I,
    ),
)
_C_FOR = re.compile(
    rf"for\s*\(\s*(?:(?:int|let|var|auto|size_t|long|const)\s+)?({NAME})\s*=\s*([^;]+);\s*"
    rf"({NAME})\s*(<=|<|>=|>|!=)\s*([^;]+);",
)
_PY_RANGE = re.compile(rf"^\s*for\s+({NAME})\s+in\s+range\s*\((.*)\)\s*:?\s*$")
_LENGTH_WORDS = re.compile(
    r"\b(?:the|length|len|size|count|number|of|elements|items|in|end|last|index|position|up)\b|\.length\b|"
    r"\.size\b|\(\)|\.len\b",
    re.I,
)


@dataclass(frozen=True)
class _Loop:
    """A counted loop: ``var`` runs from ``start`` up to, and not including, ``base + offset``."""

    var: str
    start: str
    start_value: int | None
    base: frozenset[str]
    offset: int
    text: str


def _split_offset(expr: str) -> tuple[frozenset[str], int]:
    """``len(nums) - 1`` → ({"nums"}, -1): the names of a bound and its trailing integer offset."""
    expr = expr.strip().rstrip(";:{").strip()
    offset = 0
    while True:
        m = re.search(r"(?:\s*([+-])\s*(\d+|one|two)|\s+(plus|minus)\s+(\d+|one|two))\s*\)?\s*$", expr, re.I)
        if not m:
            break
        sign = m.group(1) or ("+" if (m.group(3) or "").lower() == "plus" else "-")
        amount = read_number(m.group(2) or m.group(4) or "0") or 0
        offset += amount if sign == "+" else -amount
        expr = expr[: m.start()]
    if re.search(r"\b(?:end|last)\b", expr, re.I):
        offset -= 1  # "the end of nums", "the last index": len(nums) - 1
    stripped = _LENGTH_WORDS.sub(" ", expr)
    names = frozenset(n.lower() for n in re.findall(NAME, stripped) if n.lower() not in NOT_NAMES)
    return names, offset


def _pseudo_loops(text: str) -> list[_Loop]:
    loops: list[_Loop] = []
    for line in text.split("\n"):
        c_for = _C_FOR.search(line)
        if c_for and c_for.group(1) == c_for.group(3):
            var, start, op, end = c_for.group(1), c_for.group(2), c_for.group(4), c_for.group(5)
            if op in ("<", "<="):
                base, offset = _split_offset(end)
                loops.append(_loop(var, start, base, offset + (op == "<="), line))
            continue
        py = _PY_RANGE.match(line)
        if py:
            loop = _range_loop(py.group(1), py.group(2), line)
            if loop is not None:
                loops.append(loop)
            continue
        for pattern in _RANGE_LOOP_PSEUDO:
            m = pattern.match(line)
            if not m:
                continue
            if m.group(2).lower() == "between":
                var, start, word, end = m.group(1), m.group(3), "to", m.group(4)
            else:
                var, start, word, end = m.group(1), m.group(2), m.group(3), m.group(4)
            word = word.lower()
            if "down" in word:
                break  # counting down: its bounds are compared as comparisons, not here
            base, offset = _split_offset(end)
            exclusive = word in ("until", "below", "..<")
            loops.append(_loop(var, start, base, offset + (0 if exclusive else 1), line))
            break
    return loops


def _loop(var: str, start: str, base: frozenset[str], offset: int, line: str) -> _Loop:
    start = start.strip()
    return _Loop(var, start, read_number(start), base, offset, line.strip())


def _range_loop(var: str, args: str, line: str) -> _Loop | None:
    parts = split_top(args)
    if len(parts) == 1:
        base, offset = _split_offset(parts[0])
        return _loop(var, "0", base, offset, line)
    if len(parts) == 2:
        base, offset = _split_offset(parts[1])
        return _loop(var, parts[0], base, offset, line)
    if len(parts) == 3 and read_number(parts[2]) == 1:
        base, offset = _split_offset(parts[1])
        return _loop(var, parts[0], base, offset, line)
    return None


def _python_loops(tree: ast.AST) -> list[_Loop]:
    loops: list[_Loop] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.For) or (counted := counted_loop(node)) is None:
            continue
        var, range_args = counted
        args = ", ".join(ast.unparse(a) for a in range_args)
        loop = _range_loop(var, args, f"for {var} in range({args})")
        if loop is not None:
            loops.append(loop)
    return loops


def loop_drifts(text: str, tree: ast.AST) -> list[Drift]:
    ours = _pseudo_loops(text)
    theirs = _python_loops(tree)
    drifts: list[Drift] = []
    for mine in ours:
        same = [t for t in theirs if t.var.lower() == mine.var.lower()]
        if len(same) != 1 or len([o for o in ours if o.var.lower() == mine.var.lower()]) != 1:
            continue  # two loops over one name (or none translated as a range): not lined up
        other = same[0]
        start_moved = (
            mine.start_value is not None
            and other.start_value is not None
            and mine.start_value != other.start_value
        )
        end_comparable = mine.base == other.base and bool(mine.base)
        end_moved = end_comparable and mine.offset != other.offset
        if (
            start_moved
            and end_moved
            and (mine.start_value or 0) - (other.start_value or 0) == (mine.offset - other.offset)
        ):
            continue  # both ends shifted together: a 1-based loop read as 0-based, same iterations
        if start_moved and mine.start_value == 1 and other.start_value == 0 and not end_comparable:
            continue  # a 1-based walk whose end we cannot read: not a difference we can prove
        if start_moved or end_moved:
            drifts.append(
                Drift(
                    "loop_bound",
                    f"the pseudocode's loop `{clip(mine.text)}` runs over different values of "
                    f"`{mine.var}` than the translation's `{clip(other.text)}`",
                )
            )
    return drifts
