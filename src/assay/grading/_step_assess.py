"""Pipeline steps "static review" and "deterministic feedback, score" (docs/grading.md, "The
pipeline"): :class:`Checked` → :class:`Reviewed` → :class:`Scored`. Pure functions of the facts."""

from __future__ import annotations

from assay.grading._feedback import build_feedback
from assay.grading._models import ComplexityRequirement
from assay.grading._review import for_submission, review, unparsable
from assay.grading._scoring import score
from assay.grading._steps import Checked, Reviewed, Scored
from assay.questions import Question

__all__ = ["assess", "review_checked"]


def review_checked(checked: Checked, question: Question) -> Reviewed:
    """The static review of the code that ran, on the parse the preparation made.

    Pseudocode's findings name the lines the user wrote, not those of the generated Python.
    """
    code = checked.prepared.code
    if code.tree is not None:
        report = review(checked.validated.source, question.signature, tree=code.tree)
    else:
        assert code.error is not None
        report = unparsable(code.error)
    line_map = checked.prepared.line_map
    if line_map is not None:
        report = for_submission(report, line_map)
    return Reviewed(checked=checked, review=report)


def assess(reviewed: Reviewed, question: Question) -> Scored:
    """The deterministic feedback draft and the 40/30/30 rubric."""
    checked = reviewed.checked
    requirement = ComplexityRequirement(
        time=question.complexity_requirements.time, space=question.complexity_requirements.space
    )
    draft = build_feedback(
        review=reviewed.review,
        judge=checked.judged,
        complexity=checked.report,
        requirement=requirement,
        concepts=question.concepts,
        param_types=[p.type for p in question.signature.params],
        line_map=checked.prepared.line_map,
    )
    rubric = score(
        judge=checked.judged,
        complexity=checked.report,
        requirement=requirement,
        review=reviewed.review,
        concepts=question.concepts,
    )
    return Scored(reviewed=reviewed, draft=draft, rubric=rubric)
