"""The local quiz server over real HTTP: the protocol's rules, personalisation, every task solvable.

docs/solve.md, "The local quiz server", is the contract. Answers come from tests/solver/quiz_reference.py.
"""

from __future__ import annotations

import base64
import io
import json
import re
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest
from PIL import Image
from pydantic import SecretStr

from assay.solver.quizserver import TASK_NAMES, QuizSettings
from tests.solver.quiz_harness import QuizServer, serve_quiz
from tests.solver.quiz_reference import NEEDS_SCRIPT, solve

EMAIL = "ada.lovelace@example.com"
STATIC_TASKS = [name for name in TASK_NAMES if name not in NEEDS_SCRIPT]


@pytest.fixture
def quiz() -> Iterator[QuizServer]:
    with serve_quiz() as server:
        yield server


def _wrong_for(answer: object) -> object:
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, int | float):
        return answer + 7
    if isinstance(answer, dict):
        return {key: 0.0 for key in answer}
    return "not-it"


# --- pages --------------------------------------------------------------------------------------------


def test_the_question_exists_only_inside_atob_and_names_its_submit_url(quiz: QuizServer) -> None:
    url = quiz.start(EMAIL)
    raw = quiz.fetch(url).decode()
    view = quiz.view(url)
    assert "atob(" in raw and 'class="origin"' not in raw  # the origin span is inside the payload
    assert "Revenue" not in raw and "/quiz/s/" not in raw  # nothing readable without running the page
    assert "Question 1 of 13" in view.text and "Difficulty: 1/5" in view.text
    submit = view.submit_url()
    assert submit.startswith(quiz.base + "/quiz/s/") and len(urlsplit(submit).path) > len("/quiz/s/") + 6
    assert view.link("sales.csv").startswith(quiz.base + "/quiz/files/")


def test_submit_urls_differ_per_task_and_a_guessed_one_is_404(quiz: QuizServer) -> None:
    urls = {quiz.view(quiz.start(EMAIL, task)).submit_url() for task in STATIC_TASKS}
    assert len(urls) == len(STATIC_TASKS)
    for guess in ("/submit", "/quiz/s/0000000000"):
        response = quiz.client.post(quiz.base + guess, json={"answer": 1})
        assert response.status_code == 404, guess


def test_submitting_to_another_tasks_submit_url_is_refused(quiz: QuizServer) -> None:
    first = quiz.view(quiz.start(EMAIL, "csv-sum"))
    other = quiz.view(quiz.start(EMAIL, "png-diff"))
    body = {"email": EMAIL, "secret": "s", "url": first.url, "answer": 1}
    response = quiz.client.post(other.submit_url(), json=body)
    assert response.status_code == 400 and response.json()["error"] == "WRONG_SUBMIT_URL"


def test_a_url_that_was_not_handed_out_is_404_and_start_validates(quiz: QuizServer) -> None:
    assert quiz.client.get(f"{quiz.base}/quiz/csv-sum?email={EMAIL}&id=made-up").status_code == 404
    bad = quiz.client.get(f"{quiz.base}/quiz/_start", params={"email": "not-an-email"})
    assert bad.status_code == 400 and bad.json()["error"] == "INVALID_EMAIL"
    unknown = quiz.client.get(f"{quiz.base}/quiz/_start", params={"email": EMAIL, "task": "nope"})
    assert unknown.status_code == 404 and "csv-sum" in unknown.json()["message"]


# --- status codes -------------------------------------------------------------------------------------


def test_non_post_on_the_submit_url_is_405(quiz: QuizServer) -> None:
    submit = quiz.view(quiz.start(EMAIL)).submit_url()
    for method in ("GET", "PUT", "DELETE", "PATCH"):
        response = quiz.client.request(method, submit)
        assert response.status_code == 405, method
        assert response.headers["allow"] == "POST"


@pytest.mark.parametrize("blank", [None, "", "   "])
@pytest.mark.parametrize("field", ["email", "secret", "url", "answer"])
def test_a_null_or_blank_field_is_400_missing_field(quiz: QuizServer, field: str, blank: object) -> None:
    view = quiz.view(quiz.start(EMAIL))
    body = {"email": EMAIL, "secret": "s", "url": view.url, "answer": 1, field: blank}
    response = quiz.client.post(view.submit_url(), json=body)
    assert response.status_code == 400
    assert response.json()["error"] == "MISSING_FIELD"
    assert response.json()["message"].startswith(f"Missing field: {field}")
    assert quiz.status(EMAIL)["tasks"][0]["questions"][0]["submissions"] == 0


