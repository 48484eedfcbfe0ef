"""Engines and schema migrations: :func:`make_engine` and :func:`migrate` (Alembic, run in-process)."""

from __future__ import annotations

import logging
import os
from importlib import resources
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from assay.errors import ConfigError, ExternalServiceError

__all__ = ["make_engine", "migrate", "redacted_url"]

log = logging.getLogger(__name__)

#: Key of the PostgreSQL advisory lock held while migrating (any constant shared by all Assay servers).
_MIGRATION_LOCK_KEY = 0x41535341_59000001


def redacted_url(url: str) -> str:
    """The URL with any password hidden, for logs and messages."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<unparsable database URL>"


def make_engine(url: str, *, echo: bool = False) -> Engine:
    """An engine for ``url``; SQLite files get their directory, WAL mode and a busy timeout.

    Raises:
        ConfigError: the URL is malformed, names a driver that is not installed, or is a SQLite file
            whose directory cannot be created or written.
    """
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise ConfigError(
            f"ASSAY_DATABASE_URL is not a database URL: {exc}",
            hint="use e.g. sqlite:///path/to/assay.sqlite3 or postgresql+psycopg://user@host/assay",
        ) from None
    kwargs: dict[str, Any] = {"echo": echo}
    sqlite = parsed.get_backend_name() == "sqlite"
    if sqlite:
        kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        database = parsed.database
        if not database or database == ":memory:":
            kwargs["poolclass"] = StaticPool  # one shared connection, or each would see its own empty db
        else:
            _writable_sqlite_file(Path(database).expanduser())
    try:
        engine = create_engine(parsed, **kwargs)
    except (ArgumentError, ImportError) as exc:
        raise ConfigError(
            f"cannot use database {redacted_url(url)}: {exc}",
            hint="install the driver (PostgreSQL: pip install 'assay[scale]') or fix ASSAY_DATABASE_URL",
        ) from None
    if sqlite:
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _writable_sqlite_file(path: Path) -> None:
    """Create the directory of a SQLite file; a ConfigError when it cannot be created or written."""
    hint = "set ASSAY_DATA_DIR to a writable directory, or ASSAY_DATABASE_URL to another database"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"cannot create the database directory {str(path.parent)!r}: {exc.strerror or exc}", hint=hint
        ) from None
    if not os.access(path.parent, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        where = path if path.exists() else path.parent
        raise ConfigError(f"the database {str(where)!r} is not writable", hint=hint)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    try:
        # WAL lets the API read while a grade is being written; NORMAL sync is safe with WAL.
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
    finally:
        cursor.close()


def _alembic_config() -> Config:
    config = Config()
    location = resources.files("assay.storage").joinpath("migrations")
    config.set_main_option("script_location", str(location))
    return config


def migrate(engine: Engine, revision: str = "heads") -> None:
    """Bring the database schema to ``revision`` (default: every head, the newest) with Alembic.

    Each job keeps its tables on its own migration branch off the shared trunk (see
    docs/storage.md), so the default upgrades every head rather than a single ``head``.

    Safe to call at every start-up: an up-to-date database is left alone. On PostgreSQL the whole
    upgrade is one transaction (its DDL is transactional: it applies whole or not at all), and
    servers starting together on one database take turns (an advisory lock held until the commit),
    so the schema is migrated once and none of them fails on tables another one is creating.

    Raises:
        ExternalServiceError: the database cannot be reached or the migration failed (retryable).
    """
    config = _alembic_config()
    try:
        with engine.begin() as connection:
            _lock_for_migration(connection)
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
    except SQLAlchemyError as exc:
        raise ExternalServiceError(
            f"could not migrate the database {redacted_url(str(engine.url))}: {type(exc).__name__}: "
            f"{str(exc).splitlines()[0]}",
            code="DATABASE_ERROR",
            retryable=True,
            hint="check ASSAY_DATABASE_URL and that the database is reachable and writable",
        ) from exc
    log.debug("database %s is at revision %s", redacted_url(str(engine.url)), revision)


def _lock_for_migration(connection: Connection) -> None:
    """On PostgreSQL, wait for any other server migrating this database (released at commit)."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK_KEY})
