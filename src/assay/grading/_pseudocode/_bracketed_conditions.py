"""Conditions written in square brackets: ``if [start = len(nums)]``, ``while [Q is not empty] do``.

Learners who met conditions in SQL reports, spreadsheets or shell scripts (``[ "$a" -eq 0 ]``) put
them in ``[ ]``. Read as Python, ``[cond]`` is a one-item list, true whatever ``cond`` is, so the
answer would run and fail every test it should pass: a reading the learner did not write
(docs/pseudocode.md, "Conventions read since round 17 was opened"). A list is never a condition a
learner means, so one bracket pair around the whole condition, holding no top-level comma (``[a, b]``
stays a list), is read as grouping; so is each bracketed part of a test joined by ``and`` / ``or``
(``WHILE [l < r] AND [s[l] = s[r]]``), where the same one-item lists made ``[a] and [b]`` always true.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._expr import Ctx, cond

__all__ = ["bracketed_condition", "test_of"]


_JOIN = re.compile(r"\s+(?:and|or|AND|OR|And|Or)\s+|\s*(?:&&|\|\|)\s*")
_NOT = re.compile(r"(?:not|NOT|Not)\s+|!\s*")


def _grouped(s: str) -> str | None:
    """``s``, one ``[ … ]`` (after an optional ``not``), read as ``( … )``; ``None`` when it is not one."""
    negation = _NOT.match(s)
    head, s = (negation.group(0), s[negation.end() :]) if negation else ("", s)
    if not (s.startswith("[") and s.endswith("]")) or closing(s, 0) != len(s) - 1:
        return None
    inner = s[1:-1].strip()
    if not inner or len(split_top(inner)) > 1 or re.search(r"\bfor\b", inner):
        return None  # `[a, b]` and `[x for x in xs]` are lists whatever they stand in
    return f"{head}({inner})"


def _top_level_joins(s: str) -> list[re.Match[str]]:
    """The ``and`` / ``or`` joins of ``s`` that stand outside every bracket."""
    depth, joins = 0, []
    i = 0
    while i < len(s):
        c = s[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and (m := _JOIN.match(s, i)):
            joins.append(m)
            i = m.end()
            continue
        i += 1
    return joins


def bracketed_condition(code: str) -> str | None:
    """``code`` with its enclosing ``[ ]`` read as ``( )`` — the whole test's, or each operand's
    of a test joined by ``and`` / ``or`` when every operand is so enclosed — or ``None`` when it is
    not. A bare operand beside a bracketed one is left as written."""
    s = code.strip()
    whole = _grouped(s)
    if whole is not None or "[" not in s:
        return whole
    joins = _top_level_joins(s)
    if not joins:
        return None
    cuts = [0, *(p for m in joins for p in (m.start(), m.end())), len(s)]
    parts = [s[cuts[k] : cuts[k + 1]].strip() for k in range(0, len(cuts), 2)]
    grouped = [_grouped(p) for p in parts]
    if all(g is None for g in grouped):
        return None
    # a bare operand beside a bracketed one (`[l < r] and s[l] == s[r]`) stays as written
    out = grouped[0] or parts[0]
    for m, g, part in zip(joins, grouped[1:], parts[1:], strict=True):
        out += f"{m.group(0)}{g or part}"
    return out


def test_of(code: str, ctx: Ctx) -> str:
    """The test of an ``if``, a loop or a ``break``: :func:`cond`, with square brackets around the
    whole of it read as grouping (``if [start = len(nums)]``; a returned ``[x]`` stays a list)."""
    grouped = bracketed_condition(code)
    if grouped is not None:
        ctx.rule("bracketed-condition")
        code = grouped
    return cond(code, ctx)
