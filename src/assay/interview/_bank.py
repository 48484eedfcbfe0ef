"""The bundled bank of system-design questions (``questions/*.json``; docs/interview.md, "Questions")."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib import resources

from assay.interview._errors import UnknownQuestionError
from assay.interview._models import Question

__all__ = ["get_question", "list_questions", "pick_question"]


@lru_cache(maxsize=1)
def _bank() -> dict[str, Question]:
    folder = resources.files("assay.interview").joinpath("questions")
    questions = [
        Question.model_validate(json.loads(entry.read_text(encoding="utf-8")))
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    ]
    return {q.id: q for q in sorted(questions, key=lambda q: q.id)}


def list_questions() -> list[Question]:
    """Every bundled question, by id."""
    return list(_bank().values())


def get_question(question_id: str) -> Question:
    """The question with this id (or title, case-insensitively).

    Raises:
        UnknownQuestionError: not in the bank; the hint lists the ids.
    """
    bank = _bank()
    if question_id in bank:
        return bank[question_id]
    wanted = question_id.strip().lower()
    for question in bank.values():
        if wanted in (question.id.lower(), question.title.lower()):
            return question
    raise UnknownQuestionError(
        f"no system-design question {question_id!r}",
        hint=f"use one of: {', '.join(bank)}",
        details={"questionId": question_id},
    )


def pick_question(seed: str | None = None) -> Question:
    """A question chosen at random (repeatably for the same ``seed``)."""
    questions = list_questions()
    return random.Random(seed).choice(questions)
