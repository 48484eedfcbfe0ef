"""Internal data shapes of the grading package: findings, review report, rubric, feedback draft.

The judge's and the complexity measurement's results are read as the judge's own models
(``assay.judge.Signature``, ``JudgeResult``, ``TestResult``, ``ComplexityReport``...).
The camelCase wire models of the API live in ``_schemas.py``, not here.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "Approach",
    "ComplexityRequirement",
    "FeedbackDraft",
    "Finding",
    "FindingCategory",
    "HumanReviewReason",
    "ReviewReport",
    "Rubric",
    "ScoreInputs",
    "Severity",
    "Strength",
    "ValidatedSolution",
]


# --- our own shapes ----------------------------------------------------------------------------


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ComplexityRequirement(_Frozen):
    """The question's ``complexity_requirements`` (big-O notation strings)."""

    time: str = "O(n)"
    space: str | None = None


class ValidatedSolution(_Frozen):
    """A solution whose ``class Solution`` and expected method were found.

    Attributes:
        source: the source as given.
        method: the expected method name, present in ``class Solution``.
        line: 1-based line of the ``def``.
        syntax_error: set when the file does not parse as a whole but the class and method header
            were found; the judge will report the compile error as a verdict.
        warnings: non-fatal mismatches (parameter names or types differing from the question's).
    """

    source: str
    method: str
    line: int
    syntax_error: str | None = None
    warnings: list[str] = Field(default_factory=list)


class Severity(StrEnum):
    """How much a finding matters."""

    INFO = "info"
    MINOR = "minor"
    MAJOR = "major"


class FindingCategory(StrEnum):
    """What a finding is about."""

    NAMING = "naming"
    STRUCTURE = "structure"
    DEAD_CODE = "dead_code"
    ERROR_HANDLING = "error_handling"
    IDIOMS = "idioms"
    TYPE_HINTS = "type_hints"
    COMPLEXITY_SMELL = "complexity_smell"


class Finding(_Frozen):
    """One static-review observation about something to improve.

    Attributes:
        rule: stable identifier of the check, such as ``bare-except``.
        line: 1-based line in the reviewed source, when it has one.
    """

    rule: str
    category: FindingCategory
    severity: Severity
    line: int | None
    message: str
    suggestion: str


class Strength(_Frozen):
    """Something the solution does well, fed to the feedback."""

    rule: str
    message: str


class Approach(_Frozen):
    """The algorithmic approach recognised from the AST.

    Attributes:
        name: a readable name such as ``"sliding window with hash set"``.
        techniques: every technique recognised, most characteristic first.
    """

    name: str
    techniques: list[str] = Field(default_factory=list)


class ReviewReport(_Frozen):
    """The static review of one solution.

    Attributes:
        parsed: whether the source parsed; when it did not, only ``findings`` about that exist.
    """

    parsed: bool
    findings: list[Finding] = Field(default_factory=list)
    strengths: list[Strength] = Field(default_factory=list)
    approach: Approach

    def count(self, severity: Severity) -> int:
        """How many findings have this severity."""
        return sum(1 for f in self.findings if f.severity is severity)


class ScoreInputs(_Frozen):
    """The facts the rubric is computed from, reduced to plain values.

    Attributes:
        tests_total: visible plus hidden tests (0 when nothing was executed).
        tests_passed: tests with an accepted verdict.
        tests_not_run: tests the judge skipped (after a time-out, or once the time budget was spent).
        compile_error: the code did not compile, so no test could run.
        time_measured / space_measured: measured classes (``None`` when not measured).
        time_required / space_required: the question's requirements (``None`` when none).
        majors / minors / infos: finding counts by severity (already deduplicated per rule).
        concepts_missing: required concepts the review could detect and did not find.
    """

    tests_total: int = Field(ge=0)
    tests_passed: int = Field(ge=0)
    tests_not_run: int = Field(default=0, ge=0)
    compile_error: bool = False
    time_measured: str | None = None
    time_confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    time_required: str | None = None
    space_measured: str | None = None
    space_confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    space_required: str | None = None
    majors: int = Field(default=0, ge=0)
    minors: int = Field(default=0, ge=0)
    infos: int = Field(default=0, ge=0)
    concepts_missing: int = Field(default=0, ge=0)

    @property
    def all_passed(self) -> bool:
        """Every test ran and was accepted (and there was at least one)."""
        return self.tests_total > 0 and self.tests_passed >= self.tests_total


class Rubric(_Frozen):
    """The 40/30/30 score of docs/grading.md ("Reading the feedback").

    Attributes:
        correctness: 0-40 from the tests, hidden included.
        complexity: 0-30 from the measured classes against the requirement.
        implementation: 0-30 from the static review.
        total: the sum, 0-100.
        passed: every test passed and ``total >= 70``.
        notes: why points were withheld, in plain words.
    """

    correctness: int = Field(ge=0, le=40)
    complexity: int = Field(ge=0, le=30)
    implementation: int = Field(ge=0, le=30)
    total: int = Field(ge=0, le=100)
    passed: bool
    notes: list[str] = Field(default_factory=list)


class HumanReviewReason(StrEnum):
    """Why a grade should be looked at by a person."""

    TRANSLATED_BY_MODEL = "translated_by_model"
    NOTHING_EXECUTED = "nothing_executed"
    UNCERTAIN_COMPLEXITY = "uncertain_complexity"
    COMPLEXITY_NOT_MEASURED = "complexity_not_measured"
    MODEL_DISAGREES = "model_disagrees"
    JUDGE_INTERNAL_ERROR = "judge_internal_error"


class FeedbackDraft(_Frozen):
    """Deterministic feedback in the shape of the response's ``feedback`` object (docs/grading.md).

    Attributes:
        time / space: the measured classes shown to the user (``None`` when not measured).
        meets_requirements: the measured classes meet the question's requirement.
    """

    summary: str
    approach_name: str
    is_optimal: bool
    time: str | None
    space: str | None
    meets_requirements: bool
    improvements: list[str] = Field(default_factory=list)
    strengths: list[str] = Field(default_factory=list)
