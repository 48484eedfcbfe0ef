"""An array indexed with round brackets: ``COST(I-1)`` (docs/pseudocode.md, "Conventions read since
round 10 was opened").

Fortran, BASIC, Visual Basic and MATLAB index arrays with round brackets, and textbooks written in
their habit do too: ``T := MIN(B + COST(I-1), A + COST(I-2))``. Run as written, Python calls the
list, which fails on every input: a failure put on the learner. So where the name is an array for
certain (a list or string parameter of the question, or a name the answer sets to a list literal
or a list of copies), the answer defines no function of that name, and the name is only ever
called with one argument, ``COST(e)`` is ``COST[e]``. It runs before the 1-based reading, so a
textbook's ``COST(1)`` is its first item like ``COST[1]``.

Refused (left as written, so the static checks list the line): a name the answer also defines as
a function or calls with several arguments (``COST(i, j)``: a table's item or a helper?), a
keyword argument, and any name not known to be an array.
"""

from __future__ import annotations

import ast

__all__ = ["called_arrays"]


def _made_lists(tree: ast.AST) -> set[str]:
    """Names the answer sets to a list: ``[…]``, ``[0] * n``, a comprehension."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign):
            continue
        value = node.value
        if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
            value = value.left
        if isinstance(value, (ast.List, ast.ListComp)):
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return out


def _calls(tree: ast.AST, arrays: set[str]) -> list[tuple[str, ast.Call]]:
    return [
        (n.func.id, n)
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in arrays
    ]


def called_arrays(python: str, sequences: set[str]) -> tuple[str, bool]:
    """``python`` with each one-argument call of a known array written as an index; whether any."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    defined = {
        n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }
    calls = _calls(tree, (set(sequences) | _made_lists(tree)) - defined)
    # `COST(i, j)` anywhere: a table's item or a helper's call, never guessed
    odd = {name for name, c in calls if len(c.args) != 1 or c.keywords or isinstance(c.args[0], ast.Starred)}
    lines = python.split("\n")
    changed = False
    for name, call in calls:
        if name in odd or call.lineno != call.end_lineno or call.end_col_offset is None:
            continue
        row, raw = call.lineno - 1, lines[call.lineno - 1].encode("utf-8")
        # `(` right after the name and `)` at the call's end become brackets: the line keeps its
        # length, so the other calls' columns stay right
        open_at = raw.find(b"(", call.func.end_col_offset or 0)
        close_at = call.end_col_offset - 1
        if (
            open_at < 0
            or raw[close_at : close_at + 1] != b")"
            or raw[call.func.end_col_offset or 0 : open_at].strip()
        ):
            continue
        raw = raw[:open_at] + b"[" + raw[open_at + 1 : close_at] + b"]" + raw[close_at + 1 :]
        lines[row] = raw.decode("utf-8")
        changed = True
    return "\n".join(lines), changed
