"""The benchmark end to end: gateway → real HTTP (scripted OpenAI server) → sandbox → reports."""

from __future__ import annotations

import csv
import itertools
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from assay.bench._clients import GatewayClient, generation_options
from assay.bench._config import load_config
from assay.bench._runner import BenchOptions
from assay.bench._service import BenchRequest, run_bench
from assay.llm import Gateway, LLMSettings
from assay.sandbox import Sandbox
from tests.bench.scripted_openai import Reply, ScriptedOpenAI, scripted_openai

CONFIG = {
    "promptA": "A: write Python that prints the answer. {question}",
    "promptB": "B: {question}",
    "questions": [
        {"question": "[q1] print 42", "answer": "42"},
        {"question": "[q2] print 41", "answer": "41"},
        {"question": "[q3] broken", "answer": "x"},
        {"question": "[q4] crash", "answer": "x"},
        {"question": "[q5] loop", "answer": "x"},
        {"question": "[q6] refused", "answer": "x"},
    ],
    "settings": {"timeout_s": 1.0, "retries": 0, "llm_timeout_s": 10},
}

ANSWERS = {
    "q1": "Sure:\n```python\nprint(42)\n```",
    "q2": "```python\nprint(40)\n```",
    "q3": "```python\nprint(\n```",
    "q4": "```python\nraise ValueError('boom')\n```",
    "q5": "```python\nwhile True:\n    pass\n```",
}


def current_question(prompt: str) -> str:
    tail = prompt.rsplit("現在請解決新問題：", 1)[-1]
    match = re.search(r"\[(q\d)\]", tail)
    assert match, prompt
    return match.group(1)


def script(prompt: str) -> Reply:
    q = current_question(prompt)
    if q == "q6":
        return (400, "this prompt is refused")
    if q == "q2" and prompt.startswith("B:"):
        return "```python\nprint(41)\n```"
    return ANSWERS[q]


@pytest.fixture
def server() -> Iterator[ScriptedOpenAI]:
    with scripted_openai(script) as state:
        yield state


def write_config(tmp_path: Path) -> Path:
    path = tmp_path / "test_data.json"
    path.write_text(json.dumps(CONFIG, ensure_ascii=False), encoding="utf-8")
    return path


def make_client(server: ScriptedOpenAI, tmp_path: Path, rounds: int = 1) -> GatewayClient:
    settings = LLMSettings(
        openai_base_url=server.base_url,
        openai_api_key="sk-test-not-a-real-key-000000",
        llm_cache=False,
        llm_backoff_base_s=0.01,
    )
    gateway = Gateway(
        "openai:scripted", settings=settings, cache=False, record_to=tmp_path / "out" / "cassette.jsonl"
    )
    options = {
        r: generation_options(temperature=0, max_tokens=256, seed=0, round=r, timeout_s=10, retries=0)
        for r in range(1, rounds + 1)
    }
    return GatewayClient(gateway, options, use_cache=False)


def run(server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox, rounds: int = 1, history: bool = True):
    config = load_config(write_config(tmp_path))
    options = BenchOptions(
        prompts=config.prompts, models=["openai:scripted"], rounds=rounds, history=history, timeout_s=1.0
    )
    request = BenchRequest(config=config, options=options, out_dir=tmp_path / "out")
    return run_bench(request, client=make_client(server, tmp_path, rounds), sandbox=sandbox)


def test_every_status_class_and_api_error_apart(
    server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox
) -> None:
    outcome = run(server, tmp_path, sandbox)
    got = {(t.prompt, t.question): t.status.value for t in outcome.trials}
    assert got[("promptA", 1)] == "correct"
    assert got[("promptA", 2)] == "wrong_answer"
    assert got[("promptB", 2)] == "correct"
    assert got[("promptA", 3)] == "syntax_error"
    assert got[("promptA", 4)] == "runtime_error"
    assert got[("promptA", 5)] == "timeout"
    assert got[("promptA", 6)] == "api_error"
    cells = {c.prompt: c for c in outcome.analysis.cells}
    assert cells["promptA"].scored == 5 and cells["promptA"].api_errors == 1
    assert cells["promptA"].accuracy == pytest.approx(1 / 5)
    assert cells["promptB"].accuracy == pytest.approx(2 / 5)


