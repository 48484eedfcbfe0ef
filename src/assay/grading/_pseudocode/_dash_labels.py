"""An opening remark labelled with a dash instead of a colon: ``idea - …``, ``note – …``.

Learners who type on a phone often set a remark's label off with a spaced dash where a colon was
meant (``idea - same letters sorted give the same key``, ``note – an empty word is its own group``).
The label is one of the words that open an explanation (docs/pseudocode.md, "Conventions read since
round 18 was opened: mixed"); the caller (``_explanation_lines``) still keeps as a step a remark whose
words set a name, as it does after a colon. A name on the left of the dash (``total - cost``) is no
label, and the words after it must be a sentence (three words or more, the first a word), so that
``note - 1`` stays a subtraction.
"""

from __future__ import annotations

import re

__all__ = ["dash_label_words"]

_DASH_LABEL = re.compile(
    r"^(?:[-*\u2022]\s+)?(?:my\s+)?"
    r"(?:idea|approach|note|notes|intuition|plan|strategy|observation|hint|explanation|summary|"
    r"key\s+insight|reasoning|thinking)"
    r"\s+[-\u2013\u2014]\s+(?P<words>[A-Za-z][A-Za-z']*(?:\s+\S+){2}.*)$",
    re.IGNORECASE,
)


def dash_label_words(s: str) -> str | None:
    """The words after a remark's dash label (``idea - <words>``); ``None`` when ``s`` has none."""
    m = _DASH_LABEL.match(s.strip())
    return m.group("words") if m else None
