"""Conditions written in square brackets: ``if [start = len(nums)]``, ``while [Q is not empty] do``.

Learners who met conditions in SQL reports, spreadsheets or shell scripts (``[ "$a" -eq 0 ]``) put
them in ``[ ]``. Read as Python, ``[cond]`` is a one-item list, true whatever ``cond`` is, so the
answer would run and fail every test it should pass: a reading the learner did not write
(docs/pseudocode.md, "Conventions read since round 17 was opened"). A list is never a condition a
learner means, so one bracket pair around the whole condition, holding no top-level comma (``[a, b]``
stays a list), is read as grouping.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import split_top
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._expr import Ctx, cond

__all__ = ["bracketed_condition", "test_of"]


def bracketed_condition(code: str) -> str | None:
    """``code`` with its enclosing ``[ ]`` read as ``( )``, or ``None`` when it is not so enclosed."""
    s = code.strip()
    if not (s.startswith("[") and s.endswith("]")) or closing(s, 0) != len(s) - 1:
        return None
    inner = s[1:-1].strip()
    if not inner or len(split_top(inner)) > 1 or re.search(r"\bfor\b", inner):
        return None  # `[a, b]` and `[x for x in xs]` are lists whatever they stand in
    return f"({inner})"


def test_of(code: str, ctx: Ctx) -> str:
    """The test of an ``if``, a loop or a ``break``: :func:`cond`, with square brackets around the
    whole of it read as grouping (``if [start = len(nums)]``; a returned ``[x]`` stays a list)."""
    grouped = bracketed_condition(code)
    if grouped is not None:
        ctx.rule("bracketed-condition")
        code = grouped
    return cond(code, ctx)
