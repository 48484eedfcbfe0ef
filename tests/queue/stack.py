"""Real processes of a scaled-out Assay for the tests and benchmarks/load.py: `assay serve`, `assay worker`.

Each runs as its own process group on 127.0.0.1 (free ports), with its output in a log file, and is
stopped by :meth:`Proc.stop` (SIGTERM, then SIGKILL) or killed at once by :meth:`Proc.kill`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.servers import free_port

ASSAY = [sys.executable, "-m", "assay"]


def stack_env(base: Path, **settings: str) -> dict[str, str]:
    """The environment of every process of a stack: no model, data under ``base``, the settings given."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASSAY_")}
    env.update({"ASSAY_LLM_MODEL": "none", "ASSAY_DATA_DIR": str(base / "data"), "PYTHONUNBUFFERED": "1"})
    env.update(settings)
    return env


@dataclass
class Proc:
    """One process we started, its log and (for a server) its URL."""

    name: str
    process: subprocess.Popen[bytes]
    log: Path
    url: str | None = None
    extra: dict[str, str] = field(default_factory=dict)

    def alive(self) -> bool:
        return self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL the whole process group (a worker dies mid-job: nothing is acknowledged)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(10)

    def stop(self) -> None:
        if not self.alive():
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.kill()

    def tail(self, n: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-n:] if self.log.exists() else ""


def _spawn(name: str, args: list[str], env: dict[str, str], base: Path, nice: bool = True) -> Proc:
    log = base / f"{name}.log"
    base.mkdir(parents=True, exist_ok=True)
    with open(log, "ab") as out:
        process = subprocess.Popen(
            (["nice", "-n", "5"] if nice else []) + args,
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=base,
            start_new_session=True,
        )
    return Proc(name=name, process=process, log=log)


def start_server(base: Path, env: dict[str, str], name: str = "serve", timeout: float = 90) -> Proc:
    """`assay serve` on a free port, once /health answers."""
    port = free_port()
    proc = _spawn(name, [*ASSAY, "serve", "--port", str(port), "--log-level", "warning"], env, base)
    proc.url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not proc.alive():
            raise RuntimeError(f"{name} exited:\n{proc.tail()}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{proc.url}/health", timeout=2).status_code == 200:
                return proc
        time.sleep(0.3)
    proc.stop()
    raise RuntimeError(f"{name} did not answer /health in {timeout} s:\n{proc.tail()}")


def start_worker(
    base: Path, env: dict[str, str], name: str, concurrency: int = 2, timeout: float = 90
) -> Proc:
    """`assay worker`, once it says it is ready."""
    proc = _spawn(name, [*ASSAY, "worker", "--concurrency", str(concurrency)], env, base)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not proc.alive():
            raise RuntimeError(f"{name} exited:\n{proc.tail()}")
        if " ready." in proc.tail(20000):
            return proc
        time.sleep(0.3)
    proc.stop()
    raise RuntimeError(f"{name} was not ready in {timeout} s:\n{proc.tail()}")
