"""``POST /api/submissions/evaluate``: grade one submission (docs/grading.md)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from assay.api._deps import ServiceDep
from assay.api._errors import SYSTEM_ERRORS
from assay.api._jobs import audit_submission, queued_evaluation
from assay.envelope import ErrorResponse
from assay.grading import EvaluationResponse, SubmissionRequest

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
async def evaluate_submission(
    submission: SubmissionRequest, service: ServiceDep, request: Request
) -> dict[str, Any] | JSONResponse:
    """Grade a Python or pseudocode `class Solution` against a question's visible and hidden tests."""
    # With ASSAY_QUEUE_URL a worker grades it and this waits for the same body (docs/deploy.md).
    queued = await queued_evaluation(request, service, submission)
    if queued is not None:
        return queued
    result = await service.evaluate(submission.question_id, submission.solution)
    await audit_submission(request, result.evaluation_id, submission)  # with API keys: who sent it
    return result.to_json()
