"""API keys as bearer tokens or a web session cookie, scopes, Origin checks and "a learner reads only
their own" (docs/deploy.md, docs/security.md "Access").

With ``ASSAY_AUTH=open`` (the default) nothing is checked: local use needs no key, and the start-up
log says so. With ``ASSAY_AUTH=keys`` every ``/api`` and ``/ws`` request needs a key made by
``assay keys create``, sent as ``Authorization: Bearer <key>`` (or ``X-API-Key: <key>`` where the
Authorization header carries something else, such as an interview's candidate token), or the web
session cookie the sign-in page sets (a browser cannot put a header on a WebSocket). Reading
(GET) needs the ``read`` scope, anything else ``submit``; ``admin`` may do everything and read every
evaluation, the others only the evaluations they submitted (someone else's answers 404, as if it
did not exist). A verified key is remembered for 30 seconds: a revocation takes effect within that.

The middleware resolves the caller of every request, pages included, through the one
:class:`assay.scale.Access` of the app, and leaves it in ``scope["state"]["principal"]``: the rate
limits and the pages read it from there. A request that rides on the cookie (not on a header a page
of another site could never set) and changes something — any method but GET/HEAD/OPTIONS, or a
WebSocket upgrade — must come from this site's own Origin (cross-site request forgery and
cross-site WebSocket hijacking).
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Literal
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from assay.api._errors import error_response
from assay.scale import ANONYMOUS, OPEN, Access, Need, Principal
from assay.web import SESSION_COOKIE, problem_page, wants_page

__all__ = ["AuthMiddleware", "Principal", "close_socket", "principal_of", "same_origin"]

log = logging.getLogger("assay.api")

_OWNED = re.compile(r"^/api/(evaluations|jobs)/([^/]+)(/events)?$")
_PROTECTED = ("/api/", "/ws/")
_SAFE = ("GET", "HEAD", "OPTIONS")


def principal_of(scope: Scope) -> Principal:
    """The caller of this request (the open user when keys are off)."""
    found = scope.get("state", {}).get("principal")
    return found if isinstance(found, Principal) else OPEN


def _headers(scope: Scope) -> dict[bytes, bytes]:
    return {bytes(n).lower(): bytes(v) for n, v in scope.get("headers") or []}


def _presented_key(headers: dict[bytes, bytes]) -> str | None:
    explicit = headers.get(b"x-api-key")
    if explicit:
        return explicit.decode("latin-1").strip()
    auth = headers.get(b"authorization", b"").decode("latin-1")
    scheme, _, token = auth.partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token.startswith("assay_"):
        return token
    return None


def _session(headers: dict[bytes, bytes]) -> str | None:
    for part in headers.get(b"cookie", b"").decode("latin-1").split(";"):
        name, _, value = part.strip().partition("=")
        if name == SESSION_COOKIE and value:
            return value.strip('"')
    return None


def same_origin(scope: Scope, extra: tuple[str, ...] = ()) -> bool:
    """Whether the request's ``Origin`` (when it has one) is this server, as the browser reached it.

    The browser writes both ``Origin`` and ``Host``: a page of another site cannot make them agree.
    No ``Origin`` at all is a client that is not a browser (browsers send it on every WebSocket
    upgrade and every POST), which no page can drive with this browser's cookies.
    """
    headers = _headers(scope)
    origin = headers.get(b"origin")
    if origin is None:
        return True
    text = origin.decode("latin-1").strip()
    if text in extra:
        return True
    host = headers.get(b"host", b"").decode("latin-1").strip().lower()
    parsed = urlsplit(text)
    return bool(host) and parsed.scheme in ("http", "https") and parsed.netloc.lower() == host


async def close_socket(receive: Receive, send: Send, code: int) -> None:
    """Refuse a WebSocket with a code the page can read (4401, 4403, 4429).

    Closed before the handshake, a socket is an HTTP 403 that a browser reports as 1006 with no
    reason; accepted and closed at once, the page's ``onclose`` sees the code and can say why.
    """
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": code})


class AuthMiddleware:
    """Resolves the caller of every request; checks keys, scopes and the Origin where they apply."""

    def __init__(self, app: ASGIApp, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        changing = scope["type"] == "websocket" or scope.get("method", "GET") not in _SAFE
        if not self.access.keys_required:
            # Nothing to steal, but a page of another site still may not drive a live session.
            if scope["type"] == "websocket" and not same_origin(
                scope, tuple(self.access.settings.cors_origins)
            ):
                await self._deny(scope, receive, send, 403, "CROSS_ORIGIN", _CROSS)
                return
            scope.setdefault("state", {})["principal"] = OPEN
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        key, session = _presented_key(headers), _session(headers)
        principal = (
            await asyncio.to_thread(self.access.resolve, key, session) if key or session else ANONYMOUS
        )
        scope.setdefault("state", {})["principal"] = principal
        if changing and principal.via != "header" and not same_origin(scope):
            log.warning("refused a cross-origin %s %s (Origin check)", scope.get("method", "WS"), path)
            await self._deny(scope, receive, send, 403, "CROSS_ORIGIN", _CROSS)
            return
        if not path.startswith(_PROTECTED):
            await self.app(scope, receive, send)  # a page: it says itself what it needs (assay.web)
            return
        if principal.key_id is None:
            said = (
                "is not valid (revoked, mistyped or from another server)"
                if key
                else "session has expired or its key was revoked"
                if session
                else "is missing"
            )
            subject = "web" if session and not key else "API key"
            await self._deny(scope, receive, send, 401, "UNAUTHORIZED", f"The {subject} {said}.")
            return
        needed: Need = "read" if scope.get("method", "GET") in ("GET", "HEAD") else "submit"
        if scope["type"] == "websocket":
            needed = "submit"
        if not principal.allows(needed):
            await self._deny(
                scope, receive, send, 403, "FORBIDDEN", f"This key lacks the {needed!r} scope for {path}."
            )
            return
        owned = _OWNED.match(path)
        if owned and not principal.admin:
            kind: Literal["evaluations", "jobs"] = (
                "evaluations" if owned.group(1) == "evaluations" else "jobs"
            )
            owner = await asyncio.to_thread(self.access.owner, kind, owned.group(2))
            if owner != principal.key_id:
                name = "Evaluation" if kind == "evaluations" else "Job"
                await self._deny(
                    scope,
                    receive,
                    send,
                    404,
                    f"{name.upper()}_NOT_FOUND",
                    f"{name} {owned.group(2)} could not be found",
                )
                return
        await self.app(scope, receive, send)

    async def _deny(
        self, scope: Scope, receive: Receive, send: Send, status: int, error: str, message: str
    ) -> None:
        if scope["type"] == "websocket":
            await close_socket(receive, send, 4000 + status)
            return
        hint = {
            401: "send 'Authorization: Bearer <key>' with a key from `assay keys create`, "
            "or sign in at /sign-in in a browser",
            403: "open the page from this server and send the form again"
            if error == "CROSS_ORIGIN"
            else "ask an admin for a key with that scope",
        }.get(status)
        if wants_page(scope):
            page = problem_page(scope, status=status, code=error, message=message, hint=hint)
            await page(scope, receive, send)
            return
        headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
        response = error_response(status, error, message, {"hint": hint} if hint else None, headers=headers)
        await response(scope, receive, send)


_CROSS = "This request came from a page of another site; it was refused (cross-site request forgery)."
