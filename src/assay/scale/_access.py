"""Who is calling, may they, and how fast: one resolver for every front door (docs/security.md, "Access").

The API's middleware and the web pages both ask an :class:`Access` (built once per app): a key sent
in a header or a web session cookie becomes a :class:`Principal`; :meth:`Principal.allows` applies
the scope rule; :meth:`Access.take` takes a token from the caller's bucket (per key, per address
when anonymous), :meth:`Access.open_stream` admits a job's event stream without one;
:meth:`Access.record_submission` writes the audit row that makes an evaluation the
key's own. Nothing here is copied by a front door, so a page and an API route see the same limits.

A web session token is ``s1.<key prefix>.<expiry>.<nonce>.<mac>``, the MAC an HMAC under the pepper
and the key's stored hash: it names the key without carrying it, dies with the key's revocation and
at its expiry, and cannot be forged without both the pepper and the stored hash.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from assay.scale._keys import key_learner, verify_key
from assay.scale._limits import MemoryBuckets, RateLimiter, RedisBuckets, StreamSlots
from assay.scale._settings import ScaleSettings
from assay.storage import ApiKeyRecord, QueueRepository, get_queue_repository

__all__ = ["ANONYMOUS", "OPEN", "Access", "Need", "Principal", "StreamPass"]

Need = Literal["read", "submit", "admin"]
_CACHE_S = 30.0
_CACHE_MAX = 10_000
_SESSION = "s1"
#: A stream's slot lapses after this long should its server die before giving it back; the API
#: ends a job's event stream after 10 minutes (docs/deploy.md, "Rate limits").
_STREAM_HOLD_S = 900.0
#: Retry-After for a caller holding all its stream slots: a slot frees when a stream ends.
_STREAM_RETRY_S = 5.0


@dataclass(frozen=True)
class Principal:
    """The caller: a key (id, name, scopes, the learner it acts as, and how it came), the open local
    user, or nobody yet."""

    key_id: str | None
    name: str
    scopes: frozenset[str] = field(default_factory=frozenset)
    kind: Literal["open", "key", "anonymous"] = "key"
    via: Literal["header", "session"] | None = None
    learner: str | None = None

    @property
    def admin(self) -> bool:
        """Whether it may do and read everything (the open local user may)."""
        return self.kind == "open" or (self.kind == "key" and "admin" in self.scopes)

    def allows(self, need: Need) -> bool:
        """The scope rule of docs/deploy.md: ``admin`` covers every scope; anonymous has none."""
        return self.admin or (self.kind == "key" and need in self.scopes)

    @property
    def bound_learner(self) -> str | None:
        """The learner this caller must act as (a key that is not admin), or ``None``: any name goes
        (the open local user, an admin key)."""
        return self.learner if self.kind == "key" and not self.admin else None

    def may_read_learner(self, learner_id: str) -> bool:
        """Whether this caller may read ``learner_id``'s mastery: a key only its own learner."""
        if self.kind == "anonymous":
            return False
        bound = self.bound_learner
        return bound is None or bound == learner_id


@dataclass(frozen=True)
class StreamPass:
    """The answer to opening an event stream: admitted (``refused`` is ``None``; give it back with
    :meth:`Access.close_stream`), or refused because the caller holds ``rate_limit_streams`` streams
    already (``"streams"``) or opened streams too often (``"rate"``), with the seconds to wait."""

    client: str
    ticket: str | None = None
    refused: Literal["streams", "rate"] | None = None
    wait: float = 0.0


#: Keys are off (``ASSAY_AUTH=open``): everything is allowed, as on a laptop.
OPEN = Principal(key_id=None, name="open", kind="open")
#: Keys are on and none came with the request.
ANONYMOUS = Principal(key_id=None, name="anonymous", kind="anonymous")


def _client(principal: Principal, address: str) -> str:
    """Whose bucket: the key's, or the address's when no key came (open use, anonymous)."""
    return f"key:{principal.key_id}" if principal.key_id else f"ip:{address}"


def _principal(record: ApiKeyRecord, via: Literal["header", "session"]) -> Principal:
    return Principal(
        key_id=record.id,
        name=record.name,
        scopes=frozenset(record.scopes),
        via=via,
        learner=key_learner(record),
    )