def test_an_absent_field_is_400_and_extra_fields_are_tolerated(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL))
    body = {"email": EMAIL, "secret": "s", "url": view.url}
    response = quiz.client.post(view.submit_url(), json=body)
    assert response.status_code == 400 and "Missing field: answer" in response.json()["message"]
    response = quiz.client.post(view.submit_url(), json={**body, "answer": 1, "note": "extra"})
    assert response.status_code == 200


@pytest.mark.parametrize("answer", [0, False, 0.0])
def test_zero_and_false_are_answers_not_missing(quiz: QuizServer, answer: object) -> None:
    view = quiz.view(quiz.start(EMAIL))
    response = quiz.submit(view, answer)
    assert response.status_code == 200
    assert response.json()["correct"] is False and response.json()["reason"]


def test_a_body_that_is_not_a_json_object_is_400(quiz: QuizServer) -> None:
    submit = quiz.view(quiz.start(EMAIL)).submit_url()
    for content in (b"{not json", b"[1, 2]", b"\xff\xfe"):
        response = quiz.client.post(submit, content=content, headers={"content-type": "application/json"})
        assert response.status_code == 400 and response.json()["error"] == "INVALID_JSON"


def test_payloads_over_one_megabyte_are_413_even_without_a_content_length(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "chart"))
    big = {"email": EMAIL, "secret": "s", "url": view.url, "answer": "x" * 1_000_001}
    response = quiz.client.post(view.submit_url(), json=big)
    assert response.status_code == 413 and response.json()["error"] == "PAYLOAD_TOO_LARGE"
    raw = json.dumps(big).encode()
    chunked = quiz.client.post(view.submit_url(), content=iter([raw[:500_000], raw[500_000:]]))
    assert chunked.status_code == 413
    fits = {**big, "answer": "x" * 990_000}
    response = quiz.client.post(view.submit_url(), json=fits)
    assert response.status_code == 200 and response.json()["correct"] is False
    assert quiz.status(EMAIL)["tasks"][11]["questions"][0]["submissions"] == 1


def test_a_wrong_secret_is_403_when_the_server_has_one() -> None:
    with serve_quiz(QuizSettings(secret=SecretStr("right"))) as quiz:
        view = quiz.view(quiz.start(EMAIL))
        response = quiz.submit(view, 1, secret="wrong")
        assert response.status_code == 403 and response.json()["error"] == "WRONG_SECRET"
        assert "right" not in response.text
        assert quiz.submit(view, 1, secret="right").status_code == 200
        assert quiz.status(EMAIL)["tasks"][0]["questions"][0]["submissions"] == 1


def test_any_secret_is_accepted_when_the_server_has_none(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL))
    assert quiz.submit(view, 1, secret="anything").status_code == 200


# --- the url, kept intact -----------------------------------------------------------------------------


def _with_query(url: str, query: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))


def test_the_url_must_be_the_one_handed_out_query_string_included(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "pdf-table"))
    query = urlsplit(view.url).query
    email_part, id_part = query.split("&")
    mangled = [
        _with_query(view.url, f"{id_part}&{email_part}"),  # reordered
        _with_query(view.url, email_part),  # id dropped
        _with_query(view.url, f"{query}&x=1"),  # extra parameter
        _with_query(view.url, query.replace("@", "%40")),  # re-encoded
        _with_query(view.url, query[:-1] + ("A" if query[-1] != "A" else "B")),  # another id
        view.url.split("?")[0],  # no query at all
    ]
    answer = solve(view, quiz.fetch)
    for url in mangled:
        response = quiz.submit(view, answer, url=url)
        assert response.status_code == 400, url
        assert response.json()["error"] == "UNKNOWN_URL" and "exactly" in response.json()["message"]
    assert quiz.status(EMAIL)["tasks"][5]["questions"][0]["submissions"] == 0  # none was scored
    localhost = view.url.replace("127.0.0.1", "localhost")  # the origin may differ; path and query not
    assert quiz.submit(view, answer, url=localhost).json()["correct"] is True


def test_the_email_must_be_the_one_in_the_url(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL))
    response = quiz.submit(view, 1, email="someone.else@example.com")
    assert response.status_code == 400 and response.json()["error"] == "EMAIL_MISMATCH"


# --- gating, clock, last submission -------------------------------------------------------------------


def _next_task(url: str | None) -> str | None:
    return None if url is None else urlsplit(url).path.rsplit("/", 1)[-1]


