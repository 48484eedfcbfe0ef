"""Debian's Chromium through Playwright, as every browser test launches it.

`playwright install` cannot download here, so the tests drive the system's ``/usr/bin/chromium``
headless. A module marks itself with ``BROWSER`` (skipped before its fixtures start servers when
Chromium is missing), reads Playwright through ``playwright_api()`` (the module is skipped when
Playwright is missing) and opens the browser with ``launched()``.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
NO_CHROMIUM = "Debian's chromium is not installed (apt install chromium)"
NO_PLAYWRIGHT = "playwright is not installed (pip install playwright)"
BROWSER = [pytest.mark.browser, pytest.mark.skipif(shutil.which(CHROMIUM) is None, reason=NO_CHROMIUM)]


def playwright_api() -> ModuleType:
    """``playwright.sync_api``; skips the calling module (or test) when Playwright is not installed."""
    return pytest.importorskip("playwright.sync_api", reason=NO_PLAYWRIGHT)


@contextmanager
def launched() -> Iterator[Any]:
    """A headless Chromium, closed on the way out; skips when Chromium or Playwright is missing."""
    if shutil.which(CHROMIUM) is None:
        pytest.skip(NO_CHROMIUM)
    with playwright_api().sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()
