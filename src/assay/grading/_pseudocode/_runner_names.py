"""Two runners named by what they are: ``two runners, the slow one and the fast one`` (docs/pseudocode.md,
"Conventions read since round 17 was opened: English").

A learner who tells two pointers apart by an adjective (``the slow one`` and ``the fast one``, ``the
left one`` and ``the right one``) goes on calling them so: ``the fast one moves two steps``. The
adjective is the name. Read narrowly: only when one line introduces both as two runners, pointers,
walkers, markers, cursors or indices (``Two runners on the list, the slow one and the fast one, …``),
only when neither adjective is a word the answer uses alone (it could be a name of its own), and
only ``the <adjective> one`` (never ``the slow runner`` or ``slow one`` said otherwise).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["runner_names"]

_I = re.IGNORECASE
_INTRODUCED = re.compile(
    r"\b(?:two|2)\s+(?:runners|pointers|walkers|markers|cursors|indices|indexes|fingers)\b[^.;]*?"
    r"\bthe\s+([a-z]+)\s+one\s*,?\s+and\s+the\s+([a-z]+)\s+one\b",
    _I,
)


def runner_names(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with ``the <adjective> one`` written as the adjective (see the module's docstring)."""
    found = next((m for line in lines if line.code for m in [_INTRODUCED.search(line.code)] if m), None)
    if found is None:
        return lines
    names = {found.group(1).lower(), found.group(2).lower()}
    if len(names) != 2:
        return lines
    text = "\n".join(line.code for line in lines)
    alone = re.sub(rf"\bthe\s+(?:{'|'.join(names)})\s+one\b", " ", text, flags=_I)
    if any(re.search(rf"(?<![\w.]){n}(?![\w])", alone, _I) for n in names):
        return lines  # the word stands alone somewhere: it may be a name of the learner's own
    one = re.compile(rf"\bthe\s+({'|'.join(names)})\s+one\b", _I)
    return [
        SrcLine(
            line.indent,
            one.sub(lambda m: m.group(1).lower(), line.code),
            line.strings,
            line.comment,
            line.lineno,
            line.header,
        )
        if line.code
        else line
        for line in lines
    ]
