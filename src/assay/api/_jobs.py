"""Queued grading (docs/deploy.md): ``POST /api/submissions`` → 202, polling, and an SSE stream.

With ``ASSAY_QUEUE_URL`` set, ``POST /api/submissions`` answers 202 with the evaluation id at once;
``GET /api/jobs/{id}`` (job or evaluation id) says where it stands and holds the result when done;
``GET /api/jobs/{id}/events`` pushes it (server-sent events: ``status`` on each change, then one
``result`` or ``error``); ``GET /api/evaluations/{id}`` answers 202 while the grade is queued. An
``Idempotency-Key`` header (or ``submissionId`` in the body) makes a retried POST return the same job.
Without a queue, ``POST /api/submissions`` grades in process and answers 200 with the evaluation.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Request
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import ValidationError

from assay.api._auth import principal_of
from assay.api._deps import ServiceDep
from assay.api._errors import SYSTEM_ERRORS
from assay.envelope import ErrorResponse, error_reply
from assay.errors import ExternalServiceError, InvalidInputError, NotFoundError
from assay.grading import GradingService, SubmissionRequest
from assay.scale import Access, JobQueue, app_job_queue, enqueue_grade
from assay.storage import JobRecord

__all__ = ["audit_submission", "evaluations_router", "get_job_queue", "queued_evaluation", "router"]

router = APIRouter(tags=["queue"])
#: Shadows ``GET /api/evaluations/{id}`` when a queue is configured (included before the plain one).
evaluations_router = APIRouter(tags=["evaluations"])
_STREAM_LIMIT_S = 600.0


def get_job_queue(request: Request) -> JobQueue | None:
    """The app's job queue (built on first use), or ``None`` when no ``ASSAY_QUEUE_URL`` is set.

    The same one the Practice page submits to (``assay.scale.app_job_queue``).
    """
    return app_job_queue(request.app.state)


def _job_view(job: JobRecord, result: dict[str, Any] | None = None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "success": True,
        "jobId": job.id,
        "evaluationId": job.evaluation_id,
        "submissionId": job.submission_id,
        "status": job.status,
        "attempts": job.attempts,
        "createdAt": job.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": job.updated_at.isoformat().replace("+00:00", "Z"),
        "statusUrl": f"/api/jobs/{job.id}",
        "eventsUrl": f"/api/jobs/{job.id}/events",
        "evaluationUrl": f"/api/evaluations/{job.evaluation_id}",
    }
    if result is not None:
        view["result"] = result
    if job.error_body is not None:
        view["error"] = {"status": job.error_status, **job.error_body}
    return view


async def _result(service: GradingService, job: JobRecord) -> dict[str, Any] | None:
    if job.status != "done":
        return None
    evaluation = await asyncio.to_thread(service.get_evaluation, job.evaluation_id)
    return evaluation.to_json()


async def _submit(
    request: Request, queue: JobQueue, service: GradingService, submission: SubmissionRequest, key: str | None
) -> JobRecord:
    # One way in for the routers and the Practice page (assay.scale.enqueue_grade): an unknown
    # question is a 404 now, not a failed job later.
    return await asyncio.to_thread(
        lambda: enqueue_grade(
            queue,
            service,
            question_id=submission.question_id,
            solution=submission.solution,
            principal=principal_of(request.scope),
            via="api",
            submission_id=key,
        )
    )


async def audit_submission(request: Request, evaluation_id: str, submission: SubmissionRequest) -> None:
    """Record who submitted an in-process grade (with keys on, this is what makes it theirs to read).

    The app's one access object writes it, the same row a web page's submission gets (docs/security.md).
    """
    access = getattr(request.app.state, "access", None)
    if not isinstance(access, Access):
        return  # an app built without install_access: open use
    await asyncio.to_thread(
        access.record_submission,
        principal_of(request.scope),
        evaluation_id=evaluation_id,
        question_id=submission.question_id,
        solution=submission.solution,
        via="api",
    )


_SUBMIT_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse, "description": "QUESTION_NOT_FOUND"},
    422: {"model": ErrorResponse, "description": "INVALID_SOLUTION (no queue: graded at once)"},
    **SYSTEM_ERRORS,
}


@router.post("/api/submissions", status_code=202, responses=_SUBMIT_ERRORS)
async def submit(
    request: Request,
    service: ServiceDep,
    body: Annotated[dict[str, Any], Body()],
    idempotency_key: Annotated[str | None, Header(max_length=100)] = None,
) -> JSONResponse:
    """Queue a grade: 202 with ``evaluationId`` and where to poll (200 with the grade when no queue)."""
    try:
        submission = SubmissionRequest.model_validate(body)
    except ValidationError as exc:
        raise InvalidInputError(
            'The request must be a JSON object {"questionId": string, "solution": string}: '
            + "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()[:3]),
            code="INVALID_SOLUTION",
        ) from None
    key = idempotency_key or (str(body["submissionId"])[:100] if body.get("submissionId") else None)
    queue = get_job_queue(request)
    if queue is None:
        result = await service.evaluate(submission.question_id, submission.solution)
        await audit_submission(request, result.evaluation_id, submission)
        return JSONResponse(status_code=200, content=result.to_json())
    job = await _submit(request, queue, service, submission, key)
    return JSONResponse(status_code=202, content=_job_view(job), headers={"Location": f"/api/jobs/{job.id}"})


async def _job(request: Request, job_id: str) -> tuple[JobQueue, JobRecord]:
    queue = get_job_queue(request)
    job = await asyncio.to_thread(queue.repository.job, job_id) if queue is not None else None
    if queue is None or job is None:
        raise NotFoundError(
            f"Job {job_id} could not be found",
            code="JOB_NOT_FOUND",
            hint="use the jobId or evaluationId returned by POST /api/submissions",
            details={"jobId": job_id},
        )
    return queue, job


@router.get("/api/jobs/{job_id}", responses={404: {"model": ErrorResponse}, **SYSTEM_ERRORS})
async def get_job(request: Request, job_id: str, service: ServiceDep) -> dict[str, Any]:
    """Where a queued grade stands (queued, running, done, failed, dead); the result when done."""
    _queue, job = await _job(request, job_id)
    return _job_view(job, await _result(service, job))


def _event(name: str, data: dict[str, Any]) -> str:
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


@router.get("/api/jobs/{job_id}/events", responses={404: {"model": ErrorResponse}, **SYSTEM_ERRORS})
async def job_events(request: Request, job_id: str, service: ServiceDep) -> StreamingResponse:
    """Server-sent events: ``status`` at each change, then ``result`` (the evaluation) or ``error``."""
    queue, job = await _job(request, job_id)

    async def stream() -> AsyncIterator[str]:
        current: JobRecord | None = job
        said = ""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + _STREAM_LIMIT_S
        pause = 0.05
        while current is not None:
            if current.status != said:
                said = current.status
                yield _event("status", {"jobId": current.id, "status": current.status})
            if current.final:
                result = await _result(service, current)
                if result is not None:
                    yield _event("result", result)
                else:
                    yield _event("error", {"status": current.error_status, **(current.error_body or {})})
                return
            if loop.time() > deadline or await request.is_disconnected():
                return
            await asyncio.sleep(pause)
            pause = min(pause * 1.5, 0.5)
            try:
                current = await asyncio.to_thread(queue.repository.job, job_id)
            except ExternalServiceError:
                yield ": the database is unreachable for now; still waiting\n\n"

    return StreamingResponse(
        stream(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


@router.get("/api/queue", responses=SYSTEM_ERRORS)
async def queue_stats(request: Request) -> dict[str, Any]:
    """Queue depth, jobs per state and dead letters (``configured: false`` without a queue)."""
    queue = get_job_queue(request)
    if queue is None:
        return {"success": True, "configured": False}
    counts = await asyncio.to_thread(queue.repository.counts)
    try:
        depth: int | None = await asyncio.to_thread(queue.depth)
        outstanding: int | None = await asyncio.to_thread(queue.outstanding)
    except Exception:  # Redis down: the counts still tell the story
        depth = outstanding = None
    return {
        "success": True,
        "configured": True,
        "depth": depth,
        "outstanding": outstanding,
        "maxDepth": queue.settings.queue_max_depth,
        "jobs": counts,
    }


@evaluations_router.get("/api/evaluations/{evaluation_id}", responses={202: {}, 404: {}, **SYSTEM_ERRORS})
async def get_evaluation(request: Request, evaluation_id: str, service: ServiceDep) -> JSONResponse:
    """The evaluation; 202 with the job's status while it is still queued or running."""
    queue = get_job_queue(request)
    job = await asyncio.to_thread(queue.repository.job, evaluation_id) if queue is not None else None
    if job is not None and not job.final:
        return JSONResponse(status_code=202, content=_job_view(job), headers={"Retry-After": "1"})
    if job is not None and job.error_body is not None:
        return JSONResponse(status_code=job.error_status or 500, content=job.error_body)
    result = await asyncio.to_thread(service.get_evaluation, evaluation_id)
    return JSONResponse(content=result.to_json())


async def queued_evaluation(
    request: Request, service: GradingService, submission: SubmissionRequest
) -> JSONResponse | None:
    """``POST /api/submissions/evaluate`` through the queue: waits up to ``ASSAY_QUEUE_WAIT_S`` for the
    grade and answers the same body (or error) as in process; ``None`` when no queue is configured.
    """
    queue = get_job_queue(request)
    if queue is None:
        return None
    key = request.headers.get("idempotency-key")
    job = await _submit(request, queue, service, submission, key)
    done = await queue.wait(job.id, queue.settings.queue_wait_s)
    if done is None:
        reply = error_reply(
            ExternalServiceError(
                "the grade did not finish in time",
                code="QUEUE_TIMEOUT",
                retryable=True,
                details={"retryAfterS": 5},
            )
        )
        body = reply.body.to_json()
        body.setdefault("details", {})["evaluationId"] = job.evaluation_id
        return JSONResponse(status_code=reply.status, content=body, headers=reply.headers)
    if done.status != "done":
        return JSONResponse(status_code=done.error_status or 500, content=done.error_body or {})
    result = await _result(service, done)
    return JSONResponse(content=result)
