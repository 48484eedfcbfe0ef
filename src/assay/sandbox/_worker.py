"""The supervisor side of one zygote: start it, hand it jobs, read the job's pipes, build results."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from assay.sandbox._errors import SandboxError
from assay.sandbox._models import Limits, RunStatus, SandboxJob, SandboxResult
from assay.sandbox._protocol import ProtocolError, recv_frame, send_frame

log = logging.getLogger("assay.sandbox")

RESULT_CHANNEL_CAP = 16 << 20
_READY_TIMEOUT_S = 60.0
_GRACE_S = 5.0  # how long past the wall limit we wait for the zygote before declaring it broken


@dataclass
class ZygoteConfig:
    """What a worker sends its zygote at start-up."""

    mode: str
    uid_base: int
    hidden: list[str]
    expose: list[str]
    preload: list[str]
    sys_path: list[str] = field(default_factory=list)


@dataclass
class _Run:
    """Everything observed while one job ran."""

    bufs: dict[str, bytearray] = field(
        default_factory=lambda: {"out": bytearray(), "err": bytearray(), "res": bytearray()}
    )
    truncated: dict[str, bool] = field(default_factory=lambda: {"out": False, "err": False, "res": False})
    done: dict[str, Any] | None = None
    pid: int | None = None
    kill_sent: bool = False
    broken: str | None = None
    started: float = field(default_factory=time.monotonic)
    line_times: list[float] = field(default_factory=list)  # arrival of each result line, from `started`
    stalled: float | None = None  # the progress deadline that was missed, in seconds
    overflow_at: float | None = None  # when stdout or stderr went past its cap, from `started`


class Worker:
    """One slot of the pool: a zygote process and the socket to it. Not thread-safe (the pool
    hands each worker to one caller at a time)."""

    def __init__(self, index: int, config: ZygoteConfig, recycle_after: int) -> None:
        self.index = index
        self.config = config
        self.recycle_after = recycle_after
        self.proc: subprocess.Popen[bytes] | None = None
        self.sock: socket.socket | None = None
        self.ready: dict[str, Any] = {}
        self.jobs = 0
        self.busy = False
        self.child_pid: int | None = None
        self._state = threading.Lock()

    # -- lifecycle --------------------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        """Whether a zygote is running for this slot."""
        return self.proc is not None and self.proc.poll() is None

    @property
    def uid(self) -> int | None:
        """The slot's unprivileged uid, when the uid drop is active."""
        uid = self.ready.get("uid")
        return int(uid) if uid is not None else None

    def start(self) -> dict[str, Any]:
        """Start a fresh zygote and wait for its ``ready`` report."""
        self.stop()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        # Only PATH and LANG cross over: the zygote (and every job forked from it) never holds the
        # service's secrets, in memory or in /proc/<pid>/environ. A fixed hash seed makes str/bytes
        # hashing, and so set iteration order, the same in every zygote: a submission's result and
        # its counted operations must not change from one zygote to the next. (Hash flooding is moot
        # here: a job that slows itself down only spends its own CPU limit.)
        env = {
            "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "PYTHONHASHSEED": "0",
        }
        started = time.monotonic()
        try:
            # -s -P rather than -I: -I implies -E, which would ignore PYTHONHASHSEED; the environment
            # is built above from nothing, so -E has no other variable to guard against.
            self.proc = subprocess.Popen(
                [sys.executable, "-s", "-P", "-m", "assay.sandbox._zygote", str(theirs.fileno())],
                pass_fds=(theirs.fileno(),),
                env=env,
                cwd="/",
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                start_new_session=True,  # a Ctrl-C in the terminal is for the service, not the zygote
            )
        finally:
            theirs.close()
        self.sock = ours
        cfg = self.config
        init = {
            "op": "init",
            "mode": cfg.mode,
            "uid_base": cfg.uid_base,
            "hidden": cfg.hidden,
            "expose": cfg.expose,
            "preload": cfg.preload,
            "sys_path": cfg.sys_path,
        }
        try:
            send_frame(ours, init)
            ours.settimeout(_READY_TIMEOUT_S)
            frame = recv_frame(ours)
            ours.settimeout(None)
        except (OSError, ProtocolError) as exc:
            self.stop()
            raise SandboxError(
                f"sandbox worker {self.index} did not start: {exc}",
                hint="run `assay doctor`; the zygote's own error, if any, is on the service's stderr",
            ) from exc
        if frame is None or frame[0].get("op") != "ready":
            self.stop()
            raise SandboxError(
                f"sandbox worker {self.index} exited during start-up",
                hint="its traceback, if any, is on the service's stderr; `assay doctor` checks the set-up",
            )
        self.ready = frame[0]
        self.jobs = 0
        log.debug(
            "sandbox worker %d ready: pid %s, uid %s, layers %s, in %.0f ms",
            self.index,
            self.ready.get("pid"),
            self.ready.get("uid"),
            ",".join(self.ready.get("layers", [])),
            (time.monotonic() - started) * 1000,
        )
        return self.ready

    def stop(self) -> None:
        """Stop the zygote: politely when idle, by SIGKILL otherwise."""
        sock, proc = self.sock, self.proc
        self.sock = self.proc = None
        if sock is not None:
            with contextlib.suppress(OSError):
                send_frame(sock, {"op": "exit"})
            sock.close()
        if proc is not None:
            try:
                proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    def kill(self, child_pid: int | None = None) -> None:
        """Kill the zygote and the job it runs, at once (close, broken protocol). Thread-safe."""
        with self._state:
            proc, sock, busy = self.proc, self.sock, self.busy
            child_pid = child_pid or self.child_pid
            self.proc = self.sock = None
        for pid in (child_pid, proc.pid if proc else None):
            if pid:
                for kill in (os.killpg, os.kill):
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        kill(pid, signal.SIGKILL)
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)  # wakes the thread waiting on it in run()...
            if not busy:  # ...which closes it itself: closing it here could hide the wake-up
                sock.close()
        if proc is not None:
            proc.wait()

    @property
    def needs_start(self) -> bool:
        """Whether the next job needs a fresh zygote: none runs, or this one served its quota."""
        return not self.alive or self.jobs >= self.recycle_after

    # -- one job ----------------------------------------------------------------------------------
    def run(self, job: SandboxJob) -> SandboxResult:
        """Run ``job`` on this worker's zygote.

        The pool starts (and recycles) zygotes through ``Sandbox._start``, which checks the isolation
        they report; a worker never starts one behind its back.

        Raises:
            SandboxError: no started zygote (or one past its recycling quota).
        """
        sock = self.sock
        if self.needs_start or sock is None:
            raise SandboxError(
                f"sandbox worker {self.index} has no started zygote",
                hint="this is a bug in the pool: jobs must go through Sandbox.run",
            )
        with self._state:
            self.busy = True
        try:
            return self._run(job, sock)
        finally:
            with self._state:
                self.busy = False
                self.child_pid = None
                orphaned = self.sock is not sock
            if orphaned:  # killed meanwhile (close(), broken protocol)
                sock.close()

    def _run(self, job: SandboxJob, sock: socket.socket) -> SandboxResult:
        self.jobs += 1
        lim = job.limits
        nonce = secrets.token_hex(16)
        header = {
            "op": "run",
            "entry": job.entry,
            "nonce": nonce,
            "wall_s": lim.wall_s,
            "cpu_s": lim.cpu_s or lim.wall_s,
            "memory_mb": lim.memory_mb,
            "file_size_mb": lim.file_size_mb,
            "open_files": lim.open_files,
            "processes": lim.processes,
        }
        try:
            payload = json.dumps(job.payload, separators=(",", ":")).encode()
        except (TypeError, ValueError) as exc:
            raise SandboxError(
                f"the job's payload is not JSON-serialisable: {exc}",
                code="SANDBOX_BAD_PAYLOAD",
                hint="pass only dicts, lists, strings, numbers, booleans and None",
            ) from exc
        in_r, in_w = os.pipe()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        res_r, res_w = os.pipe()
        run = _Run()
        try:
            send_frame(sock, header, payload, fds=(in_r, out_w, err_w, res_w))
        except OSError as exc:
            for fd in (in_w, out_r, err_r, res_r):
                os.close(fd)
            self.kill()
            return _internal(f"could not hand the job to the sandbox worker: {exc}")
        finally:
            for fd in (in_r, out_w, err_w, res_w):  # the zygote holds its own copies now
                os.close(fd)
        self._supervise(run, job, sock, nonce, in_w, {"out": out_r, "err": err_r, "res": res_r})
        if run.broken:
            self.kill(run.pid)
            return _internal(run.broken)
        assert run.done is not None
        if run.done.get("error") and "wait_status" not in run.done:
            return _internal(str(run.done["error"]))
        if run.done.get("error"):  # the job ran but the sweep failed: the zygote stops itself
            log.error("sandbox worker %d: %s; restarting it", self.index, run.done["error"])
            self.kill()
        return build_result(job.limits, run, nonce, self.ready.get("layers", []))

    def _supervise(
        self, run: _Run, job: SandboxJob, sock: socket.socket, nonce: str, in_w: int, pipes: dict[str, int]
    ) -> None:
        stdin = memoryview(job.stdin)
        sel = selectors.DefaultSelector()
        names = {fd: name for name, fd in pipes.items()}
        for fd in pipes.values():
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        open_fds = {*pipes.values(), in_w}  # closed exactly once: a double close could hit a reused number
        if stdin:
            os.set_blocking(in_w, False)
            sel.register(in_w, selectors.EVENT_WRITE)
        else:
            os.close(in_w)
            open_fds.discard(in_w)
        sel.register(sock, selectors.EVENT_READ)
        deadline = run.started + job.limits.wall_s + _GRACE_S
        caps = {"out": job.limits.output_bytes, "err": job.limits.output_bytes, "res": RESULT_CHANNEL_CAP}
        progress = job.limits.progress_s
        first_progress = job.limits.first_progress_s or progress
        try:
            while run.done is None and run.broken is None:
                now = time.monotonic()
                remaining = deadline - now
                if remaining <= 0:
                    run.broken = "the sandbox worker did not report the end of the job in time"
                    break
                # The progress deadline is kept here, on the supervisor's side of the result pipe,
                # because a job can silence any timer of its own (signals, itimers) but cannot make
                # a line arrive before it writes it.
                gap = first_progress if not run.line_times else progress
                if gap is not None and run.stalled is None:
                    since = run.line_times[-1] if run.line_times else 0.0
                    left = run.started + since + gap - now
                    if left <= 0:
                        run.stalled = gap
                        self._request_kill(sock, run)
                    else:
                        remaining = min(remaining, left)
                for key, _ in sel.select(timeout=remaining):
                    fd = key.fd
                    if fd == in_w:
                        stdin = self._feed(in_w, stdin)
                        if not stdin:
                            sel.unregister(in_w)
                            os.close(in_w)
                            open_fds.discard(in_w)
                    elif key.fileobj is sock:
                        self._control(sock, run, nonce)
                        self.child_pid = run.pid
                    elif not self._read(sel, fd, names[fd], caps, run):
                        self._request_kill(sock, run)
            if run.done is not None:  # every writer is dead now: drain what is left in the pipes
                for fd, name in names.items():
                    if fd in sel.get_map():
                        while self._read(sel, fd, name, caps, run, drain=True):
                            pass
        finally:
            for fd in open_fds:
                os.close(fd)
            sel.close()

    @staticmethod
    def _feed(in_w: int, stdin: memoryview) -> memoryview:
        try:
            stdin = stdin[os.write(in_w, stdin[:65536]) :]
        except (BlockingIOError, InterruptedError):
            return stdin
        except OSError:  # the job closed its stdin
            return stdin[:0]
        return stdin

    @staticmethod
    def _control(sock: socket.socket, run: _Run, nonce: str) -> None:
        try:
            frame = recv_frame(sock)
        except (OSError, ProtocolError) as exc:
            run.broken = f"sandbox worker protocol failure: {exc}"
            return
        if frame is None:
            run.broken = "the sandbox worker died while running the job"
        elif frame[0].get("job") != nonce:
            run.broken = f"the sandbox worker answered for another job: {frame[0].get('op')!r}"
        elif frame[0].get("op") == "started":
            run.pid = int(frame[0]["pid"])
        elif frame[0].get("op") == "done":
            run.done = frame[0]
        else:
            run.broken = f"unexpected message from the sandbox worker: {frame[0].get('op')!r}"

    @staticmethod
    def _read(
        sel: selectors.BaseSelector,
        fd: int,
        name: str,
        caps: dict[str, int],
        run: _Run,
        *,
        drain: bool = False,
    ) -> bool:
        """Read once from a job pipe; False when it is over its cap (or, when draining, finished)."""
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            return not drain
        if not chunk:
            sel.unregister(fd)
            return not drain
        buf = run.bufs[name]
        room = caps[name] - len(buf)
        if room > 0:
            buf += chunk[:room]
            if name == "res":
                lines = chunk[:room].count(b"\n")
                if lines:
                    run.line_times.extend([time.monotonic() - run.started] * lines)
        if len(chunk) > room:
            if not run.truncated[name] and name != "res":
                run.overflow_at = time.monotonic() - run.started
            run.truncated[name] = True
            return drain  # keep draining (and discarding) after the job ended
        return True

    @staticmethod
    def _request_kill(sock: socket.socket, run: _Run) -> None:
        if not run.kill_sent:
            run.kill_sent = True
            with contextlib.suppress(OSError):
                send_frame(sock, {"op": "kill"})


