"""The evaluation store on a real SQLite file and on a real PostgreSQL server (see tests/conftest.py):
migrations (0002's backfill included), round trips, reuse lookup, the submission audit trail and
whole-or-nothing writes. SQLite-only behaviour (its directory, WAL) is tested at the end.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import uuid
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy import inspect, text

from assay.errors import ConfigError, ExternalServiceError
from assay.storage import EvaluationRecord, make_engine, migrate, open_repository


def _record(**overrides: object) -> EvaluationRecord:
    values: dict[str, object] = {
        "id": str(uuid.uuid4()),
        "question_id": "3",
        "question_hash": "q" * 64,
        "solution_hash": "s" * 64,
        "solution": "class Solution: ...",
        "score": 91,
        "passed": True,
        "needs_human_review": False,
        "result": {"success": True, "score": 91},
        "timings": {"totalMs": 12.5},
        "model": None,
        "cost_usd": None,
    }
    values.update(overrides)
    return EvaluationRecord.model_validate(values)


def _direct(url: str, query: str, **params: object) -> list[sa.Row[object]]:
    """Rows read with an engine of its own, bypassing the repository."""
    engine = sa.create_engine(url)
    try:
        with engine.connect() as conn:
            return list(conn.execute(text(query), params))
    finally:
        engine.dispose()


def _heads() -> set[str]:
    """Every head of the migration tree: the grading trunk and each job's branch (docs/storage.md)."""
    from alembic.script import ScriptDirectory

    from assay.storage._db import _alembic_config

    return set(ScriptDirectory.from_config(_alembic_config()).get_heads())


def test_migrates_a_fresh_database_and_round_trips(database_url: str) -> None:
    repo = open_repository(database_url)
    assert repo.engine.dialect.name == sa.make_url(database_url).get_backend_name()
    assert {"evaluations", "submissions", "alembic_version"} <= set(inspect(repo.engine).get_table_names())
    with repo.engine.connect() as conn:
        assert {r[0] for r in conn.execute(text("select version_num from alembic_version"))} == _heads()
    result = {"success": True, "score": 91, "feedback": {"summary": 'ünïcode ✓ "quoted"'}, "nested": [1, 2.5]}
    record = repo.add(
        _record(model="openai:gpt-4o-mini", cost_usd=0.0012, engine="e" * 64, result=result, solution="é\n\t")
    )
    loaded = repo.get(record.id)
    assert loaded == record
    assert loaded is not None and loaded.created_at.utcoffset() == timedelta(0)
    assert repo.get("no-such-id") is None
    # The row is really in this database, as written.
    rows = _direct(database_url, "select id, question_id, score, passed, model from evaluations")
    assert [tuple(row) for row in rows] == [(record.id, "3", 91, True, "openai:gpt-4o-mini")]
    # A second start-up on the same database neither fails nor loses data.
    again = open_repository(database_url)
    assert again.count() == 1 and again.get(record.id) == record


def test_a_long_model_string_is_stored(database_url: str) -> None:
    # replay: plus a cassette path can pass 200 characters; PostgreSQL enforced VARCHAR(200) (0003)
    repo = open_repository(database_url)
    model = "replay:" + "/very/long/path" * 30 + "/cassette.jsonl"
    record = repo.add(_record(model=model))
    assert repo.get(record.id) == record
    assert [tuple(r) for r in _direct(database_url, "select model from evaluations")] == [(model,)]


@pytest.mark.parametrize(
    "solution",
    ["class Solution:\n    x = '\x00'  # a NUL", '\ufdd0assay-escaped:"not escaped"', "tab\tünïcode ✓ \\0"],
    ids=["nul", "escape-marker", "unicode"],
)
def test_any_submission_text_round_trips(database_url: str, solution: str) -> None:
    """PostgreSQL text cannot hold NUL, which a submission may: it is stored escaped, read back as sent."""
    repo = open_repository(database_url)
    record = repo.add(_record(solution=solution, result={"success": True, "echo": solution}))
    loaded = repo.get(record.id)
    assert loaded is not None and loaded.solution == solution and loaded.result["echo"] == solution
    assert [tuple(r) for r in _direct(database_url, "select count(*) from evaluations")] == [(1,)]


def test_times_come_back_in_utc_whatever_the_offset_written(database_url: str) -> None:
    repo = open_repository(database_url)
    written = datetime(2026, 3, 1, 12, 30, 15, 123456, tzinfo=timezone(timedelta(hours=5, minutes=30)))
    record = repo.add(_record(created_at=written))
    loaded = repo.get(record.id)
    assert loaded is not None and loaded.created_at == written
    assert loaded.created_at.tzinfo == UTC and loaded.created_at.hour == 7
    assert [s.created_at for s in repo.submissions()] == [written]
    assert repo.submissions()[0].created_at.tzinfo == UTC


