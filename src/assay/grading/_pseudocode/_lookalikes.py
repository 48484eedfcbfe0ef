"""A keyword or builtin written with a look-alike character: ``whi1e``, ``retum`` (docs/pseudocode.md).

Handwriting, a scan and OCR confuse characters that look alike: the digit ``1`` for ``l`` or ``i``,
``0`` for ``o``, ``m`` for ``rn`` and ``rn`` for ``m``. ``whi1e`` and ``retum`` name nothing, and no
reader doubts what they mean. Read narrowly, as ``_swapped`` reads two swapped letters: one
look-alike per word; only the words below; a keyword only as the first word of a line (after a
bullet), a builtin only where every use is a call; never a word the answer defines or sets as a
name (``retum = 0`` keeps its ``retum``). A word that starts with a digit (``1en``) can be no name
at all. Each reading is named in ``Normalised.notes``; anything else misspelt stays not understood.
"""

from __future__ import annotations

import re

__all__ = ["lookalike_words"]

_KEYWORDS = ("while", "return", "else", "elif", "for", "foreach", "break", "continue", "function", "repeat")
_BUILTINS = ("len", "length", "list", "min", "max", "sorted", "append", "print", "range", "sum")
_LOOKALIKES = (("l", "1"), ("i", "1"), ("o", "0"), ("rn", "m"), ("m", "rn"))


def _slips(words: tuple[str, ...]) -> dict[str, str]:
    """Every spelling of the words with one look-alike in place of its letters."""
    out: dict[str, str] = {}
    for word in words:
        for real, seen in _LOOKALIKES:
            start = word.find(real)
            while start >= 0:
                out.setdefault(word[:start] + seen + word[start + len(real) :], word)
                start = word.find(real, start + 1)
    return {typed: word for typed, word in out.items() if typed not in _KEYWORDS + _BUILTINS}


_KEYWORD_SLIPS = _slips(_KEYWORDS)
# a property read after a dot: only the spellings that start with a digit, which name no field
_PROPERTIES = {typed: word for typed, word in _slips(("length",)).items() if typed[0].isdigit()}
_PROPERTY = re.compile(rf"\.({'|'.join(_PROPERTIES)})(?!\w)", re.IGNORECASE)
_BUILTIN_SLIPS = _slips(_BUILTINS)
# the first word of a line, after its indentation and a bullet or step number
_LINE_START = r"(?m)^(\s*(?:[-*\u2022]\s+|\d+[.)]\s+)?)"


def _as_typed(word: str, typed: str) -> str:
    """The word in capitals where the learner wrote it in capitals (``RETUM`` → ``RETURN``)."""
    return word.upper() if typed.isupper() else word


def lookalike_words(text: str) -> tuple[str, list[str]]:
    """The text with each such word read as the word meant, and a note for each reading.

    ``text`` is code with the string literals hidden (see ``outside_literals``).
    """
    notes: list[str] = []
    words = set(re.findall(r"(?<![\w.])([A-Za-z0-9]\w*)", text))
    for typed in sorted(w for w in words if w.lower() in _KEYWORD_SLIPS):
        meant = _as_typed(_KEYWORD_SLIPS[typed.lower()], typed)
        uses = len(re.findall(rf"(?<![\w.]){typed}(?!\w)", text))
        first = len(re.findall(rf"{_LINE_START}{typed}(?=[\s(:;{{]|$)", text))
        if uses != first or re.search(rf"(?<![\w.]){typed}\s*(?:=|\u2190|<-|:=)(?!=)", text):
            continue
        text = re.sub(rf"{_LINE_START}{typed}(?=[\s(:;{{]|$)", rf"\g<1>{meant}", text)
        notes.append(f"read `{typed}` as `{meant}` (a look-alike letter; docs/pseudocode.md)")
    for typed in sorted(w for w in words if w.lower() in _BUILTIN_SLIPS):
        meant = _as_typed(_BUILTIN_SLIPS[typed.lower()], typed)
        uses = len(re.findall(rf"(?<![\w.]){typed}(?!\w)", text))
        calls = len(re.findall(rf"(?<![\w.]){typed}(?=\s*\()", text))
        defined = re.search(rf"\b(?:def|function|procedure|func|fn|sub|algorithm)\s+{typed}\b", text, re.I)
        if uses != calls or defined:
            continue
        text = re.sub(rf"(?<![\w.]){typed}(?=\s*\()", meant, text)
        notes.append(f"read `{typed}` as `{meant}` (a look-alike letter; docs/pseudocode.md)")
    for typed in sorted({m.group(1) for m in _PROPERTY.finditer(text)}):
        # `A.1ength`: a field that starts with a digit is no field at all
        meant = _PROPERTIES[typed.lower()]
        text = re.sub(rf"\.{typed}(?!\w)", f".{meant}", text)
        notes.append(f"read `.{typed}` as `.{meant}` (a look-alike letter; docs/pseudocode.md)")
    return text, notes
