"""Errors shown as readable messages: the API's error body (docs/grading.md, "Errors") in words."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import BaseModel

from assay.envelope import SYSTEM_MESSAGE, error_reply
from assay.errors import AssayError

__all__ = ["Problem", "problem_from", "problem_from_body"]

log = logging.getLogger("assay.web")


class Problem(BaseModel):
    """What went wrong, for a person: the code, the message, what to do, the lines at fault."""

    status: int
    code: str
    message: str
    hint: str | None = None
    lines: list[dict[str, Any]] = []
    ours: bool = False


def problem_from(exc: Exception) -> Problem:
    """The readable form of an error; never a traceback (unexpected ones are logged here)."""
    if not isinstance(exc, AssayError):
        log.exception("unexpected error behind a page", exc_info=exc)
        return Problem(status=500, code="SYSTEM_ERROR", message=SYSTEM_MESSAGE, ours=True)
    reply = error_reply(exc)
    details = reply.body.details or {}
    hint = details.get("hint") or exc.hint
    lines = details.get("lines") if isinstance(details.get("lines"), list) else []
    return Problem(
        status=reply.status,
        code=str(details.get("errorCode") or reply.body.error),
        message=reply.body.message,
        hint=str(hint) if hint else None,
        lines=lines or [],
        ours=reply.status >= 500,
    )


def problem_from_body(status: int, body: dict[str, Any]) -> Problem:
    """The readable form of an API error body (a queued grade's recorded error, docs/deploy.md)."""
    found = body.get("details")
    details: dict[str, Any] = found if isinstance(found, dict) else {}
    hint = details.get("hint")
    lines = details.get("lines")
    return Problem(
        status=status,
        code=str(details.get("errorCode") or body.get("error") or "SYSTEM_ERROR"),
        message=str(body.get("message") or SYSTEM_MESSAGE),
        hint=str(hint) if hint else None,
        lines=lines if isinstance(lines, list) else [],
        ours=status >= 500,
    )
