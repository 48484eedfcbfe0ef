"""The OpenAI-compatible provider against a real scripted server: answers, structured output, failures."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pydantic import BaseModel

from assay.llm import (
    Gateway,
    GenerationOptions,
    LLMHTTPError,
    LLMUnavailable,
    Message,
    StructuredOutputError,
)
from tests.llm.conftest import API_KEY, CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, Step, error, ok, openai_body


class Verdict(BaseModel):
    name: str
    score: int


async def test_complete_sends_messages_and_options_and_accounts(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    server.script(CHAT, ok("hello there", prompt_tokens=1000, completion_tokens=2000))
    completion = await gateway.complete(
        [{"role": "system", "content": "be brief"}, Message(role="user", content="hi")],
        options=GenerationOptions(temperature=0.2, seed=7, max_tokens=30, stop=["\n\n"]),
    )
    assert completion.text == "hello there"
    assert (completion.provider, completion.model) == ("openai", "gpt-4o-mini")
    assert completion.model_digest == "gpt-4o-mini/fp_test"
    assert completion.usage.prompt_tokens == 1000 and completion.usage.completion_tokens == 2000
    # gpt-4o-mini: $0.15 / 1M prompt, $0.60 / 1M completion
    assert completion.cost_usd == pytest.approx((1000 * 0.15 + 2000 * 0.60) / 1e6)
    assert completion.attempts == 1 and not completion.cached
    sent = server.posts(CHAT)[0]
    assert sent["json"]["messages"] == [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "hi"},
    ]
    assert sent["json"]["temperature"] == 0.2 and sent["json"]["seed"] == 7
    assert sent["json"]["max_tokens"] == 30 and sent["json"]["stop"] == ["\n\n"]
    assert sent["headers"]["authorization"] == f"Bearer {API_KEY}"
    assert gateway.account.summary()["calls"] == 1
    assert gateway.account.cost_usd == pytest.approx(completion.cost_usd)


async def test_structured_valid_json_uses_native_schema(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, ok('{"name": "two-sum", "score": 3}'))
    got = await gateway.structured("rate it", Verdict)
    assert got.value == Verdict(name="two-sum", score=3)
    assert not got.repaired
    fmt = server.posts(CHAT)[0]["json"]["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["schema"]["properties"]["score"]["type"] == "integer"


async def test_structured_still_invalid_raises_with_raw(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, ok("no idea"), ok("still no JSON here"))
    with pytest.raises(StructuredOutputError) as info:
        await gateway.structured("rate it", Verdict)
    assert info.value.raw == "still no JSON here"
    assert "Verdict" in info.value.message
    assert len(server.posts(CHAT)) == 2


async def test_500_twice_then_success(
    server: ScriptedLLMServer, gateway: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(CHAT, error(500), error(503), ok("finally"))
    with caplog.at_level(logging.WARNING, logger="assay.llm"):
        completion = await gateway.complete("hi")
    assert completion.text == "finally" and completion.attempts == 3
    assert len(server.posts(CHAT)) == 3
    lines = [r.getMessage() for r in caplog.records]
    assert any(
        "attempt 1/4 failed" in line and "retrying in" in line and "HTTP 500" in line for line in lines
    )
    assert any("attempt 2/4 failed" in line for line in lines)


async def test_500_forever_gives_up_after_retries(server: ScriptedLLMServer, tmp_path: Path) -> None:
    gw = Gateway(settings=make_settings(server, tmp_path, llm_max_retries=2))
    server.script(CHAT, error(500), error(500), error(500), ok("too late"))
    with pytest.raises(LLMHTTPError) as info:
        await gw.complete("hi")
    assert info.value.status == 500 and info.value.retryable
    assert info.value.details["attempts"] == 3
    assert len(server.posts(CHAT)) == 3


async def test_timeout_is_retried_then_succeeds(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, Step(body=openai_body("late"), stall_s=3.0), ok("on time"))
    completion = await gateway.complete("hi", options=GenerationOptions(timeout_s=0.4, max_retries=1))
    assert completion.text == "on time" and completion.attempts == 2


async def test_other_4xx_is_not_retried(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, error(404, "model not found"), ok("never"))
    with pytest.raises(LLMHTTPError) as info:
        await gateway.complete("hi")
    assert info.value.status == 404 and not info.value.retryable
    assert len(server.posts(CHAT)) == 1


async def test_json_schema_rejected_falls_back_to_json_mode(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    server.script(
        CHAT, error(400, "response_format json_schema is not supported"), ok('{"name": "b", "score": 2}')
    )
    got = await gateway.structured("rate it", Verdict)
    assert got.value == Verdict(name="b", score=2)
    second = server.posts(CHAT)[1]["json"]
    assert second["response_format"] == {"type": "json_object"}
    assert "JSON schema" in second["messages"][-1]["content"]


async def test_unreachable_endpoint(tmp_path: Path) -> None:
    srv = ScriptedLLMServer()  # bound but never started... so close it to free the port
    port = srv.port
    srv.httpd.server_close()
    from assay.llm import LLMSettings

    settings = LLMSettings(
        _env_file=None,  # type: ignore[call-arg]
        llm_model="openai:gpt-4o-mini",
        openai_base_url=f"http://127.0.0.1:{port}/v1",
        openai_api_key="sk-x-unreachable-0000",
        llm_max_retries=1,
        llm_backoff_base_s=0.01,
        llm_cache=False,
    )
    with pytest.raises(LLMUnavailable) as info:
        await Gateway(settings=settings).complete("hi")
    assert info.value.retryable and "cannot reach" in info.value.message


def test_sync_wrappers_work_from_plain_code(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, ok("sync one"), ok('{"name": "s", "score": 5}'))
    assert gateway.complete_sync("hi").text == "sync one"
    assert gateway.structured_sync("rate", Verdict).value.score == 5
