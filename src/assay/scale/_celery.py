"""The Celery application of the workers: Redis broker, late acknowledgement, no result backend.

Results live in the database (``queue_jobs``, ``evaluations``), so Celery keeps none. A message is
acknowledged only after its job finished (``acks_late``) and is given back when its worker dies
(``task_reject_on_worker_lost``); Redis redelivers an unacknowledged message after the visibility
timeout. Each worker takes one message at a time per thread (prefetch 1), so a killed worker holds
few.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from assay.scale._jobs import GRADE_TASK, JobRunner
from assay.scale._remote import SANDBOX_TASK
from assay.scale._settings import ScaleSettings
from assay.scale._solve import SOLVE_TASK

__all__ = ["make_celery"]

log = logging.getLogger("assay.scale")


def make_celery(
    settings: ScaleSettings, runner: JobRunner | None = None, received: Callable[[str], None] | None = None
) -> Any:
    """A Celery app on ``settings.queue_url``; with a ``runner``, the grading task runs it
    (``received`` is told each job id first).

    The API builds it without a runner (it only publishes); ``assay worker`` with one.
    """
    from celery import Celery

    app = Celery("assay", broker=settings.queue_url, set_as_current=False)
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        task_ignore_result=True,
        task_default_queue=settings.queue_name,
        worker_prefetch_multiplier=1,
        worker_hijack_root_logger=False,
        # A worker outlives a Redis restart or outage (docs/deploy.md, "Faults"): it reconnects on
        # start-up and after a loss, for ever (None; Celery's default gives up after 100 tries, and
        # 0 means no retry at all), on channel errors too.
        broker_connection_retry=True,
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,
        broker_channel_error_retry=True,
        broker_connection_timeout=3,
        broker_transport_options={
            "visibility_timeout": settings.queue_visibility_timeout_s,
            "socket_timeout": 3,
            "socket_connect_timeout": 3,
        },
        task_publish_retry=True,
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0.1, "interval_step": 0.5},
        # A job running when the connection drops is allowed to finish: it writes its own result
        # to the database, and a redelivered copy finds it done (idempotent by submission id).
        worker_cancel_long_running_tasks_on_connection_loss=False,
        # Only sandbox jobs (`assay bench --queue`) send a result back; grades live in the database.
        result_backend=settings.queue_url,
        result_expires=3600,
    )
    lock = threading.Lock()
    state: dict[str, JobRunner | None] = {"runner": runner}

    @app.task(name=GRADE_TASK, bind=True, max_retries=None)  # type: ignore[untyped-decorator]
    def grade(self: Any, job_id: str) -> str:
        with lock:
            current = state["runner"]
        if current is None:
            raise RuntimeError("this process queues jobs and does not run them (use `assay worker`)")
        if received is not None:
            received(job_id)
        outcome, delay = current.run(job_id)
        if outcome == "retry":
            raise self.retry(countdown=delay)
        return outcome

    @app.task(name=SOLVE_TASK)  # type: ignore[untyped-decorator]
    def solve(task_id: str, trigger: dict[str, Any]) -> str:
        from assay.scale._solve import run_solve_task

        return run_solve_task(task_id, trigger, settings.queue_url or "")

    @app.task(name=SANDBOX_TASK, ignore_result=False)  # type: ignore[untyped-decorator]
    def sandbox_run(job: dict[str, Any]) -> dict[str, Any]:
        from assay.sandbox import SandboxJob, get_sandbox

        result = get_sandbox().run(SandboxJob.model_validate(job))
        data: dict[str, Any] = result.model_dump(mode="json")
        return data

    return app
