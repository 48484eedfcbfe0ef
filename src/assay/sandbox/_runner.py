"""The pool: N zygote workers behind a bounded, thread-safe queue, and the process-wide default."""

from __future__ import annotations

import asyncio
import atexit
import logging
import os
import queue
import sys
import threading
from pathlib import Path

from assay.sandbox._errors import SandboxBusy, SandboxError
from assay.sandbox._models import IsolationReport, LayerStatus, SandboxJob, SandboxResult
from assay.sandbox._settings import SandboxSettings, get_sandbox_settings, source_paths
from assay.sandbox._worker import Worker, ZygoteConfig

log = logging.getLogger("assay.sandbox")

# Imported once by every zygote so that a job's fork finds them warm. The entry modules belong to
# assay.judge and assay.bench and may be missing (import errors are logged and tolerated); the
# rest are what user solutions commonly import.
PRELOAD_MODULES = (
    "assay.judge._harness",
    "assay.judge._complexity",
    "assay.bench._exec",
    "abc",
    "array",
    "bisect",
    "cmath",
    "collections",
    "collections.abc",
    "contextlib",
    "copy",
    "dataclasses",
    "datetime",
    "decimal",
    "enum",
    "fractions",
    "functools",
    "heapq",
    "io",
    "itertools",
    "json",
    "math",
    "numbers",
    "operator",
    "queue",
    "random",
    "re",
    "statistics",
    "string",
    "struct",
    "sys",
    "textwrap",
    "threading",
    "time",
    "traceback",
    "tracemalloc",
    "types",
    "typing",
    "unicodedata",
)

_warned: set[str] = set()
_warned_lock = threading.Lock()


def _warn_once(key: str, message: str, *args: object) -> None:
    with _warned_lock:
        if key in _warned:
            return
        _warned.add(key)
    log.warning(message, *args)


def _zygote_config(settings: SandboxSettings) -> ZygoteConfig:
    from assay.config import get_settings

    hidden = settings.hidden_paths()
    # The service's own state and secrets: its data directory and a .env next to it.
    hidden += [str(get_settings().data_dir), str(Path.cwd() / ".env")]
    sys_path = [os.path.abspath(p or os.curdir) for p in sys.path]
    expose = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix]
    if settings.sandbox_hide_source:
        # Jobs run what the zygote imported beforehand: the source need not be readable, and is not
        # bound back with the interpreter (docs/security.md, "Hiding the source").
        hidden += source_paths(sys_path)
        expose += [p for p in sys_path if "site-packages" in p]
    else:
        expose += [p for p in sys_path if "site-packages" in p or os.path.isdir(os.path.join(p, "assay"))]
    return ZygoteConfig(
        mode=settings.sandbox_isolation,
        uid_base=settings.sandbox_uid_base,
        hidden=list(dict.fromkeys(hidden)),
        expose=list(dict.fromkeys(os.path.realpath(p) for p in expose)),
        preload=list(dict.fromkeys([*PRELOAD_MODULES, *settings.preload_modules()])),
        sys_path=sys_path,
    )


