"""A function the translation left inside the answer's method and nothing calls (docs/pseudocode.md,
"Lines not understood").

When lines above a learner's own header are read as the procedure's header (a box ``Algorithm:
Name`` / ``Input: s`` above ``function name(s)``), the learner's whole function ends up nested in the
method, defined and never called: the method gives back ``None`` on every input. The learner wrote a
complete function; the failure is where we put it, so it is a doubt on the header's line, not a grade.
"""

from __future__ import annotations

import ast

__all__ = ["STRANDED_HINT", "stranded_functions"]

STRANDED_HINT = (
    "this function was read as a step inside another one, so nothing calls it: the lines above it were "
    "taken for the answer's header. Put the function's header first, or mark the lines above it as "
    "comments (`#`)"
)


def _returns_a_value(method: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    pending: list[ast.AST] = list(method.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue  # a nested function's return is its own
        if isinstance(node, ast.Return) and node.value is not None:
            return True
        pending.extend(ast.iter_child_nodes(node))
    return False


def _named_outside(name: str, method: ast.AST, inner: ast.AST) -> bool:
    own = {id(n) for n in ast.walk(inner)}
    return any(isinstance(n, ast.Name) and n.id == name and id(n) not in own for n in ast.walk(method))


def stranded_functions(tree: ast.Module) -> list[tuple[int, int]]:
    """Functions nested in a ``Solution`` method that returns nothing and never calls them: the
    produced line of each, with the produced line of the method it sits in (whose source says whether
    the learner wrote that method's header, and so the helper and the bug of never calling it)."""
    found: list[tuple[int, int]] = []
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name != "Solution":
            continue
        for method in cls.body:
            if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or _returns_a_value(method):
                continue
            for inner in method.body:
                if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef) and not _named_outside(
                    inner.name, method, inner
                ):
                    found.append((inner.lineno, method.lineno))
    return found
