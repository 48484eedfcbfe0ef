"""The interview's state machine: routing → intro → design (its sub-phases) → closing → done.

Pure functions from the session state (and the conversation since the current sub-phase started) to
state deltas; nothing here does I/O. The keys are those of docs/interview.md, "State":
``interview_phase``, ``design_sub_phase``, ``design_sub_phase_idx``, ``design_phases_completed``,
``design_phases``, ``routing_decision`` (with ``company``), ``design_complete``, plus
``phase_started_seq`` (the event at which the current sub-phase began), ``phase_results`` and
``pending_turn`` (what the interviewer owes the candidate, so a restart can still say it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from assay.interview._models import ChatMessage, InterviewEvent, Phase, PhaseEvaluation

__all__ = [
    "TurnBrief",
    "advance_after_evaluation",
    "conversation_since_phase_start",
    "current_phase",
    "enter_design",
    "phases_of",
    "signals_done",
]

TurnKind = Literal[
    "intro", "opening", "probe", "advance", "move_on", "closing", "farewell", "single_open", "single_probe"
]

_DONE = re.compile(
    r"\b(?:i(?:'m| am) (?:done|finished)|that(?:'s| is) (?:my design|all|it)|i(?:'ve| have) finished|"
    r"(?:let's|we can) (?:wrap up|move on to closing)|done with (?:the|my) design)\b",
    re.IGNORECASE,
)


class TurnBrief(BaseModel):
    """What the interviewer must say next, and why (the deterministic text or the model's prompt follow)."""

    kind: TurnKind
    phase_id: str | None = None
    next_phase_id: str | None = None
    evaluation: PhaseEvaluation | None = None
    probe_item: str | None = None
    hint: str | None = None
    tool_result: str = ""
    extra: dict[str, Any] = Field(default_factory=dict)


def phases_of(state: dict[str, Any]) -> list[Phase]:
    """The session's sub-phases (empty: the single-phase design flow)."""
    return [Phase.model_validate(p) for p in state.get("design_phases") or []]


def current_phase(state: dict[str, Any]) -> Phase | None:
    """The current sub-phase, by ``design_sub_phase`` (else the first, as the original instruction did)."""
    phases = phases_of(state)
    if not phases:
        return None
    wanted = state.get("design_sub_phase")
    return next((p for p in phases if p.id == wanted), phases[0])


def enter_design(phases: Sequence[Phase], *, started_seq: int) -> dict[str, Any]:
    """The delta of ``get_design_phases``: load the phases and start the first (or single-phase design)."""
    if not phases:
        return {"interview_phase": "design", "design_complete": False, "phase_started_seq": started_seq}
    return {
        "interview_phase": "design",
        "design_phases": [p.model_dump(mode="json") for p in phases],
        "design_sub_phase": phases[0].id,
        "design_sub_phase_idx": 0,
        "design_phases_completed": [],
        "design_complete": False,
        "phase_started_seq": started_seq,
    }


def conversation_since_phase_start(
    events: Sequence[InterviewEvent], state: dict[str, Any]
) -> list[ChatMessage]:
    """The messages (both sides) appended after the current sub-phase started, oldest first."""
    started = int(state.get("phase_started_seq") or 0)
    return [
        ChatMessage(role="candidate" if e.author == "candidate" else "interviewer", content=e.content)
        for e in events
        if e.kind == "message" and e.seq > started and e.author in ("candidate", "interviewer")
    ]


def advance_after_evaluation(
    state: dict[str, Any], evaluation: PhaseEvaluation, *, started_seq: int, force: bool = False
) -> tuple[dict[str, Any], str]:
    """The delta of ``evaluate_design_phase`` and the tool's message (the seed's wording).

    ``force`` moves on although the decision was ``continue`` (the phase's turn budget is spent); the
    phase is then recorded in ``design_phases_skipped``, not in ``design_phases_completed``.
    """
    phase = current_phase(state)
    phases = phases_of(state)
    if phase is None:
        return {}, "No design phases: single-phase design."
    results = dict(state.get("phase_results") or {})
    results[phase.id] = evaluation.protocol_dict()
    delta: dict[str, Any] = {"phase_results": results}
    if evaluation.decision != "next_phase" and not force:
        gaps = ", ".join(evaluation.gaps)
        return delta, (
            f"Phase '{phase.id}' needs more discussion. Score: {evaluation.score:g}/10. "
            f"Gaps: {gaps}. Continue discussing these areas."
        )
    if evaluation.decision == "next_phase":
        delta["design_phases_completed"] = [*state.get("design_phases_completed", []), phase.id]
    else:
        delta["design_phases_skipped"] = [*state.get("design_phases_skipped", []), phase.id]
    index = int(state.get("design_sub_phase_idx") or 0)
    if index + 1 < len(phases):
        following = phases[index + 1]
        delta.update(
            design_sub_phase=following.id, design_sub_phase_idx=index + 1, phase_started_seq=started_seq
        )
        return delta, (
            f"Phase '{phase.id}' complete (score: {evaluation.score:g}/10). Moving to '{following.name}'"
        )
    delta.update(design_complete=True, interview_phase="closing")
    return delta, "All design phases complete! Moving to closing remarks."


def signals_done(message: str) -> bool:
    """Whether the candidate says they have finished (ends a single-phase design)."""
    return _DONE.search(message) is not None
