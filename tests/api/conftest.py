"""Fixtures of the API tests: a grading service on a fresh SQLite file, and the real app over it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from assay.api import ApiSettings, create_app
from assay.grading import GradingService
from assay.sandbox import Sandbox
from tests.api.support import make_service


@pytest.fixture(scope="session")
def sandbox() -> Iterator[Sandbox]:
    """The default pool of tests/conftest.py, but one for the whole session rather than one per module:
    every API test module shares one pool, as they always have (one start instead of one per module)."""
    with Sandbox() as box:
        yield box


@pytest.fixture
def service(tmp_path: Path, sandbox: Sandbox) -> GradingService:
    return make_service(tmp_path, sandbox)


@pytest.fixture
def client(service: GradingService) -> Iterator[TestClient]:
    app = create_app(ApiSettings(max_body_bytes=64 * 1024), service=service)
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client
