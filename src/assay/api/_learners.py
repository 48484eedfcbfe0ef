"""``GET /api/learners/{learner_id}/mastery``: mastery per concept (docs/learning.md, "Mastery")."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from fastapi import APIRouter, Request

from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse
from assay.learning import (
    Course,
    LearnerMastery,
    MasteryStore,
    get_learn_settings,
    learner_mastery,
    load_course,
    open_mastery_store,
)

__all__ = ["router"]

router = APIRouter(prefix="/api/learners", tags=["learning"])
_lock = threading.Lock()


def _store(request: Request) -> MasteryStore:
    """The learning service's mastery store when it has one, else one opened from the settings."""
    learning: Any = getattr(request.app.state, "learning", None)
    store: Any = getattr(learning, "mastery", None)
    if store is not None and hasattr(store, "all_for"):
        typed: MasteryStore = store
        return typed
    with _lock:
        opened: MasteryStore | None = getattr(request.app.state, "mastery_store", None)
        if opened is None:
            opened = open_mastery_store()
            request.app.state.mastery_store = opened
        return opened


def _course(request: Request) -> Course:
    """The learning service's course when it is built, else the one the settings name."""
    learning: Any = getattr(request.app.state, "learning", None)
    course: Any = getattr(getattr(learning, "store", None), "course", None)
    if isinstance(course, Course):
        return course
    settings = get_learn_settings()
    return load_course(settings.learn_course, mode=settings.learn_course_mode)


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
    store = await asyncio.to_thread(_store, request)
    course = await asyncio.to_thread(_course, request)
    return await asyncio.to_thread(learner_mastery, store, learner_id, course)
