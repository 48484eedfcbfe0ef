"""Shapes of a translation's Python read by its tree: a call by name, a counted loop, a length.

The no-blame checks (``_failing_readings``), the fidelity checks (``_fidelity_*``) and the
normaliser's index passes (``_indexing``) all read the translated code by its tree; a
``len(xs)`` or a ``for i in range(...)`` is recognised the same way for each.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

__all__ = ["call_args", "counted_loop", "length_of"]


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


def length_of(node: ast.AST, lengths: Mapping[str, str] | None = None) -> str | None:
    """The list whose length ``node`` is: ``A`` for ``len(A)``, or for a name ``lengths`` binds to it.

    ``lengths``: ``n`` → ``A`` for each ``n = len(A)`` the caller has seen.
    """
    if isinstance(node, ast.Name):
        return (lengths or {}).get(node.id)
    args = call_args(node, "len")
    if args is not None and len(args) == 1 and isinstance(args[0], ast.Name):
        return args[0].id
    return None