def _internal(detail: str) -> SandboxResult:
    log.error("sandbox: %s", detail)
    return SandboxResult(status=RunStatus.INTERNAL, detail=detail)


@dataclass
class _Channel:
    """The result channel, parsed: messages with their arrival times, markers, the first error."""

    messages: list[Any] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    markers: dict[str, str] = field(default_factory=dict)
    error: str | None = None


def _parse_channel(raw: bytes, nonce: str, line_times: list[float]) -> _Channel:
    """Split the result channel into messages, sandbox markers and the first protocol error."""
    prefix = nonce.encode()
    out = _Channel()
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    elif lines:
        out.error = f"unterminated result line: {lines[-1][:80]!r}"
        return out
    for index, line in enumerate(lines):
        if not line.startswith(prefix):
            out.error = f"result line without the job's token: {line[:80]!r}"
            return out
        rest = line[len(prefix) :]
        if rest.startswith(b"!"):
            kind, _, text = rest[1:].decode("utf-8", "replace").partition(" ")
            out.markers[kind] = text
            continue
        try:
            out.messages.append(json.loads(rest))
        except ValueError:
            out.error = f"unparseable result line: {rest[:80]!r}"
            return out
        out.times.append(round(line_times[index], 6) if index < len(line_times) else 0.0)
    return out


