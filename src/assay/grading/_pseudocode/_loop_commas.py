"""A `while` loop said in one English sentence: its test, a comma, its steps (docs/pseudocode.md).

``while fast is not null, move slow one step``, ``as long as i < j, swap a[i] and a[j]``: the
comma parts the test from the loop's body, as it does after ``if`` (``_stmt._if_like``). ``while i <
j, I do this:`` (also ``we do the following:``) is the header alone, its steps on the lines below.
A comma followed by ``and`` / ``or`` / ``but`` (the test going on) or by no word is not read as the
body's start, and C-like text (where ``while (a, b)`` is C's comma) is left to its own reader.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import find_top

__all__ = ["while_comma"]

_I = re.IGNORECASE
# `…, I do this:` / `…, we do the following:` / `…, repeat these steps:`: the steps come below
_STEPS_BELOW = re.compile(
    r"(?:(?:I|we|you)\s+)?(?:do|repeat|run|carry\s+out)\s+(?:all\s+)?(?:this|these(?:\s+steps)?|the\s+following"
    r"(?:\s+steps)?|the\s+steps\s+below)(?:\s+again)?|(?:the\s+)?following(?:\s+steps)?",
    _I,
)
# the test going on after the comma (`while a < b, and b < c`), or no word at all
_TEST_GOES_ON = re.compile(r"(?:and|or|but|nor|not|either|neither)\b|[^A-Za-z]", _I)


def while_comma(rest: str, colon: bool) -> tuple[str, str] | None:
    """``(test, body)`` of ``while <test>, <body>`` (``None``: no comma parts them)."""
    comma = find_top(rest, r"\s*,\s*(?:then\s+)?")
    if comma is None or comma.start() == 0:
        return None
    test, body = rest[: comma.start()].strip(), rest[comma.end() :].strip().rstrip(".").strip()
    if _STEPS_BELOW.fullmatch(body):
        return test, ""
    if colon or not body or _TEST_GOES_ON.match(body):
        return None
    return test, body
