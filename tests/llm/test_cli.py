"""`assay llm check` and `assay llm chat` as a user runs them: a real `python -m assay` process against the
scripted server, reading its exit status, stdout and stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.llm.conftest import API_KEY, CHAT, OLLAMA_CHAT, OLLAMA_DIGEST
from tests.llm.scripted_server import ScriptedLLMServer, error, ok, ollama_ok

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def env(server: ScriptedLLMServer, tmp_path: Path) -> dict[str, str]:
    """A clean environment: no inherited ASSAY_/OPENAI_ settings, no .env (the cwd is empty)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "OPENAI_", "OLLAMA_"))}
    return {
        **base,
        "ASSAY_LLM_MODEL": "openai:gpt-4o-mini",
        "ASSAY_OPENAI_BASE_URL": f"{server.url}/v1",
        "ASSAY_OPENAI_API_KEY": API_KEY,
        "ASSAY_OLLAMA_HOST": server.url,
        "ASSAY_LLM_CACHE_PATH": str(tmp_path / "cache.sqlite3"),
        "ASSAY_DATA_DIR": str(tmp_path / "data"),
        "ASSAY_LLM_BACKOFF_BASE_S": "0.01",
        "PYTHONPATH": str(REPO / "src"),
        "COLUMNS": "200",
    }


def assay(env: dict[str, str], cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "assay", "llm", *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def one_error_line(stderr: str) -> str:
    """The error line; fails on a traceback or anything but an error line and an optional hint line."""
    assert "Traceback" not in stderr, stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert 1 <= len(lines) <= 2, stderr
    assert len(lines) == 1 or lines[1].startswith("hint:"), stderr
    return lines[0]


def test_check_prints_latency_digest_and_support(
    server: ScriptedLLMServer, env: dict[str, str], tmp_path: Path
) -> None:
    server.script(CHAT, ok("ok"))
    result = assay(env, tmp_path, "check")
    assert result.returncode == 0, result.stderr
    assert "openai:gpt-4o-mini answered in" in result.stdout
    assert "gpt-4o-mini/fp_test" in result.stdout  # the digest row
    assert "structured output" in result.stdout and "native" in result.stdout
    assert API_KEY not in result.stdout + result.stderr


def test_check_shows_the_ollama_digest_with_the_cache_off(
    server: ScriptedLLMServer, env: dict[str, str], tmp_path: Path
) -> None:
    server.tags = [{"model": "qwen2.5-coder:1.5b", "digest": OLLAMA_DIGEST}]
    server.script(OLLAMA_CHAT, ollama_ok("ok"))
    result = assay(
        {**env, "ASSAY_LLM_CACHE": "false"}, tmp_path, "check", "--model", "ollama:qwen2.5-coder:1.5b"
    )
    assert result.returncode == 0, result.stderr
    assert OLLAMA_DIGEST in result.stdout


def test_check_reports_a_bad_key_in_one_line_and_exits_1(
    server: ScriptedLLMServer, env: dict[str, str], tmp_path: Path
) -> None:
    server.script(CHAT, error(401, f"Incorrect API key provided: {API_KEY}"))
    result = assay(env, tmp_path, "check")
    assert result.returncode == 1
    line = one_error_line(result.stderr)
    assert "LLM_AUTH_ERROR" in line and "HTTP 401" in line
    assert API_KEY not in result.stdout + result.stderr


@pytest.mark.parametrize(
    ("args", "extra_env", "expected"),
    [
        (["check"], {"ASSAY_OPENAI_API_KEY": "", "ASSAY_OPENAI_BASE_URL": ""}, "needs an API key"),
        (["chat", "hi"], {"ASSAY_LLM_MODEL": "none"}, "no language model is configured"),
        (["chat", "hi", "--model", "opnai:gpt-4o-mini"], {}, "did you mean 'openai:gpt-4o-mini'"),
        (["check", "--model", "openai/gpt-4o"], {}, "did you mean 'openai:gpt-4o'"),
        (["check", "--model", "local:qwen-0.5b"], {}, "local:qwen2.5-coder-0.5b"),
    ],
    ids=["openai-without-key", "no-model", "typo", "slash-for-colon", "unknown-local-name"],
)
def test_bad_configuration_exits_2_with_one_line(
    env: dict[str, str], tmp_path: Path, args: list[str], extra_env: dict[str, str], expected: str
) -> None:
    result = assay({**env, **extra_env}, tmp_path, *args)
    assert result.returncode == 2, result.stderr
    one_error_line(result.stderr)
    assert expected in result.stderr


def test_chat_prints_the_answer_and_json(
    server: ScriptedLLMServer, env: dict[str, str], tmp_path: Path
) -> None:
    server.script(CHAT, ok("Hi from the model"), ok("second"))
    result = assay(env, tmp_path, "chat", "hello", "--system", "be nice")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Hi from the model"
    assert server.posts(CHAT)[0]["json"]["messages"][0] == {"role": "system", "content": "be nice"}
    result = assay(env, tmp_path, "chat", "other", "--json", "--no-cache")
    assert json.loads(result.stdout)["text"] == "second"


def _import_seconds(env: dict[str, str], module: str) -> float:
    """Seconds a fresh interpreter spends importing ``module`` (the interpreter's own start excluded)."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return float(out.stdout)


def test_sdk_import_is_not_charged_to_the_deadline(
    server: ScriptedLLMServer, env: dict[str, str], tmp_path: Path
) -> None:
    # A fresh interpreter imports the openai SDK (most of a second, more on a busy machine) on the
    # first call; a deadline shorter than that import only holds if the clock starts after it. The
    # deadline is half the import as measured now, so that it stays shorter than the import and still
    # leaves the call itself room when the machine is loaded (at least 0.3 s).
    import_s = _import_seconds(env, "openai")
    deadline = max(0.3, import_s / 2)
    server.script(CHAT, ok("in time"))
    result = assay(env, tmp_path, "chat", "hi", "--timeout", f"{deadline:.2f}", "--no-cache")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "in time"
