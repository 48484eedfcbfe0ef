"""The error body, its HTTP status and headers, rendered from an Assay error (docs/grading.md, "Errors")."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from assay.errors import AssayError, ExternalServiceError, NotFoundError, UserInputError

__all__ = ["RETRY_HINT", "SYSTEM_MESSAGE", "ErrorReply", "ErrorResponse", "error_reply", "timestamp"]

#: The message of every SYSTEM_ERROR body, word for word (docs/grading.md, "Errors").
SYSTEM_MESSAGE = "An internal error occurred while processing the submission"
RETRY_HINT = "Please retry shortly."


class ErrorResponse(BaseModel):
    """The error body of every failure (docs/grading.md, "Errors")."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, serialize_by_alias=True)

    success: Literal[False] = False
    error: str = Field(description="QUESTION_NOT_FOUND, INVALID_SOLUTION, SYSTEM_ERROR, PAYLOAD_TOO_LARGE...")
    message: str
    details: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON body; ``details`` left out when there are none (docs/grading.md, "Errors")."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


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
