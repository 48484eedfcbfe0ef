"""What every repository shares: a session factory on a migrated engine, and one way to fail.

A database failure is never the user's fault: each repository turns SQLAlchemy's errors into a
retryable ``DATABASE_ERROR`` (HTTP 503, docs/storage.md) with the operation named, and logs the
redacted URL so an operator knows which database to look at.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from assay.errors import ExternalServiceError
from assay.storage._db import make_engine, migrate, redacted_url
from assay.storage._settings import StorageSettings, get_storage_settings

__all__ = ["SqlRepository", "migrated_engine"]

log = logging.getLogger(__name__)
T = TypeVar("T")


def migrated_engine(url: str | None, settings: StorageSettings | None) -> Engine:
    """An engine on ``url`` (default: the settings' URL), its schema migrated to every head.

    Raises:
        ConfigError: the URL is unusable.
        ExternalServiceError: the database cannot be reached or migrated.
    """
    settings = settings or get_storage_settings()
    engine = make_engine(url or settings.resolved_url(), echo=settings.database_echo)
    migrate(engine)
    return engine


class SqlRepository:
    """Base of the repositories: ``engine``, a session factory, and database errors mapped once.

    Args:
        engine: a migrated engine.
    """

    #: Extra ``details`` on the ``DATABASE_ERROR`` this repository raises (e.g. a retry delay).
    error_details: ClassVar[dict[str, Any] | None] = None

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({redacted_url(str(self.engine.url))!r})"

    def _run(self, what: str, work: Callable[[Session], T]) -> T:
        """``work`` in a session; a database failure becomes a retryable ``DATABASE_ERROR``."""
        try:
            with self._sessions() as session:
                return work(session)
        except SQLAlchemyError as exc:
            raise self._database_error(what, exc) from exc

    def _database_error(self, what: str, exc: Exception) -> ExternalServiceError:
        log.error(
            "database %s: could not %s: %s; check the database and ASSAY_DATABASE_URL",
            redacted_url(str(self.engine.url)),
            what,
            exc,
        )
        return ExternalServiceError(
            f"the database could not {what}",
            code="DATABASE_ERROR",
            retryable=True,
            hint="retry; if it persists check the database behind ASSAY_DATABASE_URL",
            details=self.error_details,
        )
