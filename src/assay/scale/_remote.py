"""Sandbox jobs run by the workers: what `assay bench --queue` runs its trials' code with (docs/deploy.md).

:class:`RemoteSandbox` has the two calls a bench run makes of a sandbox (``run`` and ``arun``): each
job is sent to an `assay worker`, which runs it in its own sandbox pool and sends the result back
through Redis (Celery's result store, kept an hour). The bench itself, its model calls and its
result folder stay in the process that started it, so the folder is the same as without a queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
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
#: How many times a job whose result does not come is sent in all.
_SENDS = 3

log = logging.getLogger("assay.scale")


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

        A message can be lost on its way (Redis restarted empty, or a worker killed between taking
        it and recording it as unacknowledged), so a job with no result after its time limit plus
        the visibility timeout is sent again, up to :data:`_SENDS` times in all. Running a sandbox
        job twice is harmless (it only computes its result); the first result is the one used, and
        the bench writes each trial once whatever the workers did.

        Raises:
            ExternalServiceError: no worker answered in time, or the queue is unreachable (retryable).
        """
        from celery.exceptions import TimeoutError as ResultTimeout

        payload = job.model_dump(mode="json")
        patience = job.limits.wall_s + self.settings.queue_visibility_timeout_s + 10.0
        deadline = time.monotonic() + job.limits.wall_s + _QUEUE_SLACK_S
        sent: list[Any] = []
        try:
            while True:
                if len(sent) < _SENDS:
                    if sent:
                        log.warning(
                            "sandbox job %s: no result after %.0f s; sending it again (%d of %d)",
                            sent[-1].id,
                            patience,
                            len(sent) + 1,
                            _SENDS,
                        )
                    sent.append(
                        self.celery.send_task(SANDBOX_TASK, args=[payload], queue=self.settings.queue_name)
                    )
                wait_until = min(deadline, time.monotonic() + patience)
                while time.monotonic() < wait_until:
                    for pending in sent:
                        if pending.ready():
                            data = pending.get(timeout=5, propagate=True)
                            return SandboxResult.model_validate(data)
                    time.sleep(0.05)
                if time.monotonic() >= deadline:
                    raise ResultTimeout(f"no result in {job.limits.wall_s + _QUEUE_SLACK_S:.0f} s")
        except Exception as exc:
            raise ExternalServiceError(
                f"a worker did not run the sandbox job ({type(exc).__name__}: {exc})",
                code="QUEUE_UNAVAILABLE",
                retryable=True,
                hint="check that `assay worker` processes run on ASSAY_QUEUE_URL",
            ) from exc
        finally:
            for pending in sent:  # results are read once: do not keep them an hour in Redis
                with contextlib.suppress(Exception):
                    pending.forget()

    async def arun(self, job: SandboxJob) -> SandboxResult:
        """:meth:`run` without blocking the event loop."""
        return await asyncio.to_thread(self.run, job)

    def __enter__(self) -> RemoteSandbox:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        return None
