"""The interview page in a real browser against a real `assay serve`: a whole interview with an interruption.

The interviewer speaks through a scripted OpenAI-compatible streaming server (tests/interview/support.py):
one of its answers stops mid-turn until released, so the candidate's next message lands while the turn
streams, every time. Phases are evaluated by the deterministic coverage evaluator, as with no key.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser import BROWSER, playwright_api
from tests.interview.answers import THOROUGH
from tests.interview.support import StreamedAnswer, StreamingOpenAI, streaming_openai
from tests.web.support import DESKTOP, PHONE, assay_serve, axe_violations, base_env, screenshot

pytestmark = [*BROWSER, pytest.mark.slow]
expect = playwright_api().expect


@pytest.fixture(scope="module")
def model() -> Iterator[StreamingOpenAI]:
    with streaming_openai() as server:
        yield server


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory, model: StreamingOpenAI) -> Iterator[str]:
    root = tmp_path_factory.mktemp("web-interview")
    env = base_env(
        root / "data",
        ASSAY_INTERVIEW_MODEL="openai:interviewer",
        ASSAY_OPENAI_BASE_URL=model.url,
        ASSAY_OPENAI_API_KEY="test-key",
        ASSAY_LLM_MAX_RETRIES="0",
        ASSAY_LLM_CACHE="false",
    )
    with assay_serve(env, root / "serve.log") as served:
        yield served


def _say(page: Any, text: str) -> None:
    page.locator("#message").fill(text)
    page.locator("#message").press("Enter")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_whole_interview_with_an_interruption(
    browser: Any, url: str, model: StreamingOpenAI, shots: Path, size: str
) -> None:
    model.release.clear()
    model.holding.clear()
    model.answers.clear()
    model.script(
        StreamedAnswer(["Hello ", "Ada, ", "welcome."]),  # the intro (POST /api/interviews)
        StreamedAnswer(["Let's ", "start: ", "who ", "are ", "the ", "users?"], hold_after=3),
    )
    context = browser.new_context(viewport=DESKTOP if size == "desktop" else PHONE)
    page = context.new_page()
    page.goto(url + "/interview")
    assert axe_violations(page) == []
    page.locator("#question").select_option("url-shortener")
    page.locator("#candidate").fill("Ada")
    page.locator("#start").click()
    expect(page.locator(".msg.interviewer").first).to_have_text("Hello Ada, welcome.")
    expect(page.locator("#message")).to_be_enabled()
    expect(page.locator("#phases li[aria-current=step]")).to_have_attribute("data-phase", "intro")

    # the first design turn streams and stops mid-sentence; the candidate interrupts it
    _say(page, "I'm ready.")
    streaming = page.locator(".msg.interviewer").nth(1)
    expect(streaming).to_have_text("Let's start: who ")
    expect(page.locator("#send")).to_have_text("Interrupt and send")
    assert model.holding.wait(20)
    answers = {phase: list(lines) for phase, lines in THOROUGH.items()}
    _say(page, answers["problem_clarification"].pop(0))
    expect(page.locator(".msg.interviewer[data-interrupted=true]")).to_have_count(1)
    expect(page.locator(".msg.interviewer[data-interrupted=true]")).to_have_text("Let's start: who ")
    assert model.client_gone.wait(20), "the model call was not cancelled"
    expect(page.locator(".msg.interviewer")).to_have_count(3, timeout=30_000)
    expect(page.locator("#send")).to_have_text("Send", timeout=30_000)
    turns = 3
    expect(page.locator("#phases li[data-phase=problem_clarification]")).to_be_visible()
    assert axe_violations(page) == []

    # the rest of the interview, phase by phase, until the interviewer says goodbye
    for _ in range(45):
        if not page.locator("#message").is_enabled():
            break
        current = page.locator("#phases li[aria-current=step]").get_attribute("data-phase") or ""
        pending = answers.get(current) or []
        text = pending.pop(0) if pending else "That is all I have for this part; shall we move on?"
        _say(page, text)
        expect(page.locator(".msg.interviewer")).to_have_count(turns + 1, timeout=30_000)
        turns += 1
        expect(page.locator("#send")).to_have_text("Send", timeout=30_000)
    expect(page.locator("#report")).to_be_visible(timeout=30_000)
    expect(page.locator("#status")).to_contain_text("The interview is over")
    expect(page.locator("#phases li.done")).to_have_count(7)  # intro, five design phases, closing
    cards = page.locator("#report-phases .card")
    expect(cards).to_have_count(5)
    expect(cards.first).to_contain_text("passed")
    # the evidence is the candidate's own sentences, quoted
    expect(cards.first.locator("blockquote").first).to_contain_text("“")
    quoted = cards.first.locator("blockquote").first.inner_text()
    assert any(line[:30] in quoted for line in THOROUGH["problem_clarification"]), quoted
    expect(page.locator("#overall")).to_contain_text("Overall score")
    assert axe_violations(page) == []
    if size == "phone":
        page.wait_for_function("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, shots, f"interview-{size}")
    context.close()


def test_an_interview_survives_a_reload(browser: Any, url: str, model: StreamingOpenAI) -> None:
    model.answers.clear()
    model.release.set()
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(url + "/interview")
    page.locator("#question").select_option("chat")
    page.locator("#start").click()
    expect(page.locator("#message")).to_be_enabled()
    _say(page, "I'm ready.")
    expect(page.locator(".msg")).to_have_count(3)  # intro, the candidate, the answer
    expect(page.locator("#send")).to_have_text("Send")
    page.reload()
    expect(page.locator("#status")).to_contain_text("Welcome back")
    expect(page.locator(".msg")).to_have_count(3)
    expect(page.locator(".msg.candidate")).to_have_text("I'm ready.")
    expect(page.locator("#message")).to_be_enabled()
    _say(page, "We expect about 10M daily active users sending 1k messages per second at peak.")
    expect(page.locator(".msg")).to_have_count(5)
    page.locator("#new-interview").click()
    expect(page.locator("#start-form")).to_be_visible()
    expect(page.locator(".msg")).to_have_count(0)
    context.close()
