"""Token buckets per client: in Redis (shared by every API server, one Lua script) or in memory.

A bucket holds ``burst`` tokens and refills at ``per_minute / 60`` a second; a request takes one.
:meth:`take` answers 0 when the request may go on, else the seconds until a token is there (the
``Retry-After`` of the 429).
"""

from __future__ import annotations

import logging
import math
import threading
import time
from typing import Any, Protocol

__all__ = ["MemoryBuckets", "RateLimiter", "RedisBuckets", "retry_after"]

log = logging.getLogger("assay.scale")


class RateLimiter(Protocol):
    """Takes one token from a client's bucket."""

    def take(self, client: str) -> float:
        """0 when allowed; otherwise the seconds to wait."""


class MemoryBuckets:
    """Buckets in this process (one API server)."""

    def __init__(self, per_minute: int, burst: int) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(burst)
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, client: str) -> float:
        now = time.monotonic()
        with self._lock:
            tokens, stamp = self._buckets.get(client, (self.burst, now))
            tokens = min(self.burst, tokens + (now - stamp) * self.rate)
            if tokens >= 1:
                self._buckets[client] = (tokens - 1, now)
                return 0.0
            self._buckets[client] = (tokens, now)
            return (1 - tokens) / self.rate


# KEYS[1]: the bucket; ARGV: rate per second, burst. Redis' own clock, so servers need not agree.
_LUA = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1000000
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'stamp')
local tokens = tonumber(state[1]) or burst
local stamp = tonumber(state[2]) or t
tokens = math.min(burst, tokens + (t - stamp) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = (1 - tokens) / rate end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'stamp', t)
redis.call('EXPIRE', KEYS[1], math.ceil(burst / rate) + 1)
return tostring(wait)
"""


class RedisBuckets:
    """Buckets in Redis, shared by every API server; in memory while Redis is unreachable."""

    def __init__(self, url: str, per_minute: int, burst: int) -> None:
        import redis

        self.rate = per_minute / 60.0
        self.burst = burst
        self.client = redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1)
        self.script: Any = self.client.register_script(_LUA)
        self.fallback = MemoryBuckets(per_minute, burst)

    def take(self, client: str) -> float:
        import redis

        try:
            return float(self.script(keys=[f"assay:ratelimit:{client}"], args=[self.rate, self.burst]))
        except redis.RedisError as exc:
            log.warning("rate limits in memory for now: Redis unreachable (%s)", type(exc).__name__)
            return self.fallback.take(client)


def retry_after(wait: float) -> str:
    """The Retry-After header value for a wait (whole seconds, at least 1)."""
    return str(max(1, math.ceil(wait)))
