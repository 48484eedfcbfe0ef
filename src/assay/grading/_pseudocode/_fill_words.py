"""The words that say which one value every entry of a new array or table starts at: ``filled with
0``, ``every entry 0``, ``where all cells are false`` (docs/pseudocode.md, "Assignments and
statements").

Shared by the readings of a new array given by its index range (``_range_arrays``) and of a table
given by its size (``_arrays.tables``), so both accept the same phrasings and no others.
"""

from __future__ import annotations

import re

__all__ = ["FILLS", "VALUE", "fill_value"]

_I = re.IGNORECASE
# the value every entry starts at: a number, a truth value, nothing, or infinity (signed)
VALUE = r"(?:[-\u2212]?\s*(?:\d+(?:\.\d+)?|\u221e|infinity)|zeros?|zeroes|0s|false|true|nil|null|none)"
_ENTRY = r"(?:entr(?:y|ies)|elements?|items?|cells?|values?|slots?|positions?)"
FILLS = (
    # `filled with 0`, `initialised to 0`, `of zeros`, `all 0`, `full of zeros`
    re.compile(
        rf"(?:filled\s+with|initiali[sz]ed\s+(?:to|with)|set\s+to|full\s+of|of|all(?:\s+set\s+to)?)\s+({VALUE})",
        _I,
    ),
    # `every entry 0`, `with each element set to 0`, `where all entries are 0`, `all of its cells = 0`
    re.compile(
        rf"(?:(?:with|where|and|in\s+which)\s+)?(?:every|each|all(?:\s+of\s+its|\s+the|\s+its)?)\s+{_ENTRY}\s+"
        rf"(?:(?:is|are|being)\s+(?:set\s+to\s+|equal\s+to\s+)?|set\s+to\s+|equal\s+to\s+|initiali[sz]ed\s+to\s+|"
        rf"starting\s+(?:at|as)\s+|=\s*|\u2190\s*|:=\s*)?({VALUE})",
        _I,
    ),
)


def fill_value(said: str) -> str | None:
    """The value a fill phrase (one of :data:`FILLS`, a leading comma allowed) gives, as the learner
    wrote it with the zero words made ``0``; ``None`` when the words say anything else."""
    said = re.sub(r"^,\s*", "", said.strip())
    found = next((f.fullmatch(said) for f in FILLS if f.fullmatch(said)), None)
    if found is None:
        return None
    value = found.group(1)
    return "0" if value.lower() in ("zero", "zeros", "zeroes", "0s") else value
