"""A title with the method after a dash: ``valid palindrome - two pointers from both ends``.

A learner names the problem on the first line and says how they solve it after a spaced dash (``-``,
``–``, ``—``), as the round-16 reading took it in a bracket of words (``Container with most water (two
pointers)``; docs/pseudocode.md, "Conventions read since round 18 was opened: mixed"). The part before
the dash must be a title by itself (``_titles``); the part after it words only: letters, spaces,
commas, ``/`` and ``&`` (``no new list/table``), no digit, operator or bracket, so that ``count - 1``
or ``best - a[i]`` is never taken for one.
"""

from __future__ import annotations

import re

__all__ = ["dashed_title"]

_DASHED = re.compile(
    r"^(?P<title>[A-Za-z][A-Za-z' ]*?)\s+[-\u2013\u2014]\s+(?P<how>[A-Za-z][A-Za-z' ,/&]*?)\s*[:.]?$"
)


def dashed_title(code: str) -> tuple[str, str] | None:
    """The words before a title's dash and those after it, when words only follow it; ``None``
    otherwise. (The caller still refuses words after the dash that give an order: ``set sum to
    zero`` is a step.)"""
    m = _DASHED.match(code.strip())
    return (m.group("title"), m.group("how")) if m else None
