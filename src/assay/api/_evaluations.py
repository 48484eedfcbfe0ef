"""``GET /api/evaluations/{id}``: a stored evaluation, exactly as it was returned."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter

from assay.api._deps import ServiceDep
from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse
from assay.grading import EvaluationResponse

__all__ = ["router"]

router = APIRouter(prefix="/api/evaluations", tags=["evaluations"])


@router.get(
    "/{evaluation_id}",
    response_model=EvaluationResponse,
    responses={404: {"model": ErrorResponse, "description": "EVALUATION_NOT_FOUND"}, **SYSTEM_ERRORS},
)
async def get_evaluation(evaluation_id: str, service: ServiceDep) -> dict[str, Any]:
    """The evaluation with this ``evaluationId``."""
    result = await asyncio.to_thread(service.get_evaluation, evaluation_id)
    return result.to_json()