def test_find_reusable_matches_the_exact_question_version_and_solution(database_url: str) -> None:
    repo = open_repository(database_url)
    first = repo.add(_record())
    repo.add(_record())  # a later identical grade does not replace the first answer
    assert repo.find_reusable("3", "q" * 64, "s" * 64) == first
    assert repo.find_reusable("3", "x" * 64, "s" * 64) is None
    assert repo.find_reusable("3", "q" * 64, "t" * 64) is None
    assert repo.find_reusable("4", "q" * 64, "s" * 64) is None
    with_model = repo.add(_record(model="ollama:qwen2.5-coder:1.5b"))
    assert repo.find_reusable("3", "q" * 64, "s" * 64, model="ollama:qwen2.5-coder:1.5b") == with_model
    assert repo.find_reusable("3", "q" * 64, "s" * 64, model="openai:gpt-4o-mini") is None


def test_every_submission_is_recorded_with_the_evaluation_that_answered_it(database_url: str) -> None:
    repo = open_repository(database_url)
    graded = repo.add(_record(engine="e" * 64))
    assert [(s.evaluation_id, s.reused) for s in repo.submissions()] == [(graded.id, False)]
    earlier = repo.find_reusable("3", "q" * 64, "s" * 64, engine="e" * 64)
    assert earlier == graded
    reuse = repo.record_reuse(earlier)
    trail = repo.submissions(question_id="3")
    assert [(s.evaluation_id, s.reused) for s in trail] == [(graded.id, False), (graded.id, True)]
    assert trail[1] == reuse and reuse.solution_hash == "s" * 64 and reuse.created_at.tzinfo is not None
    assert repo.count() == 1  # one grade, two submissions
    assert len(repo.submissions(evaluation_id=graded.id)) == 2 and repo.submissions(question_id="4") == []
    rows = _direct(database_url, "select evaluation_id, reused from submissions order by created_at")
    assert [tuple(row) for row in rows] == [(graded.id, False), (graded.id, True)]


def test_a_submission_must_point_to_a_stored_evaluation(database_url: str) -> None:
    repo = open_repository(database_url)
    with pytest.raises(ExternalServiceError) as caught:
        repo.record_reuse(_record())  # never stored: the foreign key refuses the submission
    assert caught.value.code == "DATABASE_ERROR"
    assert repo.submissions() == []


def test_a_result_of_another_engine_is_not_reused(database_url: str) -> None:
    repo = open_repository(database_url)
    repo.add(_record(engine="old" + "0" * 61))
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="new" + "0" * 61) is None
    assert repo.find_reusable("3", "q" * 64, "s" * 64) is None  # unfingerprinted lookups match none
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="old" + "0" * 61) is not None


def test_migration_0002_backfills_the_audit_trail_of_older_evaluations(database_url: str) -> None:
    engine = make_engine(database_url)
    migrate(engine, "0001")
    evaluations = sa.table(
        "evaluations",
        *(sa.column(name) for name in ("id", "question_id", "question_hash", "solution_hash", "solution")),
        *(sa.column(name) for name in ("score", "passed", "needs_human_review", "reusable", "model")),
        sa.column("result", sa.JSON),
        sa.column("timings", sa.JSON),
        sa.column("cost_usd", sa.Float),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    old = {"question_id": "3", "question_hash": "q" * 64, "solution_hash": "s" * 64, "solution": "x"}
    old |= {"score": 50, "passed": False, "needs_human_review": False, "reusable": True, "model": None}
    old |= {"result": {"success": True}, "timings": {}, "cost_usd": None}
    with engine.begin() as conn:
        assert not inspect(conn).has_table("submissions")
        conn.execute(
            evaluations.insert(),
            [
                {**old, "id": "old-1", "created_at": datetime(2026, 1, 1, tzinfo=UTC)},
                {**old, "id": "old-2", "question_id": "7", "created_at": datetime(2026, 1, 2, tzinfo=UTC)},
            ],
        )
    engine.dispose()
    repo = open_repository(database_url)
    trail = repo.submissions()
    assert [(s.id, s.evaluation_id, s.question_id, s.reused) for s in trail] == [
        ("old-1", "old-1", "3", False),
        ("old-2", "old-2", "7", False),
    ]
    assert trail[0].created_at == datetime(2026, 1, 1, tzinfo=UTC)
    loaded = repo.get("old-1")
    assert loaded is not None and loaded.engine is None and loaded.result == {"success": True}
    # Graded before fingerprints existed: never reused, whatever the engine now.
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="e" * 64) is None
    columns = {c["name"] for c in inspect(repo.engine).get_columns("evaluations")}
    assert "engine" in columns
    indexes = {i["name"]: i["column_names"] for i in inspect(repo.engine).get_indexes("evaluations")}
    assert indexes["ix_evaluations_lookup"] == ["question_id", "question_hash", "solution_hash", "engine"]


