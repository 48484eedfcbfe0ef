"""Arrays declared before their size is known: ``DECLARE A : ARRAY[1:n] OF INTEGER`` above ``n ← LENGTH(X)``.

Exam-board pseudocode puts every ``DECLARE`` at the top of a routine: a declaration says what a name
is, not a step, so an array whose bounds name a variable is made once that variable has its value.
The declaration (already ``let A[1..n] be a new array``) moves to just after the assignment that
gives the bound its value, only where that is certain: the bound is no parameter and is not used
between the declaration and one assignment at the declaration's own depth (not in a loop or a
branch), and the array is not used before that assignment. Otherwise the lines stay as written and
the static checks refuse the answer (docs/pseudocode.md, "Conventions read since round 8 was opened").
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["sized_when_known"]

_LET = re.compile(r"^let\s+(?P<name>[A-Za-z_]\w*)\s*\[(?P<dims>[^\]]+)\]\s+be\s+a\s+new\s+\w+$")
_HEADER = re.compile(r"^(?:FUNCTION|PROCEDURE)\b(?P<rest>.*)$", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z_]\w*")


def _mentions(code: str, name: str) -> bool:
    return re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", code) is not None


def _assigns(code: str, name: str) -> bool:
    return re.match(rf"^{re.escape(name)}\s*(?:\u2190|<-)", code) is not None


def sized_when_known(lines: list[SrcLine]) -> list[SrcLine]:
    """``lines`` with each array declaration moved below the one assignment its bounds wait for."""
    out = list(lines)
    k = 0
    while k < len(out):
        m = _LET.match(out[k].code)
        target = _target(out, k, m) if m else None
        if target is not None:
            moved = out.pop(k)
            out.insert(target - 1, moved)
            continue
        k += 1
    return out


def _target(lines: list[SrcLine], k: int, m: re.Match[str]) -> int | None:
    """The position after the assignment that gives the declaration's bound its value, or ``None``."""
    header = next((line.code for line in reversed(lines[:k]) if _HEADER.match(line.code)), None)
    params = set(_WORD.findall(header.split("(", 1)[1])) if header and "(" in header else set()
    bounds = {w for w in _WORD.findall(m.group("dims")) if not w.isdigit()}
    waiting = [b for b in bounds if b not in params]
    if len(waiting) != 1:
        return None
    bound, name, depth = waiting[0], m.group("name"), lines[k].indent
    earlier = lines[:k]
    start = next((j for j in range(len(earlier) - 1, -1, -1) if _HEADER.match(earlier[j].code)), -1)
    if any(_mentions(line.code, bound) for line in earlier[start + 1 :] if not _LET.match(line.code)):
        return None  # the bound may already have its value
    for j in range(k + 1, len(lines)):
        code = lines[j].code
        if _mentions(code, name) and not _LET.match(code):
            return None
        if _mentions(code, bound):
            if lines[j].indent != depth or not _assigns(code, bound):
                return None
            rest = re.sub(r"^\S+\s*(?:\u2190|<-)", "", code)
            return None if _mentions(rest, bound) else j + 1
    return None
