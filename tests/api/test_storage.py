"""The evaluation store on real SQLite files: migrations, round trips, reuse, whole-or-nothing writes."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
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


def test_migrates_a_fresh_file_and_round_trips(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'nested' / 'assay.sqlite3'}"
    repo = open_repository(url)
    assert inspect(repo.engine).has_table("evaluations")
    with repo.engine.connect() as conn:
        assert conn.execute(text("select version_num from alembic_version")).scalar() == "0002"
    record = repo.add(_record(model="openai:gpt-4o-mini", cost_usd=0.0012))
    loaded = repo.get(record.id)
    assert loaded == record
    assert loaded is not None and loaded.created_at.tzinfo is not None
    assert repo.get("no-such-id") is None
    # A second start-up on the same file neither fails nor loses data.
    assert open_repository(url).count() == 1


def test_find_reusable_matches_the_exact_question_version_and_solution(tmp_path: Path) -> None:
    repo = open_repository(f"sqlite:///{tmp_path / 'a.db'}")
    first = repo.add(_record())
    repo.add(_record())  # a later identical grade does not replace the first answer
    assert repo.find_reusable("3", "q" * 64, "s" * 64) == first
    assert repo.find_reusable("3", "x" * 64, "s" * 64) is None
    assert repo.find_reusable("3", "q" * 64, "t" * 64) is None
    assert repo.find_reusable("4", "q" * 64, "s" * 64) is None


def test_every_submission_is_recorded_with_the_evaluation_that_answered_it(tmp_path: Path) -> None:
    repo = open_repository(f"sqlite:///{tmp_path / 'a.db'}")
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


def test_a_result_of_another_engine_is_not_reused(tmp_path: Path) -> None:
    repo = open_repository(f"sqlite:///{tmp_path / 'a.db'}")
    repo.add(_record(engine="old" + "0" * 61))
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="new" + "0" * 61) is None
    assert repo.find_reusable("3", "q" * 64, "s" * 64) is None  # unfingerprinted lookups match none
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="old" + "0" * 61) is not None


def test_migration_0002_backfills_the_audit_trail_of_older_evaluations(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = make_engine(url)
    migrate(engine, "0001")
    with engine.begin() as conn:
        conn.execute(
            text(
                "insert into evaluations (id, question_id, question_hash, solution_hash, solution, score, "
                "passed, needs_human_review, reusable, result, timings, model, cost_usd, created_at) values "
                "('old-1', '3', :q, :s, 'x', 50, 0, 0, 1, '{}', '{}', null, null, '2026-01-01 00:00:00')"
            ),
            {"q": "q" * 64, "s": "s" * 64},
        )
    engine.dispose()
    repo = open_repository(url)
    trail = repo.submissions()
    assert [(s.id, s.evaluation_id, s.reused) for s in trail] == [("old-1", "old-1", False)]
    old = repo.get("old-1")
    assert old is not None and old.engine is None
    # Graded before fingerprints existed: never reused, whatever the engine now.
    assert repo.find_reusable("3", "q" * 64, "s" * 64, engine="e" * 64) is None


def test_transient_results_are_stored_but_not_reused(tmp_path: Path) -> None:
    repo = open_repository(f"sqlite:///{tmp_path / 'a.db'}")
    repo.add(_record(reusable=False))
    assert repo.count() == 1
    assert repo.find_reusable("3", "q" * 64, "s" * 64) is None


def test_a_failed_write_leaves_no_half_record(tmp_path: Path) -> None:
    repo = open_repository(f"sqlite:///{tmp_path / 'a.db'}")
    record = repo.add(_record())
    with pytest.raises(ExternalServiceError) as caught:
        repo.add(_record(id=record.id, question_id="duplicate-primary-key"))
    assert caught.value.code == "DATABASE_ERROR" and caught.value.retryable
    assert repo.count() == 1
    assert repo.count("duplicate-primary-key") == 0
    assert len(repo.submissions()) == 1  # the failed write left no submission row either


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
