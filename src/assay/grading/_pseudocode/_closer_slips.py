"""A block's closing ``end`` typed as another word: ``and if`` (a phone's autocorrect), ``emd
while``, ``edn for`` (docs/pseudocode.md, "Conventions read since round 17 was opened: textbook,
Python-like, C-family").

A line that holds only such a word and a block's keyword (``if``, ``while``, ``for``, ``function``…)
can be nothing but that block's end: ``and`` never starts a step, and a line ``and if`` joins no
condition. It is read as ``end if`` only where the answer closes its blocks with ``end`` words
elsewhere (``end while``, ``end if``), so the reading follows the learner's own habit; anything
else on the line leaves it as written.
"""

from __future__ import annotations

import re

__all__ = ["closer_slips"]

_BLOCK = r"(?:if|while|for|function|procedure|loop|repeat|switch|do)"
# `and` (autocorrect), then letters a neighbouring key away or swapped
_SLIP = r"(?:and|emd|rnd|wnd|ebd|edn|ned|ens|enf)"
_SLIPPED = re.compile(
    rf"(?im)^(?P<lead>[ \t]*(?:\d+[.):]?[ \t]+)?)(?P<typed>{_SLIP})(?P<gap>[ \t]*)(?P<block>{_BLOCK})"
    r"(?P<tail>[ \t]*[;.]?[ \t]*)$"
)
_CLOSER = re.compile(rf"(?im)^[ \t]*(?:\d+[.):]?[ \t]+)?end[ \t]*{_BLOCK}[ \t]*[;.]?[ \t]*$")


def closer_slips(code: str) -> tuple[str, list[str]]:
    """``code`` with each slipped closer read as ``end <block>``, and a note for each."""
    if not _CLOSER.search(code):
        return code, []
    notes: list[str] = []

    def read(m: re.Match[str]) -> str:
        notes.append(
            f"read `{m.group('typed')} {m.group('block')}` as `end {m.group('block')}` "
            "(a closing word mistyped; docs/pseudocode.md)"
        )
        return f"{m.group('lead')}end{m.group('gap') or ' '}{m.group('block')}{m.group('tail')}"

    return _SLIPPED.sub(read, code), notes
