"""C declarators the single-name rules do not read: several arrays in one declaration, ``int prev[n +
1], cur[n + 1];``, and C++17's structured binding, ``auto [r, c] = q.front();`` (docs/pseudocode.md,
"Conventions read since round 8 was opened").

Each declarator is read as the single declaration ``int prev[n + 1];`` is (``_declarations.c_array``),
so the one-name and many-name forms can never differ. A declarator with an initialiser (``a[2] =
{1, 2}``) or one that is not an array (``int a[n], k;``) leaves the line to the other rules.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, split_top
from assay.grading._pseudocode._declarations import c_array
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind

__all__ = ["C_ARRAYS"]

_TYPES = r"(?:int|long|short|unsigned|float|double|bool|char)"


@kind(rf"((?:{_TYPES}\s+)+)({NAME}\s*\[[^\[\]=]+\](?:\s*,\s*{NAME}\s*\[[^\[\]=]+\])+)", flags=0)
def _c_arrays(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    out: list[str] = []
    for part in split_top(m.group(2)):
        lines = c_array.read(f"{m.group(1).strip()} {part.strip()}", ctx, expr, cond)
        if lines is None:
            return None
        out.extend(lines)
    return out


@kind(rf"(?:const\s+)?auto\s*&{{0,2}}\s*\[\s*({NAME}(?:\s*,\s*{NAME})+)\s*\]\s*=\s*(.+)", flags=0)
def _bound(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `auto [r, c] = q.front()`, `const auto& [key, count] = *it`: each name one part, in order
    ctx.rule("typed-declaration")
    names = ", ".join(n.strip() for n in m.group(1).split(","))
    return [f"{names} = {expr(m.group(2), ctx)}"]


C_ARRAYS: tuple[Kind, ...] = (_c_arrays, _bound)
