"""A node compared with a quoted null word: ``if node is “empty”`` (docs/pseudocode.md, "Conventions
read since round 10 was opened").

Learners put a word in quotes to mark it as a term (scare quotes): ``If node is “empty” → Return
True``, ``while cur != "null"``. Read as a string, the test compares a tree or list node with text,
which is never equal: the base case never fires and the answer crashes on ``None.val``, a failure
put on the learner. A node can only be missing there, so where the compared name is used as a node in
the same function (``name.val``, ``.left``, ``.right``, ``.next``) and never as text, ``name ==
"empty"`` is ``name is None`` (``!=`` is ``is not None``). The null words: ``empty``, ``null``,
``nil``, ``none``, ``nothing``, ``NULL``, ``NIL``. A name with no node use (a string ``s == "none"``
may hold that word) is left as written.
"""

from __future__ import annotations

import ast

__all__ = ["quoted_nulls"]

_NULL_WORDS = frozenset({"empty", "null", "nil", "none", "nothing"})
_NODE_FIELDS = frozenset({"val", "left", "right", "next"})


def _node_names(fn: ast.AST) -> set[str]:
    """Names read with a node's field in ``fn``, less those also used as text (a method of str)."""
    fields = {
        n.value.id
        for n in ast.walk(fn)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.attr in _NODE_FIELDS
    }
    texty = {
        n.value.id
        for n in ast.walk(fn)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.attr not in _NODE_FIELDS
    }
    return fields - texty


def quoted_nulls(python: str) -> tuple[str, int]:
    """``python`` with each node compared to a quoted null word tested against ``None``; how many."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, 0
    lines = python.split("\n")
    edits: list[tuple[int, int, int, str]] = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        nodes = _node_names(fn)
        for cmp in ast.walk(fn):
            if not (isinstance(cmp, ast.Compare) and len(cmp.ops) == 1 and isinstance(cmp.left, ast.Name)):
                continue
            right = cmp.comparators[0]
            if not (
                cmp.left.id in nodes
                and isinstance(right, ast.Constant)
                and isinstance(right.value, str)
                and right.value.strip().lower() in _NULL_WORDS
                and isinstance(cmp.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot))
                and cmp.lineno == cmp.end_lineno
                and cmp.end_col_offset is not None
            ):
                continue
            negated = isinstance(cmp.ops[0], (ast.NotEq, ast.IsNot))
            text = f"{cmp.left.id} is {'not ' if negated else ''}None"
            edits.append((cmp.lineno - 1, cmp.col_offset, cmp.end_col_offset, text))
    seen: set[tuple[int, int]] = set()
    # right to left on each line, so earlier columns stay where they were
    for row, start, end, text in sorted(edits, key=lambda e: (e[0], -e[1])):
        if (row, start) in seen:
            continue  # a nested function is walked twice
        seen.add((row, start))
        line = lines[row].encode("utf-8")
        lines[row] = (line[:start] + text.encode("utf-8") + line[end:]).decode("utf-8")
    return "\n".join(lines), len(seen)
