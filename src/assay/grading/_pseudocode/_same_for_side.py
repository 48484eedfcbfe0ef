"""``same for its right child`` after a step about the left one (docs/pseudocode.md, "English").

A learner who walks a tree says the step for the left child, then ``same for its right child``
(``do the same for the right child``, ``and the same with the right one``): the step before, with
the other side. The line becomes that step with ``left`` and ``right`` swapped, only when the line
right above it (at its indentation) names the one side and not the other; any other ``same for …``
(``same for j backwards``: which words change is not said) is left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["same_for_side"]

_I = re.IGNORECASE
_SAME = re.compile(
    r"^(?:and\s+)?(?:do\s+)?(?:the\s+)?same\s+(?:thing\s+)?(?:for|with)\s+(?:its|the)\s+(?P<side>left|right)"
    r"(?:\s+(?:child|one|subtree|node|side))?(?:\s+too|\s+as\s+well)?\s*\.?$",
    _I,
)


def same_for_side(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with such a ``same for …`` written as the step before it for the other side."""
    out = list(lines)
    for k, line in enumerate(lines):
        m = _SAME.match(line.code) if line.code else None
        above = next((lines[j] for j in range(k - 1, -1, -1) if lines[j].code), None)
        if m is None or above is None or above.indent != line.indent:
            continue
        side = m.group("side").lower()
        other = "left" if side == "right" else "right"
        if not re.search(rf"\b{other}\b", above.code, _I) or re.search(rf"\b{side}\b", above.code, _I):
            continue
        code = re.sub(rf"\b{other}\b", side, above.code, flags=_I)
        out[k] = SrcLine(line.indent, code, above.strings, line.comment, line.lineno, line.header)
    return out
