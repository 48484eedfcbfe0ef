"""Several empty containers in one value: ``a list of n empty lists`` (docs/pseudocode.md, English).

``a list of n empty lists``, ``an array with n + 1 separate empty sets (in it)``, ``n empty lists``:
one new container per position, ``[[] for _ in range(n)]``; never ``[[]] * n``, which would share
one list between every position. The count is what the words give; without one (``a list of empty
lists``) how many is not said, and the phrase is left as written (and listed as not understood).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx

__all__ = ["HOLDING", "IN_IT", "empty_lists", "whole_phrase"]

# how a sentence says what a new list holds: `of`, `with`, `that has`, `which holds` …
HOLDING = r"(?:of|with|containing|holding|(?:that|which)\s+(?:has|holds|contains))"
# `… with n ones in it`: the place said again, which adds nothing
IN_IT = r"(?:\s+in\s+it)?"
_KINDS = {"lists": "[]", "arrays": "[]", "sets": "set()", "maps": "{}", "dictionaries": "{}", "dicts": "{}"}
_COUNT = rf"{PRIM}(?:\s*[-+*]\s*{PRIM})*"
# words that are not a count: `a list of some empty lists` says no number
_NOT_COUNTS = {"a", "an", "the", "some", "many", "several", "its", "their", "all", "few"}
_PHRASE = re.compile(
    rf"(?<![\w.])(?P<holder>(?:an?\s+|the\s+)?(?:new\s+)?(?:list|array|table|vector)\s+{HOLDING}\s+)?"
    rf"(?P<count>{_COUNT})\s+(?:(?:separate|new|fresh|distinct|different)\s+)?empty\s+"
    rf"(?P<kind>{'|'.join(_KINDS)})\b{IN_IT}",
    re.IGNORECASE,
)


def empty_lists(s: str, ctx: Ctx) -> str:
    """``s`` with each counted phrase of empty containers written as Python (the count as written)."""

    def one(m: re.Match[str]) -> str:
        count = m.group("count")
        before = s[: m.start()]
        # with no list named, the count must start the value (`= n empty lists`, `be n empty lists`):
        # in `the number of rows empty lists` the count is more than `rows`
        alone = re.search(r"(?:^|[=(,\[]|\b(?:be|is|are|as|to))\s*$", before, re.IGNORECASE)
        if count.lower() in _NOT_COUNTS or (m.group("holder") is None and alone is None):
            return m.group(0)
        ctx.rule("empty-containers")
        return f"[{_KINDS[m.group('kind').lower()]} for _ in range({count})]"

    return _PHRASE.sub(one, s)


def whole_phrase(t: str) -> tuple[str, str] | None:
    """``(empty container, count as written)`` when all of ``t`` is one such phrase, else ``None``."""
    m = _PHRASE.fullmatch(t.strip())
    if m is None or m.group("count").lower() in _NOT_COUNTS:
        return None
    return _KINDS[m.group("kind").lower()], m.group("count")
