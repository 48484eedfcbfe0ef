"""API keys: made once, shown once, stored as a peppered SHA-256 (docs/deploy.md, "API keys").

A key reads ``assay_<prefix>_<secret>``: the prefix (public, unique) finds the stored row, the HMAC
of the whole key under ``ASSAY_API_KEY_PEPPER`` is compared in constant time. Keys are 256 random
bits, so a fast hash is enough (no password stretching needed); the pepper keeps a stolen database
from being checked offline.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence

from assay.errors import InvalidInputError
from assay.storage import ApiKeyRecord, QueueRepository

__all__ = ["SCOPES", "create_key", "hash_key", "verify_key"]

#: ``submit``: queue and grade submissions; ``read``: read one's own evaluations; ``admin``: everything.
SCOPES = ("submit", "read", "admin")
_PREFIX = "assay_"


def hash_key(key: str, pepper: str) -> str:
    """The stored form of ``key``."""
    return hmac.new(pepper.encode("utf-8"), key.encode("utf-8"), hashlib.sha256).hexdigest()


def create_key(
    repository: QueueRepository, *, name: str, scopes: Sequence[str], pepper: str
) -> tuple[str, ApiKeyRecord]:
    """A new key (the plain text, to show once) and its stored record.

    Raises:
        InvalidInputError: an unknown scope or an empty name.
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
    prefix = secrets.token_hex(6)
    key = f"{_PREFIX}{prefix}_{secrets.token_urlsafe(32)}"
    record = repository.add_key(
        prefix=prefix, key_hash=hash_key(key, pepper), name=name.strip(), scopes=scopes
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
