"""The pages and the live interview with ``ASSAY_AUTH=keys``, over real HTTP and a real WebSocket.

A real `assay serve` (keys on), keys made by `assay keys create`, httpx as the browser's HTTP and the
``websockets`` client as its WebSocket (each sending the ``Origin`` and ``Cookie`` a browser would).
The sign-in cookie names a session, never the key; a page and the API share one key resolution, one
rate limit and one audit log; a page of another site cannot drive a signed-in browser (CSRF, CSWSH).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from assay.storage import open_queue_repository
from tests.web.keys import make_key
from tests.web.support import assay_serve, base_env

SOLUTION = (
    Path(__file__).resolve().parents[2] / "src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
).read_text(encoding="utf-8")
BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
EVIL = "http://evil.example"


def _stack(root: Path, **extra: str) -> tuple[dict[str, str], Path]:
    data = root / "data"
    env = base_env(data, ASSAY_AUTH="keys", ASSAY_API_KEY_PEPPER="web-access-pepper", **extra)
    return env, data / "assay.sqlite3"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("web-access")
    env, database = _stack(root)
    keys = {
        "ada": make_key(env, "ada", "read", "submit"),
        "bob": make_key(env, "bob", "read", "submit"),
        "reader": make_key(env, "reader", "read"),
    }
    with assay_serve(env, root / "serve.log") as url:
        yield {"url": url, "keys": keys, "database": database, "env": env}


def _browser(url: str) -> httpx.Client:
    """An HTTP client that behaves like a same-origin page: its Origin and a browser's Accept."""
    return httpx.Client(
        base_url=url, timeout=120, follow_redirects=False, headers={"Origin": url, "Accept": BROWSER_ACCEPT}
    )


def _sign_in(client: httpx.Client, key: str, learner: str = "ada") -> httpx.Response:
    signed = client.post("/sign-in", data={"key": key, "learner": learner, "next": "/practice/3"})
    assert signed.status_code == 303 and signed.headers["location"] == "/practice/3", signed.text
    return signed


def test_the_sign_in_cookie_is_an_httponly_strict_session_not_the_key(server: dict[str, Any]) -> None:
    key = server["keys"]["ada"]
    with _browser(server["url"]) as browser:
        form = browser.get("/sign-in?next=/interview")
        assert (
            form.status_code == 200 and 'id="sign-in-key"' in form.text and 'value="/interview"' in form.text
        )
        signed = _sign_in(browser, key)
        cookie = next(c for c in signed.headers.get_list("set-cookie") if c.startswith("assay_session="))
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Max-Age=43200" in cookie
        session = browser.cookies["assay_session"]
        secret = key.split("_", 2)[2]
        assert secret not in cookie and key not in signed.text and session.startswith("s1.")
        assert "assay_key" not in browser.cookies  # the old cookie that held the key is deleted

        page = browser.get("/practice")
        assert page.status_code == 200 and 'id="key-name">ada<' in page.text and key not in page.text
        interview = browser.get("/interview")
        assert interview.status_code == 200 and key not in interview.text and session not in interview.text
        assert browser.get("/api/questions").status_code == 200  # the page's own fetches ride on it

        # the session is not a bearer credential: only the cookie, only this server's pages, carry it
        bearer = httpx.get(server["url"] + "/api/questions", headers={"Authorization": f"Bearer {session}"})
        assert bearer.status_code == 401

        out = browser.post("/sign-out")
        assert out.status_code == 303 and "assay_session" not in browser.cookies
        again = browser.get("/practice")
        assert again.status_code == 401 and 'id="problem-sign-in"' in again.text


