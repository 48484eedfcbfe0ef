"""Solver tasks on the workers (docs/deploy.md, "Solver chains on the workers").

With ``ASSAY_QUEUE_URL`` set, ``assay solve serve`` still answers a trigger at once with its task
id, but the chain runs on an `assay worker`: :class:`SolverQueue` sends the task id and the trigger
(never its secret: each worker answers with its own ``ASSAY_SOLVE_SECRET``, which the endpoint
has already compared with the trigger's) as one Celery task, and :func:`run_solve_task`, in the
worker, runs the chain with a :class:`~assay.solver.SolverService` of its own and publishes the
task's record to Redis at every step. The endpoint copies what it reads into its own record, so
``GET /tasks/{id}`` shows the same progress, answers and log as a chain run in process.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from assay.scale._settings import ScaleSettings

if TYPE_CHECKING:
    from assay.solver import SolverService, TaskRecord, Trigger

__all__ = ["SOLVE_TASK", "SolverQueue", "attach_solver_queue", "run_solve_task"]

log = logging.getLogger("assay.scale")

#: The Celery task name of one solver chain (arguments: the endpoint's task id, the trigger without
#: its secret).
SOLVE_TASK = "assay.solve"

#: How long a task's record is kept in Redis after its last change.
_KEEP_S = 86_400
#: A task no worker has touched for this long is given up by the endpoint.
_SILENCE_S = 900.0


def _key(task_id: str) -> str:
    return f"assay:solve:{task_id}"


def _publish(client: Any, task_id: str, record: TaskRecord) -> None:
    data = record.model_copy(update={"id": task_id, "workspace": None}).model_dump_json()
    try:
        client.set(_key(task_id), data, ex=_KEEP_S)
    except Exception as exc:  # Redis down for now: the next step publishes again
        log.warning("solver task %s: could not publish its progress (%s)", task_id, exc)


def run_solve_task(task_id: str, trigger: dict[str, Any], queue_url: str) -> str:
    """Run one chain in this worker and publish its record under ``task_id``; its final state."""
    import redis

    from assay.solver import (
        SecretMismatchError,
        SolverService,
        TaskRecord,
        TaskState,
        Trigger,
        get_solver_settings,
    )

    client = redis.Redis.from_url(queue_url, socket_timeout=3, socket_connect_timeout=3)
    settings = get_solver_settings()

    async def main() -> str:
        service: SolverService | None = None

        async def on_event(event: Any) -> None:
            record = service.tasks.get(event.task_id) if service is not None else None
            if record is not None:
                _publish(client, task_id, record)

        service = SolverService(settings, on_event=on_event)
        try:
            record = service.trigger(
                Trigger.model_validate({**trigger, "secret": settings.secret.get_secret_value() or "-"})
            )
        except SecretMismatchError:
            failed = TaskRecord(
                id=task_id,
                state=TaskState.FAILED,
                email=str(trigger.get("email", "")),
                start_url=str(trigger.get("url", "")),
                created_at=time.time(),
                finished_at=time.time(),
                stopped_because="this worker has no ASSAY_SOLVE_SECRET, or another one than the endpoint's",
            )
            _publish(client, task_id, failed)
            log.error("solver task %s: %s", task_id, failed.stopped_because)
            return str(failed.state.value)
        await service.start()
        try:
            done = await service.wait(record.id)
            _publish(client, task_id, done)
            return str(done.state.value)
        finally:
            await service.close()

    try:
        return asyncio.run(main())
    finally:
        client.close()


class SolverQueue:
    """The endpoint's side: sends chains to the workers and follows their records.

    Args:
        settings: the queue settings (``queue_url`` set).
        celery: the Celery app (default: one on ``queue_url``).
    """

    def __init__(self, settings: ScaleSettings, celery: Any = None) -> None:
        import redis

        if celery is None:
            from assay.scale._celery import make_celery

            celery = make_celery(settings)
        self.settings = settings
        self.celery = celery
        self.redis = redis.Redis.from_url(
            settings.queue_url or "", socket_timeout=3, socket_connect_timeout=3
        )

    async def run(self, record: TaskRecord, trigger: Trigger) -> None:
        """Run ``record``'s chain on a worker, keeping ``record`` up to date until it ends."""
        from assay.solver import TaskRecord, TaskState

        payload = trigger.model_dump(exclude={"secret"})
        try:
            await asyncio.to_thread(
                self.celery.send_task, SOLVE_TASK, args=[record.id, payload], queue=self.settings.queue_name
            )
        except Exception as exc:
            self._fail(record, f"the queue is unreachable ({type(exc).__name__}); trigger again later")
            return
        log.info("solver task %s sent to the workers", record.id)
        last_change = time.monotonic()
        seen: bytes | str = b""
        pause = 0.1
        while record.state not in (TaskState.DONE, TaskState.FAILED):
            await asyncio.sleep(pause)
            pause = min(pause * 1.5, 1.0)
            try:
                data = await asyncio.to_thread(self.redis.get, _key(record.id))
            except Exception as exc:  # Redis restarting: keep waiting, the worker publishes again
                log.warning("solver task %s: cannot read its progress (%s)", record.id, exc)
                data = None
            if data and data != seen:
                seen, last_change = data, time.monotonic()
                remote = TaskRecord.model_validate_json(data)
                for name in TaskRecord.model_fields:
                    if name not in ("id", "workspace"):
                        setattr(record, name, getattr(remote, name))
            elif time.monotonic() - last_change > _SILENCE_S:
                self._fail(
                    record,
                    f"no worker reported on this task for {_SILENCE_S:.0f} s "
                    "(is `assay worker` running on ASSAY_QUEUE_URL?)",
                )

    @staticmethod
    def _fail(record: TaskRecord, why: str) -> None:
        from assay.solver import TaskState

        log.error("solver task %s: %s", record.id, why)
        record.state = TaskState.FAILED
        record.stopped_because = why
        record.finished_at = time.time()


def attach_solver_queue(service: SolverService, settings: ScaleSettings | None = None) -> bool:
    """With ``ASSAY_QUEUE_URL`` set, make ``service`` run its chains on the workers; whether it does."""
    from assay.scale._settings import get_scale_settings

    settings = settings or get_scale_settings()
    if not settings.queue_url:
        return False
    service.dispatch = SolverQueue(settings).run
    return True
