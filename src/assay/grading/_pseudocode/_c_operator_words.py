"""An arithmetic operator said as a word inside C-family code: ``merged.size() minus 1``
(docs/pseudocode.md, "Conventions read since round 13 was opened: textbook, C-family, Python-like").

Learners who think (or dictate) in words write ``plus``, ``minus``, ``times`` and ``mod`` between
two operands even inside Java or C; the line rules read these words already, but a real parser
refuses the whole text for one of them. No C-family grammar puts a name between two operands, so
where the word stands there (after a name, a number or a closing bracket, before an operand) it can
only be the operator. The front end is offered the text with these words as their symbols, never
inside a string or character literal or a remark, and only when it then reads the text whole.
"""

from __future__ import annotations

import re

__all__ = ["operator_words"]

_OPERATORS = {"plus": "+", "minus": "-", "times": "*", "mod": "%"}
_WORD = re.compile(r"(?<=[\w)\]])\s+(plus|minus|times|mod)\s+(?=[\w(]|-\s*\w)", re.IGNORECASE)
_KEYWORDS = frozenset(
    {
        *("return", "new", "case", "throw", "yield", "await", "typeof", "in", "of", "else", "do"),
        *("int", "long", "short", "char", "double", "float", "bool", "boolean", "var", "let", "const"),
        *("auto", "void", "String", "unsigned", "signed", "final", "static"),
    }
)
# what a word is never read in: a string or character literal, or a remark to the line's end
_SKIPPED = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|//[^\n]*|/\*.*?\*/", re.DOTALL)


def _as_symbol(m: re.Match[str]) -> str:
    before = re.search(r"(\w+)$", m.string[: m.start()])
    if before and before.group(1) in _KEYWORDS:
        return m.group(0)  # `return minus(a)`, `int times = …`: a keyword is no operand
    return f" {_OPERATORS[m.group(1).lower()]} "


def operator_words(text: str) -> str:
    """The text with each operator word between two operands written as its symbol."""
    out: list[str] = []
    pos = 0
    for skipped in _SKIPPED.finditer(text):
        out.append(_WORD.sub(_as_symbol, text[pos : skipped.start()]))
        out.append(skipped.group(0))
        pos = skipped.end()
    out.append(_WORD.sub(_as_symbol, text[pos:]))
    return "".join(out)
