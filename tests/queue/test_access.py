"""API keys, scopes, read-own, the audit log, rate limits, CORS and the bounded queue, over the real app."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from assay.api import ApiSettings, create_app
from assay.cli import build_app
from assay.grading import GradingService
from assay.llm import Gateway
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.scale import MemoryBuckets, RedisBuckets, get_scale_settings
from assay.storage import get_queue_repository, get_repository, get_storage_settings, open_repository
from tests.queue.support import reference


def _clear() -> None:
    for cached in (get_scale_settings, get_storage_settings, get_queue_repository, get_repository):
        cached.cache_clear()


@pytest.fixture
def make_client(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sandbox: Sandbox
) -> Iterator[Callable[..., TestClient]]:
    clients: list[TestClient] = []
    monkeypatch.setenv("ASSAY_DATABASE_URL", f"sqlite:///{tmp_path / 'assay.sqlite3'}")
    monkeypatch.setenv("ASSAY_DATA_DIR", str(tmp_path))

    def make(**env: str) -> TestClient:
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        _clear()
        service = GradingService(
            questions=DirectoryStore(),
            repository=open_repository(),
            sandbox=sandbox,
            gateway=Gateway("none"),
        )
        client = TestClient(create_app(ApiSettings(), service=service), raise_server_exceptions=False)
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.close()
    _clear()


def _key(*args: str) -> str:
    result = CliRunner().invoke(build_app(), ["keys", "create", *args])
    assert result.exit_code == 0, result.output
    [key] = [line for line in result.output.splitlines() if line.startswith("assay_")]
    return key


def test_keys_scopes_and_reading_only_ones_own(make_client: Callable[..., TestClient]) -> None:
    client = make_client(ASSAY_AUTH="keys")
    ada = _key("--name", "ada", "--scope", "submit", "--scope", "read")
    bob = _key("--name", "bob")
    reader = _key("--name", "reader", "--scope", "read")
    admin = _key("--name", "ops", "--scope", "admin")
    body = {"questionId": "1", "solution": reference("1")}

    missing = client.post("/api/submissions", json=body)
    assert missing.status_code == 401 and missing.json()["error"] == "UNAUTHORIZED"
    assert missing.headers["www-authenticate"] == "Bearer"
    wrong = client.get("/api/questions", headers={"Authorization": f"Bearer {ada[:-2]}xx"})
    assert wrong.status_code == 401
    refused = client.post("/api/submissions", json=body, headers={"Authorization": f"Bearer {reader}"})
    assert refused.status_code == 403 and refused.json()["error"] == "FORBIDDEN"
    assert client.get("/health").status_code == 200  # health stays open for load balancers

    graded = client.post("/api/submissions", json=body, headers={"Authorization": f"Bearer {ada}"})
    assert graded.status_code == 200, graded.text  # no queue: graded at once
    evaluation_id = graded.json()["evaluationId"]
    path = f"/api/evaluations/{evaluation_id}"
    assert client.get(path, headers={"Authorization": f"Bearer {ada}"}).status_code == 200
    other = client.get(path, headers={"Authorization": f"Bearer {bob}"})
    assert other.status_code == 404 and other.json()["error"] == "EVALUATION_NOT_FOUND"
    assert client.get(path, headers={"X-API-Key": admin}).status_code == 200

    [entry] = [a for a in get_queue_repository().audit_log() if a.action == "submit"]
    assert entry.actor == "ada" and entry.evaluation_id == evaluation_id and entry.question_id == "1"
    stored = get_queue_repository().api_keys()
    assert [k.name for k in stored] == ["ada", "bob", "reader", "ops"]
    assert all(ada not in (k.key_hash, k.prefix) and len(k.key_hash) == 64 for k in stored)

    listed = CliRunner().invoke(build_app(), ["keys", "list"])
    assert "ada" in listed.output and ada not in listed.output
    prefix = ada.split("_")[1]
    assert CliRunner().invoke(build_app(), ["keys", "revoke", prefix]).exit_code == 0
    fresh = make_client(ASSAY_AUTH="keys")  # a new server: no 30-second cache of the key
    assert fresh.get("/api/questions", headers={"Authorization": f"Bearer {ada}"}).status_code == 401
    unknown = CliRunner().invoke(build_app(), ["keys", "revoke", "nope"])
    assert unknown.exit_code == 2 and "no key 'nope'" in unknown.output
    bad_scope = subprocess.run(
        [sys.executable, "-m", "assay", "keys", "create", "--name", "x", "--scope", "root"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad_scope.returncode == 2 and "unknown scope root" in bad_scope.stderr
    assert "Traceback" not in bad_scope.stderr


def test_open_use_needs_no_key_and_has_no_limit(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    assert all(client.get("/api/questions").status_code == 200 for _ in range(30))


def test_every_route_is_rate_limited_with_retry_after(make_client: Callable[..., TestClient]) -> None:
    client = make_client(ASSAY_RATE_LIMIT_PER_MINUTE="60", ASSAY_RATE_LIMIT_BURST="3")
    codes = [client.get("/api/questions").status_code for _ in range(3)]
    assert codes == [200, 200, 200]
    limited = client.get("/health")
    assert limited.status_code == 429 and limited.json()["error"] == "RATE_LIMITED"
    assert limited.headers["retry-after"] == "1"


def test_cors_answers_the_configured_origins_only(make_client: Callable[..., TestClient]) -> None:
    client = make_client(ASSAY_CORS_ORIGINS='["https://school.example"]')
    preflight = {"Access-Control-Request-Method": "POST"}
    ok = client.options("/api/submissions", headers={"Origin": "https://school.example", **preflight})
    assert ok.headers["access-control-allow-origin"] == "https://school.example"
    other = client.options("/api/submissions", headers={"Origin": "https://evil.example", **preflight})
    assert "access-control-allow-origin" not in other.headers


def test_a_full_queue_answers_503_with_retry_after_and_writes_nothing(
    make_client: Callable[..., TestClient], redis_url: str
) -> None:
    client = make_client(ASSAY_QUEUE_URL=redis_url, ASSAY_QUEUE_MAX_DEPTH="2", ASSAY_QUEUE_RETRY_AFTER_S="7")
    body = {"questionId": "1", "solution": reference("1")}
    accepted = [client.post("/api/submissions", json=body) for _ in range(2)]  # no worker takes them
    assert [r.status_code for r in accepted] == [202, 202]
    pending = client.get(f"/api/evaluations/{accepted[0].json()['evaluationId']}")
    assert pending.status_code == 202 and pending.json()["status"] == "queued"
    full = client.post("/api/submissions", json=body)
    assert full.status_code == 503 and full.headers["retry-after"] == "7"
    assert full.json()["details"]["errorCode"] == "QUEUE_FULL"
    retried = client.post("/api/submissions", json=body, headers={"Idempotency-Key": "k-1"})
    assert retried.status_code == 503
    stats = client.get("/api/queue").json()
    assert stats["depth"] == 2 and stats["jobs"] == {"queued": 2}


def test_token_buckets_in_memory_and_in_redis(redis_url: str) -> None:
    for buckets in (MemoryBuckets(60, 2), RedisBuckets(redis_url, 60, 2)):
        assert [buckets.take("a"), buckets.take("a")] == [0.0, 0.0]
        assert 0.5 < buckets.take("a") <= 1.0  # one token a second
        assert buckets.take("b") == 0.0  # each caller has its own bucket
    shared = RedisBuckets(redis_url, 60, 2)
    assert shared.take("a") > 0  # another server sees the same empty bucket


def test_worker_without_a_queue_says_what_to_set(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASSAY_")}
    done = subprocess.run(
        [sys.executable, "-m", "assay", "worker"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 2
    assert "no queue to work for" in done.stderr and "ASSAY_QUEUE_URL" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_malformed_submission_is_a_422_not_a_job(
    make_client: Callable[..., TestClient], redis_url: str
) -> None:
    client = make_client(ASSAY_QUEUE_URL=redis_url)
    bad = client.post("/api/submissions", json={"questionId": "1"})
    assert bad.status_code == 422 and bad.json()["error"] == "INVALID_SOLUTION"
    assert "solution" in bad.json()["message"]
    assert client.get("/api/queue").json()["jobs"] == {}
