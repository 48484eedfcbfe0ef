"""``POST /api/learn/evaluate`` and the inbound ``TUTOR_ASSESSMENT_READY`` event (docs/learning.md)."""

from __future__ import annotations

import asyncio
import logging
import threading
from functools import partial
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from assay.api._errors import SYSTEM_ERRORS
from assay.api._learners import learner_refused
from assay.envelope import ErrorResponse
from assay.errors import ConfigError, InvalidInputError
from assay.grading import GradingService
from assay.learning import (
    CourseError,
    EventSink,
    GradingServiceGrader,
    LearnerEvaluation,
    LearningService,
    get_learning_store_settings,
    listen_for_assessments,
)
from assay.storage import LearningRepository

__all__ = ["get_learning_service", "learning_service", "listen_for_tutor_events", "router"]

log = logging.getLogger("assay.api")

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
    return learning_service(request.app)


def learning_service(app: FastAPI) -> LearningService:
    """The learning service of ``app``, built on first use from the settings and its grading service."""
    service: LearningService | None = getattr(app.state, "learning", None)
    if service is None:
        with _lock:
            service = getattr(app.state, "learning", None)
            if service is None:
                grading = getattr(app.state, "service", None)
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
                app.state.learning = service
    return service


def listen_for_tutor_events(app: FastAPI) -> EventSink | None:
    """Evaluate the ``TUTOR_ASSESSMENT_READY`` events tutors publish to the learning outbox (docs/learning.md,
    "Inbound assessment requests"), as consumer ``evaluator``, on this server's loop.

    A relay thread polls the outbox of the grading service's database every
    ``ASSAY_LEARN_RELAY_INTERVAL_S``; the learning service is built at the first event, so a
    grading-only server opens nothing more. Returns the sink to close at shutdown, or ``None`` when
    the grading service keeps no database (nothing to listen to).
    """
    engine = getattr(getattr(getattr(app.state, "service", None), "repository", None), "engine", None)
    if engine is None:
        log.info("TUTOR_ASSESSMENT_READY events are not listened to: the grading service keeps no database")
        return None
    try:
        interval = get_learning_store_settings().learn_relay_interval_s
    except ValidationError as exc:  # grading goes on; the learning routes report the setting
        log.warning("TUTOR_ASSESSMENT_READY events are not listened to: invalid learning setting: %s", exc)
        return None
    sink = EventSink(LearningRepository(engine), relay_interval_s=interval)  # the evaluator only: no pruning
    listen_for_assessments(partial(learning_service, app), sink, loop=asyncio.get_running_loop())
    sink.start()
    return sink


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
    service: LearningDep,
    body: Annotated[Any, Body(openapi_examples={"hashing": {"value": _EXAMPLE}})],
    request: Request,
) -> LearnerEvaluation | JSONResponse:
    """Score a learner's answer on a concept, classify the error, update mastery, decide the next step.

    Body: ``learner_id``, ``concept_id``, ``learner_response`` (or ``learner_answer``), optional
    ``expected_answer`` (the concept's reference answer when missing) and ``bank_question_id``.
    With API keys, a key that is not admin may name only its own learner (403 LEARNER_FORBIDDEN).
    """
    fields = _object(body)
    if (refused := learner_refused(request, fields.get("learner_id"))) is not None:
        return refused
    return await service.evaluate(fields)


@router.post(
    "/events/tutor-assessment-ready",
    response_model=LearnerEvaluation,
    responses={**_BAD_INPUT, **SYSTEM_ERRORS},
)
async def tutor_assessment_ready(
    service: LearningDep, body: Annotated[Any, Body()], request: Request
) -> LearnerEvaluation | JSONResponse:
    """The inbound ``TUTOR_ASSESSMENT_READY`` event: its payload (bare or as ``{"payload": {...}}``)
    is an evaluation request; the answer is the evaluation."""
    fields = _object(body)
    inner = fields.get("payload")
    payload: dict[str, Any] = inner if isinstance(inner, dict) else fields
    if (refused := learner_refused(request, payload.get("learner_id"))) is not None:
        return refused
    return await service.on_tutor_assessment_ready(fields)
