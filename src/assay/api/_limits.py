"""Rate limits on every route (a token bucket per key, per address when open) and CORS (docs/deploy.md).

Over the limit a request gets 429 ``RATE_LIMITED`` with ``Retry-After`` (a readable page for a browser
on the web pages). The bucket is the caller's key whichever door it came through: the API with a
header, the pages and ``/ws`` with the sign-in cookie. The buckets live in Redis
when one is configured (``ASSAY_RATE_LIMIT_REDIS_URL``, else ``ASSAY_QUEUE_URL``) so every API server
shares them, in memory otherwise. Request bodies are limited by ``BodyLimitMiddleware`` (413).
"""

from __future__ import annotations

import asyncio
import logging

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
        wait = await asyncio.to_thread(self.access.take, principal_of(scope), address)
        if wait <= 0:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await close_socket(receive, send, 4429)
            return
        per_minute = self.access.per_minute
        message = f"Too many requests: the limit is {per_minute} a minute."
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
                {"hint": "retry after the Retry-After seconds", "limitPerMinute": per_minute},
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
