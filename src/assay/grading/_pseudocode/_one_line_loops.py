"""Lua's and Ruby's one-line loop: ``for i = 1, k do s = s + a[i] end``, ``while i < n do i = i * 2 end``.

A learner who writes Lua (or Ruby, or a shell's ``do``) puts a loop of one step on one line, closed by
a bare ``end`` at the end of that line, as round 17 read the one-line ``if … then step end``
(``_one_line_ifs``; docs/pseudocode.md, "Conventions read since round 18 was opened: mixed"). The
``end`` is dropped there, leaving ``for … do step``, which the line rules read as a loop with its one
step. Only when the answer never uses ``end`` as a name (nothing sets it, no operator, bracket or
``return`` comes before it: ``hi ← end`` reads a variable), and only when a step follows ``do``
(``return``, ``break``, ``continue``, an assignment or a call) and the brackets before ``end`` are
closed.
"""

from __future__ import annotations

import re

# (the one-line `if`'s step, its test of `end` as a name and of closed brackets: one reading for both)
from assay.grading._pseudocode._one_line_ifs import _END_NAME, _STEP, _closed

__all__ = ["one_line_loops"]

_LOOP_END = re.compile(
    rf"^(?P<head>\s*(?:for|while)\b(?:(?!\b(?:do|end|then)\b).)*?\S\s+do\s+{_STEP}"
    r"(?P<step>(?:(?!\b(?:do|end|then|for|while)\b).)+?))\s+end\s*;?\s*(?P<rest>(?:#|//|--).*)?$",
    re.IGNORECASE,
)


def one_line_loops(text: str) -> str:
    """``text`` (string literals hidden) with the bare ``end`` of each one-line loop dropped."""
    if _END_NAME.search(text) is not None:
        return text
    lines = text.split("\n")
    for k, line in enumerate(lines):
        m = _LOOP_END.match(line)
        if m is not None and _closed(m.group("head")):
            rest = f"  {m.group('rest')}" if m.group("rest") else ""
            lines[k] = f"{m.group('head')}{rest}"
    return "\n".join(lines)
