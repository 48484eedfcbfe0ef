"""Rate limits on every route (a token bucket per key, per address when open) and CORS (docs/deploy.md).

Over the limit a request gets 429 ``RATE_LIMITED`` with ``Retry-After``. The buckets live in Redis
when one is configured (``ASSAY_RATE_LIMIT_REDIS_URL``, else ``ASSAY_QUEUE_URL``) so every API server
shares them, in memory otherwise. Request bodies are limited by ``BodyLimitMiddleware`` (413).
"""

from __future__ import annotations

import asyncio
import logging

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

from assay.api._auth import AuthMiddleware, principal_of
from assay.api._errors import error_response
from assay.scale import MemoryBuckets, RateLimiter, RedisBuckets, ScaleSettings, retry_after

__all__ = ["RateLimitMiddleware", "install_access"]

log = logging.getLogger("assay.api")


class RateLimitMiddleware:
    """429 with Retry-After once a caller's bucket is empty."""

    def __init__(self, app: ASGIApp, limiter: RateLimiter, per_minute: int) -> None:
        self.app = app
        self.limiter = limiter
        self.per_minute = per_minute

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        principal = principal_of(scope)
        client = f"key:{principal.key_id}" if principal.key_id else f"ip:{(scope.get('client') or ('?',))[0]}"
        wait = await asyncio.to_thread(self.limiter.take, client)
        if wait <= 0:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4429})
            return
        response = error_response(
            429,
            "RATE_LIMITED",
            f"Too many requests: the limit is {self.per_minute} a minute.",
            {"hint": "retry after the Retry-After seconds", "limitPerMinute": self.per_minute},
            headers={"Retry-After": retry_after(wait)},
        )
        await response(scope, receive, send)


def install_access(app: FastAPI, settings: ScaleSettings) -> str:
    """Add the auth, rate-limit and CORS middlewares; a sentence saying how the API is open."""
    per_minute = settings.per_minute()
    if per_minute > 0:
        redis_url = settings.rate_limit_redis_url or settings.queue_url
        limiter: RateLimiter = (
            RedisBuckets(redis_url, per_minute, settings.burst())
            if redis_url
            else MemoryBuckets(per_minute, settings.burst())
        )
        # Added before AuthMiddleware, so it runs after it and sees who the caller is.
        app.add_middleware(RateLimitMiddleware, limiter=limiter, per_minute=per_minute)
    app.add_middleware(AuthMiddleware, settings=settings)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["Authorization", "Content-Type", "X-API-Key", "Idempotency-Key"],
            expose_headers=["Retry-After", "Location"],
        )
    access = (
        "API keys required (ASSAY_AUTH=keys)"
        if settings.auth == "keys"
        else "open local use: no API key needed (set ASSAY_AUTH=keys and make keys with `assay keys create`)"
    )
    limits = f"{per_minute} requests a minute per caller" if per_minute else "no rate limit"
    queue = "submissions queued for workers" if settings.queue_url else "grading in process"
    return f"{access}; {limits}; {queue}"
