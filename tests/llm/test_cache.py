"""The SQLite answer cache: hits, bypass, what is never cached, what the key covers."""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.llm import Gateway, GenerationOptions, LLMHTTPError, Message, ResponseCache, cache_key
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, Step, error, ok, openai_body


async def test_second_call_is_served_from_the_cache(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, ok("cached answer", prompt_tokens=100, completion_tokens=100))
    first = await gateway.complete("same question")
    second = await gateway.complete("same question")
    assert second.text == first.text and second.cached and not first.cached
    assert second.attempts == 0 and second.cost_usd == 0.0
    assert len(server.posts(CHAT)) == 1
    summary = gateway.account.summary()
    assert summary["calls"] == 2 and summary["cached"] == 1
    assert summary["prompt_tokens"] == 100  # the cache hit used no tokens


async def test_cache_survives_a_new_gateway(server: ScriptedLLMServer, tmp_path: Path) -> None:
    server.script(CHAT, ok("persisted"))
    settings = make_settings(server, tmp_path)
    await Gateway(settings=settings).complete("q")
    assert (await Gateway(settings=settings).complete("q")).cached


async def test_bypass_flag_and_disabled_cache(server: ScriptedLLMServer, tmp_path: Path) -> None:
    server.script(CHAT, ok("one"), ok("two"), ok("three"))
    gw = Gateway(settings=make_settings(server, tmp_path))
    await gw.complete("q")
    assert (await gw.complete("q", use_cache=False)).text == "two"
    off = Gateway(settings=make_settings(server, tmp_path), cache=False)
    assert (await off.complete("q")).text == "three"


async def test_errors_and_empty_answers_are_never_cached(server: ScriptedLLMServer, tmp_path: Path) -> None:
    gw = Gateway(settings=make_settings(server, tmp_path, llm_max_retries=0))
    server.script(CHAT, error(400, "bad"), ok(""), ok("   "), ok("real"))
    with pytest.raises(LLMHTTPError):
        await gw.complete("q")
    assert (await gw.complete("q")).text == ""
    assert (await gw.complete("q")).text == "   "
    assert (await gw.complete("q")).text == "real"
    assert (await gw.complete("q")).cached
    assert gw.cache is not None and len(gw.cache) == 1


async def test_timeout_and_retries_do_not_change_the_key_but_temperature_does(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    server.script(CHAT, ok("t0"), ok("t1"))
    await gateway.complete("q", options=GenerationOptions(temperature=0.0, timeout_s=10))
    same = await gateway.complete(
        "q", options=GenerationOptions(temperature=0.0, timeout_s=99, max_retries=0)
    )
    other = await gateway.complete("q", options=GenerationOptions(temperature=1.0))
    assert same.cached and same.text == "t0"
    assert not other.cached and other.text == "t1"


async def test_repaired_answer_is_cached_under_the_original_request_and_the_bad_one_never(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    from pydantic import BaseModel

    class Out(BaseModel):
        n: int

    server.script(CHAT, ok("nope"), ok('{"n": 4}'), ok('{"n": 5}'))
    first = await gateway.structured("q", Out)
    assert first.value.n == 4 and first.repaired
    # The same question again costs one cache lookup: no bad answer, no repair round.
    second = await gateway.structured("q", Out)
    assert second.value.n == 4 and second.completion.cached and not second.repaired
    assert len(server.posts(CHAT)) == 2
    assert gateway.cache is not None and len(gateway.cache) == 2  # original and repair request keys
    assert (await gateway.complete("q")).text == '{"n": 5}'  # plain text: a different request


async def test_answers_cut_off_by_the_token_limit_are_not_cached(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    cut = openai_body("The answer is a long expla")
    cut["choices"][0]["finish_reason"] = "length"
    server.script(CHAT, Step(body=cut), ok("The answer is short."))
    first = await gateway.complete("q", options=GenerationOptions(max_tokens=5))
    assert first.finish_reason == "length"
    second = await gateway.complete("q", options=GenerationOptions(max_tokens=5))
    assert second.text == "The answer is short." and not second.cached
    assert (await gateway.complete("q", options=GenerationOptions(max_tokens=5))).cached


async def test_provider_settings_that_change_the_request_change_the_key(
    server: ScriptedLLMServer, tmp_path: Path
) -> None:
    from pydantic import BaseModel

    class Out(BaseModel):
        n: int

    server.script(CHAT, ok('{"n": 1}'), ok('{"n": 2}'))
    native = Gateway(settings=make_settings(server, tmp_path))
    assert (await native.structured("q", Out)).value.n == 1
    json_mode = Gateway(settings=make_settings(server, tmp_path, openai_structured="json_object"))
    got = await json_mode.structured("q", Out)  # asked differently: not the json_schema answer
    assert got.value.n == 2 and not got.completion.cached
    assert (await native.structured("q", Out)).completion.cached


def test_local_settings_join_the_key(tmp_path: Path) -> None:
    from assay.llm import LLMSettings
    from assay.llm._local import LocalProvider

    def settings_of(**values: object) -> dict[str, object]:
        settings = LLMSettings(_env_file=None, **values)  # type: ignore[arg-type]
        return LocalProvider("qwen2.5-coder-0.5b", settings).cache_settings()

    base = settings_of()
    assert settings_of(local_n_ctx=8192) != base
    assert settings_of(llm_string_max_length=100) != base
    assert settings_of(local_threads=1) == base  # threads change the speed, not the answer
    key = cache_key(
        provider="local",
        base_url="local://m",
        model="m",
        digest=None,
        messages=[Message(role="user", content="q")],
        options=GenerationOptions(),
        json_schema=None,
        settings=base,
    )
    other = cache_key(
        provider="local",
        base_url="local://m",
        model="m",
        digest=None,
        messages=[Message(role="user", content="q")],
        options=GenerationOptions(),
        json_schema=None,
        settings=settings_of(local_n_ctx=8192),
    )
    assert key != other


def test_key_covers_endpoint_model_messages_and_schema() -> None:
    base = {
        "provider": "openai",
        "base_url": "http://a/v1",
        "model": "m",
        "digest": None,
        "messages": [Message(role="user", content="q")],
        "options": GenerationOptions(temperature=0),
        "json_schema": None,
    }
    key = cache_key(**base)  # type: ignore[arg-type]
    for change in (
        {"base_url": "http://b/v1"},
        {"model": "m2"},
        {"digest": "sha256:x"},
        {"messages": [Message(role="user", content="q2")]},
        {"json_schema": {"type": "object"}},
        {"options": GenerationOptions(temperature=0, seed=1)},
    ):
        assert cache_key(**{**base, **change}) != key, change  # type: ignore[arg-type]
    for bounds in ({"timeout_s": 3}, {"deadline_s": 9}, {"max_retries": 0}):
        same = GenerationOptions(temperature=0, **bounds)  # type: ignore[arg-type]
        assert cache_key(**{**base, "options": same}) == key  # type: ignore[arg-type]


def test_corrupt_cache_file_acts_as_a_miss(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    cache = ResponseCache(path)
    assert cache.get("k") is None