class Sandbox:
    """Runs jobs in isolated children forked from warm zygotes, N at a time.

    Thread-safe. Each worker (one zygote, one unprivileged uid) runs one job at a time; callers
    beyond the free workers wait in a bounded queue and get :class:`SandboxBusy` when it is full or
    when no worker frees up within the queue timeout. Zygotes start on first use; :meth:`close`
    (or leaving the ``with`` block) kills them and anything they run.
    """

    def __init__(
        self,
        *,
        max_workers: int | None = None,
        settings: SandboxSettings | None = None,
        queue_size: int | None = None,
        queue_timeout_s: float | None = None,
    ) -> None:
        self.settings = settings or get_sandbox_settings()
        self.max_workers = max_workers or self.settings.workers()
        self.queue_timeout_s = queue_timeout_s or self.settings.sandbox_queue_timeout_s
        waiting = self.settings.sandbox_queue_size if queue_size is None else queue_size
        self._admission = threading.BoundedSemaphore(self.max_workers + waiting)
        self._config = _zygote_config(self.settings)
        self._recycle_after = self.settings.sandbox_recycle_after
        self._workers = [Worker(i, self._config, self._recycle_after) for i in range(self.max_workers)]
        self._idle: queue.LifoQueue[Worker] = queue.LifoQueue()
        for worker in reversed(self._workers):
            self._idle.put(worker)
        self._lock = threading.Lock()
        self._closed = False
        self._warned_degraded = False

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- running jobs -----------------------------------------------------------------------------
    def run(self, job: SandboxJob) -> SandboxResult:
        """Run one job and wait for its result.

        Raises:
            SandboxBusy: the wait queue is full, or no worker was free within the queue timeout.
            SandboxError: the sandbox is closed, or a worker cannot start (or lacks a required layer).
        """
        if self._closed:
            raise SandboxError("the sandbox is closed", hint="create a new Sandbox()")
        if not self._admission.acquire(blocking=False):
            raise SandboxBusy(
                f"the sandbox queue is full ({self.max_workers} running, all waiting slots taken)",
                hint="retry later, or raise ASSAY_SANDBOX_WORKERS / ASSAY_SANDBOX_QUEUE_SIZE",
            )
        try:
            try:
                worker = self._idle.get(timeout=self.queue_timeout_s)
            except queue.Empty:
                raise SandboxBusy(
                    f"no sandbox worker became free within {self.queue_timeout_s:g} s",
                    hint="retry later, or raise ASSAY_SANDBOX_WORKERS / ASSAY_SANDBOX_QUEUE_TIMEOUT_S",
                ) from None
            try:
                if self._closed:
                    raise SandboxError("the sandbox is closed", hint="create a new Sandbox()")
                if worker.needs_start:  # first use, a dead zygote, or a recycle: the same checks
                    self._start(worker)
                return worker.run(job)
            finally:
                self._idle.put(worker)
        finally:
            self._admission.release()

    async def arun(self, job: SandboxJob) -> SandboxResult:
        """:meth:`run` without blocking the event loop (the wait happens in a thread)."""
        return await asyncio.to_thread(self.run, job)

    def warm(self) -> None:
        """Start every idle worker now instead of on first use (services call this at start-up).

        Workers are taken from the idle queue like a job takes them, so a concurrent :meth:`run`
        never uses (or starts) a worker that is being started here; busy workers are left alone.
        """
        taken: list[Worker] = []
        while True:
            try:
                taken.append(self._idle.get_nowait())
            except queue.Empty:
                break
        try:
            while taken:
                worker = taken.pop()
                try:
                    if not self._closed and worker.needs_start:
                        self._start(worker)
                finally:
                    self._idle.put(worker)
        finally:
            for worker in taken:
                self._idle.put(worker)

    def _start(self, worker: Worker) -> None:
        ready = worker.start()
        missing: dict[str, str] = ready.get("missing", {})
        if missing and self.settings.sandbox_isolation == "full":
            worker.stop()
            raise SandboxError(
                "full isolation required but missing: " + "; ".join(f"{k} ({v})" for k, v in missing.items()),
                code="SANDBOX_ISOLATION_UNAVAILABLE",
                hint="run the service as root on Linux with namespaces, or set ASSAY_SANDBOX_ISOLATION=auto",
            )
        if missing and not self._warned_degraded:
            self._warned_degraded = True  # once per pool, not once per zygote (they are recycled)
            log.warning(
                "sandbox running with REDUCED isolation; missing layers: %s. Untrusted code is less "
                "contained (see docs/security.md); run as root with namespaces for full isolation.",
                "; ".join(f"{name} ({why})" for name, why in missing.items()),
            )
        for module, error in ready.get("preload_errors", {}).items():
            _warn_once(
                "preload:" + module,
                "sandbox could not pre-import %s (%s); jobs that need it "
                "will import it themselves if they can",
                module,
                error,
            )

    # -- introspection ----------------------------------------------------------------------------
    @property
    def slot_uids(self) -> list[int]:
        """Uids of the started workers' jobs (empty when the uid drop is not active)."""
        return [uid for w in self._workers if (uid := w.uid) is not None]

    @property
    def zygote_pids(self) -> list[int]:
        """Process ids of the running zygotes."""
        return [w.proc.pid for w in self._workers if w.proc is not None and w.alive]

    def report(self) -> IsolationReport:
        """The isolation layers a job gets here (starts one worker if none is running)."""
        worker = next((w for w in self._workers if w.alive), None)
        if worker is None:
            self.warm()
            worker = self._workers[0]
        ready = worker.ready
        missing: dict[str, str] = ready.get("missing", {})
        from assay.sandbox._layers import ALL_LAYERS

        return IsolationReport(
            mode=self.settings.sandbox_isolation,
            layers=[
                LayerStatus(name=name, active=name not in missing, detail=missing.get(name, "active"))
                for name in ALL_LAYERS
            ],
            uid=worker.uid,
            preload_errors=ready.get("preload_errors", {}),
        )

    # -- shutdown ---------------------------------------------------------------------------------
    def close(self) -> None:
        """Stop every zygote and kill any job still running. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        for worker in self._workers:
            worker.kill()


_default: Sandbox | None = None
_default_lock = threading.Lock()


def get_sandbox() -> Sandbox:
    """The process-wide sandbox, created on first use and closed at interpreter exit."""
    global _default
    with _default_lock:
        if _default is None or _default._closed:
            _default = Sandbox()
            atexit.register(_default.close)
        return _default


def isolation_report(settings: SandboxSettings | None = None) -> IsolationReport:
    """Start one zygote with the current settings and report which layers are active, and why not."""
    with Sandbox(max_workers=1, settings=settings) as sandbox:
        return sandbox.report()
