"""Visual Basic's ``'`` comments with an apostrophe in their words (docs/pseudocode.md, "Mixed").

``best = x ' it's the best so far``, ``' don't reset count``: the literal finder took ``' it'`` for a
single-quoted string, so the comment was hidden from the comment rule (``_marks``) and the line was
not understood. Visual Basic has no single-quoted strings (a string is ``"…"``, a character
``"a"c``), so in an answer written in Visual Basic (a ``Dim`` declaration, an ``As Integer`` type,
``ByVal``/``ByRef`` or ``End Sub``) a ``'`` after a space or at a line's start opens a comment, read
here before the literals are found. In another style only ``'`` followed by a space does (the
comment rule's own form): a string there could never close on its line, so it is no string.

Only when the comment's words are unambiguous: every other ``'`` on the rest of the line sits
between two letters (``it's``, ``don't``). A quote that could close a string (``If c = 'a' Then``,
``s = 'abc'``, ``the learners' list``) leaves the line as it was, a string where the other rules read
one, or not understood. ``'a'`` and ``' '`` in Python or JavaScript stay strings.
"""

from __future__ import annotations

import re

__all__ = ["vb_answer", "vb_apostrophe_comments"]

_VB_MARK = re.compile(
    r"^[ \t]*Dim\s+[A-Za-z_]|\bAs\s+(?:New\s+)?"
    r"(?:Integer|Long|Short|String|Boolean|Double|Single|Decimal|Char|"
    r"Object|List|Dictionary|HashSet|Stack|Queue)\b|\b(?:ByVal|ByRef)\s+[A-Za-z_]|^[ \t]*End\s+Sub\b",
    re.MULTILINE,
)


def vb_answer(text: str) -> bool:
    """Whether ``text`` is written in Visual Basic (its declarations, types or ``End Sub``)."""
    return _VB_MARK.search(text) is not None


def vb_apostrophe_comments(text: str) -> str:
    """``text`` with each unambiguous ``'`` comment written ``# …``."""
    vb = vb_answer(text)
    return "\n".join(_line(line, vb=vb) for line in text.split("\n"))


def _line(line: str, *, vb: bool) -> str:
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted  # `""` inside a string closes and reopens it: the same effect
        elif ch == "'" and not quoted:
            if i > 0 and not line[i - 1].isspace():
                return line  # `Kadane's`: an apostrophe; a comment here would be a guess
            rest = line[i + 1 :]
            if not vb and not rest[:1].isspace():
                return line  # `'abc`: in another style a string may open here
            words = any(c.isalpha() for c in rest)
            if words and all(_between_letters(rest, k) for k, c in enumerate(rest) if c == "'"):
                return line[:i] + "# " + rest.strip()
            return line
    return line


def _between_letters(s: str, k: int) -> bool:
    return 0 < k < len(s) - 1 and s[k - 1].isalpha() and s[k + 1].isalpha()
