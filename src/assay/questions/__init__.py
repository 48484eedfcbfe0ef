"""The question bank: the question format, its stores (directory, S3, cached) and bank validation.

Public API::

    store = get_question_store()            # from ASSAY_QUESTIONS_* settings; bundled bank by default
    question = store.get("3")               # Question; QuestionNotFoundError / InvalidQuestionIdError
    question.public()                       # PublicQuestion: never hidden tests or the reference
    question.content_hash                   # SHA-256 of the canonical JSON (one question version)
"""

from assay.questions._cache import CachedStore
from assay.questions._errors import (
    InvalidQuestionIdError,
    QuestionFormatError,
    QuestionNotFoundError,
    validate_question_id,
)
from assay.questions._models import (
    ComplexityRequirements,
    Difficulty,
    PublicQuestion,
    Question,
    QuestionSummary,
    Scaling,
)
from assay.questions._s3 import S3Store
from assay.questions._schema import question_json_schema, replace_schema_block
from assay.questions._settings import (
    QuestionSettings,
    build_question_store,
    get_question_settings,
    get_question_store,
)
from assay.questions._store import DirectoryStore, QuestionStore, bundled_bank, parse_question
from assay.questions._validate import QuestionCheck, validate_bank

__all__ = [
    "CachedStore",
    "ComplexityRequirements",
    "Difficulty",
    "DirectoryStore",
    "InvalidQuestionIdError",
    "PublicQuestion",
    "Question",
    "QuestionCheck",
    "QuestionFormatError",
    "QuestionNotFoundError",
    "QuestionSettings",
    "QuestionStore",
    "QuestionSummary",
    "S3Store",
    "Scaling",
    "build_question_store",
    "bundled_bank",
    "get_question_settings",
    "get_question_store",
    "parse_question",
    "question_json_schema",
    "replace_schema_block",
    "validate_bank",
    "validate_question_id",
]