@pytest.mark.parametrize("task", [name for name in STATIC_TASKS if name != "final-key"])
def test_gating_by_difficulty(quiz: QuizServer, task: str) -> None:
    view = quiz.view(quiz.start(EMAIL, task))
    difficulty = int(view.find(r"Difficulty: (\d)/5").group(1))
    following = TASK_NAMES[TASK_NAMES.index(task) + 1]
    answer = solve(view, quiz.fetch)
    wrong = quiz.submit(view, _wrong_for(answer)).json()
    assert wrong["correct"] is False and wrong["reason"]
    if difficulty <= 2:
        assert _next_task(wrong["url"]) == following
    else:
        assert wrong["url"] is None
    right = quiz.submit(view, answer).json()
    assert right == {"correct": True, "reason": None, "url": right["url"], "delay": 0}
    assert _next_task(right["url"]) == following
    if wrong["url"]:
        assert right["url"] == wrong["url"]  # handed out once: its clock is not restarted


def test_the_last_question_reveals_no_url(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "final-key"))
    reply = quiz.submit(view, solve(view, quiz.fetch)).json()
    assert reply["correct"] is True and reply["url"] is None


def test_answers_after_the_time_limit_are_forced_wrong(quiz: QuizServer) -> None:
    hard = quiz.view(quiz.start(EMAIL, "pdf-table"))  # difficulty 3
    easy = quiz.view(quiz.start(EMAIL, "png-colour"))  # difficulty 2
    quiz.clock.advance(180)
    on_time = quiz.submit(hard, solve(hard, quiz.fetch)).json()
    assert on_time["correct"] is True and on_time["delay"] == 180
    quiz.clock.advance(1)
    late = quiz.submit(hard, solve(hard, quiz.fetch)).json()
    assert late["correct"] is False and late["url"] is None and late["delay"] == 181
    assert "too late" in late["reason"] and "180" in late["reason"]
    late_easy = quiz.submit(easy, solve(easy, quiz.fetch)).json()
    assert late_easy["correct"] is False and _next_task(late_easy["url"]) == "pdf-table"


def test_each_question_has_its_own_clock_from_when_its_url_was_handed_out(quiz: QuizServer) -> None:
    first = quiz.view(quiz.start(EMAIL, "pdf-table"))
    quiz.clock.advance(170)
    reply = quiz.submit(first, solve(first, quiz.fetch)).json()
    second = quiz.view(reply["url"])
    quiz.clock.advance(100)  # 270 s after the chain started, 100 s after the second URL
    assert quiz.submit(second, solve(second, quiz.fetch)).json()["correct"] is True
    assert quiz.submit(first, solve(first, quiz.fetch)).json()["correct"] is False


def test_only_the_last_submission_inside_the_window_counts(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "shortest-path"))
    answer = solve(view, quiz.fetch)
    quiz.submit(view, answer)
    question = quiz.status(EMAIL)["tasks"][7]["questions"][0]
    assert question["correct"] is True and question["next_url"]
    quiz.submit(view, answer + 1)
    assert quiz.status(EMAIL)["tasks"][7]["questions"][0]["correct"] is False
    quiz.clock.advance(200)
    quiz.submit(view, answer)  # too late: does not change the verdict
    question = quiz.status(EMAIL)["tasks"][7]["questions"][0]
    assert question["correct"] is False and question["in_window"] is False
    assert question["submissions"] == 3 and question["in_window_submissions"] == 2
    assert question["seconds_left"] == 0


def test_a_configured_time_limit_is_used() -> None:
    with serve_quiz(QuizSettings(time_limit_s=10)) as quiz:
        view = quiz.view(quiz.start(EMAIL, "png-diff"))
        quiz.clock.advance(11)
        reply = quiz.submit(view, solve(view, quiz.fetch)).json()
        assert reply["correct"] is False and "10 s" in reply["reason"]


# --- status -------------------------------------------------------------------------------------------


def test_status_lists_every_task_and_never_an_answer(quiz: QuizServer) -> None:
    answers = []
    for task in STATIC_TASKS:
        view = quiz.view(quiz.start(EMAIL, task))
        answer = solve(view, quiz.fetch)
        answers.append(answer)
        quiz.submit(view, answer)
    status = quiz.status(EMAIL)
    assert [t["task"] for t in status["tasks"]] == list(TASK_NAMES)
    assert {t["difficulty"] for t in status["tasks"]} == {1, 2, 3, 4, 5}
    assert all(
        any(q["correct"] for q in t["questions"]) for t in status["tasks"] if t["task"] in STATIC_TASKS
    )
    text = json.dumps(status)
    for answer in answers:
        if isinstance(answer, str | int | float) and not isinstance(answer, bool) and len(str(answer)) > 2:
            assert str(answer) not in text, answer
    other = quiz.status("nobody@example.com")
    assert all(t["questions"] == [] for t in other["tasks"])


