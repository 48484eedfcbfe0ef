"""Run a model's program in the sandbox: no network, time and memory limits, the task's files readable.

The programs import pandas, numpy, pypdf and pillow, so the solver keeps a sandbox pool of its own
whose zygotes pre-import them (a fork then finds them warm). Code never runs in this process, and the
pool hides the assay source and the task folders from it (docs/security.md, "Hiding the source").
"""

from __future__ import annotations

import base64
import json
import logging
import os
import threading
from collections.abc import Sequence
from typing import Any

from assay.sandbox import Limits, RunStatus, Sandbox, SandboxJob, get_sandbox_settings
from assay.solver._models import ExecResult

__all__ = ["DATA_LIBRARIES", "CodeRunner"]

log = logging.getLogger("assay.solver")

ENTRY = "assay.solver._exec:run_program"
DATA_LIBRARIES = ("numpy", "pandas", "pypdf", "PIL.Image", "csv", "zipfile", "base64", "statistics")


def _stdout_answer(stdout: str) -> tuple[bool, Any]:
    """The last printed line as an answer, for a program that printed rather than assigned it."""
    lines = [line.strip() for line in stdout.strip().splitlines() if line.strip()]
    if not lines:
        return False, None
    last = lines[-1]
    try:
        return True, json.loads(last)
    except ValueError:
        return True, last


class CodeRunner:
    """Runs model programs in a sandbox pool of its own (started on first use, closed by :meth:`close`)."""

    def __init__(
        self,
        *,
        workers: int = 2,
        wall_s: float = 20.0,
        memory_mb: int = 768,
        hidden: Sequence[str | os.PathLike[str]] = (),
    ) -> None:
        self.workers = workers
        self.wall_s = wall_s
        self.memory_mb = memory_mb
        self.hidden = [os.path.realpath(p) for p in hidden]
        self._sandbox: Sandbox | None = None
        self._lock = threading.Lock()

    def _pool(self) -> Sandbox:
        with self._lock:
            if self._sandbox is None:
                base = get_sandbox_settings()
                extra = ",".join(
                    dict.fromkeys([*base.preload_modules(), *DATA_LIBRARIES, ENTRY.split(":", maxsplit=1)[0]])
                )
                # A program sees its own copy of the task's files, the standard library and the data
                # libraries: never the assay source (the local quiz server's generators are in it),
                # nor other tasks' folders (docs/security.md, "Hiding the source").
                paths = ":".join([base.sandbox_hidden_paths, *self.hidden]).strip(":")
                settings = base.model_copy(
                    update={
                        "sandbox_preload": extra,
                        "sandbox_hide_source": True,
                        "sandbox_hidden_paths": paths,
                    }
                )
                self._sandbox = Sandbox(max_workers=self.workers, settings=settings)
            return self._sandbox

    def warm(self) -> None:
        """Start the zygotes now (they import the data libraries once)."""
        self._pool().warm()

    def close(self) -> None:
        with self._lock:
            if self._sandbox is not None:
                self._sandbox.close()
                self._sandbox = None

    def run(self, code: str, files: dict[str, bytes], *, wall_s: float | None = None) -> ExecResult:
        """Run ``code`` with ``files`` in its working directory; the answer is its ``answer`` variable."""
        wall = max(1.0, min(wall_s or self.wall_s, self.wall_s))
        size = sum(len(v) for v in files.values())
        job = SandboxJob(
            entry=ENTRY,
            payload={"code": code, "files": {k: base64.b64encode(v).decode() for k, v in files.items()}},
            limits=Limits(
                wall_s=wall,
                cpu_s=wall,
                memory_mb=self.memory_mb,
                file_size_mb=max(16, (size >> 20) * 2 + 16),
                output_bytes=256 << 10,
                open_files=128,
                processes=32,
            ),
        )
        result = self._pool().run(job)
        event = next((m for m in reversed(result.messages) if isinstance(m, dict) and "event" in m), None)
        stdout = result.stdout[-4000:]
        if result.status in (RunStatus.TIMEOUT, RunStatus.CPU_LIMIT):
            return ExecResult(
                status="timeout", stdout=stdout, error=f"killed after {wall:g} s", wall_s=result.wall_s
            )
        if result.status == RunStatus.MEMORY:
            return ExecResult(
                status="memory", stdout=stdout, error=f"over {self.memory_mb} MB", wall_s=result.wall_s
            )
        if event is None:
            detail = result.detail or result.stderr[-1500:] or f"sandbox status {result.status}"
            status = "internal" if result.status == RunStatus.INTERNAL else "error"
            return ExecResult(status=status, stdout=stdout, error=detail, wall_s=result.wall_s)
        if event["event"] == "error":
            text = str(event.get("traceback") or f"{event.get('type')}: {event.get('message')}")
            return ExecResult(status="error", stdout=stdout, error=text[-2000:], wall_s=result.wall_s)
        if event.get("has_answer"):
            return ExecResult(
                status="ok", answer=event.get("answer"), has_answer=True, stdout=stdout, wall_s=result.wall_s
            )
        found, value = _stdout_answer(result.stdout)
        if found:
            return ExecResult(status="ok", answer=value, has_answer=True, stdout=stdout, wall_s=result.wall_s)
        return ExecResult(
            status="no_answer",
            stdout=stdout,
            error="the program neither set a variable named answer nor printed anything",
            wall_s=result.wall_s,
        )
