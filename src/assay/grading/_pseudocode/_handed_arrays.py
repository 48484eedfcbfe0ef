"""Arrays handed to the learner's own procedures keep their counting (docs/pseudocode.md, "Counting from 1").

CLRS-style answers split the work: ``ROTATE(A, k)`` calls ``REVERSE(A, 1, n)`` three times, and
``REVERSE(B, i, j)`` swaps ``B[i]`` with ``B[j]``. The positions ``1`` and ``n`` it is handed count
from 1, so its own subscripts do too, whatever it calls the array. When the helper names it as the
caller does (``A`` and ``A``), the 1-based pass already shifts both; a helper that names it otherwise
(``B``, or ``A`` under a caller that renamed the input ``numbers_to_rotate``) was left reading
``B[n]``, one past the end: an ``IndexError`` on every test, reported as the learner's.

Read narrowly: a call by name (``REVERSE(...)`` or ``self.REVERSE(...)``) of a function the answer
itself defines, with an array as a positional argument; the function's parameter in that position
is the same array. Followed through helpers that call helpers.
"""

from __future__ import annotations

import ast

__all__ = ["handed_arrays"]


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
        return func.attr
    return None


def handed_arrays(tree: ast.AST, arrays: set[str]) -> set[str]:
    """The parameters of the answer's own functions that are handed one of ``arrays`` by a call."""
    defined: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            names = [a.arg for a in node.args.args]
            defined[node.name] = names[1:] if names[:1] == ["self"] else names
    calls = [c for c in ast.walk(tree) if isinstance(c, ast.Call) and _callee(c) in defined]
    known = set(arrays)
    found: set[str] = set()
    grew = True
    while grew:
        grew = False
        for call in calls:
            params = defined[_callee(call) or ""]
            for position, arg in enumerate(call.args[: len(params)]):
                name = params[position]
                if isinstance(arg, ast.Name) and arg.id in known and name not in known:
                    known.add(name)
                    found.add(name)
                    grew = True
    return found
