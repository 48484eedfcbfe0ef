"""The chain rules against the local quiz server over real HTTP, with a real browser and sandbox.

URL kept exactly as received, retries with the server's reason at difficulty 3+, moving on at
difficulty 1-2, early best-effort answers, the per-question deadline, the 1 MB limit.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from tests.solver.solver_harness import (
    EMAIL,
    Brain,
    able,
    make_service,
    pdf_table,
    quiz_and_model,
    reply,
    run_chain,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed"),
]

WRONG = "EARLIER ANSWERS WERE WRONG"


def solve_prompts(brain: Brain, model: str = "m1") -> list[str]:
    return [p for p in brain.of(model) if "model_outputs" not in p]


def status_of(quiz: Any, task: str) -> dict[str, Any]:
    tasks = {t["task"]: t for t in quiz.status(EMAIL)["tasks"]}
    return dict(tasks[task]["questions"][0])


async def test_wrong_answer_at_difficulty_3_is_retried_with_the_reason(tmp_path: Path) -> None:
    def model(name: str, prompt: str) -> str | None:
        return pdf_table(prompt) if WRONG in prompt else reply(None, 1.5)

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "pdf-table")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=1), url)
        question = record.questions[0]
        assert question.difficulty == 3
        assert [a.correct for a in question.attempts] == [False, True]
        assert question.attempts[0].reason, "the server's reason is kept"
        # the reason went back to the model in the next round
        retry = [p for p in solve_prompts(brain) if WRONG in p]
        assert retry and question.attempts[0].reason in retry[0]
        # the server scored both submissions under the URL it handed out: the query string was kept
        status = status_of(quiz, "pdf-table")
        assert url.endswith(status["url"])
        assert status["submissions"] == 2 and status["correct"] is True
        assert question.url == url and "?email=" in url and "&id=" in url


async def test_difficulty_1_moves_on_after_a_wrong_answer(tmp_path: Path) -> None:
    brain = Brain(rules=[lambda m, p: reply(None, 12.5)])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "csv-sum")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=2), url)
        first, second = record.questions
        assert first.difficulty == 1
        # one answer, sent as soon as the model had it, wrong: the next URL is followed anyway
        assert [(a.correct, a.early) for a in first.attempts] == [(False, True)]
        assert second.url == first.attempts[0].next_url
        assert second.difficulty == 2


async def test_early_answer_is_improved_by_consensus(tmp_path: Path) -> None:
    def model(name: str, prompt: str) -> str | None:
        if "model_outputs" in prompt:  # reconciliation: side with the program that ran on the file
            outputs = json.loads(prompt)["model_outputs"]
            ran = next(o for o in outputs if o["model"] == "openai:m2")
            return json.dumps(
                {"final_answer": ran["final"], "confidence": 0.9, "explanation": "its code ran"}
            )
        if name == "m1":
            return reply(None, 1.0)  # fast and wrong
        time.sleep(1.5)  # slow and right
        return able(prompt)

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "csv-sum")
        service = make_service(
            tmp_path, llm, ["openai:m1", "openai:m2"], max_questions=1, primary_model="openai:m1"
        )
        record = await run_chain(service, url)
        question = record.questions[0]
        assert [(a.early, a.correct) for a in question.attempts] == [(True, False), (False, True)]
        decision = question.decision
        assert decision is not None and decision.method == "reconciled"
        assert decision.contributors == ["openai:m1", "openai:m2"]
        assert len(decision.reconciliation) == 2
        assert status_of(quiz, "csv-sum")["correct"] is True


async def test_no_round_starts_that_cannot_finish_before_the_deadline(tmp_path: Path) -> None:
    def slow(name: str, prompt: str) -> str | None:
        time.sleep(3.0)
        return reply(None, 1.5)  # always wrong

    brain = Brain(rules=[slow])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "pdf-table")  # difficulty 3: a wrong answer reveals no next URL
        service = make_service(
            tmp_path,
            llm,
            ["openai:m1"],
            max_questions=1,
            question_time_s=7.0,
            safety_margin_s=0.0,
            max_attempts=5,
        )
        record = await run_chain(service, url)
    question = record.questions[0]
    # 7 s: a 3 s round fits once (plus page reading); a second would end past the deadline
    assert len(solve_prompts(brain)) == 1
    assert [a.correct for a in question.attempts] == [False]
    assert "not solved in time" in (record.stopped_because or "")


async def test_late_answers_are_wrong_by_the_servers_clock(tmp_path: Path) -> None:
    box: dict[str, Any] = {}

    def model(name: str, prompt: str) -> str | None:
        box["quiz"].clock.advance(181)  # the model took three minutes, as far as the server knows
        return pdf_table(prompt)

    brain = Brain(rules=[model])
    with quiz_and_model(brain) as (quiz, llm):
        box["quiz"] = quiz
        url = quiz.start(EMAIL, "pdf-table")
        record = await run_chain(
            make_service(tmp_path, llm, ["openai:m1"], max_questions=1, max_attempts=2), url
        )
    attempts = record.questions[0].attempts
    assert attempts and all(a.correct is False for a in attempts)
    assert re.search(r"180|time|late", attempts[0].reason or "", re.IGNORECASE), attempts[0].reason
    assert record.questions[0].correct is False


async def test_answers_over_1_mb_are_never_submitted(tmp_path: Path) -> None:
    brain = Brain(rules=[lambda m, p: reply("answer = 'x' * 1_100_000")])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "pdf-table")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=1), url)
        assert status_of(quiz, "pdf-table")["submissions"] == 0
    question = record.questions[0]
    assert question.attempts == []
    assert question.decision is not None and question.decision.method == "none"
    assert any("1 MB" in (c.error or "") for c in question.candidates)
    # the model was shown why in its repair round
    assert any("1 MB" in p for p in solve_prompts(brain))


async def test_no_answer_at_difficulty_1_sends_a_placeholder_of_the_asked_type_and_moves_on(
    tmp_path: Path,
) -> None:
    brain = Brain(rules=[lambda m, p: reply("raise ValueError('cannot read it')")])
    with quiz_and_model(brain) as (quiz, llm):
        url = quiz.start(EMAIL, "weather-bool")
        record = await run_chain(make_service(tmp_path, llm, ["openai:m1"], max_questions=2), url)
    first = record.questions[0]
    assert first.difficulty == 1
    assert [(a.answer, a.early) for a in first.attempts] == [(False, True)]
    assert first.attempts[0].next_url and record.questions[1].url == first.attempts[0].next_url
    # one round (and its repair) only: the next question's clock was already running
    assert len([c for c in first.candidates if c.model == "openai:m1"]) == 1
