"""Error bodies for every failure (docs/grading.md, "Errors"), and the body-size limit (413 before parsing).

No FastAPI default shape leaks: request validation errors, unknown routes and unexpected
exceptions all answer ``{"success": false, "error", "message", "details"?}``.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from assay.envelope import SYSTEM_MESSAGE, ErrorResponse, error_reply
from assay.errors import AssayError, ConfigError, ExternalServiceError, UserInputError

__all__ = ["SYSTEM_ERRORS", "BodyLimitMiddleware", "error_response", "install_error_handlers"]

log = logging.getLogger("assay.api")

EVALUATE_PATH = "/api/submissions/evaluate"

#: The SYSTEM_ERROR answers every endpoint may give, for the OpenAPI ``responses`` of each route.
SYSTEM_ERRORS: dict[int | str, dict[str, Any]] = {
    500: {"model": ErrorResponse, "description": "SYSTEM_ERROR: an internal or configuration error"},
    502: {
        "model": ErrorResponse,
        "description": "SYSTEM_ERROR: a service we depend on failed for good (details.retryable false)",
    },
    503: {
        "model": ErrorResponse,
        "description": "SYSTEM_ERROR, retryable: the sandbox, the question store, the database or a "
        "required model translation is busy or down (details.errorCode, e.g. RATE_LIMIT_EXCEEDED, "
        "LLM_TIMEOUT, DATABASE_ERROR; Retry-After when known)",
    },
}


def error_response(
    status: int,
    error: str,
    message: str,
    details: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    """An error body with this HTTP status."""
    body = ErrorResponse(error=error, message=message, details=details or None)
    return JSONResponse(status_code=status, content=body.to_json(), headers=headers)


def _for_assay_error(exc: AssayError) -> JSONResponse:
    if isinstance(exc, ExternalServiceError):
        log.error(
            "a service we depend on failed (%s): %s; answered SYSTEM_ERROR with retryable=%s",
            exc.code,
            exc,
            exc.retryable,
        )
    elif isinstance(exc, ConfigError):
        log.error("configuration problem (%s): %s", exc.code, exc)
    elif not isinstance(exc, UserInputError):
        log.error("internal error (%s): %s", exc.code, exc)
    reply = error_reply(exc)
    return JSONResponse(status_code=reply.status, content=reply.body.to_json(), headers=reply.headers)


def _describe_validation(exc: RequestValidationError) -> str:
    problems = []
    for error in exc.errors()[:3]:
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body") or "body"
        problems.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(problems)


def install_error_handlers(app: FastAPI) -> None:
    """Map every error to an error body."""

    @app.exception_handler(AssayError)
    async def _assay(_request: Request, exc: AssayError) -> JSONResponse:
        return _for_assay_error(exc)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        problem = _describe_validation(exc)
        if request.url.path == EVALUATE_PATH:
            return error_response(
                422,
                "INVALID_SOLUTION",
                'The request must be a JSON object {"questionId": string, "solution": string} where the '
                f"solution holds a `class Solution` with the question's typed method ({problem})",
            )
        return error_response(422, "INVALID_INPUT", f"The request is invalid: {problem}")

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED"}.get(exc.status_code, "HTTP_ERROR")
        message = (
            f"No such endpoint: {request.method} {request.url.path} (see /docs)"
            if exc.status_code in (404, 405)
            else str(exc.detail)
        )
        return error_response(exc.status_code, code, message)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return error_response(
            500, "SYSTEM_ERROR", SYSTEM_MESSAGE, {"retryable": False, "errorCode": "INTERNAL_ERROR"}
        )


class BodyLimitMiddleware:
    """Answer 413 for a body over ``max_bytes``, before anything parses it.

    A declared ``Content-Length`` is checked at once; a chunked body is counted as it arrives
    (buffered, at most ``max_bytes``) and replayed to the app when it fits.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None:
            try:
                size = int(declared)
            except ValueError:
                size = -1
            if size > self.max_bytes:
                await self._reject(scope, receive, send, size)
                return
            if size >= 0:
                await self.app(scope, receive, send)
                return
        buffered: list[Message] = []
        total = 0
        while True:
            message = await receive()
            buffered.append(message)
            if message["type"] != "http.request":
                break
            total += len(message.get("body", b""))
            if total > self.max_bytes:
                await self._reject(scope, receive, send, None)
                return
            if not message.get("more_body", False):
                break

        async def replay() -> Message:
            return buffered.pop(0) if buffered else await receive()

        await self.app(scope, replay, send)

    async def _reject(self, scope: Scope, receive: Receive, send: Send, size: int | None) -> None:
        said = f"{size:,} bytes" if size is not None else f"over {self.max_bytes:,} bytes"
        log.info("rejected a %s body on %s (limit %d)", said, scope.get("path"), self.max_bytes)
        response = error_response(
            413,
            "PAYLOAD_TOO_LARGE",
            f"The request body is {said}; the limit is {self.max_bytes:,} bytes. "
            "Shorten the solution (remove long comments or unused code).",
            {"limitBytes": self.max_bytes},
        )
        await response(scope, receive, send)
