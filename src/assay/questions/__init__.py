"""The question bank: the question format, its stores (directory, S3, cached) and bank validation.

Public API::

    store = get_question_store()            # from ASSAY_QUESTIONS_* settings; bundled bank by default
    question = store.get("3")               # Question; QuestionNotFoundError / InvalidQuestionIdError
    question.public()                       # PublicQuestion: never hidden tests or the reference
    question.content_hash                   # SHA-256 of the canonical JSON (one question version)
"""

from assay.questions._errors import (
    InvalidQuestionIdError,
    QuestionFormatError,
    QuestionNotFoundError,
    validate_question_id,
)
from assay.questions._models import (
    QUESTION_ID_PATTERN,
    ComplexityRequirements,
    Difficulty,
    PublicQuestion,
    Question,
    QuestionSummary,
    Scaling,
)
from assay.questions._store import DirectoryStore, QuestionStore, bundled_bank, parse_question

__all__ = [
    "QUESTION_ID_PATTERN",
    "ComplexityRequirements",
    "Difficulty",
    "DirectoryStore",
    "InvalidQuestionIdError",
    "PublicQuestion",
    "Question",
    "QuestionFormatError",
    "QuestionNotFoundError",
    "QuestionStore",
    "QuestionSummary",
    "Scaling",
    "bundled_bank",
    "parse_question",
    "validate_question_id",
]
