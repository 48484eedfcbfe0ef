"""The path decision and the thresholds (docs/learning.md, "Decision")."""

from __future__ import annotations

from assay.learning._models import Decision, ErrorType

__all__ = [
    "ALERT_BELOW",
    "ALTERNATE_AT",
    "CORRECT_AT",
    "MASTERED_AT",
    "decide",
    "needs_instructor_alert",
]

MASTERED_AT = 0.9
CORRECT_AT = 0.8  # also PROCEED
ALTERNATE_AT = 0.6
ALERT_BELOW = 0.4


def decide(score: float, error_type: ErrorType) -> Decision:
    """MASTERED ≥ 0.9, PROCEED ≥ 0.8, ALTERNATE ≥ 0.6, below: REMEDIATE for a CONCEPTUAL error,
    RETRY for any other."""
    if score >= MASTERED_AT:
        return Decision.MASTERED
    if score >= CORRECT_AT:
        return Decision.PROCEED
    if score >= ALTERNATE_AT:
        return Decision.ALTERNATE
    return Decision.REMEDIATE if error_type is ErrorType.CONCEPTUAL else Decision.RETRY


def needs_instructor_alert(score: float) -> bool:
    """A critical failure: the instructor hears of any score below 0.4."""
    return score < ALERT_BELOW
