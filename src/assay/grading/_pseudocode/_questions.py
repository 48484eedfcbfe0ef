"""A test asked as a question, then answered: ``is c in seen? if so move start on`` (docs/pseudocode.md).

English asks a yes/no question by putting ``is`` / ``are`` before its subject, and answers it with
``if so`` / ``if yes``: ``is c in seen and seen[c] >= start? if so, move start to seen[c] + 1`` is
``if c is in seen and seen[c] >= start, move start …``. The subject is one value (a name, an entry,
a call) and the auxiliary goes back after it; the rest of the test is read as any test is. Only the
answer ``so`` / ``yes`` is read: ``if not`` / ``if no`` would negate a whole test said in words, and
a question with no answer after it (``is it sorted?``) is a remark or a doubt, left as written.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM

__all__ = ["answered_question"]

_ASKED = re.compile(
    rf"^(?P<aux>is|are)\s+(?P<subject>{PRIM})\s+(?P<rest>[^?]+?)\s*\?\s*"
    r"(?:if\s+so|if\s+yes|if\s+it\s+is|yes)\b\s*[,:]?\s*(?P<step>.*)$",
    re.IGNORECASE,
)


def answered_question(s: str) -> str:
    """``s`` with a question answered by ``if so`` written as an ``if``; else ``s`` as it was."""
    m = _ASKED.match(s)
    if m is None or m.group("subject").lower() in ("it", "there", "this", "that", "the", "a", "an"):
        return s
    test = f"{m.group('subject')} {m.group('aux').lower()} {m.group('rest')}"
    step = m.group("step").strip()
    return f"if {test}, {step}" if step else f"if {test}:"
