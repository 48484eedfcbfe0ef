"""``ListNode dummy = new ListNode(0)ç``: a Portuguese keyboard's ``ç`` for ``;`` (docs/pseudocode.md).

On a Portuguese (and a Brazilian ABNT) keyboard the key where a US layout has ``;`` types ``ç``; a
learner used to one layout and typing on the other ends a C statement with ``ç``. No C-family
language has ``ç`` in its syntax, and no name ends in one before a line's end. Read narrowly: only a
``ç`` that ends a line's code (before its ``//`` remark), right after a bracket, a quote or a word,
and only in an answer whose other statements end with ``;``, so the reading is the answer's own
habit. The rule and a note name each reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._models import Normalised

__all__ = ["read_layout_slips"]

# a statement's end typed as `ç`: after a word, a bracket or a quote, then only blanks or a remark
_CEDILLA = re.compile(r"(?<=[\w)\]'\"])\u00e7(?=\s*(?://.*)?$)", re.MULTILINE)
_SEMICOLON_END = re.compile(r";\s*(?://.*)?$", re.MULTILINE)


def read_layout_slips(text: str, read: Callable[[str], Normalised]) -> Normalised:
    """What ``read`` makes of ``text`` with each such ``ç`` read as ``;``, the reading named."""
    slips = len(_CEDILLA.findall(text))
    if not slips or len(_SEMICOLON_END.findall(text)) < 2 * slips:
        return read(text)
    result = read(_CEDILLA.sub(";", text))
    note = f"read {slips} `ç` at a statement's end as `;` (a Portuguese keyboard's key; docs/pseudocode.md)"
    return result.model_copy(
        update={"rules_applied": [*result.rules_applied, "keyboard-layout"], "notes": [*result.notes, note]}
    )
