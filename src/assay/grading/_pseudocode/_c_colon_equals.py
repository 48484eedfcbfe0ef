"""``:=`` typed for ``=`` inside Java or C code: ``int tomados := 0;``, ``cola := new LinkedList<>();``
(docs/pseudocode.md, "Conventions read since round 14 was opened: textbook, C-family, Python-like").

Learners who met assignment as ``:=`` (Pascal, textbooks, the pseudocode of their course) keep it in
Java or C. No grammar of Java, C, C++, JavaScript, TypeScript or C# has ``:=``, so a real parser
refused the whole text for it, and the line rules read the answer without its types. The C-family
front end is offered the text with each ``:=`` as ``=``, never inside a string or character literal
or a remark, and never in Go (``func``), whose ``:=`` declares a name and is read by its own reader.
"""

from __future__ import annotations

import re

__all__ = ["colon_equals"]

_GO = re.compile(r"^[ \t]*func\b|\bpackage\s+main\b", re.M)
_C_SHAPE = re.compile(r"[{;]\s*(?://.*)?$", re.M)
# what is never read: a string or character literal, or a remark
_SKIPPED = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|//[^\n]*|/\*.*?\*/", re.DOTALL)


def colon_equals(text: str) -> str:
    """The text with each ``:=`` of C-family code as ``=``; else the text itself."""
    if ":=" not in text or _GO.search(text) or not _C_SHAPE.search(text):
        return text
    out: list[str] = []
    pos = 0
    for skipped in _SKIPPED.finditer(text):
        out.append(text[pos : skipped.start()].replace(":=", "="))
        out.append(skipped.group(0))
        pos = skipped.end()
    out.append(text[pos:].replace(":=", "="))
    return "".join(out)
