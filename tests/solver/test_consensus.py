"""Consensus when the models disagree: an executed program's value outranks a claim."""

from __future__ import annotations

from assay.solver import Candidate, decide, normalise
from assay.solver._models import ExecResult


def ran(model: str, answer: object) -> Candidate:
    return Candidate(
        model=model,
        answer=answer,
        normalised=normalise(answer),
        source="code",
        execution=ExecResult(status="ok", answer=answer, has_answer=True),
    )


def claimed(model: str, answer: object) -> Candidate:
    failed = ExecResult(status="error", error="NameError: name 'value' is not defined")
    return Candidate(
        model=model, answer=answer, normalised=normalise(answer), source="claimed", execution=failed
    )


def test_the_executed_answer_beats_the_primarys_claim() -> None:
    # As in the full chain: the 0.5B (primary) claimed a value from the preview, the 1.5B's program ran.
    decision, reconcile = decide([claimed("small", 8516.48), ran("big", 67619.74)], "small")
    assert (decision.method, decision.answer, decision.contributors) == ("executed", 67619.74, ["big"])
    assert reconcile is True  # the reconciliation round may still change it while time allows


def test_two_executed_answers_or_only_claims_fall_back_to_the_primary() -> None:
    decision, _ = decide([ran("small", 1), ran("big", 2)], "small")
    assert (decision.method, decision.answer) == ("primary", 1)
    decision, _ = decide([claimed("small", 1), claimed("big", 2)], "big")
    assert (decision.method, decision.answer) == ("primary", 2)
    repaired = ran("big", 3).model_copy(update={"source": "repaired-code"})
    decision, _ = decide([claimed("small", 1), repaired], "small")
    assert (decision.method, decision.answer) == ("executed", 3)


def test_a_majority_still_decides_before_execution_counts() -> None:
    decision, reconcile = decide([claimed("a", 5), claimed("b", 5), ran("c", 6)], "c")
    assert (decision.method, decision.answer, reconcile) == ("majority", 5, False)
