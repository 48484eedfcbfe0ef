"""Error types (pure): which kind of mistake an answer shows (docs/learning.md, "Error types")."""

from __future__ import annotations

from assay.learning._decision import CORRECT_AT
from assay.learning._models import ErrorType, Misconception

__all__ = ["classify", "known_misconception"]


def classify(
    score: float,
    *,
    empty: bool = False,
    off_topic: bool = False,
    misconception: bool = False,
    contradicted: bool = False,
    slips: bool = False,
    procedure_cues: int = 0,
    coverage: float = 0.0,
) -> ErrorType:
    """The error type from what the scorer saw.

    CORRECT at 0.8 and above. Below: a curated misconception or a denied key point is CONCEPTUAL
    (a wrong belief, shown); a typo or a wrong figure in an otherwise covered answer is CARELESS;
    an on-topic answer that walks through steps but misses points is PROCEDURAL; the rest is
    INCOMPLETE, including an empty answer and one about something else: neither shows a wrong
    belief about this concept, so the learner gets a new question (RETRY), not the prerequisites.
    """
    if score >= CORRECT_AT:
        return ErrorType.CORRECT
    if empty:
        return ErrorType.INCOMPLETE
    if misconception or contradicted:
        return ErrorType.CONCEPTUAL
    if slips and coverage >= 0.6:
        return ErrorType.CARELESS
    if procedure_cues >= 2 and coverage >= 0.25:
        return ErrorType.PROCEDURAL
    return ErrorType.INCOMPLETE


def known_misconception(candidate: str | None, misconceptions: list[Misconception]) -> Misconception | None:
    """The curated misconception with this id, or None: an id the course does not list is never used."""
    if candidate is None:
        return None
    wanted = candidate.strip()
    return next((m for m in misconceptions if m.id == wanted), None)
