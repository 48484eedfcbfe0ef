"""Scenarios both wire formats must survive, run once against OpenAI chat completions and once against
Ollama's /api/chat on the scripted server: extraction, repair, Retry-After, auth, 5xx, stalls, limits."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from pathlib import Path

import pytest
from pydantic import BaseModel

from assay.llm import GenerationOptions, LLMAuthError, LLMRateLimited, LLMTimeout
from tests.llm.conftest import API_KEY, Wire, wire_gateway
from tests.llm.scripted_server import ScriptedLLMServer, Step


class Verdict(BaseModel):
    name: str
    score: int


@pytest.mark.parametrize(
    "text",
    [
        'Here you go:\n```json\n{"name": "a", "score": 1}\n```\nAnything else?',
        'Sure! The answer is {"name": "a", "score": 1} as requested.',
        'See note [1]. {"name": "a", "score": 1}',
        'Example: {"x": 1}. Answer: {"name": "a", "score": 1,}',
    ],
    ids=["json-in-a-fence", "prose-then-json", "citation-before-json", "example-then-trailing-comma"],
)
async def test_structured_finds_the_valid_json_in_the_answer(
    wire: Wire, server: ScriptedLLMServer, tmp_path: Path, text: str
) -> None:
    server.script(wire.path, wire.ok(text))
    got = await wire_gateway(wire, server, tmp_path).structured("rate it", Verdict)
    assert got.value == Verdict(name="a", score=1)
    assert not got.repaired and len(server.posts(wire.path)) == 1


async def test_invalid_then_valid_runs_one_repair_round(
    wire: Wire, server: ScriptedLLMServer, tmp_path: Path
) -> None:
    server.script(wire.path, wire.ok('{"name": "a", "score": "high"}'), wire.ok('{"name": "a", "score": 9}'))
    got = await wire_gateway(wire, server, tmp_path).structured("rate it", Verdict)
    assert got.value.score == 9 and got.repaired
    sent = wire.texts_sent(server)
    assert len(sent) == 2
    assert sent[1][-2] == {"role": "assistant", "content": '{"name": "a", "score": "high"}'}
    assert "score" in sent[1][-1]["content"] and "could not be used" in sent[1][-1]["content"]


async def test_429_retry_after_is_honoured(
    wire: Wire, server: ScriptedLLMServer, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # The backoff settings alone would retry after at most 50 ms.
    server.script(wire.path, wire.error(429, "slow down", headers={"Retry-After": "0.8"}), wire.ok("done"))
    gateway = wire_gateway(wire, server, tmp_path)
    started = time.perf_counter()
    with caplog.at_level(logging.WARNING, logger="assay.llm"):
        completion = await gateway.complete("hi")
    assert time.perf_counter() - started >= 0.8
    assert completion.text == "done" and completion.attempts == 2
    assert [c.error_code for c in gateway.account.calls] == ["RATE_LIMIT_EXCEEDED", None]
    assert any("retrying in 0.80s as Retry-After asks" in r.getMessage() for r in caplog.records)


async def test_429_retry_after_is_kept_on_the_error(
    wire: Wire, server: ScriptedLLMServer, tmp_path: Path
) -> None:
    server.script(wire.path, wire.error(429, "come back tomorrow", headers={"Retry-After": "3600"}))
    gateway = wire_gateway(wire, server, tmp_path, llm_retry_after_max_s=1.0)
    started = time.perf_counter()
    with pytest.raises(LLMRateLimited) as info:
        await gateway.complete("hi")
    assert time.perf_counter() - started < 1.0
    assert info.value.retry_after == 3600 and info.value.details["retry_after_s"] == 3600
    assert len(server.posts(wire.path)) == 1


async def test_503_retry_after_is_honoured(wire: Wire, server: ScriptedLLMServer, tmp_path: Path) -> None:
    server.script(wire.path, wire.error(503, "loading model", headers={"Retry-After": "0.6"}), wire.ok("up"))
    started = time.perf_counter()
    completion = await wire_gateway(wire, server, tmp_path).complete("hi")
    assert time.perf_counter() - started >= 0.6
    assert completion.text == "up" and completion.attempts == 2


async def test_500_twice_then_success(wire: Wire, server: ScriptedLLMServer, tmp_path: Path) -> None:
    server.script(wire.path, wire.error(500), wire.error(502), wire.ok("finally"))
    completion = await wire_gateway(wire, server, tmp_path).complete("hi")
    assert completion.text == "finally" and completion.attempts == 3
    assert len(server.posts(wire.path)) == 3


async def test_401_is_not_retried_and_the_key_is_never_logged(
    wire: Wire, server: ScriptedLLMServer, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(wire.path, wire.error(401, f"Incorrect API key provided: {API_KEY}"), wire.ok("never"))
    gateway = wire_gateway(wire, server, tmp_path)
    with caplog.at_level(logging.DEBUG), pytest.raises(LLMAuthError) as info:  # every logger, SDKs too
        await gateway.complete("hi")
    assert info.value.status == 401 and not info.value.retryable
    assert len(server.posts(wire.path)) == 1
    shown = str(info.value) + info.value.body + json.dumps(info.value.details) + (info.value.hint or "")
    assert API_KEY not in shown
    for record in caplog.records:
        text = record.getMessage() + repr(record.args) + (record.exc_text or "")
        assert API_KEY not in text, record
    # ...and the log still says what failed, where, and what happens next.
    useful = [
        r
        for r in caplog.records
        if r.name == "assay.llm"
        and r.levelno == logging.ERROR
        and wire.model in r.getMessage()
        and "attempt 1/4" in r.getMessage()
        and "HTTP 401" in r.getMessage()
        and "giving up (not retryable)" in r.getMessage()
    ]
    assert len(useful) == 1, [r.getMessage() for r in caplog.records]


async def test_stall_past_the_deadline(wire: Wire, server: ScriptedLLMServer, tmp_path: Path) -> None:
    # A byte of whitespace every 50 ms: an inactivity timeout would never fire.
    server.script(wire.path, Step(body=wire.ok("late").body, stall_s=5.0))
    started = time.perf_counter()
    with pytest.raises(LLMTimeout) as info:
        await wire_gateway(wire, server, tmp_path).complete(
            "hi", options=GenerationOptions(timeout_s=0.5, max_retries=0)
        )
    assert time.perf_counter() - started < 1.5
    assert info.value.timeout_s == pytest.approx(0.5) and info.value.retryable


async def test_concurrency_limit_per_endpoint(wire: Wire, server: ScriptedLLMServer, tmp_path: Path) -> None:
    limit = 3
    server.script(wire.path, *[Step(body=wire.ok(f"a{i}").body, delay_s=0.2) for i in range(8)])
    gateway = wire_gateway(wire, server, tmp_path, llm_cache=False, **{wire.concurrency_setting: limit})
    answers = await asyncio.gather(*(gateway.complete(f"q{i}") for i in range(8)))
    assert sorted(a.text for a in answers) == sorted(f"a{i}" for i in range(8))
    assert server.max_in_flight == limit
