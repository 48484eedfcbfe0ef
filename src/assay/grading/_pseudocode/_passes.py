"""Whole-program passes of the pseudocode normaliser over its Python (docs/pseudocode.md).

Containers written the mathematical way (``return (i, j)``, ``{}`` used as a set), variables named
like builtins, reads of missing map keys, lists used as queues, and the result left in a variable.
"""

from __future__ import annotations

import ast

__all__ = [
    "empty_set_lists",
    "implicit_return",
    "is_pure_value",
    "map_reads",
    "queues",
    "shadowed_builtins",
    "solution_method",
    "tuple_returns",
]


def _is_const(node: ast.AST, value: int) -> bool:
    return isinstance(node, ast.Constant) and node.value == value and not isinstance(node.value, bool)


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


# -- queues ----------------------------------------------------------------------------------------

_QUEUE_METHODS = {"append", "appendleft", "pop", "popleft", "extend", "insert", "clear"}


def _parents(tree: ast.AST) -> dict[int, ast.AST]:
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
    parents = _parents(tree)
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


# -- the result left in a variable ------------------------------------------------------------------


def _returns(body: list[ast.stmt]) -> bool:
    for stmt in body:
        if isinstance(stmt, ast.Return):
            return True
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue
        if any(_returns(block) for block in _blocks(stmt)):
            return True
    return False


def _blocks(stmt: ast.stmt) -> list[list[ast.stmt]]:
    found: list[list[ast.stmt]] = []
    for name in ("body", "orelse", "finalbody"):
        block = getattr(stmt, name, None)
        if isinstance(block, list):
            found.append([s for s in block if isinstance(s, ast.stmt)])
    found.extend(h.body for h in getattr(stmt, "handlers", []))
    found.extend(c.body for c in getattr(stmt, "cases", []))
    return found


# Builtins whose call only computes a value: a statement that is nothing but such a call does nothing
_PURE_CALLS = frozenset(
    {
        "abs",
        "all",
        "any",
        "bool",
        "float",
        "int",
        "len",
        "list",
        "max",
        "min",
        "round",
        "set",
        "sorted",
        "str",
        "sum",
        "tuple",
    }
)
_PURE_SHAPES = (
    ast.Name,
    ast.Compare,
    ast.BoolOp,
    ast.BinOp,
    ast.UnaryOp,
    ast.IfExp,
    ast.Attribute,
    ast.Subscript,
    ast.Tuple,
    ast.List,
)


def is_pure_value(node: ast.expr) -> bool:
    """``node`` only computes a value (``len(tails)``, ``best``, ``a + b``, ``false``): as a statement
    of its own it does nothing, so a learner who wrote it as a method's last line (Ruby's implicit
    result) meant it returned. A string alone is a docstring, not a value."""
    if isinstance(node, ast.Constant):
        return not isinstance(node.value, str) and node.value is not Ellipsis
    if isinstance(node, ast.Call):
        return (
            isinstance(node.func, ast.Name)
            and node.func.id in _PURE_CALLS
            and not node.keywords
            and all(is_pure_value(a) for a in node.args)
        )
    if isinstance(node, _PURE_SHAPES):
        return all(
            is_pure_value(child) for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr)
        )
    return False


def implicit_return(python: str, method: str, returns: str) -> tuple[str, int | None]:
    """``answer = ok(root, -∞, ∞)`` as the last step of a method that never returns: return it.

    Returns the Python and the 0-based index of the inserted line (``None``: nothing inserted; -1:
    the last line itself became the ``return``).
    """
    if returns.strip() in ("None", ""):
        return python, None
    target = solution_method(python, method)
    if target is None or not target.body:
        return python, None
    returns_somewhere = _returns(target.body)  # a nested helper's `return` is not the method's
    last = target.body[-1]
    lines = python.split("\n")
    structured = any(not isinstance(n, ast.Expr) for n in target.body)
    if structured and isinstance(last, ast.Expr) and is_pure_value(last.value):
        # Ruby's last expression is the result: `false` alone on the method's last line
        if last.lineno == last.end_lineno:
            text = lines[last.lineno - 1]
            lines[last.lineno - 1] = text[: last.col_offset] + "return " + text[last.col_offset :]
            return "\n".join(lines), -1
        return python, None
    single = isinstance(last, ast.Assign) and len(last.targets) == 1
    if returns_somewhere or not (
        single and isinstance(last, ast.Assign) and isinstance(last.targets[0], ast.Name)
    ):
        return python, None
    end = last.end_lineno or last.lineno
    lines.insert(end, " " * last.col_offset + f"return {last.targets[0].id}")
    return "\n".join(lines), end


def solution_method(python: str, method: str) -> ast.FunctionDef | None:
    """The ``method`` of the translated ``class Solution`` (``None``: not there, or not Python yet)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return None
    return next(
        (
            f
            for c in tree.body
            if isinstance(c, ast.ClassDef)
            for f in c.body
            if isinstance(f, ast.FunctionDef) and f.name == method
        ),
        None,
    )
