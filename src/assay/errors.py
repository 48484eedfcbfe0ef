"""The one error tree of Assay, grouped by who is at fault.

::

    AssayError                      code, message, hint, details
    ├── UserInputError              the caller sent something we cannot use (HTTP 4xx, CLI exit 2)
    │   ├── NotFoundError           a named thing does not exist (HTTP 404)
    │   └── InvalidInputError       well-formed request, unusable content (HTTP 422)
    ├── ConfigError                 the operator's settings are wrong or incomplete
    ├── ExternalServiceError        something we depend on failed (LLM, S3, database); may be retryable
    └── InternalError               our own bug or a broken invariant; never the user's fault

Each package derives its specific errors from one of these groups, so the front doors map
a whole group to one HTTP status or exit code. A submission that crashes is *not* an error:
it is a verdict value.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "AssayError",
    "ConfigError",
    "ExternalServiceError",
    "InternalError",
    "InvalidInputError",
    "NotFoundError",
    "UserInputError",
]


class AssayError(Exception):
    """Base of every error Assay raises on purpose.

    Attributes:
        code: a stable machine-readable code such as ``QUESTION_NOT_FOUND``.
        message: one readable sentence saying what happened.
        hint: what the reader can do about it, when we know.
        details: extra structured data safe to show to the caller (never secrets).
    """

    default_code = "ASSAY_ERROR"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        hint: str | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code or self.default_code
        self.hint = hint
        self.details: dict[str, Any] = dict(details or {})

    def __str__(self) -> str:
        return f"{self.message} ({self.hint})" if self.hint else self.message


class UserInputError(AssayError):
    """The caller sent something we cannot use; fixing the input fixes the problem."""

    default_code = "INVALID_INPUT"


class NotFoundError(UserInputError):
    """A named resource (question, evaluation, model, file) does not exist."""

    default_code = "NOT_FOUND"


class InvalidInputError(UserInputError):
    """The request is well-formed but its content cannot be processed."""

    default_code = "INVALID_INPUT"


class ConfigError(AssayError):
    """The operator's configuration is wrong or incomplete."""

    default_code = "CONFIG_ERROR"


class ExternalServiceError(AssayError):
    """A service we depend on failed (LLM provider, object store, database).

    Attributes:
        retryable: whether the same call may succeed later.
    """

    default_code = "EXTERNAL_SERVICE_ERROR"

    def __init__(self, message: str, *, retryable: bool = False, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.retryable = retryable


class InternalError(AssayError):
    """A broken invariant inside Assay. Never the user's fault, never a passing verdict."""

    default_code = "INTERNAL_ERROR"
