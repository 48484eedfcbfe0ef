"""A builtin's name typed with two neighbouring letters swapped: ``lenght(cur)`` (docs/pseudocode.md).

Phones and fast typing swap two letters; ``lenght`` names nothing, and no reader doubts it means
``length``. Read narrowly, so nothing is guessed: only a swap of two neighbouring letters (no letter
added, dropped or changed), only of the words below (five letters or more, none a swap of another),
only where every use is a call (``lenght(…)``, ``.appned(…)``, a textbook's ``STACK-EMTPY(S)``) or
a member read after a dot (``T.lenght``: a member, never a variable of the answer's), and the answer
never defines the name itself. The letters keep the case they were typed in (``Lenght`` is read as
``Length``, ``EMTPY`` as ``EMPTY``). Each reading is named in ``Normalised.notes``. A misspelt
variable still reads as a name never set, and is reported as not understood.

A keyword swapped the same way (``retrun count``, ``whiel stack``) is read only where a keyword
must stand: as the first word of every line it is on (after the indentation and a step number),
never where the answer sets or defines it as a name, as ``_lookalikes`` reads ``retum``.
"""

from __future__ import annotations

import re

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
# keywords of five letters or more, none a swap of another or of a builtin above
_KEYWORDS = ("return", "while", "until", "repeat", "break", "continue")
_KEYWORD_SWAPS = {
    w[:k] + w[k + 1] + w[k] + w[k + 2 :]: w for w in _KEYWORDS for k in range(len(w) - 1) if w[k] != w[k + 1]
}
# the first word of a line, after its indentation and a bullet or a step number (`11 retrun ans`)
_LINE_START = r"(?m)^(\s*(?:[-*\u2022]\s+|\d+[.)]?\s+)?)"
_NAME = re.compile(r"(?<![\w])([A-Za-z]{5,})(?=\s*\()|(?<=\.)([A-Za-z]{5,})(?!\w)")
_DEFINED = r"(?:def|function|procedure|func|fn|sub|algorithm|define)\s+{}\b|^\s*{}\s*\([^()]*\)\s*[:{{]?\s*$"


def swapped_letters(text: str) -> tuple[str, list[str]]:
    """The text with each such name read as the word meant, and a note for each reading.

    ``text`` is code with the string literals hidden (see ``outside_literals``).
    """
    notes: list[str] = []
    for typed in sorted({m.group(1) or m.group(2) for m in _NAME.finditer(text)}):
        meant = _SWAPS.get(typed.lower())
        if meant is None or typed.lower() in _WORDS:
            continue
        meant = _in_case_of(typed, meant)
        uses = len(re.findall(rf"(?<![\w]){typed}(?!\w)", text))
        read = rf"(?<![\w]){typed}(?=\s*\()|(?<=\.){typed}(?!\w)"  # a call, or a member after a dot
        defined = re.search(_DEFINED.format(typed, typed), text, re.IGNORECASE | re.MULTILINE)
        if uses != len(re.findall(read, text)) or defined:
            continue
        text = re.sub(read, meant, text)
        notes.append(f"read `{typed}` as `{meant}` (two letters swapped; docs/pseudocode.md)")
    return _swapped_keywords(text, notes)


def _swapped_keywords(text: str, notes: list[str]) -> tuple[str, list[str]]:
    """``retrun count``: a keyword with two letters swapped, read where it opens each line it is on."""
    for typed in sorted(set(re.findall(r"(?<![\w.])([A-Za-z]{5,})(?!\w)", text))):
        meant = _KEYWORD_SWAPS.get(typed.lower())
        if meant is None or typed.lower() in _KEYWORDS:
            continue
        uses = len(re.findall(rf"(?<![\w.]){typed}(?!\w)", text))
        first = rf"{_LINE_START}{typed}(?=[\s(:;{{]|$)"
        named = re.search(rf"(?<![\w.]){typed}\s*(?:=|\u2190|<-|:=|\()(?!=)", text)
        if uses != len(re.findall(first, text)) or named:
            continue
        meant = _in_case_of(typed, meant)
        text = re.sub(first, rf"\g<1>{meant}", text)
        notes.append(f"read `{typed}` as `{meant}` (two letters swapped; docs/pseudocode.md)")
    return text, notes


def _in_case_of(typed: str, meant: str) -> str:
    """``meant`` in the case ``typed`` was typed in: ``LENGHT`` → ``LENGTH``, ``Lenght`` → ``Length``."""
    if typed.isupper():
        return meant.upper()
    if typed[0].isupper():
        return meant[0].upper() + meant[1:]
    return meant
