"""A manual's declarations of a procedure's variables: ``LOCAL I INTEGER``, ``LOCAL R ARRAY[N] INTEGER``.

Some pseudocode manuals (the Italian « Appunti di informatica libera » among them) open a procedure
by declaring each variable with ``LOCAL``, its name and its type, an array with its size
(docs/pseudocode.md, "Conventions read since round 15 was opened: textbook, C-family, Python-like").
A scalar's declaration gives it no value, so it becomes a comment (a variable read before it is set
still fails, as the learner's program would); an array's becomes ``R ← new array[N]``, an array of
``N`` slots holding nothing yet, which the line rules read (and count from 1 where the answer does).
Several names share one type (``LOCAL I, J INTEGER``). Only a whole line of that shape is read, its
type a type's word (``INTEGER``, ``REAL``, ``BOOLEAN``, ``STRING``, ``CHAR``…), a remark after it
allowed (``LOCAL BEST INTEGER  # the longest so far``), never one with a value.
"""

from __future__ import annotations

import re

__all__ = ["local_declarations"]

_TYPES = r"(?:INTEGER|INT|REAL|FLOAT|DOUBLE|NUMBER|BOOLEAN|BOOL|STRING|CHAR|CHARACTER)"
_NAMES = r"[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*"
_LOCAL = re.compile(
    rf"^(?P<indent>[ \t]*)LOCAL\s+(?P<names>{_NAMES})\s+(?:ARRAY\s*\[(?P<size>[^\[\]]+)\]\s+(?:OF\s+)?)?"
    rf"{_TYPES}\s*;?\s*(?P<note>(?:#|//).*)?$",
    re.IGNORECASE,
)


def _line(line: str) -> str:
    m = _LOCAL.match(line)
    if m is None:
        return line
    indent, size = m.group("indent"), m.group("size")
    if size is None:
        return f"{indent}# {line.strip()}"
    names = [n.strip() for n in m.group("names").split(",")]
    note = f"  {m.group('note')}" if m.group("note") else ""
    return "; ".join(f"{n} \u2190 new array[{size.strip()}]" for n in names).join((indent, note))


def local_declarations(code: str) -> str:
    """``code`` (literals hidden) with each ``LOCAL name [ARRAY[size]] TYPE`` line read."""
    if not re.search(r"^[ \t]*LOCAL\s", code, re.IGNORECASE | re.MULTILINE):
        return code
    return "\n".join(_line(line) for line in code.split("\n"))
