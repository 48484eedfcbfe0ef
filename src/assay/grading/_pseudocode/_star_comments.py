"""Comments in the first column marked with ``*`` or Fortran's ``C`` (docs/pseudocode.md, "Conventions
read since round 10 was opened", and since round 11 for ``C``).

Punched-card languages (Fortran, COBOL, assembler) and the textbooks written in their habit mark a
comment with ``*`` in the first column while the steps are indented: ``** FIND FIRST K WITH T[K] >=
X`` inside a loop's body, ``*  A = CHEAPEST TO STAND ON STEP I-2`` between a procedure's header and
its indented body. A line there at the first column cannot be a step: it would close the block above
it and leave the indented lines below it orphans. So a line that starts with ``*`` or ``**`` and a
space, at the first column, with an indented step after it and, before it, an indented step or a
header, is a comment. Fortran 77 marks its comments so with a ``C`` in the first column (``C     A
HOLDS THE CHEAPEST SO FAR``), read the same way when words follow it.

Refused (left to the other rules, the bullets among them): a star line that opens or ends the
answer's steps (``* n = len(nums)`` first, ``* return total`` last), one with a plain step at the
first column before it, and any indented star line (a bullet under a step); a ``C`` before an
operator or a bracket (``C = 0``, ``C (I) := T``) is a step on a variable ``C``.
"""

from __future__ import annotations

import re

__all__ = ["star_comments"]

# Fortran 77's `C` (or `c`) in the first column, then words: `C     A HOLDS THE CHEAPEST SO FAR`.
# Never before an operator or a bracket (`C = 0`, `C (I) := T`, `c += 1` are steps on a name `C`)
# nor before a word that joins an expression (`c and d`, `C mod 2`)
_FORTRAN_C = r"[Cc][ \t]+(?![-+*/%=<>:(\[.\u2190]|(?:and|or|mod|div|xor|in|not)\b)(?=[A-Za-z0-9])"
_STAR = re.compile(rf"^(?:\*{{1,2}}[ \t]+(?=\S)|{_FORTRAN_C})")
# the line before the comments opens a block: a header (`PROCEDURE MINCOST(COST)`, `def f(x):`)
_HEADER = re.compile(
    r"^(?:procedure|function|algorithm|subroutine|def|func)\b|^[A-Za-z_][\w-]*\s*\([^()]*\)\s*(?::|\{|is|begin)?\s*$"
    r"|(?::|\{|\bthen|\bdo)\s*$",
    re.IGNORECASE,
)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def star_comments(lines: list[str]) -> bool:
    """Comment out first-column ``*`` lines inside indented steps; ``lines`` is changed in place."""
    stars = [k for k, line in enumerate(lines) if _STAR.match(line)]
    if not stars:
        return False
    steps = [k for k, line in enumerate(lines) if line.strip() and k not in stars]
    changed = False
    for k in stars:
        before = [j for j in steps if j < k]
        after = [j for j in steps if j > k]
        if not before or not after or _indent(lines[after[0]]) == 0:
            continue
        prev = lines[before[-1]]
        if _indent(prev) == 0 and not _HEADER.search(prev.strip()):
            continue  # a plain step at the first column before it: the star may be a bullet
        lines[k] = "# " + _STAR.sub("", lines[k]).rstrip()
        changed = True
    return changed
