"""Hostile programs in degraded mode (``ASSAY_SANDBOX_ISOLATION=minimal``): what it still contains.

Minimal mode keeps the clean-environment zygote, the session, the rlimits, the wall clock, the output
cap and the subreaper sweep; these are the cases those layers alone must still handle. (As root it
runs jobs as root, without a mount namespace: nothing here writes outside its workspace or signals
anything but itself.)
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pytest

from assay.sandbox import Limits, RunStatus, Sandbox, SandboxJob, SandboxSettings
from assay.sandbox._layers import MINIMAL_LAYERS
from tests.sandbox.conftest import ORPHAN_SOURCE, run_source


@pytest.fixture(scope="module")
def minimal() -> Iterator[Sandbox]:
    with Sandbox(max_workers=1, settings=SandboxSettings(sandbox_isolation="minimal")) as pool:
        pool.warm()
        yield pool


def _still_works(pool: Sandbox) -> None:
    result = pool.run(SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 1}))
    assert result.status is RunStatus.OK and result.messages == [{"a": 2}], result
    assert result.isolation == list(MINIMAL_LAYERS)


def test_infinite_loop_hits_the_wall_clock(minimal: Sandbox) -> None:
    result = run_source(minimal, "while True:\n    pass", wall_s=0.5, cpu_s=10.0)
    assert result.status is RunStatus.TIMEOUT and result.signal == signal.SIGKILL
    assert 0.5 <= result.wall_s < 2.0
    _still_works(minimal)


def test_infinite_loop_hits_the_cpu_limit(minimal: Sandbox) -> None:
    result = run_source(minimal, "while True:\n    pass", wall_s=10.0, cpu_s=1.0)
    assert result.status is RunStatus.CPU_LIMIT
    _still_works(minimal)


def test_progress_deadline_applies_too(minimal: Sandbox) -> None:
    source = "import signal, time\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\nemit(0)\ntime.sleep(30)"
    started = time.monotonic()
    result = run_source(minimal, source, wall_s=20.0, progress_s=0.3)
    assert result.status is RunStatus.TIMEOUT and result.messages == [0]
    assert time.monotonic() - started < 2.0
    _still_works(minimal)


def test_8gb_allocation_is_a_memory_verdict(minimal: Sandbox) -> None:
    result = run_source(minimal, "data = bytearray(8 << 30)\nemit(len(data))", memory_mb=256)
    assert result.status is RunStatus.MEMORY and result.messages == []
    _still_works(minimal)


def test_huge_output_is_capped(minimal: Sandbox) -> None:
    source = (
        "import sys\nchunk = 'x' * (1 << 20)\nfor _ in range(1024):\n    sys.stdout.write(chunk)\nemit(1)"
    )
    result = run_source(minimal, source, output_bytes=1 << 20, wall_s=10.0)
    assert result.status is RunStatus.OUTPUT_LIMIT and result.stdout_truncated
    assert len(result.stdout) == 1 << 20 and result.messages == []
    assert result.wall_s < 5
    _still_works(minimal)


def test_orphan_does_not_outlive_the_job(minimal: Sandbox) -> None:
    started = time.monotonic()
    result = run_source(minimal, ORPHAN_SOURCE, wall_s=10.0)
    assert result.status is RunStatus.OK, result
    assert time.monotonic() - started < 5
    orphan = result.messages[0]
    assert not os.path.exists(f"/proc/{orphan}") or _zombie(orphan), "the orphan survived the sweep"
    _still_works(minimal)


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


@pytest.mark.parametrize(
    ("source", "status", "code"),
    [
        ("import sys\nsys.exit(3)", RunStatus.EXITED, 3),
        ("import os\nos._exit(7)", RunStatus.EXITED, 7),
        ("raise BaseException('base')", RunStatus.EXITED, 1),
        ("emit(1)\nimport sys\nsys.exit(0)", RunStatus.OK, 0),
    ],
)
def test_exits(minimal: Sandbox, source: str, status: RunStatus, code: int) -> None:
    result = minimal.run(
        SandboxJob(entry="tests.sandbox_entries:run_source", payload={"source": source}, limits=Limits())
    )
    assert result.status is status and result.exit_code == code, result
    _still_works(minimal)
