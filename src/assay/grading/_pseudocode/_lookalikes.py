"""A keyword or builtin written with a look-alike character: ``whi1e``, ``retum`` (docs/pseudocode.md).

Handwriting, a scan and OCR confuse characters that look alike: the digit ``1`` for ``l`` or ``i``,
``0`` for ``o``, ``m`` for ``rn`` and ``rn`` for ``m``. ``whi1e`` and ``retum`` name nothing, and no
reader doubts what they mean. Read narrowly, as ``_swapped`` reads two swapped letters: one
look-alike per word; only the words below; a keyword only as the first word of a line (after a
bullet), a builtin only where every use is a call; never a word the answer defines or sets as a
name (``retum = 0`` keeps its ``retum``). A word that starts with a digit (``1en``) can be no name
at all. Each reading is named in ``Normalised.notes``; anything else misspelt stays not understood.

A capital ``I`` for a small ``l`` (the two are one stroke in most fonts) is read the same way, but
only as a capital inside an otherwise small word (``whiIe``, ``Ien(s)``, ``A.Iength``): ``I`` at the
head of a capitalised word is a word of its own. A letter ``O`` standing for the digit ``0`` is read
only where a number is due and no name can be: every use of the bare word in the code is an operand
after an operator (``== O``, ``← O``, ``+ O``) and before the end of its expression, so the answer
never binds it (docs/pseudocode.md).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

__all__ = ["KEYWORDS", "keywords_read", "lookalike_words"]

KEYWORDS = ("while", "return", "else", "elif", "for", "foreach", "break", "continue", "function", "repeat")
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
    return {typed: word for typed, word in out.items() if typed not in KEYWORDS + _BUILTINS}


_KEYWORD_SLIPS = _slips(KEYWORDS)
# a capital `I` for a small `l`, matched as typed (letter case matters: `Ien` is no `ien`)
_CAPITAL_I = {
    word[:k] + "I" + word[k + 1 :]: word
    for word in KEYWORDS + _BUILTINS
    for k, letter in enumerate(word)
    if letter == "l"
}
# a property read after a dot: only the spellings that start with a digit, which name no field
_PROPERTIES = {typed: word for typed, word in _slips(("length",)).items() if typed[0].isdigit()}
_PROPERTY = re.compile(rf"\.({'|'.join(_PROPERTIES)})(?!\w)", re.IGNORECASE)
# `A.Iength`: the capital look-alike, as typed (a small `iength` is a misspelling, not a look-alike)
_CAPITAL_PROPERTY = re.compile(r"\.(Iength)(?!\w)")
_BUILTIN_SLIPS = _slips(_BUILTINS)
# the first word of a line, after its indentation and a bullet or step number
_LINE_START = r"(?m)^([ \t]*(?:[-*\u2022]\s+|\d+[.)]\s+)?)"


def _as_typed(word: str, typed: str) -> str:
    """The word in capitals where the learner wrote it in capitals (``RETUM`` → ``RETURN``)."""
    return word.upper() if typed.isupper() else word


def _meant(typed: str, slips: dict[str, str], words: tuple[str, ...], capitals: dict[str, str]) -> str | None:
    """The keyword or builtin a typed word stands for, or None."""
    if typed.lower() in slips:
        return _as_typed(slips[typed.lower()], typed)
    capital = capitals.get(typed)
    return capital if capital in words else None


# the letter O where a digit is due: after an operator, and closing its operand
_LETTER_O = re.compile(
    r"(?:==|!=|\u2260|<=|>=|\u2264|\u2265|<-|\u2190|:=|[-+*/%<>=])\s*(O)"
    r"(?=\s*(?:$|[)\],;:{]|==|!=|<=|>=|[-+*/%<>\u2260\u2264\u2265]|&&|\|\||(?i:then|and|or|do)\b))",
    re.MULTILINE,
)
# a remark's start, where the code of a line ends
_REMARK = re.compile(r"(?:^|\s)(?:#|//)(?:\s|$).*$", re.MULTILINE)


def _letter_o(text: str) -> tuple[str, list[str]]:
    """``indeg[i] == O``: the letter O read as the digit where every use of it is such an operand."""
    code = _REMARK.sub("", text)
    uses = len(re.findall(r"(?<![\w.])O(?!\w)", code))
    if not uses or len(_LETTER_O.findall(code)) != uses:
        return text, []
    lines = text.split("\n")
    for k, line in enumerate(lines):
        remark = _REMARK.search(line)
        cut = remark.start() if remark else len(line)
        read = _LETTER_O.sub(lambda m: m.group(0)[: m.start(1) - m.start()] + "0", line[:cut])
        lines[k] = read + line[cut:]
    note = "read the letter `O` as the digit `0` (a look-alike letter; docs/pseudocode.md)"
    return "\n".join(lines), [note]


def _between_branches(typed: str) -> re.Pattern[str]:
    """``if c then a e1se b``: ``else`` mid-line, between a one-line ``if``'s two steps."""
    return re.compile(rf"{_LINE_START}if\b[^\n]*?\b(?:then|do)\s+\S[^\n]*?\s({typed})(?=\s+\S)", re.I)


