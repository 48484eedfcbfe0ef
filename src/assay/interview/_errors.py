"""The interview job's errors, each under the group of ``assay.errors`` that says who is at fault.

``http_status`` is what the REST and WebSocket front door answers (docs/interview.md, "Errors").
"""

from __future__ import annotations

from typing import ClassVar

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


class InterviewNotFoundError(NotFoundError):
    """No interview with this id is visible to this candidate token (unknown and foreign look alike)."""

    default_code = "INTERVIEW_NOT_FOUND"
    http_status: ClassVar[int] = 404


class TokenRequiredError(UserInputError):
    """The call carries no candidate token."""

    default_code = "CANDIDATE_TOKEN_REQUIRED"
    http_status: ClassVar[int] = 401


class InterviewFinishedError(UserInputError):
    """A message was sent to an interview that is over."""

    default_code = "INTERVIEW_FINISHED"
    http_status: ClassVar[int] = 409


class InterviewBusyError(UserInputError):
    """Another turn of this interview is being processed (send the message on the WebSocket to interrupt)."""

    default_code = "INTERVIEW_BUSY"
    http_status: ClassVar[int] = 409


class MessageTooLongError(InvalidInputError):
    """The candidate's message is longer than ``ASSAY_INTERVIEW_MAX_MESSAGE_CHARS``."""

    default_code = "MESSAGE_TOO_LONG"
    http_status: ClassVar[int] = 413


class UnknownQuestionError(NotFoundError):
    """The question id is not in the bank."""

    default_code = "QUESTION_NOT_FOUND"
    http_status: ClassVar[int] = 404


class UnknownPhaseError(NotFoundError):
    """The phase id is not one of the provider's phases."""

    default_code = "PHASE_NOT_FOUND"
    http_status: ClassVar[int] = 404


class UnknownEvaluatorError(InvalidInputError):
    """The evaluator name is not one we have."""

    default_code = "UNKNOWN_EVALUATOR"
    http_status: ClassVar[int] = 422


class RemoteProviderError(ExternalServiceError):
    """A company agent timed out, failed or answered something malformed (never the candidate's fault)."""

    default_code = "REMOTE_PROVIDER_FAILED"
