"""A truth value given back "only if" something holds (docs/pseudocode.md, "English").

``return true only if the stack is empty``, ``give back false only when seen has x`` — the truth of
the test is the result: ``return len(stack) == 0`` (``return not (…)`` for false). "Only" says that
the other value is given otherwise, so the line is never read as ``if …: return True`` (which
would go on when the test fails). Any value other than true or false with ``only if`` says nothing
about the other case, and is not read.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._kinds import Expr, Kind, kind
from assay.grading._pseudocode._readable import is_expression

__all__ = ["ONLY_IF"]


@kind(r"(?:return|give\s+back|answer)\s+(true|false)\s+only\s+(?:if|when|in\s+case)\s+(.+)")
def _only_if(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    test = cond(m.group(2), ctx)
    if not is_expression(test):
        return None
    ctx.rule("return-only-if")
    return [f"return {test}" if m.group(1).lower() == "true" else f"return not ({test})"]


ONLY_IF: tuple[Kind, ...] = (_only_if,)
