"""Decimal sub-step numbers in an outline: ``3.`` then ``3.1``, ``3.2``, ``3.3.1`` under it.

Q&A answers and lecture notes number the steps ``1.`` ``2.`` ``3.`` and the steps inside a step
``3.1``, ``3.2``, and deeper ``3.3.1`` (docs/pseudocode.md, "Conventions read since round 13 was
opened: mixed"). The top-level numbers are dropped by ``_clean._strip_numbering``; this drops the
decimal ones first, each replaced by spaces so that the code keeps the column it was typed at (the
indentation, not the number, says what is inside what).

Read narrowly: only where the top-level steps count ``1.`` ``2.`` ``3.`` … (at least three, in
order), and only when every decimal number is an outline's: its parent (``3.3`` of ``3.3.1``) is
the step or sub-step above it, and it counts from 1 among its siblings (``3.1``, ``3.2``…). A
number such as ``2.5`` anywhere else (a value, a version, a gap in the count) leaves every line as
written.
"""

from __future__ import annotations

import re

__all__ = ["outline_substeps"]

_TOP = re.compile(r"^\s*(\d{1,3})[.:)]\s")
_SUB = re.compile(r"^(\s*)(\d{1,3}(?:\.\d{1,3})+)\.?(\s+)(?=\S)")


def outline_substeps(lines: list[str]) -> list[str] | None:
    """``lines`` with the decimal sub-step numbers made spaces, or None when they are no outline's."""
    tops: list[int] = []
    seen: set[tuple[int, ...]] = set()
    last_child: dict[tuple[int, ...], int] = {}
    found = False
    for line in lines:
        top = _TOP.match(line)
        sub = _SUB.match(line)
        if top and not sub:
            tops.append(int(top.group(1)))
            seen.add((int(top.group(1)),))
            continue
        if sub is None:
            continue
        path = tuple(int(p) for p in sub.group(2).split("."))
        parent = path[:-1]
        if parent not in seen or path[-1] != last_child.get(parent, 0) + 1:
            return None  # `2.5 is the rate`, or a count with a gap: not an outline's number
        last_child[parent] = path[-1]
        seen.add(path)
        found = True
    if not found or len(tops) < 3 or tops != list(range(1, len(tops) + 1)):
        return None
    out: list[str] = []
    for line in lines:
        sub = _SUB.match(line)
        out.append(line if sub is None else " " * sub.end() + line[sub.end() :])
    return out
