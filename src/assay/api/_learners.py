"""``GET /api/learners/{learner_id}/mastery``: mastery per concept (docs/learning.md, "Mastery")."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Request

from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse
from assay.learning import LearnerMastery, MasteryViews

__all__ = ["router"]

router = APIRouter(prefix="/api/learners", tags=["learning"])


@router.get(
    "/{learner_id}/mastery",
    response_model=LearnerMastery,
    responses={
        422: {"model": ErrorResponse, "description": "INVALID_LEARNER_ID (details.field is learner_id)"},
        **SYSTEM_ERRORS,
    },
)
async def get_mastery(learner_id: str, request: Request) -> LearnerMastery:
    """Every concept the learner answered: mastery, whether mastered, the last values, trend, next step.

    A learner with no answers yet gets an empty ``concepts`` list (not a 404: any id may start).
    """
    views = MasteryViews.of(request.app.state)
    learning = getattr(request.app.state, "learning", None)  # built by POST /api/learn/evaluate
    return await asyncio.to_thread(views.learner, learner_id, learning)
