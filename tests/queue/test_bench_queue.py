"""`assay bench --queue`: the trials' code runs on two real workers and the result folder is the same."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.queue.stack import Proc

pytestmark = pytest.mark.slow


def _bench(tmp_path: Path, env: dict[str, str], out: str, *extra: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "assay", "bench", "--replay", "--out", str(tmp_path / out), *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=500,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    summary: dict[str, Any] = json.loads(
        next((tmp_path / out).glob("test_*/summary.json")).read_text("utf-8")
    )
    return summary


def _scores(summary: dict[str, Any]) -> dict[str, Any]:
    return {
        name: {k: v for k, v in result.items() if "time" not in k and "latency" not in k}
        for name, result in summary["prompt_results"].items()
    }


def test_bench_trials_run_on_the_workers_with_the_same_results(
    tmp_path: Path, env: dict[str, str], workers: list[Proc]
) -> None:
    local = _bench(tmp_path, env, "local")
    queued = _bench(tmp_path, env, "queued", "--queue", env["ASSAY_QUEUE_URL"])
    assert _scores(queued) == _scores(local)
    assert queued["scored_trials"] == local["scored_trials"] == 51
    ran = sum(w.tail(2_000_000).count("assay.sandbox_run") for w in workers)
    assert ran >= 51  # received and succeeded lines: the code ran on the workers
