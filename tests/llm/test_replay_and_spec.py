"""Record and replay cassettes; model strings; messages; JSON extraction; the public surface."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from assay.errors import ConfigError, InvalidInputError
from assay.llm import (
    CassetteMissError,
    Gateway,
    GenerationOptions,
    LLMNotConfigured,
    LLMSettings,
    as_messages,
    extract_json,
    parse_model_string,
)
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, ok


class Item(BaseModel):
    sku: str


async def test_record_then_replay_without_the_server(server: ScriptedLLMServer, tmp_path: Path) -> None:
    tape = tmp_path / "tape.jsonl"
    server.script(CHAT, ok("recorded text", prompt_tokens=3, completion_tokens=2), ok('{"sku": "A-1"}'))
    live = Gateway(settings=make_settings(server, tmp_path, llm_cache=False), record_to=tape)
    await live.complete("hello", options=GenerationOptions(temperature=0))
    await live.structured("item?", Item)
    lines = [json.loads(line) for line in tape.read_text().splitlines()]
    assert [line["model"] for line in lines] == ["openai:gpt-4o-mini"] * 2
    server.stop()  # from here on nothing answers over HTTP

    replay = Gateway(f"replay:{tape}", settings=make_settings(server, tmp_path, llm_cache=False))
    again = await replay.complete("hello", options=GenerationOptions(temperature=0, timeout_s=1))
    assert again.text == "recorded text" and again.provider == "replay"
    assert again.usage.prompt_tokens == 3
    assert (await replay.structured("item?", Item)).value.sku == "A-1"
    with pytest.raises(CassetteMissError) as info:
        await replay.complete("a prompt never recorded")
    assert "ASSAY_LLM_RECORD" in (info.value.hint or "")


async def test_missing_cassette_is_a_config_error(tmp_path: Path) -> None:
    gw = Gateway(f"replay:{tmp_path / 'nope.jsonl'}", settings=LLMSettings(_env_file=None, llm_cache=False))  # type: ignore[call-arg]
    with pytest.raises(ConfigError, match="does not exist"):
        await gw.complete("q")


def test_model_strings() -> None:
    spec = parse_model_string("ollama:qwen2.5-coder:1.5b")
    assert (spec.provider, spec.model) == ("ollama", "qwen2.5-coder:1.5b")
    assert str(parse_model_string(" none ")) == "none"
    with pytest.raises(ConfigError) as info:
        parse_model_string("olama:qwen")
    assert "did you mean 'ollama:" in (info.value.hint or "")
    with pytest.raises(ConfigError, match="names no model"):
        parse_model_string("openai:")
    with pytest.raises(ConfigError) as info:
        parse_model_string("gpt-4o-mini")
    assert "provider:model" in (info.value.hint or "")


@pytest.mark.parametrize(
    ("written", "meant"),
    [("openai/gpt-4o", "openai:gpt-4o"), ("ollama/qwen2.5-coder:1.5b", "ollama:qwen2.5-coder:1.5b")],
)
def test_a_slash_for_the_colon_gets_the_right_spelling(written: str, meant: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_model_string(written)
    assert info.value.code == "LLM_BAD_MODEL"
    assert f"did you mean {meant!r}?" in (info.value.hint or "")
    # OpenRouter names keep their slash after the colon.
    assert (
        parse_model_string("openai:qwen/qwen-2.5-coder-32b-instruct").model
        == "qwen/qwen-2.5-coder-32b-instruct"
    )


def test_unknown_local_model_names_are_caught_when_parsed() -> None:
    with pytest.raises(ConfigError) as info:
        parse_model_string("local:qwen2.5-coder-0.5")
    hint = info.value.hint or ""
    assert info.value.code == "LLM_BAD_MODEL"
    assert "did you mean 'local:qwen2.5-coder-0.5b'?" in hint
    assert "local:qwen2.5-coder-0.5b" in hint and "local:qwen2.5-coder-1.5b" in hint
    assert parse_model_string("local:/models/custom.gguf").model == "/models/custom.gguf"
    with pytest.raises(ConfigError):
        Gateway("local:tinyllama", settings=LLMSettings(_env_file=None, llm_cache=False))  # type: ignore[call-arg]


async def test_none_model_raises_not_configured_with_how_to() -> None:
    gw = Gateway("none", settings=LLMSettings(_env_file=None, llm_cache=False))  # type: ignore[call-arg]
    assert not gw.configured and gw.model_id == "none"
    with pytest.raises(LLMNotConfigured) as info:
        await gw.complete("hi")
    assert isinstance(info.value, ConfigError)
    assert "ASSAY_LLM_MODEL" in (info.value.hint or "")


def test_openai_without_key_is_not_configured(tmp_path: Path) -> None:
    settings = LLMSettings(_env_file=None, openai_api_key=None, openai_base_url=None, llm_cache=False)  # type: ignore[call-arg]
    with pytest.raises(LLMNotConfigured, match="needs an API key"):
        Gateway("openai:gpt-4o-mini", settings=settings).provider()


def test_messages_accept_strings_dicts_and_models() -> None:
    assert as_messages("hi")[0].role == "user"
    assert as_messages([{"role": "system", "content": "s"}])[0].content == "s"
    with pytest.raises(InvalidInputError, match="not a chat message"):
        as_messages([{"role": "robot", "content": "x"}])
    with pytest.raises(InvalidInputError):
        as_messages([])


def test_extract_json_variants() -> None:
    assert extract_json('{"a": 1}') == {"a": 1}
    assert extract_json('text ```json\n{"a": [1, "}"]}\n``` more') == {"a": [1, "}"]}
    assert extract_json('I think {"a": {"b": 2}} is right') == {"a": {"b": 2}}
    with pytest.raises(ValueError):
        extract_json("no json at all")


def test_bounded_schema_gives_every_string_a_max_length() -> None:
    from assay.llm._structured import GRAMMAR_MAX_LENGTH, bounded_schema, inline_refs, json_schema_for

    class Inner(BaseModel):
        note: str

    class Outer(BaseModel):
        title: str
        tags: list[str]
        inner: Inner
        kind: str = "x"

    schema = bounded_schema(inline_refs(json_schema_for(Outer)), 300)
    assert "$defs" not in json.dumps(schema)
    assert schema["properties"]["title"]["maxLength"] == 300
    assert schema["properties"]["tags"]["items"]["maxLength"] == 300
    assert schema["properties"]["inner"]["properties"]["note"]["maxLength"] == 300
    huge = bounded_schema({"type": "string", "maxLength": 100_000}, 300)
    assert huge["maxLength"] == GRAMMAR_MAX_LENGTH
