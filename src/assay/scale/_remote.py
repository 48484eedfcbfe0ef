"""Sandbox jobs run by the workers: what `assay bench --queue` runs its trials' code with (docs/deploy.md).

:class:`RemoteSandbox` has the two calls a bench run makes of a sandbox (``run`` and ``arun``): each
job is sent to an `assay worker`, which runs it in its own sandbox pool and sends the result back
through Redis (Celery's result store, kept an hour). The bench itself, its model calls and its
result folder stay in the process that started it, so the folder is the same as without a queue.
"""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import Any

from assay.errors import ExternalServiceError
from assay.sandbox import SandboxJob, SandboxResult
from assay.scale._settings import ScaleSettings

__all__ = ["SANDBOX_TASK", "RemoteSandbox"]

#: The Celery task name of one sandbox job (its argument: the job as JSON; its result: the result's).
SANDBOX_TASK = "assay.sandbox_run"

#: Seconds a job may wait in the queue on top of its own wall-time limit.
_QUEUE_SLACK_S = 300.0


class RemoteSandbox:
    """Runs sandbox jobs on the workers.

    Args:
        settings: the queue settings (``queue_url`` set).
        celery: the Celery app (default: one on ``queue_url``).
    """

    def __init__(self, settings: ScaleSettings, celery: Any = None) -> None:
        if celery is None:
            from assay.scale._celery import make_celery

            celery = make_celery(settings)
        self.settings = settings
        self.celery = celery

    def run(self, job: SandboxJob) -> SandboxResult:
        """Run ``job`` on a worker and wait for its result.

        Raises:
            ExternalServiceError: no worker answered in time, or the queue is unreachable (retryable).
        """
        try:
            pending = self.celery.send_task(
                SANDBOX_TASK, args=[job.model_dump(mode="json")], queue=self.settings.queue_name
            )
            data = pending.get(timeout=job.limits.wall_s + _QUEUE_SLACK_S, propagate=True)
        except Exception as exc:
            raise ExternalServiceError(
                f"a worker did not run the sandbox job ({type(exc).__name__}: {exc})",
                code="QUEUE_UNAVAILABLE",
                retryable=True,
                hint="check that `assay worker` processes run on ASSAY_QUEUE_URL",
            ) from exc
        return SandboxResult.model_validate(data)

    async def arun(self, job: SandboxJob) -> SandboxResult:
        """:meth:`run` without blocking the event loop."""
        return await asyncio.to_thread(self.run, job)

    def __enter__(self) -> RemoteSandbox:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        return None
