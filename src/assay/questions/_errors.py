"""Errors of the question bank, each in its group of :mod:`assay.errors`."""

from __future__ import annotations

import re

from assay.errors import ConfigError, InvalidInputError, NotFoundError

__all__ = [
    "InvalidQuestionIdError",
    "QuestionFormatError",
    "QuestionNotFoundError",
    "validate_question_id",
]

_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class QuestionNotFoundError(NotFoundError):
    """No question has this id in the configured store (HTTP 404, docs/questions.md, "Stores")."""

    default_code = "QUESTION_NOT_FOUND"

    def __init__(self, question_id: str) -> None:
        super().__init__(
            f"Question ID {question_id} could not be found",
            hint="list the available ids with `assay questions list` or GET /api/questions",
            details={"questionId": question_id},
        )
        self.question_id = question_id


class InvalidQuestionIdError(InvalidInputError):
    """The id is not of the form ``^[A-Za-z0-9_-]{1,64}$``; rejected before any lookup."""

    default_code = "INVALID_QUESTION_ID"

    def __init__(self, question_id: object) -> None:
        shown = repr(question_id) if len(repr(question_id)) <= 80 else repr(question_id)[:77] + "..."
        super().__init__(
            f"Question ID {shown} is not valid",
            hint="an id is 1 to 64 letters, digits, '_' or '-', e.g. \"3\"",
        )


class QuestionFormatError(ConfigError):
    """A question file exists but is not a valid question; the message names the file and the field."""

    default_code = "QUESTION_MALFORMED"

    def __init__(self, source: str, problem: str) -> None:
        super().__init__(
            f"{source}: {problem}",
            hint="fix the file, then check it with `assay questions validate`",
            details={"source": source},
        )
        self.source = source
        self.problem = problem


def validate_question_id(question_id: object) -> str:
    """Return the id if it is well formed, else raise :class:`InvalidQuestionIdError`.

    Runs before any file or object-store lookup, so ``../x``, ``a/b`` or ``*`` never reach a path or key.
    """
    if not isinstance(question_id, str) or not _ID.fullmatch(question_id):
        raise InvalidQuestionIdError(question_id)
    return question_id
