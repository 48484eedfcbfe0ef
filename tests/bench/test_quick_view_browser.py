"""quick_view.html in a real browser: Debian's headless Chromium driven by Playwright."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from assay.sandbox import Sandbox
from tests.bench.scripted_openai import ScriptedOpenAI, scripted_openai
from tests.bench.test_bench_e2e import run, script
from tests.browser import BROWSER, launched, playwright_api

pytestmark = BROWSER
expect = playwright_api().expect


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
    with launched() as browser:
        page = browser.new_page()
        page.on("request", lambda r: requests.append(r.url))
        page.goto(page_path.as_uri())
        # Waiting assertions only: the page's scripts fill the prompt and filter the trials in
        # event handlers, so a read right after a click can race them.
        expect(page.locator("#matrix tr")).to_have_count(3)  # header + two prompts
        expect(page.locator("#matrix")).to_contain_text("20.0%")
        expect(page.locator("#significance")).to_be_visible()
        expect(page.locator("table.heat td")).to_have_count(12)  # 2 prompts × 6 questions × 1 round
        assert page.locator("#failures .stack span").count() >= 5
        trials = page.locator("details.trial")
        expect(trials).to_have_count(12)
        first = trials.first
        expect(first.locator("pre").first).to_be_hidden()
        first.locator("summary").click()
        expect(first.locator("pre").first).to_be_visible()
        expect(first).to_contain_text("print(42)")
        assert first.locator("pre.hl span").count() >= 2  # Pygments: classes, inline style sheet
        # grouped by prompt (docs/bench.md)
        groups = page.locator("section.prompt-group")
        expect(groups).to_have_count(2)
        expect(groups.nth(0)).to_have_attribute("data-prompt", "promptA")
        expect(groups.nth(1)).to_have_attribute("data-prompt", "promptB")
        expect(groups.nth(1).locator("details.trial")).to_have_count(6)
        # the prompt, stored once per chain, is rebuilt in full by the `toggle` handler when a
        # trial is opened: wait for the handler's text, never read it right after the click
        third = groups.nth(0).locator("details.trial").nth(2)
        third.locator("summary").click()
        sent = third.locator("pre.prompt")
        expect(sent).to_have_text(
            re.compile(r"^A: write Python that prints the answer\.[\s\S]*現在請解決新問題：\[q3\] broken$")
        )
        expect(sent).to_contain_text("問題1: [q1] print 42")
        expect(sent).to_contain_text("問題2: [q2] print 41")
        if shot := os.environ.get("ASSAY_SCREENSHOT"):  # to look at the page by eye
            page.screenshot(path=shot, full_page=True)
        page.select_option("#filter", "timeout")
        # question 5 loops under both prompts: the `change` handler hides the other ten
        expect(page.locator("details.trial:visible")).to_have_count(2)
        page.screenshot(path=str(tmp_path / "quick_view.png"), full_page=True)
    assert all(url.startswith("file://") for url in requests), requests  # works offline, no CDN


def test_quick_view_with_chinese_prompts_and_rounds(tmp_path: Path, sandbox: Sandbox) -> None:
    from tests.bench.test_bench_e2e import make_client
    from tests.bench.test_bench_scenarios import CHINESE, bench, chinese_script

    with scripted_openai(chinese_script) as server:
        outcome, _ = bench(tmp_path, CHINESE, make_client(server, tmp_path, rounds=2), sandbox, rounds=2)
    page_path = outcome.folder.path / "quick_view.html"
    with launched() as browser:
        page = browser.new_page()
        page.goto(page_path.as_uri())
        expect(page.locator("#matrix")).to_contain_text("prompt甲")
        expect(page.locator("#matrix")).to_contain_text("prompt乙")
        expect(page.locator("#rounds tr")).to_have_count(3)  # header + two prompts: pass@k, pass^k
        expect(page.locator("#rounds")).to_contain_text("pass^2")
        group = page.locator("section.prompt-group[data-prompt='prompt甲']")
        expect(group.locator("details.trial")).to_have_count(4)  # 2 questions × 2 rounds
        trial = group.locator("details.trial").nth(1)
        trial.locator("summary").click()
        sent = trial.locator("pre.prompt")  # filled by the `toggle` handler: wait for it
        expect(sent).to_have_text(
            re.compile(r"^你是專業的程式設計師[\s\S]*現在請解決新問題：\[q2\] 印出 \[0, 1\]$")
        )
        expect(sent).to_contain_text("之前的學習經驗：")
        font = page.evaluate("getComputedStyle(document.querySelector('pre')).fontFamily")
        assert "Noto Sans Mono CJK TC" in font  # CJK fallback for code and output
        page.screenshot(path=str(tmp_path / "quick_view_zh.png"), full_page=True)
