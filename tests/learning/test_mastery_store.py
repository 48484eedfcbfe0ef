"""Both mastery stores on real servers: SQL (SQLite, PostgreSQL) and Redis (a throwaway redis-server).

The central property: 200 concurrent updates of one learner and concept end exactly where
applying them one by one (in the order the store serialised them) ends, with no update lost.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from assay.errors import ExternalServiceError
from assay.learning._mastery import (
    MasteryStore,
    RedisMasteryStore,
    SqlMasteryStore,
    mastery_key,
    open_mastery_store,
    trend,
)
from assay.learning._mastery_models import BayesianKnowledgeTracing, BetaEvidence, Ewma
from assay.learning._redis import redis_client
from assay.learning._settings_store import LearningStoreSettings
from assay.storage import LearningEvaluationRecord, open_learning_repository

CONCURRENT = 200


@pytest.fixture(params=["sql", "redis"])
def store_factory(request: pytest.FixtureRequest, tmp_path) -> Iterator:
    """Builds a store of the parametrised kind with a given model (SQL on SQLite here; see below for PG)."""
    opened = []
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'assay.sqlite3'}")

    def make(model=None) -> MasteryStore:
        model = model or Ewma()
        if request.param == "sql":
            store: MasteryStore = SqlMasteryStore(repository, model, on_events=lambda: None)
        else:
            url = request.getfixturevalue("redis_url")
            store = RedisMasteryStore(redis_client(url), model, repository=repository, on_events=lambda: None)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


def _scores(n: int) -> list[float]:
    # Distinct, order-sensitive scores: EWMA of a different order gives a different result.
    return [round((i * 37 % 101) / 100, 2) for i in range(n)]


def _check_serialised(store: MasteryStore, learner: str, concept: str, updates, scores) -> None:
    ordered = sorted(updates, key=lambda u: u.sequence)
    assert [u.sequence for u in ordered] == list(range(1, len(scores) + 1)), "an update was lost or doubled"
    state, current = None, store.model.initial
    for update in ordered:
        stale = f"update {update.sequence} read a stale value"
        assert update.previous == pytest.approx(current, abs=1e-12), stale
        current, state = store.model.update(state, update.score)
        assert update.new == pytest.approx(current, abs=1e-12)
    assert sorted(u.score for u in ordered) == sorted(scores)
    assert store.get(learner, concept) == pytest.approx(current, abs=1e-12)


def _hammer(store: MasteryStore, learner: str, concept: str, scores: list[float]):
    start = threading.Barrier(min(len(scores), 50))

    def one(score: float):
        try:
            start.wait(timeout=30)
        except threading.BrokenBarrierError:
            pass
        return store.apply(learner, concept, score)

    with ThreadPoolExecutor(max_workers=50) as pool:
        return list(pool.map(one, scores))


@pytest.mark.parametrize("model", [Ewma(), BetaEvidence()], ids=["ewma", "beta"])
def test_concurrent_updates_end_where_one_by_one_ends(store_factory, model) -> None:
    store = store_factory(model)
    scores = _scores(CONCURRENT)
    updates = _hammer(store, "ada", "hashing", scores)
    _check_serialised(store, "ada", "hashing", updates, scores)
    (concept,) = store.all_for("ada")
    assert concept.updates == CONCURRENT


def test_concurrent_updates_on_postgresql(postgresql_url: str) -> None:
    repository = open_learning_repository(postgresql_url)
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    try:
        scores = _scores(CONCURRENT)
        updates = _hammer(store, "ada", "hashing", scores)
        _check_serialised(store, "ada", "hashing", updates, scores)
        assert len(repository.history("ada", "hashing")) == CONCURRENT
    finally:
        store.close()


def test_concurrent_first_answers_of_many_concepts(store_factory) -> None:
    store = store_factory()
    concepts = [f"c{i % 10}" for i in range(100)]
    with ThreadPoolExecutor(max_workers=20) as pool:
        list(pool.map(lambda c: store.apply("bob", c, 1.0), concepts))
    masteries = {m.concept_id: m for m in store.all_for("bob")}
    assert sorted(masteries) == sorted(set(concepts))
    assert all(m.updates == 10 for m in masteries.values())


def test_first_answer_previous_is_the_prior_and_history_gives_a_trend(store_factory) -> None:
    store = store_factory()
    assert store.get("ada", "sorting") is None
    first = store.apply("ada", "sorting", 0.5)
    assert (first.previous, first.new, first.sequence, first.first) == (0.0, pytest.approx(0.3), 1, True)
    for score in (0.9, 1.0, 1.0):
        store.apply("ada", "sorting", score)
    (view,) = store.all_for("ada")
    assert view.concept_id == "sorting"
    assert view.history == pytest.approx([0.3, 0.66, 0.864, 0.9456])
    assert view.trend == "rising"
    assert view.mastered and view.next_step.startswith("mastered")
    assert store.all_for("nobody") == []


def test_redis_keeps_the_contract_key(redis_url: str, tmp_path) -> None:
    store = RedisMasteryStore(redis_client(redis_url), Ewma())
    try:
        store.apply("ada", "graphs", 1.0)
        assert float(store.client.get(mastery_key("ada", "graphs"))) == pytest.approx(0.6)
        assert mastery_key("ada", "graphs") == "learner_mastery:ada:graphs"
    finally:
        store.close()


def test_sql_store_writes_evaluation_and_events_with_the_update(tmp_path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    woken = []
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: woken.append(1))
    record = LearningEvaluationRecord(
        learner_id="ada", concept_id="hashing", score=0.3, error_type="CONCEPTUAL", decision="REMEDIATE"
    )
    update = store.apply(
        "ada",
        "hashing",
        0.3,
        evaluation=record,
        events=lambda u: [("evaluation_complete", {"new_mastery": u.new}), ("INSTRUCTOR_ALERT", {"s": 0.3})],
    )
    assert len(update.event_ids) == 2 and woken == [1]
    (stored,) = repository.evaluations("ada")
    assert stored.new_mastery == pytest.approx(update.new)
    events = repository.events()
    assert [e.id for e in events] == update.event_ids
    assert events[0].payload == {"new_mastery": pytest.approx(0.18)}


def test_a_failing_event_builder_stores_nothing(tmp_path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    record = LearningEvaluationRecord(
        learner_id="ada", concept_id="hashing", score=0.3, error_type="CONCEPTUAL", decision="REMEDIATE"
    )

    def broken(update):
        raise RuntimeError("bug")

    with pytest.raises(RuntimeError):
        store.apply("ada", "hashing", 0.3, evaluation=record, events=broken)
    assert store.get("ada", "hashing") is None
    assert repository.evaluations("ada") == [] and repository.events() == []


def test_switching_models_carries_the_mastery_over(tmp_path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    SqlMasteryStore(repository, Ewma(), on_events=lambda: None).apply("ada", "x", 1.0)
    update = SqlMasteryStore(repository, BayesianKnowledgeTracing(), on_events=lambda: None).apply(
        "ada", "x", 1.0
    )
    assert update.previous == pytest.approx(0.6) and update.model == "bkt" and update.sequence == 2


def test_open_mastery_store_follows_the_settings(redis_url: str, tmp_path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    sql = open_mastery_store(LearningStoreSettings(learn_mastery_model="beta"), repository=repository)
    assert sql.kind == "sql" and sql.model.name == "beta"
    red = open_mastery_store(LearningStoreSettings(redis_url=redis_url), repository=repository)
    assert red.kind == "redis" and red.model.name == "ewma"
    red.close()


def test_redis_down_is_a_retryable_service_error(redis_server, tmp_path) -> None:
    store = RedisMasteryStore(redis_client(redis_server.url), Ewma())
    redis_server.kill()
    try:
        with pytest.raises(ExternalServiceError) as caught:
            store.apply("ada", "x", 1.0)
        assert caught.value.code == "REDIS_ERROR" and caught.value.retryable
    finally:
        redis_server.restart()
        store.close()


def test_trend() -> None:
    assert trend([]) == "new" and trend([0.5]) == "new"
    assert trend([0.2, 0.5]) == "rising"
    assert trend([0.9, 0.5]) == "falling"
    assert trend([0.5, 0.52, 0.49, 0.51]) == "steady"


def test_a_reused_evaluation_id_fails_at_once_and_stores_nothing(database_url: str) -> None:
    repository = open_learning_repository(database_url)
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    record = LearningEvaluationRecord(
        learner_id="ada", concept_id="hashing", score=0.3, error_type="CONCEPTUAL", decision="REMEDIATE"
    )
    store.apply("ada", "hashing", 0.3, evaluation=record)
    with pytest.raises(ExternalServiceError) as caught:
        store.apply("ada", "hashing", 0.9, evaluation=record)
    assert caught.value.code == "DATABASE_ERROR"
    assert store.get("ada", "hashing") == pytest.approx(0.18)  # the second update rolled back with it
    assert len(repository.history("ada", "hashing")) == 1
    store.close()


def test_the_longest_ids_the_evaluator_accepts_are_stored(database_url: str) -> None:
    repository = open_learning_repository(database_url)
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    learner, concept = "l" * 200, "c" * 200
    record = LearningEvaluationRecord(
        learner_id=learner, concept_id=concept, score=1.0, error_type="CORRECT", decision="MASTERED"
    )
    store.apply(learner, concept, 1.0, evaluation=record)
    assert store.get(learner, concept) == pytest.approx(0.6)
    assert [c.concept_id for c in store.all_for(learner)] == [concept]
    store.close()
