"""``GET /api/learners/{learner_id}/mastery``: mastery per concept (docs/learning.md, "Mastery")."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from assay.api._auth import principal_of
from assay.api._errors import SYSTEM_ERRORS, error_response
from assay.envelope import ErrorResponse
from assay.learning import LearnerMastery, MasteryViews

__all__ = ["router"]

router = APIRouter(prefix="/api/learners", tags=["learning"])


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
    principal = principal_of(request.scope)
    if not principal.may_read_learner(learner_id):
        return error_response(
            403,
            "LEARNER_FORBIDDEN",
            f"This API key reads only learner {principal.learner!r}'s mastery.",
            {
                "learnerId": learner_id,
                "hint": f"ask for /api/learners/{principal.learner}/mastery, or use an admin key",
            },
        )
    views = MasteryViews.of(request.app.state)
    learning = getattr(request.app.state, "learning", None)  # built by POST /api/learn/evaluate
    return await asyncio.to_thread(views.learner, learner_id, learning)
