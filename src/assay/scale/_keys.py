"""API keys: made once, shown once, stored as a peppered SHA-256 (docs/deploy.md, "API keys").

A key reads ``assay_<prefix>_<secret>``: the prefix (public, unique) finds the stored row, the HMAC
of the whole key under ``ASSAY_API_KEY_PEPPER`` is compared in constant time. Keys are 256 random
bits, so a fast hash is enough (no password stretching needed); the pepper keeps a stolen database
from being checked offline.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence

from assay.errors import InvalidInputError
from assay.storage import ApiKeyRecord, QueueRepository

__all__ = ["SCOPES", "create_key", "hash_key", "key_learner", "key_scopes", "verify_key"]

#: ``submit``: queue and grade submissions; ``read``: read one's own evaluations; ``admin``: everything.
SCOPES = ("submit", "read", "admin")
_PREFIX = "assay_"
#: The learner a key acts as rides in its stored scopes as ``learner:<id>`` (no new column needed).
_LEARNER_TAG = "learner:"
#: The learning job's rule for a learner id (docs/learning.md).
_LEARNER_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def key_learner(record: ApiKeyRecord) -> str:
    """The learner a key acts as on the pages and ``/api/learners`` (docs/security.md, "Access").

    The one given at ``assay keys create --learner``; for a key made without one (or before keys
    had one), the key's name when it is a valid learner id, else ``key-<prefix>``: a learner of
    its own, so a key never reads a learner an admin did not give it.
    """
    for scope in record.scopes:
        if scope.startswith(_LEARNER_TAG):
            return scope[len(_LEARNER_TAG) :]
    return _default_learner(record.name, record.prefix)


def key_scopes(record: ApiKeyRecord) -> list[str]:
    """The key's scopes proper (``submit``, ``read``, ``admin``), without its learner."""
    return [s for s in record.scopes if not s.startswith(_LEARNER_TAG)]


def _default_learner(name: str, prefix: str) -> str:
    name = name.strip()
    return name if _LEARNER_ID.fullmatch(name) else f"key-{prefix}"


def hash_key(key: str, pepper: str) -> str:
    """The stored form of ``key``."""
    return hmac.new(pepper.encode("utf-8"), key.encode("utf-8"), hashlib.sha256).hexdigest()


def create_key(
    repository: QueueRepository,
    *,
    name: str,
    scopes: Sequence[str],
    pepper: str,
    learner: str | None = None,
) -> tuple[str, ApiKeyRecord]:
    """A new key (the plain text, to show once) and its stored record.

    ``learner`` is the learner the key acts as (:func:`key_learner`); without one, the key's name
    when it is a valid learner id, else ``key-<prefix>``. It is stored with the key either way.

    Raises:
        InvalidInputError: an unknown scope, an empty name or an invalid learner id.
    """
    unknown = sorted(set(scopes) - set(SCOPES))
    if unknown or not scopes:
        raise InvalidInputError(
            f"unknown scope {', '.join(unknown)}" if unknown else "a key needs at least one scope",
            code="INVALID_SCOPE",
            hint=f"use {', '.join(SCOPES)}",
        )
    if not name.strip():
        raise InvalidInputError("the key needs a name", code="INVALID_INPUT", hint="--name 'ada (learner)'")
    if learner is not None and not _LEARNER_ID.fullmatch(learner.strip()):
        raise InvalidInputError(
            f"{learner!r} is not a learner id",
            code="INVALID_LEARNER_ID",
            hint="letters, digits, - and _, at most 64 characters: --learner ada",
        )
    prefix = secrets.token_hex(6)
    key = f"{_PREFIX}{prefix}_{secrets.token_urlsafe(32)}"
    bound = learner.strip() if learner is not None else _default_learner(name, prefix)
    record = repository.add_key(
        prefix=prefix,
        key_hash=hash_key(key, pepper),
        name=name.strip(),
        scopes=[*dict.fromkeys(scopes), f"{_LEARNER_TAG}{bound}"],
    )
    return key, record


def verify_key(repository: QueueRepository, key: str, pepper: str) -> ApiKeyRecord | None:
    """The record of a valid, unrevoked key; ``None`` otherwise."""
    if not key.startswith(_PREFIX):
        return None
    prefix, _, secret = key[len(_PREFIX) :].partition("_")
    if not prefix or not secret:
        return None
    record = repository.key_by_prefix(prefix)
    if record is None or record.revoked_at is not None:
        return None
    if not hmac.compare_digest(record.key_hash, hash_key(key, pepper)):
        return None
    return record
