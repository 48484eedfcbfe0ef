"""Lists used as queues made ``deque`` objects, a whole-program pass (docs/pseudocode.md).

A list the answer only appends to and pops from the front of becomes a ``collections.deque``.
"""

from __future__ import annotations

import ast

__all__ = ["parent_map", "queues"]


def _is_const(node: ast.AST, value: int) -> bool:
    return isinstance(node, ast.Constant) and node.value == value and not isinstance(node.value, bool)


_QUEUE_METHODS = {"append", "appendleft", "pop", "popleft", "extend", "insert", "clear"}


def parent_map(tree: ast.AST) -> dict[int, ast.AST]:
    """Each node's parent, keyed by ``id(node)`` (``ast`` nodes are not hashable by value)."""
    return {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _queue_safe(name: str, tree: ast.AST, parents: dict[int, ast.AST]) -> bool:
    """Whether every use of ``name`` also works on a ``deque`` (no slicing, no comparison, not returned)."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)):
            continue
        parent = parents.get(id(node))
        if isinstance(parent, ast.Attribute):
            if parent.attr not in _QUEUE_METHODS:
                return False
            continue
        if (
            isinstance(parent, ast.Call)
            and isinstance(parent.func, ast.Name)
            and parent.func.id in ("len", "bool")
        ):
            continue
        if (
            isinstance(parent, ast.Subscript)
            and parent.value is node
            and not isinstance(parent.slice, ast.Slice)
        ):
            continue
        if isinstance(parent, ast.While | ast.If | ast.BoolOp | ast.UnaryOp) or (
            isinstance(parent, ast.For) and parent.iter is node
        ):
            continue
        return False
    return True


def _is_deque(value: ast.expr) -> bool:
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "deque"


def queues(python: str) -> tuple[str, list[str]]:
    """A list used as a queue (``q.pop(0)``) becomes a ``deque`` with ``popleft()``.

    Pseudocode's DEQUEUE takes O(1); ``list.pop(0)`` takes O(n) and would make a correct BFS
    measure O(n²). Only lists whose every use a ``deque`` supports are changed.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    popped = {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr == "pop"
        and isinstance(n.func.value, ast.Name)
        and len(n.args) == 1
        and _is_const(n.args[0], 0)
    }
    if not popped:
        return python, []
    parents = parent_map(tree)
    made: dict[str, list[ast.Assign]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            made.setdefault(n.targets[0].id, []).append(n)
    chosen = [
        name
        for name in sorted(popped)
        if made.get(name)
        and all(isinstance(a.value, ast.List) or _is_deque(a.value) for a in made[name])
        and _queue_safe(name, tree, parents)
    ]
    if not chosen:
        return python, []
    lines = python.split("\n")
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for name in chosen:
        for assign in made[name]:
            value = assign.value
            if _is_deque(value):
                continue  # `q = deque([root])` then `q.popleft()`, read as `q.pop(0)`: already a deque
            if value.end_col_offset is None or value.lineno != value.end_lineno:
                return python, []
            segment = ast.get_source_segment(python, value) or "[]"
            edits.setdefault(value.lineno, []).append(
                (value.col_offset, value.end_col_offset, f"deque({segment})")
            )
        for n in ast.walk(tree):
            if (
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and n.func.attr == "pop"
                and isinstance(n.func.value, ast.Name)
                and n.func.value.id == name
                and len(n.args) == 1
                and _is_const(n.args[0], 0)
                and n.end_col_offset is not None
                and n.lineno == n.end_lineno
            ):
                edits.setdefault(n.lineno, []).append((n.col_offset, n.end_col_offset, f"{name}.popleft()"))
    for lineno, spans in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end, text in sorted(spans, reverse=True):
            encoded = encoded[:start] + text.encode("utf-8") + encoded[end:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), chosen
