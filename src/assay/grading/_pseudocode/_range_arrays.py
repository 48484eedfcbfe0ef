"""A new array whose index range follows the word: ``Set P to a new array [0..n], every entry 0``
(docs/pseudocode.md, "Conventions read since round 13 was opened: textbook, C-family, Python-like").

CLRS writes ``let P[0..n] be a new array``; lecture notes and learners write the same declaration
as a value given to the name, the range after ``array``: ``P ← new array[0..n]``, ``set P to a new
array [1..n] filled with 0``, ``P := an array [0..m, 0..n] with every entry 0``. It is that
declaration, read by ``_declarations.textbook_array`` (so ``[0..n]`` keeps its index 0 and ``[1..n]``
counts from 1 as there), with the one value every entry starts at. Words after the range that say
anything else (``[0..n] of the sums``, ``[0..n] sorted``) leave the line not understood.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._declarations import textbook_array
from assay.grading._pseudocode._fill_words import fill_value
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = ["range_array"]

_ARRAY = r"(?:an?\s+)?(?:new\s+)?(?:array|table|list|vector)\s*\[([^\[\]]*\.\.[^\[\]]*)\]\s*(.*?)"


@kind(
    rf"(?:set|let|make|initiali[sz]e)\s+({NAME})\s+(?:to|be|=|equal\s+to|as)\s+{_ARRAY}",
    rf"({NAME})\s*(?:\u2190|<-|:=|=)\s*{_ARRAY}",
)
def range_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name, dims, tail = m.group(1), m.group(2), m.group(3).strip().strip(".;").strip()
    if "..." in dims:
        return None  # `[a...b]`: an interval's items, not an index range
    value = ""
    if tail:
        said = fill_value(tail)
        if said is None:
            return None  # words that say more than where the entries start
        value = f" filled with {said}"
    return textbook_array.read(f"let {name}[{dims}] be a new array{value}", ctx, expr, cond)
