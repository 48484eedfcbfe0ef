"""API keys on the pages: with ``ASSAY_AUTH=keys`` a page needs the same key the API would (docs/web.md).

A browser signs in once at ``/sign-in`` with a key from ``assay keys create``; the server answers with
an HttpOnly, SameSite=Strict session cookie (a token naming the key, never the key: docs/security.md,
"Access"). Who the caller is was decided before the page runs, by the API's middleware through the
app's one :class:`assay.scale.Access` — the same resolution, scope rule, token bucket and audit as
the REST API. A page only says which scope it needs. With ``ASSAY_AUTH=open`` (the default) nothing
is checked, as for the API.
"""

from __future__ import annotations

import asyncio
import threading

from fastapi import Request

from assay.scale import ANONYMOUS, OPEN, Access, Need, Principal, get_scale_settings
from assay.web._errors import Problem

__all__ = ["LEGACY_KEY_COOKIE", "SESSION_COOKIE", "access_of", "caller", "keys_required", "refused"]

SESSION_COOKIE = "assay_session"
#: Where an earlier version kept the key itself; deleted at every sign-in and sign-out.
LEGACY_KEY_COOKIE = "assay_key"
_lock = threading.Lock()


def keys_required() -> bool:
    """Whether the server asks for API keys (``ASSAY_AUTH=keys``)."""
    return get_scale_settings().auth == "keys"


def access_of(request: Request) -> Access:
    """The app's access object (built by ``assay.api``; one of our own for an app without the API)."""
    with _lock:
        found = getattr(request.app.state, "access", None)
        if not isinstance(found, Access):
            found = request.app.state.access = Access(get_scale_settings())
        return found


async def caller(request: Request) -> Principal:
    """Who is asking: what the middleware resolved, else (an app without it) the session cookie."""
    found = request.scope.get("state", {}).get("principal")
    if isinstance(found, Principal):
        return found
    access = access_of(request)
    if not access.keys_required:
        return OPEN
    session = request.cookies.get(SESSION_COOKIE)
    return await asyncio.to_thread(access.resolve, None, session) if session else ANONYMOUS


async def refused(request: Request, need: Need) -> Problem | None:
    """Why this browser may not see the page (not signed in, or a key without the scope), or ``None``."""
    principal = await caller(request)
    if principal.allows(need):
        return None
    if principal.kind == "anonymous":
        expired = bool(request.cookies.get(SESSION_COOKIE))
        said = "your sign-in has expired or its key was revoked" if expired else "sign in with your key"
        return Problem(
            status=401,
            code="UNAUTHORIZED",
            message=f"This server asks for an API key: {said}.",
            hint="Paste the key from `assay keys create` on the sign-in page (Sign in, at the top).",
        )
    return Problem(
        status=403,
        code="FORBIDDEN",
        message=f"Your API key lacks the {need!r} scope this page needs.",
        hint="Ask an admin for a key with that scope.",
    )