# --- personalisation ----------------------------------------------------------------------------------


def _answers(quiz: QuizServer, email: str) -> dict[str, object]:
    return {task: solve(quiz.view(quiz.start(email, task)), quiz.fetch) for task in STATIC_TASKS}


def test_two_emails_get_different_data_and_answers(quiz: QuizServer) -> None:
    ada = _answers(quiz, EMAIL)
    bob = _answers(quiz, "bob@example.org")
    differing = [task for task in STATIC_TASKS if ada[task] != bob[task]]
    # a boolean can agree by chance; everything else is drawn from the email
    assert len(differing) >= len(STATIC_TASKS) - 1, differing
    view = quiz.view(quiz.start("bob@example.org", "pdf-table"))
    assert quiz.submit(view, ada["pdf-table"]).json()["correct"] is False


def test_the_same_email_and_seed_get_the_same_files() -> None:
    def files(settings: QuizSettings) -> list[bytes]:
        with serve_quiz(settings) as quiz:
            view = quiz.view(quiz.start(EMAIL, "pdf-table"))
            other = quiz.view(quiz.start(EMAIL, "png-diff"))
            return [quiz.fetch(view.link("report.pdf")), quiz.fetch(other.link("after.png"))]

    assert files(QuizSettings()) == files(QuizSettings())
    assert files(QuizSettings()) != files(QuizSettings(seed="another"))


def test_file_links_do_not_carry_the_email(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "png-diff"))
    assert all("lovelace" not in href for href, _ in view.links)
    assert quiz.client.get(f"{quiz.base}/quiz/files/000000000000/png-diff/after.png").status_code == 404


# --- every task is well-posed -------------------------------------------------------------------------


@pytest.mark.parametrize("task", STATIC_TASKS)
def test_the_reference_solves_each_task_from_the_page_and_its_files(quiz: QuizServer, task: str) -> None:
    for email in (EMAIL, "x@y.io", "Mixed.Case+tag@Example.COM"):
        view = quiz.view(quiz.start(email, task))
        reply = quiz.submit(view, solve(view, quiz.fetch))
        assert reply.status_code == 200 and reply.json()["correct"] is True, (email, reply.json())


def test_the_paginated_api_needs_the_header_from_the_page(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "api-pages"))
    first = view.link("/items")
    header, token = view.find(r"header ([\w-]+): (\w+)").groups()
    refused = quiz.client.get(first)
    assert refused.status_code == 401 and header in refused.json()["message"]
    assert quiz.client.get(first, headers={header: token + "0"}).status_code == 401
    page = quiz.client.get(first, headers={header: token}).json()
    assert page["page"] == 1 and page["pages"] >= 3 and len(page["items"]) == 8
    assert page["next"].endswith("page=2")
    last = quiz.client.get(first.replace("page=1", f"page={page['pages']}"), headers={header: token})
    assert last.json()["next"] is None
    beyond = quiz.client.get(first.replace("page=1", "page=99"), headers={header: token})
    assert beyond.status_code == 404


def test_answers_of_the_wrong_shape_get_a_reason_that_says_so(quiz: QuizServer) -> None:
    key = quiz.view(quiz.start(EMAIL, "final-key"))
    right = solve(key, quiz.fetch)
    assert right.startswith("0") and len(right) == 8
    reply = quiz.submit(key, int(right)).json()
    assert reply["correct"] is False and "leading zeros" in reply["reason"]
    assert quiz.submit(key, f"  {right} ").json()["correct"] is True  # trimmed

    weather = quiz.view(quiz.start(EMAIL, "weather-bool"))
    truth = solve(weather, quiz.fetch)
    reply = quiz.submit(weather, str(truth).lower()).json()
    assert reply["correct"] is False and "boolean" in reply["reason"]

    csv_sum = quiz.view(quiz.start(EMAIL, "csv-sum"))
    total = solve(csv_sum, quiz.fetch)
    assert quiz.submit(csv_sum, "twelve").json()["reason"] == "expected a number, got a string"
    assert quiz.submit(csv_sum, f"{total}").json()["correct"] is True  # a numeric string is a number
    assert quiz.submit(csv_sum, total + 0.02).json()["correct"] is False

    colour = quiz.view(quiz.start(EMAIL, "png-colour"))
    assert quiz.submit(colour, solve(colour, quiz.fetch).upper()).json()["correct"] is True

    f1 = quiz.view(quiz.start(EMAIL, "macro-f1"))
    scores = solve(f1, quiz.fetch)
    reply = quiz.submit(f1, dict(list(scores.items())[:2])).json()
    assert reply["correct"] is False and "missing keys" in reply["reason"]
    assert quiz.submit(f1, json.loads(json.dumps(scores))).json()["correct"] is True


