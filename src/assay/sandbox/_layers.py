"""Isolation primitives applied in the sandboxed child: namespaces, mounts, uid drop, seccomp.

Standard library (plus ``pyseccomp``) only: this module is imported by the zygote, which must stay
small because every job forks it.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import resource
import signal
import socket
import time
from collections.abc import Iterable, Sequence
from typing import Any

# Layer names, in the order the child applies them. ``result.isolation`` lists the active ones.
CLEAN_ENV = "clean_env_zygote"
SESSION = "session"
RLIMITS = "rlimits"
NET_NS = "net_namespace"
MOUNT_NS = "mount_namespace"
PRIVATE_PROC = "private_proc"
UID_DROP = "uid_drop"
NO_NEW_PRIVS = "no_new_privs"
SECCOMP = "seccomp"
ALL_LAYERS = (CLEAN_ENV, SESSION, RLIMITS, NET_NS, MOUNT_NS, PRIVATE_PROC, UID_DROP, NO_NEW_PRIVS, SECCOMP)
MINIMAL_LAYERS = (CLEAN_ENV, SESSION, RLIMITS)

CLONE_NEWNS = 0x00020000
CLONE_NEWCGROUP = 0x02000000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
_MS_RDONLY = 1
_MS_NOSUID = 2
_MS_NODEV = 4
_MS_NOEXEC = 8
_MS_REMOUNT = 32
_MS_BIND = 4096
_MS_REC = 16384
_MS_PRIVATE = 1 << 18
_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_CHILD_SUBREAPER = 36

# Denied outright (EPERM): kernel attack surface a grading job never needs.
DENIED_SYSCALLS = (
    "acct",
    "add_key",
    "bpf",
    "chroot",
    "delete_module",
    "fanotify_init",
    "finit_module",
    "fsconfig",
    "fsmount",
    "fsopen",
    "fspick",
    "init_module",
    "io_uring_enter",
    "io_uring_register",
    "io_uring_setup",
    "kexec_file_load",
    "kexec_load",
    "keyctl",
    "mount",
    "mount_setattr",
    "move_mount",
    "name_to_handle_at",
    "open_by_handle_at",
    "open_tree",
    "perf_event_open",
    "pivot_root",
    "process_vm_readv",
    "process_vm_writev",
    "ptrace",
    "quotactl",
    "reboot",
    "request_key",
    "setns",
    "swapoff",
    "swapon",
    "syslog",
    "umount2",
    "unshare",
    "userfaultfd",
)
_NAMESPACE_FLAGS = (
    CLONE_NEWNS,
    CLONE_NEWCGROUP,
    CLONE_NEWUTS,
    CLONE_NEWIPC,
    CLONE_NEWUSER,
    CLONE_NEWPID,
    CLONE_NEWNET,
)

_libc: ctypes.CDLL | None = None


def libc() -> ctypes.CDLL:
    """The C library, loaded once with errno capture."""
    global _libc
    if _libc is None:
        lib = ctypes.CDLL(None, use_errno=True)
        lib.mount.argtypes = [
            ctypes.c_char_p,
            ctypes.c_char_p,
            ctypes.c_char_p,
            ctypes.c_ulong,
            ctypes.c_char_p,
        ]
        lib.unshare.argtypes = [ctypes.c_int]
        lib.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        _libc = lib
    return _libc


def _check(ret: int, what: str) -> None:
    if ret != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def unshare(flags: int) -> None:
    """Move this process into new namespaces (``unshare(2)``)."""
    _check(libc().unshare(flags), "unshare")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    """``mount(2)`` through ctypes."""
    _check(libc().mount(_enc(source), target.encode(), _enc(fstype), flags, _enc(data)), f"mount {target}")


def _enc(text: str | None) -> bytes | None:
    return None if text is None else text.encode()


def set_no_new_privs() -> None:
    """``PR_SET_NO_NEW_PRIVS``: exec can never grant privileges again (setuid binaries, file caps)."""
    _check(libc().prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(NO_NEW_PRIVS)")


def set_child_subreaper() -> None:
    """Orphans of our descendants are re-parented to us, so a double fork cannot escape the sweep."""
    _check(libc().prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0), "prctl(CHILD_SUBREAPER)")


def private_filesystem(
    *,
    workspace: str,
    workspace_mb: int,
    uid: int | None,
    hidden: Sequence[str],
    expose: Sequence[str],
) -> None:
    """Build the child's view of the filesystem inside a fresh mount namespace.

    The root is remounted read-only; each hidden directory gets an empty tmpfs (hidden files get
    ``/dev/null``); the workspace is a small tmpfs owned by the job's uid. Interpreter directories
    that live under a hidden path (``expose``, opened by the zygote beforehand) are bound back so
    that lazy imports of the standard library keep working.
    """
    mount(None, "/", None, _MS_REC | _MS_PRIVATE)  # nothing we mount may propagate to the host
    # Opened after unshare: a bind source must be a mount of the caller's (new) namespace.
    held = [(os.open(path, os.O_PATH | os.O_DIRECTORY), path) for path in expose]
    # A hidden path inside an exposed directory (the question bank inside a checkout under /home)
    # is covered after the bind, which would otherwise bring it back.
    inside = [h for h in hidden if any(_under(h, e) for e in expose)]
    _hide([h for h in hidden if h not in inside])
    for fd, path in held:
        os.makedirs(path, exist_ok=True)
        mount(f"/proc/self/fd/{fd}", path, None, _MS_BIND | _MS_REC)
        os.close(fd)
    _hide(inside)
    owner = "" if uid is None else f",uid={uid},gid={uid}"
    size = f"size={max(workspace_mb, 1) + 1}m,nr_inodes=4096,mode=0700{owner}"
    mount("tmpfs", workspace, "tmpfs", _MS_NOSUID | _MS_NODEV, size)
    mount(None, "/", None, _MS_REMOUNT | _MS_BIND | _MS_RDONLY)


def private_proc() -> None:
    """Cover ``/proc`` with a fresh procfs mounted ``hidepid=invisible`` (in the job's mount namespace).

    Once the uid is dropped the job sees only its own processes: no command lines, no process list
    of the machine. Each procfs mount has its own options since Linux 5.8; older kernels reject the
    ``invisible`` keyword (rather than applying ``hidepid`` to every /proc of the machine, as they
    would with ``hidepid=2``), so the probe reports the layer missing there.
    """
    mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC, "hidepid=invisible")


def _under(path: str, parent: str) -> bool:
    return path != parent and path.startswith(parent.rstrip("/") + "/")


def _hide(paths: Sequence[str]) -> None:
    # Checked at mount time: a path under an already hidden directory is gone, nothing to cover.
    for path in paths:
        if os.path.isdir(path):
            mount("tmpfs", path, "tmpfs", _MS_NOSUID | _MS_NODEV, "size=64k,nr_inodes=256,mode=0755")
        elif os.path.exists(path):
            mount("/dev/null", path, None, _MS_BIND)


def apply_rlimits(
    *, cpu_s: float, memory_bytes: int, file_bytes: int, open_files: int, processes: int | None
) -> None:
    """Set the job's resource limits. CPU soft < hard so SIGXCPU arrives before SIGKILL."""
    cpu = max(1, int(cpu_s + 0.999))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    resource.setrlimit(resource.RLIMIT_FSIZE, (file_bytes, file_bytes))
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if processes is not None:
        resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))