def test_history_carries_earlier_results(server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox) -> None:
    run(server, tmp_path, sandbox)
    prompts = [p for p in server.prompts() if p.startswith("A:")]
    assert "之前的學習經驗" not in prompts[0]
    third = next(p for p in prompts if current_question(p) == "q3")
    assert "問題1: [q1] print 42" in third and "結果: ✅ PASSED (期望: 42, 實際: 42)" in third
    assert "問題2: [q2] print 41" in third and "結果: ❌ FAILED (期望: 41, 實際: 40)" in third
    assert "我的回答: print(42)" in third
    assert third.endswith("現在請解決新問題：[q3] broken")
    # q6 failed at the API: nothing to learn from, so it never enters a history
    assert all("[q6]" not in p.rsplit("---", 1)[0] for p in prompts)


def test_no_history_sends_bare_templates(server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox) -> None:
    run(server, tmp_path, sandbox, history=False)
    assert all("之前的學習經驗" not in p for p in server.prompts())


def test_results_folder_layout_and_formats(server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox) -> None:
    outcome = run(server, tmp_path, sandbox)
    folder = outcome.folder.path
    assert re.fullmatch(r"test_\d{8}_\d{6}", folder.name)
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    for key in (
        "test_id",
        "timestamp",
        "total_execution_time",
        "prompt_count",
        "best_prompt",
        "prompt_results",
    ):
        assert key in summary
    assert summary["schema_version"] == 2 and len(summary["config_hash"]) == 64
    assert summary["models"] == [{"id": "openai:scripted", "digest": summary["models"][0]["digest"]}]
    assert summary["prompt_results"]["promptA"] == {
        "accuracy": 20.0,
        "correct_answers": 1,
        "total_questions": 5,
        "avg_execution_time": summary["prompt_results"]["promptA"]["avg_execution_time"],
        "error_breakdown": {
            "api_error": 1,
            "runtime_error": 1,
            "syntax_error": 1,
            "timeout": 1,
            "wrong_answer": 1,
        },
        "api_errors": 1,
        "api_error_breakdown": {"http_error": 1},
    }
    q1 = (folder / "promptA" / "question_1.py").read_text(encoding="utf-8")
    assert "# Prompt Name: promptA" in q1 and "# Status: ✅ PASSED" in q1 and "\nprint(42)\n" in q1
    assert "# 完整 Prompt 模板:" in q1 and "# LLM 原始回應:" in q1 and "# 輸出: 42" in q1
    compile(q1, "question_1.py", "exec")  # the file is itself valid Python
    assert (folder / "report" / "summary.csv").read_bytes().startswith(b"\xef\xbb\xbf")  # BOM for Excel
    rows = list(csv.DictReader((folder / "report" / "summary.csv").open(encoding="utf-8-sig")))
    assert len(rows) == 12 and {r["status"] for r in rows} >= {"correct", "api_error", "timeout"}
    detailed = json.loads((folder / "report" / "detailed_report.json").read_text(encoding="utf-8"))
    assert len(detailed["trials"]) == 12 and "pairs" in detailed["analysis"]
    html = (folder / "quick_view.html").read_text(encoding="utf-8")
    assert "<script>" in html and "http" not in html.split("<body>", 1)[0]  # nothing fetched from a CDN
    assert (tmp_path / "out" / "cassette.jsonl").exists()