def build_result(limits: Limits, run: _Run, nonce: str, isolation: list[str]) -> SandboxResult:
    """Turn what the zygote and the pipes reported into a :class:`SandboxResult`."""
    done = run.done or {}
    exit_code = os.waitstatus_to_exitcode(int(done["wait_status"]))
    sig = -exit_code if exit_code < 0 else None
    cpu = float(done.get("cpu_s", 0.0))
    channel = _parse_channel(bytes(run.bufs["res"]), nonce, run.line_times)
    markers, protocol_error = channel.markers, channel.error
    overflow = run.truncated["out"] or run.truncated["err"]
    if run.truncated["res"]:
        protocol_error = f"the result channel exceeded {RESULT_CHANNEL_CAP} bytes"
    detail = None
    if "setup" in markers:
        status, detail = RunStatus.INTERNAL, f"isolation setup failed: {markers['setup']}"
    elif done.get("timed_out"):
        status = RunStatus.TIMEOUT
    elif run.stalled is not None:
        status = RunStatus.TIMEOUT
        detail = f"no result message within {run.stalled:g} s (progress deadline): killed"
    elif overflow or run.truncated["res"]:
        status = RunStatus.OUTPUT_LIMIT
    elif sig == signal.SIGXCPU or (sig == signal.SIGKILL and cpu >= (limits.cpu_s or limits.wall_s)):
        status = RunStatus.CPU_LIMIT
    elif "memory" in markers:
        status = RunStatus.MEMORY
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
        wall_s=float(done.get("wall_s", 0.0)),
        cpu_s=cpu,
        max_rss_mb=float(done.get("max_rss_kb", 0)) / 1024,
        stdout=bytes(run.bufs["out"]).decode("utf-8", "replace"),
        stderr=bytes(run.bufs["err"]).decode("utf-8", "replace"),
        stdout_truncated=run.truncated["out"],
        stderr_truncated=run.truncated["err"],
        messages=channel.messages,
        message_times=channel.times,
        output_limit_s=None if run.overflow_at is None else round(run.overflow_at, 6),
        protocol_error=protocol_error,
        isolation=list(isolation),
        detail=detail,
    )
