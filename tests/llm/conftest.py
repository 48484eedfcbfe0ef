"""Fixtures for the gateway tests: a scripted server and settings pointing at it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from assay.llm import Gateway, LLMSettings
from tests.llm.scripted_server import ScriptedLLMServer, Step, error, ok, ollama_error, ollama_ok

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


OLLAMA_DIGEST = "sha256:" + "ab" * 32


@dataclass(frozen=True)
class Wire:
    """One wire format the gateway speaks: where it posts, how answers and errors look."""

    name: str
    model: str  # the gateway's provider:model
    path: str
    ok: Callable[..., Step]
    error: Callable[..., Step]
    concurrency_setting: str  # the setting that bounds calls in flight to this endpoint

    def texts_sent(self, server: ScriptedLLMServer) -> list[list[dict[str, Any]]]:
        return [post["json"]["messages"] for post in server.posts(self.path)]


OPENAI = Wire("openai", "openai:gpt-4o-mini", CHAT, ok, error, "llm_concurrency_remote")
OLLAMA = Wire(
    "ollama", "ollama:qwen2.5-coder:1.5b", OLLAMA_CHAT, ollama_ok, ollama_error, "llm_concurrency_local"
)


@pytest.fixture(params=[OPENAI, OLLAMA], ids=lambda wire: wire.name)
def wire(request: pytest.FixtureRequest, server: ScriptedLLMServer) -> Wire:
    """Each shared scenario runs once per wire format (OpenAI chat completions, Ollama /api/chat)."""
    server.tags = [{"model": "qwen2.5-coder:1.5b", "name": "qwen2.5-coder:1.5b", "digest": OLLAMA_DIGEST}]
    value: Wire = request.param
    return value


def wire_gateway(wire: Wire, server: ScriptedLLMServer, tmp_path: Path, **overrides: object) -> Gateway:
    return Gateway(wire.model, settings=make_settings(server, tmp_path, **overrides))
