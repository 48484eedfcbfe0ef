"""The arithmetic a translation must keep: the integers each variable is given, how strict each
comparison is, and ``+ 1``/``- 1`` offsets (docs/pseudocode.md, "Model translation").

The pseudocode is read as text (``best ← 1``, ``is at most``), the translation as Python; a difference
is reported only where both sides say something comparable.
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
    int_constant,
    read_number,
)
from assay.grading._pseudocode._python_shapes import call_args

__all__ = ["comparison_drifts", "offset_drifts", "value_drifts"]

_NUM = r"(?:-\s*)?(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b"
_ASSIGN = re.compile(
    rf"(?<![\w.\[])({NAME})(?:\s*\[[^\]]*\])?\s*"
    r"(?:←|<-|:=|=(?![=>])|\s(?:starts?|begins?)\s+(?:at|as|from|with)|\sbecomes|\sbe|\sto|\sequal\s+to|\sas)"
    rf"\s*({_NUM})(?=\s*(?:$|[,;)]|and\b|//|#|--|then\b|\.\s|\.$|end\b|\}}))",
    re.IGNORECASE | re.MULTILINE,
)
_GENERIC = re.compile(r"(?<=\w)<[\w\s,.\[\]*?]*>")
_STRICT = re.compile(r"(?<![<\-=])<(?![=<\-])|(?<![\->=])>(?![=>])")
_NONSTRICT = re.compile(r"<=|>=|=<|≤|≥")
_STRICT_WORDS = re.compile(
    r"\b(?:less|smaller|fewer|greater|bigger|larger|more|higher|lower)\s+than\b(?!\s+or\s+equal)|"
    r"\b(?:exceeds?|drops?\s+below|goes\s+below|falls?\s+below|is\s+below|is\s+above|is\s+under)\b",
    re.I,
)
_NONSTRICT_WORDS = re.compile(
    r"\bor\s+equal|\bat\s+(?:most|least)\b|\b(?:no|not)\s+(?:more|less|greater|bigger|smaller|fewer)\s+than\b|"
    r"\bor\s+(?:more|less|fewer|above|below)\b",
    re.I,
)
# `smaller or same like prev`, `the same or bigger than`: equality told as sameness (its `than` is
# part of it, not a strict comparison of its own)
_SAMENESS = re.compile(
    r"\bor\s+(?:the\s+)?same\b|"
    r"\b(?:same|equal)\s+(?:as\s+)?or\s+(?:more|less|greater|bigger|smaller|larger|higher|lower)(?:\s+than)?\b",
    re.I,
)
_INCLUSIVE_LOOP = re.compile(
    r"\b(?:to|through|thru|downto|up\s+to|down\s+to|until)\b|\.\.(?!\.)|\bbetween\b", re.I
)
_UNTIL = re.compile(r"\buntil\b|\bunless\b", re.I)


# --- values -------------------------------------------------------------------------------------------


def _pseudo_values(text: str) -> dict[str, set[int]]:
    """Integer values the pseudocode assigns to each name (conditions and loop headers excluded)."""
    values: dict[str, set[int]] = {}
    for line in text.split("\n"):
        if CONDITION_START.match(line) or LOOP_START.match(line):
            # `if x is 0`, `while i = 0` compare; `for i ← 1 to n` is a bound, compared elsewhere. A
            # one-line `if c then x ← 0` still assigns: read what follows `then`.
            then = re.search(r"\bthen\b|→|:\s|\)\s*\{?\s*(?=\w)", line)
            if not then or LOOP_START.match(line):
                continue
            line = line[then.end() :]  # noqa: PLW2901
        for match in _ASSIGN.finditer(line):
            before, after = line[: match.start()], line[match.end() :]
            if before.rstrip().endswith(",") or re.match(r"\s*,\s*-?\d", after):
                continue  # `a, b = 0, 1`: which value is whose is not worth guessing
            name, value = match.group(1), read_number(match.group(2))
            if value is not None and name.lower() not in NOT_NAMES:
                values.setdefault(name, set()).add(value)
    return values


def _python_values(tree: ast.AST) -> dict[str, set[int]]:
    values: dict[str, set[int]] = {}
    for name, value in assignments(tree):
        number = int_constant(value)
        if number is not None:
            values.setdefault(name, set()).add(number)
    return values


def value_drifts(text: str, tree: ast.AST) -> list[Drift]:
    ours, theirs = _pseudo_values(text), _python_values(tree)
    folded = {k.lower(): v for k, v in ours.items()}
    drifts: list[Drift] = []
    for name, got in sorted(theirs.items()):
        want = ours.get(name) or folded.get(name.lower())
        if not want:
            continue
        added, missing = got - want, want - got
        if added and missing:
            drifts.append(
                Drift(
                    "value",
                    f"the pseudocode sets `{name}` to {_join(missing)}, but the translation sets it to "
                    f"{_join(added)}",
                )
            )
    return drifts


def _join(values: set[int]) -> str:
    return " or ".join(str(v) for v in sorted(values))


# --- comparisons ------------------------------------------------------------------------------------


def _pseudo_comparisons(text: str) -> tuple[int, int, int]:
    """(strict, non-strict, allowance): comparisons the pseudocode writes, and how many the
    translation may add or turn around legitimately (inclusive loops written as `while i <= n`,
    `until c` written as `while not c`)."""
    text = _GENERIC.sub(" ", text.replace("->", " . ").replace("→", " "))
    strict = nonstrict = allowance = 0
    for line in text.split("\n"):
        if LOOP_START.match(line) and _INCLUSIVE_LOOP.search(line):
            allowance += 1
        allowance += len(_UNTIL.findall(line))
        nonstrict += len(_NONSTRICT.findall(line)) + len(_NONSTRICT_WORDS.findall(line))
        nonstrict += len(_SAMENESS.findall(line))
        stripped = _NONSTRICT.sub(" ", line)
        strict += len(_STRICT.findall(stripped)) + len(_STRICT_WORDS.findall(_SAMENESS.sub(" ", line)))
    return strict, nonstrict, allowance


def _python_comparisons(tree: ast.AST) -> tuple[int, int]:
    strict = nonstrict = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for op in node.ops:
                if isinstance(op, ast.Lt | ast.Gt):
                    strict += 1
                elif isinstance(op, ast.LtE | ast.GtE):
                    nonstrict += 1
    return strict, nonstrict


def comparison_drifts(text: str, tree: ast.AST) -> list[Drift]:
    p_strict, p_nonstrict, allowance = _pseudo_comparisons(text)
    t_strict, t_nonstrict = _python_comparisons(tree)
    drifts: list[Drift] = []
    if t_nonstrict > p_nonstrict + allowance and t_strict < p_strict:
        drifts.append(
            Drift(
                "comparison",
                f"the pseudocode compares with `<`/`>` {p_strict} time(s) and with `<=`/`>=` {p_nonstrict} "
                f"time(s), but the translation turned a strict `<`/`>` into `<=`/`>=`",
            )
        )
    elif t_strict > p_strict + allowance and t_nonstrict < p_nonstrict:
        drifts.append(
            Drift(
                "comparison",
                f"the pseudocode compares with `<=`/`>=` {p_nonstrict} time(s) and with `<`/`>` {p_strict} "
                f"time(s), but the translation turned a `<=`/`>=` into a strict `<`/`>`",
            )
        )
    return drifts


# --- ±1 offsets -------------------------------------------------------------------------------------


def _python_offsets(tree: ast.AST) -> list[tuple[str, str]]:
    """``(X, sign)`` for each ``X + 1`` / ``X - 1`` whose ``X`` is itself an expression
    (``right - left + 1``), outside ``range(...)`` (an inclusive ``to`` becomes ``range(a, b + 1)``)
    and outside subscripts (a 1-based ``A[i]`` becomes ``A[i - 1]``)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if (range_args := call_args(node, "range")) is not None:
            skip.update(id(n) for a in range_args for n in ast.walk(a))
        elif isinstance(node, ast.Subscript):
            skip.update(id(n) for n in ast.walk(node.slice))
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.BinOp) or int_constant(node.right) != 1:
            continue
        if isinstance(node.op, ast.Add | ast.Sub) and isinstance(node.left, ast.BinOp | ast.Call):
            found.append((ast.unparse(node.left), "+" if isinstance(node.op, ast.Add) else "-"))
    return found


