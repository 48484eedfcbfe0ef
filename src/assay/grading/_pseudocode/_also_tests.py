"""``too`` / ``as well`` closing the second of two joined tests (docs/pseudocode.md, "Conventions
read since round 19 was opened: English").

Learners who join two tests with ``and`` often close the second with ``too`` or ``as well``:
``while fast is not null and fast's next is not null too``. The word only says the second test is
added to the first, which ``and`` already says, so it is dropped. It is dropped only after a test
against a plain value (``null``, ``none``, ``nil``, ``empty``, ``zero``, a number, a truth value) at
the end of the test, and only when an ``and`` stands before it in the same test: ``if x is 0 too``
alone compares with something said elsewhere and is left for the reader to refuse.
"""

from __future__ import annotations

import re

__all__ = ["drop_closing_too"]

_VALUE = r"(?:null|NULL|nil|NIL|none|None|empty|zero|\d+|true|false|True|False)"
_TOO = re.compile(
    rf"(?<=\band\b)(?P<second>.*?\bis\s+(?:not\s+)?{_VALUE})\s+(?:too|as\s+well)\b"
    r"(?=\s*(?:$|[,:)]|\bthen\b|\bdo\b))"
)


def drop_closing_too(test: str) -> str:
    """``test`` with a closing ``too`` / ``as well`` of its second joined test dropped."""
    return _TOO.sub(lambda m: m.group("second"), test, count=1)
