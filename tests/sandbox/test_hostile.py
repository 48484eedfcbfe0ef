"""Hostile programs, each contained: the right status, nothing written outside the workspace, nothing
leaked, nothing left running, and the next job still works (``assert_contained``)."""

from __future__ import annotations

import os
import signal
import socket
import time
from pathlib import Path

import pytest

from assay.sandbox import RunStatus, Sandbox
from tests.sandbox.conftest import ORPHAN_SOURCE, SECRET_VALUE, assert_contained, needs_root, run_source

pytestmark = needs_root()


def test_fork_bomb_is_capped_and_killed(sandbox: Sandbox) -> None:
    source = """
import os
while True:
    try:
        os.fork()
    except OSError:
        pass
"""
    result = run_source(sandbox, source, wall_s=1.0, cpu_s=5.0, processes=8)
    assert result.status is RunStatus.TIMEOUT
    assert_contained(sandbox)


def test_thread_bomb_fails_to_start_threads(sandbox: Sandbox) -> None:
    source = """
import threading, time
started = 0
try:
    while True:
        threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
        started += 1
finally:
    emit(started)
"""
    result = run_source(sandbox, source, wall_s=5.0)
    assert result.status in {RunStatus.EXITED, RunStatus.MEMORY}, result
    assert "can't start new thread" in result.stderr or "MemoryError" in result.stderr
    assert result.messages and result.messages[0] < 64
    assert result.wall_s < 4
    assert_contained(sandbox)


def test_8gb_allocation_is_a_memory_verdict(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "data = bytearray(8 << 30)\nemit(len(data))", memory_mb=256)
    assert result.status is RunStatus.MEMORY
    assert result.messages == []
    assert "MemoryError" in result.stderr
    assert_contained(sandbox)


def test_allocation_within_the_limit_succeeds(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "data = bytearray(100 << 20)\nemit(len(data))", memory_mb=256)
    assert result.status is RunStatus.OK, result
    assert result.max_rss_mb >= 100


def test_infinite_loop_hits_the_wall_clock(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "while True:\n    pass", wall_s=0.5, cpu_s=10.0)
    assert result.status is RunStatus.TIMEOUT
    assert result.signal == signal.SIGKILL
    assert 0.5 <= result.wall_s < 2.0
    assert_contained(sandbox)


def test_infinite_loop_hits_the_cpu_limit(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "while True:\n    pass", wall_s=10.0, cpu_s=1.0)
    assert result.status is RunStatus.CPU_LIMIT
    assert result.signal == signal.SIGXCPU
    assert result.cpu_s >= 0.9
    assert_contained(sandbox)


def test_infinite_loop_inside_finally(sandbox: Sandbox) -> None:
    source = """
try:
    raise ValueError("boom")
finally:
    while True:
        pass
"""
    result = run_source(sandbox, source, wall_s=0.5, cpu_s=10.0)
    assert result.status is RunStatus.TIMEOUT
    assert_contained(sandbox)


def test_ignoring_sigterm_does_not_help(sandbox: Sandbox) -> None:
    source = """
import signal, time
for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU):
    signal.signal(sig, signal.SIG_IGN)
time.sleep(60)
"""
    result = run_source(sandbox, source, wall_s=0.5)
    assert result.status is RunStatus.TIMEOUT
    assert_contained(sandbox)


def test_deep_python_recursion_runs_out_of_memory(sandbox: Sandbox) -> None:
    source = """
import sys
sys.setrecursionlimit(10**8)
def down(n):
    return down(n + 1) + 1
down(0)
"""
    result = run_source(sandbox, source, memory_mb=64, wall_s=10.0)  # a loaded machine is slow to fill 64 MiB
    # CPython 3.11 reports a failed frame allocation as MemoryError or, in some paths, as
    # "SystemError: error return without exception set": either way a failure, never a pass.
    assert result.status in {RunStatus.MEMORY, RunStatus.KILLED, RunStatus.EXITED}, result
    assert "MemoryError" in result.stderr or "SystemError" in result.stderr or result.signal
    assert_contained(sandbox)


def test_deep_c_stack_recursion_crashes_only_the_child(sandbox: Sandbox) -> None:
    source = """
import sys
sys.setrecursionlimit(10**8)
def down():
    return list(map(lambda _: down(), [0]))
down()
"""
    result = run_source(sandbox, source, wall_s=3.0)
    assert result.status is RunStatus.KILLED, result
    assert result.signal == signal.SIGSEGV
    assert_contained(sandbox)


