"""C-family keywords and types written in capitals: ``PUBLIC INT f(CHAR[][] g) {`` (docs/pseudocode.md).

Some learners (and some keyboards held in caps lock) write every keyword of Java or C in capitals:
``FOR (INT r = 0; r < rows; r++) {``, ``IF (…) {``, ``NEW INT[]{r, c}``, ``RETURN count;``. No
grammar reads ``FOR`` as ``for``, so the real parser refused the answer, and the line rules, which
read ``IF``/``FOR`` in any case, do not know Java's ``NEW INT[]{…}`` or typed declarations. The
C-family front end is therefore also offered the text with those words in small letters.

Read narrowly: only the words below (keywords and primitive types, none a name a C-family program
could bind, since a keyword cannot be a name and these spellings are the keywords'), only whole
words in capitals, never inside a string or a character literal, and only when the text is C-family
code (a line ends with ``{`` or ``;``) that writes two different keywords so. ``NULL`` is C's own
spelling and stays; ``String`` and class names keep their case.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._literals import outside_literals

__all__ = ["keywords_lowered", "line_capitals_lowered"]

_WORDS = (
    "PUBLIC",
    "PRIVATE",
    "PROTECTED",
    "STATIC",
    "FINAL",
    "CONST",
    "VOID",
    "INT",
    "LONG",
    "SHORT",
    "CHAR",
    "BOOLEAN",
    "BOOL",
    "DOUBLE",
    "FLOAT",
    "FOR",
    "IF",
    "ELSE",
    "WHILE",
    "DO",
    "NEW",
    "RETURN",
    "BREAK",
    "CONTINUE",
    "TRUE",
    "FALSE",
    "VAR",
    "LET",
    "FUNCTION",
    "OF",
)
_WORD = re.compile(rf"(?<![\w.])({'|'.join(_WORDS)})(?![\w])")
_C_SHAPE = re.compile(r"[{;]\s*(?://.*)?$", re.M)


def keywords_lowered(text: str) -> str:
    """The text with C-family keywords written in capitals in small letters; else the text itself."""
    if not _C_SHAPE.search(text):
        return text
    found: set[str] = set()

    def collect(code: str) -> str:
        found.update(_WORD.findall(code))
        return code

    outside_literals(text, collect)
    if len(found) < 2:
        return text
    return outside_literals(text, lambda code: _WORD.sub(lambda m: m.group(1).lower(), code))


# the same keywords as a phone capitalises the first word of a line: `Int best = 0;`, `While (…) {`
_LINE_FIRST = re.compile(rf"^([ \t]*)({'|'.join(w.title() for w in _WORDS)})(?![\w])", re.M)


def line_capitals_lowered(text: str) -> str:
    """The text with keywords a phone capitalised first on their line (``If (…) best = x;``,
    ``Return best;``) in small letters; else the text itself.

    Only first on a line (where a phone capitalises), only C-family code, and only when two
    different keywords are written so: one ``Int`` could be a type of the learner's own.
    """
    if not _C_SHAPE.search(text):
        return text
    found: set[str] = set()

    def collect(code: str) -> str:
        found.update(m.group(2) for m in _LINE_FIRST.finditer(code))
        return code

    outside_literals(text, collect)
    if len(found) < 2:
        return text
    return outside_literals(
        text, lambda code: _LINE_FIRST.sub(lambda m: m.group(1) + m.group(2).lower(), code)
    )
