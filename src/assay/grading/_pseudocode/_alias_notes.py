"""A note that says which input a short name stands for: ``-- (a = nums)``, ``# a is nums``.

A learner who writes the steps with a short name of their own for the question's input (``a[i]`` for
``nums``) says so in a comment line of its own, ``-- (a = nums)`` or ``// a = nums``, instead of a
header that would map it (docs/pseudocode.md, "Conventions read since round 18 was opened: mixed").
Read as a comment the note was dropped, and every use of the name failed as never given a value. Such
a note becomes the step ``a = nums`` where it stands, only when its right side is one of the
question's inputs, its left side is no input, and nothing else in the answer gives the name a value
(no assignment, no loop over it, no header or ``local`` that declares it). A note that says more
(``-- a = nums sorted``) or names no input stays a comment.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Collection

__all__ = ["alias_notes", "input_aliases"]

_NOTE = re.compile(
    r"^(?P<i>[ \t]*)(?:--|#|//)[ \t]*(?P<open>\()?[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*(?:=|\bis\b|\bmeans\b)"
    r"[ \t]*(?P<input>[A-Za-z_]\w*)[ \t]*(?(open)\))[ \t]*$",
    re.IGNORECASE,
)


_HEADER = re.compile(
    r"^\s*(?:(?:def|function|procedure|func|sub|fn)\s+)?[A-Za-z_][\w-]*\s*\((?P<params>[^()]*)\)\s*:?\s*$",
    re.IGNORECASE | re.MULTILINE,
)


def _bound(name: str, code: str) -> bool:
    """Whether ``code`` gives ``name`` a value anywhere: an assignment, a loop, a declaration, or a
    line alone that could be a header listing it (``build(a, k)``; a call alone counts too, which
    only leaves the note a comment)."""
    n = re.escape(name)
    if re.search(rf"(?<![\w.]){n}\s*(?:\[[^\]\n]*\]\s*)?(?:=(?!=)|:=|\u2190|<-(?=\s)|\+=|-=)", code):
        return True
    if re.search(rf"\b(?:for|local|let|var|dim|each)\s+(?:\w+\s*,\s*)*{n}\b", code, re.IGNORECASE):
        return True
    return any(re.search(rf"(?<![\w.]){n}\b", m.group("params")) for m in _HEADER.finditer(code))


def alias_notes(code: str, params: Collection[str]) -> str:
    """``code`` with each note ``-- (a = nums)`` read as the step ``a = nums`` (see the module)."""
    lines = code.split("\n")
    for k, line in enumerate(lines):
        m = _NOTE.match(line)
        if m is None or m.group("input") not in params or m.group("name") in params:
            continue
        rest = "\n".join(lines[:k] + lines[k + 1 :])
        if re.search(rf"(?<![\w.]){re.escape(m.group('name'))}\b", rest) is None or _bound(
            m.group("name"), rest
        ):
            continue
        lines[k] = f"{m.group('i')}{m.group('name')} = {m.group('input')}"
    return "\n".join(lines)


def input_aliases(tree: ast.AST, seqs: Collection[str]) -> set[str]:
    """The names the answer makes a second name of an input sequence (``a = nums``): the same array,
    so an answer that counts from 1 counts from 1 in it too (``_one_based``)."""
    return {
        node.targets[0].id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Name)
        and node.value.id in seqs
    }
