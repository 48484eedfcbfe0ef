"""Fixtures of the interview tests: a service on a fresh SQLite file, with no model (deterministic)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.interview import InterviewService, InterviewSettings
from assay.llm import Gateway
from assay.storage import InterviewRepository, open_interview_repository


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'interviews.sqlite3'}"


@pytest.fixture
def repository(db_url: str) -> InterviewRepository:
    return open_interview_repository(db_url)


def make_service(
    repository: InterviewRepository, gateway: Gateway | None = None, **settings: object
) -> InterviewService:
    return InterviewService(
        repository,
        settings=InterviewSettings(**settings),  # type: ignore[arg-type]
        gateway=gateway or Gateway("none", cache=False),
    )


@pytest.fixture
def service(repository: InterviewRepository) -> InterviewService:
    return make_service(repository)
