"""What a candidate reads about an interview: the public view of its state, and the per-phase report."""

from __future__ import annotations

from assay.interview._flow import phases_of
from assay.interview._models import InterviewReport, InterviewView, PhaseEvaluation, PhaseReport
from assay.storage import InterviewSessionRecord

__all__ = ["build_report", "view_of"]


def view_of(record: InterviewSessionRecord) -> InterviewView:
    """The candidate-visible state of a session."""
    state = record.state
    routing = state.get("routing_decision") or {}
    phase = state.get("interview_phase", "routing")
    awaiting = (
        "nobody"
        if phase == "done" and not state.get("pending_turn")
        else ("interviewer" if state.get("pending_turn") else "candidate")
    )
    public = {k: v for k, v in state.items() if k not in ("pending_turn",)}
    return InterviewView(
        interview_id=record.id,
        company=str(routing.get("company") or record.company),
        question_id=str(state.get("question_id") or ""),
        question=str(state.get("interview_question") or ""),
        interview_phase=phase,
        design_sub_phase=state.get("design_sub_phase"),
        design_sub_phase_idx=state.get("design_sub_phase_idx"),
        design_phases=phases_of(state),
        design_phases_completed=list(state.get("design_phases_completed") or []),
        design_complete=bool(state.get("design_complete")),
        provider=str(routing.get("provider") or "default"),
        fallback_reason=routing.get("fallback_reason"),
        awaiting=awaiting,
        state=public,
    )


def build_report(record: InterviewSessionRecord) -> InterviewReport:
    """Per phase: passed / not passed / in progress / not reached, with score, evidence, gaps, feedback."""
    state = record.state
    results = state.get("phase_results") or {}
    completed = set(state.get("design_phases_completed") or [])
    skipped = set(state.get("design_phases_skipped") or [])
    current = state.get("design_sub_phase")
    in_design = state.get("interview_phase") == "design"
    reports: list[PhaseReport] = []
    phases = phases_of(state)
    for phase in phases:
        result = results.get(phase.id)
        if phase.id in completed:
            status = "passed"
        elif phase.id in skipped:
            status = "not_passed"
        elif in_design and phase.id == current:
            status = "in_progress"
        else:
            status = "not_reached"
        evaluation = PhaseEvaluation.model_validate(result) if isinstance(result, dict) else None
        reports.append(
            PhaseReport(
                phase_id=phase.id,
                name=phase.name,
                status=status,
                score=evaluation.score if evaluation else None,
                evidence=evaluation.evidence if evaluation else {},
                gaps=evaluation.gaps if evaluation else list(phase.keywords),
                feedback=evaluation.feedback if evaluation else "",
                evaluator=evaluation.evaluator if evaluation else "",
            )
        )
    if not phases and state.get("interview_phase") in ("design", "closing", "done"):
        reports.append(
            PhaseReport(
                phase_id="design",
                name="Design",
                status="passed" if state.get("design_complete") else "in_progress",
                feedback="single-phase design: no per-phase rubric",
            )
        )
    scored = [r.score for r in reports if r.score is not None and r.status != "not_reached"]
    routing = state.get("routing_decision") or {}
    return InterviewReport(
        interview_id=record.id,
        company=str(routing.get("company") or record.company),
        question=str(state.get("interview_question") or ""),
        interview_phase=str(state.get("interview_phase", "routing")),
        phases=reports,
        overall_score=round(sum(scored) / len(scored), 2) if scored else None,
    )
