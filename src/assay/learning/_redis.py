"""The Redis client of the learning job (``ASSAY_REDIS_URL``): mastery store and event stream."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from assay.errors import ConfigError, ExternalServiceError

if TYPE_CHECKING:
    import redis

__all__ = ["redis_client", "redis_error"]

log = logging.getLogger(__name__)


def redis_error(what: str, exc: Exception) -> ExternalServiceError:
    """The retryable error for a failed Redis call (the URL, which may hold a password, is not in it)."""
    log.error("redis: could not %s: %s: %s; check ASSAY_REDIS_URL", what, type(exc).__name__, exc)
    return ExternalServiceError(
        f"Redis could not {what}: {type(exc).__name__}",
        code="REDIS_ERROR",
        retryable=True,
        hint="check that the Redis server behind ASSAY_REDIS_URL is running",
    )


def redis_client(url: str) -> redis.Redis:
    """A Redis client for ``url`` (checked with a PING).

    Raises:
        ConfigError: the ``redis`` package is missing or the URL is malformed.
        ExternalServiceError: the server does not answer.
    """
    try:
        import redis
    except ImportError:
        raise ConfigError(
            "ASSAY_REDIS_URL is set but the redis package is not installed",
            hint="pip install 'assay[redis]'",
        ) from None
    try:
        client = redis.Redis.from_url(url, socket_timeout=10, socket_connect_timeout=5)
    except ValueError as exc:
        raise ConfigError(
            f"ASSAY_REDIS_URL is not a Redis URL: {exc}", hint="use e.g. redis://127.0.0.1:6379/0"
        ) from None
    try:
        client.ping()
    except redis.RedisError as exc:
        client.close()
        raise redis_error("be reached", exc) from exc
    return client
