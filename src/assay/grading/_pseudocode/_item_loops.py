"""A loop over pairs written out: ``for each of the four neighbours (i+1, j), (i-1, j), …``.

(docs/pseudocode.md, "English".) The pairs listed after the noun are what the loop walks; they get
two names the answer does not use (``nr, nc``), and the lines of the loop's body then mean that pair
by ``it`` (``push it on the stack``) and, when the question passes one grid, its cell by ``its
cell`` / ``that cell`` (``grid[nr][nc]``). Only pairs in brackets are read, and only when every item
is one; a body line that starts another loop or takes something out ends what "it" means.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._grids import question_grid
from assay.grading._pseudocode._lex import SrcLine
from assay.judge import Signature

__all__ = ["item_loops"]

_I = re.IGNORECASE
_PAIR = r"\([^()]+,[^()]+\)"
_LOOP = re.compile(
    r"^for\s+(?:each|every|all)\s+(?:one\s+)?of\s+(?:the\s+|its\s+|their\s+)?(?:\w+\s+)?"
    r"(?:neighbou?rs|cells|positions|directions|pairs|points|moves|spots|squares|steps)\s*:?\s*"
    rf"(?P<items>{_PAIR}(?:\s*,\s*(?:and\s+)?{_PAIR}|\s+and\s+{_PAIR})+)\s*:?$",
    _I,
)
_NAMES = (("nr", "nc"), ("ni", "nj"), ("nx", "ny"))
_ENDS = re.compile(r"^(?:for|while|take|pop|remove|pull|dequeue)\b", _I)
_IT = re.compile(r"(?<![\w.'])it(?![\w'])", _I)
_CELL = re.compile(r"(?<![\w.'])(?:its|that|this|the\s+neighbou?r'?s?)\s+cell(?![\w'])", _I)


# `for each neighbour (nx, ny) of (x, y): up, down, left and right (not diagonal)`: the four cells
# beside one, named and listed by their directions in words (docs/pseudocode.md, "Conventions read
# since round 17 was opened: English"); which axis is "up" does not matter, as all four are taken
_DIRECTIONS = r"(?:up|down|left|right|north|south|east|west|above|below)"
_BESIDE = re.compile(
    r"^for\s+(?:each|every|all)\s+(?:of\s+the\s+)?(?:four\s+|4\s+)?neighbou?rs?\s*\(\s*(?P<a>[A-Za-z_]\w*)\s*,\s*(?P<b>[A-Za-z_]\w*)\s*\)"
    r"\s+of\s+\(\s*(?P<i>[A-Za-z_]\w*)\s*,\s*(?P<j>[A-Za-z_]\w*)\s*\)\s*[:,\-\u2013]?\s*"
    rf"(?P<dirs>{_DIRECTIONS}(?:\s*,\s*{_DIRECTIONS}){{2}}\s*,?\s+and\s+{_DIRECTIONS})"
    r"\s*(?:\(\s*(?:not|no)\s+diagonal(?:s|ly)?\s*\))?\s*:?$",
    _I,
)
_FOUR = (
    {"up", "down", "left", "right"},
    {"north", "south", "east", "west"},
    {"above", "below", "left", "right"},
)


def _beside(code: str) -> str | None:
    m = _BESIDE.match(code)
    if m is None or set(re.findall(r"[a-z]+", m.group("dirs").lower())) - {"and"} not in _FOUR:
        return None
    a, b, i, j = m.group("a", "b", "i", "j")
    return f"for each ({a}, {b}) in [({i} - 1, {j}), ({i} + 1, {j}), ({i}, {j} - 1), ({i}, {j} + 1)]:"


def _grid(signature: Signature) -> str | None:
    at = question_grid(signature)
    return None if at is None else signature.params[at].name


def item_loops(lines: list[SrcLine], signature: Signature) -> list[SrcLine]:
    """The lines with each such loop read as ``for each (nr, nc) in [...]`` (see the docstring)."""
    out = list(lines)
    text = "\n".join(line.code for line in lines)
    grid = _grid(signature)
    for k, line in enumerate(lines):
        beside = _beside(line.code) if line.code else None
        if beside is not None:
            out[k] = SrcLine(line.indent, beside, line.strings, line.comment, line.lineno, line.header)
            continue
        m = _LOOP.match(line.code) if line.code else None
        if m is None:
            continue
        free = [n for n in _NAMES if not re.search(rf"\b(?:{n[0]}|{n[1]})\b", text)]
        if not free:
            continue
        a, b = free[0]
        items = re.findall(_PAIR, m.group("items"))
        out[k] = SrcLine(
            line.indent,
            f"for each ({a}, {b}) in [{', '.join(items)}]:",
            line.strings,
            line.comment,
            line.lineno,
        )
        for j in range(k + 1, len(lines)):
            later = out[j]
            if not later.code:
                continue
            if later.indent <= line.indent or _ENDS.match(later.code):
                break
            code = _CELL.sub(f"{grid}[{a}][{b}]", later.code) if grid else later.code
            code = _IT.sub(f"({a}, {b})", code)
            out[j] = SrcLine(later.indent, code, later.strings, later.comment, later.lineno, later.header)
    return out
