"""``POST /api/learn/evaluate`` through the real app (ASGI, as the API tests do), on the real SQL
mastery store and outbox, with code answers graded by the real grading service in the sandbox."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.learning import GradingServiceGrader, LearningService, load_bundled_course, open_concept_store
from assay.learning._mastery import SqlMasteryStore
from assay.learning._mastery_models import Ewma
from assay.learning._settings import LearnSettings
from assay.sandbox import Sandbox
from assay.storage import LearningRepository, open_learning_repository
from tests.api.support import make_service

TWO_SUM = """
def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"""


@pytest.fixture
def repository(tmp_path: Path) -> LearningRepository:
    return open_learning_repository(f"sqlite:///{tmp_path / 'learn.sqlite3'}")


@pytest.fixture
def client(tmp_path: Path, sandbox: Sandbox, repository: LearningRepository) -> Iterator[TestClient]:
    grading = make_service(tmp_path, sandbox)
    app = create_app(ApiSettings(max_body_bytes=64 * 1024), service=grading)
    app.state.learning = LearningService(
        concepts=open_concept_store(LearnSettings(), load_bundled_course()),
        mastery=SqlMasteryStore(repository, Ewma(), on_events=lambda: None),
        grader=GradingServiceGrader(grading),
        settings=LearnSettings(),
    )
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def _post(client: TestClient, body: Any) -> Any:
    return client.post("/api/learn/evaluate", json=body)


def test_evaluate_returns_the_documented_output_and_stores_it(
    client: TestClient, repository: LearningRepository
) -> None:
    reply = _post(
        client,
        {
            "learner_id": "ada",
            "concept_id": "hashing",
            "learner_response": "A hash function maps the key to a bucket index, so lookup goes straight to "
            "one bucket instead of scanning; collisions are chained, the table resizes to keep the load "
            "factor low so lookups are O(1) on average, and O(n) in the worst case.",
        },
    )
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert {
        "success",
        "score",
        "error_type",
        "misconception",
        "feedback",
        "decision",
        "new_mastery",
        "timestamp",
    } <= set(body)
    assert (
        body["success"] is True and body["error_type"] == "CORRECT" and body["scored_by"] == "deterministic"
    )
    assert body["new_mastery"] == pytest.approx(0.6 * body["score"], abs=1e-4)
    events = repository.events()
    assert [e.name for e in events] == ["evaluation_complete"] and [e.id for e in events] == body["events"]
    assert events[0].payload == {
        "learner_id": "ada",
        "concept_id": "hashing",
        "score": body["score"],
        "decision": body["decision"],
        "new_mastery": body["new_mastery"],
    }
    assert len(repository.evaluations("ada", "hashing")) == 1


BASE = {"learner_id": "ada", "concept_id": "hashing", "learner_response": "x"}


@pytest.mark.parametrize(
    ("body", "status", "code", "field"),
    [
        ({**BASE, "learner_id": None}, 422, "INVALID_LEARNER_ID", "learner_id"),
        ({**BASE, "learner_id": "a b"}, 422, "INVALID_LEARNER_ID", "learner_id"),
        ({**BASE, "concept_id": ""}, 422, "INVALID_CONCEPT_ID", "concept_id"),
        ({**BASE, "learner_response": "  "}, 422, "INVALID_LEARNER_RESPONSE", "learner_response"),
        ({**BASE, "learner_response": None}, 422, "INVALID_LEARNER_RESPONSE", "learner_response"),
        ({**BASE, "expected_answer": []}, 422, "INVALID_EXPECTED_ANSWER", "expected_answer"),
        ({**BASE, "concept_id": "cooking"}, 404, "CONCEPT_NOT_FOUND", "concept_id"),
    ],
)
def test_bad_input_names_the_field_and_stores_nothing(
    client: TestClient,
    repository: LearningRepository,
    body: dict[str, Any],
    status: int,
    code: str,
    field: str,
) -> None:
    reply = _post(client, body)
    assert reply.status_code == status
    error = reply.json()
    assert error["success"] is False and error["error"] == code and error["details"]["field"] == field
    assert error["message"]
    assert repository.events() == [] and repository.evaluations("ada") == []


@pytest.mark.parametrize("raw", ["[1, 2]", '"text"', "{not json"])
def test_body_that_is_not_an_object(client: TestClient, raw: str) -> None:
    reply = client.post("/api/learn/evaluate", content=raw, headers={"Content-Type": "application/json"})
    assert reply.status_code == 422 and reply.json()["success"] is False


def test_code_answer_is_graded_by_running_it(client: TestClient, repository: LearningRepository) -> None:
    reply = _post(client, {"learner_id": "ada", "concept_id": "hashing", "learner_response": TWO_SUM})
    body = reply.json()
    assert reply.status_code == 200, body
    assert body["scored_by"] == "grading" and body["error_type"] == "CORRECT" and body["score"] >= 0.8
    assert any("bank question 1" in n for n in body["notes"])
    broken = TWO_SUM.replace("return [seen[target - x], i]", "return [seen[target - x], i")
    slip = _post(client, {"learner_id": "ada", "concept_id": "hashing", "learner_response": broken}).json()
    assert slip["scored_by"] == "grading" and slip["error_type"] == "CARELESS" and slip["score"] < 0.6
    wrong = TWO_SUM.replace("return [seen[target - x], i]", "return [0, i]")
    failing = _post(client, {"learner_id": "ada", "concept_id": "hashing", "learner_response": wrong}).json()
    assert failing["scored_by"] == "grading" and failing["error_type"] != "CORRECT"


def test_tutor_assessment_ready_event(client: TestClient, repository: LearningRepository) -> None:
    reply = client.post(
        "/api/learn/events/tutor-assessment-ready",
        json={
            "event": "TUTOR_ASSESSMENT_READY",
            "payload": {"learner_id": "bob", "concept_id": "stack", "learner_answer": "I don't know"},
        },
    )
    body = reply.json()
    assert reply.status_code == 200, body
    assert body["score"] == 0.0 and body["decision"] == "RETRY" and body["instructor_alert"] is True
    assert [e.name for e in repository.events()] == ["evaluation_complete", "INSTRUCTOR_ALERT"]


@pytest.fixture
def default_app(tmp_path: Path, sandbox: Sandbox, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The app building its learning service itself from the ASSAY_* environment, as `assay serve` does."""
    from assay.config import get_settings
    from assay.learning import get_learn_settings, get_learning_store_settings
    from assay.storage import get_storage_settings

    monkeypatch.setenv("ASSAY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ASSAY_DATABASE_URL", f"sqlite:///{tmp_path / 'default.sqlite3'}")
    monkeypatch.setenv("ASSAY_LLM_MODEL", "none")
    monkeypatch.delenv("ASSAY_REDIS_URL", raising=False)
    caches = (get_settings, get_learn_settings, get_learning_store_settings, get_storage_settings)

    def make() -> Any:
        for cached in caches:
            cached.cache_clear()
        return create_app(ApiSettings(), service=make_service(tmp_path, sandbox))

    yield make
    for cached in caches:
        cached.cache_clear()


def test_default_service_from_the_environment(default_app: Any) -> None:
    with TestClient(default_app(), raise_server_exceptions=False) as client:
        reply = _post(
            client, {"learner_id": "ada", "concept_id": "stack", "learner_response": "LIFO: push, pop"}
        )
    assert reply.status_code == 200, reply.text
    assert reply.json()["concept_id"] == "stack"


def test_broken_course_setting_is_a_system_error_not_the_callers(
    default_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "course.json"
    broken.write_text('{"course_id": "x", "title": "x", "concepts": [{"concept_id": "a", "name": "A", '
                      '"reference_answer": "r", "prerequisites": ["nowhere"]}]}')  # fmt: skip
    monkeypatch.setenv("ASSAY_LEARN_COURSE", str(broken))
    with TestClient(default_app(), raise_server_exceptions=False) as client:
        reply = _post(client, {"learner_id": "ada", "concept_id": "stack", "learner_response": "x"})
    assert reply.status_code == 500
    assert (
        reply.json()["error"] == "SYSTEM_ERROR" and reply.json()["details"]["errorCode"] == "INVALID_COURSE"
    )
