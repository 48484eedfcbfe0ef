"""The retry policy's parts: backoff jitter, Retry-After in its three spellings, the attempt floor."""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import httpx
import pytest

from assay.llm import Gateway
from assay.llm._retry import CallClock, backoff_delay, min_useful_attempt_s, parse_retry_after
from tests.llm.conftest import CHAT, make_settings
from tests.llm.scripted_server import ScriptedLLMServer, error, ok


def _http_date(seconds_from_now: float) -> str:
    return format_datetime(datetime.now(UTC) + timedelta(seconds=seconds_from_now), usegmt=True)


@pytest.mark.parametrize("attempt", [1, 2, 3, 4, 8])
def test_backoff_is_jittered_between_half_and_all_of_the_capped_exponential(attempt: int) -> None:
    rng = random.Random(attempt)
    ceiling = min(30.0, 1.0 * 2 ** (attempt - 1))
    delays = [backoff_delay(attempt, base_s=1.0, max_s=30.0, rng=rng) for _ in range(500)]
    assert all(0.5 * ceiling <= d <= ceiling for d in delays)
    assert max(delays) - min(delays) > 0.3 * ceiling  # really jittered, not a constant
    assert max(delays) > 0.9 * ceiling and min(delays) < 0.6 * ceiling  # the whole band is used


def test_backoff_cap_holds_for_late_attempts() -> None:
    assert backoff_delay(20, base_s=1.0, max_s=30.0, rng=random.Random(0)) <= 30.0


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"Retry-After": "1.5"}, 1.5),
        ({"Retry-After": "7"}, 7.0),
        ({"retry-after-ms": "250"}, 0.25),
        ({"retry-after-ms": "250", "Retry-After": "9"}, 0.25),  # the precise one wins
        ({"retry-after-ms": "soon", "Retry-After": "2"}, 2.0),
        ({"Retry-After": "-3"}, 0.0),
        ({"Retry-After": "whenever"}, None),
        ({}, None),
    ],
)
def test_parse_retry_after(headers: dict[str, str], expected: float | None) -> None:
    assert parse_retry_after(httpx.Headers(headers)) == expected


def test_parse_retry_after_http_dates() -> None:
    ahead = parse_retry_after(httpx.Headers({"Retry-After": _http_date(30)}))
    assert ahead is not None and 28.0 <= ahead <= 30.0  # the date has whole seconds
    assert parse_retry_after(httpx.Headers({"Retry-After": _http_date(-60)})) == 0.0
    assert parse_retry_after(httpx.Headers({"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"})) == 0.0
    assert parse_retry_after(None) is None


def test_attempt_floor_and_clock() -> None:
    assert min_useful_attempt_s(120.0, 240.0) == pytest.approx(12.0)
    assert min_useful_attempt_s(120.0, 0.4) == pytest.approx(0.05)
    assert min_useful_attempt_s(0.02, 10.0) == pytest.approx(0.02)  # never more than an attempt may take
    clock = CallClock(0.2)
    assert 0.0 < clock.remaining() <= 0.2
    time.sleep(0.25)
    assert clock.remaining() == 0.0 and clock.elapsed() >= 0.25


async def test_retry_after_ms_through_the_sdk(server: ScriptedLLMServer, gateway: Gateway) -> None:
    server.script(CHAT, error(429, "slow down", headers={"retry-after-ms": "600"}), ok("done"))
    started = time.perf_counter()
    assert (await gateway.complete("hi")).text == "done"
    assert time.perf_counter() - started >= 0.6


async def test_retry_after_http_date_through_the_sdk(server: ScriptedLLMServer, tmp_path: Path) -> None:
    gw = Gateway(settings=make_settings(server, tmp_path, llm_cache=False))
    server.script(CHAT, error(429, "slow down", headers={"Retry-After": _http_date(2)}), ok("done"))
    started = time.perf_counter()
    assert (await gw.complete("hi")).text == "done"
    assert time.perf_counter() - started >= 1.0  # whole-second dates: between 1 and 2 s from now
