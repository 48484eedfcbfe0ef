"""The Practice page with a queue (``ASSAY_QUEUE_URL``): answers go to real `assay worker` processes.

A real stack — redis-server and PostgreSQL started by the fixtures, `assay serve`, `assay worker` —
and Chromium. The form's POST takes the API's own way in (the job appears under ``/api/jobs``), the
attempt's page says the grade is on its way and shows it once the worker is done: with JavaScript
through the job's event stream, without it by refreshing itself, and on a plain reload. A full
queue is a 503 page with ``Retry-After`` and the answer still in the editor. With API keys the
queued attempt, its job and its event stream are the key's own.
"""

from __future__ import annotations

import html
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from assay.storage import open_queue_repository
from tests.browser import BROWSER, playwright_api
from tests.queue.stack import Proc, stack_env, start_server, start_worker
from tests.redis_server import redis_server, redis_url
from tests.web.keys import make_key
from tests.web.support import axe_violations

__all__ = ["redis_server", "redis_url"]

pytestmark = [*BROWSER, pytest.mark.slow]
pytest.importorskip("celery", reason="celery is in the [dev] and [scale] extras")
expect = playwright_api().expect

SOLUTION = (
    Path(__file__).resolve().parents[2] / "src/assay/grading/examples/lsubstr_pseudo_arrow.txt"
).read_text(encoding="utf-8")
NONSENSE = "make it go fast and return the good answer somehow"
BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
WAIT_MS = 180_000  # a worker starting on a busy 2-core machine


@pytest.fixture
def stack(tmp_path: Path, redis_url: str, postgresql_url: str) -> Iterator[dict[str, Any]]:
    """`assay serve` on a queue, no worker yet (a test starts one when it wants the grades)."""
    env = stack_env(
        tmp_path,
        ASSAY_QUEUE_URL=redis_url,
        ASSAY_DATABASE_URL=postgresql_url,
        ASSAY_QUEUE_VISIBILITY_TIMEOUT_S="30",
        ASSAY_WORKER_SWEEP_S="1",
    )
    started: list[Proc] = []
    try:
        started.append(start_server(tmp_path, env))
        yield {"url": started[0].url, "env": env, "base": tmp_path, "procs": started}
    finally:
        for proc in started:
            proc.stop()


def _worker(stack: dict[str, Any]) -> None:
    stack["procs"].append(start_worker(stack["base"], stack["env"], "worker", concurrency=1))


def _submit(page: Any, url: str, solution: str) -> str:
    page.goto(url + "/practice/3")
    page.locator("#solution").fill(solution)
    page.locator("#submit").click()
    expect(page).to_have_url(re.compile(r"/practice/3/attempts/[0-9a-f-]{36}$"))
    return str(page.url.rsplit("/", 1)[1])


def test_the_page_queues_the_answer_and_shows_the_grade_when_the_worker_is_done(
    browser: Any, stack: dict[str, Any]
) -> None:
    url = stack["url"]
    scripted = browser.new_context()
    plain = browser.new_context(java_script_enabled=False)
    for context in (scripted, plain):
        context.add_cookies([{"name": "assay_learner", "value": "ada", "url": url}])
    try:
        page = scripted.new_page()
        graded_id = _submit(page, url, SOLUTION)
        expect(page.locator("#pending")).to_be_visible()
        expect(page.locator("#pending-status")).to_contain_text("queued")
        expect(page.locator("#attempts")).to_contain_text("being graded")
        expect(page.locator("#solution")).to_have_value(SOLUTION)
        assert axe_violations(page) == []
        bare = plain.new_page()
        refused_id = _submit(bare, url, NONSENSE)  # no script: the page refreshes itself
        expect(bare.locator("#pending")).to_be_visible()

        # Both wait in the queue: the API's way in made them, and no worker has taken them yet.
        for ident in (graded_id, refused_id):
            job = httpx.get(f"{url}/api/jobs/{ident}", timeout=30).json()
            assert job["status"] == "queued", job

        _worker(stack)
        expect(page.locator("#score")).to_have_text(re.compile(r"^\d+$"), timeout=WAIT_MS)
        expect(page.locator("#pending")).to_have_count(0)
        expect(page.locator("#rubric")).to_be_visible()
        expect(page.locator("#attempts")).to_contain_text("/100")
        expect(bare.locator("#problem")).to_be_visible(timeout=WAIT_MS)
        expect(bare.locator("#pending")).to_have_count(0)
        expect(bare.locator("#attempts")).to_contain_text("not graded")

        # the grade is the worker's: the job is done and the page shows its score
        done = httpx.get(f"{url}/api/jobs/{graded_id}", timeout=30).json()
        assert done["status"] == "done", done
        expect(page.locator("#score")).to_have_text(str(done["result"]["score"]))
        failed = httpx.get(f"{url}/api/jobs/{refused_id}", timeout=30).json()
        assert failed["status"] == "failed" and failed["error"]["status"] == 422, failed
        # a plain reload shows the same grade, now remembered in the attempts cookie
        page.reload()
        expect(page.locator("#score")).to_have_text(str(done["result"]["score"]))
        expect(page.locator("#attempts")).not_to_contain_text("being graded")
    finally:
        scripted.close()
        plain.close()


