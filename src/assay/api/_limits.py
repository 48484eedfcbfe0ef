"""Rate limits on every route (a token bucket per key, per address when open) and CORS (docs/deploy.md).

Over the limit a request gets 429 ``RATE_LIMITED`` with ``Retry-After`` (a readable page for a browser
on the web pages). The bucket is the caller's key whichever door it came through: the API with a
header, the pages and ``/ws`` with the sign-in cookie. The buckets live in Redis
when one is configured (``ASSAY_RATE_LIMIT_REDIS_URL``, else ``ASSAY_QUEUE_URL``) so every API server
shares them, in memory otherwise. Request bodies are limited by ``BodyLimitMiddleware`` (413).

A job's event stream (``GET /api/jobs/{id}/events``) takes no token: a learner waiting on a grade
with the page open in several tabs would otherwise spend, just waiting, the limit they submit with.
It holds one of the caller's ``ASSAY_RATE_LIMIT_STREAMS`` slots while open and its opening counts in
a bucket of streams of its own (:meth:`assay.scale.Access.open_stream`).
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from assay.api._auth import AuthMiddleware, close_socket, principal_of
from assay.api._errors import error_response
from assay.scale import Access, ScaleSettings, retry_after
from assay.web import problem_page, wants_page

__all__ = ["RateLimitMiddleware", "install_access"]

log = logging.getLogger("assay.api")

_STREAM = re.compile(r"^/api/jobs/[^/]+/events$")


class RateLimitMiddleware:
    """429 with Retry-After once a caller's bucket is empty: a JSON body for the API, a page for a browser."""

    def __init__(self, app: ASGIApp, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        # Static files are the pages' own CSS and JS, read from disk: a page load is one request.
        if scope["type"] not in ("http", "websocket") or scope.get("path", "").startswith("/static/"):
            await self.app(scope, receive, send)
            return
        address = (scope.get("client") or ("?",))[0]
        if scope["type"] == "http" and scope.get("method") == "GET" and _STREAM.match(scope.get("path", "")):
            await self._stream(scope, receive, send, address)
            return
        wait = await asyncio.to_thread(self.access.take, principal_of(scope), address)
        if wait <= 0:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await close_socket(receive, send, 4429)
            return
        per_minute = self.access.per_minute
        message = f"Too many requests: the limit is {per_minute} a minute."
        await _refuse(scope, receive, send, wait, message, {"limitPerMinute": per_minute})

    async def _stream(self, scope: Scope, receive: Receive, send: Send, address: str) -> None:
        stream = await asyncio.to_thread(self.access.open_stream, principal_of(scope), address)
        if stream.refused is None:
            try:
                await self.app(scope, receive, send)
            finally:
                # Shielded: a request cancelled as it ends must still give its slot back.
                await asyncio.shield(asyncio.to_thread(self.access.close_stream, stream))
            return
        if stream.refused == "streams":
            most = self.access.settings.rate_limit_streams
            message = f"Too many event streams open at once: at most {most} for one key (or address)."
            details: dict[str, Any] = {"streamsAtOnce": most}
        else:
            message = f"Event streams opened too often: the limit is {self.access.per_minute} a minute."
            details = {"limitPerMinute": self.access.per_minute}
        await _refuse(scope, receive, send, stream.wait, message, details)


async def _refuse(
    scope: Scope, receive: Receive, send: Send, wait: float, message: str, details: dict[str, Any]
) -> None:
    """Answer 429 ``RATE_LIMITED`` with Retry-After: a page for a browser, the JSON body otherwise."""
    headers = {"Retry-After": retry_after(wait)}
    response: Response
    if wants_page(scope):
        hint = f"Wait {retry_after(wait)} seconds, then send it again (your answer is still in the form)."
        response = problem_page(
            scope, status=429, code="RATE_LIMITED", message=message, hint=hint, headers=headers
        )
    else:
        response = error_response(
            429,
            "RATE_LIMITED",
            message,
            {"hint": "retry after the Retry-After seconds", **details},
            headers=headers,
        )
    await response(scope, receive, send)


def install_access(app: FastAPI, settings: ScaleSettings) -> str:
    """Add the auth, rate-limit and CORS middlewares; a sentence saying how the API is open."""
    access = Access(settings)
    app.state.access = access  # the pages ask the same one (assay.web)
    per_minute = access.per_minute
    if access.limiter is not None:
        # Added before AuthMiddleware, so it runs after it and sees who the caller is.
        app.add_middleware(RateLimitMiddleware, access=access)
    app.add_middleware(AuthMiddleware, access=access)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["Authorization", "Content-Type", "X-API-Key", "Idempotency-Key"],
            expose_headers=["Retry-After", "Location"],
        )
    said = (
        "API keys required (ASSAY_AUTH=keys; in a browser: the sign-in page /sign-in)"
        if settings.auth == "keys"
        else "open local use: no API key needed (set ASSAY_AUTH=keys and make keys with `assay keys create`)"
    )
    limits = f"{per_minute} requests a minute per caller" if per_minute else "no rate limit"
    queue = "submissions queued for workers" if settings.queue_url else "grading in process"
    return f"{said}; {limits}; {queue}"
