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
            assert first.locator("pre.hl span").count() >= 2  # Pygments: classes, inline style sheet
            # seed 8.4: grouped by prompt
            groups = page.locator("section.prompt-group")
            assert [groups.nth(i).get_attribute("data-prompt") for i in range(groups.count())] == [
                "promptA",
                "promptB",
            ]
            assert groups.nth(1).locator("details.trial").count() == 6
            # the prompt, stored once per chain, is rebuilt in full when a trial is opened
            third = groups.nth(0).locator("details.trial").nth(2)
            third.locator("summary").click()
            sent = third.locator("pre.prompt").inner_text()
            assert sent.startswith("A: write Python that prints the answer.")
            assert "問題1: [q1] print 42" in sent and "問題2: [q2] print 41" in sent
            assert sent.endswith("現在請解決新問題：[q3] broken")
            if shot := os.environ.get("ASSAY_SCREENSHOT"):  # to look at the page by eye
                page.screenshot(path=shot, full_page=True)
            page.select_option("#filter", "timeout")
            visible = [trials.nth(i).is_visible() for i in range(trials.count())]
            assert sum(visible) == 2  # question 5 loops under both prompts
            page.screenshot(path=str(tmp_path / "quick_view.png"), full_page=True)
        finally:
            browser.close()
    assert all(url.startswith("file://") for url in requests), requests  # works offline, no CDN


def test_quick_view_with_chinese_prompts_and_rounds(tmp_path: Path, sandbox: Sandbox) -> None:
    from tests.bench.test_bench_e2e import make_client
    from tests.bench.test_bench_scenarios import CHINESE, bench, chinese_script

    with scripted_openai(chinese_script) as server:
        outcome, _ = bench(tmp_path, CHINESE, make_client(server, tmp_path, rounds=2), sandbox, rounds=2)
    page_path = outcome.folder.path / "quick_view.html"
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.goto(page_path.as_uri())
            matrix = page.locator("#matrix").inner_text()
            assert "prompt甲" in matrix and "prompt乙" in matrix
            assert page.locator("#rounds tr").count() == 3  # header + two prompts: pass@k, pass^k
            assert "pass^2" in page.locator("#rounds").inner_text()
            group = page.locator("section.prompt-group[data-prompt='prompt甲']")
            assert group.locator("details.trial").count() == 4  # 2 questions × 2 rounds
            trial = group.locator("details.trial").nth(1)
            trial.locator("summary").click()
            sent = trial.locator("pre.prompt").inner_text()
            assert sent.startswith("你是專業的程式設計師") and "之前的學習經驗：" in sent
            assert sent.endswith("現在請解決新問題：[q2] 印出 [0, 1]")
            font = page.evaluate("getComputedStyle(document.querySelector('pre')).fontFamily")
            assert "Noto Sans Mono CJK TC" in font  # CJK fallback for code and output
            page.screenshot(path=str(tmp_path / "quick_view_zh.png"), full_page=True)
        finally:
            browser.close()
