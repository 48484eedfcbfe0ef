"""`assay doctor`: what this machine offers Assay (isolation layers, models, storage)."""

from __future__ import annotations

import platform

import typer
from rich.table import Table

from assay import __version__
from assay.cli._common import console, fail
from assay.errors import AssayError

_WHAT = {
    "clean_env_zygote": "jobs fork from a fresh interpreter holding no service secrets",
    "session": "own session and process group, killed as a whole",
    "rlimits": "CPU, address space, file size, open files, processes, no core",
    "net_namespace": "no network at all (not even 127.0.0.1)",
    "mount_namespace": "read-only root; /tmp, /root, /home, data dirs, question bank hidden; tmpfs workspace",
    "private_proc": "own /proc (hidepid): no other process's command line or environment",
    "uid_drop": "unprivileged uid per slot, no groups (makes RLIMIT_NPROC and kill sweeps work)",
    "no_new_privs": "exec can never regain privileges",
    "seccomp": "ptrace, mount, unshare, bpf, io_uring, IPv4/6 sockets... denied",
}


def doctor() -> None:
    """Print the isolation layers active on this machine and other health facts."""
    from assay.sandbox import isolation_report

    console.print(f"assay {__version__} on Python {platform.python_version()} ({platform.system()})")
    try:
        report = isolation_report()
    except AssayError as exc:
        raise fail(f"the sandbox cannot start: {exc.message}", hint=exc.hint, code=1) from exc
    table = Table(title=f"Sandbox isolation (ASSAY_SANDBOX_ISOLATION={report.mode})")
    table.add_column("layer")
    table.add_column("status")
    table.add_column("what it gives / why not")
    for layer in report.layers:
        status = "[green]active[/]" if layer.active else "[bold red]missing[/]"
        table.add_row(layer.name, status, _WHAT.get(layer.name, "") if layer.active else layer.detail)
    console.print(table)
    if report.uid is not None:
        console.print(f"jobs run as uid {report.uid} (one uid per concurrent job)")
    if report.degraded:
        console.print(
            "[bold yellow]WARNING:[/] reduced isolation: untrusted code is less contained here "
            "(see docs/security.md). Run as root on Linux with namespaces for every layer."
        )
    for module, error in report.preload_errors.items():
        console.print(f"[yellow]preload failed:[/] {module}: {error}")


def register(app: typer.Typer) -> None:
    """Add ``doctor`` to the app."""
    app.command("doctor")(doctor)