def _browser(url: str) -> httpx.Client:
    return httpx.Client(
        base_url=url, timeout=120, follow_redirects=False, headers={"Origin": url, "Accept": BROWSER_ACCEPT}
    )


def _attempt_page(client: httpx.Client, path: str) -> httpx.Response:
    deadline = time.monotonic() + WAIT_MS / 1000
    while True:
        page = client.get(path)
        if 'id="pending"' not in page.text or time.monotonic() > deadline:
            return page
        time.sleep(0.5)


def _keyed_env(tmp_path: Path, redis_url: str, postgresql_url: str, **settings: str) -> dict[str, str]:
    return stack_env(
        tmp_path,
        ASSAY_QUEUE_URL=redis_url,
        ASSAY_DATABASE_URL=postgresql_url,
        ASSAY_AUTH="keys",
        ASSAY_API_KEY_PEPPER="practice-queue-pepper",
        **settings,
    )


def test_a_queued_web_answer_is_audited_as_the_webs_and_an_api_one_as_the_apis(
    tmp_path: Path, redis_url: str, postgresql_url: str
) -> None:
    env = _keyed_env(tmp_path, redis_url, postgresql_url)
    key = make_key(env, "ada", "read", "submit")
    server = start_server(tmp_path, env)
    try:
        url = str(server.url)
        with _browser(url) as ada:  # no worker: both wait in the queue, their audit rows are written
            assert ada.post("/sign-in", data={"key": key, "next": "/practice/3"}).status_code == 303
            queued = ada.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
            assert queued.status_code == 303, queued.text
        from_web = queued.headers["location"].rsplit("/", 1)[1]
        sent = httpx.post(
            url + "/api/submissions",
            json={"questionId": "3", "solution": NONSENSE},
            headers={"Authorization": f"Bearer {key}"},
            timeout=60,
        )
        assert sent.status_code == 202, sent.text
        from_api = sent.json()["evaluationId"]
    finally:
        server.stop()
    repository = open_queue_repository(postgresql_url)
    [ada_key] = repository.api_keys()
    rows = {a.evaluation_id: a for a in repository.audit_log() if a.action == "submit"}
    assert set(rows) == {from_web, from_api}
    for evaluation_id, via in ((from_web, "web"), (from_api, "api")):
        row = rows[evaluation_id]
        assert (row.api_key_id, row.actor, row.question_id) == (ada_key.id, "ada", "3")
        assert row.details["via"] == via and row.details["queued"] is True, row.details
        assert len(row.details["solutionHash"]) == 64


def _first_event(lines: Iterator[str]) -> str:
    """The first event a stream sends; the iterator is kept, not closed (closing it drops the stream)."""
    said: list[str] = []
    while (line := next(lines)) or not said:
        said.append(line)
    return "\n".join(said)


def _open_stream(client: httpx.Client, path: str, held: list[Any]) -> httpx.Response:
    """Open an event stream as EventSource does; an admitted one is read to its first event and held
    open (``held`` keeps it and its line iterator until the test closes it)."""
    context = client.stream("GET", path, headers={"Accept": "text/event-stream"})
    response = context.__enter__()
    if response.status_code != 200:
        response.read()
        context.__exit__(None, None, None)
        return response
    lines = response.iter_lines()
    held.append((context, lines))
    assert '"status":"queued"' in _first_event(lines)
    return response


def _close(held: list[Any]) -> None:
    """The browser drops its newest stream."""
    context, _lines = held.pop()
    context.__exit__(None, None, None)


