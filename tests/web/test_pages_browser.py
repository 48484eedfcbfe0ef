"""Practice, the benchmark viewer and the learner dashboard in a real browser against a real `assay serve`.

One server for the module (a throwaway data directory, no model, a bench result folder made by
`assay bench --replay`), one Chromium for the session; every read after an action is a waiting
assertion (``expect``). Each page is checked with axe-core (serious and critical findings fail) at
desktop and phone (390×844) sizes, and screenshots are saved.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from assay.questions import get_question_store
from tests.browser import BROWSER, playwright_api
from tests.web.support import ASSAY, DESKTOP, PHONE, assay_serve, axe_violations, base_env, screenshot

pytestmark = [*BROWSER, pytest.mark.slow]
expect = playwright_api().expect

SIZES = {"desktop": DESKTOP, "phone": PHONE}
PASSPHRASE = "open sesame"

SLIDING_WINDOW = """function lengthOfLongestSubstring(s)
    seen ← empty set
    left ← 0
    best ← 0
    for right ← 0 to length(s) - 1 do
        while s[right] ∈ seen do
            remove s[left] from seen
            left ← left + 1
        end while
        add s[right] to seen
        best ← max(best, right - left + 1)
    end for
    return best
end function
"""
OFF_BY_ONE = SLIDING_WINDOW.replace("right - left + 1", "right - left")
NOT_UNDERSTOOD = """function lengthOfLongestSubstring(s)
    seen ← empty set
    left ← 0
    best ← 0
    for right ← 0 to length(s) - 1 do
        DROP-FROM-WINDOW(seen, s[left])
        best ← max(best, right - left + 1)
    end for
    return best
