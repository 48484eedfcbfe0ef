"""End-to-end scenarios beyond the basic run: several models and rounds with concurrency, Chinese
prompt names, a dead or dying model, nothing scored, replay with other options, bad input, Ctrl-C.

Models are a scripted OpenAI-compatible server on 127.0.0.1 reached over real HTTP through the
gateway; code runs in the real sandbox.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from assay.bench._config import load_config
from assay.bench._runner import BenchOptions, ModelUnavailableError
from assay.bench._service import BenchRequest, NothingScoredError, run_bench
from assay.cli._bench_view import BenchView
from assay.llm import LLMUnavailable
from assay.sandbox import Sandbox
from tests.bench.scripted_openai import DROP, Reply, scripted_openai
from tests.bench.test_bench_e2e import _env, current_question, make_client
from tests.servers import free_port

ROOT = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, config: dict[str, Any], name: str = "test_data.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")
    return path


def bench(
    tmp_path: Path, config: dict[str, Any], client: Any, sandbox: Sandbox, **options: Any
) -> tuple[Any, str]:
    cfg = load_config(write(tmp_path, config))
    console = Console(file=io.StringIO(), width=200)
    verbose = options.pop("verbose", False)
    opts = BenchOptions(prompts=cfg.prompts, models=options.pop("models", ["openai:scripted"]), **options)
    request = BenchRequest(config=cfg, options=opts, out_dir=tmp_path / "out")
    try:
        with BenchView(console, verbose=verbose) as view:
            outcome = run_bench(request, client=client, sandbox=sandbox, on_event=view)
    finally:
        text = console.file.getvalue()  # type: ignore[attr-defined]
    return outcome, text


THREE = {
    "promptA": "A: {question}",
    "promptB": "B: {question}",
    "questions": [
        {"question": "[q1] print 1", "answer": "1"},
        {"question": "[q2] print 2", "answer": "2"},
        {"question": "[q3] print 3", "answer": "3"},
    ],
}


def by_model(model: str, prompt: str) -> Reply:
    """m1 answers everything right; m2 gets q2 wrong under promptB; q3 is right only in round 2."""
    q = int(current_question(prompt)[1:])
    value = q
    if model == "m2" and prompt.startswith("B:") and q == 2:
        value = 0
    return f"```python\nprint({value})\n```"


def test_several_models_rounds_and_concurrency(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_openai(lambda p: "", by_model=by_model) as server:
        client = make_client(server, tmp_path, rounds=2)
        outcome, text = bench(
            tmp_path, THREE, client, sandbox, models=["openai:m1", "openai:m2"], rounds=2, concurrency=2
        )
    folder = outcome.folder.path
    assert len(outcome.trials) == 2 * 2 * 2 * 3
    # seed 8.2 per model and round
    for prompt in ("promptA", "promptB"):
        for model in ("openai_m1", "openai_m2"):
            for r in (1, 2):
                assert (folder / prompt / model / f"round_{r}" / "question_3.py").is_file()
    # each chain's history holds only its own earlier questions, even with two chains at once
    for body in server.requests:
        content = body["messages"][-1]["content"]
        head, _, _ = content.rpartition("---")
        numbers = re.findall(r"^問題(\d+): \[q(\d)\]", head, flags=re.M)
        assert [int(a) for a, _ in numbers] == list(range(1, len(numbers) + 1))
        assert content.startswith(("A:", "B:"))
        assert content.count("A:") + content.count("B:") == 1  # never another chain's template
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    assert set(summary["prompt_results"]) == {"openai:m1", "openai:m2"}
    assert summary["prompt_results"]["openai:m2"]["promptB"]["correct_answers"] == 4  # q1, q3 × 2 rounds
    assert summary["prompt_results"]["openai:m1"]["promptB"]["correct_answers"] == 6
    assert set(summary["best_prompt"]) == {"openai:m1", "openai:m2"}
    assert set(summary["accuracy_by_position"]) == {"openai:m1", "openai:m2"}
    m2b = next(r for r in summary["results"] if r["model"] == "openai:m2" and r["prompt"] == "promptB")
    assert m2b["pass_at_k"] == {"1": pytest.approx(2 / 3), "2": pytest.approx(2 / 3)}
    assert m2b["stability"] == {"stable_fail": 1, "stable_pass": 2}
    # terminal: the seed's lines, per chain, and the rounds table
    assert "🔍 測試 Prompt: promptA · openai:m1 · 第 1 輪" in text
    assert "✅ promptB · openai:m2 · 第 2 輪 完成: 2/3 (66.7%)" in text
    assert "多輪穩定性 (2 輪)" in text and "pass^2" in text
    assert "🏆 最佳 Prompt (openai:m1): –" in text
    html = (folder / "quick_view.html").read_text(encoding="utf-8")
    assert "id='rounds'" in html and "pass@2" in html


CHINESE = {
    "prompt甲": "你是專業的程式設計師，請根據以下問題寫出完整的Python程式碼：{question}",
    "prompt乙": "請仔細分析問題並提供最佳解法：{question}",
    "questions": [
        {"question": "[q1] 印出「你好」", "answer": "你好"},
        {"question": "[q2] 印出 [0, 1]", "answer": [0, 1]},
    ],
}


def chinese_script(prompt: str) -> Reply:
    q = current_question(prompt)
    if q == "q1":
        return "```python\nprint('你好')\n```" if "分析" in prompt else "```python\nprint('再見')\n```"
    return "```python\nprint([0, 1])\n```"


def test_chinese_prompt_names_in_files_summary_and_html(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_openai(chinese_script) as server:
        outcome, text = bench(tmp_path, CHINESE, make_client(server, tmp_path), sandbox)
        first = server.prompts()[0]
    folder = outcome.folder.path
    jia = (folder / "prompt甲" / "question_1.py").read_text(encoding="utf-8")
    yi = (folder / "prompt乙" / "question_1.py").read_text(encoding="utf-8")
    assert "# Prompt Name: prompt甲" in jia and "# Status: ❌ FAILED (wrong_answer)" in jia
    assert "# Prompt Name: prompt乙" in yi and "# Status: ✅ PASSED" in yi
    assert first.endswith("程式碼：\n\n現在請解決新問題：[q1] 印出「你好」")  # seed 3.2, first question
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    assert summary["prompt_results"]["prompt乙"]["accuracy"] == 100.0
    assert summary["prompt_results"]["prompt甲"]["accuracy"] == 50.0
    csv_text = (folder / "report" / "summary.csv").read_text(encoding="utf-8-sig")
    assert "prompt甲" in csv_text and "你好" in csv_text
    html = (folder / "quick_view.html").read_text(encoding="utf-8")
    assert "data-prompt='prompt甲'" in html and "data-prompt='prompt乙'" in html
    assert "prompt甲" in text and "prompt乙" in text


def test_dead_model_stops_at_the_check_before_any_trial(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_openai(lambda p: "") as server:
        client = make_client(server, tmp_path)
    # the server is gone: its port refuses connections
    started = time.monotonic()
    with pytest.raises(LLMUnavailable, match="cannot reach"):
        bench(tmp_path, THREE, client, sandbox)
    assert time.monotonic() - started < 10  # one attempt, no per-trial backoff
    assert not list((tmp_path / "out").glob("test_*"))  # nothing was started


def test_cli_dead_model_is_one_line_and_non_zero(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_"))}
    env.update(
        ASSAY_OPENAI_BASE_URL=f"http://127.0.0.1:{free_port()}/v1",  # nothing listens there
        ASSAY_OPENAI_API_KEY="sk-test-not-a-real-key-000000",
        ASSAY_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    cmd = [
        sys.executable,
        "-m",
        "assay",
        "bench",
        "--config",
        str(write(tmp_path, THREE)),
        "--model",
        "openai:x",
    ]
    result = subprocess.run(
        [*cmd, "--out", str(tmp_path / "out")], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert "cannot reach openai:x" in result.stderr and "Traceback" not in result.stderr
    assert "最佳 Prompt" not in result.stdout


def dying(after: int) -> Any:
    calls = {"n": 0}

    def script(prompt: str) -> Reply:
        calls["n"] += 1
        if calls["n"] > after:
            return DROP
        return f"```python\nprint({current_question(prompt)[1:]})\n```"

    return script


def test_a_model_that_dies_mid_run_stops_it_and_the_same_command_resumes(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    config = {**THREE, "questions": THREE["questions"] * 2}  # 6 questions per chain
    with scripted_openai(dying(after=2)) as server:
        with pytest.raises(ModelUnavailableError) as stopped:
            bench(tmp_path, config, make_client(server, tmp_path), sandbox)
    assert "3 model calls in a row could not reach openai:scripted" in stopped.value.message
    assert "run the same command again" in (stopped.value.hint or "")
    folder = next((tmp_path / "out").glob("test_*"))
    first = [json.loads(x) for x in (folder / "trials.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [t["status"] for t in first] == ["correct", "correct", "api_error", "api_error", "api_error"]
    assert {t["error_kind"] for t in first[2:]} == {"connection_failed"}
    # the model is back: the same run resumes and asks again for the three failed calls
    with scripted_openai(dying(after=100)) as server:
        outcome, text = bench(tmp_path, config, make_client(server, tmp_path), sandbox)
        asked = [current_question(p) for p in server.prompts()]
    assert outcome.folder.path == folder and "繼續未完成的測試" in text and "重試 3 個 api_error" in text
    assert len(asked) == 12 - 2  # everything but the two answered before
    assert all(t.status.value == "correct" for t in outcome.trials) and len(outcome.trials) == 12


def test_nothing_scored_is_an_error_and_names_no_winner(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_openai(lambda p: (500, "the model crashed")) as server:
        with pytest.raises(
            NothingScoredError, match="nothing was scored: all 6 model calls failed"
        ) as failed:
            bench(tmp_path, THREE, make_client(server, tmp_path), sandbox)
    assert "http_error 6" in failed.value.message
    folder = next((tmp_path / "out").glob("test_*"))
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))  # reports still written
    assert summary["best_prompt"] is None and summary["scored_trials"] == 0
    assert summary["prompt_results"]["promptA"]["accuracy"] is None
    assert summary["api_error_breakdown"] == {"http_error": 6}
    assert summary["verdict"]["openai:scripted"].startswith("nothing was scored")


def test_nothing_scored_terminal_shows_dashes(tmp_path: Path, sandbox: Sandbox) -> None:
    console_text = ""
    with scripted_openai(lambda p: (500, "the model crashed")) as server:
        cfg = load_config(write(tmp_path, THREE))
        console = Console(file=io.StringIO(), width=200)
        opts = BenchOptions(prompts=cfg.prompts, models=["openai:scripted"])
        with pytest.raises(NothingScoredError), BenchView(console) as view:
            run_bench(
                BenchRequest(config=cfg, options=opts, out_dir=tmp_path / "out"),
                client=make_client(server, tmp_path),
                sandbox=sandbox,
                on_event=view,
            )
        console_text = console.file.getvalue()  # type: ignore[attr-defined]
    assert "🏆 最佳 Prompt: – (nothing was scored" in console_text
    assert not re.search(r"(?<![\d.])0\.0%", console_text) and "agree" not in console_text
    assert re.search(r"promptA\s*│\s*–\s*│\s*–\s*│\s*0/0", console_text), console_text
    assert "✨ 評估完成!" not in console_text


def run_cli(
    tmp_path: Path, env: dict[str, str], *args: str, timeout: int = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "assay", "bench", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_replay_with_other_options_or_model_says_why_and_exits_2(tmp_path: Path) -> None:
    def answer(prompt: str) -> Reply:
        return f"```python\nprint({current_question(prompt)[1:]})\n```"

    with scripted_openai(answer) as server:
        env = _env(server, tmp_path)
        config = str(write(tmp_path, THREE))
        out = str(tmp_path / "out")
        live = run_cli(
            tmp_path, env, "--config", config, "--model", "openai:scripted", "--out", out, "--no-cache"
        )
        assert live.returncode == 0, live.stdout + live.stderr
        calls = len(server.requests)

        rounds = run_cli(tmp_path, env, "--config", config, "--out", out, "--replay", "--rounds", "2")
        assert rounds.returncode == 2, rounds.stdout + rounds.stderr
        assert "recorded with temperature 0.0, seed 0" in rounds.stderr
        assert "asks with temperature 0.7, seed 0" in rounds.stderr and "Traceback" not in rounds.stderr

        other = run_cli(
            tmp_path, env, "--config", config, "--out", out, "--replay", "--model", "openai:other"
        )
        assert other.returncode == 2 and "has no answers from openai:other" in other.stderr
        assert "it holds answers from: openai:scripted" in other.stderr

        changed = {**THREE, "promptA": "A changed: {question}"}
        edited = run_cli(
            tmp_path, env, "--config", str(write(tmp_path, changed, "c2.json")), "--out", out, "--replay"
        )
        assert (
            edited.returncode == 2
            and "no answer from openai:scripted to promptA's first question" in edited.stderr
        )

        same = run_cli(tmp_path, env, "--config", config, "--out", out, "--replay")
        assert same.returncode == 0, same.stdout + same.stderr
        assert len(server.requests) == calls  # replays never call the model


def test_bad_out_and_bad_model_are_one_line_and_exit_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_"))}
    env.update(ASSAY_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    config = str(write(tmp_path, THREE))
    taken = tmp_path / "taken.txt"
    taken.write_text("x", encoding="utf-8")
    for args, fragment in [
        (["--out", str(taken), "--model", "openai:x"], "is a file, not a folder"),
        (["--out", str(taken / "below"), "--model", "openai:x"], "cannot create it"),
        (["--model", "bogus:x"], "unknown LLM provider"),
        (["--model", "openai"], "--model openai"),
        (["--replay", "--out", str(taken)], "is a file, not a folder"),
    ]:
        result = run_cli(tmp_path, env, "--config", config, *args)
        assert result.returncode == 2, (args, result.stdout, result.stderr)
        assert fragment in result.stderr and "Traceback" not in result.stderr, result.stderr
        assert len([line for line in result.stderr.splitlines() if line.startswith("error")]) == 1


@pytest.mark.timeout(600)
def test_ctrl_c_says_how_to_resume_and_exits_130(tmp_path: Path) -> None:
    # From the 3rd request on, the model holds its reply until the test has sent Ctrl-C and the
    # process has exited, so the run cannot finish first however loaded the machine is (a sleep
    # per reply could not promise that). The timeouts only keep a broken test from hanging: on a
    # loaded 2-core machine the bench took over a minute to reach its 3rd call.
    interrupted = threading.Event()
    answered = itertools.count(1)

    def held(prompt: str) -> Reply:
        if next(answered) >= 3:
            interrupted.wait(timeout=300)
        return f"```python\nprint({current_question(prompt)[1:]})\n```"

    config = {**THREE, "questions": THREE["questions"] * 3}
    with scripted_openai(held) as server:
        cmd = [
            sys.executable,
            "-m",
            "assay",
            "bench",
            "--config",
            str(write(tmp_path, config)),
            "--model",
            "openai:scripted",
            "--out",
            str(tmp_path / "out"),
            "--no-cache",
        ]
        # As in a terminal: a suite started in the background (``cmd &`` in a script) passes
        # SIGINT on ignored, and the run then ignored this test's Ctrl-C (fresh-clone runs); the
        # wrapper puts SIGINT back to its default and execs the command.
        reset = (
            "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
            "os.execv(sys.argv[1], sys.argv[1:])"
        )
        proc = subprocess.Popen(
            [sys.executable, "-c", reset, *cmd],
            env=_env(server, tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            deadline = time.monotonic() + 240
            while time.monotonic() < deadline and len(server.requests) < 3 and proc.poll() is None:
                time.sleep(0.05)
            if len(server.requests) < 3:
                proc.kill()
                pytest.fail("the run never reached its 3rd model call:\n" + "".join(proc.communicate()))
            proc.send_signal(signal.SIGINT)
            try:
                stdout, stderr = proc.communicate(timeout=15)
            except subprocess.TimeoutExpired:
                # Interrupted, it may still wait for the call in flight, which we hold: let it go
                # (a fresh-clone run timed out holding it; the run no longer starts trials).
                interrupted.set()
                stdout, stderr = proc.communicate(timeout=240)
        finally:
            interrupted.set()
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert proc.returncode == 130, stdout + stderr
    said = " ".join(stdout.split())  # the message names the folder, so where it wraps depends on tmp_path
    assert "已中斷 (interrupted)" in said and "run the same command again to resume" in said
    assert "Traceback" not in stderr


def test_the_job_prints_nothing_and_reports_events_in_order(
    tmp_path: Path, sandbox: Sandbox, capsys: pytest.CaptureFixture[str]
) -> None:
    """The job returns results and events; only the CLI's view prints (docs/bench.md, "Output")."""
    from assay.bench import (
        BenchStarting,
        ModelChecked,
        ReportsStarted,
        RunFinished,
        RunStarted,
        TrialFinished,
        TrialStarted,
    )

    events: list[Any] = []
    with scripted_openai(lambda p: f"```python\nprint({current_question(p)[1:]})\n```") as server:
        cfg = load_config(write(tmp_path, THREE))
        opts = BenchOptions(prompts=cfg.prompts, models=["openai:scripted"])
        outcome = run_bench(
            BenchRequest(config=cfg, options=opts, out_dir=tmp_path / "out"),
            client=make_client(server, tmp_path),
            sandbox=sandbox,
            on_event=events.append,
        )
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""
    kinds = [type(e) for e in events]
    assert kinds[:3] == [BenchStarting, ModelChecked, RunStarted]
    assert kinds[-2:] == [ReportsStarted, RunFinished]
    assert kinds.count(TrialStarted) == kinds.count(TrialFinished) == 6
    finished = events[-1]
    assert finished.folder == outcome.folder.path and not finished.nothing_scored
    assert [t.key() for t in finished.trials] == [t.key() for t in outcome.trials]
    assert outcome.analysis.scored == 6
