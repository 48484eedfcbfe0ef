"""Text drawn on a canvas, and the page's inline scripts, reach the models: the solver's page reader
in Debian's Chromium against the local quiz server's canvas pages and against a page that draws
late, offscreen and in a loop.

Models are text-only: the reader wraps ``fillText``/``strokeText`` before the page's scripts run
and records the strings (docs/solve.md, "Reading a page"); the screenshot is kept as a file too.
"""

from __future__ import annotations

import http.server
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from assay.solver import PageReader, PageSnapshot, create_workspace
from assay.solver._browser import chromium_path
from assay.solver._fetch import Fetcher
from assay.solver._page import script_excerpt
from tests.browser import BROWSER
from tests.servers import serve_handler
from tests.solver.quiz_harness import QuizServer, serve_quiz

pytestmark = BROWSER
async_api = pytest.importorskip("playwright.async_api", reason="playwright is not installed")
expect = async_api.expect

EMAIL = "grace.hopper@example.com"
PENDING = "(computed by the page's script)"

#: Draws nothing until 0.7 s after load, then on the canvas, on an OffscreenCanvas, and the same
#: text on every animation frame.
LATE_PAGE = b"""<!doctype html><html><body><h1>Late drawing</h1>
<canvas id="c" width="300" height="60"></canvas>
<script>
const ctx = document.getElementById("c").getContext("2d");
setTimeout(() => {
  ctx.font = "20px sans-serif";
  ctx.fillText("cutoff: 4242", 5, 30);
  new OffscreenCanvas(100, 40).getContext("2d").strokeText("offscreen 17", 2, 20);
  let n = 0;
  const tick = () => { ctx.fillText("frame", 5, 55); if (++n < 120) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}, 700);
</script></body></html>"""


@pytest.fixture
def quiz() -> Iterator[QuizServer]:
    with serve_quiz() as server:
        yield server


@pytest.fixture
def late_page() -> Iterator[str]:
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(LATE_PAGE)))
            self.end_headers()
            self.wfile.write(LATE_PAGE)

        def log_message(self, *args: Any) -> None:
            pass

    with serve_handler(Handler) as base:
        yield f"{base}/late.html"


@pytest.fixture
async def reader() -> AsyncIterator[PageReader]:
    try:
        chromium_path()
    except Exception as exc:
        pytest.skip(str(exc))
    pages = PageReader()
    try:
        yield pages
    finally:
        await pages.close()


async def _read(reader: PageReader, url: str, tmp_path: Path) -> tuple[PageSnapshot, Path]:
    workspace = create_workspace(tmp_path, "task-1", cap_mb=16)
    context = await reader.new_context()
    try:
        async with httpx.AsyncClient() as client:
            snapshot = await reader.read(context, url, workspace, Fetcher(client, workspace))
    finally:
        await context.close()
    return snapshot, workspace.files_dir


async def test_the_code_drawn_on_the_canvas_is_captured_as_text(
    quiz: QuizServer, reader: PageReader, tmp_path: Path
) -> None:
    url = quiz.start(EMAIL, "js-code")
    # the browser's own view first, with waiting assertions: the script fills the code in and draws it
    context = await reader.new_context()
    try:
        page = await context.new_page()
        await page.goto(url)
        await expect(page.locator("#code")).not_to_have_text(PENDING)
        code = (await page.locator("#code").inner_text()).strip()
        await page.wait_for_function("() => window.__assayCanvas.length > 0")
        assert await page.evaluate("() => window.__assayCanvas") == [f"code: {code}"]
    finally:
        await context.close()
    snapshot, files = await _read(reader, url, tmp_path)
    assert snapshot.canvas_text == f"code: {code}"
    assert snapshot.screenshot == "page_screenshot.png"
    assert (files / "page_screenshot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # the script that computes the code is there for the prompt, its base64 payload elided
    excerpt = script_excerpt(snapshot.scripts)
    assert "toString(16)" in excerpt and "fillText" in excerpt
    assert len(excerpt) <= 600
    assert not re.search(r"[A-Za-z0-9+/=]{80,}", excerpt)


async def test_a_title_drawn_on_the_last_page_is_captured(
    quiz: QuizServer, reader: PageReader, tmp_path: Path
) -> None:
    snapshot, files = await _read(reader, quiz.start(EMAIL, "final-key"), tmp_path)
    assert snapshot.canvas_text == "Last question"
    assert (files / "page_screenshot.png").is_file()


async def test_text_drawn_late_offscreen_or_every_frame_is_recorded_once(
    late_page: str, reader: PageReader, tmp_path: Path
) -> None:
    snapshot, files = await _read(reader, late_page, tmp_path)
    drawn = snapshot.canvas_text.split(" | ")
    assert "cutoff: 4242" in drawn  # drawn 0.7 s after load
    assert "offscreen 17" in drawn  # an OffscreenCanvas, stroked
    assert drawn.count("frame") == 1  # 120 frames, one string
    assert (files / "page_screenshot.png").is_file()


async def test_a_page_without_a_canvas_has_no_screenshot(
    quiz: QuizServer, reader: PageReader, tmp_path: Path
) -> None:
    snapshot, files = await _read(reader, quiz.start(EMAIL, "csv-sum"), tmp_path)
    assert snapshot.canvas_text == ""
    assert snapshot.screenshot is None
    assert not (files / "page_screenshot.png").exists()
