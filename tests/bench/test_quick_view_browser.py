"""quick_view.html in a real browser: Debian's headless Chromium driven by Playwright."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from assay.sandbox import Sandbox
from tests.bench.scripted_openai import ScriptedOpenAI, scripted_openai
from tests.bench.test_bench_e2e import run, script

CHROMIUM = "/usr/bin/chromium"
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None, reason="Debian's chromium is not installed (apt install chromium)"
    ),
]
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install playwright)"
)

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


@pytest.fixture
def server() -> Iterator[ScriptedOpenAI]:
    with scripted_openai(script) as state:
        yield state


def test_quick_view_renders_and_expands_offline(
    server: ScriptedOpenAI, tmp_path: Path, sandbox: Sandbox
) -> None:
    outcome = run(server, tmp_path, sandbox)
    page_path = outcome.folder.path / "quick_view.html"
    requests: list[str] = []
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.on("request", lambda r: requests.append(r.url))
            page.goto(page_path.as_uri())
            assert page.locator("#matrix tr").count() == 3  # header + two prompts
            assert "20.0%" in page.locator("#matrix").inner_text()
            assert page.locator("#significance").is_visible()
            assert page.locator("table.heat td").count() == 12  # 2 prompts × 6 questions × 1 round
            assert page.locator("#failures .stack span").count() >= 5
            trials = page.locator("details.trial")
            assert trials.count() == 12
            first = trials.first
            assert not first.locator("pre").first.is_visible()
            first.locator("summary").click()
            assert first.locator("pre").first.is_visible()
            assert "print(42)" in first.inner_text()
            if shot := os.environ.get("ASSAY_SCREENSHOT"):  # to look at the page by eye
                page.screenshot(path=shot, full_page=True)
            page.select_option("#filter", "timeout")
            visible = [trials.nth(i).is_visible() for i in range(trials.count())]
            assert sum(visible) == 2  # question 5 loops under both prompts
            page.screenshot(path=str(tmp_path / "quick_view.png"), full_page=True)
        finally:
            browser.close()
    assert all(url.startswith("file://") for url in requests), requests  # works offline, no CDN
