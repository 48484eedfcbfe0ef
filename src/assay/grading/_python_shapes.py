"""Shapes of a translation's Python that the checks on it look for: a call by name, a counted loop.

The no-blame checks (``_failing_readings``) and the fidelity checks (``_fidelity_*``) both read the
translated code by its tree; a ``len(xs)`` or a ``for i in range(...)`` is recognised the same way
for both.
"""

from __future__ import annotations

import ast

__all__ = ["call_args", "counted_loop"]


def call_args(node: ast.AST, function: str) -> list[ast.expr] | None:
    """The arguments when ``node`` calls ``function`` by its bare name; ``None`` when it does not."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == function:
        return node.args
    return None


def counted_loop(loop: ast.For) -> tuple[str, list[ast.expr]] | None:
    """``(i, range's arguments)`` when ``loop`` is ``for i in range(...)``."""
    args = call_args(loop.iter, "range")
    if isinstance(loop.target, ast.Name) and args is not None:
        return loop.target.id, args
    return None
