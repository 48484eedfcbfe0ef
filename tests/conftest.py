"""Shared fixtures. Servers the tests need are started here on 127.0.0.1."""

from __future__ import annotations

import atexit
from collections.abc import Iterator

import pytest

from assay.sandbox import Sandbox
from tests import databases
from tests.databases import connections_closed_afterwards


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    """A sandbox pool with the default settings, started once per test module that asks for it and
    stopped at the module's end. tests/api asks for one per session instead; tests/sandbox for a
    2-worker pool with full isolation (their conftests override this one)."""
    with Sandbox() as box:
        yield box


@pytest.fixture(scope="session")
def postgresql_server() -> Iterator[databases.PostgresServer]:
    """A throwaway PostgreSQL server for the session (Debian's binaries; skipped when not installed).

    Stopped (``pg_ctl stop -m immediate``) and deleted at the end of the session, also when a test
    fails or the run is interrupted; atexit covers an exit that skips fixture teardown.
    """
    pytest.importorskip("psycopg", reason="psycopg is in the [dev] and [scale] extras")
    try:
        server = databases.start()
    except databases.Unavailable as exc:
        pytest.skip(str(exc))
    atexit.register(server.stop)
    try:
        yield server
    finally:
        server.stop()
        atexit.unregister(server.stop)


@pytest.fixture
def postgresql_url(postgresql_server: databases.PostgresServer) -> Iterator[str]:
    """The ``postgresql+psycopg://`` URL of a fresh, empty database on the session's server."""
    name = postgresql_server.create_database()
    try:
        with connections_closed_afterwards():
            yield postgresql_server.url(name)
    finally:
        postgresql_server.drop_database(name)
