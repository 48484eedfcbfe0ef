"""Fixtures of the learning tests: the project databases (SQLite and real PostgreSQL) and a real Redis."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.databases import connections_closed_afterwards
from tests.redis_server import redis_server, redis_url

__all__ = ["database_url", "redis_server", "redis_url"]


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database: a SQLite file, or a new database on the session's PostgreSQL server."""
    if request.param == "postgresql":
        yield request.getfixturevalue("postgresql_url")
        return
    with connections_closed_afterwards():
        yield f"sqlite:///{tmp_path / 'assay.sqlite3'}"
