"""With ``ASSAY_AUTH=keys`` a key reads only its own learner's mastery, on the page and over the API.

A real `assay serve` (keys on), keys made by `assay keys create [--learner]`, httpx as the browser
(its Origin and Accept). The learners' answers go in over ``POST /api/learn/evaluate`` with the
admin's key; each learner answers a different concept, so a page that showed the wrong learner
shows the wrong row.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.web.keys import make_key
from tests.web.support import ASSAY, assay_serve, base_env

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("web-learner-keys")
    env = base_env(root / "data", ASSAY_AUTH="keys", ASSAY_API_KEY_PEPPER="learner-keys-pepper")
    keys = {
        "ada": make_key(env, "ada's laptop", "read", "submit", learner="ada"),
        "bob": make_key(env, "bob", "read", "submit"),  # no --learner: the name is a learner id
        "odd": make_key(env, "carol (learner)", "read"),  # nor is this name: a learner of its own
        "admin": make_key(env, "teacher", "admin"),
    }
    with assay_serve(env, root / "serve.log") as url:
        admin = {"Authorization": f"Bearer {keys['admin']}"}
        for learner, concept, answer in (
            ("ada", "hashing", "A hash function maps the key to a bucket: O(1) lookups on average."),
            ("bob", "recursion", "A function that calls itself on a smaller input until a base case."),
        ):
            learned = httpx.post(
                url + "/api/learn/evaluate",
                json={"learner_id": learner, "concept_id": concept, "learner_response": answer},
                headers=admin,
                timeout=120,
            )
            assert learned.status_code == 200, learned.text
        yield {"url": url, "keys": keys, "env": env}


def _mastery(url: str, key: str, learner: str) -> httpx.Response:
    return httpx.get(
        f"{url}/api/learners/{learner}/mastery", headers={"Authorization": f"Bearer {key}"}, timeout=60
    )


def _concepts(response: httpx.Response) -> list[str]:
    assert response.status_code == 200, response.text
    return [c["concept_id"] for c in response.json()["concepts"]]


def test_a_key_reads_only_its_own_learners_mastery_over_the_api(server: dict[str, Any]) -> None:
    url, keys = server["url"], server["keys"]
    assert _concepts(_mastery(url, keys["ada"], "ada")) == ["hashing"]
    assert _concepts(_mastery(url, keys["bob"], "bob")) == ["recursion"]
    for key, other in (("ada", "bob"), ("bob", "ada"), ("odd", "ada"), ("odd", "carol")):
        refused = _mastery(url, keys[key], other)
        assert refused.status_code == 403, (key, other, refused.text)
        body = refused.json()
        assert body["error"] == "LEARNER_FORBIDDEN" and "hashing" not in refused.text
        assert "admin key" in body["details"]["hint"]
    # the admin reads every learner
    assert _concepts(_mastery(url, keys["admin"], "ada")) == ["hashing"]
    assert _concepts(_mastery(url, keys["admin"], "bob")) == ["recursion"]


def _browser(url: str) -> httpx.Client:
    return httpx.Client(
        base_url=url, timeout=120, follow_redirects=False, headers={"Origin": url, "Accept": BROWSER_ACCEPT}
    )


@contextmanager
def _signed_in(url: str, key: str, learner: str) -> Iterator[httpx.Client]:
    with _browser(url) as client:
        signed = client.post("/sign-in", data={"key": key, "learner": learner, "next": "/learn"})
        assert signed.status_code == 303, signed.text
        yield client


def test_the_dashboard_shows_the_keys_learner_whatever_name_the_cookie_holds(server: dict[str, Any]) -> None:
    url, keys = server["url"], server["keys"]
    with _signed_in(url, keys["ada"], learner="bob") as ada:  # asks to be bob at sign-in
        page = ada.get("/learn")
        assert page.status_code == 200, page.text
        assert 'data-concept="hashing"' in page.text and 'data-concept="recursion"' not in page.text
        assert 'id="who-current">ada<' in page.text and 'id="who-bound"' in page.text
        assert 'action="/who"' not in page.text  # no name form: the key decides
        ada.cookies.set("assay_learner", "bob")  # typed into the cookie by hand
        again = ada.get("/learn")
        assert 'data-concept="recursion"' not in again.text and 'data-concept="hashing"' in again.text
        switched = ada.post("/who", data={"learner": "bob", "next": "/learn"})
        assert switched.status_code == 303
        assert 'data-concept="recursion"' not in ada.get("/learn").text
    with _signed_in(url, keys["odd"], learner="ada") as odd:  # a name that is no learner id
        page = odd.get("/learn")
        assert page.status_code == 200 and 'id="no-answers"' in page.text
        assert 'data-concept="hashing"' not in page.text and "key-" in page.text


def test_an_admin_key_reads_any_learner_on_the_dashboard(server: dict[str, Any]) -> None:
    url, keys = server["url"], server["keys"]
    with _signed_in(url, keys["admin"], learner="bob") as admin:
        page = admin.get("/learn")
        assert page.status_code == 200 and 'data-concept="recursion"' in page.text
        assert 'data-concept="hashing"' not in page.text and 'action="/who"' in page.text
        assert admin.post("/who", data={"learner": "ada", "next": "/learn"}).status_code == 303
        assert 'data-concept="hashing"' in admin.get("/learn").text


def test_open_use_still_goes_by_the_name_cookie(tmp_path: Path) -> None:
    env = base_env(tmp_path / "data")
    with assay_serve(env, tmp_path / "serve.log") as url:
        learned = httpx.post(
            url + "/api/learn/evaluate",
            json={"learner_id": "ada", "concept_id": "hashing", "learner_response": "a hash maps keys"},
            timeout=120,
        )
        assert learned.status_code == 200, learned.text
        assert _concepts(httpx.get(url + "/api/learners/ada/mastery", timeout=60)) == ["hashing"]
        with _browser(url) as anyone:
            anyone.cookies.set("assay_learner", "ada")
            assert 'data-concept="hashing"' in anyone.get("/learn").text


def test_keys_list_shows_each_keys_learner(server: dict[str, Any]) -> None:
    listed = subprocess.run(
        [str(ASSAY), "keys", "list"], env={**server["env"], "COLUMNS": "200"}, capture_output=True, text=True
    )
    assert listed.returncode == 0, listed.stderr
    rows = {line.split("│")[2].strip(): line for line in listed.stdout.splitlines() if line.count("│") > 4}
    assert "ada" in rows["ada's laptop"].split("│")[4]
    assert rows["bob"].split("│")[4].strip() == "bob"
    assert rows["carol (learner)"].split("│")[4].strip().startswith("key-")
    bad = subprocess.run(
        [str(ASSAY), "keys", "create", "--name", "x", "--learner", "no spaces"],
        env=server["env"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "not a learner id" in bad.stdout + bad.stderr
    assert "Traceback" not in bad.stdout + bad.stderr


def test_a_key_answers_only_for_its_own_learner(server: dict[str, Any]) -> None:
    # The evaluation's answer carries the learner's new mastery: naming another learner would
    # both read and change theirs.
    url, keys = server["url"], server["keys"]
    ada = {"Authorization": f"Bearer {keys['ada']}"}
    answer = {"learner_id": "bob", "concept_id": "recursion", "learner_response": "no idea"}
    for path, body in (
        ("/api/learn/evaluate", answer),
        ("/api/learn/events/tutor-assessment-ready", {"payload": answer}),
        ("/api/learn/events/tutor-assessment-ready", answer),
    ):
        refused = httpx.post(url + path, json=body, headers=ada, timeout=120)
        assert refused.status_code == 403 and refused.json()["error"] == "LEARNER_FORBIDDEN", refused.text
    bob = _mastery(url, keys["admin"], "bob").json()["concepts"]
    assert [(c["concept_id"], c["updates"]) for c in bob] == [("recursion", 1)]  # nothing was recorded
    own = httpx.post(
        url + "/api/learn/evaluate", json={**answer, "learner_id": "ada"}, headers=ada, timeout=120
    )
    assert own.status_code == 200, own.text
    # last in this module: ada now has answered a concept the dashboard test says she has not
    assert sorted(_concepts(_mastery(url, keys["ada"], "ada"))) == ["hashing", "recursion"]
