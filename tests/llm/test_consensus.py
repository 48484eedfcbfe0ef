"""Consensus over several models served by the scripted endpoint (one model name per voter)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from assay.llm import Gateway, LLMError, consensus, normalise_answer
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, ok

MODELS = ["openai:m1", "openai:m2", "openai:m3"]


@pytest.fixture
def gw(server: ScriptedLLMServer, tmp_path: Path) -> Gateway:
    return Gateway(settings=make_settings(server, tmp_path, llm_cache=False, llm_max_retries=0))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("42", 42),
        (" 42.0 ", 42),
        ("Hello   World", "hello world"),
        ('{"b": 1, "a": [1.0, "X"]}', {"a": [1, "x"], "b": 1}),
        ("TRUE", True),
        (0.1 + 0.2, 0.3),
    ],
)
def test_normalise_answer_equates(a: object, b: object) -> None:
    assert normalise_answer(a) == normalise_answer(b)


def test_normalise_answer_distinguishes() -> None:
    assert normalise_answer("42") != normalise_answer("43")
    assert normalise_answer([1, 2]) != normalise_answer([2, 1])


async def test_majority_wins_and_names_contributors(
    server: ScriptedLLMServer, gw: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(CHAT, ok("42"), model="m1")
    server.script(CHAT, ok(" 42.0"), model="m2")
    server.script(CHAT, ok("41"), model="m3")
    with caplog.at_level(logging.INFO, logger="assay.llm"):
        result = await consensus("what is 6*7?", MODELS, gateway=gw)
    # Seed 003: log which models contributed to the final answer and why.
    decided = [r.getMessage() for r in caplog.records if r.getMessage().startswith("consensus over 3 models")]
    assert len(decided) == 1
    assert "'42' by majority" in decided[0]
    assert "contributors: openai:m1, openai:m2;" in decided[0]
    assert "majority: 2 of 3 answering models agree" in decided[0]
    assert result.method == "majority" and result.majority
    assert result.normalised == "42" and result.answer == "42"
    assert result.contributors == ["openai:m1", "openai:m2"]
    assert result.counts == {"42": 2, "41": 1}
    assert any("majority" in reason for reason in result.reasons)
    assert len(server.posts(CHAT)) == 3


async def test_no_majority_falls_back_to_primary(
    server: ScriptedLLMServer, gw: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(CHAT, ok("1"), model="m1")
    server.script(CHAT, ok("2"), model="m2")
    server.script(CHAT, ok("3"), model="m3")
    with caplog.at_level(logging.INFO, logger="assay.llm"):
        result = await consensus("q", MODELS, primary="openai:m2", gateway=gw)
    assert result.method == "primary" and result.answer == "2"
    assert any("by primary; contributors: openai:m2;" in r.getMessage() for r in caplog.records)
    assert result.contributors == ["openai:m2"]


async def test_failed_model_is_reported_and_rest_vote(
    server: ScriptedLLMServer, gw: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(CHAT, ok("x"), model="m2")
    server.script(CHAT, ok("X "), model="m3")
    # m1 has nothing scripted: the server answers 500 and (with no retries) m1 fails
    with caplog.at_level(logging.INFO, logger="assay.llm"):
        result = await consensus("q", MODELS, gateway=gw)
    decided = next(r.getMessage() for r in caplog.records if r.getMessage().startswith("consensus over"))
    assert "contributors: openai:m2, openai:m3;" in decided and "openai:m1 failed" in decided
    assert result.method == "majority" and result.normalised == "x"
    assert result.votes[0].error and "LLMHTTPError" in result.votes[0].error
    assert any(reason.startswith("openai:m1 failed") for reason in result.reasons)


async def test_reconciliation_round(server: ScriptedLLMServer, gw: Gateway) -> None:
    server.script(CHAT, ok("10"), model="m1")
    server.script(CHAT, ok("12"), model="m2")
    server.script(CHAT, ok("14"), model="m3")
    for model, final in (("m1", 12), ("m2", 12), ("m3", 14)):
        server.script(
            CHAT,
            ok(json.dumps({"final_answer": final, "confidence": 0.8, "explanation": "checked"})),
            model=model,
        )
    result = await consensus("q", MODELS, reconcile=True, gateway=gw)
    assert result.method == "reconciled" and result.normalised == "12"
    assert result.contributors == ["openai:m1", "openai:m2"]
    assert [v.confidence for v in result.reconciliation] == [0.8, 0.8, 0.8]
    prompt = json.loads(server.posts(CHAT)[3]["json"]["messages"][0]["content"].split("\n\nReply with")[0])
    assert {o["claimed_answer"] for o in prompt["model_outputs"]} == {"10", "12", "14"}
    assert prompt["candidates"] and "final_answer" in prompt["instructions"]


async def test_reconciliation_tie_broken_by_confidence(server: ScriptedLLMServer, gw: Gateway) -> None:
    models = ["openai:m1", "openai:m2"]
    server.script(CHAT, ok("a"), ok(json.dumps({"final_answer": "a", "confidence": 0.3})), model="m1")
    server.script(CHAT, ok("b"), ok(json.dumps({"final_answer": "b", "confidence": 0.9})), model="m2")
    result = await consensus("q", models, reconcile=True, gateway=gw)
    assert result.method == "reconciled-confidence" and result.answer == "b"


async def test_all_models_failing_raises(server: ScriptedLLMServer, gw: Gateway) -> None:
    with pytest.raises(LLMError, match="all 3 models failed"):
        await consensus("q", MODELS, gateway=gw)
