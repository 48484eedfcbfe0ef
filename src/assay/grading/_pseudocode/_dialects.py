"""Which language each line of a mixed answer is written in, for the operators the two read apart.

C and Java divide two integers to an integer; Python's ``/`` gives a real number, and C's ``%`` (and
JavaScript's) takes the dividend's sign where Python's takes the divisor's. One ``;`` or one ``{``
somewhere does not make ``mid = (lo + hi) / 2`` under a ``while lo <= hi:`` a line of C, so the
reading is decided line by line (docs/pseudocode.md, "Mixed"): by the line's own marks (a closing
``;``, a brace, a C ``for (``, a typed declaration; a header's ``:``, ``elif``, ``range(``,
``True``), else by the braces around it, else by the lines of its block and then of the blocks
around it. A line that no mark decides, or whose block holds marks of both, is neither: its ``/``
and ``%`` are not guessed. A ``;`` between two steps is no mark: Python separates steps with it too,
and ``a = 1; b = a / 2`` with no closing ``;`` is not even C. Nor is ``k++`` / ``--n``: pseudocode and
Python-like answers write it too (docs/pseudocode.md, rule ``increment``), and their ``/`` is Python's.
"""

from __future__ import annotations

import re
from enum import Enum

from assay.grading._pseudocode._literals import outside_literals

__all__ = ["Dialect", "c_marked_lines", "line_dialects"]


class Dialect(Enum):
    """How a line's ``/`` reads."""

    C = "c"
    PYTHON = "python"
    UNSURE = "unsure"


_C_MARK = re.compile(
    r"[;{}]\s*$|^\s*}|\bfor\s*\(|"
    r"^\s*(?:(?:const|static|final|unsigned)\s+)*(?:int|long|short|double|float|char|bool|boolean|String|"
    r"string|auto|size_t|void)\b[\s*&\[\]<>]*[A-Za-z_]"
)
_PYTHON_MARK = re.compile(r":\s*$|^\s*(?:def|elif)\b|\brange\(|\b(?:True|False|None)\b")
_COMMENT = re.compile(r"(?:^|\s)(?://|#).*$")


def c_marked_lines(text: str) -> set[int]:
    """The lines (1-based) that mark themselves as C: C's grammar, not the indentation, ends their body.

    ``for (…) s += a[i];`` with a line indented under it: C runs that line once, after the loop.
    """
    return {
        k + 1 for k, line in enumerate(_code(text)) if _C_MARK.search(line) and not _PYTHON_MARK.search(line)
    }


def _code(text: str) -> list[str]:
    return [
        _COMMENT.sub("", line).rstrip()
        for line in outside_literals(text, lambda t: re.sub("\ue000\\d+\ue001", '""', t)).split("\n")
    ]


def line_dialects(text: str) -> dict[int, Dialect]:
    """The reading of each non-empty line of ``text`` (1-based line numbers), as the module says."""
    code = _code(text)
    own: dict[int, Dialect] = {}
    braced: set[int] = set()
    depth = 0
    for k, line in enumerate(code):
        if depth > 0 and line.strip():
            braced.add(k)
        depth = max(0, depth + line.count("{") - line.count("}"))
        c, py = _C_MARK.search(line) is not None, _PYTHON_MARK.search(line) is not None
        if c != py:
            own[k] = Dialect.C if c else Dialect.PYTHON
    indents = [len(line) - len(line.lstrip()) if line.strip() else -1 for line in code]
    out: dict[int, Dialect] = {}
    for k, line in enumerate(code):
        if not line.strip():
            continue
        if k in own:
            out[k + 1] = own[k]
        elif k in braced:
            out[k + 1] = Dialect.C
        else:
            out[k + 1] = _by_blocks(k, indents, own)
    return out


def _by_blocks(k: int, indents: list[int], own: dict[int, Dialect]) -> Dialect:
    """The marks of ``k``'s block (its siblings and its header), then of the blocks around it."""
    at = k
    while at >= 0:
        width = indents[at]
        start = at
        while start > 0 and (indents[start - 1] == -1 or indents[start - 1] >= width):
            start -= 1
        end = at
        while end + 1 < len(indents) and (indents[end + 1] == -1 or indents[end + 1] >= width):
            end += 1
        header = start - 1 if start > 0 else None
        members = [j for j in range(start, end + 1) if indents[j] == width]
        if header is not None:
            members.append(header)
        marks = {own[j] for j in members if j in own}
        if len(marks) == 1:
            return marks.pop()
        if marks:
            return Dialect.UNSURE  # C and Python side by side in one block
        if header is None:
            return Dialect.UNSURE
        at = header
    return Dialect.UNSURE
