"""Fixtures of the queue tests: the session's redis-server and PostgreSQL, and real worker processes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.queue.stack import Proc, stack_env, start_worker
from tests.redis_server import redis_server, redis_url

__all__ = ["redis_server", "redis_url"]

pytest.importorskip("celery", reason="celery is in the [dev] and [scale] extras")


@pytest.fixture
def env(tmp_path: Path, redis_url: str, postgresql_url: str) -> dict[str, str]:
    """Settings of a stack on the test's Redis and a fresh PostgreSQL database; short timeouts."""
    return stack_env(
        tmp_path,
        ASSAY_QUEUE_URL=redis_url,
        ASSAY_DATABASE_URL=postgresql_url,
        ASSAY_QUEUE_VISIBILITY_TIMEOUT_S="6",
        ASSAY_WORKER_SWEEP_S="1",
        ASSAY_QUEUE_WAIT_S="60",
    )


@pytest.fixture
def workers(tmp_path: Path, env: dict[str, str]) -> Iterator[list[Proc]]:
    """Two real `assay worker` processes on the stack (killed at the end)."""
    started: list[Proc] = []
    try:
        for n in (1, 2):
            started.append(start_worker(tmp_path, env, f"worker{n}"))
        yield started
    finally:
        for proc in started:
            proc.stop()
