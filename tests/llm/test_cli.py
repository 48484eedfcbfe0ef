"""`assay llm check` and `assay llm chat` through Typer's CliRunner, against the scripted server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assay.cli import build_app
from assay.llm import get_llm_settings
from tests.llm.conftest import API_KEY, CHAT
from tests.llm.scripted_server import ScriptedLLMServer, error, ok


@pytest.fixture
def env(server: ScriptedLLMServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    values = {
        "ASSAY_LLM_MODEL": "openai:gpt-4o-mini",
        "ASSAY_OPENAI_BASE_URL": f"{server.url}/v1",
        "ASSAY_OPENAI_API_KEY": API_KEY,
        "ASSAY_LLM_CACHE_PATH": str(tmp_path / "cache.sqlite3"),
        "ASSAY_LLM_BACKOFF_BASE_S": "0.01",
    }
    for key, value in values.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(tmp_path)  # no stray .env
    get_llm_settings.cache_clear()
    yield values
    get_llm_settings.cache_clear()


def test_check_prints_latency_and_support(server: ScriptedLLMServer, env: dict[str, str]) -> None:
    server.script(CHAT, ok("ok"))
    result = CliRunner().invoke(build_app(), ["llm", "check"])
    assert result.exit_code == 0, result.output
    assert "openai:gpt-4o-mini answered in" in result.output
    assert "structured output" in result.output and "native" in result.output
    assert API_KEY not in result.output


def test_check_reports_a_bad_key_in_one_line(server: ScriptedLLMServer, env: dict[str, str]) -> None:
    server.script(CHAT, error(401, "bad key"))
    result = CliRunner().invoke(build_app(), ["llm", "check"])
    assert result.exit_code == 1
    assert "LLM_AUTH_ERROR" in result.output and "Traceback" not in result.output


def test_chat_prints_the_answer_and_json(server: ScriptedLLMServer, env: dict[str, str]) -> None:
    server.script(CHAT, ok("Hi from the model"), ok("second"))
    result = CliRunner().invoke(build_app(), ["llm", "chat", "hello", "--system", "be nice"])
    assert result.exit_code == 0, result.output
    assert "Hi from the model" in result.output
    assert server.posts(CHAT)[0]["json"]["messages"][0] == {"role": "system", "content": "be nice"}
    result = CliRunner().invoke(build_app(), ["llm", "chat", "other", "--json", "--no-cache"])
    assert json.loads(result.stdout)["text"] == "second"


def test_chat_without_a_model_exits_2(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ASSAY_LLM_MODEL", "none")
    monkeypatch.chdir(tmp_path)
    get_llm_settings.cache_clear()
    try:
        result = CliRunner().invoke(build_app(), ["llm", "chat", "hello"])
    finally:
        get_llm_settings.cache_clear()
    assert result.exit_code == 2
    assert "no language model is configured" in result.output and "ASSAY_LLM_MODEL" in result.output


def test_typo_in_model_exits_2_with_suggestion(env: dict[str, str]) -> None:
    result = CliRunner().invoke(build_app(), ["llm", "chat", "hi", "--model", "opnai:gpt-4o-mini"])
    assert result.exit_code == 2 and "did you mean" in result.output
