"""GradingService on its own: settings, what is stored, and when a stored result is reused."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.errors import InvalidInputError, NotFoundError
from assay.grading import GradingService, GradingSettings
from assay.grading._service import ENGINE_VERSION, engine_fingerprint
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, scripted_llm
from tests.api.support import SEED_SOLUTION, make_gateway, make_service


def test_settings_come_from_assay_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASSAY_MAX_SOLUTION_CHARS", "123")
    monkeypatch.setenv("ASSAY_TEST_TIME_LIMIT_S", "0.5")
    settings = GradingSettings()
    assert settings.max_solution_chars == 123 and settings.test_time_limit_s == 0.5


def test_length_limit_is_checked_first_and_nothing_is_stored(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox, max_solution_chars=100)
    with pytest.raises(InvalidInputError) as caught:
        asyncio.run(service.evaluate("3", "x" * 101))
    assert caught.value.code == "INVALID_SOLUTION" and "100" in caught.value.message
    assert service.repository is not None and service.repository.count() == 0


def test_results_shaped_by_a_model_failure_are_stored_but_not_reused(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    with scripted_llm([Step(status=500)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        first = asyncio.run(service.evaluate("3", SEED_SOLUTION))
        second = asyncio.run(service.evaluate("3", SEED_SOLUTION))
    assert first.evaluation_id != second.evaluation_id
    assert service.repository is not None and service.repository.count("3") == 2
    assert service.get_evaluation(first.evaluation_id) == first


def test_a_result_from_another_model_setup_is_not_reused(tmp_path: Path, sandbox: Sandbox) -> None:
    plain = make_service(tmp_path, sandbox)
    first = asyncio.run(plain.evaluate("3", SEED_SOLUTION))
    assert asyncio.run(plain.evaluate("3", SEED_SOLUTION)).evaluation_id == first.evaluation_id
    with scripted_llm([Step(status=500)]) as llm:
        modelled = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url))
        other = asyncio.run(modelled.evaluate("3", SEED_SOLUTION))
    assert other.evaluation_id != first.evaluation_id


def test_an_identical_resubmission_is_answered_from_storage_and_still_recorded(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    service = make_service(tmp_path, sandbox)
    first = asyncio.run(service.evaluate("3", SEED_SOLUTION))
    again = asyncio.run(service.evaluate("3", SEED_SOLUTION))
    assert again == first
    repo = service.repository
    assert repo is not None and repo.count("3") == 1
    trail = repo.submissions(question_id="3")
    assert [(s.evaluation_id, s.reused) for s in trail] == [
        (first.evaluation_id, False),
        (first.evaluation_id, True),
    ]
    stored = repo.get(first.evaluation_id)
    assert stored is not None and stored.engine == engine_fingerprint(service.settings)


@pytest.mark.parametrize(
    "changed",
    [{"test_time_limit_s": 1.0}, {"measure_space": False}, {"grade_time_budget_s": 20.0}],
    ids=["time-limit", "measure-space", "budget"],
)
def test_settings_that_shape_a_grade_are_part_of_the_reuse_key(
    tmp_path: Path, sandbox: Sandbox, changed: dict[str, object]
) -> None:
    first = asyncio.run(make_service(tmp_path, sandbox).evaluate("3", SEED_SOLUTION))
    other = make_service(tmp_path, sandbox, gateway=None, **changed)
    regraded = asyncio.run(other.evaluate("3", SEED_SOLUTION))
    assert regraded.evaluation_id != first.evaluation_id
    # Settings that only change how fast a grade comes keep the stored result.
    same = make_service(tmp_path, sandbox, parallel_checks=False, feedback_timeout_s=9)
    assert asyncio.run(same.evaluate("3", SEED_SOLUTION)).evaluation_id == first.evaluation_id


def test_the_fingerprint_is_stable_and_follows_the_shaping_settings() -> None:
    settings = GradingSettings()
    assert engine_fingerprint(settings) == engine_fingerprint(GradingSettings())
    assert engine_fingerprint(settings) != engine_fingerprint(GradingSettings(max_failed_cases=1))
    assert len(engine_fingerprint(settings)) == 64 and ENGINE_VERSION


def test_grading_without_storage(sandbox: Sandbox) -> None:
    service = GradingService(
        questions=DirectoryStore(), sandbox=sandbox, gateway=make_gateway(None), store=False
    )
    result = asyncio.run(service.evaluate("3", SEED_SOLUTION))
    assert result.test_results.failed == 0
    with pytest.raises(NotFoundError) as caught:
        service.get_evaluation(result.evaluation_id)
    assert caught.value.code == "EVALUATION_NOT_FOUND"


def test_every_grading_storage_and_api_setting_is_documented() -> None:
    from assay.api import ApiSettings
    from assay.storage import StorageSettings

    doc = (Path(__file__).resolve().parents[2] / "docs" / "grading.md").read_text(encoding="utf-8")
    for settings in (GradingSettings, StorageSettings, ApiSettings):
        for name in settings.model_fields:
            assert f"`ASSAY_{name.upper()}`" in doc, f"ASSAY_{name.upper()} is not in docs/grading.md"
