"""As a user runs it: `assay learn evaluate` with Redis and the instructor webhook configured, then
`assay learn mastery` and `assay learn events` (real redis-server, real HTTP receiver, no model)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from assay.learning._redis import redis_client
from tests.learning.webhook_receiver import SECRET, URL_TOKEN, Receiver

WRONG = "it scans every element one by one until it finds the key"


def _assay(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from assay.cli import main; main()", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


def test_evaluate_with_redis_and_webhook(redis_url: str, tmp_path: Path) -> None:
    receiver = Receiver(tmp_path)
    receiver.start()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASSAY_")}
    env.update(
        {
            "ASSAY_DATA_DIR": str(tmp_path / "data"),
            "ASSAY_LLM_MODEL": "none",
            "ASSAY_REDIS_URL": redis_url,
            "ASSAY_LEARN_WEBHOOK_URL": receiver.url,
            "ASSAY_LEARN_WEBHOOK_SECRET": SECRET,
            "COLUMNS": "200",
        }
    )
    try:
        done = _assay(env, "learn", "evaluate", "-l", "ada", "-c", "hashing", "-r", WRONG, "--json")
        assert done.returncode == 0, done.stderr
        result = json.loads(done.stdout)
        if not result["instructor_alert"]:
            pytest.fail(f"expected a score below 0.4 for a wrong answer, got {result['score']}")
        client = redis_client(redis_url)
        assert float(client.get("learner_mastery:ada:hashing")) == pytest.approx(
            result["new_mastery"], abs=1e-4
        )
        assert client.xlen("learner_mastery_outbox") == 0  # moved to the database outbox
        stream = client.xrange("assay:learn:events")
        assert sorted(fields[b"id"].decode() for _, fields in stream) == sorted(result["events"])
        client.close()

        (alert,) = receiver.received()  # delivered before the command exited
        assert alert["event_id"] in result["events"]
        assert alert["body"]["payload"]["learner_id"] == "ada"
        assert SECRET not in done.stdout + done.stderr and URL_TOKEN not in done.stdout + done.stderr

        shown = json.loads(_assay(env, "learn", "mastery", "ada", "--json").stdout)
        assert shown["store"] == "redis"
        assert shown["concepts"][0]["mastery"] == pytest.approx(result["new_mastery"], abs=1e-4)

        lines = _assay(env, "learn", "events", "--json").stdout.splitlines()
        events = {e["id"]: e for e in map(json.loads, lines)}
        assert set(events) == set(result["events"])
        delivered = {d["consumer"] for e in events.values() for d in e["deliveries"] if d["delivered_at"]}
        assert delivered == {"redis-stream", "webhook"}
    finally:
        receiver.kill()


def test_events_relay_delivers_what_an_earlier_process_left(tmp_path: Path) -> None:
    from assay.learning import Ewma, SqlMasteryStore
    from assay.storage import open_learning_repository

    repository = open_learning_repository(f"sqlite:///{tmp_path / 'data' / 'assay.sqlite3'}")
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)  # no relay: left in the outbox
    update = store.apply("ada", "hashing", 0.1, events=lambda u: [("INSTRUCTOR_ALERT", {"score": 0.1})])
    store.close()
    receiver = Receiver(tmp_path)
    receiver.start()
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASSAY_")}
    env.update(
        {
            "ASSAY_DATA_DIR": str(tmp_path / "data"),
            "ASSAY_LEARN_WEBHOOK_URL": receiver.url,
            "ASSAY_LEARN_WEBHOOK_SECRET": SECRET,
        }
    )
    try:
        relayed = _assay(env, "learn", "events", "--relay")
        assert relayed.returncode == 0, relayed.stderr
        assert "relayed to webhook: 1 delivered, 0 failed" in relayed.stdout
        assert "→ webhook" in relayed.stdout
        assert [r["event_id"] for r in receiver.received()] == update.event_ids
        again = _assay(env, "learn", "events", "--relay")
        assert "0 delivered" in again.stdout and len(receiver.received()) == 1
    finally:
        receiver.kill()
