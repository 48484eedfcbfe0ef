"""A builtin's name typed with two neighbouring letters swapped: ``lenght(cur)`` (docs/pseudocode.md).

Phones and fast typing swap two letters; ``lenght`` names nothing, and no reader doubts it means
``length``. Read narrowly, so nothing is guessed: only a swap of two neighbouring letters (no letter
added, dropped or changed), only of the words below (five letters or more, none a swap of another),
only where every use is a call (``lenght(…)``, ``.appned(…)``, a textbook's ``STACK-EMTPY(S)``) or
a member read after a dot (``T.lenght``: a member, never a variable of the answer's), and the answer
never defines the name itself. The letters keep the case they were typed in (``Lenght`` is read as
``Length``, ``EMTPY`` as ``EMPTY``). Each reading is named in ``Normalised.notes``. A misspelt
variable still reads as a name never set, and is reported as not understood.

Since round 16 (docs/pseudocode.md, "Conventions read since round 16 was opened: mixed") two more
places are read the same narrow way: ``lenght of nums``, the spoken ``length of`` (a use before
``of`` counts as a read), and a keyword of five letters or more (``retrun mid``, ``whiel``) where a
keyword stands, as ``_lookalikes`` reads ``retum``: first on a line, or as a one-line ``if``'s step.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lookalikes import KEYWORDS, keywords_read

__all__ = ["swapped_letters"]

_WORDS = (
    "length",
    "append",
    "extend",
    "insert",
    "remove",
    "reverse",
    "sorted",
    "range",
    "print",
    "enumerate",
    "empty",  # a textbook's `STACK-EMPTY(S)` / `QUEUE-EMPTY(Q)`, its last word typed `EMTPY`
)
_SWAPS = {
    w[:k] + w[k + 1] + w[k] + w[k + 2 :]: w for w in _WORDS for k in range(len(w) - 1) if w[k] != w[k + 1]
}
# a keyword's swaps: none of them is a word of its own (`for` is left out, `fro` is one)
_KEYWORD_SWAPS = {
    w[:k] + w[k + 1] + w[k] + w[k + 2 :]: w
    for w in KEYWORDS
    if len(w) >= 5
    for k in range(len(w) - 1)
    if w[k] != w[k + 1]
}
# the words a use may name before `of`, as the spoken phrase does (`lenght of nums`)
_BEFORE_OF = ("length",)
_NAME = re.compile(r"(?<![\w])([A-Za-z]{5,})(?=\s*\()|(?<=\.)([A-Za-z]{5,})(?!\w)")
_DEFINED = (
    r"(?:def|function|procedure|func|fn|sub|algorithm|define)\s+{}\b|"
    r"^[ \t]*{}\s*\([^()]*\)\s*[:{{]?\s*$"
)


def swapped_letters(text: str) -> tuple[str, list[str]]:
    """The text with each such name read as the word meant, and a note for each reading.

    ``text`` is code with the string literals hidden (see ``outside_literals``).
    """
    text, notes = keywords_read(text, _KEYWORD_SWAPS, "two letters swapped")
    before_of = (m.group(1) for m in re.finditer(r"(?<![\w.])([A-Za-z]{5,})(?=\s+of\s)", text))
    found = {m.group(1) or m.group(2) for m in _NAME.finditer(text)} | set(before_of)
    for typed in sorted(found):
        meant = _SWAPS.get(typed.lower())
        if meant is None or typed.lower() in _WORDS:
            continue
        meant = _in_case_of(typed, meant)
        uses = len(re.findall(rf"(?<![\w]){typed}(?!\w)", text))
        read = rf"(?<![\w]){typed}(?=\s*\()|(?<=\.){typed}(?!\w)"  # a call, or a member after a dot
        if meant.lower() in _BEFORE_OF:
            read += rf"|(?<![\w.]){typed}(?=\s+of\s)"
        defined = re.search(_DEFINED.format(typed, typed), text, re.IGNORECASE | re.MULTILINE)
        if uses != len(re.findall(read, text)) or defined:
            continue
        text = re.sub(read, meant, text)
        notes.append(f"read `{typed}` as `{meant}` (two letters swapped; docs/pseudocode.md)")
    return text, notes


def _in_case_of(typed: str, meant: str) -> str:
    """``meant`` in the case ``typed`` was typed in: ``LENGHT`` → ``LENGTH``, ``Lenght`` → ``Length``."""
    if typed.isupper():
        return meant.upper()
    if typed[0].isupper():
        return meant[0].upper() + meant[1:]
    return meant
