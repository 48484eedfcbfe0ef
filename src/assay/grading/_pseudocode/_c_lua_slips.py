"""Lua's length ``#s`` and not-equal ``~=`` typed inside C-family code: ``while (i < #text)``,
``while (a ~= null && b != null)`` (docs/pseudocode.md, "Conventions read since round 18 was opened:
textbook, Python-like, C-family").

Learners who met programming in Lua (a game's scripts, a calculator) keep its two operators when
they write JavaScript, Java or C. No grammar of those languages has either where an operand is due
(``#`` starts a preprocessor line in C, a private name after a dot in JavaScript) or ``~=`` at all,
so a real parser refused the whole text for one of them, and the line rules read the answer without
the parser's closures and types. The C-family front end is offered the text with each such ``#name``
as ``name.length`` and each ``~=`` as ``!=``, never inside a string or character literal or a remark.
"""

from __future__ import annotations

import re

__all__ = ["lua_slips"]

_C_SHAPE = re.compile(r"[{;]\s*(?://.*)?$", re.M)
# what is never read: a string or character literal, or a remark
_SKIPPED = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|`[^`]*`|//[^\n]*|/\*.*?\*/", re.DOTALL)
# `#text` glued to a name where an operand is due: after an operator, an open bracket, a comma or
# `return`; never first on its line (`#include`), after a dot (`this.#size`) or before a call or index
_LENGTH = re.compile(
    r"(?:(?<=[=(\[,+\-*/%<>!&|?:])|(?<=\breturn\s))(\s*)#([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?![\w.(\[#])"
)


def lua_slips(text: str) -> str:
    """The text with Lua's ``#name`` and ``~=`` of C-family code read as C's; else the text itself."""
    if ("#" not in text and "~=" not in text) or not _C_SHAPE.search(text):
        return text
    out: list[str] = []
    pos = 0
    for skipped in _SKIPPED.finditer(text):
        out.append(_read(text[pos : skipped.start()]))
        out.append(skipped.group(0))
        pos = skipped.end()
    out.append(_read(text[pos:]))
    return "".join(out)


def _read(code: str) -> str:
    return _LENGTH.sub(r"\1\2.length", code).replace("~=", "!=")
