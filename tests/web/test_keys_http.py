"""With ``ASSAY_AUTH=keys`` the pages ask for the same API key as the API (real `assay serve`, real HTTP)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.web.keys import make_key
from tests.web.support import assay_serve, base_env

SOLUTION = (
    Path(__file__).resolve().parents[2] / "src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("web-keys")
    env = base_env(root / "data", ASSAY_AUTH="keys", ASSAY_API_KEY_PEPPER="web-tests-pepper")
    keys = {
        "read": make_key(env, "reader", "read"),
        "submit": make_key(env, "learner", "read", "submit"),
    }
    with assay_serve(env, root / "serve.log") as url:
        yield {"url": url, "keys": keys}


@contextmanager
def _client(url: str, key: str | None = None) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=url, timeout=60, follow_redirects=False) as client:
        if key is not None:
            signed = client.post("/who", data={"learner": "ada", "key": key, "next": "/practice"})
            assert signed.status_code == 303, signed.text
            assert (
                "assay_session=" in signed.headers["set-cookie"]
                and "HttpOnly" in signed.headers["set-cookie"]
            )
            assert key.split("_", 2)[2] not in signed.headers["set-cookie"]  # a session, never the key
        yield client


def test_pages_ask_for_the_key_the_api_asks_for(server: dict[str, Any]) -> None:
    url = server["url"]
    with _client(url) as anonymous:
        assert anonymous.get("/api/questions").status_code == 401  # the server really asks for keys
        for path in ("/practice", "/practice/3", "/learn", "/bench", "/interview"):
            page = anonymous.get(path)
            assert page.status_code == 401, path
            assert "asks for an API key" in page.text and 'href="/sign-in?next=' in page.text, path
        wrong = anonymous.post("/who", data={"learner": "ada", "key": "assay_not-a-key", "next": "/"})
        assert wrong.status_code == 401 and "not valid" in wrong.text
        assert "assay_session" not in wrong.headers.get("set-cookie", "")


def test_a_read_key_reads_but_does_not_grade(server: dict[str, Any]) -> None:
    with _client(server["url"], server["keys"]["read"]) as reader:
        assert reader.get("/practice").status_code == 200
        assert reader.get("/practice/3").status_code == 200
        graded = reader.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
        assert graded.status_code == 403 and "lacks the &#39;submit&#39; scope" in graded.text
        assert reader.get("/instructor").status_code == 403
        assert reader.get("/interview").status_code == 403


def test_a_submit_key_grades_and_the_interview_page_never_carries_it(server: dict[str, Any]) -> None:
    key = server["keys"]["submit"]
    with _client(server["url"], key) as learner:
        graded = learner.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
        assert graded.status_code == 200 and 'id="score">100<' in graded.text
        page = learner.get("/interview")
        assert page.status_code == 200 and key not in page.text  # the script rides on the cookie
