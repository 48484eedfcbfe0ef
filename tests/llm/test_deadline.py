"""The per-call deadline: slot wait, attempts, backoff and the repair round share one wall-clock budget."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest
from pydantic import BaseModel

from assay.llm import Gateway, GenerationOptions, LLMHTTPError, LLMRateLimited, LLMTimeout
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, Step, error, ok, openai_body


class Out(BaseModel):
    n: int


def _stall(seconds: float) -> Step:
    return Step(body=openai_body("late"), stall_s=seconds)


async def _warm(gateway: Gateway) -> Gateway:
    """Build the loop's client first: like the SDK import, that one-off work is outside every deadline."""
    await gateway._ready(None)
    return gateway


def test_default_deadline_is_twice_the_attempt_timeout(server: ScriptedLLMServer, tmp_path: Path) -> None:
    gw = Gateway(settings=make_settings(server, tmp_path, llm_timeout_s=30.0))
    assert gw._bounds(GenerationOptions()) == (30.0, 60.0)
    assert gw._bounds(GenerationOptions(timeout_s=0.5)) == (0.5, 1.0)
    assert gw._bounds(GenerationOptions(timeout_s=0.5, deadline_s=9)) == (0.5, 9.0)
    configured = Gateway(settings=make_settings(server, tmp_path, llm_timeout_s=30.0, llm_deadline_s=45.0))
    assert configured._bounds(GenerationOptions()) == (30.0, 45.0)


async def test_attempt_timeout_with_default_retries_stays_within_the_call_deadline(
    server: ScriptedLLMServer, gateway: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    # Before: each of the 4 attempts got its own 0.5 s, and the call took 2.75 s.
    server.script(CHAT, *[_stall(3.0) for _ in range(4)])
    await _warm(gateway)
    started = time.perf_counter()
    with caplog.at_level(logging.ERROR, logger="assay.llm"), pytest.raises(LLMTimeout):
        await gateway.complete("hi", options=GenerationOptions(timeout_s=0.5))
    assert time.perf_counter() - started < 1.1  # the derived deadline is 1.0 s
    assert any("deadline" in r.getMessage() and "giving up" in r.getMessage() for r in caplog.records)


async def test_each_attempt_gets_only_what_the_deadline_leaves(
    server: ScriptedLLMServer, gateway: Gateway
) -> None:
    server.script(CHAT, error(500), _stall(5.0), ok("never"))
    await _warm(gateway)
    started = time.perf_counter()
    with pytest.raises(LLMTimeout) as info:
        await gateway.complete("hi", options=GenerationOptions(timeout_s=5.0, deadline_s=0.8))
    elapsed = time.perf_counter() - started
    assert 0.7 < elapsed < 1.2
    assert info.value.timeout_s is not None and info.value.timeout_s < 0.8
    assert "call's 0.8s deadline" in info.value.message
    assert len(server.posts(CHAT)) == 2


async def test_a_retry_after_that_cannot_fit_is_not_waited_for(
    server: ScriptedLLMServer, gateway: Gateway, caplog: pytest.LogCaptureFixture
) -> None:
    server.script(CHAT, error(429, "slow down", headers={"Retry-After": "2"}), ok("too late"))
    await _warm(gateway)
    started = time.perf_counter()
    with caplog.at_level(logging.ERROR, logger="assay.llm"), pytest.raises(LLMRateLimited):
        await gateway.complete("hi", options=GenerationOptions(deadline_s=1.0))
    assert time.perf_counter() - started < 0.5
    assert len(server.posts(CHAT)) == 1
    assert any("does not fit" in r.getMessage() for r in caplog.records)


async def test_waiting_for_a_slot_counts_against_the_deadline(
    server: ScriptedLLMServer, tmp_path: Path
) -> None:
    gw = Gateway(settings=make_settings(server, tmp_path, llm_concurrency_remote=1, llm_cache=False))
    server.script(CHAT, Step(body=openai_body("slow"), delay_s=1.5), ok("never sent"))
    await _warm(gw)
    first = asyncio.create_task(gw.complete("first"))
    await asyncio.sleep(0.1)  # the first call holds the only slot
    started = time.perf_counter()
    with pytest.raises(LLMTimeout) as info:
        await gw.complete("second", options=GenerationOptions(deadline_s=0.4))
    assert time.perf_counter() - started < 0.8
    assert "free slot" in info.value.message
    assert len(server.posts(CHAT)) == 1
    assert (await first).text == "slow"


async def test_the_repair_round_shares_the_deadline(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, ok("not json"), _stall(5.0))
    await _warm(gateway)
    started = time.perf_counter()
    with pytest.raises(LLMTimeout):
        await gateway.structured("q", Out, options=GenerationOptions(timeout_s=5.0, deadline_s=0.8))
    assert time.perf_counter() - started < 1.2


async def test_fast_failures_retry_until_the_deadline_then_stop(
    server: ScriptedLLMServer, tmp_path: Path
) -> None:
    gw = Gateway(
        settings=make_settings(
            server, tmp_path, llm_max_retries=10, llm_backoff_base_s=0.2, llm_backoff_max_s=0.2
        )
    )
    server.script(CHAT, *[error(500) for _ in range(11)])
    await _warm(gw)
    started = time.perf_counter()
    with pytest.raises(LLMHTTPError) as info:
        await gw.complete("hi", options=GenerationOptions(deadline_s=0.7))
    assert time.perf_counter() - started < 0.8
    # 0.1-0.2 s between attempts: a few fit in 0.7 s, never all eleven.
    assert 2 <= info.value.details["attempts"] <= 7
    assert len(server.posts(CHAT)) == info.value.details["attempts"]
