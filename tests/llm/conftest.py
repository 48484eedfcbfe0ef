"""Fixtures for the gateway tests: a scripted server and settings pointing at it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assay.llm import Gateway, LLMSettings
from tests.llm.scripted_server import ScriptedLLMServer

CHAT = "/v1/chat/completions"
OLLAMA_CHAT = "/api/chat"
API_KEY = "sk-test-SECRETKEY-0123456789"


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    srv = ScriptedLLMServer().start()
    try:
        yield srv
    finally:
        srv.stop()


def make_settings(server: ScriptedLLMServer, tmp_path: Path, **overrides: object) -> LLMSettings:
    values: dict[str, object] = {
        "llm_model": "openai:gpt-4o-mini",
        "openai_base_url": f"{server.url}/v1",
        "openai_api_key": API_KEY,
        "ollama_host": server.url,
        "llm_timeout_s": 5.0,
        "llm_max_retries": 3,
        "llm_backoff_base_s": 0.01,
        "llm_backoff_max_s": 0.05,
        "llm_cache": True,
        "llm_cache_path": tmp_path / "cache.sqlite3",
        "llm_prices": None,
        "llm_prices_file": None,
        "llm_record": None,
    }
    values.update(overrides)
    return LLMSettings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
def settings(server: ScriptedLLMServer, tmp_path: Path) -> LLMSettings:
    return make_settings(server, tmp_path)


@pytest.fixture
def gateway(settings: LLMSettings) -> Gateway:
    return Gateway(settings=settings)
