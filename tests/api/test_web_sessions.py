"""The shared access object: web sessions (what the cookie holds), the scope rule, buckets and audit.

A real SQLite database per test and keys made by ``create_key``; no mocks. The session's promises
(docs/security.md, "Access"): it names a key without carrying it, cannot be stretched, moved to
another key or minted without the pepper, and dies with its expiry and with the key's revocation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.scale import ANONYMOUS, OPEN, Access, MemoryBuckets, Principal, ScaleSettings, create_key
from assay.storage import QueueRepository, open_queue_repository

PEPPER = "session-pepper"


@pytest.fixture
def repository(tmp_path: Path) -> QueueRepository:
    return open_queue_repository(f"sqlite:///{tmp_path / 'keys.sqlite3'}")


def _access(repository: QueueRepository, pepper: str = PEPPER) -> Access:
    return Access(ScaleSettings(auth="keys", api_key_pepper=pepper), repository)


def test_a_session_names_its_key_without_carrying_it(repository: QueueRepository) -> None:
    key, record = create_key(repository, name="ada", scopes=["read", "submit"], pepper=PEPPER)
    opened = _access(repository).open_session(key, 3600)
    assert opened is not None
    token, signed = opened
    assert signed.id == record.id
    assert key.split("_", 2)[2] not in token and record.key_hash not in token
    assert _access(repository).verify_session(token) == record  # any server with the same pepper
    [entry] = [a for a in repository.audit_log() if a.action == "web_sign_in"]
    assert entry.api_key_id == record.id and entry.actor == "ada"
    assert _access(repository).open_session(key[:-3] + "xyz", 3600) is None  # a wrong key opens nothing


def test_a_session_cannot_be_stretched_moved_forged_or_outlive_its_key(repository: QueueRepository) -> None:
    key, record = create_key(repository, name="ada", scopes=["read"], pepper=PEPPER)
    _bob_key, bob = create_key(repository, name="bob", scopes=["admin"], pepper=PEPPER)
    opened = _access(repository).open_session(key, 3600)
    assert opened is not None
    version, prefix, expires, nonce, mac = opened[0].split(".")
    fresh = _access(repository)
    assert fresh.verify_session(f"{version}.{prefix}.{int(expires) + 86400}.{nonce}.{mac}") is None
    assert fresh.verify_session(f"{version}.{bob.prefix}.{expires}.{nonce}.{mac}") is None  # to an admin
    assert fresh.verify_session(f"{version}.{prefix}.{expires}.{nonce}x.{mac}") is None
    assert fresh.verify_session(f"s2.{prefix}.{expires}.{nonce}.{mac}") is None
    assert fresh.verify_session("") is None and fresh.verify_session("s1.a.b.c.d") is None
    # the database alone (the stored hash, no pepper) does not mint a session
    assert _access(repository, pepper="").verify_session(opened[0]) is None
    assert _access(repository, pepper="another").verify_session(opened[0]) is None

    expired = _access(repository).open_session(key, -1)
    assert expired is not None and _access(repository).verify_session(expired[0]) is None

    assert fresh.verify_session(opened[0]) == record
    repository.revoke_key(record.prefix)
    assert _access(repository).verify_session(opened[0]) is None  # a server past its 30-second memory


def test_callers_and_the_scope_rule(repository: QueueRepository) -> None:
    key, record = create_key(repository, name="ada", scopes=["read"], pepper=PEPPER)
    admin_key, _admin = create_key(repository, name="ops", scopes=["admin"], pepper=PEPPER)
    access = _access(repository)
    opened = access.open_session(admin_key, 3600)
    assert opened is not None
    by_header = access.resolve(key, opened[0])  # an explicit key wins over the browser's cookie
    assert by_header.key_id == record.id and by_header.via == "header"
    by_cookie = access.resolve(None, opened[0])
    assert by_cookie.name == "ops" and by_cookie.via == "session" and by_cookie.admin
    assert access.resolve("assay_nope_nope", None) == ANONYMOUS
    assert access.resolve(None, "s1.forged") == ANONYMOUS
    assert Access(ScaleSettings(auth="open"), repository).resolve(None, None) == OPEN

    assert [by_header.allows(n) for n in ("read", "submit", "admin")] == [True, False, False]
    assert all(by_cookie.allows(n) for n in ("read", "submit", "admin"))
    assert not any(ANONYMOUS.allows(n) for n in ("read", "submit", "admin"))
    assert all(OPEN.allows(n) for n in ("read", "submit", "admin")) and OPEN.admin


def test_buckets_are_per_key_whatever_the_door_and_audit_names_the_key(repository: QueueRepository) -> None:
    key, record = create_key(repository, name="ada", scopes=["submit"], pepper=PEPPER)
    access = Access(ScaleSettings(auth="keys", api_key_pepper=PEPPER), repository, MemoryBuckets(60, 2))
    opened = access.open_session(key, 3600)
    assert opened is not None
    api, web = access.resolve(key, None), access.resolve(None, opened[0])
    assert access.take(api, "10.0.0.1") == 0.0 and access.take(web, "10.0.0.2") == 0.0
    assert access.take(api, "10.0.0.3") > 0  # one bucket for the key, from any address, any door
    assert access.take(ANONYMOUS, "10.0.0.1") == 0.0  # strangers count by address

    access.record_submission(web, evaluation_id="e-1", question_id="3", solution="x", via="web")
    access.record_submission(OPEN, evaluation_id="e-2", question_id="3", solution="x", via="web")
    submits = [a for a in repository.audit_log() if a.action == "submit"]
    assert [(a.evaluation_id, a.api_key_id, a.details["via"]) for a in submits] == [("e-1", record.id, "web")]
    assert repository.owner_of("e-1") == record.id
    assert access.owner("evaluations", "e-1") == record.id and access.owner("evaluations", "e-2") is None
    assert isinstance(web, Principal)
