"""What happens inside the forked child: apply each isolation layer, then call the entry.

Standard library only (the zygote imports this). The child never returns to the zygote's loop: every
path ends in ``os._exit``.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import signal
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

from assay.sandbox import _layers as layers

EXIT_SETUP_FAILED = 125
RESULT_FD = 3

Emit = Callable[[Any], None]
Entry = Callable[[Any, Emit], Any]


@dataclass(frozen=True)
class Plan:
    """What a zygote applies to each child; fixed when the zygote starts.

    Attributes:
        layers: names of the active isolation layers (see ``_layers.ALL_LAYERS``).
        uid: the unprivileged uid/gid of this slot, when the uid drop is active.
        hidden: directories (tmpfs) and files (``/dev/null``) hidden from the job.
        expose: interpreter directories under a hidden path, bound back (read-only to the job).
        workspace: the job's working directory (a tmpfs in the mount namespace).
        seccomp_filter: the compiled ``pyseccomp`` filter, when seccomp is active.
    """

    layers: tuple[str, ...]
    uid: int | None
    hidden: tuple[str, ...] = ()
    expose: tuple[str, ...] = ()
    workspace: str = "/tmp"
    seccomp_filter: Any = field(default=None, compare=False)


def run_child(
    plan: Plan, job: dict[str, Any], payload: bytes, fds: list[int], func: Entry, base_vsz: int
) -> NoReturn:
    """Isolate this freshly forked process, run ``func(payload, emit)`` and exit.

    ``fds`` are the job's stdin (read end), stdout, stderr and result channel (write ends). A layer
    that fails to apply ends the child with a marker on the result channel: the job never runs with
    less isolation than the zygote announced.
    """
    nonce = str(job["nonce"]).encode()
    result_fd = fds[3]
    try:
        _isolate(plan, job, fds, base_vsz)
        result_fd = RESULT_FD
    except BaseException as exc:
        with contextlib.suppress(BaseException):
            _write_all(result_fd, nonce + b"!setup " + f"{type(exc).__name__}: {exc}".encode() + b"\n")
        os._exit(EXIT_SETUP_FAILED)
    os._exit(_call(func, payload, nonce))


def _isolate(plan: Plan, job: dict[str, Any], fds: list[int], base_vsz: int) -> None:
    active = plan.layers
    os.setsid()
    flags = (layers.CLONE_NEWNET if layers.NET_NS in active else 0) | (
        layers.CLONE_NEWNS if layers.MOUNT_NS in active else 0
    )
    if flags:
        layers.unshare(flags)
    workspace = str(job.get("workspace") or plan.workspace)
    if layers.MOUNT_NS in active:
        layers.private_filesystem(
            workspace=workspace,
            workspace_mb=int(job["file_size_mb"]),
            uid=plan.uid,
            hidden=plan.hidden,
            expose=plan.expose,
        )
        if layers.PRIVATE_PROC in active:
            layers.private_proc()
    # Move the pipes onto 0..3 (via high numbers, so no dup2 clobbers another), then close every
    # other descriptor: the zygote's control socket above all, which would let the job talk to the
    # supervisor.
    high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 64) for fd in fds]
    for target, fd in enumerate(high):
        os.dup2(fd, target, inheritable=target != RESULT_FD)
    os.closerange(RESULT_FD + 1, 1 << 20)
    os.chdir(workspace)
    os.environ["HOME"] = os.environ["TMPDIR"] = workspace
    os.umask(0o077)
    # CPython ignores SIGXFSZ (a write past RLIMIT_FSIZE then fails with EFBIG, which user code could
    # swallow): the default action makes "file too large" an unmistakable output-limit verdict.
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    layers.apply_rlimits(
        cpu_s=float(job["cpu_s"]),
        memory_bytes=base_vsz + (int(job["memory_mb"]) << 20),
        file_bytes=int(job["file_size_mb"]) << 20,
        open_files=int(job["open_files"]),
        # RLIMIT_NPROC counts every process of the uid: only meaningful for a uid of our own.
        processes=int(job["processes"]) if layers.UID_DROP in active else None,
    )
    if layers.UID_DROP in active and plan.uid is not None:
        layers.drop_privileges(plan.uid)
    if layers.NO_NEW_PRIVS in active:
        layers.set_no_new_privs()
    if layers.SECCOMP in active:
        plan.seccomp_filter.load()
    sys.stdin = open(0, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
    sys.stdout = open(1, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False)  # noqa: SIM115


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _make_emit(nonce: bytes) -> Emit:
    prefix = nonce + b" "

    def emit(obj: Any) -> None:
        """Send one JSON message on the result channel."""
        _write_all(RESULT_FD, prefix + json.dumps(obj, separators=(",", ":")).encode() + b"\n")

    return emit


def _call(func: Entry, payload: bytes, nonce: bytes) -> int:
    try:
        func(json.loads(payload) if payload else None, _make_emit(nonce))
        code = 0
    except SystemExit as exc:
        code = _exit_code(exc.code)
    except BaseException as exc:
        if isinstance(exc, MemoryError):
            with contextlib.suppress(BaseException):
                _write_all(RESULT_FD, nonce + b"!memory\n")
        _report(exc)
        code = 1
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):
            stream.flush()
    return code


def _report(exc: BaseException) -> None:
    """Print the traceback; when even that fails (memory exhausted), at least the exception's type."""
    try:
        traceback.print_exc()
        sys.stderr.flush()
    except BaseException:
        with contextlib.suppress(BaseException):
            _write_all(2, f"\n{type(exc).__name__} (traceback unavailable)\n".encode())


def _exit_code(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    with contextlib.suppress(BaseException):
        print(code, file=sys.stderr)
    return 1
