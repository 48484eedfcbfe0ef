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


def _grid(signature: Signature) -> str | None:
    at = question_grid(signature)
    return None if at is None else signature.params[at].name


def item_loops(lines: list[SrcLine], signature: Signature) -> list[SrcLine]:
    """The lines with each such loop read as ``for each (nr, nc) in [...]`` (see the docstring)."""
    out = list(lines)
    text = "\n".join(line.code for line in lines)
    grid = _grid(signature)
    for k, line in enumerate(lines):
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
