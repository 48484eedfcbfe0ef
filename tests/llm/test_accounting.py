"""Prices and the run account."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assay.errors import ConfigError
from assay.llm import CallRecord, Gateway, RunAccount, Usage, load_price_table
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, error, ok


def test_price_overrides_file_then_json(tmp_path: Path) -> None:
    path = tmp_path / "prices.json"
    path.write_text(json.dumps({"openai:my-model": {"input": 1.0, "output": 2.0}}))
    table = load_price_table('{"openai:gpt-4o-mini": {"input": 10, "output": 20}}', path)
    usage = Usage(prompt_tokens=1_000_000, completion_tokens=500_000)
    assert table.cost("openai", "my-model", usage) == pytest.approx(2.0)
    assert table.cost("openai", "gpt-4o-mini", usage) == pytest.approx(20.0)
    assert table.cost("openai", "unknown-model", usage) is None
    assert table.cost("ollama", "anything", usage) == 0.0


@pytest.mark.parametrize("bad", ["not json", '{"m": {"input": "cheap"}}', "[1, 2]"])
def test_bad_price_overrides_are_config_errors(bad: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_price_table(bad)
    assert "ASSAY_LLM_PRICES" in info.value.message


def test_missing_price_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the price file"):
        load_price_table(None, tmp_path / "missing.json")


def test_run_account_totals() -> None:
    account = RunAccount()
    account.add(
        CallRecord(
            provider="openai",
            model="a",
            ok=True,
            usage=Usage(prompt_tokens=10, completion_tokens=5),
            latency_s=1.0,
            cost_usd=0.5,
        )
    )
    account.add(
        CallRecord(
            provider="openai",
            model="a",
            ok=True,
            cached=True,
            usage=Usage(prompt_tokens=10, completion_tokens=5),
            cost_usd=0.0,
        )
    )
    account.add(
        CallRecord(
            provider="openai",
            model="b",
            ok=True,
            usage=Usage(prompt_tokens=1, completion_tokens=1),
            latency_s=0.5,
            cost_usd=None,
        )
    )
    account.add(CallRecord(provider="openai", model="b", ok=False, latency_s=0.25, error_code="LLM_TIMEOUT"))
    assert account.usage == Usage(prompt_tokens=11, completion_tokens=6)
    assert account.cost_usd == pytest.approx(0.5)
    assert account.unpriced_calls == 1
    per = account.by_model()
    assert per["openai:a"].calls == 2 and per["openai:a"].cached == 1
    assert per["openai:b"].failed == 1 and per["openai:b"].unpriced_calls == 1
    summary = account.summary()
    assert summary["calls"] == 4 and summary["failed"] == 1 and summary["latency_s"] == 1.75


async def test_gateway_accounts_per_model_with_user_prices(server: ScriptedLLMServer, tmp_path: Path) -> None:
    gw = Gateway(
        settings=make_settings(
            server, tmp_path, llm_prices='{"openai:cheap": {"input": 1, "output": 1}}', llm_max_retries=1
        )
    )
    server.script(CHAT, ok("a", prompt_tokens=500_000, completion_tokens=500_000), model="cheap")
    server.script(CHAT, error(500), ok("b"), model="gpt-4o-mini")
    server.script(CHAT, ok("c"), model="mystery")
    await gw.complete("q", model="openai:cheap")
    await gw.complete("q", model="openai:gpt-4o-mini")
    unpriced = await gw.complete("q", model="openai:mystery")
    assert unpriced.cost_usd is None
    per = gw.account.by_model()
    assert per["openai:cheap"].cost_usd == pytest.approx(1.0)
    assert per["openai:gpt-4o-mini"].calls == 2 and per["openai:gpt-4o-mini"].failed == 1
    assert gw.account.unpriced_calls == 1