_LENGTH_FORMS = (
    (re.compile(r"\b(?:the\s+)?(?:length|size|len)\s+of\s+([A-Za-z_]\w*)", re.I), r"len(\1)"),
    (re.compile(r"\b(?:length|size|len|LENGTH)\s*[(\[]\s*([A-Za-z_]\w*)\s*[)\]]", re.I), r"len(\1)"),
    (re.compile(r"\b([A-Za-z_]\w*)\.(?:length|size|count|len)\b(?:\s*\(\s*\))?"), r"len(\1)"),
    (re.compile(r"\|\s*([A-Za-z_]\w*)\s*\|"), r"len(\1)"),
    (re.compile(r"\bplus\b", re.I), "+"),
    (re.compile(r"\bminus\b", re.I), "-"),
    (re.compile(r"(?<=[+-])\s*one\b", re.I), "1"),
)


_LAST = re.compile(r"\b(?:last|end\s+of|final)\b", re.I)


def _squeezed(text: str) -> str:
    """Text in one comparable form: lengths written ``len(x)``, no spaces, lower case."""
    for pattern, replacement in _LENGTH_FORMS:
        text = pattern.sub(replacement, text)
    return re.sub(r"\s+|\bthe\b", "", text).lower()


def offset_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """An offset the translation added to an expression the pseudocode writes without it: the
    pseudocode has ``right - left`` and never ``right - left + 1``, the translation has the latter."""
    pseudo = _squeezed(text)
    drifts: list[Drift] = []
    seen: set[tuple[str, str]] = set()
    for expr, sign in _python_offsets(tree):
        key = re.sub(r"\s+", "", expr).lower()
        if (key, sign) in seen or len(key) < 3 or key not in pseudo:
            continue
        seen.add((key, sign))
        if f"{key}{sign}1" in pseudo or f"({key}){sign}1" in pseudo:
            continue
        if sign == "-" and key.startswith("len(") and _LAST.search(text):
            continue  # "the last index", "the end of nums": len(nums) - 1 in words
        drifts.append(
            Drift(
                "offset",
                f"the pseudocode writes `{expr}`, but the translation writes `{expr} {sign} 1`: "
                "an offset the pseudocode does not have",
            )
        )
    return drifts