def _png_uri(size: tuple[int, int], colour: str, fmt: str = "PNG") -> str:
    buffer = io.BytesIO()
    Image.new("RGB", size, colour).save(buffer, format=fmt)
    kind = "png" if fmt == "PNG" else "jpeg"
    return f"data:image/{kind};base64," + base64.b64encode(buffer.getvalue()).decode()


def _truncated(uri: str) -> str:
    prefix, payload = uri.split(",", 1)
    data = base64.b64decode(payload)
    return f"{prefix}," + base64.b64encode(data[: len(data) - 30]).decode()


def test_the_chart_is_checked_by_decoding_it(quiz: QuizServer) -> None:
    view = quiz.view(quiz.start(EMAIL, "chart"))
    colour = view.find(r"bars filled in (#[0-9a-f]{6})").group(1)
    cases = {
        "not-a-uri": "data URI",
        "data:image/png;base64,@@@": "base64",
        "data:image/png;base64," + base64.b64encode(b"hello").decode(): "readable image",
        _png_uri((300, 200), colour, "JPEG").replace("image/jpeg", "image/png"): "JPEG",
        _png_uri((40, 40), colour): "40x40",
        _png_uri((300, 200), "white"): "required colour",
        _png_uri((4100, 150), colour): "4100x150",
        _truncated(_png_uri((300, 200), colour)): "truncated or corrupt",
    }
    for answer, expected in cases.items():
        reply = quiz.submit(view, answer).json()
        assert reply["correct"] is False and expected in reply["reason"], (expected, reply)
    assert quiz.submit(view, _png_uri((300, 200), colour)).json()["correct"] is True
    assert quiz.submit(view, solve(view, quiz.fetch)).json()["correct"] is True


def test_wrong_answers_never_reveal_the_expected_value(quiz: QuizServer) -> None:
    for task in ("pdf-table", "shortest-path", "final-key", "png-colour"):
        view = quiz.view(quiz.start(EMAIL, task))
        answer = solve(view, quiz.fetch)
        reason = quiz.submit(view, _wrong_for(answer)).json()["reason"]
        assert str(answer) not in reason and str(answer).lstrip("0") not in reason, (task, reason)


def test_the_index_says_how_to_start(quiz: QuizServer) -> None:
    index = quiz.client.get(quiz.base + "/").json()
    assert index["tasks"] == list(TASK_NAMES) and "_start" in index["start"]
    assert len(TASK_NAMES) >= 12
    assert isinstance(httpx.get(quiz.base + "/quiz/_status").json()["message"], str)


def test_every_page_links_its_files_relative_to_the_page(quiz: QuizServer) -> None:
    for task in TASK_NAMES:
        url = quiz.start(EMAIL, task)
        raw = base64.b64decode(re.search(r'atob\("([^"]+)"\)', quiz.fetch(url).decode()).group(1)).decode()
        for href in re.findall(r'href="([^"]+)"', raw):
            assert not href.startswith(("/", "http")), (task, href)
        for href, text in quiz.view(url).links:
            expected = 405 if text == "this link" else 200  # the submit link answers POST only
            if "/items" in href:
                expected = 401  # the API wants the header the page shows
            assert quiz.client.get(href).status_code == expected, (task, href)


def test_every_task_is_well_posed_for_many_emails(quiz: QuizServer) -> None:
    # the generators' corner cases (ties, unreachable nodes, a PDF row the text layer splits) would show
    # here as a reference answer the server does not accept
    emails = [f"user{n}.{'x' * (n % 7)}@host{n % 3}.example" for n in range(8)]
    for email in emails:
        for task in STATIC_TASKS:
            view = quiz.view(quiz.start(email, task))
            reply = quiz.submit(view, solve(view, quiz.fetch)).json()
            assert reply["correct"] is True, (email, task, reply)