end function
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    root = tmp_path_factory.mktemp("web-site")
    bench = root / "bench"
    made = subprocess.run(
        [str(ASSAY), "bench", "--replay", "--out", str(bench)],
        env=base_env(root / "bench-data"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert made.returncode == 0, made.stdout + made.stderr
    run = next(p for p in bench.iterdir() if p.is_dir() and (p / "summary.json").is_file())
    env = base_env(root / "data", ASSAY_WEB_BENCH_DIR=str(bench), ASSAY_WEB_INSTRUCTOR_TOKEN=PASSPHRASE)
    with assay_serve(env, root / "serve.log") as url:
        yield {"url": url, "run": run.name, "bench": bench}


def _page(browser: Any, size: str) -> Any:
    context = browser.new_context(viewport=SIZES[size])
    return context.new_page()


def _sign_in(page: Any, name: str) -> None:
    page.locator("#who-name").fill(name)
    page.locator(".who button").click()
    expect(page.locator("#who-current")).to_have_text(name)


def _fits(page: Any, size: str) -> None:
    if size == "phone":  # nothing wider than the phone's screen: no sideways scrolling
        page.wait_for_function("document.documentElement.scrollWidth <= window.innerWidth")


def _accessible(page: Any) -> None:
    assert axe_violations(page) == []


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_practice_pick_write_submit_read(browser: Any, site: dict[str, Any], shots: Path, size: str) -> None:
    page = _page(browser, size)
    page.goto(site["url"] + "/")
    expect(page).to_have_url(site["url"] + "/practice")
    bank = httpx.get(site["url"] + "/api/questions", timeout=30).json()["questions"]
    expect(page.locator("#questions li")).to_have_count(len(bank))
    _accessible(page)
    _fits(page, size)
    learner = f"ada-{size}"
    _sign_in(page, learner)

    # filters: difficulty and topic are the bank's own
    page.locator("select[name=difficulty]").select_option("hard")
    page.locator(".filters button").click()
    expect(page).to_have_url(site["url"] + "/practice?difficulty=hard&topic=&solved=")
    hard = page.locator("#questions li")
    expect(hard.first).to_contain_text("hard")
    expect(page.locator("#questions .badge.easy")).to_have_count(0)
    page.goto(site["url"] + "/practice?topic=sliding+window")
    expect(page.locator("#questions")).to_contain_text("Longest Substring Without Repeating Characters")

    page.get_by_role("link", name="3. Longest Substring Without Repeating Characters").click()
    expect(page.locator("h1")).to_contain_text("Longest Substring")
    expect(page.locator(".statement")).to_contain_text("Constraints")
    expect(page.locator("#solution")).to_have_value(
        "function length_of_longest_substring(s)\n    \nend function\n"
    )
    _accessible(page)
    _fits(page, size)
    # never the reference solution or a hidden test's input
    question = get_question_store().get("3")
    html = page.content()
    assert "last_seen" in question.reference_solution and "last_seen" not in html
    page.get_by_role("link", name="python").click()
    expect(page.locator("#solution")).to_have_value(
        "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n        "
    )

    # a correct pseudocode answer
    page.locator("#solution").fill(SLIDING_WINDOW)
    page.locator("#submit").click()
    expect(page.locator("#score")).to_have_text("100")
    expect(page.locator("#rubric")).to_contain_text("40 / 40")
    public = httpx.get(site["url"] + "/api/questions/3", timeout=30).json()["question"]
    total = len(public["testCases"]) + public["hiddenTestCount"]
    expect(page.locator("#tests")).to_contain_text(f"{total} of {total} passed")
    expect(page.locator("#complexity")).to_contain_text("meets the requirement")
    expect(page.locator("#ops-chart g.series")).to_have_count(2)
    expect(page.locator("#ops-chart g.series.reference circle").first).to_be_attached()
    expect(page.locator("#feedback")).to_contain_text("Approach")
    expect(page.locator("#attempts li")).to_have_count(1)
    expect(page.locator("#solution")).to_have_value(SLIDING_WINDOW)  # the answer is kept
    _accessible(page)
    _fits(page, size)
    screenshot(page, shots, f"practice-result-{size}")

    # a wrong one: the failed visible cases with input, expected and what it returned
    page.locator("#solution").fill(OFF_BY_ONE)
    page.locator("#submit").click()
    expect(page.locator("#result-h")).to_contain_text("not passed")
    failed = page.locator("#failed-cases tbody tr")
    expect(failed.first).to_be_visible()
    expect(page.locator("#failed-cases thead")).to_contain_text("expected")
    expect(page.locator("#attempts li")).to_have_count(2)
    _fits(page, size)

    # pseudocode our translation does not understand: a readable message naming the line, never a trace
    page.locator("#solution").fill(NOT_UNDERSTOOD)
    page.locator("#submit").click()
    expect(page.locator("#problem")).to_contain_text("did not understand line 6")
    expect(page.locator("#problem .lines")).to_contain_text("DROP-FROM-WINDOW")
    expect(page.locator("#solution")).to_have_value(NOT_UNDERSTOOD)  # nothing lost
    assert "Traceback" not in page.content()
    expect(page.locator("#attempts li")).to_have_count(2)  # nothing graded, nothing remembered
    _accessible(page)

    # an earlier attempt opens as it was graded; the solved filter knows question 3
    page.locator("#attempts li a").last.click()
    expect(page.locator("#score")).to_have_text("100")
    page.goto(site["url"] + "/practice?solved=yes")
    expect(page.locator("#questions li")).to_have_count(1)
    expect(page.locator("#questions li")).to_contain_text("Longest Substring")
    page.context.close()


def test_another_learner_sees_none_of_the_attempts(browser: Any, site: dict[str, Any]) -> None:
    page = _page(browser, "desktop")
    page.goto(site["url"] + "/practice/3")
    _sign_in(page, "zoe")
    # switching the starter asks before it replaces what was written
    page.locator("#solution").fill("my half-written answer")
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.get_by_role("link", name="python").click()
    expect(page.locator("#solution")).to_have_value("my half-written answer")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("link", name="python").click()
    expect(page.locator("#solution")).to_have_value(re.compile(r"^class Solution:"))
    page.locator("#solution").fill(SLIDING_WINDOW)
    page.locator("#submit").click()
    expect(page.locator("#attempts li")).to_have_count(1)
    link = page.locator("#attempts li a").first.get_attribute("href")
    _sign_in(page, "mallory")  # same browser, another learner: their own (empty) list
    expect(page.locator("#attempts li")).to_have_count(0)
    page.goto(site["url"] + str(link))
    expect(page.locator("#problem")).to_contain_text("no such attempt")
    page.goto(site["url"] + "/practice/nope")
    expect(page.locator("#problem")).to_contain_text("could not be found")
    page.context.close()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_bench_viewer_opens_a_result_folder(
    browser: Any, site: dict[str, Any], shots: Path, size: str
) -> None:
    page = _page(browser, size)
    page.goto(site["url"] + "/bench")
    expect(page.locator("#runs a")).to_have_count(1)
    page.locator("#runs a").click()
    expect(page.locator("#matrix tbody tr")).to_have_count(3)
    expect(page.locator("#matrix")).to_contain_text("58.8%")
    expect(page.locator("#matrix")).to_contain_text("36.0%")  # the interval's low end
    expect(page.locator("#significance tbody tr")).to_have_count(3)
    expect(page.locator("#significance")).to_contain_text("exact McNemar")
    expect(page.locator("#best")).to_contain_text("none significantly better")
    _accessible(page)
    screenshot(page, shots, f"bench-{size}")
    page.locator("#quick-view-link").click()
    expect(page.locator("#matrix tr")).to_have_count(4)  # the run's own quick view: header + 3 prompts
    for bad, said in (
        ("../../etc", "not a result folder"),
        ("/etc", "not a result folder"),
        ("missing_run", "no finished bench run"),
    ):
        response = page.goto(site["url"] + "/bench?run=" + bad)
        assert response is not None and response.status in (400, 404)
        expect(page.locator("#problem")).to_contain_text(said)
    page.context.close()


def _learn(url: str, learner: str, concept: str, answer: str) -> dict[str, Any]:
    response = httpx.post(
        url + "/api/learn/evaluate",
        json={"learner_id": learner, "concept_id": concept, "learner_response": answer},
        timeout=60,
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_dashboard_after_learn_evaluations(
    browser: Any, site: dict[str, Any], shots: Path, size: str
) -> None:
    learner = f"grace-{size}"
    url = site["url"]
    _learn(url, learner, "hashing", "It loops over the entries until it finds the key")
    _learn(
        url,
        learner,
        "hashing",
        "A hash function maps the key to a bucket, so a lookup goes straight to it: O(1) on average.",
    )
    last = _learn(url, learner, "recursion", "A function that calls itself.")
    _learn(url, "intruder-7", "hashing", "no idea")
    page = _page(browser, size)
    page.goto(url + "/learn")
    expect(page.locator("#no-learner")).to_be_visible()
    _sign_in(page, learner)
    expect(page.locator("#mastery tbody tr")).to_have_count(2)
    expect(page.locator("#mastery-chart g.series")).to_have_count(2)
    expect(page.locator("#decisions li")).to_have_count(3)
    expect(page.locator("#decisions li").first).to_contain_text(str(last["decision"]))
    expect(page.locator("#mastery .next-step").first).not_to_be_empty()
    hashing = page.locator("#mastery tr[data-concept=hashing]")
    expect(hashing.locator(".next-step a").first).to_have_attribute("href", re.compile(r"^/practice/\d+$"))
    expect(page.locator("#prereq-graph g.concept")).to_have_count(1)
    expect(page.locator("main")).not_to_contain_text("intruder-7")
    _accessible(page)
    _fits(page, size)
    screenshot(page, shots, f"dashboard-{size}")
    page.locator("#mastery a", has_text="Hash maps").click()
    expect(page.locator("#prereq-graph g.concept")).to_have_attribute("data-concept", "hashing")
    expect(page.locator("#prereq-graph g.prerequisite")).to_have_count(1)
    # the instructor's alerts: behind the passphrase
    page.goto(url + "/instructor")
    page.locator("#passphrase").fill("wrong")
    page.locator("main form button").click()
    expect(page.locator("#problem")).to_contain_text("not the instructor")
    page.locator("#passphrase").fill(PASSPHRASE)
    page.locator("main form button").click()
    expect(page.locator("#alerts")).to_contain_text("intruder-7")
    expect(page.locator("#alerts")).to_contain_text(learner)
    _accessible(page)
    page.context.close()


def test_pages_over_plain_http(site: dict[str, Any]) -> None:
    url = site["url"]
    with httpx.Client(base_url=url, timeout=30, follow_redirects=False) as http:
        # sign-in sends the learner back to this site only
        away = http.post("/who", data={"learner": "ada", "next": "//evil.example/x"})
        assert away.status_code == 303 and away.headers["location"] == "/practice"
        assert "assay_learner=ada" in away.headers["set-cookie"]
        bad_name = http.post("/who", data={"learner": "a b", "next": "/learn"})
        assert bad_name.status_code == 303 and "set-cookie" not in bad_name.headers
        # errors are pages with the API's status, never a traceback
        missing = http.get("/practice/nope")
        assert missing.status_code == 404 and "text/html" in missing.headers["content-type"]
        assert "could not be found" in missing.text and "Traceback" not in missing.text
        escape = http.get("/bench", params={"run": "../../etc"})
        assert escape.status_code == 400 and "Traceback" not in escape.text
        # nothing is fetched from another origin: every src and href is this site's
        for path in ("/practice", "/practice/3", "/learn", "/interview", "/bench", "/instructor"):
            page = http.get(path)
            assert page.status_code in (200, 403), path
            assert 'src="http' not in page.text and 'href="http' not in page.text, path
            assert "//cdn" not in page.text, path
        assert http.get("/static/app.css").status_code == 200
        assert http.get("/static/interview.js").status_code == 200
        # the API is unchanged beside the pages
        assert http.get("/api/questions/3").json()["success"] is True
