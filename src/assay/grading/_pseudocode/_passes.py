"""Whole-program passes of the pseudocode normaliser over its Python (docs/pseudocode.md).

Containers written the mathematical way (``return (i, j)``, ``{}`` used as a set), variables named
like builtins and reads of missing map keys; lists used as queues are in ``_queues``, the result
left in a variable in ``_implicit_return``.
"""

from __future__ import annotations

import ast

__all__ = [
    "empty_set_lists",
    "map_reads",
    "shadowed_builtins",
    "tuple_returns",
]


# -- containers written the mathematical way ----------------------------------------------------


def tuple_returns(python: str) -> tuple[str, bool]:
    """``return (i, j)`` where the question returns a list: ``return [i, j]`` (a pair is a list here)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    spots = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Return)
        and isinstance(n.value, ast.Tuple)
        and n.value.lineno == n.value.end_lineno
    ]
    lines = python.split("\n")
    changed = False
    for node in sorted(spots, key=lambda v: (v.lineno, v.col_offset), reverse=True):
        encoded = lines[node.lineno - 1].encode("utf-8")
        start, end = node.col_offset, node.end_col_offset or 0
        inner = encoded[start:end]
        if inner.startswith(b"(") and inner.endswith(b")"):
            encoded = encoded[:start] + b"[" + inner[1:-1] + b"]" + encoded[end:]
        else:
            encoded = encoded[:start] + b"[" + inner + b"]" + encoded[end:]
        lines[node.lineno - 1] = encoded.decode("utf-8")
        changed = True
    return "\n".join(lines), changed


def empty_set_lists(python: str) -> tuple[str, bool]:
    """``Q ← ∅`` then ``ENQUEUE(Q, x)``: the empty set was an empty sequence, so it becomes ``[]``."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    empties = {
        n.targets[0].id: n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign)
        and len(n.targets) == 1
        and isinstance(n.targets[0], ast.Name)
        and isinstance(n.value, ast.Call)
        and isinstance(n.value.func, ast.Name)
        and n.value.func.id == "set"
        and not n.value.args
    }
    used_as_list = {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and isinstance(n.func.value, ast.Name)
        and n.func.attr in ("append", "insert", "popleft", "extend", "sort", "reverse")
    } | {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and isinstance(n.func.value, ast.Name)
        and n.func.attr == "pop"
        and n.args
    }
    chosen = [empties[name] for name in empties if name in used_as_list]
    if not chosen:
        return python, False
    lines = python.split("\n")
    for value in sorted(chosen, key=lambda v: (v.lineno, v.col_offset), reverse=True):
        encoded = lines[value.lineno - 1].encode("utf-8")
        encoded = encoded[: value.col_offset] + b"[]" + encoded[value.end_col_offset or 0 :]
        lines[value.lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- a variable named like a builtin ----------------------------------------------------------------

_SHADOWABLE = {
    "len",
    "max",
    "min",
    "sum",
    "abs",
    "set",
    "list",
    "dict",
    "str",
    "int",
    "range",
    "sorted",
    "map",
}


def shadowed_builtins(python: str) -> tuple[str, list[str]]:
    """Rename variables called ``len``, ``max``... (pseudocode's ``len ← …`` beside ``len(s)``).

    The normaliser writes ``len(…)``, ``max(…)`` for the learner's ``s.length`` or ``Math.max``;
    a variable of the same name would break those calls, so the variable becomes ``len_``.
    Returns the Python and the names renamed.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    stored = {
        n.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id in _SHADOWABLE
    }
    if not stored:
        return python, []
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    edits: dict[int, list[int]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and n.id in stored and id(n) not in called:
            edits.setdefault(n.lineno, []).append(n.end_col_offset or 0)
    lines = python.split("\n")
    for lineno, cols in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col in sorted(set(cols), reverse=True):
            encoded = encoded[:col] + b"_" + encoded[col:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), sorted(stored)


def map_reads(python: str, maps: set[str]) -> tuple[str, bool]:
    """``count[c]`` read from a JavaScript object becomes ``count.get(c)`` (a missing key is undefined)."""
    if not maps:
        return python, False
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    edits: dict[int, list[tuple[int, int]]] = {}
    for n in ast.walk(tree):
        if (
            isinstance(n, ast.Subscript)
            and isinstance(n.ctx, ast.Load)
            and isinstance(n.value, ast.Name)
            and n.value.id in maps
            and not isinstance(n.slice, ast.Slice)
            and n.lineno == n.end_lineno
            and n.value.end_col_offset is not None
            and n.end_col_offset is not None
            and not any(isinstance(c, ast.Subscript) for c in ast.walk(n.slice))
        ):
            edits.setdefault(n.lineno, []).append((n.value.end_col_offset, n.end_col_offset - 1))
    if not edits:
        return python, False
    lines = python.split("\n")
    for lineno, spans in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end in sorted(spans, reverse=True):
            if encoded[start : start + 1] == b"[" and encoded[end : end + 1] == b"]":
                encoded = encoded[:start] + b".get(" + encoded[start + 1 : end] + b")" + encoded[end + 1 :]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True