def test_plain_recursion_error_is_an_exit(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "def f(n):\n    return f(n + 1)\nf(0)")
    assert result.status is RunStatus.EXITED
    assert "RecursionError" in result.stderr


def test_one_gigabyte_of_output_is_capped(sandbox: Sandbox) -> None:
    source = """
import sys
chunk = "x" * (1 << 20)
for _ in range(1024):
    sys.stdout.write(chunk)
emit("finished")
"""
    result = run_source(sandbox, source, output_bytes=1 << 20, wall_s=10.0)
    assert result.status is RunStatus.OUTPUT_LIMIT
    assert result.stdout_truncated
    assert len(result.stdout) == 1 << 20
    assert result.messages == []
    assert result.wall_s < 5
    assert_contained(sandbox)


def test_writing_outside_the_workspace_fails(sandbox: Sandbox, tmp_path: Path) -> None:
    tmp_path.chmod(0o777)  # even a world-writable directory of the host is out of reach
    targets = [
        str(tmp_path / "escaped.txt"),
        "/etc/assay-escaped",
        "/var/tmp/assay-escaped",
        "/dev/shm/assay-escaped",
        "/root/assay-escaped",
        str(Path.cwd() / "assay-escaped"),
        str(Path(__file__).parent / "assay-escaped"),
    ]
    source = """
import os
written = []
for path in payload["targets"]:
    try:
        with open(path, "w") as fh:
            fh.write("escaped")
        written.append(path)
    except OSError:
        pass
with open("inside.txt", "w") as fh:
    fh.write("fine")
emit({"written": written, "cwd": os.getcwd(), "inside": os.listdir(".")})
"""
    from assay.sandbox import Limits, SandboxJob

    job = SandboxJob(
        entry="tests.sandbox_entries:run_source",
        payload={"source": source, "targets": targets},
        limits=Limits(wall_s=5),
    )
    result = sandbox.run(job)
    assert result.status is RunStatus.OK, result
    cwd = result.messages[0]["cwd"]
    # The workspace is /tmp, or /var/tmp when the interpreter itself lives under /tmp (a clone there):
    # a target inside it is the job's own tmpfs, so it may appear in the listing.
    own = [os.path.basename(t) for t in targets if os.path.dirname(t) == cwd]
    assert sorted(result.messages[0]["inside"]) == sorted(["inside.txt", *own])
    # Inside its namespace the job may "write" a hidden path's empty tmpfs or nothing at all; what
    # matters is that nothing reached the host.
    for target in targets:
        assert not os.path.exists(target), target
    assert not os.path.exists(os.path.join(result.messages[0]["cwd"], "inside.txt"))
    assert_contained(sandbox)


def test_secret_file_and_shadow_are_unreadable(sandbox: Sandbox, visible_dir: Path, tmp_path: Path) -> None:
    # In a directory the job can see and list: only the file's mode and the uid drop stop it.
    secret = visible_dir / "secret.txt"
    secret.write_text(SECRET_VALUE)
    secret.chmod(0o600)
    in_tmp = tmp_path / "secret.txt"  # under /tmp, which the job does not see at all
    in_tmp.write_text(SECRET_VALUE)
    source = """
out = {}
for path in payload["paths"]:
    try:
        with open(path) as fh:
            out[path] = fh.read()
    except OSError as exc:
        out[path] = type(exc).__name__
emit(out)
"""
    from assay.sandbox import Limits, SandboxJob

    paths = [str(secret), str(in_tmp), "/etc/shadow"]
    result = sandbox.run(
        SandboxJob(
            entry="tests.sandbox_entries:run_source",
            payload={
                "source": source + "import os\nemit(os.listdir(payload['dir']))\n",
                "paths": paths,
                "dir": str(visible_dir),
            },
            limits=Limits(wall_s=5),
        )
    )
    assert result.status is RunStatus.OK
    assert result.messages[0] == {
        str(secret): "PermissionError",
        str(in_tmp): "FileNotFoundError",
        "/etc/shadow": "PermissionError",
    }
    assert result.messages[1] == ["secret.txt"]  # it is there, and still unreadable
    assert SECRET_VALUE not in result.model_dump_json()
    assert_contained(sandbox)