def _after_condition(typed: str) -> re.Pattern[str]:
    """``If s = "" retum 0``: ``return`` mid-line, the step of a one-line ``if`` (round 14's conventions)."""
    return re.compile(rf"{_LINE_START}if\b[^\n]*?\s({typed})(?=\s+\S)", re.I)


# the keywords a one-line step may have mid-line, and where
_MID_LINE: dict[str, Callable[[str], re.Pattern[str]]] = {
    "else": _between_branches,
    "return": _after_condition,
}


def _meant_in_place(meant: str, m: re.Match[str]) -> str:
    """The match with its look-alike word (group 2) read as the word meant."""
    return m.group(0)[: m.start(2) - m.start()] + meant


def keywords_read(
    text: str, slips: dict[str, str], why: str, capitals: dict[str, str] | None = None
) -> tuple[str, list[str]]:
    """The text with each misspelt keyword of ``slips`` read as the keyword meant where it stands as
    a keyword can (first on a line, or mid-line as a one-line ``if``'s step or ``else``) and nowhere
    else, and never where the answer sets it as a name; a note for each reading says ``why``.
    ``capitals`` are misspellings matched as typed (``whiIe``), the others in any case."""
    notes: list[str] = []
    for typed in sorted(set(re.findall(r"(?<![\w.])([A-Za-z0-9]\w*)", text))):
        meant = _meant(typed, slips, KEYWORDS, capitals or {})
        if meant is None:
            continue
        uses = len(re.findall(rf"(?<![\w.]){typed}(?!\w)", text))
        first = len(re.findall(rf"{_LINE_START}{typed}(?=[\s(:;{{]|$)", text))
        mid_line = _MID_LINE.get(meant.lower())
        between = mid_line(typed) if mid_line else None
        middle = len(between.findall(text)) if between else 0
        if uses != first + middle or re.search(rf"(?<![\w.]){typed}\s*(?:=|\u2190|<-|:=)(?!=)", text):
            continue
        text = re.sub(rf"{_LINE_START}{typed}(?=[\s(:;{{]|$)", rf"\g<1>{meant}", text)
        if between:
            text = between.sub(functools.partial(_meant_in_place, meant), text)
        notes.append(f"read `{typed}` as `{meant}` ({why}; docs/pseudocode.md)")
    return text, notes


def lookalike_words(text: str) -> tuple[str, list[str]]:
    """The text with each such word read as the word meant, and a note for each reading.

    ``text`` is code with the string literals hidden (see ``outside_literals``).
    """
    text, notes = keywords_read(text, _KEYWORD_SLIPS, "a look-alike letter", _CAPITAL_I)
    words = set(re.findall(r"(?<![\w.])([A-Za-z0-9]\w*)", text))
    for typed in sorted(words):
        meant = _meant(typed, _BUILTIN_SLIPS, _BUILTINS, _CAPITAL_I)
        if meant is None:
            continue
        uses = len(re.findall(rf"(?<![\w.]){typed}(?!\w)", text))
        calls = len(re.findall(rf"(?<![\w.]){typed}(?=\s*\()", text))
        defined = re.search(rf"\b(?:def|function|procedure|func|fn|sub|algorithm)\s+{typed}\b", text, re.I)
        if uses != calls or defined:
            continue
        text = re.sub(rf"(?<![\w.]){typed}(?=\s*\()", meant, text)
        notes.append(f"read `{typed}` as `{meant}` (a look-alike letter; docs/pseudocode.md)")
    fields = {m.group(1) for m in _PROPERTY.finditer(text)} | set(_CAPITAL_PROPERTY.findall(text))
    for typed in sorted(fields):
        # `A.1ength`: a field that starts with a digit is no field at all; `A.Iength`: a capital
        # inside a small word, set nowhere by the answer
        if re.search(rf"\.{typed}\s*(?:=|\u2190|<-|:=)(?!=)", text):
            continue
        meant = _PROPERTIES.get(typed.lower(), "length")
        text = re.sub(rf"\.{typed}(?!\w)", f".{meant}", text)
        notes.append(f"read `.{typed}` as `.{meant}` (a look-alike letter; docs/pseudocode.md)")
    text, found = _letter_o(text)
    notes.extend(found)
    return text, notes
