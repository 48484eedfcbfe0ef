"""`assay learn evaluate` and `assay learn course validate` as a user runs them: a real process,
the default (SQL) mastery store in a fresh database, the bundled course or a teacher's file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.learning.support import COURSE

ROOT = Path(__file__).resolve().parents[2]
GOOD = (
    "A hash function maps the key to a bucket index, so a lookup goes straight to one bucket instead of "
    "scanning every entry; collisions are chained and resizing keeps the load factor low, so lookups are "
    "O(1) on average and O(n) in the worst case."
)


def _assay(tmp_path: Path, *args: str, env: dict[str, str] | None = None, stdin: str | None = None):  # type: ignore[no-untyped-def]
    full = {
        **os.environ,
        "ASSAY_DATA_DIR": str(tmp_path / "data"),
        "ASSAY_LLM_MODEL": "none",
        "ASSAY_DATABASE_URL": f"sqlite:///{tmp_path / 'cli.sqlite3'}",
        "COLUMNS": "120",
        **(env or {}),
    }
    full.pop("ASSAY_REDIS_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "assay", "learn", *args],
        capture_output=True,
        text=True,
        env=full,
        input=stdin,
        timeout=120,
    )


def test_evaluate_json_twice_moves_mastery(tmp_path: Path) -> None:
    first = _assay(
        tmp_path, "evaluate", "--learner", "ada", "--concept", "hashing", "--response", GOOD, "--json"
    )
    assert first.returncode == 0, first.stderr
    body = json.loads(first.stdout)
    assert body["success"] is True and body["error_type"] == "CORRECT" and body["previous_mastery"] == 0.0
    answer = tmp_path / "answer.txt"
    answer.write_text("It loops over the entries and checks each key until it finds it.")
    second = _assay(
        tmp_path, "evaluate", "-l", "ada", "-c", "hashing", "--response-file", str(answer), "--json"
    )
    again = json.loads(second.stdout)
    assert again["previous_mastery"] == body["new_mastery"]
    assert again["new_mastery"] == pytest.approx(0.4 * body["new_mastery"] + 0.6 * again["score"], abs=1e-4)
    assert again["decision"] == "REMEDIATE" and again["misconception"] == "hash-lookup-scans"
    assert again["prerequisites"] == ["arrays"] and again["instructor_alert"] is True


def test_readable_output(tmp_path: Path) -> None:
    done = _assay(
        tmp_path, "evaluate", "-l", "ada", "-c", "stack", "-f", "-", stdin="A stack is first in, first out."
    )
    assert done.returncode == 0, done.stderr
    assert "REMEDIATE" in done.stdout and "stack-is-fifo" in done.stdout and "Go back to:" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["-l", "a b", "-c", "hashing", "-r", "x"], "INVALID_LEARNER_ID"),
        (["-l", "ada", "-c", "hash maps", "-r", "x"], "INVALID_CONCEPT_ID"),
        (["-l", "ada", "-c", "hashing", "-r", "   "], "INVALID_LEARNER_RESPONSE"),
        (["-l", "ada", "-c", "hashing"], "INVALID_LEARNER_RESPONSE"),
        (["-l", "ada", "-c", "hashing", "-f", "/nonexistent/answer.txt"], "INVALID_LEARNER_RESPONSE"),
        (["-l", "ada", "-c", "cooking", "-r", "x"], "CONCEPT_NOT_FOUND"),
    ],
)
def test_bad_input_exits_2_with_one_line_and_the_code(tmp_path: Path, args: list[str], code: str) -> None:
    done = _assay(tmp_path, "evaluate", *args, "--json")
    assert done.returncode == 2, done.stderr
    assert json.loads(done.stdout)["error"] == code
    assert done.stderr.startswith("error:") and "Traceback" not in done.stderr
    plain = _assay(tmp_path, "evaluate", *args)
    assert plain.returncode == 2 and plain.stdout == ""


def test_course_validate_bundled_and_a_teachers_file(tmp_path: Path) -> None:
    done = _assay(tmp_path, "course", "validate")
    assert done.returncode == 0 and "valid" in done.stdout and "35 concepts" in done.stdout
    own = tmp_path / "mine.json"
    data = json.loads(json.dumps(COURSE))
    data["concepts"][0]["prerequisites"] = ["hashing"]
    data["concepts"][1]["prerequisites"] = ["arrays", "linked-lists", "nowhere"]
    own.write_text(json.dumps(data))
    bad = _assay(tmp_path, "course", "validate", str(own))
    assert bad.returncode == 2
    assert (
        "concepts[36](hashing).prerequisites[2]: unknown concept 'nowhere'" not in bad.stdout
    )  # replaced in place
    assert "unknown concept 'nowhere'" in bad.stdout and "cycle arrays -> hashing -> arrays" in bad.stdout
    alone = _assay(tmp_path, "course", "validate", str(own), "--replace", "--json")
    report = json.loads(alone.stdout)
    assert alone.returncode == 2 and report["valid"] is False
    assert any("unknown concept 'linked-lists'" in p for p in report["problems"])


def test_teachers_course_through_the_setting_and_the_graph_database(tmp_path: Path) -> None:
    pytest.importorskip("real_ladybug")
    own = tmp_path / "mine.json"
    data = json.loads(json.dumps(COURSE))
    data["concepts"][1]["concept_id"] = "my-hashing"
    own.write_text(json.dumps(data))
    env = {"ASSAY_LEARN_COURSE": str(own), "ASSAY_LEARN_GRAPH": "ladybug"}
    done = _assay(
        tmp_path, "evaluate", "-l", "ada", "-c", "my-hashing", "-r", "keys are kept sorted", "--json", env=env
    )
    assert done.returncode == 0, done.stderr
    body = json.loads(done.stdout)
    assert body["misconception"] == "hash-keeps-order" and body["prerequisites"] == ["arrays"]
    bad = _assay(
        tmp_path, "evaluate", "-l", "ada", "-c", "hashing", "-r", "x", env={"ASSAY_LEARN_GRAPH": "neo4j"}
    )
    assert bad.returncode == 2 and "ASSAY_LEARN_GRAPH" in bad.stderr


def test_benchmark_script_runs_on_our_sample() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "benchmarks/learn_scoring.py",
            "--answers",
            "tests/learning/answers_sample.jsonl",
            "--no-grade",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (
        "| overlap |" in done.stdout
        and "| deterministic |" in done.stdout
        and "| empty-ish | 1 |" in done.stdout
    )
