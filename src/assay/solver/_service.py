"""The solver service: accepts triggers, runs each chain in the background, keeps task records.

At most ``MAX_CONCURRENT_TASKS`` chains run at once (a semaphore; later ones wait as ``queued``).
Each task gets a folder (downloads, ``task.log``, ``result.json``), removed when it ends unless
``DEBUG_KEEP_WORKSPACES``; a sweeper removes folders older than ``TASK_RETENTION_HOURS``. The
secret is compared in constant time and never logged or written (docs/solve.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import hmac
import logging
import time
import uuid
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import httpx
from pydantic import ValidationError

from assay.errors import InternalError, UserInputError
from assay.llm import get_gateway
from assay.logs import register_secret
from assay.solver._agent import StructuredGateway
from assay.solver._browser import PageReader
from assay.solver._chain import ChainRun
from assay.solver._models import SolverEvent, TaskRecord, TaskState, Trigger
from assay.solver._runner import CodeRunner
from assay.solver._settings import SolverSettings, get_solver_settings
from assay.solver._workspace import (
    create_workspace,
    load_record,
    save_record,
    saved_task_ids,
    sweep_workspaces,
)

__all__ = ["SecretMismatchError", "SolverService", "TaskRecordUnreadableError"]

log = logging.getLogger("assay.solver")

_current_task: contextvars.ContextVar[str | None] = contextvars.ContextVar("assay_solver_task", default=None)
_LOG_LINES = 400


class SecretMismatchError(UserInputError):
    """The trigger's secret is not the configured one (HTTP 403)."""

    default_code = "SOLVE_FORBIDDEN"


class TaskRecordUnreadableError(InternalError):
    """A task's saved record exists but cannot be read back (HTTP 500; our fault, not the caller's)."""

    default_code = "SOLVE_TASK_RECORD_UNREADABLE"


#: Events after which a running task's record is saved (docs/solve.md, "Tasks after a restart").
_SAVE_ON = frozenset({"task_started", "submitted", "question_done"})
_INTERRUPTED = "interrupted: the solver stopped while this task ran; this is its last saved state"


class _TaskLog(logging.Handler):
    """Copies the records logged while one task runs (its context) into its task.log and record."""

    def __init__(self, task_id: str, path: Any, record: TaskRecord) -> None:
        super().__init__(logging.INFO)
        self.task_id = task_id
        self.record = record
        self.stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 - closed in close()
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        if _current_task.get() != self.task_id:
            return
        with contextlib.suppress(Exception):
            line = self.format(record)
            self.stream.write(line + "\n")
            self.stream.flush()
            self.record.log.append(line[:600])
            del self.record.log[:-_LOG_LINES]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.stream.close()
        super().close()


