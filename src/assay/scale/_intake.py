"""Queued grading for the front doors: one way in for the API's routers and the Practice page.

``POST /api/submissions``, ``POST /api/submissions/evaluate`` and the Practice page's form all call
:func:`enqueue_grade` on the app's one :class:`JobQueue` (:func:`app_job_queue`), so a page's
submission is admitted, bounded, audited to its key and made idempotent exactly as an API call
(docs/deploy.md).
"""

from __future__ import annotations

import threading
import uuid
from typing import Any

from assay.grading import GradingService
from assay.scale._access import Principal
from assay.scale._jobs import JobQueue
from assay.scale._settings import get_scale_settings
from assay.storage import JobRecord, get_queue_repository

__all__ = ["app_job_queue", "enqueue_grade"]

_lock = threading.Lock()


def app_job_queue(state: Any) -> JobQueue | None:
    """The app's job queue (built on first use, kept on ``state``); ``None`` without a queue URL."""
    queue: JobQueue | None = getattr(state, "job_queue", None)
    if queue is None:
        settings = get_scale_settings()
        if not settings.queue_url:
            return None
        with _lock:
            queue = getattr(state, "job_queue", None)
            if queue is None:
                queue = JobQueue(settings, get_queue_repository())
                state.job_queue = queue
    return queue


def enqueue_grade(
    queue: JobQueue,
    service: GradingService,
    *,
    question_id: str,
    solution: str,
    principal: Principal,
    via: str,
    submission_id: str | None = None,
) -> JobRecord:
    """Queue a grade for the workers and return its job (blocking: run it in a thread).

    An unknown question is the caller's mistake and is said now (404 ``QUESTION_NOT_FOUND``), not
    in a failed job later. A repeated ``submission_id`` returns the job it made the first time.
    ``via`` names the front door (``"api"``, ``"web"``) in the audit row, as an in-process grade's
    row does (docs/deploy.md, "API keys").

    Raises:
        NotFoundError: no question has this id.
        QueueFullError: the queue is at ``queue_max_depth`` (503, Retry-After).
        ExternalServiceError: Redis or the database is unreachable (503, retryable).
    """
    service.load_question(question_id)
    job, _created = queue.submit(
        question_id=question_id,
        solution=solution,
        submission_id=submission_id or str(uuid.uuid4()),
        api_key_id=principal.key_id,
        actor=principal.name,
        via=via,
    )
    return job
