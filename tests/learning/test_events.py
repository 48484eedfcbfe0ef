"""The event outbox: stable ids, at-least-once delivery per consumer, also across a crash; Redis Streams."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from assay.learning._events import (
    EVALUATION_COMPLETE,
    INSTRUCTOR_ALERT,
    EventSink,
    StreamReader,
    open_event_sink,
)
from assay.learning._mastery import RedisMasteryStore
from assay.learning._mastery_models import Ewma
from assay.learning._redis import redis_client
from assay.learning._settings_store import LearningStoreSettings
from assay.storage import OutboxEvent, open_learning_repository

REPO = Path(__file__).resolve().parents[2]


def test_publish_gives_stable_ids_that_every_delivery_carries(database_url: str) -> None:
    repository = open_learning_repository(database_url)
    sink = EventSink(repository)
    got: list[tuple[str, str]] = []
    sink.subscribe("planner", lambda e: got.append((e.id, e.name)), names=[EVALUATION_COMPLETE])
    sink.subscribe("audit", lambda e: got.append((e.id, "audit")))
    first = sink.publish(EVALUATION_COMPLETE, {"learner_id": "ada", "score": 0.5})
    second = sink.publish(INSTRUCTOR_ALERT, {"learner_id": "ada", "score": 0.1})
    assert first != second
    assert sorted(got) == sorted([(first, EVALUATION_COMPLETE), (first, "audit"), (second, "audit")])
    assert [e.id for e in repository.events()] == [first, second]
    assert sink.deliver_pending().delivered == 0  # nothing is offered twice
    repository.engine.dispose()


def test_a_refused_event_is_retried_after_backoff_and_then_taken_once(tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    sink = EventSink(repository)
    taken: list[str] = []
    refuse = [True]

    def handler(event):
        if refuse[0]:
            raise RuntimeError("consumer busy")
        taken.append(event.id)

    sink.subscribe("planner", handler)
    event_id = sink.publish(EVALUATION_COMPLETE, {"x": 1})
    assert taken == []
    (delivery,) = repository.deliveries(event_id)
    assert delivery["attempts"] == 1 and delivery["delivered_at"] is None
    assert delivery["last_error"] == "RuntimeError"
    refuse[0] = False
    assert sink.deliver_pending().delivered == 0  # the backoff has not elapsed
    later = datetime.now(UTC) + timedelta(minutes=5)
    assert sink.deliver_pending(now=later).delivered == 1
    assert sink.deliver_pending(now=later).delivered == 0
    assert taken == [event_id]


CRASHING_WRITER = """
import os, sys
from assay.learning._mastery import SqlMasteryStore
from assay.learning._mastery_models import Ewma
from assay.storage import OutboxEvent, open_learning_repository

