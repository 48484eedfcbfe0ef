"""`assay bench --queue`: the trials' code runs on two real workers and the result folder is the same."""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import signal
import subprocess
import sys
import threading
import time
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from assay.bench import extract_code
from tests.bench.scripted_openai import Reply, ScriptedOpenAI, scripted_openai
from tests.queue.stack import Proc

pytestmark = pytest.mark.slow


def _bench(tmp_path: Path, env: dict[str, str], out: str, *extra: str, replay: bool = True) -> dict[str, Any]:
    mode = ["--replay"] if replay else []
    done = subprocess.run(
        [sys.executable, "-m", "assay", "bench", *mode, "--out", str(tmp_path / out), *extra],
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


_MARK = "現在請解決新問題："  # where the question starts in a prompt, after the chain's history
_HOLD_AT = 10  # the first run's 10th model call waits until the test has sent Ctrl+C
_SLOW_S = 5  # the trial the second run loses a worker on sleeps this long on that worker


class _RecordedModel:
    """The bundled cassette's round-1 answers, served by the scripted OpenAI server over real HTTP.

    A replayed run never calls a model, so nothing could hold it: on a loaded machine it finished
    before the test's Ctrl+C. Served live, the answers can wait. The first run's 10th call is held
    until the interrupt was sent (at most 9 trials can end first). In the second run the first
    last-question-of-a-chain answer whose code runs sleeps on its worker (the last of a chain, so
    no later prompt's history changes), long enough for the test to see which worker took it.
    """

    def __init__(self, workers: list[Proc]) -> None:
        examples = Path(str(resources.files("assay.bench") / "examples"))
        config = json.loads((examples / "test_data.json").read_text("utf-8"))
        self.last_question: str = config["questions"][-1]["question"]
        self.answers: dict[str, str] = {}
        for line in (examples / "cassette.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            if row["options"]["temperature"] == 0.0:  # round 1
                self.answers[row["messages"][-1]["content"]] = row["completion"]["text"]
        self.workers = workers
        self.calls = itertools.count(1)
        self.released = threading.Event()
        self.slow_from: int | None = None  # set by the test before the second run
        self.slowed: dict[str, str] = {}  # prompt -> the slowed answer (the local run gets it too)
        self.seen_before_slow: set[str] = set()  # sandbox tasks the workers had taken by then
        self.misses: list[str] = []

    def __call__(self, prompt: str) -> Reply:
        n = next(self.calls)
        text = self.answers.get(prompt)
        if text is None:
            self.misses.append(prompt)
            return (400, "this prompt is not in the recording")
        if n >= _HOLD_AT and not self.released.is_set():
            self.released.wait(timeout=120)  # the timeout only keeps a broken test from hanging
        if prompt in self.slowed:
            return self.slowed[prompt]
        if self.slow_from is not None and n >= self.slow_from and not self.slowed:
            code = extract_code(text)
            slowed = f"import time\n\ntime.sleep({_SLOW_S})\n{code}"
            if code.strip() and prompt.rsplit(_MARK, 1)[-1].startswith(self.last_question):
                with contextlib.suppress(SyntaxError):
                    compile(slowed, "<answer>", "exec")
                    # before the reply goes out, so the slow trial's task is not among these
                    self.seen_before_slow = {t for w in self.workers for t in _tasks(w)[0]}
                    self.slowed[prompt] = f"```python\n{slowed}\n```"
                    return self.slowed[prompt]
        return text


_TASK = re.compile(r"Task assay\.sandbox_run\[([0-9a-f-]+)\] (received|succeeded|failed|raised)")


def _tasks(worker: Proc) -> tuple[set[str], set[str]]:
    """The sandbox tasks a worker has taken, and those it has finished (from its log)."""
    log = worker.log.read_text(errors="replace") if worker.log.exists() else ""
    taken: set[str] = set()
    ended: set[str] = set()
    for task, what in _TASK.findall(log):
        (taken if what == "received" else ended).add(task)
    return taken, ended


def _live_env(env: dict[str, str], server: ScriptedOpenAI) -> dict[str, str]:
    return {
        **env,
        "ASSAY_OPENAI_BASE_URL": server.base_url,
        "ASSAY_OPENAI_API_KEY": "sk-test-not-a-real-key-000000",
        "ASSAY_LLM_BACKOFF_BASE_S": "0.01",
    }


@pytest.mark.timeout(900)
def test_an_interrupted_queued_run_resumes_into_the_same_folder_with_each_trial_once(
    tmp_path: Path, env: dict[str, str], workers: list[Proc]
) -> None:
    model = _RecordedModel(workers)
    with scripted_openai(model) as server:
        live = _live_env(env, server)
        out = tmp_path / "queued"
        command = [sys.executable, "-m", "assay", "bench", "--model", "openai:scripted", "--no-cache"]
        command += ["--out", str(out), "-k", "1", "--queue", env["ASSAY_QUEUE_URL"]]
        first = subprocess.Popen(command, env=live, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline and first.poll() is None:
                found = list(out.glob("test_*/trials.jsonl"))
                if found and len(_trial_keys(found[0].parent)) >= 8:
                    break
                time.sleep(0.1)
            first.send_signal(signal.SIGINT)  # the user's Ctrl+C, mid-run
            said = first.communicate(timeout=300)[0].decode(errors="replace")
        finally:
            model.released.set()
            if first.poll() is None:
                first.kill()
                first.communicate()
        assert first.returncode != 0, said[-2000:]
        [folder] = list(out.glob("test_*"))
        kept = len(_trial_keys(folder))
        assert 8 <= kept < _HOLD_AT, said[-2000:]

        # Resume, and lose a worker while it holds a trial: its message is delivered again to the other.
        model.slow_from = len(server.requests) + 1
        second = subprocess.Popen(command, env=live, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            holder = None
            deadline = time.monotonic() + 300
            while time.monotonic() < deadline and second.poll() is None and holder is None:
                if model.slowed:
                    for worker in workers:
                        taken, ended = _tasks(worker)
                        if taken - ended - model.seen_before_slow:
                            holder = worker
                time.sleep(0.05)
            assert holder is not None, "no worker was seen holding the slow trial"
            holder.kill()
            said = second.communicate(timeout=400)[0].decode(errors="replace")
        finally:
            if second.poll() is None:
                second.kill()
                second.communicate()
        assert second.returncode == 0, said[-3000:]
        assert [p.name for p in out.glob("test_*")] == [folder.name]  # the same folder, resumed
        keys = _trial_keys(folder)
        assert len(keys) == 51 and len(set(keys)) == 51  # none lost, none doubled

        # The same answers (the slow one included) with the code run here give the same scores.
        local = _bench(tmp_path, live, "local", "--model", "openai:scripted", "--no-cache", replay=False)
    assert model.misses == []  # every prompt was one the cassette recorded
    summary: dict[str, Any] = json.loads((folder / "summary.json").read_text("utf-8"))
    assert summary["scored_trials"] == local["scored_trials"] == 51
    assert _scores(summary) == _scores(local)
