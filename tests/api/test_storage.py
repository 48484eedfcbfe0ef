"""The evaluation store on real SQLite files: migrations, round trips, reuse, whole-or-nothing writes."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from sqlalchemy import inspect, text

from assay.errors import ConfigError, ExternalServiceError
from assay.storage import EvaluationRecord, open_repository


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
        assert conn.execute(text("select version_num from alembic_version")).scalar() == "0001"
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
