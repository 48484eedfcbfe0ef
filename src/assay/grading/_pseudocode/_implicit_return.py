"""The result left in a variable: a method's last step returned (docs/pseudocode.md).

``answer = ok(root, -∞, ∞)`` as the last step of a method that never returns, or a value alone on
its last line (Ruby's implicit result), becomes its ``return``.
"""

from __future__ import annotations

import ast

__all__ = ["implicit_return", "is_pure_value", "solution_method"]


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