class SolverService:
    """Runs quiz chains in the background; one Chromium and one sandbox pool shared by all tasks."""

    def __init__(
        self,
        settings: SolverSettings | None = None,
        *,
        gateway: StructuredGateway | None = None,
        models: list[str] | None = None,
        reader: PageReader | None = None,
        runner: CodeRunner | None = None,
        use_cache: bool = True,
        on_event: Callable[[SolverEvent], Awaitable[None]] | None = None,
    ) -> None:
        self.settings = settings or get_solver_settings()
        default = get_gateway()
        self.gateway: StructuredGateway = gateway or default
        self.models = models or self.settings.model_list(default.model_id)
        self.primary = self.settings.primary(self.models)
        self.reader = reader or PageReader()
        self.runner = runner or CodeRunner(
            wall_s=self.settings.code_timeout_s,
            memory_mb=self.settings.code_memory_mb,
            hidden=[self.settings.task_basedir],
        )
        self.use_cache = use_cache
        self.on_event = on_event
        #: Runs a chain somewhere else instead of in this process (set by the queue's front door,
        #: ``assay.scale.attach_solver_queue``; docs/deploy.md). It keeps the record up to date.
        self.dispatch: Callable[[TaskRecord, Trigger], Coroutine[Any, Any, None]] | None = None
        self.tasks: dict[str, TaskRecord] = {}
        self._running: set[asyncio.Task[None]] = set()
        self._semaphore: asyncio.Semaphore | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._client: httpx.AsyncClient | None = None
        register_secret(self.settings.secret.get_secret_value() or None)

    # -- lifecycle ----------------------------------------------------------------------------------
    async def start(self) -> None:
        """Start the browser, the sandbox pool and the sweeper (the app's lifespan calls this)."""
        self._semaphore = asyncio.Semaphore(self.settings.max_concurrent_tasks)
        self._client = httpx.AsyncClient(follow_redirects=True)
        # Before the sandbox pool starts: it hides this folder from programs only if it exists.
        self.settings.task_basedir.mkdir(parents=True, exist_ok=True)
        await self.reader.start()
        await asyncio.to_thread(self.runner.warm)
        self._sweeper = asyncio.create_task(self._sweep_forever())

    async def close(self) -> None:
        for task in [*self._running, *([self._sweeper] if self._sweeper else [])]:
            task.cancel()
        for task in list(self._running):
            with contextlib.suppress(BaseException):
                await task
        await self.reader.close()
        self.runner.close()
        if self._client is not None:
            await self._client.aclose()

    async def _sweep_forever(self) -> None:
        while True:
            with contextlib.suppress(OSError):
                await asyncio.to_thread(
                    sweep_workspaces,
                    self.settings.task_basedir,
                    older_than_s=self.settings.task_retention_hours * 3600,
                )
            await asyncio.sleep(max(60.0, min(3600.0, self.settings.task_retention_hours * 360)))

    # -- triggers -----------------------------------------------------------------------------------
    def check_secret(self, secret: str) -> None:
        expected = self.settings.secret.get_secret_value()
        if not expected or not hmac.compare_digest(secret.encode(), expected.encode()):
            raise SecretMismatchError(
                "the secret does not match",
                hint="send the secret configured as USER_SECRET / ASSAY_SOLVE_SECRET",
            )

    def trigger(self, trigger: Trigger) -> TaskRecord:
        """Check the secret and start the chain in the background; returns the (queued) task record."""
        self.check_secret(trigger.secret)
        task_id = time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:10]
        record = TaskRecord(
            id=task_id,
            email=trigger.email,
            start_url=trigger.url,
            models=list(self.models),
            primary=self.primary,
            created_at=time.time(),
        )
        self.tasks[task_id] = record
        self._save(record)
        task = asyncio.create_task((self.dispatch or self._run)(record, trigger))
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        log.info("task %s queued for %s: %s", task_id, trigger.email, trigger.url)
        return record

    async def wait(self, task_id: str, timeout_s: float | None = None) -> TaskRecord:
        """Wait until the task is done or failed (for the demo and tests)."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while self.tasks[task_id].state in (TaskState.QUEUED, TaskState.RUNNING):
            if deadline is not None and time.monotonic() > deadline:
                break
            await asyncio.sleep(0.1)
        return self.tasks[task_id]

    # -- task records -------------------------------------------------------------------------------
    def _save(self, record: TaskRecord) -> None:
        """Save the record under TASK_BASEDIR/.records, so that it outlives this process."""
        try:
            save_record(self.settings.task_basedir, record.id, record.model_dump_json())
        except OSError as exc:
            log.warning(
                "could not save task %s's record under %s: %s", record.id, self.settings.task_basedir, exc
            )

    def find_task(self, task_id: str) -> TaskRecord | None:
        """A task of this process, else one saved by an earlier one (its result.json or its record).

        A saved task that was still queued or running was cut short by the restart: it is shown
        as failed, with its last saved state.

        Raises:
            TaskRecordUnreadableError: the saved record exists but is not a task record.
        """
        record = self.tasks.get(task_id)
        if record is not None:
            return record
        saved = load_record(self.settings.task_basedir, task_id)
        if saved is None:
            return None
        path, text = saved
        try:
            record = TaskRecord.model_validate_json(text)
        except ValidationError as exc:
            log.warning("task record %s is unreadable: %s", path, str(exc).splitlines()[0])
            raise TaskRecordUnreadableError(
                f"task {task_id}'s saved record cannot be read",
                hint=f"the file {path.name} under TASK_BASEDIR is damaged; the service's log says how",
            ) from exc
        if record.state in (TaskState.QUEUED, TaskState.RUNNING):
            record.state = TaskState.FAILED
            record.stopped_because = _INTERRUPTED
        return record

    def list_tasks(self, *, limit: int = 100) -> list[TaskRecord]:
        """This process's tasks and those saved by earlier ones, newest first."""
        records = dict(self.tasks)
        for task_id in saved_task_ids(self.settings.task_basedir, limit=limit):
            if task_id not in records:
                with contextlib.suppress(TaskRecordUnreadableError):
                    found = self.find_task(task_id)
                    if found is not None:
                        records[task_id] = found
        return sorted(records.values(), key=lambda r: r.created_at, reverse=True)[:limit]

    async def _emit(self, event: SolverEvent) -> None:
        log.info("[q%d] %s: %s", event.question, event.kind, event.message)
        record = self.tasks.get(event.task_id)
        if record is not None and event.kind in _SAVE_ON:
            self._save(record)
        if self.on_event is not None:
            with contextlib.suppress(Exception):
                await self.on_event(event)

    async def _run(self, record: TaskRecord, trigger: Trigger) -> None:
        assert self._semaphore is not None and self._client is not None, "start() the service first"
        _current_task.set(record.id)
        async with self._semaphore:
            record.state = TaskState.RUNNING
            record.started_at = time.time()
            workspace = create_workspace(
                self.settings.task_basedir, record.id, cap_mb=self.settings.disk_cap_mb
            )
            record.workspace = str(workspace.root)
            handler = _TaskLog(record.id, workspace.log_path, record)
            root = logging.getLogger("assay")
            root.addHandler(handler)
            if root.level == logging.NOTSET or root.level > logging.INFO:
                root.setLevel(logging.INFO)
            await self._emit(SolverEvent(task_id=record.id, kind="task_started", message=trigger.url))
            run = ChainRun(
                record=record,
                settings=self.settings,
                secret=trigger.secret,
                models=self.models,
                primary=self.primary,
                reader=self.reader,
                runner=self.runner,
                gateway=self.gateway,
                client=self._client,
                workspace=workspace,
                emit=self._emit,
                use_cache=self.use_cache,
            )
            try:
                if not self.models:
                    raise RuntimeError("no model configured: set ASSAY_SOLVE_MODELS or ASSAY_LLM_MODEL")
                await run.run(trigger.url)
                record.state = TaskState.DONE
            except asyncio.CancelledError:
                record.state = TaskState.FAILED
                record.stopped_because = "cancelled (the service is shutting down)"
                raise
            except Exception as exc:
                log.exception("task %s failed", record.id)
                record.state = TaskState.FAILED
                record.stopped_because = f"{type(exc).__name__}: {exc}"
            finally:
                record.finished_at = time.time()
                record.solved = sum(1 for q in record.questions if q.correct)
                await self._emit(
                    SolverEvent(
                        task_id=record.id,
                        kind="task_done",
                        message=f"{record.solved}/{len(record.questions)} solved; {record.stopped_because}",
                    )
                )
                root.removeHandler(handler)
                handler.close()
                with contextlib.suppress(OSError):
                    workspace.result_path.write_text(record.model_dump_json(indent=2), encoding="utf-8")
                workspace.cleanup(keep=self.settings.debug_keep_workspaces)
                if not self.settings.debug_keep_workspaces:
                    record.workspace = None
                self._save(record)