repository = open_learning_repository(sys.argv[1])
store = SqlMasteryStore(repository, Ewma(), on_events=lambda: os._exit(17))  # dies before relaying
store.apply("ada", "hashing", 0.2, events=lambda u: [
    ("evaluation_complete", {"learner_id": "ada", "new_mastery": u.new}),
    ("INSTRUCTOR_ALERT", {"learner_id": "ada", "score": 0.2}),
])
"""


def test_events_written_before_a_crash_are_delivered_on_restart_once_per_consumer(database_url: str) -> None:
    died = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(CRASHING_WRITER), database_url],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert died.returncode == 17, died.stderr
    repository = open_learning_repository(database_url)
    written = repository.events()
    assert [e.name for e in written] == [EVALUATION_COMPLETE, INSTRUCTOR_ALERT]

    got: dict[str, list[str]] = {"planner": [], "alerts": []}
    restarted = EventSink(repository)
    restarted.subscribe("planner", lambda e: got["planner"].append(e.id))
    restarted.subscribe("alerts", lambda e: got["alerts"].append(e.id), names=[INSTRUCTOR_ALERT])
    restarted.deliver_pending()
    assert got == {"planner": [e.id for e in written], "alerts": [written[1].id]}

    again = EventSink(repository)  # another restart: nothing is delivered twice
    again.subscribe("planner", lambda e: got["planner"].append(e.id))
    again.subscribe("alerts", lambda e: got["alerts"].append(e.id), names=[INSTRUCTOR_ALERT])
    again.subscribe("late", lambda e: got.setdefault("late", []).append(e.id))
    again.deliver_pending()
    assert got["planner"] == [e.id for e in written] and got["alerts"] == [written[1].id]
    assert got["late"] == [e.id for e in written]  # a new consumer id gets the backlog
    repository.engine.dispose()


def test_events_every_consumer_took_are_pruned_after_the_retention_on_the_next_write(
    database_url: str,
) -> None:
    repository = open_learning_repository(database_url)
    sink = EventSink(repository, retention_s=7 * 86400)
    planner: list[str] = []
    alerts_down = [True]

    def alerts(event: OutboxEvent) -> None:
        if alerts_down[0]:
            raise RuntimeError("receiver down")

    sink.subscribe("planner", lambda e: planner.append(e.id))
    sink.subscribe("alerts", alerts, names=[INSTRUCTOR_ALERT])
    eight_days_ago = datetime.now(UTC) - timedelta(days=8)
    done, refused = repository.add_events(
        [
            OutboxEvent(name=EVALUATION_COMPLETE, payload={"n": 1}, created_at=eight_days_ago),
            OutboxEvent(name=INSTRUCTOR_ALERT, payload={"n": 2}, created_at=eight_days_ago),
        ]
    )
    # the next write relays both (the alert fails for `alerts`), then prunes what is done with:
    # the old event everyone took; the old alert waits for its retry, the new event is young
    recent = sink.publish(EVALUATION_COMPLETE, {"n": 3})
    assert planner == [done.id, refused.id, recent]
    assert [e.id for e in repository.events()] == [refused.id, recent]
    assert repository.deliveries(done.id) == []

    # a consumer added later has taken none of them: the alert stays until it has
    sink.subscribe("late", lambda e: None, names=[INSTRUCTOR_ALERT])
    alerts_down[0] = False
    assert sink.deliver_pending(now=datetime.now(UTC) + timedelta(minutes=5)).delivered == 2
    assert sink.prune() == 1
    assert [e.id for e in repository.events()] == [recent]
    assert repository.deliveries(refused.id) == []
    assert sink.prune(now=datetime.now(UTC) + timedelta(days=8)) == 1  # the new one, once it is old
    assert repository.events() == []
    repository.engine.dispose()


def test_the_retention_comes_from_the_settings_and_zero_keeps_every_event(tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    old = datetime.now(UTC) - timedelta(days=31)
    repository.add_events([OutboxEvent(name=EVALUATION_COMPLETE, payload={}, created_at=old)])
    keep = open_event_sink(LearningStoreSettings(learn_outbox_retention_days=0), repository=repository)
    keep.publish(EVALUATION_COMPLETE, {})
    assert keep.prune() == 0 and len(repository.events()) == 2
    default = open_event_sink(LearningStoreSettings(), repository=repository)  # 30 days; no consumers
    assert default.prune(now=datetime.now(UTC) - timedelta(hours=1)) == 1
    assert len(repository.events()) == 1
    repository.engine.dispose()


def test_an_unreadable_outbox_is_reported_so_the_relay_waits_longer(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    repository = open_learning_repository(f"sqlite:///{path}")
    sink = EventSink(repository)
    sink.subscribe("planner", lambda e: None)
    assert sink.deliver_pending().unreachable is False
    repository.engine.dispose()
    path.unlink()  # the next connection opens an empty file: no outbox table
    report = sink.deliver_pending()
    assert report.unreachable is True and "event outbox" in report.errors[0]
    repository.engine.dispose()


def test_background_relay_delivers_on_wake(tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    sink = EventSink(repository, relay_interval_s=0.05)
    import threading

    arrived = threading.Event()
    sink.subscribe("planner", lambda e: arrived.set())
    sink.start()
    try:
        sink.publish(EVALUATION_COMPLETE, {"x": 1})
        assert arrived.wait(timeout=30)
    finally:
        sink.close()


def test_redis_stream_with_consumer_group(redis_url: str, tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    settings = LearningStoreSettings(
        redis_url=redis_url, learn_events_stream="t:events", learn_events_group="g"
    )
    sink = open_event_sink(settings, repository=repository)
    assert sink.consumers == ["redis-stream"]
    first = sink.publish(EVALUATION_COMPLETE, {"learner_id": "ada", "new_mastery": 0.6})
    second = sink.publish(INSTRUCTOR_ALERT, {"learner_id": "ada", "score": 0.1})

    client = redis_client(redis_url)
    reader = StreamReader(client, "t:events", "g", "planner-1")
    entries = reader.read(count=10)
    assert [(e.event.id, e.event.name) for e in entries] == [
        (first, EVALUATION_COMPLETE),
        (second, INSTRUCTOR_ALERT),
    ]
    assert entries[0].event.payload == {"learner_id": "ada", "new_mastery": 0.6}
    reader.ack(entries[0].entry_id)  # the reader "crashes" before acknowledging the second

    restarted = StreamReader(client, "t:events", "g", "planner-1")
    assert [e.event.id for e in restarted.read(count=10)] == [second]  # its pending entry again
    other = StreamReader(client, "t:events", "g", "planner-2")
    assert other.read(count=10, block_ms=50) == []  # the group hands each entry to one consumer
    sink.close()
    client.close()


def test_redis_down_keeps_events_in_the_outbox_until_it_is_back(redis_server, tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    settings = LearningStoreSettings(redis_url=redis_server.url, learn_events_stream="t:down")
    sink = open_event_sink(settings, repository=repository)
    redis_server.kill()
    try:
        event_id = sink.publish(EVALUATION_COMPLETE, {"x": 1})
        (delivery,) = repository.deliveries(event_id)
        assert delivery["delivered_at"] is None and delivery["attempts"] == 1
    finally:
        redis_server.restart()
    report = sink.deliver_pending(now=datetime.now(UTC) + timedelta(minutes=5))
    assert report.delivered == 1
    client = redis_client(redis_server.url)
    reader = StreamReader(client, "t:down", "assay", "c")
    assert [e.event.id for e in reader.read(count=10)] == [event_id]
    sink.close()
    client.close()


REDIS_CRASHING_WRITER = """
import os, sys
from assay.learning._mastery import RedisMasteryStore
from assay.learning._mastery_models import Ewma
from assay.learning._redis import redis_client
from assay.storage import LearningEvaluationRecord, open_learning_repository

