"""Error bodies for Assay errors (docs/grading.md, "Errors"), shared by the API and ``assay grade --json``.

``QUESTION_NOT_FOUND`` (404) carries ``{questionId, timestamp}``; user errors are 4xx with the
hint in ``details``; a service we depend on answers ``SYSTEM_ERROR`` with one fixed message and
``{retryable, errorCode}`` (503 when retrying may help, with a ``hint`` and, when the provider said,
a ``Retry-After`` header; 502 otherwise); anything else is a 500 ``SYSTEM_ERROR``.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

from assay.errors import AssayError, ExternalServiceError, NotFoundError, UserInputError
from assay.grading._schemas import ErrorResponse

__all__ = ["SYSTEM_MESSAGE", "ErrorReply", "error_reply", "timestamp"]

#: The message of every SYSTEM_ERROR body, word for word (docs/grading.md, "Errors").
SYSTEM_MESSAGE = "An internal error occurred while processing the submission"
RETRY_HINT = "Please retry shortly."


class ErrorReply:
    """An error as the API answers it: HTTP status, error body and extra headers."""

    def __init__(self, status: int, body: ErrorResponse, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.body = body
        self.headers = headers or {}


def timestamp() -> str:
    """Now, as error bodies write it (``2024-03-21T10:15:30Z``)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _reply(status: int, error: str, message: str, details: dict[str, Any] | None = None) -> ErrorReply:
    return ErrorReply(status, ErrorResponse(error=error, message=message, details=details or None))


def error_reply(exc: AssayError) -> ErrorReply:
    """The reply for an Assay error (see the module docstring)."""
    if isinstance(exc, NotFoundError) and exc.code == "QUESTION_NOT_FOUND":
        details = {"questionId": exc.details.get("questionId"), "timestamp": timestamp()}
        return _reply(404, "QUESTION_NOT_FOUND", exc.message, details)
    if isinstance(exc, NotFoundError):
        return _reply(404, exc.code, exc.message, {**exc.details, "timestamp": timestamp()})
    if isinstance(exc, UserInputError):
        details = dict(exc.details)
        if exc.hint:
            details["hint"] = exc.hint
        return _reply(422, exc.code, exc.message, details)
    if isinstance(exc, ExternalServiceError):
        details = {"retryable": exc.retryable, "errorCode": exc.code}
        if not exc.retryable:
            return _reply(502, "SYSTEM_ERROR", SYSTEM_MESSAGE, details)
        reply = _reply(503, "SYSTEM_ERROR", SYSTEM_MESSAGE, {**details, "hint": RETRY_HINT})
        wait = exc.details.get("retryAfterS")
        if isinstance(wait, int | float) and wait > 0:
            reply.headers["Retry-After"] = str(math.ceil(wait))
        return reply
    return _reply(500, "SYSTEM_ERROR", SYSTEM_MESSAGE, {"retryable": False, "errorCode": exc.code})
