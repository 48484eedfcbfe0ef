"""The learning job's models, in one place: the course, a request, a scoring, an evaluation.

The wire shapes are documented in docs/learning.md.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field

__all__ = [
    "ID_PATTERN",
    "CodeSignature",
    "ConceptContext",
    "Course",
    "CourseConcept",
    "CourseExample",
    "Decision",
    "ErrorType",
    "EvaluationRequest",
    "GradeOutcome",
    "LearnerEvaluation",
    "Misconception",
    "ScoredBy",
    "Scoring",
]

#: Learner, concept, misconception and course ids: letters, digits, ``_`` and ``-`` only.
ID_PATTERN = re.compile(r"^[a-zA-Z0-9_-]+$")

ScoredBy = Literal["model", "deterministic", "overlap", "grading"]


class ErrorType(StrEnum):
    """What kind of mistake an answer shows (CORRECT when the score is at least 0.8)."""

    CORRECT = "CORRECT"
    CARELESS = "CARELESS"
    INCOMPLETE = "INCOMPLETE"
    PROCEDURAL = "PROCEDURAL"
    CONCEPTUAL = "CONCEPTUAL"


class Decision(StrEnum):
    """Where the learner goes next (docs/learning.md, "Decision")."""

    MASTERED = "MASTERED"
    PROCEED = "PROCEED"
    ALTERNATE = "ALTERNATE"
    REMEDIATE = "REMEDIATE"
    RETRY = "RETRY"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class Misconception(_Strict):
    """A curated mistaken belief, with how to fix it and the phrases that betray it."""

    id: str = Field(min_length=1)
    description: str = Field(min_length=1)
    remediation: str = Field(min_length=1)
    indicators: list[str] = Field(default_factory=list)


class CourseExample(_Strict):
    """Another question on the concept, with its reference answer."""

    question: str = Field(min_length=1)
    reference_answer: str = Field(min_length=1)


class CourseConcept(_Strict):
    """One concept of a course (the node of the knowledge graph)."""

    concept_id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    description: str = ""
    prerequisites: list[str] = Field(default_factory=list)
    bank_concepts: list[str] = Field(default_factory=list)
    bank_questions: list[str] = Field(default_factory=list)
    question: str = ""
    reference_answer: str = ""
    key_points: list[str] = Field(default_factory=list)
    common_misconceptions: list[Misconception] = Field(default_factory=list)
    examples: list[CourseExample] = Field(default_factory=list)


class Course(_Strict):
    """A course: concepts linked by prerequisites (a directed acyclic graph)."""

    course_id: str = Field(min_length=1)
    title: str = Field(min_length=1)
    version: str = ""
    concepts: list[CourseConcept]


class ConceptContext(BaseModel):
    """What the evaluator knows about a concept: the concept, its misconceptions, its prerequisites."""

    concept: CourseConcept
    misconceptions: list[Misconception]
    prerequisites: list[str]


class EvaluationRequest(BaseModel):
    """One answer to evaluate. Validated by :func:`assay.learning.validate_request`, not here, so
    each bad field gets its own error code."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    learner_id: Any = None
    concept_id: Any = None
    learner_response: Any = Field(
        default=None, validation_alias=AliasChoices("learner_response", "learner_answer")
    )
    expected_answer: Any = None
    bank_question_id: Any = None


class CodeSignature(BaseModel):
    """The typed method a bank question asks for (``def method(self, name: type, ...) -> returns``)."""

    method: str
    params: list[tuple[str, str]]
    returns: str

    def header(self) -> str:
        """The method's ``def`` line."""
        params = "".join(f", {name}: {kind}" for name, kind in self.params)
        return f"def {self.method}(self{params}) -> {self.returns}:"


class GradeOutcome(BaseModel):
    """The verdicts of running a code answer against a bank question."""

    question_id: str
    evaluation_id: str
    score: int = Field(ge=0, le=100)
    passed: int
    failed: int
    total: int
    not_run: int = 0
    compile_error: str | None = None
    meets_complexity: bool = True
    required_time: str = ""


class Scoring(BaseModel):
    """What a scorer concluded about one answer."""

    score: float = Field(ge=0.0, le=1.0)
    scored_by: ScoredBy
    error_type: ErrorType
    misconception: str | None = None
    feedback: str | None = None
    signals: dict[str, Any] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)


class LearnerEvaluation(BaseModel):
    """The evaluation of one answer: the documented output plus what a teacher needs."""

    success: Literal[True] = True
    score: float
    error_type: ErrorType
    misconception: str | None
    feedback: str
    decision: Decision
    new_mastery: float
    timestamp: str = Field(default_factory=lambda: datetime.now(UTC).isoformat())
    learner_id: str
    concept_id: str
    previous_mastery: float
    misconception_description: str | None = None
    prerequisites: list[str] = Field(default_factory=list)
    scored_by: ScoredBy
    expected_answer_source: Literal["request", "course"]
    instructor_alert: bool = False
    events: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
