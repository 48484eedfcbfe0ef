"""What may follow a function header's parameter list: a return type, a note in words, or neither.

``function f(x): integer``, ``def f(x) -> List[int]``, ``func f(x int) (int, bool)`` and
``procedure p(var a: array of integer);`` name a type, which the normaliser drops (the question's
signature gives the types). ``function f(x): finds the largest value`` is a note in words, read as a
comment. Anything else, ``function f(x): s = 0`` or ``function f(x) = x + 1``, is a step or an
expression on the header's line: dropping it would run the answer without that step, so the
header is not read and the line is reported as not understood (docs/pseudocode.md, "Conventions
read since round 8 was opened").
"""

from __future__ import annotations

import re

__all__ = ["trailing_kind"]

_I = re.IGNORECASE
# words that begin a step, never a type or a description: such a line is a body on the header's line
_STEP_WORDS = re.compile(
    r"^(?:return|set|let|print|output|display|write|call|add|append|push|pop|insert|remove|delete|swap|"
    r"increment|decrement|increase|decrease|put|store|assign|initiali[sz]e|if|for|while|repeat|do|pass|"
    r"break|continue|yield|raise|throw|var|dim|const|new)$",
    _I,
)
_WORD = r"[A-Za-z_][\w.]*"
# one type: a name with generic arguments, array brackets, pointer marks; `array of T`, `list of T`
_SIMPLE = (
    rf"{_WORD}(?:\s*<[\w<>\[\], .?*&]*>|\s*\[[\w\[\], .]*\]|\s*\(\s*of\s+[\w, ()]+\))*(?:\s*\[\])*\s*[?*&]*"
)
_ONE = (
    rf"(?:\[[\w\[\]:, ]+\]\s*[?]?|(?:\[\]\s*)*(?:(?:array|list|set|sequence|vector)\s+of\s+)*(?:{_SIMPLE}))"
)
_NAMED = rf"(?:{_WORD}\s+)?{_ONE}"  # Go's named results: `(res int, ok bool)`
_TYPE = re.compile(
    rf"^(?:{_ONE}(?:\s*(?:\||->)\s*{_ONE})*|\(\s*(?:{_NAMED}(?:\s*,\s*{_NAMED})*)?\s*\))$",
    _I,
)
_PROSE = re.compile(r"^[A-Za-z][A-Za-z'-]*(?:[ ,]+[A-Za-z][A-Za-z'-]*)+\.?$")


def trailing_kind(text: str) -> str:
    """``"type"``, ``"note"`` or ``"step"`` for what follows a header's ``)`` (after ``:``, ``->``,
    ``returns``); ``"type"`` for nothing.

    A type's first word is never a step word (``return x``), and a note is words only (no digit,
    operator or bracket) whose first word is not a step word, so ``add up every number`` is refused
    rather than guessed to be a description.
    """
    s = text.strip().rstrip(";").strip()
    s = re.sub(r"^(?::|->|returns?\b|returning\b|as\b)\s*", "", s, flags=_I).strip()
    # Scala's and Kotlin's `def f(x: Int): Int = {`: the `=` opens the body (its `{` is already gone)
    s = re.sub(r"\s*=$", "", s).strip()
    if not s:
        return "type"
    first = re.match(r"[A-Za-z_]\w*", s)
    if first is not None and _STEP_WORDS.match(first.group(0)):
        return "step"
    # a single word or a typed shape; two bare words (`the answer`) are not a type
    if _TYPE.match(s) and (len(s.split()) == 1 or re.search(r"[<>\[\]()|?*&]|\bof\b|->", s, _I)):
        return "type"
    if _PROSE.match(s):
        return "note"
    return "step"
