"""Grading: turn a Python or pseudocode submission into an evaluation (docs/grading.md).

Public API::

    service = GradingService()                               # bank, database, sandbox, model from settings
    result = await service.evaluate("3", solution_text)      # EvaluationResponse (docs/grading.md)
    result.to_json()                                         # the camelCase API body

The pieces, usable on their own: :func:`normalise` (deterministic pseudocode → Python),
:func:`translate` (model fallback), :func:`validate_solution`, :func:`review` (static AST review),
:func:`build_feedback`, :func:`score` (the 40/30/30 rubric) and :func:`human_review_reasons`.
"""

from assay.grading._feedback import build_feedback
from assay.grading._models import (
    Approach,
    ComplexityRequirement,
    FeedbackDraft,
    Finding,
    FindingCategory,
    HumanReviewReason,
    ReviewReport,
    Rubric,
    Severity,
    Strength,
    ValidatedSolution,
)
from assay.grading._pseudocode import (
    Normalised,
    PseudocodeNotUnderstoodError,
    SyntaxIssue,
    SyntaxIssueCode,
    Translation,
    normalise,
    translate,
)
from assay.grading._reader import Reader
from assay.grading._review import detect_approach, review
from assay.grading._schemas import (
    EvaluationResponse,
    FailedCase,
    FeedbackOut,
    MeasuredComplexity,
    NarrativeFallback,
    RubricOut,
    SubmissionRequest,
    TestResultsOut,
    Timings,
)
from assay.grading._scoring import human_review_reasons, score
from assay.grading._service import GradingService, GradingSettings, get_grading_service, get_grading_settings
from assay.grading._validation import looks_like_python, validate_solution

__all__ = [
    "Approach",
    "ComplexityRequirement",
    "EvaluationResponse",
    "FailedCase",
    "FeedbackDraft",
    "FeedbackOut",
    "Finding",
    "FindingCategory",
    "GradingService",
    "GradingSettings",
    "HumanReviewReason",
    "MeasuredComplexity",
    "NarrativeFallback",
    "Normalised",
    "PseudocodeNotUnderstoodError",
    "Reader",
    "ReviewReport",
    "Rubric",
    "RubricOut",
    "Severity",
    "Strength",
    "SubmissionRequest",
    "SyntaxIssue",
    "SyntaxIssueCode",
    "TestResultsOut",
    "Timings",
    "Translation",
    "ValidatedSolution",
    "build_feedback",
    "detect_approach",
    "get_grading_service",
    "get_grading_settings",
    "human_review_reasons",
    "looks_like_python",
    "normalise",
    "review",
    "score",
    "translate",
    "validate_solution",
]