class Access:
    """Key and session resolution, the scope rule, token buckets and audit, shared by API and pages."""

    def __init__(
        self,
        settings: ScaleSettings,
        repository: QueueRepository | None = None,
        limiter: RateLimiter | None = None,
    ) -> None:
        self.settings = settings
        self._repository = repository
        per_minute = settings.per_minute()
        redis_url = settings.rate_limit_redis_url or settings.queue_url
        if limiter is None and per_minute > 0:
            limiter = (
                RedisBuckets(redis_url, per_minute, settings.burst())
                if redis_url
                else MemoryBuckets(per_minute, settings.burst())
            )
        self.limiter = limiter
        self.per_minute = per_minute
        self.streams: StreamSlots | None = None
        if limiter is not None:
            self.streams = StreamSlots(settings.rate_limit_streams, _STREAM_HOLD_S, redis_url)
        self._cache: dict[str, tuple[float, ApiKeyRecord | None]] = {}
        self._lock = threading.Lock()

    @property
    def keys_required(self) -> bool:
        """Whether callers need a key (``ASSAY_AUTH=keys``)."""
        return self.settings.auth == "keys"

    @property
    def repository(self) -> QueueRepository:
        """Where keys and the audit log live (opened on first use)."""
        if self._repository is None:
            self._repository = get_queue_repository()
        return self._repository

    # -- who ----------------------------------------------------------------------------------------

    def resolve(self, header_key: str | None, session: str | None) -> Principal:
        """The caller of a request: a header key wins over a session cookie (blocking: run in a thread).

        An invalid header key or session reads as :data:`ANONYMOUS`; the caller says why it refused.
        """
        if not self.keys_required:
            return OPEN
        if header_key:
            record = self.verify(header_key)
            return _principal(record, "header") if record is not None else ANONYMOUS
        if session:
            found = self.verify_session(session)
            return _principal(found, "session") if found is not None else ANONYMOUS
        return ANONYMOUS

    def verify(self, key: str) -> ApiKeyRecord | None:
        """The record of a valid, unrevoked key (remembered 30 s: a revocation takes that long)."""
        return self._cached(
            f"k:{key}", lambda: verify_key(self.repository, key, self.settings.api_key_pepper)
        )

    def verify_session(self, token: str) -> ApiKeyRecord | None:
        """The key a web session token stands for, when the token is genuine, unexpired and the key
        is not revoked; ``None`` otherwise."""
        parts = token.split(".")
        if len(parts) != 5 or parts[0] != _SESSION or not parts[2].isdigit():
            return None
        _, prefix, expires, _nonce, mac = parts
        if int(expires) <= time.time():
            return None
        record = self._cached(f"p:{prefix}", lambda: self.repository.key_by_prefix(prefix))
        if record is None or record.revoked_at is not None:
            return None
        expected = self._mac(record, ".".join(parts[:4]))
        return record if hmac.compare_digest(mac, expected) else None

    def open_session(self, key: str, lifetime_s: float) -> tuple[str, ApiKeyRecord] | None:
        """A session token for a valid key (``None`` for an invalid one), audited as a sign-in."""
        record = self.verify(key)
        if record is None:
            return None
        expires = int(time.time() + lifetime_s)
        body = f"{_SESSION}.{record.prefix}.{expires}.{secrets.token_urlsafe(12)}"
        self.repository.audit(
            api_key_id=record.id, actor=record.name, action="web_sign_in", details={"expires": expires}
        )
        return f"{body}.{self._mac(record, body)}", record

    def _mac(self, record: ApiKeyRecord, body: str) -> str:
        # Keyed by the pepper and the stored hash: the database alone (without the pepper) or the
        # pepper alone cannot mint a session, and nothing in the token reveals the key.
        secret = f"assay-web-session\x00{self.settings.api_key_pepper}\x00{record.key_hash}".encode()
        return hmac.new(secret, body.encode("ascii"), hashlib.sha256).hexdigest()

    def _cached(self, name: str, load: Callable[[], ApiKeyRecord | None]) -> ApiKeyRecord | None:
        now = time.monotonic()
        with self._lock:
            cached = self._cache.get(name)
        if cached is not None and cached[0] > now:
            return cached[1]
        record = load()
        with self._lock:
            if len(self._cache) > _CACHE_MAX:
                self._cache.clear()
            self._cache[name] = (now + _CACHE_S, record)
        return record

    # -- how fast ----------------------------------------------------------------------------------

    def take(self, principal: Principal, address: str) -> float:
        """Take a token from the caller's bucket: 0 to go on, else the seconds to wait (blocking)."""
        if self.limiter is None:
            return 0.0
        return self.limiter.take(_client(principal, address))

    def open_stream(self, principal: Principal, address: str) -> StreamPass:
        """Admit a job's event stream (blocking).

        Waiting for a grade must not spend the bucket a caller submits with (a page open in several
        tabs, a browser reconnecting), so a stream takes no token from it. It takes one of the
        caller's ``rate_limit_streams`` slots instead, and a token from a bucket of streams of the
        same size as the caller's own, so opening streams in a loop is bounded as any request is.
        """
        client = _client(principal, address)
        if self.limiter is None or self.streams is None:
            return StreamPass(client)
        ticket = self.streams.acquire(client)
        if ticket is None:
            return StreamPass(client, refused="streams", wait=_STREAM_RETRY_S)
        wait = self.limiter.take(f"streams:{client}")
        if wait > 0:
            self.streams.release(client, ticket)
            return StreamPass(client, refused="rate", wait=wait)
        return StreamPass(client, ticket=ticket)

    def close_stream(self, stream: StreamPass) -> None:
        """Give an admitted stream's slot back (blocking)."""
        if stream.ticket is not None and self.streams is not None:
            self.streams.release(stream.client, stream.ticket)

    # -- whose -------------------------------------------------------------------------------------

    def owner(self, kind: Literal["evaluations", "jobs"], ident: str) -> str | None:
        """The key id that submitted this evaluation or job (``None``: nobody's, or open use)."""
        job = self.repository.job(ident)
        if job is not None:
            return job.api_key_id
        return self.repository.owner_of(ident) if kind == "evaluations" else None

    def record_submission(
        self, principal: Principal, *, evaluation_id: str, question_id: str, solution: str, via: str
    ) -> None:
        """Audit who submitted a grade; with keys on this is what makes the evaluation theirs to read."""
        if principal.key_id is None:
            return  # open local use: the grading tables already keep every submission
        self.repository.audit(
            api_key_id=principal.key_id,
            actor=principal.name,
            action="submit",
            evaluation_id=evaluation_id,
            question_id=question_id,
            details={
                "solutionHash": hashlib.sha256(solution.encode("utf-8")).hexdigest(),
                "queued": False,
                "via": via,
            },
        )
