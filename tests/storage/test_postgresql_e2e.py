"""End to end on PostgreSQL: the real HTTP app served by uvicorn on 127.0.0.1, grading in the real
sandbox, storing through ``ASSAY_DATABASE_URL`` into the throwaway PostgreSQL server of
tests/conftest.py, and the rows checked with a connection of the test's own.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from assay.api import ApiSettings, create_app
from assay.grading import GradingService, GradingSettings
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import get_repository, get_storage_settings
from tests.api.support import SEED_SOLUTION, make_gateway
from tests.servers import serve

EVALUATE = "/api/submissions/evaluate"


@pytest.fixture
def service(
    postgresql_url: str, sandbox: Sandbox, monkeypatch: pytest.MonkeyPatch
) -> Iterator[GradingService]:
    """A grading service whose repository comes from ``ASSAY_DATABASE_URL``, as in production."""
    monkeypatch.setenv("ASSAY_DATABASE_URL", postgresql_url)
    get_storage_settings.cache_clear()
    get_repository.cache_clear()
    service = GradingService(
        questions=DirectoryStore(),
        sandbox=sandbox,
        gateway=make_gateway(None),
        settings=GradingSettings.model_validate({"feedback_timeout_s": 2, "feedback_max_retries": 0}),
    )
    try:
        yield service
    finally:
        if service.repository is not None:
            service.repository.engine.dispose()
        get_storage_settings.cache_clear()
        get_repository.cache_clear()


@pytest.fixture
def http(service: GradingService) -> Iterator[httpx.Client]:
    with (
        serve(create_app(ApiSettings(), service=service)) as url,
        httpx.Client(base_url=url, timeout=60) as client,
    ):
        yield client


def _rows(url: str, query: str, **params: Any) -> list[tuple[Any, ...]]:
    engine = sa.create_engine(url)
    try:
        with engine.connect() as conn:
            return [tuple(row) for row in conn.execute(sa.text(query), params)]
    finally:
        engine.dispose()


def test_seed_example_is_graded_stored_in_postgresql_and_served_back(
    http: httpx.Client, service: GradingService, postgresql_url: str
) -> None:
    assert service.repository is not None and service.repository.engine.dialect.name == "postgresql"
    assert http.get("/health").json()["database"] == "ok"

    response = http.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True and body["passed"] is True and body["score"] >= 90
    evaluation_id = body["evaluationId"]

    stored = http.get(f"/api/evaluations/{evaluation_id}")
    assert stored.status_code == 200, stored.text
    assert stored.json() == body

    # The evaluation and its submission are rows of the PostgreSQL database, read independently.
    rows = _rows(
        postgresql_url,
        "select question_id, score, passed, solution, result->>'evaluationId', created_at "
        "from evaluations where id = :id",
        id=evaluation_id,
    )
    assert len(rows) == 1
    question_id, score, passed, solution, result_id, created_at = rows[0]
    assert (question_id, score, passed, solution, result_id) == (
        "3",
        body["score"],
        True,
        SEED_SOLUTION,
        evaluation_id,
    )
    assert created_at.utcoffset() is not None  # timestamptz
    assert _rows(postgresql_url, "select evaluation_id, reused from submissions") == [(evaluation_id, False)]

    # An identical resubmission is answered from PostgreSQL, and the audit trail records it.
    again = http.post(EVALUATE, json={"questionId": "3", "solution": SEED_SOLUTION})
    assert again.status_code == 200 and again.json()["evaluationId"] == evaluation_id
    trail = _rows(postgresql_url, "select evaluation_id, reused from submissions order by created_at")
    assert trail == [(evaluation_id, False), (evaluation_id, True)]
    assert _rows(postgresql_url, "select count(*) from evaluations") == [(1,)]

    assert http.get("/api/evaluations/no-such-id").status_code == 404


def test_a_submission_with_a_nul_character_is_graded_and_stored(
    http: httpx.Client, postgresql_url: str
) -> None:
    """PostgreSQL text cannot hold NUL: the grade must still be stored, never a retryable 503."""
    solution = SEED_SOLUTION + "\n# pasted from somewhere: \x00\n"
    response = http.post(EVALUATE, json={"questionId": "3", "solution": solution})
    assert response.status_code == 200, response.text
    evaluation_id = response.json()["evaluationId"]
    assert http.get(f"/api/evaluations/{evaluation_id}").json() == response.json()
    assert _rows(postgresql_url, "select count(*) from evaluations where id = :id", id=evaluation_id) == [
        (1,)
    ]