def drop_privileges(uid: int) -> None:
    """Become ``uid``/``uid`` with no supplementary groups (real, effective and saved ids)."""
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)


def build_seccomp_filter() -> Any:
    """Compile the deny-list filter once (in the zygote); the child only loads it.

    Default allow; the syscalls in :data:`DENIED_SYSCALLS`, IPv4/IPv6 sockets and namespace-creating
    ``clone`` flags fail with EPERM; ``clone3`` answers ENOSYS (its flags hide behind a pointer that
    seccomp cannot inspect) so that libc falls back to ``clone``.
    """
    import pyseccomp as sc

    filt = sc.SyscallFilter(sc.ALLOW)
    for name in DENIED_SYSCALLS:
        with contextlib.suppress(Exception):  # a syscall this kernel/arch does not know
            filt.add_rule(sc.ERRNO(errno.EPERM), name)
    for family in (socket.AF_INET, socket.AF_INET6):
        filt.add_rule(sc.ERRNO(errno.EPERM), "socket", sc.Arg(0, sc.EQ, int(family)))
    for flag in _NAMESPACE_FLAGS:
        filt.add_rule(sc.ERRNO(errno.EPERM), "clone", sc.Arg(0, sc.MASKED_EQ, flag, flag))
    with contextlib.suppress(Exception):
        filt.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    return filt


def children(pid: int) -> list[int]:
    """Direct children of ``pid`` (a single-threaded process)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as fh:
            return [int(x) for x in fh.read().split()]
    except OSError:
        found = []
        for name in os.listdir("/proc"):
            if name.isdigit():
                with contextlib.suppress(OSError, IndexError, ValueError), open(f"/proc/{name}/stat") as fh:
                    if int(fh.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(name))
        return found


def pids_of_uid(uids: Iterable[int]) -> list[int]:
    """Processes whose real uid is one of ``uids`` (a /proc scan; for checks, not the hot path)."""
    wanted = {str(u) for u in uids}
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        with contextlib.suppress(OSError), open(f"/proc/{name}/status") as fh:
            for line in fh:
                if line.startswith("Uid:"):
                    if line.split()[1] in wanted:
                        found.append(int(name))
                    break
    return found


def kill_uid(uid: int) -> None:
    """SIGKILL every process running as ``uid``, from a helper that becomes that uid first.

    ``kill(-1)`` only reaches processes the sender may signal, i.e. those of the same uid, so this
    cannot touch anything else on the machine.
    """
    pid = os.fork()
    if pid == 0:  # pragma: no cover - helper child
        try:
            os.setresuid(uid, uid, uid)
            for _ in range(16):
                try:
                    os.kill(-1, signal.SIGKILL)
                except ProcessLookupError:
                    break
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


def sweep(self_pid: int, uid: int | None, *, budget_s: float = 3.0) -> int:
    """Kill and reap every descendant still alive after a job; return how many were killed.

    The zygote is a child subreaper, so anything the job left behind (a double fork, a ``setsid``)
    is one of its descendants, and "no children left" proves nothing is running. Raises
    ``TimeoutError`` when processes survive ``budget_s``.
    """
    killed = 0
    deadline = time.monotonic() + budget_s
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return killed
        if pid:
            continue
        if time.monotonic() > deadline:
            raise TimeoutError("processes survived the post-job sweep")
        if uid is not None:
            kill_uid(uid)
        for kid in children(self_pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(kid, signal.SIGKILL)
                killed += 1
        time.sleep(0.0005)
