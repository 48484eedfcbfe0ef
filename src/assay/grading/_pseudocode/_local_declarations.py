"""``LOCAL N INTEGER``: a scalar declared with its type, Italian course pseudocode's way.

Course notes that teach a pseudocode of their own (the Italian "pseudocodifica" of free manuals such
as *Appunti di informatica libera*) open a procedure with its locals: ``LOCAL INIZIO INTEGER``, one a
line, the type after the name. Like Cambridge's ``DECLARE x : INTEGER`` it gives no value; the steps
set each name before they read it. So the line is a remark. Read only with a scalar type word
(``INTEGER``, ``REAL``, ``STRING``, ``BOOLEAN``, ``CHAR`` and their short forms) and names only; an array
or a table (``LOCAL A ARRAY[1..N]``) and a value (``LOCAL I INTEGER := 0``) stay listed
(docs/pseudocode.md, "Conventions read since round 15 was opened: mixed").
"""

from __future__ import annotations

import re

__all__ = ["local_declarations"]

_LOCAL = re.compile(
    r"^(?P<indent>\s*)(?P<decl>LOCAL\s+[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:?\s+"
    r"(?:INTEGER|INT|REAL|FLOAT|STRING|BOOLEAN|BOOL|CHAR|CHARACTER))(?P<rest>\s*(?://|#).*)?$",
    re.IGNORECASE,
)


def local_declarations(lines: list[str]) -> bool:
    """Comment out each ``LOCAL name TYPE`` line; ``lines`` is changed in place."""
    changed = False
    for k, line in enumerate(lines):
        m = _LOCAL.match(line)
        if m is None or not m.group("decl").split()[0].isupper():
            continue  # `LOCAL` in capitals, as the notes write their keywords (`local x` is Lua's)
        lines[k] = f"{m.group('indent')}# {m.group('decl')}"
        changed = True
    return changed
