"""Every row of the decision table, at and around each threshold, and the alert threshold."""

from __future__ import annotations

import pytest

from assay.learning import Decision, ErrorType, classify, decide, needs_instructor_alert

OTHER = [ErrorType.CARELESS, ErrorType.INCOMPLETE, ErrorType.PROCEDURAL]


@pytest.mark.parametrize(
    ("score", "error_type", "decision"),
    [
        (1.0, ErrorType.CORRECT, Decision.MASTERED),
        (0.9, ErrorType.CORRECT, Decision.MASTERED),
        (0.8999, ErrorType.CORRECT, Decision.PROCEED),
        (0.8, ErrorType.CORRECT, Decision.PROCEED),
        (0.7999, ErrorType.INCOMPLETE, Decision.ALTERNATE),
        (0.6, ErrorType.CONCEPTUAL, Decision.ALTERNATE),  # ALTERNATE whatever the type
        (0.6, ErrorType.CARELESS, Decision.ALTERNATE),
        (0.5999, ErrorType.CONCEPTUAL, Decision.REMEDIATE),
        (0.0, ErrorType.CONCEPTUAL, Decision.REMEDIATE),
        *[(0.5999, kind, Decision.RETRY) for kind in OTHER],
        *[(0.0, kind, Decision.RETRY) for kind in OTHER],
    ],
)
def test_decision_table(score: float, error_type: ErrorType, decision: Decision) -> None:
    assert decide(score, error_type) is decision


@pytest.mark.parametrize(("score", "alert"), [(0.0, True), (0.3999, True), (0.4, False), (0.9, False)])
def test_instructor_alert_below_0_4(score: float, alert: bool) -> None:
    assert needs_instructor_alert(score) is alert


@pytest.mark.parametrize("score", [0.8, 0.9, 1.0])
def test_correct_from_0_8_whatever_the_signals(score: float) -> None:
    assert classify(score, misconception=True, contradicted=True) is ErrorType.CORRECT


def test_below_0_8_each_type() -> None:
    assert classify(0.79) is ErrorType.INCOMPLETE
    assert classify(0.3, empty=True) is ErrorType.INCOMPLETE
    assert classify(0.3, misconception=True) is ErrorType.CONCEPTUAL
    assert classify(0.3, contradicted=True) is ErrorType.CONCEPTUAL
    assert classify(0.1, off_topic=True) is ErrorType.INCOMPLETE  # no wrong belief shown: RETRY
    assert classify(0.7, slips=True, coverage=0.8) is ErrorType.CARELESS
    assert classify(0.4, slips=True, coverage=0.3) is ErrorType.INCOMPLETE  # a typo in a thin answer
    assert classify(0.5, procedure_cues=3, coverage=0.4) is ErrorType.PROCEDURAL
