"""A real `assay serve` evaluates the TUTOR_ASSESSMENT_READY events a tutor publishes to the learning
outbox from another process (docs/learning.md, "Inbound assessment requests")."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from assay.learning import TUTOR_ASSESSMENT_READY, EventSink
from assay.storage import open_learning_repository
from tests.web.support import assay_serve, base_env

pytestmark = pytest.mark.slow

ANSWER = {
    "learner_id": "ada",
    "concept_id": "hashing",
    "learner_response": "A hash function maps the key to a bucket, so a lookup goes straight to it: "
    "O(1) on average.",
}


def _mastery(url: str) -> list[dict[str, object]]:
    concepts: list[dict[str, object]] = httpx.get(f"{url}/api/learners/ada/mastery", timeout=10).json()[
        "concepts"
    ]
    return concepts


def test_serve_evaluates_tutor_events_published_to_the_outbox(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = base_env(data, ASSAY_LEARN_RELAY_INTERVAL_S="0.1")
    with assay_serve(env, tmp_path / "serve.log") as url:
        repository = open_learning_repository(f"sqlite:///{data / 'assay.sqlite3'}")
        tutor = EventSink(repository)  # the tutor's process: publishes, relays to nobody
        assert _mastery(url) == []
        bad = tutor.publish(TUTOR_ASSESSMENT_READY, {"learner_id": "bad id", "concept_id": "hashing"})
        good = tutor.publish(TUTOR_ASSESSMENT_READY, ANSWER)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (_mastery(url) and repository.deliveries(bad)):
            time.sleep(0.2)
        (concept,) = _mastery(url)
        assert concept["concept_id"] == "hashing" and concept["updates"] == 1
        evaluations = repository.evaluations("ada", "hashing")
        assert len(evaluations) == 1 and evaluations[0].score > 0
        # each event taken once by the server's evaluator; the bad one acknowledged, not retried
        for event_id in (good, bad):
            (delivery,) = repository.deliveries(event_id)
            assert delivery["consumer"] == "evaluator" and delivery["delivered_at"] is not None
        names = [e.name for e in repository.events()]
        assert names.count("evaluation_complete") == 1
        repository.engine.dispose()
    assert "not evaluated" in (tmp_path / "serve.log").read_text()  # the bad payload, logged
