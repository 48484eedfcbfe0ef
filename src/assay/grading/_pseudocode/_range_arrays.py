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
from assay.grading._pseudocode._kinds import NAME, Expr, kind

__all__ = ["range_array"]

_I = re.IGNORECASE
# the value every entry starts at: a number, a truth value, nothing, or infinity (signed)
_VALUE = r"(?:[-\u2212]?\s*(?:\d+(?:\.\d+)?|\u221e|infinity)|zeros?|zeroes|0s|false|true|nil|null|none)"
_ENTRY = r"(?:entr(?:y|ies)|elements?|items?|cells?|values?|slots?|positions?)"
_FILLS = (
    # `filled with 0`, `initialised to 0`, `of zeros`, `all 0`, `full of zeros`
    re.compile(
        rf"(?:filled\s+with|initiali[sz]ed\s+(?:to|with)|set\s+to|full\s+of|of|all(?:\s+set\s+to)?)\s+({_VALUE})",
        _I,
    ),
    # `every entry 0`, `with each element set to 0`, `where all entries are 0`, `all of its cells = 0`
    re.compile(
        rf"(?:(?:with|where|and|in\s+which)\s+)?(?:every|each|all(?:\s+of\s+its|\s+the|\s+its)?)\s+{_ENTRY}\s+"
        rf"(?:(?:is|are|being)\s+(?:set\s+to\s+|equal\s+to\s+)?|set\s+to\s+|equal\s+to\s+|initiali[sz]ed\s+to\s+|"
        rf"starting\s+(?:at|as)\s+|=\s*|\u2190\s*|:=\s*)?({_VALUE})",
        _I,
    ),
)
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
        said = re.sub(r"^,\s*", "", tail)
        found = next((f.fullmatch(said) for f in _FILLS if f.fullmatch(said)), None)
        if found is None:
            return None  # words that say more than where the entries start
        said = found.group(1).lower()
        value = f" filled with {'0' if said in ('zero', 'zeros', 'zeroes', '0s') else found.group(1)}"
    return textbook_array.read(f"let {name}[{dims}] be a new array{value}", ctx, expr, cond)
