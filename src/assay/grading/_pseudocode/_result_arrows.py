"""A step's result pointed at the name that keeps it: ``sum the first k numbers → total``
(docs/pseudocode.md, "Conventions read since round 9 was opened").

Phones and notes write a value, then an arrow, then the name it goes into. The arrow is read as
that assignment only when the name after it is a plain name the answer has not set before that
line and reads on a later one: then nothing else could give it its value. Otherwise the arrow
keeps its other readings (a note after a step, ``then`` after a condition, C's ``->``). A computing
verb first (``sum the costs``, ``add up the first k numbers``) is the value it computes (``the sum
of …``); other words stay as written, and a value the normaliser cannot read stays listed.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._lex import SrcLine

__all__ = ["result_arrows"]

_ARROW = re.compile(r"^(?P<value>.*?\S)\s+(?:->|\u2192|=>)\s+(?P<name>[A-Za-z_]\w*)\s*$")
# a line that opens a block or already assigns: its arrow is `then` or a note, never a result
_NOT_A_VALUE = re.compile(
    r"^(?:if|else|elif|elseif|while|for|foreach|until|return|def|function|case|when)\b|:=|\u2190|(?<![<>=!])=(?!=)|[:{]\s*$",
    re.IGNORECASE,
)
# a verb of computing first: the value it computes
_VERBS = (
    (re.compile(r"^(?:sum(?:\s+up)?|add\s+up|total(?:\s+up)?)\s+(?:of\s+)?", re.IGNORECASE), "the sum of "),
)


def _binds(code: str, name: str) -> bool:
    n = re.escape(name)
    return (
        re.search(
            rf"(?<![\w.])(?:{n}\s*(?:,\s*[A-Za-z_]\w*\s*)*(?:=(?!=)|\u2190|:=)|(?:for|foreach)\s+(?:each\s+)?{n}\b)",
            code,
        )
        is not None
        or re.search(rf"^(?:set|let|make|initiali[sz]e)\s+{n}\b", code, re.IGNORECASE) is not None
        or re.search(rf"\(\s*(?:[A-Za-z_]\w*\s*,\s*)*{n}\s*(?:,[^()]*)?\)\s*:?\s*$", code) is not None
    )


def result_arrows(lines: list[SrcLine], params: list[str]) -> bool:
    """Rewrite ``value → name`` as ``name = value`` where the arrow can only give ``name`` its value."""
    changed = False
    for k, line in enumerate(lines):
        m = _ARROW.match(line.code) if line.code else None
        if m is None or _NOT_A_VALUE.search(m.group("value")):
            continue
        name = m.group("name")
        if name in params or any(_binds(earlier.code, name) for earlier in lines[:k]):
            continue
        read = re.compile(rf"(?<![\w.]){re.escape(name)}(?!\w)")
        if not any(read.search(later.code) for later in lines[k + 1 :]):
            continue
        value = m.group("value")
        for verb, noun in _VERBS:
            value = verb.sub(noun, value, count=1)
        line.code = f"{name} = {value}"
        changed = True
    return changed