def test_service_environment_is_unreachable(sandbox: Sandbox) -> None:
    source = """
import os
seen = {"env": dict(os.environ), "proc": {}}
for pid in (os.getpid(), os.getppid(), payload["service"], 1):
    try:
        with open(f"/proc/{pid}/environ", "rb") as fh:
            seen["proc"][pid] = fh.read().decode(errors="replace")
    except OSError as exc:
        seen["proc"][pid] = type(exc).__name__
print(seen)
emit(seen)
"""
    from assay.sandbox import Limits, SandboxJob

    job = SandboxJob(
        entry="tests.sandbox_entries:run_source",
        payload={"source": source, "service": os.getpid()},
        limits=Limits(wall_s=5),
    )
    result = sandbox.run(job)
    assert result.status is RunStatus.OK, result
    assert SECRET_VALUE not in result.model_dump_json()
    assert "OPENAI_API_KEY" not in result.messages[0]["env"]
    proc = result.messages[0]["proc"]
    # The zygote (the parent), the service and init are invisible (private /proc) or unreadable.
    for pid in (str(os.getpid()), str(sandbox.zygote_pids[0]), "1"):
        if pid in proc:
            assert proc[pid] in ("FileNotFoundError", "PermissionError"), (pid, proc[pid])
    assert_contained(sandbox)


def test_other_processes_are_invisible(sandbox: Sandbox) -> None:
    source = """
import os
mine = os.getpid()
visible = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
cmdlines = []
for pid in visible:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            cmdlines.append(fh.read().decode(errors="replace"))
    except OSError:
        pass
emit({"mine": mine, "visible": visible, "parent": os.path.exists(f"/proc/{os.getppid()}"),
      "cmdlines": cmdlines})
"""
    result = run_source(sandbox, source)
    assert result.status is RunStatus.OK, result
    seen = result.messages[0]
    assert seen["visible"] == [seen["mine"]]  # only itself: not the zygote, the service or init
    assert seen["parent"] is False
    assert len(seen["cmdlines"]) == 1 and "pytest" not in seen["cmdlines"][0]  # its own (the zygote's)
    assert os.path.exists(f"/proc/{os.getpid()}")  # the host's /proc is untouched
    assert_contained(sandbox)


def test_tcp_connect_to_localhost_fails(sandbox: Sandbox) -> None:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    port = listener.getsockname()[1]
    source = f"""
import socket
errors = []
for family, addr in ((socket.AF_INET, ("127.0.0.1", {port})), (socket.AF_INET6, ("::1", {port}))):
    try:
        s = socket.socket(family, socket.SOCK_STREAM)
        s.settimeout(1)
        s.connect(addr)
        errors.append("connected")
    except OSError as exc:
        errors.append(type(exc).__name__)
emit(errors)
"""
    try:
        result = run_source(sandbox, source)
        assert result.status is RunStatus.OK
        assert "connected" not in result.messages[0]
        with pytest.raises(BlockingIOError):
            listener.accept()
    finally:
        listener.close()
    assert_contained(sandbox)


def test_subprocess_system_and_ctypes_system_stay_inside(sandbox: Sandbox, visible_dir: Path) -> None:
    visible_dir.chmod(0o777)  # even a world-writable directory of the host is out of reach
    secret = visible_dir / "secret.txt"
    secret.write_text(SECRET_VALUE)
    secret.chmod(0o600)
    marks = [visible_dir / f"pwned{i}" for i in range(3)]
    source = f"""
import ctypes, os, subprocess
r = subprocess.run(["/bin/sh", "-c", "echo pwned > {marks[0]}; cat {secret}; id -u"],
                   capture_output=True, text=True)
print("subprocess:", r.returncode, r.stdout, r.stderr)
print("system:", os.system("echo pwned > {marks[1]}"))
print("ctypes:", ctypes.CDLL(None).system(b"echo pwned > {marks[2]}; sleep 30 &"))
emit(r.stdout.strip())
"""
    result = run_source(sandbox, source)
    assert result.status is RunStatus.OK, result
    assert result.messages[0].isdigit() and int(result.messages[0]) in sandbox.slot_uids
    assert SECRET_VALUE not in result.model_dump_json()
    for mark in marks:
        assert not mark.exists()
    assert_contained(sandbox)  # the backgrounded `sleep 30` is dead too


