"""``GET /api/questions`` and ``GET /api/questions/{id}``: the bank, never hidden tests or references."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic.alias_generators import to_camel

from assay.api._deps import QuestionsDep, ServiceDep
from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse
from assay.questions import Difficulty

__all__ = ["router"]

router = APIRouter(prefix="/api/questions", tags=["questions"])


def _camel_keys(data: dict[str, Any]) -> dict[str, Any]:
    # Top level only: test inputs are keyed by the question's own parameter names.
    return {to_camel(key): value for key, value in data.items()}


@router.get(
    "",
    responses={422: {"model": ErrorResponse, "description": "INVALID_INPUT: a bad filter"}, **SYSTEM_ERRORS},
)
async def list_questions(
    questions: QuestionsDep,
    difficulty: Annotated[Difficulty | None, Query(description="easy, medium or hard")] = None,
    concept: Annotated[str | None, Query(max_length=64, description='e.g. "sliding window"')] = None,
) -> dict[str, Any]:
    """Summaries of the questions, optionally of one difficulty and one concept."""
    summaries = await asyncio.to_thread(questions.list, difficulty, concept)
    items = [_camel_keys(s.model_dump(mode="json")) for s in summaries]
    return {"success": True, "count": len(items), "questions": items}


@router.get(
    "/{question_id}",
    responses={404: {"model": ErrorResponse, "description": "QUESTION_NOT_FOUND"}, **SYSTEM_ERRORS},
)
async def get_question(question_id: str, service: ServiceDep) -> dict[str, Any]:
    """What a user may see of one question: description, constraints, signature, visible tests."""
    question = await asyncio.to_thread(service.load_question, question_id)
    return {"success": True, "question": _camel_keys(question.public().model_dump(mode="json"))}
