"""A value said in words, then as its formula after ``i.e.``: ``Let m be the integer midway between l and
r, i.e. (l+r)/2 rounded down.`` (docs/pseudocode.md, "Conventions read since round 16 was opened:
English").

Lecture slides name a value in words and then give it exactly after ``i.e.`` (``that is``,
``namely``). The formula is what the learner means the step to compute; the words before it only
describe it, and may say less (``the integer midway`` says neither which way it rounds nor how).
So the formula is the value and the words are dropped.

Read narrowly: only as the value of an assignment said as ``let x be``, ``set x to`` or ``x =``;
the words must be plain words (no figure, operator or bracket: those would be a formula of their
own, which could differ from the one after ``i.e.``), and the formula must hold an operator or a
bracket, so that ``i.e.`` introduces code and not more words (``…, i.e. the middle one``).
"""

from __future__ import annotations

import re

__all__ = ["restated_values"]

_RESTATED = re.compile(
    r"^(?P<head>\s*(?:let\s+[A-Za-z_]\w*\s+be|set\s+[A-Za-z_]\w*\s+(?:to|=)|[A-Za-z_]\w*\s*(?:=|:=|\u2190))\s+)"
    r"(?P<words>[A-Za-z][A-Za-z' ]*?)\s*,?\s+(?:i\.\s?e\.|that\s+is|namely)\s*,?\s+"
    r"(?P<value>(?=[^.]*[-+*/()%])[^,;]+?)\s*(?P<end>\.?\s*)$",
    re.IGNORECASE,
)


def restated_values(line: str) -> str:
    """``line`` with a value said in words then as a formula after ``i.e.`` reduced to the formula."""
    m = _RESTATED.match(line)
    if m is None:
        return line
    return m.group("head") + m.group("value") + m.group("end")
