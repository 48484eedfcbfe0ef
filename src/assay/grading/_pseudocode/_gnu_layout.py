"""C's GNU layout: a function's return type on a line of its own above its name.

The GNU coding standards (and the manuals and courses that follow them) write a definition as
``int`` on one line, ``LCS (char *X, char *Y)`` on the next and the brace below, so that the name
starts a line (docs/pseudocode.md, "Conventions read since round 15 was opened: textbook, C-family,
Python-like"). The line rules read a header only as one line, so the type is moved onto the name's
line, leaving its own line blank: line numbers keep pointing into the answer. Only a line holding a
C type and nothing else counts, and only when the next line is a call-shaped ``name (…)`` with the
body's ``{`` after it (on that line or the next): a lone ``int`` anywhere else is left to be reported.
"""

from __future__ import annotations

import re

__all__ = ["return_type_above"]

_TYPE = re.compile(
    r"^\s*((?:static\s+|const\s+|unsigned\s+|signed\s+)*"
    r"(?:int|long|short|char|bool|_Bool|void|double|float|size_t|string|std::string)(?:\s*\*+)?)\s*$"
)
_NAME = re.compile(r"^\s*[A-Za-z_]\w*\s*\([^()]*\)\s*(\{)?\s*$")


def return_type_above(lines: list[str]) -> bool:
    """Move each return type written above its function's name onto the name's line; whether any was."""
    moved = False
    for k in range(len(lines) - 1):
        typed, named = _TYPE.match(lines[k]), _NAME.match(lines[k + 1])
        if typed is None or named is None:
            continue
        after = next((line.strip() for line in lines[k + 2 :] if line.strip()), "")
        if named.group(1) is None and not after.startswith("{"):
            continue
        lines[k + 1] = f"{typed.group(1)} {lines[k + 1].strip()}"
        lines[k] = ""
        moved = True
    return moved
