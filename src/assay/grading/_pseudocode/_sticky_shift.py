"""A name typed with Shift held a letter too long: ``DUmmy.next`` for ``dummy``, ``RESult`` for
``result`` (docs/pseudocode.md, "Conventions read since round 17 was opened: textbook, Python-like,
C-family").

A learner who types keywords in capitals (``RETURN``, ``WHILE``) lets go of Shift a letter late, and
the name after it starts with two capitals. Python keeps ``DUmmy`` apart from ``dummy`` and the read
fails on every input, a failure that is the keyboard's. A name is read as the answer's own only when
it starts with two or more capitals then small letters, nothing in the answer binds it (no
assignment, parameter, loop, function or import), and exactly one name the answer binds is the same
word with only those leading letters in another case.

A phone's capital does the same to a container used first on a line: ``Seen[nums[i]] = i`` after
``seen = {}``, ``Res.append(x)`` after ``res = []``. ``Seen`` is read as ``seen`` when every use of it
stands first on its line as an item set or a method called, nothing binds ``Seen``, and the answer
binds ``seen`` (``_phone_capitals`` reads the capitalised name that is set, ``Res = []``).
"""

from __future__ import annotations

import ast
import builtins
import re

__all__ = ["sticky_shift"]

_STICKY = re.compile(r"^([A-Z]{2,})([a-z][A-Za-z0-9_]*)$")
_TITLE = re.compile(r"^[A-Z][a-z][a-z0-9_]*$")


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
    read.update(_line_capitals(tree, python, bound, at))
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


def _line_capitals(
    tree: ast.AST, python: str, bound: set[str], at: list[tuple[int, int, str]]
) -> dict[str, str]:
    """``Seen[nums[i]] = i`` after ``seen = {}``: a phone's capital on a container used first on its
    line (an item set, a method called), the capitalised name bound nowhere and the small one bound.
    (``phone_capitals`` reads a capitalised name that is set; this one is only used.) Each place
    goes to ``at``."""
    lines = python.split("\n")
    places: dict[str, list[tuple[int, int]]] = {}
    held: set[str] = set()  # names used as a container's value: `Seen[k]`, `Res.append(x)`
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript | ast.Attribute) and isinstance(node.value, ast.Name):
            held.add(f"{node.value.lineno}:{node.value.col_offset}")
        if isinstance(node, ast.Name) and _TITLE.match(node.id) and node.id not in bound:
            places.setdefault(node.id, []).append((node.lineno, node.col_offset))
    read: dict[str, str] = {}
    for typed, where in places.items():
        meant = typed[0].lower() + typed[1:]
        if meant not in bound or hasattr(builtins, typed):
            continue
        first = all(
            col == len(lines[n - 1]) - len(lines[n - 1].lstrip()) and f"{n}:{col}" in held for n, col in where
        )
        if first:
            read[typed] = meant
            at.extend((n, col, typed) for n, col in where)
    return read
