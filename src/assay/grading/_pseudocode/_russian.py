"""Russian control words in English-written pseudocode: ``если x > 0 то`` / ``иначе`` / ``конец если``.

Learners schooled in Russian (the school's « алгоритмический язык » and its textbooks) keep its
control words when they write pseudocode, Python or C otherwise in English: ``если … то`` for
``if … then``, ``иначе`` for ``else``, ``пока … делай`` for ``while … do``, ``конец если`` /
``конец пока`` for the block's end (docs/pseudocode.md, "Conventions read since round 15 was opened:
textbook, C-family, Python-like"). No English name is spelt in Cyrillic, so an answer that opens a
statement with one of these words reads as one: there, each becomes the English word the line rules
read, one line for one line (line numbers keep pointing into the answer). Elsewhere nothing changes.

Not read: the school language's own frame (``алг``, ``нач``/``кон``, ``нц``/``кц``, ``для i от 1 до n``)
and Russian names or prose; those lines stay as they are and are reported.
"""

from __future__ import annotations

import re

__all__ = ["russian"]

# a statement opens with one of these: at a line's start (after a listing's number), or after `;`/`{`
_OPENS = re.compile(r"(?:^|[;{])\s*(?:\d+\s+)?(?:если|пока|иначе)(?!\w)", re.M | re.I)
# longest first: `конец если` before `конец`, `иначе если` before `иначе`
_WORDS = (
    (re.compile(r"(?<!\w)конец\s+если(?!\w)", re.I), "end if"),
    (re.compile(r"(?<!\w)конец\s+пока(?!\w)", re.I), "end while"),
    (re.compile(r"(?<!\w)конец\s+(?:для|цикла)(?!\w)", re.I), "end for"),
    (re.compile(r"(?<!\w)конец(?!\w)", re.I), "end"),
    (re.compile(r"(?<!\w)иначе\s+если(?!\w)", re.I), "else if"),
    (re.compile(r"(?<!\w)если(?!\w)", re.I), "if"),
    (re.compile(r"(?<!\w)иначе(?!\w)", re.I), "else"),
    (re.compile(r"(?<!\w)то(?!\w)", re.I), "then"),
    (re.compile(r"(?<!\w)пока(?!\w)", re.I), "while"),
    (re.compile(r"(?<!\w)(?:делай|делать|выполнять)(?!\w)", re.I), "do"),
    (re.compile(r"(?<!\w)(?:вернуть|возвратить|верни)(?!\w)", re.I), "return"),
    (re.compile(r"(?<=\s)и(?=\s)", re.I), "and"),
    (re.compile(r"(?<=\s)или(?=\s)", re.I), "or"),
    (re.compile(r"(?<=\s)не(?=\s)", re.I), "not"),
)


def russian(code: str) -> str:
    """``code`` (literals hidden) with Russian control words in English; unchanged unless a
    statement opens with one (``если``, ``пока``, ``иначе``)."""
    if not _OPENS.search(code):
        return code
    for pattern, word in _WORDS:
        code = pattern.sub(word, code)
    return code
