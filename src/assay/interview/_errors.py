"""The interview job's errors, each under the group of ``assay.errors`` that says who is at fault.

``http_status`` is what the REST and WebSocket front door answers (docs/interview.md, "Errors");
a class without one is answered as its ``assay.errors`` group is. Each class names its code and
status in its header, so the table of errors reads as one line per error.
"""

from __future__ import annotations

from typing import Any, ClassVar

from assay.errors import ExternalServiceError, InvalidInputError, NotFoundError, UserInputError

__all__ = [
    "InterviewBusyError",
    "InterviewFinishedError",
    "InterviewNotFoundError",
    "MessageTooLongError",
    "RemoteProviderError",
    "TokenRequiredError",
    "UnknownEvaluatorError",
    "UnknownPhaseError",
    "UnknownQuestionError",
]


class _Coded:
    """An error's code and HTTP status as class keywords: ``class E(Group, _Coded, code=, status=)``."""

    default_code: str
    http_status: ClassVar[int]

    def __init_subclass__(cls, *, code: str, status: int | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.default_code = code
        if status is not None:
            cls.http_status = status


class InterviewNotFoundError(NotFoundError, _Coded, code="INTERVIEW_NOT_FOUND", status=404):
    """No interview with this id is visible to this candidate token (unknown and foreign look alike)."""


class TokenRequiredError(UserInputError, _Coded, code="CANDIDATE_TOKEN_REQUIRED", status=401):
    """The call carries no candidate token."""


class InterviewFinishedError(UserInputError, _Coded, code="INTERVIEW_FINISHED", status=409):
    """A message was sent to an interview that is over."""


class InterviewBusyError(UserInputError, _Coded, code="INTERVIEW_BUSY", status=409):
    """Another turn of this interview is being processed (send the message on the WebSocket to interrupt)."""


class MessageTooLongError(InvalidInputError, _Coded, code="MESSAGE_TOO_LONG", status=413):
    """The candidate's message is longer than ``ASSAY_INTERVIEW_MAX_MESSAGE_CHARS``."""


class UnknownQuestionError(NotFoundError, _Coded, code="QUESTION_NOT_FOUND", status=404):
    """The question id is not in the bank."""


class UnknownPhaseError(NotFoundError, _Coded, code="PHASE_NOT_FOUND", status=404):
    """The phase id is not one of the provider's phases."""


class UnknownEvaluatorError(InvalidInputError, _Coded, code="UNKNOWN_EVALUATOR", status=422):
    """The evaluator name is not one we have."""


class RemoteProviderError(ExternalServiceError, _Coded, code="REMOTE_PROVIDER_FAILED"):
    """A company agent timed out, failed or answered something malformed (never the candidate's fault)."""
