"""A Q&A asker's framing around the steps: ``Hi, could somebody have a look over this?`` above them,
``Thanks in advance`` below them.

(docs/pseudocode.md, "Conventions read since round 18 was opened: English".) Learners who post their
pseudocode on a forum for feedback, and then paste the same text as their answer, frame it the way
a post is framed: a greeting, a request for a review, what the post is (``This is my go at the
anagram one``) at the top, and thanks at the bottom. None of it is a step, so those lines are
comments:

- at the top, before the first step, a line that opens with a greeting (``Hi``, ``Hello``, ``Hey``,
  ``Dear all``, then a comma, a bracket, ``!``, ``.`` or the line's end), a request for a review
  (``could someone check …``, ``can anybody have a look …``, ``please tell me if …``, ``I was
  wondering if …``) or what the post holds (``This is my go / attempt / try at …``, ``Here is my
  attempt …``);
- anywhere, a line of thanks (``Thanks``, ``Thank you in advance``, ``Many thanks``, ``Cheers``);

and only when the line holds no code (no ``=``, ``←``, ``:=``, square or curly bracket): ``hi =
mid - 1`` is a step, and a line like ``Hi, set lo to 0`` would still be read as the greeting it opens
with, so only whole lines that say nothing but the framing are read (a request or greeting followed
by a step on the same line is left as written, and listed).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["forum_framing"]

_I = re.IGNORECASE
_GREETING = (
    r"(?:hi|hello|hey|hiya|dear\s+(?:all|everyone|friends))(?:\s+(?:there|all|everyone|guys|folks))?"
    r"(?=\s*(?:[,!.(]|$))"
)
_REQUEST = (
    r"(?:(?:could|can|would|will)\s+(?:someone|somebody|anyone|anybody|you(?:\s+(?:guys|all))?)\s+(?:please\s+)?"
    r"(?:check|look|have\s+a\s+look|take\s+a\s+look|review|help|tell|go\s+over|read)"
    r"|please\s+(?:check|review|have\s+a\s+look|take\s+a\s+look|tell\s+me|let\s+me\s+know|look)"
    r"|i\s+(?:was|am|'m)\s+wondering\s+if)\b"
)
_POST = r"(?:this\s+is|here\s+is|here's)\s+my\s+(?:go|attempt|try|take|version|solution|pseudocode|logic)\b"
_OPENING = re.compile(rf"^(?:{_GREETING}|{_REQUEST}|{_POST})", _I)
_THANKS = re.compile(
    r"^(?:thanks|thank\s+you|thx|ty|many\s+thanks|cheers)\b(?:\s+(?:a\s+lot|so\s+much|in\s+advance|for\s+"
    r"(?:your|any|the)\s+(?:help|time|feedback|comments?)|again|all|everyone))*\s*[.!]*$",
    _I,
)
_CODE = re.compile(r"[=\u2190\[\]{}]|:=")


def _framing(code: str, top: bool) -> bool:
    if _CODE.search(code):
        return False
    return bool(_THANKS.match(code)) or (top and _OPENING.match(code) is not None)


def forum_framing(lines: list[SrcLine]) -> list[SrcLine]:
    """The lines with an asker's greeting, request and thanks made comments (see the docstring)."""
    out: list[SrcLine] = []
    top = True  # no step yet: only comments and framing above
    for line in lines:
        if not line.code:
            out.append(line)
            continue
        if _framing(line.code, top) and not line.strings:
            comment = f"{line.code}; {line.comment}" if line.comment else line.code
            out.append(SrcLine(line.indent, "", line.strings, comment, line.lineno, line.header))
            continue
        top = False
        out.append(line)
    return out
