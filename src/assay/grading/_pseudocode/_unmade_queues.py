"""A queue or stack never made, first used by putting something on it: ``Q.enqueue(root)``.

Textbooks and blogs that teach breadth-first search write ``Q`` as a given: the first thing their
pseudocode does with it is ``Q.enqueue(root)`` or ``push(S, s)``, with no line that makes it, because
the page said in prose that ``Q`` is a queue (docs/pseudocode.md, "Conventions read since round 18 was
opened: textbook, Python-like, C-family"). A learner copying that habit leaves the making out. Putting
something on a container that does not exist yet has one reading: it was empty, so an empty list is
made just above that step, ``Q = []`` (the queue pass makes it a ``deque`` where it is one).

Read narrowly: the name is bound nowhere in the program (no assignment, parameter or loop of its
own); its first use is the step ``Q.append(x)`` at the function's own level (not under a loop or a
condition, which would leave when it was made open); and every use of it is a queue's or stack's:
``append``, ``appendleft``, ``pop``, ``popleft`` called on it, ``len(Q)``, or ``Q`` as a test
(``while Q``, ``not Q``). Any other use (an index, a read first, a call with it) leaves the name
unset, reported as before.
"""

from __future__ import annotations

import ast

from assay.grading._pseudocode._check import bound_names
from assay.grading._pseudocode._queues import parent_map

__all__ = ["unmade_queues"]

_PUT_TAKE = {"append", "appendleft", "pop", "popleft"}


def _container_use(node: ast.Name, parents: dict[int, ast.AST]) -> bool:
    """Whether this use of the name is a queue's or stack's: a put or take, its length, or a test."""
    parent = parents.get(id(node))
    if isinstance(parent, ast.Attribute):
        call = parents.get(id(parent))
        return parent.attr in _PUT_TAKE and isinstance(call, ast.Call) and call.func is parent
    if isinstance(parent, ast.Call):
        return isinstance(parent.func, ast.Name) and parent.func.id == "len" and parent.args == [node]
    if isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not):
        return True
    return isinstance(parent, ast.While | ast.If | ast.IfExp) and parent.test is node


def _first_put(func: ast.FunctionDef, bound: set[str]) -> tuple[ast.stmt, str] | None:
    """The function's first own step ``Q.append(x)`` on a name bound nowhere, and the name."""
    for step in func.body:
        call = step.value if isinstance(step, ast.Expr) else None
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == "append"
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id not in bound
        ):
            return step, call.func.value.id
    return None


def unmade_queues(python: str, line_map: list[int]) -> tuple[str, list[int], list[str]]:
    """``python`` with each such queue made empty above its first put, the line map kept, and the names."""
    try:
        tree = ast.parse(python)
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        return python, line_map, []
    bound = bound_names(tree)
    parents = parent_map(tree)
    spots: list[tuple[int, int, str]] = []  # (line of the first put, column, name)
    for func in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        found = _first_put(func, bound)
        if found is None or any(s[2] == found[1] for s in spots):
            continue
        step, name = found
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == name]
        if min(n.lineno for n in uses) != step.lineno or not all(_container_use(n, parents) for n in uses):
            continue
        spots.append((step.lineno, step.col_offset, name))
    if not spots:
        return python, line_map, []
    rows = python.split("\n")
    line_map = list(line_map)
    for lineno, col, name in sorted(spots, reverse=True):
        rows.insert(lineno - 1, f"{' ' * col}{name} = []")
        line_map.insert(lineno - 1, 0)  # a line of ours, as an array made for its counted loop
    return "\n".join(rows), line_map, [s[2] for s in spots]
