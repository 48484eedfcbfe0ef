"""The typed results of the grading pipeline's steps (docs/grading.md, "The pipeline").

Each step reads what the one before it produced and adds its own part::

    Parsed (the text, parsed once) → Prepared (the executable form) → Checked (validated, judged,
    measured) → Reviewed (static review) → Scored (feedback draft and rubric) → Narrated (the
    feedback shown) → EvaluationResponse

They are frozen dataclasses, not pydantic models: they live for one grade, are never serialised,
and carry a parse tree and the judge's own result objects as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from assay.grading._models import FeedbackDraft, ReviewReport, Rubric, ValidatedSolution
from assay.grading._narrative import Narrative
from assay.grading._parsed import Parsed
from assay.grading._schemas import FeedbackOut
from assay.judge import ComplexityReport, JudgeResult

__all__ = [
    "Checked",
    "Narrated",
    "Parsed",
    "Prepared",
    "Reviewed",
    "Scored",
    "SolutionKind",
]

SolutionKind = Literal["python", "pseudocode", "translated", "translated_lines", "unexecutable"]


@dataclass(frozen=True, slots=True)
class Prepared:
    """The executable form of a submission (pipeline step "make it executable").

    Attributes:
        kind: how it became Python: as written, by the normaliser, by a model (the whole program), or
            by the normaliser with the lines it did not understand translated by a model.
        code: the Python to run, parsed.
        notices: what the learner should know about the preparation (normaliser guesses, a model
            translation, NUL characters dropped).
        line_map: produced line -> submission line (0: added), when the normaliser rewrote it.
    """

    kind: SolutionKind
    code: Parsed
    notices: tuple[str, ...] = ()
    line_map: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Checked:
    """The executable form, validated, judged and measured.

    Attributes:
        prepared: what was run.
        validated: the structure validation (``syntax_error`` set: the judge reported a compile error).
        judged: the judge's result over the visible and hidden tests.
        report: the complexity measurement, ``None`` when it could not run.
        complexity_note: why the measurement is missing or what to know about it.
        notices: the preparation's notices, then validation warnings and a time-budget notice.
        cut_short: the grading time budget stopped the tests (the result depends on timing).
    """

    prepared: Prepared
    validated: ValidatedSolution
    judged: JudgeResult
    report: ComplexityReport | None
    complexity_note: str | None
    notices: tuple[str, ...] = ()
    cut_short: bool = False

    @property
    def all_passed(self) -> bool:
        return bool(self.judged.tests) and self.judged.failed == 0


@dataclass(frozen=True, slots=True)
class Reviewed:
    """The static review, told in the lines the learner wrote."""

    checked: Checked
    review: ReviewReport


@dataclass(frozen=True, slots=True)
class Scored:
    """The deterministic feedback draft and the 40/30/30 rubric, from the facts."""

    reviewed: Reviewed
    draft: FeedbackDraft
    rubric: Rubric


@dataclass(frozen=True, slots=True)
class Narrated:
    """The feedback shown: the draft, or a model's narrative that agrees with the measured facts.

    Attributes:
        scored: the facts it was written from.
        feedback: the feedback of the response.
        narrative: the model's answer when one was read (shown or not), for the human-review reasons.
    """

    scored: Scored
    feedback: FeedbackOut
    narrative: Narrative | None = field(default=None)
