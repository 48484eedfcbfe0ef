"""Fixtures for the sandbox tests: one warm pool per module, and a containment check."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from assay.sandbox import Limits, RunStatus, Sandbox, SandboxError, SandboxJob, SandboxResult, SandboxSettings
from assay.sandbox._layers import pids_of_uid

SECRET_ENV = "OPENAI_API_KEY"
SECRET_VALUE = "sk-assay-test-secret-0123456789abcdef"


def needs_root() -> pytest.MarkDecorator:
    return pytest.mark.skipif(os.geteuid() != 0, reason="full isolation needs root")


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    """Not the default pool of tests/conftest.py: a 2-worker pool with every layer (never a degraded
    one, whatever ASSAY_SANDBOX_ISOLATION says: the hostile programs include kill(-1), which only a
    uid of its own makes harmless), started while the service holds a secret in its environment."""
    old = os.environ.get(SECRET_ENV)
    os.environ[SECRET_ENV] = SECRET_VALUE
    try:
        with Sandbox(max_workers=2, settings=SandboxSettings(sandbox_isolation="full")) as pool:
            try:
                pool.warm()
            except SandboxError as exc:
                pytest.skip(f"full isolation unavailable here: {exc}")
            yield pool
    finally:
        if old is None:
            os.environ.pop(SECRET_ENV, None)
        else:
            os.environ[SECRET_ENV] = old


@pytest.fixture
def visible_dir() -> Iterator[Path]:
    """A directory the job can see (not under any hidden path, unlike ``tmp_path`` under /tmp),
    world-readable, removed afterwards: what protects a file in it is its mode and the uid drop."""
    path = Path(tempfile.mkdtemp(prefix="assay-test-", dir="/"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def run_source(pool: Sandbox, source: str, **limits: Any) -> SandboxResult:
    """Run hostile ``source`` through ``tests.sandbox_entries:run_source``."""
    job = SandboxJob(
        entry="tests.sandbox_entries:run_source",
        payload={"source": source},
        limits=Limits(**({"wall_s": 5.0} | limits)),
    )
    return pool.run(job)


def assert_contained(pool: Sandbox) -> None:
    """Nothing runs as a slot uid any more, and the next job still works."""
    uids = pool.slot_uids
    if uids:
        assert pids_of_uid(uids) == [], "processes left running as a sandbox uid"
    result = pool.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 1}))
    assert result.status is RunStatus.OK, result
    assert result.messages == [{"a": 2}]


#: A job that leaves a grandchild in a session of its own, sleeping, and reports its pid: the
#: sweep after the job must kill it whatever isolation is on.
ORPHAN_SOURCE = """
import os, time
r, w = os.pipe()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.write(w, str(os.getpid()).encode())
        time.sleep(60)
    os._exit(0)
os.close(w)
emit(int(os.read(r, 32)))
"""
