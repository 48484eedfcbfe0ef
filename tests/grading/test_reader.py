"""Pseudocode is read in worker processes with a hard deadline (docs/grading.md, "Reading pseudocode").

Real worker processes throughout: a forkserver that imported the normaliser, and the texts the
normaliser is known to read slowly (docs/pseudocode.md, "Bounded reading").
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from assay.api import ApiSettings, create_app
from assay.errors import ExternalServiceError
from assay.grading import Reader, normalise
from assay.grading import _reader as reader_module
from assay.judge import Param, Signature
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import EVALUATE, served

SIGNATURE = Signature(method="lengthOfLongestSubstring", params=[Param(name="s", type="str")], returns="int")
ANSWERS = (
    "function longest(s)\n  best <- 0\n  for i from 0 to length(s) - 1\n"
    "    best <- max(best, i)\n  return best\n",
    "class Solution:\n    def lengthOfLongestSubstring(self, s: str) -> int:\n        return len(set(s))\n",
    "set seen to an empty set\nfor each c in s\n  add c to seen\nreturn the size of seen\n",
    "this line is not pseudocode at all ☃\n",
)
# About 20,000 characters of ordinary steps: seconds to read on any machine (linear, with a large
# constant: docs/pseudocode.md, "Bounded reading"), and accepted by the service's length limit.
SLOW = "function longest(s)\n" + "    x <- x + 1\n" * 1300 + "    return x\n"


@pytest.fixture
def reader() -> Iterator[Reader]:
    reader = Reader(workers=1)
    yield reader
    reader.close()


def _read(reader: Reader, text: str, timeout_s: float = 60.0) -> Any:
    return asyncio.run(reader.normalise(text, SIGNATURE, timeout_s=timeout_s))


@pytest.mark.parametrize("text", ANSWERS)
def test_a_reading_in_a_worker_is_the_reading_in_this_process(reader: Reader, text: str) -> None:
    assert _read(reader, text).model_dump() == normalise(text, SIGNATURE).model_dump()


def test_no_workers_reads_in_this_process() -> None:
    reader = Reader(workers=0)
    assert _read(reader, ANSWERS[0]).model_dump() == normalise(ANSWERS[0], SIGNATURE).model_dump()
    assert reader._pool is None


def test_a_reading_past_its_deadline_is_stopped_and_every_line_is_listed(reader: Reader) -> None:
    reader.warm()
    started = time.monotonic()
    result = _read(reader, SLOW, timeout_s=0.2)
    took = time.monotonic() - started
    assert not result.ok, "the slow text was read within 0.2 s: it no longer tests the deadline"
    assert result.error is not None and "within 0.2 s" in result.error.message
    assert [u.line for u in result.unrecognised] == list(range(1, SLOW.count("\n") + 1))
    assert "gave up on this answer after 0.2 s" in result.unrecognised[0].hint
    # Stopped at the deadline: not after the reading's seconds, nor after pebble's 3 s grace for a
    # worker that ignores SIGTERM.
    assert took < 2.5, took
    # A fresh worker reads the next answer.
    assert _read(reader, ANSWERS[0]).ok


def test_the_event_loop_runs_while_a_worker_reads(reader: Reader) -> None:
    reader.warm()

    async def main() -> tuple[int, bool]:
        ticks = 0

        async def tick() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        ticking = asyncio.create_task(tick())
        result = await reader.normalise(SLOW, SIGNATURE, timeout_s=0.5)
        ticking.cancel()
        return ticks, result.ok

    ticks, ok = asyncio.run(main())
    assert not ok
    # Read on the loop's thread, the loop would not have ticked once in the reading's seconds.
    assert ticks >= 10, ticks


def test_a_workers_log_line_reaches_this_process_log(
    reader: Reader, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="assay.grading")
    deep = "return x" + "+x" * 5000
    result = _read(reader, deep)
    assert not result.ok
    assert any(
        r.name.endswith("_normalise")
        and "nests too deep" in r.getMessage()
        and "in a reader process" in r.getMessage()
        for r in caplog.records
    ), [r.getMessage() for r in caplog.records]


def test_a_pool_that_never_starts_degrades_to_reading_here(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    class NoWorkers:
        active = True

        def __init__(self, **_: object) -> None:
            pass

        def submit(self, *_: object) -> Any:
            raise BrokenProcessPool("All workers expired")

        def stop(self) -> None:
            pass

        def join(self) -> None:
            pass

    monkeypatch.setattr(reader_module.pebble, "ProcessPool", NoWorkers)
    reader = Reader(workers=2)
    for text in ANSWERS[:2]:
        assert _read(reader, text).model_dump() == normalise(text, SIGNATURE).model_dump()
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and "guard its entry" in errors[0].getMessage()
    reader.close()


def _workers() -> list[Any]:
    return [p for p in multiprocessing.active_children() if p.name == "pebble_pool_worker"]


def test_a_worker_killed_while_idle_is_replaced_and_none_is_left_behind() -> None:
    # pebble breaks its whole pool when an idle worker dies (the kernel's OOM killer, an operator):
    # the reader starts a new pool and stops the old one's survivors (stop 32's review, H2)
    others = {p.pid for p in _workers()}  # the process-wide reader's, started by other tests

    def ours() -> list[Any]:
        return [p for p in _workers() if p.pid not in others]

    reader = Reader(workers=2)
    reader.warm()
    for _ in range(2):
        before = ours()
        assert len(before) == 2
        os.kill(before[0].pid or 0, signal.SIGKILL)
        time.sleep(0.5)
        assert _read(reader, ANSWERS[0]).ok
        time.sleep(1.0)  # the old pool is stopped off the caller's thread
        assert len(ours()) == 2, [p.pid for p in ours()]
    reader.close()
    time.sleep(0.5)
    assert ours() == []


def test_an_answer_that_waits_too_long_for_a_worker_is_a_retryable_system_error(
    reader: Reader, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader.warm()
    monkeypatch.setattr(reader_module, "_wait_s", lambda timeout_s: 0.3)

    async def main() -> Any:
        slow = asyncio.create_task(reader.normalise(SLOW, SIGNATURE, timeout_s=60))
        await asyncio.sleep(0.1)  # the one worker takes the slow answer
        try:
            return await reader.normalise(ANSWERS[0], SIGNATURE, timeout_s=60)
        finally:
            slow.cancel()

    with pytest.raises(ExternalServiceError) as raised:
        asyncio.run(main())
    assert raised.value.retryable and raised.value.code == "READER_BUSY"


def test_a_closed_reader_reads_in_this_process(reader: Reader) -> None:
    reader.close()
    assert _read(reader, ANSWERS[0]).model_dump() == normalise(ANSWERS[0], SIGNATURE).model_dump()


def test_over_http_a_reading_past_its_deadline_is_not_understood_not_a_grade(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    service = make_service(tmp_path, sandbox, read_timeout_s=0.2)
    with served(create_app(ApiSettings(), service=service)) as http:
        response = http.post(EVALUATE, json={"questionId": "3", "solution": SLOW})
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["success"] is False and body["error"] == "PSEUDOCODE_NOT_UNDERSTOOD", body
    assert "gave up on this answer after 0.2 s" in body["message"], body


def test_over_http_the_service_answers_others_while_one_answer_is_read(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    service = make_service(tmp_path, sandbox, read_timeout_s=60)
    service.reader.warm()
    with served(create_app(ApiSettings(), service=service)) as http:
        done = threading.Event()

        def grade() -> None:
            http.post(EVALUATE, json={"questionId": "3", "solution": SLOW})
            done.set()

        grading = threading.Thread(target=grade)
        grading.start()
        time.sleep(0.3)  # the reading has begun; it takes seconds
        health = http.get("/health")
        answered_while_reading = not done.is_set()
        grading.join()
    assert health.status_code == 200
    assert answered_while_reading, "the health check waited for the reading to finish"