def _env(server: ScriptedOpenAI, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_"))}
    env.update(
        ASSAY_OPENAI_BASE_URL=server.base_url,
        ASSAY_OPENAI_API_KEY="sk-test-not-a-real-key-000000",
        ASSAY_DATA_DIR=str(tmp_path / "data"),
        ASSAY_LLM_BACKOFF_BASE_S="0.01",
        PYTHONPATH=str(Path(__file__).resolve().parents[2]),
    )
    return env


def test_cli_resumes_an_interrupted_run_then_replays_without_calls(tmp_path: Path) -> None:
    # From the 5th request on, the model holds its reply until the test has killed the run, so the
    # run cannot finish before the kill however loaded the machine is (a sleep per reply could not
    # promise that). The timeout only keeps a broken test from hanging.
    killed = threading.Event()
    answered = itertools.count(1)

    def held(prompt: str) -> Reply:
        if next(answered) >= 5:
            killed.wait(timeout=120)
        return script(prompt)

    with scripted_openai(held) as server:
        cmd = [
            sys.executable,
            "-m",
            "assay",
            "bench",
            "--config",
            str(write_config(tmp_path)),
            "--model",
            "openai:scripted",
            "--out",
            str(tmp_path / "out"),
            "--no-cache",
        ]
        proc = subprocess.Popen(
            cmd, env=_env(server, tmp_path), stdout=subprocess.PIPE, stderr=subprocess.STDOUT
        )
        lines: list[Path] = []
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and proc.poll() is None:
                lines = list((tmp_path / "out").glob("test_*/trials.jsonl"))
                if lines and len(lines[0].read_text(encoding="utf-8").splitlines()) >= 4:
                    break
                time.sleep(0.05)
            else:
                proc.kill()
                output = proc.communicate()[0].decode(errors="replace")
                pytest.fail("the run never finished its 4th trial:\n" + output)
            proc.send_signal(signal.SIGKILL)  # the harshest interruption: no chance to clean up
            proc.wait(timeout=10)
        finally:
            killed.set()
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
        done_before = len(lines[0].read_text(encoding="utf-8").splitlines())
        calls_before = len(server.requests)
        assert 4 <= done_before < 12

        resumed = subprocess.run(cmd, env=_env(server, tmp_path), capture_output=True, text=True, timeout=120)
        assert resumed.returncode == 0, resumed.stdout + resumed.stderr
        assert "繼續未完成的測試" in resumed.stdout
        folder = lines[0].parent
        trials = [json.loads(x) for x in (folder / "trials.jsonl").read_text(encoding="utf-8").splitlines()]
        keys = {(t["prompt"], t["question"]) for t in trials}
        assert len(trials) == len(keys) == 12  # nothing lost, nothing run twice
        # only the unfinished trials went to the model (at most one was in flight when killed)
        assert len(server.requests) - calls_before <= 12 - done_before + 1
        assert json.loads((folder / "state.json").read_text(encoding="utf-8"))["finished"] is True

        calls = len(server.requests)
        replayed = subprocess.run(
            [*cmd[:-1], "--replay"], env=_env(server, tmp_path), capture_output=True, text=True, timeout=120
        )
        assert replayed.returncode == 0, replayed.stdout + replayed.stderr
        assert len(server.requests) == calls  # no model calls at all
        assert "Prompt 效能比較報告" in replayed.stdout


def test_cli_bad_config_is_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"questions": []}', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "assay", "bench", "--config", str(bad), "--model", "openai:x"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "defines no prompt templates" in result.stderr and "Traceback" not in result.stderr


def _offline_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_"))}
    env["ASSAY_DATA_DIR"] = str(tmp_path / "data")
    return env


def test_bundled_cassette_covers_the_bundled_example(tmp_path: Path) -> None:
    """``assay bench --replay`` works offline: every trial of the example is in the recording."""
    result = subprocess.run(
        [sys.executable, "-m", "assay", "bench", "--replay", "--out", str(tmp_path / "out")],
        env=_offline_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    summary = json.loads(next((tmp_path / "out").glob("test_*/summary.json")).read_text(encoding="utf-8"))
    assert summary["models"][0]["id"] == "local:qwen2.5-coder-0.5b"
    assert all(r["api_errors"] == 0 for r in summary["prompt_results"].values()), summary["prompt_results"]
    assert sum(r["total_questions"] for r in summary["prompt_results"].values()) == 51


def test_bundled_cassette_replays_two_rounds_and_says_why_not_three(tmp_path: Path) -> None:
    """The bundled recording also holds a two-round run (temperature 0.7, seeds 0 and 1)."""
    two = subprocess.run(
        [sys.executable, "-m", "assay", "bench", "--replay", "--rounds", "2", "--out", str(tmp_path / "out")],
        env=_offline_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert two.returncode == 0, two.stdout[-2000:] + two.stderr[-2000:]
    summary = json.loads(next((tmp_path / "out").glob("test_*/summary.json")).read_text(encoding="utf-8"))
    assert summary["api_errors"] == 0 and summary["scored_trials"] == 102
    assert "多輪穩定性 (2 輪)" in two.stdout
    three = subprocess.run(
        [
            sys.executable,
            "-m",
            "assay",
            "bench",
            "--replay",
            "--rounds",
            "3",
            "--out",
            str(tmp_path / "out3"),
        ],
        env=_offline_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert three.returncode == 2, three.stdout[-2000:] + three.stderr[-2000:]
    assert "round 3 of this run asks with temperature 0.7, seed 2" in three.stderr
    assert "Traceback" not in three.stderr and not (tmp_path / "out3").exists()
