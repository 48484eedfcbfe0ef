"""API keys as bearer tokens, their scopes, and "a learner reads only their own" (docs/deploy.md).

With ``ASSAY_AUTH=open`` (the default) nothing is checked: local use needs no key, and the start-up
log says so. With ``ASSAY_AUTH=keys`` every ``/api`` and ``/ws`` request needs a key made by
``assay keys create``, sent as ``Authorization: Bearer <key>`` (or ``X-API-Key: <key>`` where the
Authorization header carries something else, such as an interview's candidate token). Reading
(GET) needs the ``read`` scope, anything else ``submit``; ``admin`` may do everything and read every
evaluation, the others only the evaluations they submitted (someone else's answers 404, as if it
did not exist). A verified key is remembered for 30 seconds: a revocation takes effect within that.
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
import time
from dataclasses import dataclass, field

from starlette.types import ASGIApp, Receive, Scope, Send

from assay.api._errors import error_response
from assay.scale import ScaleSettings, verify_key
from assay.storage import ApiKeyRecord, QueueRepository, get_queue_repository

__all__ = ["AuthMiddleware", "Principal", "principal_of"]

log = logging.getLogger("assay.api")

_CACHE_S = 30.0
_OWNED = re.compile(r"^/api/(evaluations|jobs)/([^/]+)(/events)?$")
_PROTECTED = ("/api/", "/ws/")


@dataclass(frozen=True)
class Principal:
    """Who is calling: a key (its id, name, scopes) or the open local user."""

    key_id: str | None
    name: str
    scopes: frozenset[str] = field(default_factory=frozenset)

    @property
    def admin(self) -> bool:
        """Whether it may do and read everything (the open local user may)."""
        return self.key_id is None or "admin" in self.scopes


OPEN = Principal(key_id=None, name="open")


def principal_of(scope: Scope) -> Principal:
    """The caller of this request (the open user when keys are off)."""
    found = scope.get("state", {}).get("principal")
    return found if isinstance(found, Principal) else OPEN


def _presented_key(scope: Scope) -> str | None:
    headers: dict[bytes, bytes] = {bytes(n).lower(): bytes(v) for n, v in scope.get("headers") or []}
    explicit = headers.get(b"x-api-key")
    if explicit:
        return explicit.decode("latin-1").strip()
    auth = headers.get(b"authorization", b"").decode("latin-1")
    scheme, _, token = auth.partition(" ")
    token = token.strip()
    if scheme.lower() == "bearer" and token.startswith("assay_"):
        return token
    return None


class AuthMiddleware:
    """Checks keys and scopes (``ASSAY_AUTH=keys``); records the caller in ``scope["state"]``."""

    def __init__(
        self, app: ASGIApp, settings: ScaleSettings, repository: QueueRepository | None = None
    ) -> None:
        self.app = app
        self.settings = settings
        self._repository = repository
        self._cache: dict[str, tuple[float, ApiKeyRecord | None]] = {}
        self._lock = threading.Lock()

    @property
    def repository(self) -> QueueRepository:
        if self._repository is None:
            self._repository = get_queue_repository()
        return self._repository

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or self.settings.auth == "open":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        if not path.startswith(_PROTECTED):
            await self.app(scope, receive, send)
            return
        key = _presented_key(scope)
        record = await asyncio.to_thread(self._verify, key) if key else None
        if record is None:
            said = "is not valid (revoked, mistyped or from another server)" if key else "is missing"
            await self._deny(scope, receive, send, 401, "UNAUTHORIZED", f"The API key {said}.")
            return
        principal = Principal(key_id=record.id, name=record.name, scopes=frozenset(record.scopes))
        scope.setdefault("state", {})["principal"] = principal
        needed = "read" if scope.get("method", "GET") in ("GET", "HEAD") else "submit"
        if scope["type"] == "websocket":
            needed = "submit"
        if not principal.admin and needed not in principal.scopes:
            await self._deny(
                scope, receive, send, 403, "FORBIDDEN", f"This key lacks the {needed!r} scope for {path}."
            )
            return
        owned = _OWNED.match(path)
        if owned and not principal.admin:
            owner = await asyncio.to_thread(self._owner, owned.group(1), owned.group(2))
            if owner != principal.key_id:
                kind = "Evaluation" if owned.group(1) == "evaluations" else "Job"
                await self._deny(
                    scope,
                    receive,
                    send,
                    404,
                    f"{kind.upper()}_NOT_FOUND",
                    f"{kind} {owned.group(2)} could not be found",
                )
                return
        await self.app(scope, receive, send)

    def _verify(self, key: str) -> ApiKeyRecord | None:
        now = time.monotonic()
        with self._lock:
            cached = self._cache.get(key)
        if cached is not None and cached[0] > now:
            return cached[1]
        record = verify_key(self.repository, key, self.settings.api_key_pepper)
        with self._lock:
            if len(self._cache) > 10_000:
                self._cache.clear()
            self._cache[key] = (now + _CACHE_S, record)
        return record

    def _owner(self, kind: str, ident: str) -> str | None:
        job = self.repository.job(ident)
        if job is not None:
            return job.api_key_id
        return self.repository.owner_of(ident) if kind == "evaluations" else None

    async def _deny(
        self, scope: Scope, receive: Receive, send: Send, status: int, error: str, message: str
    ) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4000 + status})
            return
        hint = {
            401: "send 'Authorization: Bearer <key>' with a key from `assay keys create`",
            403: "ask an admin for a key with that scope",
        }.get(status)
        headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
        response = error_response(status, error, message, {"hint": hint} if hint else None, headers=headers)
        await response(scope, receive, send)
