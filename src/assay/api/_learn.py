"""``POST /api/learn/evaluate`` and the inbound ``TUTOR_ASSESSMENT_READY`` event (docs/learning.md)."""

from __future__ import annotations

import threading
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Request
from pydantic import ValidationError

from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse
from assay.errors import ConfigError, InvalidInputError
from assay.grading import GradingService
from assay.learning import CourseError, GradingServiceGrader, LearnerEvaluation, LearningService

__all__ = ["get_learning_service", "router"]

router = APIRouter(prefix="/api/learn", tags=["learning"])
_lock = threading.Lock()

_BAD_INPUT: dict[int | str, dict[str, Any]] = {
    422: {
        "model": ErrorResponse,
        "description": "a bad field: INVALID_LEARNER_ID, INVALID_CONCEPT_ID, INVALID_LEARNER_RESPONSE, "
        "INVALID_EXPECTED_ANSWER or INVALID_BANK_QUESTION_ID (details.field names it); nothing stored",
    },
    404: {"model": ErrorResponse, "description": "CONCEPT_NOT_FOUND: the course has no such concept"},
}

_EXAMPLE = {
    "learner_id": "ada",
    "concept_id": "hashing",
    "learner_response": "A hash function maps the key to a bucket, so a lookup goes straight to it: "
    "O(1) on average.",
}


def get_learning_service(request: Request) -> LearningService:
    """The app's learning service, built on first use (a grading-only deployment never opens it)."""
    service: LearningService | None = getattr(request.app.state, "learning", None)
    if service is None:
        with _lock:
            service = getattr(request.app.state, "learning", None)
            if service is None:
                grading = getattr(request.app.state, "service", None)
                grader = (
                    GradingServiceGrader(grading)
                    if grading is not None
                    else GradingServiceGrader(factory=lambda: GradingService(store=False))
                )
                try:
                    service = LearningService(grader=grader)
                except CourseError as exc:
                    # The operator's course file (ASSAY_LEARN_COURSE), not the caller's request.
                    raise ConfigError(exc.message, code="INVALID_COURSE", hint=exc.hint) from None
                except ValidationError as exc:
                    raise ConfigError(
                        f"invalid learning setting: {exc.errors()[0].get('msg', 'invalid')}",
                        hint="fix the ASSAY_LEARN_* variables (docs/learning.md, Settings)",
                    ) from None
                request.app.state.learning = service
    return service


LearningDep = Annotated[LearningService, Depends(get_learning_service)]


def _object(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise InvalidInputError(
            "the request body must be a JSON object",
            code="INVALID_INPUT",
            hint='send {"learner_id", "concept_id", "learner_response", "expected_answer"?}',
        )
    return body


@router.post(
    "/evaluate",
    response_model=LearnerEvaluation,
    responses={**_BAD_INPUT, **SYSTEM_ERRORS},
)
async def evaluate(
    service: LearningDep, body: Annotated[Any, Body(openapi_examples={"hashing": {"value": _EXAMPLE}})]
) -> LearnerEvaluation:
    """Score a learner's answer on a concept, classify the error, update mastery, decide the next step.

    Body: ``learner_id``, ``concept_id``, ``learner_response`` (or ``learner_answer``), optional
    ``expected_answer`` (the concept's reference answer when missing) and ``bank_question_id``.
    """
    return await service.evaluate(_object(body))


@router.post(
    "/events/tutor-assessment-ready",
    response_model=LearnerEvaluation,
    responses={**_BAD_INPUT, **SYSTEM_ERRORS},
)
async def tutor_assessment_ready(service: LearningDep, body: Annotated[Any, Body()]) -> LearnerEvaluation:
    """The inbound ``TUTOR_ASSESSMENT_READY`` event: its payload (bare or as ``{"payload": {...}}``)
    is an evaluation request; the answer is the evaluation."""
    return await service.on_tutor_assessment_ready(_object(body))
