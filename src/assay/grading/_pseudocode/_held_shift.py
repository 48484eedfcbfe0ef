"""A word whose second letter caught the Shift key too: ``the LEft child``, ``THat is the best``
(docs/pseudocode.md, "Conventions read since round 17 was opened: English").

A learner who holds Shift a moment too long types two capitals where one was meant. ``TRue`` and
``FAlse`` are read as literals already (``_expr``); this reads the same slip on the words the English
rules key on (``left``, ``right``, ``that``, ``then``, ``return``, …), which otherwise name nothing.

Read narrowly: only two capitals then two or more small letters (``LEft``, not ``LEFT`` or ``Left``),
only the words below, and never a spelling the answer assigns (``THen = 0`` is the learner's name).
First on its line the word keeps one capital (``THat`` → ``That``), elsewhere it is written small.
"""

from __future__ import annotations

import re

__all__ = ["held_shift"]

_WORDS = frozenset(
    {
        "left",
        "right",
        "next",
        "that",
        "this",
        "then",
        "the",
        "there",
        "these",
        "those",
        "when",
        "while",
        "where",
        "with",
        "return",
        "returns",
        "else",
        "each",
        "every",
        "end",
        "and",
        "not",
        "for",
        "from",
        "until",
        "step",
        "steps",
        "node",
        "child",
        "children",
        "bigger",
        "smaller",
        "larger",
        "length",
        "empty",
        "stack",
        "queue",
        "push",
        "pop",
        "first",
        "last",
        "middle",
    }
)
_HELD = re.compile(r"(?<![\w.])([A-Z])([A-Z])([a-z]{2,})(?![\w(])")


def held_shift(code: str) -> tuple[str, list[str]]:
    """``code`` with each such word read, and a note for each reading."""
    notes: list[str] = []

    def read(m: re.Match[str]) -> str:
        word = m.group(0)
        if word.lower() not in _WORDS or re.search(rf"(?<![\w.]){word}\s*(?:=(?!=)|:=|\u2190)", code):
            return word
        start = code.rfind("\n", 0, m.start()) + 1
        first = code[start : m.start()].strip(" \t-*0123456789.)") == ""
        fixed = word[0] + word[1:].lower() if first else word.lower()
        notes.append(f"`{word}` read as `{fixed}` (Shift held a letter too long)")
        return fixed

    return _HELD.sub(read, code), notes
