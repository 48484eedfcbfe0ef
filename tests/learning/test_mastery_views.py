"""Front doors: `assay learn mastery`, `assay learn events`, GET /api/learners/{id}/mastery."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from fastapi.testclient import TestClient

from assay.api import create_app
from assay.learning import Ewma, SqlMasteryStore
from assay.storage import OutboxEvent, open_learning_repository


def _seed(database: str) -> None:
    repository = open_learning_repository(database)
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    for score in (0.5, 0.9, 1.0, 1.0):
        store.apply(
            "ada", "hashing", score, events=lambda u: [("evaluation_complete", {"new_mastery": u.new})]
        )
    store.apply("ada", "recursion", 0.2, events=lambda u: [("INSTRUCTOR_ALERT", {"score": 0.2})])
    store.close()


def _assay(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ASSAY_DATA_DIR": str(tmp_path), "COLUMNS": "200"}
    for name in ("ASSAY_DATABASE_URL", "ASSAY_REDIS_URL", "ASSAY_LEARN_WEBHOOK_URL"):
        env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-c", "from assay.cli import main; main()", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_cli_mastery_and_events(tmp_path: Path) -> None:
    _seed(f"sqlite:///{tmp_path / 'assay.sqlite3'}")
    shown = _assay(tmp_path, "learn", "mastery", "ada")
    assert shown.returncode == 0, shown.stderr
    assert "hashing" in shown.stdout and "0.95" in shown.stdout and "MASTERED" in shown.stdout
    assert "rising" in shown.stdout

    as_json = json.loads(_assay(tmp_path, "learn", "mastery", "ada", "--json").stdout)
    assert as_json["learner_id"] == "ada" and as_json["store"] == "sql"
    by_concept = {c["concept_id"]: c for c in as_json["concepts"]}
    assert by_concept["hashing"]["mastery"] == pytest.approx(0.9456) and by_concept["hashing"]["mastered"]
    assert by_concept["recursion"]["trend"] == "new" and not by_concept["recursion"]["mastered"]
    # With the bundled course: names, what builds on a mastered concept, prerequisites of a weak one.
    assert by_concept["hashing"]["name"] == "Hash maps and sets"
    assert by_concept["hashing"]["next_concepts"] == ["graphs", "memoization-tabulation", "sliding-window"]
    assert by_concept["hashing"]["next_step"] == (
        "mastered: move on to Graphs and their representations, Memoisation vs tabulation, Sliding window"
    )
    assert by_concept["recursion"]["next_step"].endswith("revisit Big-O and time complexity")

    empty = _assay(tmp_path, "learn", "mastery", "nobody")
    assert empty.returncode == 0 and "No answers recorded yet" in empty.stdout

    bad = _assay(tmp_path, "learn", "mastery", "not an id")
    assert bad.returncode == 2 and "learner_id" in bad.stderr and "Traceback" not in bad.stderr

    lines = _assay(tmp_path, "learn", "events", "--json", "-n", "3").stdout.splitlines()
    events = [json.loads(line) for line in lines]
    assert [e["name"] for e in events] == ["evaluation_complete", "evaluation_complete", "INSTRUCTOR_ALERT"]
    assert len({e["id"] for e in events}) == 3
    only_alerts = _assay(tmp_path, "learn", "events", "--name", "INSTRUCTOR_ALERT").stdout
    assert "INSTRUCTOR_ALERT" in only_alerts and "evaluation_complete" not in only_alerts


def test_api_learner_mastery(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'assay.sqlite3'}"
    _seed(database)
    store = SqlMasteryStore(open_learning_repository(database), Ewma(), on_events=lambda: None)
    app = create_app(service=SimpleNamespace())  # type: ignore[arg-type]
    app.state.learning = SimpleNamespace(mastery=store)
    client = TestClient(app)
    got = client.get("/api/learners/ada/mastery")
    assert got.status_code == 200
    body = got.json()
    assert [c["concept_id"] for c in body["concepts"]] == ["hashing", "recursion"]
    assert body["concepts"][0]["history"] == pytest.approx([0.3, 0.66, 0.864, 0.9456])
    assert body["concepts"][0]["next_step"].startswith("mastered")
    assert client.get("/api/learners/nobody/mastery").json()["concepts"] == []
    bad = client.get("/api/learners/bad%20id/mastery")
    assert bad.status_code == 422 and "INVALID_LEARNER_ID" in bad.text
    store.close()


def test_cli_events_follow_prints_new_events_as_they_arrive(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'assay.sqlite3'}"
    _seed(database)
    env = {**os.environ, "ASSAY_DATA_DIR": str(tmp_path), "ASSAY_LEARN_RELAY_INTERVAL_S": "0.1"}
    for name in ("ASSAY_DATABASE_URL", "ASSAY_REDIS_URL", "ASSAY_LEARN_WEBHOOK_URL"):
        env.pop(name, None)
    follower = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from assay.cli import main; main()",
            "learn",
            "events",
            "-f",
            "--json",
            "-n",
            "1",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        first = json.loads(_readline(follower, 60))
        assert first["name"] == "INSTRUCTOR_ALERT"  # the newest existing one
        repository = open_learning_repository(database)
        (published,) = repository.add_events([OutboxEvent(name="evaluation_complete", payload={"n": 1})])
        second = json.loads(_readline(follower, 60))
        assert second["id"] == published.id and second["position"] == first["position"] + 1
    finally:
        follower.terminate()
        follower.wait(timeout=30)


def _readline(process: subprocess.Popen[str], timeout: float) -> str:
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    assert ready, "no output in time"
    assert process.stdout is not None
    return process.stdout.readline()
