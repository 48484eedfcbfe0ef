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
from dataclasses import dataclass

__all__ = ["Handing", "handing"]


def _callee(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
        return func.attr
    return None


@dataclass(frozen=True)
class Handing:
    """Each name a call to the answer's own function hands it, paired with the parameter that takes it.

    Read once per answer (``_program``) and asked by both passes that count positions, the 1-based
    shift and the negative-position guard: their rewrites change subscripts, never who calls whom.
    """

    pairs: frozenset[tuple[str, str]] = frozenset()

    def arrays(self, arrays: set[str]) -> set[str]:
        """The parameters handed one of ``arrays``, through helpers that call helpers."""
        known = set(arrays)
        found: set[str] = set()
        grew = True
        while grew:
            grew = False
            for arg, param in sorted(self.pairs):
                if arg in known and param not in known:
                    known.add(param)
                    found.add(param)
                    grew = True
        return found


def handing(tree: ast.AST | str) -> Handing:
    """Who hands what to whom in ``tree`` (or in Python source; none when it does not parse)."""
    if isinstance(tree, str):
        try:
            tree = ast.parse(tree)
        except SyntaxError:
            return Handing()
    defined: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            names = [a.arg for a in node.args.args]
            defined[node.name] = names[1:] if names[:1] == ["self"] else names
    pairs: set[tuple[str, str]] = set()
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call) or _callee(call) not in defined:
            continue
        params = defined[_callee(call) or ""]
        for position, arg in enumerate(call.args[: len(params)]):
            if isinstance(arg, ast.Name):
                pairs.add((arg.id, params[position]))
    return Handing(frozenset(pairs))
