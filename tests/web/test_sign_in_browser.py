"""With ``ASSAY_AUTH=keys``, a real browser signs in with its key and holds a whole live interview turn
over the WebSocket; a page of another origin on the same site cannot use that browser's sign-in.

A real `assay serve` (keys on, the deterministic interviewer, no model), Debian's Chromium through
Playwright, every read a waiting assertion. The "other site" is a page served from another port of
127.0.0.1: the same site for the browser, so the SameSite=Strict cookie does travel with its requests
and only the server's Origin check stands between that page and the signed-in learner.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

import pytest

from tests.browser import BROWSER, playwright_api
from tests.servers import serve_handler
from tests.web.keys import make_key
from tests.web.support import DESKTOP, PHONE, assay_serve, axe_violations, base_env, screenshot

pytestmark = [*BROWSER, pytest.mark.slow]
expect = playwright_api().expect

SOLUTION = (
    Path(__file__).resolve().parents[2] / "src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("web-sign-in")
    env = base_env(root / "data", ASSAY_AUTH="keys", ASSAY_API_KEY_PEPPER="browser-pepper")
    key = make_key(env, "ada", "read", "submit")
    with assay_serve(env, root / "serve.log") as url:
        yield {"url": url, "key": key}


@pytest.fixture
def other_origin() -> Iterator[dict[str, Any]]:
    """A server on another port of 127.0.0.1 that serves whatever page the test puts in ``html``."""
    state: dict[str, Any] = {"html": "<!doctype html><title>other</title>"}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = str(state["html"]).encode()
            self.send_response(200)
            self.send_header("content-type", "text/html; charset=utf-8")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_args: Any) -> None:
            pass

    with serve_handler(Handler) as base:
        state["url"] = base
        yield state


def _sign_in(page: Any, url: str, key: str) -> None:
    page.goto(url + "/interview")
    expect(page.locator("#problem")).to_contain_text("asks for an API key")
    page.locator("#problem-sign-in").click()
    expect(page).to_have_url(re.compile(r"/sign-in\?next=/interview$"))
    assert axe_violations(page) == []
    page.locator("#sign-in-key").fill(key)
    page.locator("#sign-in").click()
    expect(page).to_have_url(re.compile(r"/interview$"))
    expect(page.locator("#key-name")).to_have_text("ada")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_signed_in_browser_holds_a_live_interview(
    browser: Any, site: dict[str, Any], shots: Path, size: str
) -> None:
    url, key = site["url"], site["key"]
    context = browser.new_context(viewport=DESKTOP if size == "desktop" else PHONE)
    page = context.new_page()
    _sign_in(page, url, key)
    [session] = [c for c in context.cookies() if c["name"] == "assay_session"]
    assert session["httpOnly"] and session["sameSite"] == "Strict"
    assert key.split("_", 2)[2] not in session["value"]  # the browser never stores the key
    expect(page.locator("#problem")).to_have_count(0)

    page.locator("#question").select_option("chat")
    page.locator("#candidate").fill("Ada")
    page.locator("#start").click()  # POST /api/interviews on the cookie, then the WebSocket
    expect(page.locator(".msg.interviewer").first).to_contain_text("Hello Ada")
    expect(page.locator("#message")).to_be_enabled()  # the socket's "ready" frame arrived
    expect(page.locator("#status")).to_contain_text("Connected")
    page.locator("#message").fill("I'm ready.")
    page.locator("#message").press("Enter")
    expect(page.locator(".msg.candidate")).to_have_text("I'm ready.")
    expect(page.locator(".msg.interviewer")).to_have_count(2, timeout=30_000)  # streamed over the socket
    expect(page.locator("#send")).to_have_text("Send")
    expect(page.locator("#status")).not_to_have_class("problem")
    assert axe_violations(page) == []
    screenshot(page, shots, f"interview-signed-in-{size}")

    page.locator("#sign-out").click()
    expect(page).to_have_url(re.compile(r"/sign-in$"))
    expect(page.locator("#sign-in-link")).to_be_visible()
    page.goto(url + "/interview")
    expect(page.locator("#problem")).to_contain_text("asks for an API key")
    context.close()


def test_a_page_of_another_origin_cannot_use_the_sign_in(
    browser: Any, site: dict[str, Any], other_origin: dict[str, Any]
) -> None:
    url, key = site["url"], site["key"]
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    _sign_in(page, url, key)
    page.locator("#question").select_option("chat")
    page.locator("#start").click()
    expect(page.locator("#message")).to_be_enabled()
    saved = page.evaluate("() => Object.values(sessionStorage).map(v => JSON.parse(v))")
    [interview] = [v for v in saved if isinstance(v, dict) and {"id", "token"} <= set(v)]
    socket = f"{url.replace('http', 'ws')}/ws/interviews/{interview['id']}?token={interview['token']}"

    # The same page, served from this server's origin, opens the socket: the check is the Origin.
    probe = """<!doctype html><html lang="en"><title>probe</title><p id="result">waiting</p><script>
      var result = document.getElementById("result");
      var ws = new WebSocket(%r);
      ws.onmessage = function (e) { result.textContent = "received " + e.data.slice(0, 40); };
      ws.onclose = function (e) {
        if (result.textContent === "waiting") { result.textContent = "refused " + e.code; }
      };
    </script></html>"""
    other_origin["html"] = probe % socket
    evil = context.new_page()
    evil.goto(other_origin["url"] + "/")
    expect(evil.locator("#result")).to_have_text("refused 4403")  # the page can tell why

    # A form of the other origin posting an answer to grade in the learner's name: refused.
    other_origin["html"] = f"""<!doctype html><html lang="en"><title>win a prize</title>
      <form method="post" action="{url}/practice/3" id="f">
      <input type="hidden" name="language" value="pseudocode">
      <textarea name="solution">{SOLUTION}</textarea></form>
      <script>document.getElementById("f").submit();</script></html>"""
    evil.goto(other_origin["url"] + "/")
    expect(evil).to_have_url(url + "/practice/3")
    expect(evil.locator("#problem")).to_contain_text("another site")
    expect(evil.locator("#score")).to_have_count(0)
    context.close()
