"""Fixtures of the web pages' tests: one Chromium per session, screenshots in a session folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser import launched


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    with launched() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the tests save their screenshots (ASSAY_WEB_SCREENSHOTS, else a session tmp folder)."""
    chosen = os.environ.get("ASSAY_TEST_SCREENSHOTS")
    return Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
