"""Pipeline step "narrative" (docs/grading.md, "The pipeline"): :class:`Scored` → :class:`Narrated`.

The deterministic feedback is always there; with a model configured (and ``ASSAY_MODEL_FEEDBACK``),
the model writes the narrative *given* the measured facts, and it is shown only when it agrees with
them (:func:`check_narrative`). The verdict and the score never come from it, and its failure never
fails the grade.
"""

from __future__ import annotations

import logging

from assay.errors import ExternalServiceError
from assay.grading._meters import Metered
from assay.grading._narrative import FALLBACK_NOTICES, NarrativeFallback, check_narrative, narrative_messages
from assay.grading._schemas import ApproachOut, ComplexityOut, FeedbackOut
from assay.grading._settings import GradingSettings
from assay.grading._steps import Narrated, Scored
from assay.llm import GenerationOptions
from assay.questions import Question

__all__ = ["NARRATIVE_UNAVAILABLE", "narrate"]

log = logging.getLogger(__name__)

NARRATIVE_UNAVAILABLE = "Narrative feedback unavailable"


async def narrate(
    scored: Scored, question: Question, shown: str, gateway: Metered, settings: GradingSettings
) -> Narrated:
    """The feedback of the response.

    Args:
        scored: the facts and the deterministic draft.
        question: the question graded.
        shown: the code the model is shown: what the learner wrote.
        gateway: the grade's metered gateway.
        settings: the pipeline settings.
    """
    draft, rubric = scored.draft, scored.rubric
    checked = scored.reviewed.checked
    notices = list(checked.notices)
    feedback = FeedbackOut(
        summary=draft.summary,
        approach=ApproachOut(name=draft.approach_name, is_optimal=draft.is_optimal),
        complexity=ComplexityOut(
            time=draft.time, space=draft.space, meets_requirements=draft.meets_requirements
        ),
        improvements=list(draft.improvements),
        strengths=list(draft.strengths),
        source="deterministic",
        notices=notices,
    )
    if not (settings.model_feedback and gateway.configured):
        return Narrated(scored, feedback)
    messages = narrative_messages(question, shown, draft, rubric, checked.judged, scored.reviewed.review)
    options = GenerationOptions(
        temperature=0,
        max_tokens=800,
        timeout_s=settings.feedback_timeout_s,
        max_retries=settings.feedback_max_retries,
    )
    try:
        narrative = await gateway.narrative(messages, options)
    except ExternalServiceError as exc:
        log.warning(
            "question %s: narrative feedback failed (%s: %s); returning the deterministic feedback",
            question.id,
            exc.code,
            exc.message,
        )
        notices.append(
            f"{NARRATIVE_UNAVAILABLE}: the model did not answer ({exc.code}); "
            "this is the deterministic review, and the score does not depend on it."
        )
        return Narrated(
            scored, feedback.model_copy(update={"notices": notices, "narrative_fallback": "model_failed"})
        )
    report = checked.report
    required = question.complexity_requirements
    measured = [
        report.time.cls if report is not None and report.time is not None else None,
        report.space.cls if report is not None and report.space is not None else None,
    ]
    rejected: NarrativeFallback | None = check_narrative(
        narrative,
        question_title=question.title,
        question_description=question.description,
        all_passed=checked.all_passed,
        complexities=[*measured, draft.time, draft.space, required.time, required.space],
        source=shown,
    )
    if rejected is not None:
        log.info("question %s: the model's narrative was not shown (%s)", question.id, rejected)
        notices.append(f"{FALLBACK_NOTICES[rejected]}; this is the deterministic review.")
        return Narrated(
            scored,
            feedback.model_copy(update={"notices": notices, "narrative_fallback": rejected}),
            narrative,
        )
    improvements = [i for i in narrative.improvements if i.strip()] or list(draft.improvements)
    strengths = [s for s in narrative.strengths if s.strip()] or list(draft.strengths)
    shown_feedback = feedback.model_copy(
        update={
            "summary": narrative.summary.strip() or draft.summary,
            "approach": ApproachOut(
                name=narrative.approach_name.strip() or draft.approach_name,
                is_optimal=draft.is_optimal,
            ),
            "improvements": improvements[:6],
            "strengths": strengths[:6],
            "source": "model",
        }
    )
    return Narrated(scored, shown_feedback, narrative)