def test_a_failed_migration_on_postgresql_changes_nothing(postgresql_url: str) -> None:
    """PostgreSQL DDL is transactional: 0002 failing half-way leaves the 0001 schema as it was."""
    engine = make_engine(postgresql_url)
    try:
        migrate(engine, "0001")
        with engine.begin() as conn:  # in the way of 0002's create_table, after its add_column
            conn.execute(text("create table submissions (id integer)"))
        with pytest.raises(ExternalServiceError) as caught:
            migrate(engine)
        assert caught.value.code == "DATABASE_ERROR"
        with engine.connect() as conn:
            assert conn.execute(text("select version_num from alembic_version")).scalar() == "0001"
            assert "engine" not in {c["name"] for c in inspect(conn).get_columns("evaluations")}
            conn.execute(text("drop table submissions"))
            conn.commit()
        migrate(engine)  # once out of the way, the upgrade goes through
        assert open_repository(postgresql_url).count() == 0
    finally:
        engine.dispose()


_START_TOGETHER = """
import sys, time
from assay.storage import open_repository
url, at = sys.argv[1], float(sys.argv[2])
time.sleep(max(0.0, at - time.time()))
print(open_repository(url).count())
"""


def test_servers_starting_together_on_postgresql_migrate_once(postgresql_url: str) -> None:
    """Three server processes starting at the same instant on a fresh database: all start.

    Without the migration lock one of them fails now and then (duplicate table); see the next test
    for the deterministic check of the lock."""
    at = time.time() + 3  # after every process has imported Assay
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _START_TOGETHER, postgresql_url, str(at)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    outcomes = []
    for proc in procs:
        try:
            out, err = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
        outcomes.append((proc.returncode, out.strip(), err.strip()[-500:]))
    assert outcomes == [(0, "0", "")] * 3
    versions = [r[0] for r in _direct(postgresql_url, "select version_num from alembic_version")]
    assert sorted(versions) == sorted(_heads())  # every head once: migrated once, not three times


def test_a_start_up_waits_while_another_server_migrates_postgresql(postgresql_url: str) -> None:
    from assay.storage._db import _MIGRATION_LOCK_KEY

    opened = threading.Event()
    thread = threading.Thread(target=lambda: (open_repository(postgresql_url), opened.set()), daemon=True)
    other = sa.create_engine(postgresql_url)
    try:
        with other.begin() as conn:  # another server, in the middle of migrating
            conn.execute(text("select pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK_KEY})
            thread.start()
            assert not opened.wait(1.0), "migrated while another server held the migration lock"
        assert opened.wait(30)
    finally:
        other.dispose()
        thread.join(timeout=30)


def test_transient_results_are_stored_but_not_reused(database_url: str) -> None:
    repo = open_repository(database_url)
    repo.add(_record(reusable=False))
    assert repo.count() == 1
    assert repo.find_reusable("3", "q" * 64, "s" * 64) is None


def test_a_failed_write_leaves_no_half_record(database_url: str) -> None:
    repo = open_repository(database_url)
    record = repo.add(_record())
    with pytest.raises(ExternalServiceError) as caught:
        repo.add(_record(id=record.id, question_id="duplicate-primary-key"))
    assert caught.value.code == "DATABASE_ERROR" and caught.value.retryable
    assert repo.count() == 1
    assert repo.count("duplicate-primary-key") == 0
    assert len(repo.submissions()) == 1  # the failed write left no submission row either
    # The repository is usable after the failure (the failed transaction was rolled back).
    assert repo.add(_record()) is not None and repo.count() == 2
    assert [tuple(r) for r in _direct(database_url, "select count(*) from submissions")] == [(2,)]


def test_an_unreachable_postgresql_is_a_retryable_database_error(postgresql_url: str) -> None:
    nobody_there = sa.make_url(postgresql_url).set(port=1).render_as_string(hide_password=False)
    with pytest.raises(ExternalServiceError) as caught:
        open_repository(nobody_there)
    assert caught.value.code == "DATABASE_ERROR" and caught.value.retryable


# -- SQLite only --------------------------------------------------------------------------------


def test_sqlite_file_gets_its_directory_and_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "deeper" / "assay.sqlite3"
    repo = open_repository(f"sqlite:///{path}")
    repo.add(_record())
    assert path.exists()
    with repo.engine.connect() as conn:
        assert conn.execute(text("pragma journal_mode")).scalar() == "wal"
        assert conn.execute(text("pragma foreign_keys")).scalar() == 1


def test_bad_urls_are_config_errors() -> None:
    with pytest.raises(ConfigError):
        open_repository("not a url at all")
    with pytest.raises(ConfigError):
        open_repository("nosuchdialect://x")


def test_default_url_lives_under_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assay.config import get_settings
    from assay.storage import StorageSettings

    monkeypatch.setenv("ASSAY_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("ASSAY_DATABASE_URL", raising=False)
    get_settings.cache_clear()
    try:
        assert StorageSettings().resolved_url() == f"sqlite:///{tmp_path / 'assay.sqlite3'}"
    finally:
        get_settings.cache_clear()
