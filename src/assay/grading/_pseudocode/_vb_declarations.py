"""Visual Basic's declarations: ``Dim total As Integer``, ``Dim i, j As Long``, ``Dim x As Integer = 5``,
``Dim count(25) As Integer``, ``Dim seen As New HashSet(Of Integer)`` (docs/pseudocode.md,
"Conventions read since round 8 was opened").

VB gives every declared variable its type's default (0, ``False``, ``""``), and ``Dim a(n)`` makes an
array whose LAST index is ``n``: n + 1 items, 0 to n. A declaration whose value is not certain is
kept as written, so the line is reported as not understood: an array with no element type
(``Dim a(n)``, items of ``Nothing``), a dynamic array (``Dim a() As Integer``, no array until
``ReDim``), or a type whose default is not a plain value (``Object``, ``Char``, a class).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, split_top
from assay.grading._pseudocode._creation import assign
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind

__all__ = ["VB_DECLARATIONS"]

_DEFAULTS = {
    "integer": "0",
    "long": "0",
    "short": "0",
    "byte": "0",
    "single": "0",
    "double": "0",
    "decimal": "0",
    "boolean": "False",
    "string": '""',
}
_NEW = {"list": "[]", "dictionary": "{}", "hashset": "set()"}
_DIM = r"(?:dim|const|static)\s+"


def _default(type_name: str) -> str | None:
    return _DEFAULTS.get(type_name.lower())


@kind(rf"{_DIM}({NAME}(?:\s*,\s*{NAME})*)\s+as\s+new\s+(\w+)\s*\(\s*of\s+[\w\s,()]+\)(?:\s*\(\s*\))?")
def _vb_new(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `Dim seen As New HashSet(Of Integer)`: an empty collection, one fresh one per name
    empty = _NEW.get(m.group(2).lower())
    if empty is None:
        return [m.group(0)]
    ctx.rule("typed-declaration")
    return [line for name in split_top(m.group(1)) for line in assign(name.strip(), empty, ctx)]


@kind(rf"{_DIM}({NAME})\s*\(([^()]*)\)(?:\s+as\s+(\w+))?")
def _vb_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `Dim count(25) As Integer`: indexes 0 to 25; `Dim grid(m - 1, n - 1) As Boolean`: a table
    bounds = [b.strip() for b in split_top(m.group(2))]
    fill = _default(m.group(3) or "")
    if fill is None or not bounds or not all(bounds):
        return [m.group(0)]  # no element type, or a dynamic array: not guessed
    ctx.rule("typed-declaration")
    built = f"[{fill}] * ({expr(bounds[-1], ctx)} + 1)"
    for bound in reversed(bounds[:-1]):
        built = f"[{built} for _ in range({expr(bound, ctx)} + 1)]"
    return assign(m.group(1), built, ctx)


@kind(rf"{_DIM}({NAME}(?:\s*,\s*{NAME})*)\s+as\s+(\w+)(?:\s*=\s*(.+))?")
def _vb_typed(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `Dim total As Integer`, `Dim lo, hi As Integer`, `Dim best As Long = -1`
    names = [n.strip() for n in split_top(m.group(1))]
    value = m.group(3)
    if value is not None and len(names) > 1:
        return [m.group(0)]  # VB does not allow it; not guessed
    fill = expr(value, ctx) if value is not None else _default(m.group(2))
    if fill is None:
        return [m.group(0)]
    ctx.rule("typed-declaration")
    return [line for name in names for line in assign(name, fill, ctx)]


@kind(rf"dim\s+({NAME})\s*=\s*(.+)")  # only `Dim`: JavaScript's `const x = 5` is read elsewhere
def _vb_inferred(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `Dim total = 0`: the type is the value's
    ctx.rule("typed-declaration")
    return assign(m.group(1), expr(m.group(2), ctx), ctx)


VB_DECLARATIONS: tuple[Kind, ...] = (_vb_new, _vb_array, _vb_typed, _vb_inferred)