def test_a_tampered_or_foreign_session_is_refused(server: dict[str, Any]) -> None:
    with _browser(server["url"]) as browser:
        _sign_in(browser, server["keys"]["ada"])
        real = browser.cookies["assay_session"]
    version, prefix, expires, nonce, mac = real.split(".")
    bob_prefix = server["keys"]["bob"].split("_")[1]
    forged = [
        f"{version}.{prefix}.{int(expires) + 3600}.{nonce}.{mac}",  # a longer life
        f"{version}.{bob_prefix}.{expires}.{nonce}.{mac}",  # another key's prefix
        f"{version}.{prefix}.{expires}.{nonce}.{'0' * 64}",
        "s1.garbage",
    ]
    for token in forged:
        with _browser(server["url"]) as stranger:
            stranger.cookies.set("assay_session", token)
            page = stranger.get("/practice")
            assert page.status_code == 401 and "expired or its key was revoked" in page.text, token
            api = stranger.get("/api/questions", headers={"Accept": "application/json"})
            assert api.status_code == 401 and api.json()["error"] == "UNAUTHORIZED", token


def test_another_sites_page_cannot_use_the_signed_in_browser(server: dict[str, Any]) -> None:
    url = server["url"]
    with _browser(url) as browser:
        _sign_in(browser, server["keys"]["ada"])
        forged = browser.post(
            "/practice/3", data={"solution": SOLUTION, "language": "pseudocode"}, headers={"Origin": EVIL}
        )
        assert forged.status_code == 403 and "text/html" in forged.headers["content-type"]
        assert "CROSS_ORIGIN" in forged.text
        api = browser.post(
            "/api/submissions",
            json={"questionId": "3", "solution": SOLUTION},
            headers={"Origin": EVIL, "Accept": "application/json"},
        )
        assert api.status_code == 403 and api.json()["error"] == "CROSS_ORIGIN"
    with _browser(url) as victim:  # login CSRF: signing a browser in to the attacker's key
        planted = victim.post(
            "/sign-in", data={"key": server["keys"]["bob"], "next": "/"}, headers={"Origin": EVIL}
        )
        assert planted.status_code == 403 and "assay_session" not in victim.cookies
    # a client holding the key itself (a header no page of another site can set) is not a browser's
    # ambient credential: its Origin does not matter
    header = httpx.get(
        url + "/api/questions", headers={"Authorization": f"Bearer {server['keys']['ada']}", "Origin": EVIL}
    )
    assert header.status_code == 200


async def _ready(url: str, **kwargs: Any) -> dict[str, Any]:
    async with websockets.connect(url, open_timeout=30, **kwargs) as ws:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 30))
        return frame


async def _close_code(url: str, **kwargs: Any) -> int | None:
    try:
        async with websockets.connect(url, open_timeout=30, **kwargs) as ws:
            await asyncio.wait_for(ws.recv(), 30)
    except websockets.ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None
    return None


def test_the_interview_socket_rides_on_the_cookie_from_this_site_only(server: dict[str, Any]) -> None:
    url = server["url"]
    with _browser(url) as browser:
        _sign_in(browser, server["keys"]["ada"])
        started = browser.post(
            "/api/interviews", json={"questionId": "chat", "candidateName": "Ada"}, headers={"Accept": "*/*"}
        )
        assert started.status_code in (200, 201), started.text
        body = started.json()
        cookie = f"assay_session={browser.cookies['assay_session']}"
    socket = f"{url.replace('http', 'ws')}/ws/interviews/{body['interviewId']}?token={body['candidateToken']}"

    ready = asyncio.run(_ready(socket, origin=url, additional_headers={"Cookie": cookie}))
    assert ready["type"] == "ready" and ready["state"]["interview_phase"] == "intro"
    # cross-site WebSocket hijacking: the browser would send the cookie, the Origin gives it away
    hijack = asyncio.run(_close_code(socket, origin=EVIL, additional_headers={"Cookie": cookie}))
    assert hijack == 4403
    assert asyncio.run(_close_code(socket, origin=url)) == 4401  # no cookie, no key


