"""``POST /api/submissions/evaluate``: grade one submission (docs/grading.md)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from assay.api._deps import ServiceDep
from assay.api._errors import SYSTEM_ERRORS
from assay.grading import ErrorResponse, EvaluationResponse, SubmissionRequest

__all__ = ["router"]

router = APIRouter(prefix="/api/submissions", tags=["submissions"])

_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse, "description": "QUESTION_NOT_FOUND: no question has this id"},
    413: {"model": ErrorResponse, "description": "PAYLOAD_TOO_LARGE: body over ASSAY_MAX_BODY_BYTES"},
    422: {
        "model": ErrorResponse,
        "description": "INVALID_SOLUTION: the solution (or the request body) is not gradable; "
        "the message says what was expected. PSEUDOCODE_NOT_UNDERSTOOD: our pseudocode translation "
        "did not understand a line and no model could translate it; details.lines name each line "
        "and how to write it",
    },
    **SYSTEM_ERRORS,
}


@router.post("/evaluate", response_model=EvaluationResponse, responses=_ERRORS)
async def evaluate_submission(submission: SubmissionRequest, service: ServiceDep) -> dict[str, Any]:
    """Grade a Python or pseudocode `class Solution` against a question's visible and hidden tests."""
    result = await service.evaluate(submission.question_id, submission.solution)
    return result.to_json()
