"""A lone typographic bullet before one step: ``• Dummy ← new node(0), tail ← dummy``.

A notes app starts a pasted note's first line with a bullet ``•``; the learner's other lines carry
none. The normaliser reads ``•`` as the ``- `` of a list, and a single ``- `` at the start of a line
is left alone, since it may continue the line above as a subtraction. ``•`` is no operator in any
notation, so when it is the only bullet of the answer it is dropped and the step keeps the bullet's
column (docs/pseudocode.md, "Conventions read since round 15 was opened: mixed").
"""

from __future__ import annotations

import re

__all__ = ["lone_bullet"]

_BULLET = re.compile(r"^(\s*)\u2022[ \t]*(?=\S)")
# any mark that starts a list item, typographic or typed
_ANY_BULLET = re.compile(r"^\s*(?:[\u2022\u00b7\u25e6\u2023*+]|-(?!-))\s")


def lone_bullet(text: str) -> str:
    """``text`` with its one bulleted line's ``•`` dropped (unchanged when a list has several)."""
    lines = text.split("\n")
    marked = [k for k, line in enumerate(lines) if _ANY_BULLET.match(line)]
    if len(marked) != 1 or not _BULLET.match(lines[marked[0]]):
        return text
    k = marked[0]
    lines[k] = _BULLET.sub(r"\1", lines[k], count=1)
    return "\n".join(lines)