def test_a_web_submission_is_audited_to_its_key_and_only_that_key_reads_it(server: dict[str, Any]) -> None:
    url, keys = server["url"], server["keys"]
    with _browser(url) as browser:
        _sign_in(browser, keys["ada"])
        graded = browser.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
        assert graded.status_code == 200 and 'id="score">100<' in graded.text, graded.text[-2000:]
        found = re.search(r'/practice/3/attempts/([0-9a-f-]+)"', graded.text)
        assert found is not None
        evaluation_id = found.group(1)
        assert browser.get(f"/practice/3/attempts/{evaluation_id}").status_code == 200

    entries = [
        a
        for a in open_queue_repository(f"sqlite:///{server['database']}").audit_log()
        if a.action == "submit"
    ]
    [entry] = [a for a in entries if a.evaluation_id == evaluation_id]
    ada = next(
        k for k in open_queue_repository(f"sqlite:///{server['database']}").api_keys() if k.name == "ada"
    )
    assert entry.api_key_id == ada.id and entry.actor == "ada" and entry.question_id == "3"
    assert entry.details["via"] == "web" and len(entry.details["solutionHash"]) == 64

    path = f"/api/evaluations/{evaluation_id}"
    assert httpx.get(url + path, headers={"Authorization": f"Bearer {keys['ada']}"}).status_code == 200
    assert httpx.get(url + path, headers={"Authorization": f"Bearer {keys['bob']}"}).status_code == 404
    with _browser(url) as bob:  # a forged attempts cookie does not show another key's evaluation
        _sign_in(bob, keys["bob"], learner="ada")
        bob.cookies.set("assay_attempts_ada", _attempts_cookie(evaluation_id))
        stolen = bob.get(f"/practice/3/attempts/{evaluation_id}")
        assert stolen.status_code == 404 and "ATTEMPT_NOT_FOUND" in stolen.text


def _attempts_cookie(evaluation_id: str) -> str:
    import base64

    payload = [{"question_id": "3", "evaluation_id": evaluation_id, "score": 100, "passed": True, "at": 0.0}]
    return base64.urlsafe_b64encode(json.dumps(payload).encode()).decode()


def test_unknown_paths_are_a_page_for_browsers_and_json_for_the_api(server: dict[str, Any]) -> None:
    url = server["url"]
    with _browser(url) as browser:
        page = browser.get("/no-such-page")
        assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
        assert "Page not found" in page.text and 'href="/practice"' in page.text
        static = browser.get("/static/nope.css")
        assert static.status_code == 404 and static.headers["content-type"].startswith("text/html")
        wants_json = browser.get("/no-such-page", headers={"Accept": "application/json"})
        assert wants_json.status_code == 404 and wants_json.json()["error"] == "NOT_FOUND"
        _sign_in(browser, server["keys"]["ada"])
        api = browser.get("/api/no-such-thing")  # the browser's Accept, but an API path: JSON
        assert api.status_code == 404 and api.json()["error"] == "NOT_FOUND"


@pytest.fixture(scope="module")
def limited(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    # One token a minute after a burst of five: nothing refills while the test runs.
    root = tmp_path_factory.mktemp("web-limited")
    env, _ = _stack(root, ASSAY_RATE_LIMIT_PER_MINUTE="1", ASSAY_RATE_LIMIT_BURST="5")
    key = make_key(env, "ada", "read", "submit")
    with assay_serve(env, root / "serve.log") as url:
        yield {"url": url, "key": key}


def test_a_rate_limited_key_gets_a_429_page_on_a_web_form(limited: dict[str, Any]) -> None:
    url, key = limited["url"], limited["key"]
    with _browser(url) as browser:
        _sign_in(browser, key)  # anonymous: the address's bucket, not the key's
        api = [
            httpx.get(url + "/api/questions", headers={"Authorization": f"Bearer {key}"}) for _ in range(5)
        ]
        assert [r.status_code for r in api] == [200] * 5  # the key's burst, spent on the API
        submitted = browser.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
        assert submitted.status_code == 429 and submitted.headers["content-type"].startswith("text/html")
        assert int(submitted.headers["retry-after"]) >= 1
        assert "Too many requests" in submitted.text and "RATE_LIMITED" in submitted.text
        also = httpx.get(url + "/api/questions", headers={"Authorization": f"Bearer {key}"})
        assert also.status_code == 429 and also.json()["error"] == "RATE_LIMITED"  # JSON for the API
