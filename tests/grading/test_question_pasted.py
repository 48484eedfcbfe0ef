"""The question pasted back is not an answer, and no model is asked to solve it (docs/grading.md).

A phone user who copies the statement into the answer box sends text that reads as steps ("Given a
string s, return the length ...", an example's ``s = "abcabcbb"``). Taken for pseudocode, it went to
the model, which writes a solution from a statement: a grade for code the learner never gave. It is
``INVALID_SOLUTION`` now, saying so; an answer that quotes the task above its own steps keeps them.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from assay.grading._algorithm_shape import question_pasted
from assay.questions import DirectoryStore, Question
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion
from tests.grading.support import WHOLE_PROGRAM, grade_with_script

STORE = DirectoryStore()
IDS = STORE.ids()


def _question_text(question: Question) -> str:
    return "\n".join([question.title, question.description, *question.constraints, *question.requirements])


@pytest.mark.parametrize("question_id", IDS)
def test_every_bundled_statement_pasted_back_is_the_question(question_id: str) -> None:
    question = STORE.get(question_id)
    told = _question_text(question)
    assert question_pasted(question.description, told)
    # as a phone wraps it, with the title above
    wrapped = question.title + "\n" + "\n".join(textwrap.wrap(question.description, 38))
    assert question_pasted(wrapped, told)


@pytest.mark.parametrize("question_id", IDS)
def test_the_task_quoted_above_the_learners_steps_is_an_answer(question_id: str) -> None:
    question = STORE.get(question_id)
    steps = "My answer:\nset best to 0\nfor each x in the input\n    best = max(best, x)\nreturn best\n"
    assert not question_pasted(question.description + "\n\n" + steps, _question_text(question))


def test_an_answer_in_the_questions_own_words_is_not_the_question() -> None:
    question = STORE.get("3")
    # the statement's nouns and verbs, but in the learner's order: no six words copied in a row
    answer = (
        "For every character of the string, remember where it appears; the window of characters with "
        "no repeat moves its left end past the last place that character appeared, and the longest "
        "run seen is the length to return.\n"
    )
    assert not question_pasted(answer, _question_text(question))


def test_with_a_model_the_pasted_question_is_refused_and_the_model_never_asked(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    question = STORE.get("3")
    response, requests = grade_with_script(
        tmp_path,
        sandbox,
        question.title + "\n" + question.description,
        [Step(body=completion(WHOLE_PROGRAM))],
    )
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == "INVALID_SOLUTION"
    assert "question's own text" in body["message"]
    assert body["details"]["expectedSignature"].startswith("def length_of_longest_substring(")
    assert requests == []  # no model wrote a solution from the statement
