"""Two pointers named with where they start (docs/pseudocode.md, "Mixed").

* ``two pointers i and j from both ends`` (``at the two ends of s``): the first name starts at the
  first position, the second at the last; with no array named, the question's only list or string
  parameter is the one meant, and where there are several the line is left not understood;
* ``Two pointers l = 0, r = n - 1``: the words name what the assignments after them set up; every
  item after them must be an assignment, or the line is left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, split_top
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind

__all__ = ["POINTER_STARTS"]

_I = re.IGNORECASE
_LEAD = r"(?:(?:keep|use|put|place|start|set\s+up|set|have|take|with)\s+)?(?:the\s+)?(?:two\s+)?"


@kind(
    rf"{_LEAD}pointers?\s+({NAME})\s*(?:,\s*|\s+and\s+)({NAME})\s+(?:at|from|on|starting\s+(?:at|from))\s+"
    rf"(?:both|the\s+two|the\s+opposite|opposite|either)\s+ends(?:\s+of\s+(?:the\s+)?({NAME}))?\s*\.?"
)
def _from_both_ends(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    seq = m.group(3) or (ctx.sequences[0] if len(ctx.sequences) == 1 else None)
    if seq is None or m.group(1) == m.group(2):
        return None  # which array's ends is not said
    ctx.rule("set-let")
    return [f"{m.group(1)} = 0", f"{m.group(2)} = len({expr(seq, ctx)}) - 1"]


@kind(rf"(?:two|three|both)\s+pointers\s*:?\s+({NAME}\s*(?:=(?!=)|\u2190|:=)\s*\S.*)")
def _labelled_starts(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    lines: list[str] = []
    for item in split_top(m.group(1)):
        one = re.fullmatch(rf"\s*({NAME})\s*(?:=(?!=)|\u2190|:=)\s*(.+?)\s*\.?", item, _I)
        if one is None:
            return None
        lines.append(f"{one.group(1)} = {expr(one.group(2), ctx)}")
    if len(lines) < 2:
        return None
    ctx.rule("set-let")
    return lines


POINTER_STARTS: tuple[Kind, ...] = (_from_both_ends, _labelled_starts)
