"""The typed values of the interview job: phases, messages, evaluations, events, reports, settings shapes.

Dictionaries cross the provider boundary (the protocol of docs/interview.md speaks plain JSON, so a
remote company agent can implement it in any language); these models validate them on the way in.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = [
    "INTERVIEW_PHASES",
    "ChatMessage",
    "CompanyConfig",
    "InterviewEvent",
    "InterviewPhase",
    "InterviewReport",
    "InterviewView",
    "ItemJudgement",
    "Phase",
    "PhaseEvaluation",
    "PhaseReport",
    "Question",
    "TurnResult",
]

InterviewPhase = Literal["routing", "intro", "design", "closing", "done"]
#: The main phases in order (docs/interview.md, "The flow").
INTERVIEW_PHASES: tuple[str, ...] = ("routing", "intro", "design", "closing", "done")

Role = Literal["candidate", "interviewer"]
_ROLE_ALIASES = {
    "user": "candidate",
    "assistant": "interviewer",
    "candidate": "candidate",
    "interviewer": "interviewer",
}


class Phase(BaseModel):
    """One design sub-phase as a provider describes it (``id``, ``name``, ``description``, ``keywords``)."""

    model_config = ConfigDict(extra="allow")

    id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=200)
    description: str = ""
    keywords: list[str] = Field(default_factory=list)


class ChatMessage(BaseModel):
    """One message of a conversation; ``user``/``assistant`` are read as candidate/interviewer."""

    role: Role
    content: str

    @field_validator("role", mode="before")
    @classmethod
    def _alias(cls, value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in _ROLE_ALIASES:
            return _ROLE_ALIASES[value.strip().lower()]
        return value


class ItemJudgement(BaseModel):
    """The LLM evaluator's verdict on one item, with the candidate's words that show it."""

    item: str
    status: Literal["met", "partial", "missing"]
    quote: str = ""


class PhaseEvaluation(BaseModel):
    """What ``evaluate_phase`` returns: the protocol's four keys plus the evidence behind them.

    Attributes:
        decision: ``next_phase`` moves the interview on; ``continue`` keeps discussing.
        score: 0-10 (coverage × 10 for the default evaluator).
        gaps: items not covered, in the phase's order.
        covered: items covered with substance.
        evidence: for each covered item, the candidate's sentence that covers it.
        evaluator: which evaluator decided (``coverage``, ``seed-substring``, ``llm``, or a remote name).
    """

    model_config = ConfigDict(extra="ignore")

    decision: Literal["next_phase", "continue"]
    score: float = Field(ge=0, le=10)
    feedback: str = ""
    gaps: list[str] = Field(default_factory=list)
    covered: list[str] = Field(default_factory=list)
    partial: list[str] = Field(default_factory=list)
    evidence: dict[str, str] = Field(default_factory=dict)
    evaluator: str = ""
    phase_id: str = ""

    def protocol_dict(self) -> dict[str, Any]:
        """The plain dictionary of the provider protocol (all fields, JSON-ready)."""
        return self.model_dump(mode="json")


class Question(BaseModel):
    """A system-design question of the bundled bank, with notes the interviewer may give as hints.

    ``notes`` maps a phase id (or ``general``) to hints, given one at a time when the candidate is stuck.
    """

    id: str
    title: str
    prompt: str
    difficulty: Literal["easy", "medium", "hard"] = "medium"
    notes: dict[str, list[str]] = Field(default_factory=dict)

    def hints(self, phase_id: str) -> list[str]:
        """The hints for a phase, then the general ones."""
        return [*self.notes.get(phase_id, []), *self.notes.get("general", [])]


class CompanyConfig(BaseModel):
    """How one company's interviews are run (``ASSAY_INTERVIEW_COMPANIES``).

    Attributes:
        provider: ``default`` (the bundled phases), ``single-phase`` (one continuous design
            conversation), or ``a2a`` (a remote company agent at ``url``).
        evaluator: the local evaluator (``coverage``, ``seed-substring`` or ``llm``; the LLM one is opt-in).
        model: the ``provider:model`` of the LLM evaluator (default: the gateway's model).
        timeout_s: per remote call; past it the default provider answers instead.
    """

    model_config = ConfigDict(extra="forbid")

    provider: Literal["default", "single-phase", "a2a"] = "default"
    url: str | None = None
    evaluator: str = "coverage"
    model: str | None = None
    timeout_s: float = Field(default=10.0, gt=0, le=300)
    threshold: float = Field(default=0.6, gt=0, le=1)
    phases: list[Phase] | None = None


class InterviewEvent(BaseModel):
    """One appended event of a session: a message, a transition or an evaluation, with its state delta."""

    seq: int
    author: Literal["candidate", "interviewer", "system"]
    kind: Literal["message", "transition", "evaluation", "error"]
    content: str = ""
    interrupted: bool = False
    state_delta: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


class PhaseReport(BaseModel):
    """The report of one design sub-phase."""

    phase_id: str
    name: str
    status: Literal["passed", "not_passed", "not_reached", "in_progress"]
    score: float | None = None
    evidence: dict[str, str] = Field(default_factory=dict)
    gaps: list[str] = Field(default_factory=list)
    feedback: str = ""
    evaluator: str = ""


class InterviewReport(BaseModel):
    """The per-phase report at the end (or so far)."""

    interview_id: str
    company: str
    question: str
    interview_phase: str
    phases: list[PhaseReport]
    overall_score: float | None = None


class InterviewView(BaseModel):
    """What a candidate may read about their interview: the public state and the phase results."""

    interview_id: str
    company: str
    question_id: str
    question: str
    interview_phase: str
    design_sub_phase: str | None = None
    design_sub_phase_idx: int | None = None
    design_phases: list[Phase] = Field(default_factory=list)
    design_phases_completed: list[str] = Field(default_factory=list)
    design_complete: bool = False
    provider: str = "default"
    fallback_reason: str | None = None
    awaiting: Literal["candidate", "interviewer", "nobody"] = "candidate"
    state: dict[str, Any] = Field(default_factory=dict)


class TurnResult(BaseModel):
    """The outcome of a candidate message: the interviewer's reply and what changed."""

    reply: str
    interrupted: bool = False
    evaluation: PhaseEvaluation | None = None
    transitions: list[str] = Field(default_factory=list)
    view: InterviewView
