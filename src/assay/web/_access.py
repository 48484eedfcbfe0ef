"""API keys on the pages: with ``ASSAY_AUTH=keys`` a page needs the same key the API would (docs/web.md).

The key is typed once into the form at the top of every page and kept in an HttpOnly cookie; each
page checks it with the scale job's ``verify_key`` and the API's scope rule (reading needs ``read``,
grading needs ``submit``, the instructor's page ``admin``). With ``ASSAY_AUTH=open`` (the default)
nothing is checked, as for the API.
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Literal

from fastapi import Request

from assay.scale import get_scale_settings, verify_key
from assay.storage import ApiKeyRecord, get_queue_repository
from assay.web._errors import Problem

__all__ = ["KEY_COOKIE", "keys_required", "refused", "valid_key"]

KEY_COOKIE = "assay_key"
_CACHE_S = 30.0
_lock = threading.Lock()
Need = Literal["read", "submit", "admin"]


def keys_required() -> bool:
    """Whether the server asks for API keys (``ASSAY_AUTH=keys``)."""
    return get_scale_settings().auth == "keys"


def valid_key(request: Request, key: str) -> ApiKeyRecord | None:
    """The key's record when it is valid (remembered 30 s, like the API's check), else ``None``."""
    with _lock:
        cache: dict[str, tuple[float, ApiKeyRecord | None]] | None = getattr(
            request.app.state, "web_keys", None
        )
        if cache is None:
            cache = request.app.state.web_keys = {}
    now = time.monotonic()
    with _lock:
        cached = cache.get(key)
    if cached is not None and cached[0] > now:
        return cached[1]
    record = verify_key(get_queue_repository(), key, get_scale_settings().api_key_pepper)
    with _lock:
        if len(cache) > 1000:
            cache.clear()
        cache[key] = (now + _CACHE_S, record)
    return record


async def refused(request: Request, need: Need) -> Problem | None:
    """Why this browser may not see the page (no key, a bad one, a missing scope), or ``None``."""
    if not keys_required():
        return None
    key = request.cookies.get(KEY_COOKIE, "")
    record = await asyncio.to_thread(valid_key, request, key) if key else None
    if record is None:
        said = "is not valid (revoked, mistyped or from another server)" if key else "is needed"
        return Problem(
            status=401,
            code="UNAUTHORIZED",
            message=f"This server asks for an API key: yours {said}.",
            hint="Enter the key from `assay keys create` in the form at the top of the page.",
        )
    scopes = set(record.scopes)
    if "admin" not in scopes and need not in scopes:
        return Problem(
            status=403,
            code="FORBIDDEN",
            message=f"Your API key lacks the {need!r} scope this page needs.",
            hint="Ask an admin for a key with that scope.",
        )
    return None
