"""The wire models of the grading API: the submission in, the evaluation out, the error bodies.

Field for field the JSON of docs/grading.md ("Reading the feedback", "Errors"), in camelCase:
``rubric``, ``needsHumanReview``, ``evaluationId``, ``translatedSolution`` (only when a model
translated the submission), measured-complexity details and timings. Python code uses the
snake_case attribute names; :meth:`EvaluationResponse.to_json` gives the camelCase body.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
)
from pydantic.alias_generators import to_camel

__all__ = [
    "ApproachOut",
    "ComplexityOut",
    "EvaluationResponse",
    "FailedCase",
    "FeedbackOut",
    "FitOut",
    "MeasuredComplexity",
    "NarrativeFallback",
    "RubricOut",
    "SubmissionRequest",
    "TestResultsOut",
    "Timings",
]


#: Why the deterministic feedback replaced a model's narrative (docs/grading.md, "Reading the feedback").
NarrativeFallback = Literal[
    "model_failed",
    "restates_question",
    "contradicts_verdict",
    "contradicts_complexity",
    "contradicts_code",
    "not_specific",
]


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, serialize_by_alias=True)


class SubmissionRequest(_Wire):
    """``POST /api/submissions/evaluate`` body (docs/grading.md, "API").

    Fields a client adds beyond these two (app version, device...) are ignored. ``questionId`` is
    trimmed; an empty one makes the request malformed (422), while any other string that names no
    question, however long or odd, is ``QUESTION_NOT_FOUND`` (404). The solution is kept exactly as
    sent: its indentation is code.
    """

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=False)

    question_id: str = Field(
        min_length=1, description='The question to grade against, e.g. "3".', examples=["3"]
    )
    solution: str = Field(
        description="A `class Solution` with the question's typed method, in Python or pseudocode.",
        examples=["class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n        ..."],
    )

    @field_validator("question_id", mode="before")
    @classmethod
    def _trim(cls, value: object) -> object:
        return value.strip() if isinstance(value, str) else value


class ApproachOut(_Wire):
    """The recognised approach and whether it meets the required complexity."""

    name: str
    is_optimal: bool


class ComplexityOut(_Wire):
    """Measured complexity shown to the user (``None`` when it could not be measured)."""

    time: str | None
    space: str | None
    meets_requirements: bool


class FeedbackOut(_Wire):
    """The response's ``feedback``, plus where the prose came from.

    Attributes:
        source: ``model`` when a model wrote the narrative (given the measured facts),
            ``deterministic`` otherwise.
        notices: things the reader should know, e.g. "Narrative feedback unavailable: ...".
        narrative_fallback: why the deterministic feedback is shown although a model was asked:
            ``model_failed`` (no answer), ``restates_question``, ``contradicts_verdict``,
            ``contradicts_complexity``, ``contradicts_code`` (it describes a data structure, a technique
            or a bound the code does not have) or ``not_specific`` (its narrative was checked and not
            shown);
            ``None`` when the model's narrative is shown or no model was asked.
    """

    summary: str
    approach: ApproachOut
    complexity: ComplexityOut
    improvements: list[str]
    strengths: list[str]
    source: Literal["model", "deterministic"] = "deterministic"
    notices: list[str] = Field(default_factory=list)
    narrative_fallback: (
        Literal[
            "model_failed",
            "restates_question",
            "contradicts_verdict",
            "contradicts_complexity",
            "contradicts_code",
            "not_specific",
        ]
        | None
    ) = None


class FailedCase(_Wire):
    """One failing test. Hidden tests never show their input or expected value."""

    input: Any = None
    expected: Any = None
    received: Any = None
    hidden: bool = False
    verdict: str | None = None


class TestResultsOut(_Wire):
    """The response's ``testResults`` over visible and hidden tests.

    ``passed + failed + notRun == total``. ``notRun`` counts tests the judge did not run because the
    run stopped early (a test ran out of time, or the grading time budget was spent); they earn no
    points and are not listed in ``failedCases``. When the code does not compile, ``compileError``
    says where (``SyntaxError: expected ':' (line 6, column 35)``), every test counts as failed and
    ``failedCases`` is empty.
    """

    __test__ = False

    passed: int
    failed: int
    failed_cases: list[FailedCase] = Field(default_factory=list)
    not_run: int = 0
    total: int = 0
    hidden_total: int = 0
    compile_error: str | None = None


class RubricOut(_Wire):
    """The 40/30/30 breakdown of ``score``, with why points were withheld."""

    correctness: int
    complexity: int
    implementation: int
    notes: list[str] = Field(default_factory=list)


class FitOut(_Wire):
    """One measured class and how sure the fit is (0-1)."""

    cls: str
    confidence: float


class MeasuredComplexity(_Wire):
    """What the complexity measurement found, against the question's requirement."""

    required_time: str
    required_space: str | None = None
    time: FitOut | None = None
    space: FitOut | None = None
    points: list[dict[str, Any]] = Field(default_factory=list)
    note: str | None = None


class Timings(_Wire):
    """Milliseconds spent in each pipeline step (0 when a step did not run).

    ``total_ms`` runs until the result was complete, just before it was stored: the stored body and
    the returned one are the same.
    """

    total_ms: float = 0.0
    load_ms: float = 0.0
    normalise_ms: float = 0.0
    translate_ms: float = 0.0
    validate_ms: float = 0.0
    judge_ms: float = 0.0
    complexity_ms: float = 0.0
    review_ms: float = 0.0
    feedback_ms: float = 0.0


class EvaluationResponse(_Wire):
    """The evaluation of one submission (docs/grading.md, "Reading the feedback").

    Attributes:
        passed: every test passed and ``score >= 70``.
        solution_kind: ``python``, ``pseudocode`` (normalised deterministically), ``translated``
            (by a model), ``translated_lines`` (normalised, with the lines the normaliser did not
            understand translated by a model) or ``unexecutable`` (graded from static analysis only).
        translated_solution: the Python that ran, when a model translated the submission or some of
            its lines; left out of the JSON otherwise.
        executed_solution: the Python that ran when the normaliser rewrote pseudocode.
    """

    success: Literal[True] = True
    score: int
    passed: bool
    feedback: FeedbackOut
    test_results: TestResultsOut
    rubric: RubricOut
    needs_human_review: bool
    human_review_reasons: list[str] = Field(default_factory=list)
    evaluation_id: str
    question_id: str
    solution_kind: Literal["python", "pseudocode", "translated", "translated_lines", "unexecutable"]
    translated_solution: str | None = None
    executed_solution: str | None = None
    measured_complexity: MeasuredComplexity
    timings: Timings
    model: str | None = None
    cost_usd: float | None = None
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))

    @model_serializer(mode="wrap")
    def _omit_absent_translation(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        for key in ("translatedSolution", "translated_solution", "executedSolution", "executed_solution"):
            if key in data and data[key] is None:
                del data[key]
        return data

    def to_json(self) -> dict[str, Any]:
        """The camelCase JSON body."""
        return self.model_dump(mode="json", by_alias=True)
