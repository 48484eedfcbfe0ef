"""The Ollama provider against a real scripted server speaking /api/chat and /api/tags."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pydantic import BaseModel

from assay.llm import Gateway, GenerationOptions, LLMHTTPError
from tests.llm.conftest import OLLAMA_CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, Step, ollama_ok

MODEL = "ollama:qwen2.5-coder:1.5b"
DIGEST = "sha256:" + "ab" * 32


class Pair(BaseModel):
    left: int
    right: int


@pytest.fixture
def ollama(server: ScriptedLLMServer, tmp_path: Path) -> Gateway:
    server.tags = [{"model": "qwen2.5-coder:1.5b", "name": "qwen2.5-coder:1.5b", "digest": DIGEST, "size": 1}]
    return Gateway(MODEL, settings=make_settings(server, tmp_path))


async def test_chat_passes_native_options_and_records_digest(
    server: ScriptedLLMServer, ollama: Gateway
) -> None:
    server.script(OLLAMA_CHAT, ollama_ok("hi!", prompt_tokens=20, completion_tokens=3))
    completion = await ollama.complete(
        "hello", options=GenerationOptions(temperature=0.0, seed=42, num_ctx=8192, max_tokens=64)
    )
    assert completion.text == "hi!" and completion.provider == "ollama"
    assert completion.model == "qwen2.5-coder:1.5b"
    assert completion.model_digest == DIGEST
    assert completion.usage.prompt_tokens == 20 and completion.usage.completion_tokens == 3
    assert completion.cost_usd == 0.0
    sent = server.posts(OLLAMA_CHAT)[0]["json"]
    assert sent["model"] == "qwen2.5-coder:1.5b" and sent["stream"] is False
    assert sent["options"] == {"temperature": 0.0, "seed": 42, "num_ctx": 8192, "num_predict": 64}
    assert any(r["path"] == "/api/tags" for r in server.requests)


async def test_structured_sends_the_schema_as_format(server: ScriptedLLMServer, ollama: Gateway) -> None:
    server.script(OLLAMA_CHAT, ollama_ok('{"left": 1, "right": 2}'))
    got = await ollama.structured("pair", Pair)
    assert got.value == Pair(left=1, right=2)
    assert server.posts(OLLAMA_CHAT)[0]["json"]["format"]["properties"]["left"]["type"] == "integer"


async def test_missing_model_says_pull_it(server: ScriptedLLMServer, ollama: Gateway) -> None:
    server.script(OLLAMA_CHAT, Step(status=404, body={"error": "model 'qwen2.5-coder:1.5b' not found"}))
    with pytest.raises(LLMHTTPError) as info:
        await ollama.complete("hi")
    assert info.value.status == 404 and "ollama pull qwen2.5-coder:1.5b" in (info.value.hint or "")
    assert len(server.posts(OLLAMA_CHAT)) == 1


async def test_warns_when_prompt_nears_num_ctx(
    server: ScriptedLLMServer, ollama: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(OLLAMA_CHAT, ollama_ok("truncated?", prompt_tokens=1024))
    with caplog.at_level(logging.WARNING, logger="assay.llm"):
        await ollama.complete("x " * 2000, options=GenerationOptions(num_ctx=1024))
    messages = " ".join(r.getMessage() for r in caplog.records)
    assert "near num_ctx=1024" in messages and "probably truncated" in messages


async def test_digest_change_misses_the_cache(server: ScriptedLLMServer, tmp_path: Path) -> None:
    settings = make_settings(server, tmp_path)
    server.tags = [{"model": "qwen2.5-coder:1.5b", "digest": DIGEST}]
    server.script(OLLAMA_CHAT, ollama_ok("first"), ollama_ok("after re-pull"))
    assert (await Gateway(MODEL, settings=settings).complete("q")).text == "first"
    assert (await Gateway(MODEL, settings=settings).complete("q")).cached
    server.tags = [{"model": "qwen2.5-coder:1.5b", "digest": "sha256:" + "cd" * 32}]
    again = await Gateway(MODEL, settings=settings).complete("q")
    assert again.text == "after re-pull" and not again.cached


async def test_digest_is_recorded_once_per_model_with_the_cache_off(
    server: ScriptedLLMServer, tmp_path: Path
) -> None:
    server.tags = [{"model": "qwen2.5-coder:1.5b", "digest": DIGEST}]
    server.script(OLLAMA_CHAT, ollama_ok("one"), ollama_ok("two"))
    gateway = Gateway(MODEL, settings=make_settings(server, tmp_path, llm_cache=False))
    assert gateway.cache is None
    first = await gateway.complete("q")
    second = await gateway.complete("q")
    assert first.model_digest == DIGEST and second.model_digest == DIGEST
    assert not second.cached
    assert sum(1 for r in server.requests if r["path"] == "/api/tags") == 1


async def test_unreadable_digest_is_asked_again_next_call(server: ScriptedLLMServer, tmp_path: Path) -> None:
    server.tags = []  # not pulled yet: /api/tags does not list it
    server.script(OLLAMA_CHAT, ollama_ok("one"), ollama_ok("two"))
    gateway = Gateway(MODEL, settings=make_settings(server, tmp_path, llm_cache=False))
    assert (await gateway.complete("q")).model_digest is None
    server.tags = [{"model": "qwen2.5-coder:1.5b", "digest": DIGEST}]
    assert (await gateway.complete("q")).model_digest == DIGEST
