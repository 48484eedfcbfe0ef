"""Grids: sizes read and never set (``for r in 0..rows-1``), and a position said to be inside one.

A learner who walks a grid names its sizes ``rows`` and ``cols`` and often never writes where they
come from, as a textbook answer leaves ``n`` unset (``_check.implicit_length``): with one grid given,
``rows`` can only be its number of rows and ``cols`` its number of columns (docs/pseudocode.md,
"Conventions read since round 11 was opened"). A position "inside the grid" is the bounds test
every grid walk writes: ``(nx, ny) inside grid`` is ``0 <= nx < len(grid) and 0 <= ny < len(grid[0])``.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._check import bound_names
from assay.grading._pseudocode._implicit_return import solution_method
from assay.judge import Signature

__all__ = ["grid_sizes", "inside_grid", "question_grid"]

_ROWS = frozenset({"rows", "ROWS", "num_rows", "nrows", "n_rows", "numRows", "nRows"})
_COLS = frozenset(
    {"cols", "COLS", "columns", "COLUMNS", "num_cols", "ncols", "n_cols", "numCols", "nCols", "num_columns"}
)
_GRID_TYPE = re.compile(r"^\s*(?:List|list)\[\s*(?:List|list)\[")


def question_grid(signature: Signature) -> int | None:
    """The position of the question's one grid (a list of lists) among its parameters; ``None`` with
    no grid or more than one (which one a sentence means would be a guess)."""
    grids = [k for k, p in enumerate(signature.params) if _GRID_TYPE.match(p.type)]
    return grids[0] if len(grids) == 1 else None


def grid_sizes(python: str, signature: Signature) -> tuple[str, int | None, list[str]]:
    """``rows = len(grid)`` and ``cols = len(grid[0])`` at the top of the method, for the names it
    reads and nothing sets; the Python, the 0-based index of the first line inserted and the names.

    Only when the question passes exactly one grid (a list of lists) and the answer reads one name
    for its rows or its columns (two names for the rows, ``rows`` and ``nrows``, say nothing sure).
    """
    at_grid = question_grid(signature)
    target = solution_method(python, signature.method)
    if at_grid is None or target is None or not target.body:
        return python, None, []
    args = target.args.args[1:]  # after `self`; the learner's own name for the grid, if any
    if len(args) != len(signature.params):
        return python, None, []
    tree = ast.parse(python)
    bound = bound_names(tree)
    read = {n.id for n in ast.walk(target) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound
    grid = args[at_grid].arg
    lines: list[str] = []
    names: list[str] = []
    for group, value in ((_ROWS, f"len({grid})"), (_COLS, f"len({grid}[0])")):
        found = sorted(read & group)
        if len(found) == 1:
            lines.append(f"{found[0]} = {value}")
            names.append(found[0])
    if not lines:
        return python, None, []
    first = target.body[0]
    rows = python.split("\n")
    indent = " " * first.col_offset
    at = first.lineno - 1
    rows[at:at] = [indent + line for line in lines]
    return "\n".join(rows), at, names


# `(nx, ny) inside grid`, `(r, c) is within the grid`, `[i, j] in grid bounds`, `(x,y) inside the board's
# bounds`: a bracketed pair of names, then `inside`/`within` (or `in` with `bounds`) and a word for a
# grid (a set, `(x, y) inside seen`, is a membership test and never a grid)
_GRID_WORD = r"(?:grid|board|matrix|mat|maze|map|image|field)"
_INSIDE = re.compile(
    rf"[(\[]\s*(?P<r>[A-Za-z_]\w*)\s*,\s*(?P<c>[A-Za-z_]\w*)\s*[)\]]\s+(?:is\s+)?"
    rf"(?:(?:inside|within)\s+(?:the\s+)?(?P<g>{_GRID_WORD})(?:'s)?(?:\s+(?:bounds|boundaries|limits))?"
    rf"|in\s+(?:the\s+)?(?P<h>{_GRID_WORD})(?:'s)?\s+(?:bounds|boundaries|limits))(?![\w(\[.])",
    re.IGNORECASE,
)


def inside_grid(text: str, signature: Signature) -> str:
    """``if (nx, ny) inside grid and …`` → ``if (0 <= nx < len(grid) and 0 <= ny < len(grid[0])) and …``
    on the question's one grid, whatever word the learner calls it by (``the board``).

    Only a bracketed pair of plain names and a word for a grid (``grid``, ``board``, ``matrix``…):
    ``(x, y) inside seen`` is a membership test, and ``(x, y) in grid`` (no ``bounds``) may be
    Python's; both are left to the other rules, as is every such line when the question passes no
    grid or more than one (which one is meant would be a guess). Run on code with strings hidden.
    """
    at_grid = question_grid(signature)
    if at_grid is None:
        return text
    grid = signature.params[at_grid].name

    def bounds(m: re.Match[str]) -> str:
        return f"(0 <= {m.group('r')} < len({grid}) and 0 <= {m.group('c')} < len({grid}[0]))"

    return _INSIDE.sub(bounds, text)
