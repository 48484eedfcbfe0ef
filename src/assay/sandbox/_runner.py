"""Minimal fork-based runner (placeholder: rlimits only, no namespaces, no zygote).

The hardened implementation replaces the internals; the public contract (``Sandbox.run``) stays.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import resource
import selectors
import signal
import sys
import time
import traceback
from typing import Any

from assay.errors import InternalError
from assay.sandbox._models import Limits, RunStatus, SandboxJob, SandboxResult


class SandboxError(InternalError):
    """The sandbox could not run a job at all (not a verdict on the job's code)."""

    default_code = "SANDBOX_ERROR"


def _child(job: SandboxJob, out_w: int, err_w: int, res_w: int, in_r: int) -> None:
    os.setsid()
    lim: Limits = job.limits
    cpu = int(lim.cpu_s or lim.wall_s) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_AS, (lim.memory_mb << 20, lim.memory_mb << 20))
    resource.setrlimit(resource.RLIMIT_FSIZE, (lim.file_size_mb << 20, lim.file_size_mb << 20))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.dup2(in_r, 0)
    os.dup2(out_w, 1)
    os.dup2(err_w, 2)
    res_fd = os.dup(res_w)
    for fd in (in_r, out_w, err_w, res_w):
        os.close(fd)
    sys.stdout = os.fdopen(1, "w", buffering=1, closefd=False)
    sys.stderr = os.fdopen(2, "w", buffering=1, closefd=False)
    channel = os.fdopen(res_fd, "w", buffering=1)

    def emit(obj: Any) -> None:
        channel.write(json.dumps(obj, separators=(",", ":")) + "\n")
        channel.flush()

    module_name, func_name = job.entry.split(":")
    func = getattr(importlib.import_module(module_name), func_name)
    func(job.payload, emit)


class Sandbox:
    """Runs jobs in forked children with resource limits."""

    def __init__(self, *, max_workers: int | None = None) -> None:
        self.max_workers = max_workers or os.cpu_count() or 1

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release worker processes (none in this placeholder)."""

    def run(self, job: SandboxJob) -> SandboxResult:
        """Run one job and wait for it to end."""
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        res_r, res_w = os.pipe()
        in_r, in_w = os.pipe()
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - child
            code = 0
            try:
                _child(job, out_w, err_w, res_w, in_r)
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            except BaseException:
                traceback.print_exc()
                code = 1
            finally:
                try:
                    sys.stdout.flush()
                    sys.stderr.flush()
                finally:
                    os._exit(code)
        for fd in (out_w, err_w, res_w, in_r):
            os.close(fd)
        if job.stdin:
            os.write(in_w, job.stdin[:65536])
        os.close(in_w)
        return self._supervise(job, pid, start, out_r, err_r, res_r)

    def _supervise(
        self, job: SandboxJob, pid: int, start: float, out_r: int, err_r: int, res_r: int
    ) -> SandboxResult:
        cap = job.limits.output_bytes
        bufs: dict[int, bytearray] = {out_r: bytearray(), err_r: bytearray(), res_r: bytearray()}
        truncated = {out_r: False, err_r: False, res_r: False}
        sel = selectors.DefaultSelector()
        for fd in bufs:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        deadline = start + job.limits.wall_s
        timed_out = False
        overflow = False
        while sel.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            for key, _ in sel.select(timeout=min(remaining, 0.5)):
                fd = int(key.fd)
                try:
                    chunk = os.read(fd, 65536)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(fd)
                    continue
                limit = cap if fd != res_r else 16 << 20
                room = limit - len(bufs[fd])
                bufs[fd] += chunk[: max(room, 0)]
                if len(chunk) > room:
                    truncated[fd] = True
                    overflow = True
            if overflow:
                break
        if timed_out or overflow:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
        _, wstatus, rusage = os.wait4(pid, 0)
        for fd in bufs:
            sel.unregister(fd) if fd in sel.get_map() else None
            os.close(fd)
        wall = time.monotonic() - start
        exit_code = os.waitstatus_to_exitcode(wstatus)
        sig = -exit_code if exit_code < 0 else None
        messages: list[Any] = []
        protocol_error = None
        for line in bytes(bufs[res_r]).splitlines():
            try:
                messages.append(json.loads(line))
            except ValueError:
                protocol_error = f"unparseable result line: {line[:80]!r}"
                break
        if timed_out:
            status = RunStatus.TIMEOUT
        elif overflow:
            status = RunStatus.OUTPUT_LIMIT
        elif sig == signal.SIGXCPU or (
            sig == signal.SIGKILL
            and rusage.ru_utime + rusage.ru_stime >= (job.limits.cpu_s or job.limits.wall_s)
        ):
            status = RunStatus.CPU_LIMIT
        elif sig == signal.SIGXFSZ:
            status = RunStatus.OUTPUT_LIMIT
        elif sig is not None:
            status = RunStatus.KILLED
        elif protocol_error:
            status = RunStatus.INTERNAL
        else:
            status = RunStatus.OK if exit_code == 0 else RunStatus.EXITED
        return SandboxResult(
            status=status,
            exit_code=None if sig is not None else exit_code,
            signal=sig,
            wall_s=wall,
            cpu_s=rusage.ru_utime + rusage.ru_stime,
            max_rss_mb=rusage.ru_maxrss / 1024,
            stdout=bytes(bufs[out_r]).decode("utf-8", "replace"),
            stderr=bytes(bufs[err_r]).decode("utf-8", "replace"),
            stdout_truncated=truncated[out_r],
            stderr_truncated=truncated[err_r],
            messages=messages,
            protocol_error=protocol_error,
            isolation=["rlimits"],
        )
