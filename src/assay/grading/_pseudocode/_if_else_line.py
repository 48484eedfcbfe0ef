"""``if c do a, else do b`` on one line, with no comma after the test (docs/pseudocode.md, "English").

A comma in a one-line ``if`` usually ends the test (``if c, do a``). When what follows the comma is
``else …`` / ``otherwise …``, the comma parts the two steps instead; the test then ends where its
step's verb begins (``if h[l] < h[r] move l one step right, else …``), found by the same verbs that
read ``if c return x``. With no such verb the line is left as it was read.
"""

from __future__ import annotations

import re

__all__ = ["else_after_comma"]


def else_after_comma(parts: tuple[str, str], loose_body: re.Pattern[str]) -> tuple[str, str]:
    """The test and the body of a one-line ``if`` split at a comma, regrouped when needed."""
    head, body = parts
    if not re.match(r"^(?:else|otherwise)\b", body, re.IGNORECASE):
        return parts
    verb = loose_body.search(head)
    if verb is None or verb.start() == 0:
        return parts
    return head[: verb.start()].strip(), f"{head[verb.end() :].strip()}, {body}"
