"""`assay bench --queue`: the trials' code runs on two real workers and the result folder is the same."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.queue.stack import Proc

pytestmark = pytest.mark.slow

#: Run a command with SIGINT at its default, as in a terminal: a suite started in the background by
#: a script (``cmd &``) passes SIGINT on ignored, and the run then ignored the test's Ctrl-C and
#: finished with exit 0 (seen in fresh-clone runs started so).
CTRL_C_REACHES = [
    sys.executable,
    "-c",
    (
        "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
        "os.execv(sys.argv[1], sys.argv[1:])"
    ),
]


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


def _trial_keys(folder: Path) -> list[tuple[Any, ...]]:
    lines = (folder / "trials.jsonl").read_text("utf-8").splitlines()
    rows = [json.loads(line) for line in lines if line.strip()]
    return [(r["model"], r["prompt"], r["round"], r["question"]) for r in rows]


@pytest.mark.timeout(900)
def test_an_interrupted_queued_run_resumes_into_the_same_folder_with_each_trial_once(
    tmp_path: Path, env: dict[str, str], workers: list[Proc]
) -> None:
    local = _bench(tmp_path, env, "local")
    out = tmp_path / "queued"
    command = [sys.executable, "-m", "assay", "bench", "--replay", "--out", str(out), "-k", "1"]
    command += ["--queue", env["ASSAY_QUEUE_URL"]]
    first = subprocess.Popen(
        CTRL_C_REACHES + command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and first.poll() is None:
        found = list(out.glob("test_*/trials.jsonl"))
        if found and len(_trial_keys(found[0].parent)) >= 8:
            break
        time.sleep(0.1)
    first.send_signal(signal.SIGINT)  # the user's Ctrl+C, mid-run
    said = first.communicate(timeout=300)[0].decode(errors="replace")
    assert first.returncode != 0, said[-2000:]
    [folder] = list(out.glob("test_*"))
    kept = len(_trial_keys(folder))
    assert 8 <= kept < 51, said[-2000:]

    # Resume, and lose a worker while it holds a trial: its message is delivered again to the other.
    second = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    while time.monotonic() < deadline and second.poll() is None and len(_trial_keys(folder)) < kept + 5:
        time.sleep(0.1)
    workers[0].kill()
    said = second.communicate(timeout=400)[0].decode(errors="replace")
    assert second.returncode == 0, said[-3000:]
    assert [p.name for p in out.glob("test_*")] == [folder.name]  # the same folder, resumed
    keys = _trial_keys(folder)
    assert len(keys) == 51 and len(set(keys)) == 51  # none lost, none doubled
    summary: dict[str, Any] = json.loads((folder / "summary.json").read_text("utf-8"))
    assert summary["scored_trials"] == local["scored_trials"] == 51
    assert _scores(summary) == _scores(local)
