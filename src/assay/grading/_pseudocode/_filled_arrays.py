"""An array never made, first filled position by position: ``POUR i = 0 JUSQU'A n - 1 : Res[i] = 1``.

Course pseudocode declares its arrays apart from the steps (a ``Variables`` box, ``Res : tableau de
n entiers``, ``DECLARE Res : ARRAY``), and a learner writing the steps alone leaves the declaration
out: the first thing the answer does with ``Res`` is fill every position of it, one per turn of a
counted loop from 0 (docs/pseudocode.md, "Conventions read since round 14 was opened: mixed"). That
loop says how long the array is, so the array is made just above it, as long as the loop counts:
``Res = [None] * (n)``.

Read narrowly: the name is bound nowhere in the program (no assignment, parameter or loop of its
own), its first use is the store ``Res[i] = v`` as a step of the loop's own body (not under a
condition), the index is the loop's variable itself, the value does not read ``Res``, and the loop
counts ``range(e)`` or ``range(0, e)`` (step 1) at the function's own level. A loop that misses a
position still makes the array its own length, so a short result stays the learner's; any other
first use leaves the name unset, reported as before.
"""

from __future__ import annotations

import ast

from assay.grading._pseudocode._check import bound_names

__all__ = ["filled_arrays"]


def _counted_stop(loop: ast.For) -> ast.expr | None:
    """``e`` of ``for i in range(e)`` / ``range(0, e)``; ``None`` for any other loop."""
    it = loop.iter
    if not (isinstance(loop.target, ast.Name) and isinstance(it, ast.Call) and not it.keywords):
        return None
    if not (isinstance(it.func, ast.Name) and it.func.id == "range"):
        return None
    if len(it.args) == 1:
        return it.args[0]
    first = it.args[0] if len(it.args) == 2 else None
    if isinstance(first, ast.Constant) and first.value == 0 and not isinstance(first.value, bool):
        return it.args[1]
    return None


def _filled(loop: ast.For, bound: set[str]) -> tuple[str, int] | None:
    """The unbound array the loop's body fills at its own variable, and the store's line."""
    var = loop.target.id if isinstance(loop.target, ast.Name) else ""
    for step in loop.body:
        if not (isinstance(step, ast.Assign) and len(step.targets) == 1):
            continue
        target = step.targets[0]
        if (
            isinstance(target, ast.Subscript)
            and isinstance(target.value, ast.Name)
            and target.value.id not in bound
            and isinstance(target.slice, ast.Name)
            and target.slice.id == var
        ):
            name = target.value.id
            reads = {n.id for n in ast.walk(step.value) if isinstance(n, ast.Name)}
            return None if name in reads else (name, step.lineno)
    return None


def _first_use(tree: ast.AST, name: str) -> int:
    return min(
        (n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name),
        default=0,
    )


def filled_arrays(python: str, line_map: list[int]) -> tuple[str, list[int], list[str]]:
    """``python`` with each such array made above its first loop, the line map kept, and the names."""
    try:
        tree = ast.parse(python)
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        return python, line_map, []
    bound = bound_names(tree)
    spots: list[tuple[int, int, str, str]] = []  # (loop line, column, name, stop)
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        for loop in func.body:
            if not isinstance(loop, ast.For) or (stop := _counted_stop(loop)) is None:
                continue
            filled = _filled(loop, bound)
            if filled is None or any(s[2] == filled[0] for s in spots):
                continue
            name, store = filled
            if _first_use(tree, name) != store:
                continue  # used above the store: not first filled here
            spots.append((loop.lineno, loop.col_offset, name, ast.unparse(stop)))
    if not spots:
        return python, line_map, []
    rows = python.split("\n")
    line_map = list(line_map)
    for lineno, col, name, size in sorted(spots, reverse=True):
        rows.insert(lineno - 1, f"{' ' * col}{name} = [None] * ({size})")
        line_map.insert(lineno - 1, 0)  # a line of ours, as `n` made from the input
    return "\n".join(rows), line_map, [s[2] for s in spots]
