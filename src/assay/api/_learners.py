"""``GET /api/learners/{learner_id}/mastery``: mastery per concept (docs/learning.md, "Mastery")."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from assay.api._auth import principal_of
from assay.api._errors import SYSTEM_ERRORS, error_response
from assay.envelope import ErrorResponse
from assay.learning import LearnerMastery, MasteryViews

__all__ = ["learner_refused", "router"]

router = APIRouter(prefix="/api/learners", tags=["learning"])


def learner_refused(request: Request, learner_id: object) -> JSONResponse | None:
    """403 ``LEARNER_FORBIDDEN`` when a key that is not admin names a learner other than its own.

    With keys off, or for an admin key, any learner goes (docs/security.md, "Access"). A learner id
    that is not a string is left to the route's own validation (422).
    """
    principal = principal_of(request.scope)
    if not isinstance(learner_id, str) or principal.may_read_learner(learner_id):
        return None
    return error_response(
        403,
        "LEARNER_FORBIDDEN",
        f"This API key acts only as learner {principal.learner!r}.",
        {
            "learnerId": learner_id,
            "hint": f"use learner {principal.learner!r} (assay keys create --learner), or an admin key",
        },
    )


@router.get(
    "/{learner_id}/mastery",
    response_model=LearnerMastery,
    responses={
        403: {
            "model": ErrorResponse,
            "description": "LEARNER_FORBIDDEN: with API keys, a key reads only its own learner "
            "(an admin key reads any)",
        },
        422: {"model": ErrorResponse, "description": "INVALID_LEARNER_ID (details.field is learner_id)"},
        **SYSTEM_ERRORS,
    },
)
async def get_mastery(learner_id: str, request: Request) -> LearnerMastery | JSONResponse:
    """Every concept the learner answered: mastery, whether mastered, the last values, trend, next step.

    A learner with no answers yet gets an empty ``concepts`` list (not a 404: any id may start).
    With ``ASSAY_AUTH=keys`` a key reads only the learner it acts as (``assay keys create
    --learner``); an admin key reads any (docs/security.md, "Access").
    """
    if (refused := learner_refused(request, learner_id)) is not None:
        return refused
    views = MasteryViews.of(request.app.state)
    learning = getattr(request.app.state, "learning", None)  # built by POST /api/learn/evaluate
    return await asyncio.to_thread(views.learner, learner_id, learning)