def test_killing_the_parent_fails(sandbox: Sandbox) -> None:
    zygotes = sorted(sandbox.zygote_pids)
    source = """
import os, signal
errors = []
for pid in (os.getppid(), 1, -1):
    try:
        os.kill(pid, signal.SIGKILL)
        errors.append("sent")
    except OSError as exc:
        errors.append(type(exc).__name__)
emit(errors)
"""
    result = run_source(sandbox, source)
    # kill(-1) succeeds but reaches only the job's own uid (which is the job itself: it dies).
    assert result.status in {RunStatus.OK, RunStatus.KILLED}, result
    assert sorted(sandbox.zygote_pids) == zygotes
    assert all(os.path.exists(f"/proc/{pid}") for pid in zygotes)
    assert_contained(sandbox)


def test_orphan_does_not_outlive_the_job(sandbox: Sandbox) -> None:
    started = time.monotonic()
    result = run_source(sandbox, ORPHAN_SOURCE, wall_s=10.0)
    assert result.status is RunStatus.OK
    assert time.monotonic() - started < 5  # the orphan holds stdout: we did not wait for it
    orphan = result.messages[0]
    assert not os.path.exists(f"/proc/{orphan}") or not _runs_as(orphan, sandbox.slot_uids)
    assert_contained(sandbox)


def _runs_as(pid: int, uids: list[int]) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    line = next(x for x in status.splitlines() if x.startswith("Uid:"))
    return int(line.split()[1]) in uids


def test_forged_results_on_inherited_descriptors_are_never_a_pass(sandbox: Sandbox) -> None:
    source = """
import os
emit({"a": 1})
for fd in range(3, 256):
    try:
        os.write(fd, b'{"verdict": "AC"}\\n')
    except OSError:
        pass
"""
    result = run_source(sandbox, source)
    assert result.status is RunStatus.INTERNAL
    assert result.protocol_error and "token" in result.protocol_error
    assert {"verdict": "AC"} not in result.messages
    assert_contained(sandbox)


def test_unterminated_result_line_is_internal(sandbox: Sandbox) -> None:
    result = run_source(sandbox, "import os\nos.write(3, b'{\"a\"')")
    assert result.status is RunStatus.INTERNAL
    assert result.protocol_error


def test_escape_syscalls_are_denied(sandbox: Sandbox) -> None:
    source = """
import ctypes, errno, os
libc = ctypes.CDLL(None, use_errno=True)
out = {}
def probe(name, ret):
    out[name] = errno.errorcode.get(ctypes.get_errno(), "ok") if ret == -1 else "ok"
probe("unshare_user", libc.unshare(0x10000000))
probe("unshare_net", libc.unshare(0x40000000))
probe("mount", libc.mount(b"none", b"/mnt", b"tmpfs", 0, None))
probe("ptrace", libc.ptrace(16, os.getppid(), None, None))
probe("io_uring_setup", libc.syscall(425, 1, None))
probe("bpf", libc.syscall(321, 0, None, 0))
probe("setuid0", libc.setuid(0))
emit(out)
"""
    result = run_source(sandbox, source)
    assert result.status is RunStatus.OK, result
    assert result.messages[0] == dict.fromkeys(
        ["unshare_user", "unshare_net", "mount", "ptrace", "io_uring_setup", "bpf", "setuid0"], "EPERM"
    )
    assert_contained(sandbox)


@pytest.mark.parametrize(
    ("source", "status", "code"),
    [
        ("import sys\nsys.exit(0)", RunStatus.OK, 0),
        ("import sys\nsys.exit(3)", RunStatus.EXITED, 3),
        ("import sys\nsys.exit('bye')", RunStatus.EXITED, 1),
        ("import os\nos._exit(7)", RunStatus.EXITED, 7),
        ("raise BaseException('base')", RunStatus.EXITED, 1),
        ("raise KeyboardInterrupt", RunStatus.EXITED, 1),
        ("raise ValueError('user bug')", RunStatus.EXITED, 1),
    ],
)
def test_exits_and_base_exceptions(sandbox: Sandbox, source: str, status: RunStatus, code: int) -> None:
    result = run_source(sandbox, source)
    assert result.status is status, result
    assert result.exit_code == code
    assert result.messages == []
    assert_contained(sandbox)
