"""Token buckets per client: in Redis (shared by every API server, one Lua script) or in memory.

A bucket holds ``burst`` tokens and refills at ``per_minute / 60`` a second; a request takes one.
:meth:`take` answers 0 when the request may go on, else the seconds until a token is there (the
``Retry-After`` of the 429). :class:`StreamSlots` counts the event streams a client holds open
(docs/deploy.md, "Rate limits").
"""

from __future__ import annotations

import logging
import math
import threading
import time
import uuid
from typing import Any, Protocol

__all__ = ["MemoryBuckets", "RateLimiter", "RedisBuckets", "StreamSlots", "retry_after"]

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


# KEYS[1]: the client's open streams, a sorted set of tickets scored by when their hold lapses;
# ARGV: the cap, the hold in seconds, the new ticket. Redis' own clock, so servers need not agree.
_SLOT_LUA = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1000000
local cap = tonumber(ARGV[1])
local hold = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', t)
if redis.call('ZCARD', KEYS[1]) >= cap then return 0 end
redis.call('ZADD', KEYS[1], t + hold, ARGV[3])
redis.call('EXPIRE', KEYS[1], math.ceil(hold) + 1)
return 1
"""
_MEMORY = "mem:"


class StreamSlots:
    """At most ``cap`` open streams per client: in Redis when ``url`` is given (every API server
    shares the count), in memory otherwise or while Redis is unreachable.

    A slot in Redis lapses after ``hold_s`` by itself, so a server killed while it held streams
    cannot keep their slots taken for ever; ``hold_s`` must outlast the longest stream.
    """

    def __init__(self, cap: int, hold_s: float, url: str | None = None) -> None:
        self.cap = cap
        self.hold_s = hold_s
        self._held: dict[str, set[str]] = {}
        self._lock = threading.Lock()
        self.client: Any = None
        self.script: Any = None
        if url:
            import redis

            self.client = redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1)
            self.script = self.client.register_script(_SLOT_LUA)

    def acquire(self, client: str) -> str | None:
        """A ticket for one more stream of ``client`` (give it back with :meth:`release`), or
        ``None`` when it already holds ``cap``."""
        ticket = uuid.uuid4().hex
        if self.client is not None:
            import redis

            try:
                taken = self.script(keys=[_slots_key(client)], args=[self.cap, self.hold_s, ticket])
                return ticket if int(taken) else None
            except redis.RedisError as exc:
                log.warning("stream slots in memory for now: Redis unreachable (%s)", type(exc).__name__)
        ticket = _MEMORY + ticket
        with self._lock:
            held = self._held.setdefault(client, set())
            if len(held) >= self.cap:
                return None
            held.add(ticket)
        return ticket

    def release(self, client: str, ticket: str) -> None:
        """Give a stream's slot back (a ticket given back twice frees one slot)."""
        if ticket.startswith(_MEMORY):
            with self._lock:
                held = self._held.get(client, set())
                held.discard(ticket)
                if not held:
                    self._held.pop(client, None)
            return
        import redis

        try:
            self.client.zrem(_slots_key(client), ticket)
        except redis.RedisError as exc:  # the slot lapses by itself after hold_s
            log.warning("could not give a stream slot back (%s); it lapses by itself", type(exc).__name__)


def _slots_key(client: str) -> str:
    return f"assay:streams:{client}"


def retry_after(wait: float) -> str:
    """The Retry-After header value for a wait (whole seconds, at least 1)."""
    return str(max(1, math.ceil(wait)))
