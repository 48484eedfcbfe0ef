"""A plan in words above the code: a sentence and bullets, a blank line, then the program.

``Two pointers, one from each end`` / ``- start at both ends`` / ``- keep the biggest area`` / (blank)
/ ``local l = 1`` … ``return best``: the learner says what the code below will do, then writes it.
The bullets are sentences about the code, not steps of their own, so they become comments
(docs/pseudocode.md, "Conventions read since round 13 was opened: mixed"). The closing paragraph
after the last ``return`` is read in ``_remarks_around.outside_steps``; this is the paragraph that opens.

Read narrowly, on the cleaned lines before bullets and numbers are stripped:

* only the answer's first paragraph (up to its first blank line), a line of words first (not a
  step word, no code mark) and then two bullets or more (``-``, ``*``, ``+``, ``•``), each of four
  words or more with no code mark (``=``, ``←``, ``:=``, braces, a call or an index); a bracket of
  words (``(the other one can't get better)``) is a remark and allowed;
* only above a program: after the blank line the first line assigns or declares, and a ``return``
  follows. A bullet of fewer words (``- sort nums``) could be a step of its own, and keeps the
  paragraph as written.
"""

from __future__ import annotations

import re

__all__ = ["opening_plan"]

_BULLET = re.compile(r"^\s*[-*+\u2022]\s+(?P<item>\S.*)$")
_CODE_MARK = re.compile(r"\u2190|:=|(?<![<>=!])=(?!=)|[{};]|\w\(|\w\[|\breturn\b")
_STEP_FIRST = re.compile(
    r"^(?:if|else|for|while|do|repeat|return|set|let|local|var|def|function|procedure|algorithm|begin|end)\b",
    re.IGNORECASE,
)
_WORD_BRACKET = re.compile(r"\(\s*[A-Za-z][A-Za-z' ,.]*\)")
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_ASSIGNS = re.compile(
    r"^\s*(?:(?:local|let|var|const|dim|declare)\s+)?[A-Za-z_]\w*\s*(?:=(?!=)|\u2190|:=|<-)", re.I
)


def _words_only(text: str, least: int) -> bool:
    """Words with no code mark (a bracket of words aside), at least ``least`` of them."""
    bare = _WORD_BRACKET.sub(" ", text)
    return not _CODE_MARK.search(bare) and len(_WORD.findall(bare)) >= least


def opening_plan(lines: list[str]) -> bool:
    """Comment out a plan paragraph above the program (see the module's docstring); in place."""
    filled = [k for k, line in enumerate(lines) if line.strip()]
    if not filled:
        return False
    start = filled[0]
    end = next((k for k in range(start, len(lines)) if not lines[k].strip()), len(lines))
    para = list(range(start, end))
    opening = lines[start].strip()
    if len(para) < 3 or _BULLET.match(opening) or _STEP_FIRST.match(opening) or not _words_only(opening, 3):
        return False
    items = [_BULLET.match(lines[k]) for k in para[1:]]
    if not all(m is not None and _words_only(m.group("item"), 4) for m in items):
        return False
    rest = [line for line in lines[end:] if line.strip()]
    if not rest or not _ASSIGNS.match(rest[0]) or not any(re.match(r"^\s*return\b", r, re.I) for r in rest):
        return False
    for k in para:
        lines[k] = "# " + lines[k].strip()
    return True