def test_waiting_on_a_queued_grade_spends_no_rate_limit_and_its_streams_are_bounded(
    tmp_path: Path, redis_url: str, postgresql_url: str
) -> None:
    # A bucket of 4 that refills a token a minute (nothing refills while the test runs), two streams
    # at once per key, and no worker: the grades wait in the queue while their pages follow them.
    env = _keyed_env(
        tmp_path,
        redis_url,
        postgresql_url,
        ASSAY_RATE_LIMIT_PER_MINUTE="1",
        ASSAY_RATE_LIMIT_BURST="4",
        ASSAY_RATE_LIMIT_STREAMS="2",
    )
    key = make_key(env, "ada", "read", "submit")
    server = start_server(tmp_path, env)
    held: list[Any] = []
    try:
        with _browser(str(server.url)) as ada:
            assert ada.post("/sign-in", data={"key": key, "next": "/practice/3"}).status_code == 303
            queued = ada.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})  # 1
            assert queued.status_code == 303, queued.text
            page = ada.get(queued.headers["location"])  # 2
            found = re.search(r'data-events="(/api/jobs/[0-9a-f-]+/events)"', page.text)
            assert page.status_code == 200 and found is not None, page.text[-2000:]
            events = found.group(1)

            # Two tabs follow the grade: their streams take no token, so the learner still submits.
            for _tab in range(2):
                assert _open_stream(ada, events, held).status_code == 200
            again = ada.post("/practice/3", data={"solution": NONSENSE, "language": "pseudocode"})  # 3
            assert again.status_code == 303, again.text

            # A third stream at once is refused (and costs nothing): the cap is per key.
            third = _open_stream(ada, events, held)
            assert third.status_code == 429 and third.json()["error"] == "RATE_LIMITED", third.text
            assert third.json()["details"]["streamsAtOnce"] == 2 and int(third.headers["retry-after"]) >= 1

            # A tab that closes gives its slot back; a browser that reconnects in a loop is bounded by
            # a bucket of streams as large as the key's own (4 opens here, 2 of them spent above).
            _close(held)
            opened = refused = 0
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                stream = _open_stream(ada, events, held)
                if stream.status_code == 200:
                    opened += 1
                    _close(held)  # and reconnects
                    continue
                assert stream.status_code == 429, stream.text
                if "streamsAtOnce" in stream.json()["details"]:  # the slot given back not yet freed
                    time.sleep(0.2)
                    continue
                refused += 1
                assert "too often" in stream.json()["message"], stream.text
                break
            assert (opened, refused) == (2, 1)

            # The key's own bucket was never touched by the streams: one request left, then 429.
            assert ada.get(f"/api/jobs/{events.split('/')[3]}").status_code == 200  # 4
            over = ada.get(f"/api/jobs/{events.split('/')[3]}", headers={"Accept": "application/json"})
            assert over.status_code == 429 and over.json()["details"]["limitPerMinute"] == 1, over.text
    finally:
        while held:
            _close(held)
        server.stop()


def test_a_full_queue_is_a_503_page_and_a_keys_queued_attempt_is_its_own(
    tmp_path: Path, redis_url: str, postgresql_url: str
) -> None:
    env = stack_env(
        tmp_path,
        ASSAY_QUEUE_URL=redis_url,
        ASSAY_DATABASE_URL=postgresql_url,
        ASSAY_QUEUE_MAX_DEPTH="1",
        ASSAY_QUEUE_RETRY_AFTER_S="9",
        ASSAY_WORKER_SWEEP_S="1",
        ASSAY_AUTH="keys",
        ASSAY_API_KEY_PEPPER="practice-queue-pepper",
    )
    keys = {name: make_key(env, name, "read", "submit") for name in ("ada", "bob")}
    procs: list[Proc] = []
    try:
        procs.append(start_server(tmp_path, env))
        url = str(procs[0].url)
        # The one place in the queue goes to an API client; the page's answer finds it full.
        bearer = {"Authorization": f"Bearer {keys['bob']}"}
        taken = httpx.post(
            url + "/api/submissions",
            json={"questionId": "3", "solution": SOLUTION},
            headers=bearer,
            timeout=60,
        )
        assert taken.status_code == 202, taken.text
        with _browser(url) as ada:
            signed = ada.post("/sign-in", data={"key": keys["ada"], "next": "/practice/3"})
            assert signed.status_code == 303, signed.text
            full = ada.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
            assert full.status_code == 503 and full.headers["retry-after"] == "9", full.text
            assert full.headers["content-type"].startswith("text/html") and "QUEUE_FULL" in full.text
            assert 'id="problem"' in full.text and html.escape(SOLUTION.splitlines()[0]) in full.text

            procs.append(start_worker(tmp_path, env, "worker", concurrency=1))
            queued = ada.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
            deadline = time.monotonic() + WAIT_MS / 1000
            while queued.status_code == 503 and time.monotonic() < deadline:  # bob's job frees the place
                time.sleep(float(queued.headers["retry-after"]) / 9)
                queued = ada.post("/practice/3", data={"solution": SOLUTION, "language": "pseudocode"})
            assert queued.status_code == 303, queued.text
            path = queued.headers["location"]
            evaluation_id = path.rsplit("/", 1)[1]
            graded = _attempt_page(ada, path)
            assert graded.status_code == 200 and 'id="score"' in graded.text, graded.text
            events = ada.get(f"/api/jobs/{evaluation_id}/events", headers={"Accept": "text/event-stream"})
            assert events.status_code == 200 and "event: result" in events.text
            mine = ada.get(f"/api/evaluations/{evaluation_id}", headers={"Accept": "application/json"})
            assert mine.status_code == 200 and mine.json()["evaluationId"] == evaluation_id

        other = {"Authorization": f"Bearer {keys['bob']}", "Accept": "application/json"}
        for api in (f"/api/jobs/{evaluation_id}", f"/api/evaluations/{evaluation_id}"):
            assert httpx.get(url + api, headers=other, timeout=30).status_code == 404, api
        with _browser(url) as bob:
            assert bob.post("/sign-in", data={"key": keys["bob"], "next": "/"}).status_code == 303
            bob.cookies.set("assay_attempts_bob", ada.cookies["assay_attempts_ada"])
            stolen = bob.get(path)
            assert stolen.status_code == 404 and "ATTEMPT_NOT_FOUND" in stolen.text
    finally:
        for proc in procs:
            proc.stop()
