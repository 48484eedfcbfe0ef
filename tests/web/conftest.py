"""Fixtures of the web pages' tests: one Chromium per session, screenshots in a session folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.support import ARGS, CHROMIUM, have_chromium


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not have_chromium():
        pytest.skip("Debian's chromium is not installed (apt install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the tests save their screenshots (ASSAY_WEB_SCREENSHOTS, else a session tmp folder)."""
    chosen = os.environ.get("ASSAY_TEST_SCREENSHOTS")
    return Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
