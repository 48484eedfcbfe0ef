"""The zygote: a warm, clean interpreter that forks one isolated child per job.

Started by the supervisor as ``python -s -P -m assay.sandbox._zygote <fd>`` with an environment
holding only ``PATH``, ``LANG`` and a fixed ``PYTHONHASHSEED``, so nothing of the service (API
keys, settings) is in its memory or in ``/proc/<zygote>/environ``. It pre-imports the harness and
common standard-library modules once, then loops: receive a job (with its pipes, over
``SCM_RIGHTS``), fork, enforce the wall clock, reap, kill whatever the job left behind, report.
Standard library (plus ``pyseccomp``) only.

Messages (see ``_protocol``): ``init`` → ``ready``; ``run`` → ``started``, ``done``; ``kill`` while a
job runs; ``exit`` or end of stream to stop.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import json
import os
import resource
import select
import shutil
import signal
import socket
import sys
import tempfile
import time
from typing import Any

from assay.sandbox import _layers as layers
from assay.sandbox._child import Entry, Plan, run_child
from assay.sandbox._protocol import recv_frame, send_frame

_UID_RANGE = 1000
#: Where a job's private tmpfs working directory may be mounted, in order of preference.
_WORKSPACES = ("/tmp", "/var/tmp", "/dev/shm")


def _within(path: str, parent: str) -> bool:
    return path == parent or path.startswith(parent.rstrip("/") + "/")


def _workspace_for(interpreter_paths: list[str]) -> str:
    """The job's working directory: ``/tmp``, unless the interpreter lives there.

    The job's tmpfs is mounted over its working directory, so a virtualenv or checkout under
    ``/tmp`` (a CI clone, say) would vanish from the job and every lazy import from it would fail;
    the workspace then moves to the first candidate that holds none of the interpreter's paths.
    """
    for candidate in _WORKSPACES:
        if os.path.isdir(candidate) and not any(_within(p, candidate) for p in interpreter_paths):
            return candidate
    return _WORKSPACES[0]


class Zygote:
    """One warm worker process serving one slot, one job at a time."""

    def __init__(self, sock: socket.socket, init: dict[str, Any]) -> None:
        self.sock = sock
        self.pid = os.getpid()
        self.mode = str(init.get("mode", "auto"))
        self.entries: dict[str, Entry] = {}
        self.missing: dict[str, str] = {}
        self.uid_lock: socket.socket | None = None
        self.plan = self._make_plan(init)

    # -- start-up ---------------------------------------------------------------------------------
    def _make_plan(self, init: dict[str, Any]) -> Plan:
        wanted = layers.MINIMAL_LAYERS if self.mode == "minimal" else layers.ALL_LAYERS
        for name in layers.ALL_LAYERS:
            if name not in wanted:
                self.missing[name] = "disabled by ASSAY_SANDBOX_ISOLATION=minimal"
        extra_env = sorted(set(os.environ) - {"PATH", "LANG", "LC_ALL", "LC_CTYPE", "PYTHONHASHSEED"})
        if extra_env:
            self.missing[layers.CLEAN_ENV] = f"unexpected environment variables: {', '.join(extra_env)}"
        # The seed took effect at interpreter start; jobs need not see it.
        os.environ.pop("PYTHONHASHSEED", None)
        uid: int | None = None
        seccomp_filter: Any = None
        if layers.UID_DROP in wanted:
            if os.geteuid() != 0:
                self.missing[layers.UID_DROP] = "the service does not run as root"
            else:
                uid = self._claim_uid(int(init["uid_base"]))
        if layers.SECCOMP in wanted:
            try:
                seccomp_filter = layers.build_seccomp_filter()
            except Exception as exc:
                self.missing[layers.SECCOMP] = f"libseccomp unavailable: {type(exc).__name__}: {exc}"
        hidden = tuple(p for p in init.get("hidden", []) if os.path.exists(p))
        workspace = _workspace_for(init.get("expose", []))
        expose = self._open_exposed(init.get("expose", []), hidden, workspace)
        probe_plan = Plan(
            layers=tuple(n for n in wanted if n not in self.missing),
            uid=uid,
            workspace="/tmp",
            seccomp_filter=seccomp_filter,
        )
        for name, reason in self._probe(probe_plan).items():
            self.missing.setdefault(name, reason)
        if layers.MOUNT_NS in self.missing:
            self.missing.setdefault(layers.PRIVATE_PROC, "needs the mount namespace")
        active = tuple(n for n in wanted if n not in self.missing)
        if layers.UID_DROP not in active:
            uid = None
        return Plan(
            layers=active,
            uid=uid,
            hidden=hidden if layers.MOUNT_NS in active else (),
            expose=expose if layers.MOUNT_NS in active else (),
            workspace=workspace,
            seccomp_filter=seccomp_filter if layers.SECCOMP in active else None,
        )

    def _claim_uid(self, base: int) -> int:
        """Take the first free slot uid, machine-wide, and kill leftovers of a crashed predecessor.

        An abstract Unix socket name is the lock: the kernel frees it when this process dies.
        """
        for uid in range(base, base + _UID_RANGE):
            lock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                lock.bind(f"\0assay-sandbox-uid-{uid}")
            except OSError:
                lock.close()
                continue
            self.uid_lock = lock
            layers.kill_uid(uid)
            return uid
        raise RuntimeError(f"no free sandbox uid in {base}..{base + _UID_RANGE - 1}")

    @staticmethod
    def _open_exposed(paths: list[str], hidden: tuple[str, ...], workspace: str) -> tuple[str, ...]:
        exposed = []
        for path in dict.fromkeys(paths):
            under = [h for h in hidden if _within(path, h)]
            # Never re-expose inside the workspace: that tmpfs belongs to the job.
            if under and os.path.isdir(path) and not _within(path, workspace):
                exposed.append(path)
        return tuple(exposed)

    def _probe(self, plan: Plan) -> dict[str, str]:
        """Try each layer once in a throw-away child; report those that failed and why."""
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - probe child
            os.close(read_end)
            failed = self._probe_child(plan)
            os.write(write_end, json.dumps(failed).encode())
            os._exit(0)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as fh:
            raw = fh.read()
        os.waitpid(pid, 0)
        try:
            return dict(json.loads(raw))
        except ValueError:
            return {n: "the isolation probe crashed" for n in plan.layers if n not in layers.MINIMAL_LAYERS}

    @staticmethod
    def _probe_child(plan: Plan) -> dict[str, str]:  # pragma: no cover - runs in the probe child
        failed: dict[str, str] = {}
        for name in plan.layers:
            try:
                if name == layers.NET_NS:
                    layers.unshare(layers.CLONE_NEWNET)
                elif name == layers.MOUNT_NS:
                    layers.unshare(layers.CLONE_NEWNS)
                    layers.private_filesystem(
                        workspace="/tmp", workspace_mb=1, uid=plan.uid, hidden=(), expose=()
                    )
                elif name == layers.PRIVATE_PROC:
                    # Only ever inside the probe's own mount namespace: never over the host's /proc.
                    if layers.MOUNT_NS not in plan.layers or layers.MOUNT_NS in failed:
                        raise OSError("needs the mount namespace")
                    layers.private_proc()
                elif name == layers.UID_DROP and plan.uid is not None:
                    layers.drop_privileges(plan.uid)
                elif name == layers.NO_NEW_PRIVS:
                    layers.set_no_new_privs()
                elif name == layers.SECCOMP:
                    plan.seccomp_filter.load()
            except Exception as exc:
                failed[name] = f"{type(exc).__name__}: {exc}"
        return failed

    def preload(self, modules: list[str]) -> dict[str, str]:
        """Import ``modules``; failures are reported, never fatal."""
        errors = {}
        for name in modules:
            try:
                importlib.import_module(name)
            except BaseException as exc:
                errors[name] = f"{type(exc).__name__}: {exc}"
        return errors

    # -- jobs -------------------------------------------------------------------------------------
    def _entry(self, spec: str) -> Entry:
        func = self.entries.get(spec)
        if func is None:
            module_name, func_name = spec.split(":")
            func = getattr(importlib.import_module(module_name), func_name)
            if not callable(func):
                raise TypeError(f"{spec} is not callable")
            self.entries[spec] = func
        return func

    def serve(self) -> None:
        """Answer jobs until the supervisor says ``exit`` or goes away."""
        while True:
            frame = recv_frame(self.sock, maxfds=4)
            if frame is None:
                return
            header, blob, fds = frame
            op = header.get("op")
            try:
                if op == "exit" or (op == "run" and self.run_job(header, blob, fds)):
                    return
                # anything else is a late "kill" for a job that had already ended: ignore it
            finally:
                for fd in fds:
                    with contextlib.suppress(OSError):
                        os.close(fd)

    def run_job(self, job: dict[str, Any], payload: bytes, fds: list[int]) -> bool:
        """Run one job; return True when the zygote must stop (supervisor gone, sweep failed)."""
        done: dict[str, Any] = {
            "op": "done",
            "job": job.get("nonce"),
            "timed_out": False,
            "killed": False,
            "error": None,
        }
        if len(fds) != 4:
            done["error"] = f"expected 4 descriptors with the job, got {len(fds)}"
            send_frame(self.sock, done)
            return False
        try:
            func = self._entry(str(job["entry"]))
        except BaseException as exc:
            done["error"] = f"cannot import entry {job.get('entry')!r}: {type(exc).__name__}: {exc}"
            send_frame(self.sock, done)
            return False
        scratch = None
        if layers.MOUNT_NS not in self.plan.layers:
            scratch = tempfile.mkdtemp(prefix="assay-job-")
            job["workspace"] = scratch
        base_vsz = int(open("/proc/self/statm").read().split()[0]) * resource.getpagesize()  # noqa: SIM115
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            self.sock.close()
            run_child(self.plan, job, payload, fds, func, base_vsz)
        for fd in fds:
            os.close(fd)
        fds.clear()
        send_frame(self.sock, {"op": "started", "job": job.get("nonce"), "pid": pid})
        stop = self._wait(pid, start + float(job["wall_s"]), done)
        _, status, usage = os.wait4(pid, 0)
        done["wall_s"] = time.monotonic() - start
        done.update(
            pid=pid,
            wait_status=status,
            cpu_s=usage.ru_utime + usage.ru_stime,
            max_rss_kb=usage.ru_maxrss,
        )
        try:
            done["swept"] = layers.sweep(self.pid, self.plan.uid)
        except TimeoutError as exc:
            done["error"] = str(exc)
            stop = True
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
        with contextlib.suppress(OSError):
            send_frame(self.sock, done)
        return stop

    def _wait(self, pid: int, deadline: float, done: dict[str, Any]) -> bool:
        """Wait for the child to end, killing its process group at the deadline or on request."""
        poller = select.poll()
        pidfd = os.pidfd_open(pid)
        try:
            poller.register(pidfd, select.POLLIN)
            poller.register(self.sock.fileno(), select.POLLIN)
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    done["timed_out"] = True
                    _kill_group(pid)
                    return False
                for fd, _ in poller.poll(max(1, int(remaining * 1000 + 1))):
                    if fd == pidfd:
                        return False
                    frame = recv_frame(self.sock)
                    if frame is None:  # the supervisor is gone: stop everything
                        _kill_group(pid)
                        return True
                    if frame[0].get("op") == "kill":
                        done["killed"] = True
                        _kill_group(pid)
                        return False
        finally:
            os.close(pidfd)


def _kill_group(pid: int) -> None:
    for kill in (os.killpg, os.kill):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            kill(pid, signal.SIGKILL)


def main(argv: list[str]) -> int:
    """Entry point: ``python -I -m assay.sandbox._zygote <socket fd>``."""
    sock = socket.socket(fileno=int(argv[1]))
    frame = recv_frame(sock)
    if frame is None:
        return 0
    init = frame[0]
    sys.path[:] = [str(p) for p in init.get("sys_path", sys.path)]
    os.chdir("/")
    layers.set_child_subreaper()
    zygote = Zygote(sock, init)
    preload_errors = zygote.preload([str(m) for m in init.get("preload", [])])
    gc.collect()
    gc.freeze()  # keep the preloaded heap out of the collector: fewer copy-on-write page faults per job
    send_frame(
        sock,
        {
            "op": "ready",
            "pid": zygote.pid,
            "uid": zygote.plan.uid,
            "layers": list(zygote.plan.layers),
            "missing": zygote.missing,
            "preload_errors": preload_errors,
        },
    )
    zygote.serve()
    with contextlib.suppress(TimeoutError):
        layers.sweep(zygote.pid, zygote.plan.uid)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
