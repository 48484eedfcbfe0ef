"""A name typed with Shift held a letter too long: ``DUmmy.next`` for ``dummy``, ``RESult`` for
``result`` (docs/pseudocode.md, "Conventions read since round 17 was opened: textbook, Python-like,
C-family").

A learner who types keywords in capitals (``RETURN``, ``WHILE``) lets go of Shift a letter late, and
the name after it starts with two capitals. Python keeps ``DUmmy`` apart from ``dummy`` and the read
fails on every input, a failure that is the keyboard's. A name is read as the answer's own only when
it starts with two or more capitals then small letters, nothing in the answer binds it (no
assignment, parameter, loop, function or import), and exactly one name the answer binds is the same
word with only those leading letters in another case.
"""

from __future__ import annotations

import ast
import builtins
import re

__all__ = ["sticky_shift"]

_STICKY = re.compile(r"^([A-Z]{2,})([a-z][A-Za-z0-9_]*)$")


def _bound(tree: ast.AST) -> set[str]:
    """Every name the program binds anywhere."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
    return names


def sticky_shift(python: str) -> tuple[str, dict[str, str]]:
    """``python`` with each sticky-shift name read as the answer's name, and the readings."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, {}
    bound = _bound(tree)
    read: dict[str, str] = {}
    at: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Name) or node.id in bound or hasattr(builtins, node.id):
            continue
        m = _STICKY.match(node.id)
        if m is None:
            continue
        head, tail = m.group(1), m.group(2)
        meant = [
            b
            for b in bound
            if len(b) == len(node.id) and b.endswith(tail) and b[: len(head)].lower() == head.lower()
        ]
        if len(meant) == 1:
            read[node.id] = meant[0]
            at.append((node.lineno, node.col_offset, node.id))
    if not read:
        return python, {}
    # only where the names stand (a comment or a string that holds the word is left as written);
    # the offsets are in UTF-8 bytes, as ast counts them
    lines = python.split("\n")
    for lineno, col, typed in sorted(at, reverse=True):
        encoded = lines[lineno - 1].encode("utf-8")
        lines[lineno - 1] = (encoded[:col] + read[typed].encode() + encoded[col + len(typed) :]).decode(
            "utf-8"
        )
    return "\n".join(lines), read
