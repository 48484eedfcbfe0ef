"""Pipeline step "response" (docs/grading.md, "Reading the feedback"): :class:`Narrated` → the
:class:`EvaluationResponse` body, and whether a stored copy of it may be reused."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel

from assay.grading._meters import Clock, Metered
from assay.grading._models import HumanReviewReason
from assay.grading._schemas import (
    EvaluationResponse,
    FailedCase,
    FitOut,
    MeasuredComplexity,
    RubricOut,
    TestResultsOut,
)
from assay.grading._scoring import human_review_reasons, is_accepted, is_skipped
from assay.grading._steps import Narrated
from assay.judge import ComplexityReport, JudgeResult, TestResult, Verdict
from assay.questions import Question

__all__ = ["respond"]

_VERDICT_WORDS = {
    Verdict.WA: "Wrong Answer",
    Verdict.TLE: "Time Limit Exceeded",
    Verdict.MLE: "Memory Limit Exceeded",
    Verdict.OLE: "Output Limit Exceeded",
    Verdict.RE: "Runtime Error",
    Verdict.IE: "Internal Error",
    Verdict.SKIPPED: "Not Run",
}
# However the limit was enforced (inside the child or from outside), these show the word, not a value.
_SHOWN_AS_WORD = frozenset({Verdict.TLE, Verdict.MLE, Verdict.OLE, Verdict.IE, Verdict.SKIPPED})
# A model wrote the program that ran, or some of its lines (docs/pseudocode.md, "Line fill-in").
_BY_MODEL = frozenset({"translated", "translated_lines"})


def respond(
    narrated: Narrated, question: Question, gateway: Metered, clock: Clock, *, max_failed_cases: int
) -> tuple[EvaluationResponse, bool]:
    """The evaluation as the API returns it (docs/grading.md, "Reading the feedback"), and whether
    an identical resubmission may get it back: not when a transient failure shaped it (a run cut short
    by the time budget, a model that did not answer, a judge internal error)."""
    scored = narrated.scored
    checked = scored.reviewed.checked
    prepared = checked.prepared
    narrative = narrated.narrative
    rubric = scored.rubric
    reasons = human_review_reasons(
        judge=checked.judged,
        complexity=checked.report,
        translated_by_model=prepared.kind in _BY_MODEL,
        model_disagrees=narrative is not None and narrative.claims_correct != checked.all_passed,
        model_time_complexity=narrative.time_complexity if narrative is not None else None,
    )
    response = EvaluationResponse(
        score=rubric.total,
        passed=rubric.passed,
        feedback=narrated.feedback,
        test_results=_test_results(question, checked.judged, max_failed_cases),
        rubric=RubricOut(
            correctness=rubric.correctness,
            complexity=rubric.complexity,
            implementation=rubric.implementation,
            notes=list(rubric.notes),
        ),
        needs_human_review=bool(reasons),
        human_review_reasons=[str(r) for r in reasons],
        evaluation_id=str(uuid.uuid4()),
        question_id=question.id,
        solution_kind=prepared.kind,
        translated_solution=prepared.code.raw if prepared.kind in _BY_MODEL else None,
        executed_solution=prepared.code.raw if prepared.kind == "pseudocode" else None,
        measured_complexity=_measured(question, checked.report, checked.complexity_note),
        timings=clock.timings(),
        model=gateway.model_id if gateway.configured and gateway.calls else None,
        cost_usd=gateway.cost_usd,
        created_at=datetime.now(UTC),
    )
    transient = (
        checked.cut_short
        or narrated.feedback.narrative_fallback == "model_failed"
        or HumanReviewReason.JUDGE_INTERNAL_ERROR in reasons
    )
    return response, not transient


def _test_results(question: Question, judged: JudgeResult, max_failed_cases: int) -> TestResultsOut:
    visible = len(question.test_cases)
    total = len(question.all_test_cases)
    compile_error = judged.compile_error
    if compile_error is not None:
        # No test ran: the compile error is the one thing to show, not the same error per test.
        where = ""
        if compile_error.line:
            column = f", column {compile_error.column}" if compile_error.column else ""
            where = f" (line {compile_error.line}{column})"
        return TestResultsOut(
            passed=0,
            failed=total,
            total=total,
            hidden_total=total - visible,
            compile_error=f"{compile_error.type}: {compile_error.message}{where}",
        )
    failing = [t for t in judged.tests if not is_accepted(t.verdict) and not is_skipped(t.verdict)]
    not_run = sum(1 for t in judged.tests if is_skipped(t.verdict))
    return TestResultsOut(
        passed=sum(1 for t in judged.tests if is_accepted(t.verdict)),
        failed=len(failing) if judged.tests else total,
        failed_cases=[_failed_case(t, question) for t in failing[:max_failed_cases]],
        not_run=not_run,
        total=total,
        hidden_total=total - visible,
    )


def _measured(question: Question, report: ComplexityReport | None, note: str | None) -> MeasuredComplexity:
    required = question.complexity_requirements
    if report is None:
        return MeasuredComplexity(required_time=required.time, required_space=required.space, note=note)
    return MeasuredComplexity(
        required_time=required.time,
        required_space=required.space,
        time=FitOut(cls=report.time.cls, confidence=round(report.time.confidence, 3))
        if report.time is not None
        else None,
        space=FitOut(cls=report.space.cls, confidence=round(report.space.confidence, 3))
        if report.space is not None
        else None,
        points=[_plain(p) for p in report.points][:32],
        note=note,
    )


def _plain(value: Any) -> dict[str, Any]:
    if isinstance(value, BaseModel):
        dumped: dict[str, Any] = value.model_dump(mode="json")
        return dumped
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    return {"value": str(value)}


def _failed_case(test: TestResult, question: Question) -> FailedCase:
    """One failing test as docs/grading.md shows it; hidden tests say only how they failed."""
    verdict = test.verdict
    word = _VERDICT_WORDS.get(verdict, verdict.value)
    if test.hidden:
        return FailedCase(input=None, expected=None, received=word, hidden=True, verdict=verdict.value)
    received: Any = test.received
    if verdict in _SHOWN_AS_WORD:
        received = word
    elif test.error is not None:
        received = test.error.type
    given = test.input
    if isinstance(given, dict) and len(question.signature.params) == 1 and len(given) == 1:
        given = next(iter(given.values()))  # a one-parameter input is shown as the bare value
    return FailedCase(
        input=given, expected=test.expected, received=received, hidden=False, verdict=verdict.value
    )
