"""The instructor-alert webhook against a real HTTP receiver that is killed and restarted."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from assay.errors import ConfigError
from assay.learning._events import EVALUATION_COMPLETE, INSTRUCTOR_ALERT, open_event_sink
from assay.learning._settings_store import LearningStoreSettings
from assay.learning._webhook import backoff_delay, sign, verify_signature
from assay.storage import open_learning_repository
from tests.learning.webhook_receiver import SECRET, URL_TOKEN, Receiver


@pytest.fixture
def receiver(tmp_path: Path) -> Iterator[Receiver]:
    r = Receiver(tmp_path)
    r.start()
    yield r
    r.kill()


def _settings(url: str, **extra) -> LearningStoreSettings:
    values = {
        "learn_webhook_url": url,
        "learn_webhook_secret": SECRET,
        "learn_webhook_backoff_s": 0.2,
        "learn_webhook_backoff_max_s": 0.4,
        "learn_relay_interval_s": 0.05,
        "learn_webhook_timeout_s": 5,
    }
    return LearningStoreSettings(**{**values, **extra})


def _wait(condition, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("condition not met in time")


def test_alert_is_signed_and_only_alerts_are_posted(receiver: Receiver, tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    sink = open_event_sink(_settings(receiver.url), repository=repository)
    sink.publish(EVALUATION_COMPLETE, {"learner_id": "ada", "score": 0.3})
    alert = sink.publish(INSTRUCTOR_ALERT, {"learner_id": "ada", "concept_id": "hashing", "score": 0.3})
    (got,) = receiver.received()
    assert got["event_id"] == alert
    assert got["body"]["id"] == alert and got["body"]["name"] == INSTRUCTOR_ALERT
    assert got["body"]["payload"] == {"learner_id": "ada", "concept_id": "hashing", "score": 0.3}
    sink.close()


def test_receiver_down_then_back_gets_the_alert_exactly_once(
    receiver: Receiver, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    sink = open_event_sink(_settings(receiver.url), repository=repository)
    receiver.kill()
    sink.start()
    try:
        alert = sink.publish(INSTRUCTOR_ALERT, {"learner_id": "ada", "score": 0.1})
        _wait(lambda: repository.deliveries(alert) and repository.deliveries(alert)[0]["attempts"] >= 3)
        (state,) = repository.deliveries(alert)
        assert state["delivered_at"] is None and "ConnectError" in state["last_error"]
        receiver.start()  # back on the same port
        _wait(lambda: repository.deliveries(alert)[0]["delivered_at"] is not None)
    finally:
        sink.close()
    assert [r["event_id"] for r in receiver.received()] == [alert]
    assert any("not delivered to webhook" in r.getMessage() for r in caplog.records)
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "HTTP Request: POST http://127.0.0.1" in logged  # httpx's own line, with the URL redacted
    assert SECRET not in logged and URL_TOKEN not in logged
    assert SECRET not in json.dumps(repository.deliveries(alert))
    assert URL_TOKEN not in json.dumps(repository.deliveries(alert))


def test_undelivered_alert_survives_a_restart_of_the_sender(tmp_path: Path) -> None:
    receiver = Receiver(tmp_path)  # not started: the receiver is down while the first process runs
    database = f"sqlite:///{tmp_path / 'a.sqlite3'}"
    first = open_event_sink(_settings(receiver.url), repository=open_learning_repository(database))
    alert = first.publish(INSTRUCTOR_ALERT, {"learner_id": "ada", "score": 0.1})
    first.close()
    receiver.start()
    try:
        repository = open_learning_repository(database)
        second = open_event_sink(_settings(receiver.url), repository=repository)
        second.start()
        _wait(lambda: repository.deliveries(alert)[0]["delivered_at"] is not None)
        second.close()
        assert [r["event_id"] for r in receiver.received()] == [alert]
    finally:
        receiver.kill()


def test_backoff_doubles_and_is_capped() -> None:
    assert [backoff_delay(n, 1.0, 10.0) for n in range(1, 7)] == [1, 2, 4, 8, 10, 10]
    assert backoff_delay(1000, 1.0, 300.0) == 300.0


def test_signature_round_trip_and_tampering() -> None:
    body = b'{"id":"e1"}'
    stamp = int(time.time())
    signature = sign(SECRET, stamp, body)
    assert signature.startswith("sha256=")
    assert verify_signature(SECRET, body, str(stamp), signature)
    assert not verify_signature(SECRET, body + b" ", str(stamp), signature)
    assert not verify_signature("other", body, str(stamp), signature)
    assert not verify_signature(SECRET, body, str(stamp - 3600), sign(SECRET, stamp - 3600, body))
    assert not verify_signature(SECRET, body, "yesterday", signature)


def test_a_webhook_without_a_secret_is_refused(tmp_path: Path) -> None:
    repository = open_learning_repository(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    with pytest.raises(ConfigError, match="ASSAY_LEARN_WEBHOOK_SECRET"):
        open_event_sink(
            LearningStoreSettings(learn_webhook_url="http://127.0.0.1:9/x"), repository=repository
        )


def test_settings_never_show_the_secret() -> None:
    settings = _settings("http://127.0.0.1:9/x")
    assert SECRET not in repr(settings) and SECRET not in str(settings.model_dump())
    assert "127.0.0.1:9/x" not in repr(settings)
