"""Fixtures of the web pages' tests: one Chromium per session, screenshots in a session folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser import launched


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    # Per module, not per session: Playwright's sync API keeps an event loop running in the main
    # thread while it is open, and tests run after it in the same session (tests/queue) call
    # asyncio.run(), which refuses to start inside a running loop.
    with launched() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the tests save their screenshots (ASSAY_WEB_SCREENSHOTS, else a session tmp folder)."""
    chosen = os.environ.get("ASSAY_TEST_SCREENSHOTS")
    return Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
