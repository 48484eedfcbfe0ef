"""COBOL's assignment in mixed answers: ``MOVE empty hashmap TO groups`` (docs/pseudocode.md,
"Conventions read since round 16 was opened: mixed").

Learners who met programming in COBOL keep its verbs and closers: ``MOVE value TO name`` sets
``name``, and ``END-IF`` / ``END-PERFORM`` close their blocks (read with the other ``end`` words in
``_stmt``). Read only as COBOL writes it, both words in capitals, onto one name or item: ``move left
to mid + 1`` is English (a pointer moved) and keeps its own reading.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._creation import assign
from assay.grading._pseudocode._kinds import Expr, Kind, kind

__all__ = ["COBOL_STEPS"]


@kind(rf"MOVE\s+(.+?)\s+TO\s+({PRIM})", flags=0)
def _cobol_move(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("cobol-move")
    return assign(m.group(2), expr(m.group(1), ctx), ctx)


COBOL_STEPS: tuple[Kind, ...] = (_cobol_move,)
