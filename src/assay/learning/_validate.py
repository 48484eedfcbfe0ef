"""Request validation (pure): every bad field gets its own error code (docs/learning.md, "Input")."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assay.learning._errors import LearnInputError
from assay.learning._models import ID_PATTERN, EvaluationRequest

__all__ = ["MAX_RESPONSE_CHARS", "ValidRequest", "validate_request"]

log = logging.getLogger("assay.learning")

#: Longest answer accepted (a long essay or a whole file is not a short answer).
MAX_RESPONSE_CHARS = 20_000


@dataclass(frozen=True)
class ValidRequest:
    """A request whose every field is usable."""

    learner_id: str
    concept_id: str
    learner_response: str
    expected_answer: str | None
    bank_question_id: str | None


def _identifier(value: Any, field: str, code: str) -> str:
    if value is None:
        raise LearnInputError(
            field, f"{field} is required", code=code, hint=f"send {field}: letters, digits, _ or -"
        )
    if not isinstance(value, str):
        raise LearnInputError(field, f"{field} must be a string", code=code)
    text: str = value.strip()
    if not text:
        raise LearnInputError(
            field, f"{field} is empty", code=code, hint=f"send {field}: letters, digits, _ or -"
        )
    if len(text) > 200 or not ID_PATTERN.match(text):
        shown = text if len(text) <= 40 else text[:40] + "..."
        raise LearnInputError(
            field,
            f"{field} {shown!r} may only hold letters, digits, _ and -",
            code=code,
            hint="ids match ^[a-zA-Z0-9_-]+$ (no spaces, dots or slashes)",
        )
    return text


def _text(value: Any, field: str, code: str, *, required: bool) -> str | None:
    if value is None:
        if required:
            raise LearnInputError(
                field, f"{field} is required", code=code, hint="send the learner's answer as learner_response"
            )
        return None
    if not isinstance(value, str):
        raise LearnInputError(field, f"{field} must be a string", code=code)
    text: str = value.strip()
    if not text:
        if required:
            raise LearnInputError(
                field, f"{field} is empty", code=code, hint="an answer needs at least one non-blank character"
            )
        return None
    if len(text) > MAX_RESPONSE_CHARS:
        raise LearnInputError(
            field, f"{field} is {len(text)} characters; at most {MAX_RESPONSE_CHARS} are accepted", code=code
        )
    return text


def validate_request(raw: EvaluationRequest | Mapping[str, Any]) -> ValidRequest:
    """Check and normalise a request (ids stripped and matched, answer stripped and non-empty).

    ``learner_answer`` is accepted for ``learner_response``. A missing ``expected_answer`` is
    allowed: the concept's reference answer is used and a warning is logged by the service.

    Raises:
        LearnInputError: code ``INVALID_LEARNER_ID``, ``INVALID_CONCEPT_ID``,
            ``INVALID_LEARNER_RESPONSE``, ``INVALID_EXPECTED_ANSWER`` or ``INVALID_BANK_QUESTION_ID``,
            with ``details.field`` naming the field.
    """
    if isinstance(raw, Mapping):
        if (
            "learner_response" in raw
            and "learner_answer" in raw
            and raw["learner_response"] != raw["learner_answer"]
        ):
            raise LearnInputError(
                "learner_response",
                "learner_response and learner_answer are both given and differ",
                code="INVALID_LEARNER_RESPONSE",
                hint="send one of them (learner_answer is the older name)",
            )
        request = EvaluationRequest.model_validate(dict(raw))
    else:
        request = raw
    learner_id = _identifier(request.learner_id, "learner_id", "INVALID_LEARNER_ID")
    concept_id = _identifier(request.concept_id, "concept_id", "INVALID_CONCEPT_ID")
    response = _text(request.learner_response, "learner_response", "INVALID_LEARNER_RESPONSE", required=True)
    expected = _text(request.expected_answer, "expected_answer", "INVALID_EXPECTED_ANSWER", required=False)
    bank = request.bank_question_id
    if isinstance(bank, int) and not isinstance(bank, bool):
        bank = str(bank)
    bank_id = (
        _identifier(bank, "bank_question_id", "INVALID_BANK_QUESTION_ID") if bank not in (None, "") else None
    )
    assert response is not None
    return ValidRequest(learner_id, concept_id, response, expected, bank_id)