repository = open_learning_repository(sys.argv[1])
repository.add_evaluation_once = lambda *a, **k: os._exit(17)  # dies after Redis, before the database
store = RedisMasteryStore(redis_client(sys.argv[2]), Ewma(), repository=repository)
record = LearningEvaluationRecord(
    learner_id="ada", concept_id="hashing", score=0.2, error_type="CONCEPTUAL", decision="REMEDIATE"
)
store.apply("ada", "hashing", 0.2, evaluation=record, events=lambda u: [
    ("evaluation_complete", {"learner_id": "ada", "new_mastery": u.new}),
])
"""


def test_redis_update_whose_process_died_before_the_outbox_write_is_recovered(
    redis_url: str, tmp_path: Path
) -> None:
    database = f"sqlite:///{tmp_path / 'a.sqlite3'}"
    died = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(REDIS_CRASHING_WRITER), database, redis_url],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert died.returncode == 17, died.stderr
    repository = open_learning_repository(database)
    assert repository.events() == [] and repository.evaluations("ada") == []
    woken: list[int] = []
    store = RedisMasteryStore(
        redis_client(redis_url), Ewma(), repository=repository, on_events=lambda: woken.append(1)
    )
    assert store.get("ada", "hashing") == pytest.approx(0.12)  # the update itself was applied
    assert store.recover() == 0  # too young: it may belong to a process still writing it
    assert store.recover(older_than_s=0) == 1
    assert store.recover(older_than_s=0) == 0  # moved once
    (event,) = repository.events()
    assert event.name == EVALUATION_COMPLETE and event.payload["new_mastery"] == pytest.approx(0.12)
    (record,) = repository.evaluations("ada")
    assert record.new_mastery == pytest.approx(0.12) and woken == [1]
    got: list[str] = []
    sink = EventSink(repository)
    sink.subscribe("planner", lambda e: got.append(e.id))
    sink.deliver_pending()
    assert got == [event.id]
    store.close()
