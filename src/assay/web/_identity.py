"""Who is using the pages: a learner name kept in a cookie, for local use (docs/web.md, "Identity").

With ``ASSAY_AUTH=keys`` a signed-in key that is not admin acts as the learner stored with it
(``assay keys create --learner``) whatever the cookie says: a key reads only its own learner
(docs/security.md, "Access"). An admin key, and open local use, go by the cookie.

The learner id follows the learning job's rule (``[a-zA-Z0-9_-]``, docs/learning.md) so the same
name works on every page. A learner's earlier practice attempts are remembered in a second cookie,
keyed by the learner, as evaluation ids: the page reads them back through the grading service and
never lists an evaluation this browser did not receive.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import time
from typing import Any

from fastapi import Request, Response
from pydantic import BaseModel, ValidationError

from assay.scale import Principal

__all__ = [
    "LEARNER_COOKIE",
    "Attempt",
    "attempts_cookie",
    "clean_learner",
    "current_learner",
    "now",
    "read_attempts",
    "remember_attempt",
    "set_learner",
    "settle_attempt",
]

LEARNER_COOKIE = "assay_learner"
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_YEAR_S = 365 * 24 * 3600


class Attempt(BaseModel):
    """One graded submission this browser received for the learner."""

    question_id: str
    evaluation_id: str
    score: int
    passed: bool
    at: float
    #: Queued for a worker and not yet read back graded (``ASSAY_QUEUE_URL``, docs/web.md).
    pending: bool = False
    #: The error code when a queued grade failed (the attempt page shows why).
    error: str | None = None


def clean_learner(value: str | None) -> str | None:
    """The learner id when it is a valid one (stripped), else ``None``."""
    value = (value or "").strip()
    return value if _ID.fullmatch(value) else None


def current_learner(request: Request) -> str | None:
    """The learner this browser acts as: its key's learner with keys on, else the cookie's name.

    Nobody signed in with keys on is no learner (the pages answer 401 anyway).
    """
    principal = request.scope.get("state", {}).get("principal")
    if isinstance(principal, Principal):
        if principal.kind == "anonymous":
            return None
        if principal.bound_learner is not None:
            return principal.bound_learner
    return clean_learner(request.cookies.get(LEARNER_COOKIE))


def attempts_cookie(learner: str) -> str:
    """The cookie holding the learner's attempts."""
    return f"assay_attempts_{learner}"


def read_attempts(request: Request, learner: str | None) -> list[Attempt]:
    """The learner's remembered attempts, newest first (a damaged cookie reads as none)."""
    if learner is None:
        return []
    raw = request.cookies.get(attempts_cookie(learner))
    if not raw:
        return []
    try:
        items: Any = json.loads(base64.urlsafe_b64decode(raw.encode()))
        return [Attempt.model_validate(item) for item in items]
    except (ValueError, binascii.Error, ValidationError, TypeError):
        return []


def remember_attempt(
    request: Request, response: Response, learner: str, attempt: Attempt, keep: int
) -> list[Attempt]:
    """Put ``attempt`` first in the learner's cookie (once per evaluation id) and return the list."""
    attempts = [a for a in read_attempts(request, learner) if a.evaluation_id != attempt.evaluation_id]
    return _write_attempts(response, learner, [attempt, *attempts][:keep])


def settle_attempt(request: Request, response: Response, learner: str, settled: Attempt) -> list[Attempt]:
    """A queued attempt came back (graded, or failed with ``error``): it takes its place in the list."""
    attempts = [
        settled.model_copy(update={"at": a.at}) if a.evaluation_id == settled.evaluation_id else a
        for a in read_attempts(request, learner)
    ]
    return _write_attempts(response, learner, attempts)


def _write_attempts(response: Response, learner: str, attempts: list[Attempt]) -> list[Attempt]:
    payload = json.dumps([a.model_dump() for a in attempts], separators=(",", ":"))
    response.set_cookie(
        attempts_cookie(learner),
        base64.urlsafe_b64encode(payload.encode()).decode(),
        max_age=_YEAR_S,
        httponly=True,
        samesite="lax",
    )
    return attempts


def set_learner(response: Response, learner: str) -> None:
    """Remember the learner in this browser."""
    response.set_cookie(LEARNER_COOKIE, learner, max_age=_YEAR_S, httponly=True, samesite="lax")


def now() -> float:
    """Seconds since the epoch (the attempt's time)."""
    return time.time()
