"""Marks read on the raw text, before the symbols are mapped (docs/pseudocode.md, "Mixed").

Run with string literals hidden (``outside_literals``), keeping the line count:

* ``tail→next``: an arrow typed with no space between a name and a node's field is C's ``->``
  (member access), never the ``→`` of a note or of ``then`` (those are spaced: ``if x → return``,
  ``pop(i)   → take it out``, ``key → list of words``). Only before a field a list or tree node has
  (``next``, ``val``, ``left``…), so ``1→n`` or ``a→b`` stay what they were;
* Visual Basic's ``'`` comment after code: ``For i ← k To n - 2    ' slide``. Only an apostrophe
  with a space on both sides, words after it and no other quote on the rest of the line (``' '``
  is a string, ``Kadane's`` an apostrophe); a line that is only ``' words`` is a comment too;
* numbered steps among plain lines (:func:`counted_steps`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["counted_steps", "field_arrows", "vb_comments"]

_FIELDS = r"(?:next|val|value|left|right|prev|parent|key|data|child|children|neighbors|random)"
_TIGHT_ARROW = re.compile(rf"(?<=[A-Za-z_\w\])])\u2192(?={_FIELDS}\b)")
_VB_COMMENT = re.compile(r"(^\s*|(?<=\S)\s+)'\s+(?=[A-Za-z])(?P<rest>[^'\"]*(?:[A-Za-z]'[A-Za-z][^'\"]*)*)$")


def field_arrows(code: str) -> str:
    """``tail→next`` → ``tail->next`` (which the line rules read as ``tail.next``)."""
    return "\n".join(_field_arrows(line) for line in code.split("\n"))


def _field_arrows(line: str) -> str:
    out = []
    last = 0
    for m in _TIGHT_ARROW.finditer(line):
        before = re.search(r"([A-Za-z_]\w*)(?:\[[^\[\]]*\]|\([^()]*\))*$", line[: m.start()])
        if before is None:
            continue  # `1→next`: a number has no fields
        out.append(line[last : m.start()] + "->")
        last = m.end()
    out.append(line[last:])
    return "".join(out)


def vb_comments(code: str) -> str:
    """``x ← 0   ' the count`` → ``x ← 0   # the count``."""
    return "\n".join(
        _VB_COMMENT.sub(lambda m: f"{m.group(1)}# {m.group('rest')}", line) for line in code.split("\n")
    )


def counted_steps(matches: Sequence[re.Match[str] | None]) -> bool:
    """Whether the numbered lines are steps ``1.`` ``2.`` ``3.`` … however many plain lines lie between.

    ``1. sort nums; n = len(nums)`` / ``2. for each i …:`` / (its body, unnumbered) / ``3.   while …``:
    the numbers count 1, 2, 3… with no gap, each followed by ``.``, ``)`` or ``:``, at least three
    of them. A listing's line numbers (every line numbered) are read elsewhere; fewer or unordered
    numbers stay as they were (a line may start with a number).
    """
    found = [m for m in matches if m is not None]
    if len(found) < 3 or any(not re.match(r"\s*(?:step\s+)?\d+[.:)]\s", m.group(0), re.I) for m in found):
        return False
    return [int(m.group(2)) for m in found] == list(range(1, len(found) + 1))
