"""200 concurrent evaluations through the whole pipeline, on each real store: no update lost, each
evaluation stored with its events, the final mastery that applying them one by one gives."""

from __future__ import annotations

import asyncio
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from assay.learning import Ewma, RedisMasteryStore, SqlMasteryStore
from assay.learning._redis import redis_client
from assay.storage import open_learning_repository
from tests.learning.support import make_service

ANSWERS = [
    "The hash function maps the key to a bucket index, so a lookup goes directly to one bucket instead of "
    "scanning every entry; collisions are handled by chaining.",
    "A hash function maps the key to a bucket index.",
    "It loops over the entries and checks each key until it finds it.",
    "The keys are kept sorted so it can binary search.",
    "Lookup goes directly to one bucket, no full scan, because the hash gives the index.",
]
N = 200


@pytest.fixture(params=["sql-sqlite", "sql-postgresql", "redis"])
def store(request: pytest.FixtureRequest, tmp_path: Path):
    if request.param == "sql-postgresql":
        repository = open_learning_repository(request.getfixturevalue("postgresql_url"))
    else:
        repository = open_learning_repository(f"sqlite:///{tmp_path / 'assay.sqlite3'}")
    if request.param == "redis":
        built = RedisMasteryStore(
            redis_client(request.getfixturevalue("redis_url")),
            Ewma(),
            repository=repository,
            on_events=lambda: None,
        )
    else:
        built = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    yield built
    built.close()


async def test_200_concurrent_evaluations(store) -> None:
    service, _ = make_service(mastery=store)
    loop = asyncio.get_running_loop()
    loop.set_default_executor(ThreadPoolExecutor(max_workers=32))
    requests = [
        {"learner_id": "ada", "concept_id": "hashing", "learner_response": ANSWERS[i % len(ANSWERS)]}
        for i in range(N)
    ]
    results = await asyncio.gather(*(service.evaluate(request) for request in requests))
    assert len({r.score for r in results}) >= 3  # scores differ, so the order matters

    repository = store.repository
    evaluations = repository.evaluations("ada", "hashing")
    assert len(evaluations) == N
    events = repository.events(limit=10_000)
    alerts = sum(r.instructor_alert for r in results)
    assert len(events) == N + alerts
    assert sorted(e.id for e in events) == sorted(i for r in results for i in r.events)

    # Each result is the EWMA of its own previous mastery and score...
    for r in results:
        assert r.new_mastery == pytest.approx(0.4 * r.previous_mastery + 0.6 * r.score, abs=2e-4)
    # ...and the results form one chain from 0.0: every previous value is the new value of exactly one
    # other evaluation (or the start), so no two evaluations read the same value (a lost update).
    final = round(store.get("ada", "hashing"), 4)
    previous = Counter(round(r.previous_mastery, 4) for r in results)
    news = Counter(round(r.new_mastery, 4) for r in results)
    news[final] -= 1
    assert previous == Counter({0.0: 1}) + +news

    if isinstance(store, SqlMasteryStore):  # the database's history is the order they were applied in
        history = repository.history("ada", "hashing")
        assert [h.sequence for h in history] == list(range(1, N + 1))
        current = 0.0
        for h in history:
            current = 0.4 * current + 0.6 * h.score
        assert store.get("ada", "hashing") == pytest.approx(current, abs=1e-9)
