"""The quiz pages in a real browser (Debian's Chromium through Playwright): the rendered page carries
everything a solver needs, and the reference solution walks the whole chain from it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from assay.solver.quizserver import TASK_NAMES
from tests.browser import BROWSER, launched, playwright_api
from tests.solver.quiz_harness import QuizServer, serve_quiz
from tests.solver.quiz_reference import PageView, solve

pytestmark = BROWSER
expect = playwright_api().expect

EMAIL = "grace.hopper@example.com"
PENDING = "(computed by the page's script)"


@pytest.fixture
def quiz() -> Iterator[QuizServer]:
    with serve_quiz() as server:
        yield server


@pytest.fixture
def page(quiz: QuizServer) -> Iterator[Any]:
    with launched() as browser:
        yield browser.new_page()


def _rendered(page: Any, url: str, position: int) -> PageView:
    """Open ``url`` and wait, with waiting assertions, until its scripts have filled the page in."""
    page.goto(url)
    expect(page.locator("h1")).to_contain_text(f"Question {position} of {len(TASK_NAMES)}")
    origin = url.split("/quiz/", maxsplit=1)[0]
    for span in page.locator(".origin").all():
        expect(span).to_have_text(origin)
    for selector in ("#code", "#cutoff"):
        if page.locator(selector).count():
            expect(page.locator(selector)).not_to_have_text(PENDING)
    links = page.eval_on_selector_all("a", "els => els.map((e) => [e.href, e.textContent])")
    return PageView(url=url, text=page.inner_text("body"), links=[(h, t) for h, t in links])


def test_the_reference_walks_the_whole_chain_from_rendered_pages(quiz: QuizServer, page: Any) -> None:
    url: str | None = quiz.start(EMAIL)
    seen: list[str] = []
    while url is not None:
        view = _rendered(page, url, len(seen) + 1)
        assert view.task == TASK_NAMES[len(seen)]
        reply = quiz.submit(view, solve(view, quiz.fetch)).json()
        assert reply["correct"] is True, (view.task, reply)
        seen.append(view.task)
        url = reply["url"]
    assert seen == list(TASK_NAMES)
    status = quiz.status(EMAIL)
    assert all(task["questions"][0]["correct"] is True for task in status["tasks"])


def test_values_computed_by_the_script_differ_from_the_distractor(quiz: QuizServer, page: Any) -> None:
    view = _rendered(page, quiz.start(EMAIL, "js-code"), 2)
    stale = view.find(r"expired, do not submit\): (\w+)").group(1)
    code = view.find(r"Your current code: (\w+)").group(1)
    assert stale != code
    assert quiz.submit(view, stale).json()["correct"] is False
    assert quiz.submit(view, code.lower()).json()["correct"] is True
    # the same code is drawn on the canvas: some of its pixels are no longer transparent (waited for,
    # not read once: the page's script may draw after it has written the text)
    page.wait_for_function(
        """() => { const c = document.querySelector('#art');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++; return n > 50; }""",
        timeout=10_000,
    )


def test_without_the_script_the_cutoff_is_not_on_the_page(quiz: QuizServer, page: Any) -> None:
    url = quiz.start(EMAIL, "csv-cutoff")
    static = quiz.view(url)
    assert PENDING in static.text  # a solver that does not run the page's script cannot answer
    rendered = _rendered(page, url, 4)
    cutoff = rendered.find(r"Cutoff: (\d+)").group(1)
    assert cutoff not in static.text.split("Cutoff:")[1].split("\n")[0]


@pytest.mark.parametrize("task", ["js-code", "csv-cutoff"])
def test_script_computed_values_are_right_for_several_emails(quiz: QuizServer, page: Any, task: str) -> None:
    for n in range(4):
        email = f"tester{n}@example.net"
        view = _rendered(page, quiz.start(email, task), TASK_NAMES.index(task) + 1)
        assert quiz.submit(view, solve(view, quiz.fetch)).json()["correct"] is True, email
