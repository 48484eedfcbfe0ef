"""Errors of the LLM gateway, grouped by who is at fault.

::

    ExternalServiceError (assay.errors)
    └── LLMError                        any failure talking to a model
        ├── LLMNotConfigured            no model is configured (also a ConfigError: the operator's fix)
        ├── LLMUnavailable              cannot reach the endpoint (connection refused, DNS); retryable
        ├── LLMTimeout                  the call ran past its wall-clock deadline; retryable
        ├── LLMHTTPError                an HTTP error: ``status``, ``body``, ``retry_after``; 5xx retryable
        │   ├── LLMRateLimited          HTTP 429; retryable
        │   └── LLMAuthError            HTTP 401/403: the key is missing or wrong; never retried
        ├── LLMContextOverflow          the prompt does not fit the model's context window; never retried
        ├── StructuredOutputError       the answer did not parse into the requested type; carries ``raw``
        └── CassetteMissError           replay mode found no recording for this request

Messages never contain API keys: bodies are passed through :func:`assay.logs.redact`.
"""

from __future__ import annotations

from typing import Any

from assay.errors import ConfigError, ExternalServiceError
from assay.logs import redact

__all__ = [
    "CassetteMissError",
    "LLMAuthError",
    "LLMContextOverflow",
    "LLMError",
    "LLMHTTPError",
    "LLMNotConfigured",
    "LLMRateLimited",
    "LLMTimeout",
    "LLMUnavailable",
    "StructuredOutputError",
]

_BODY_LIMIT = 500


class LLMError(ExternalServiceError):
    """A call to a language model failed.

    Attributes:
        provider: the provider name (``openai``, ``ollama``, ``local``, ``replay``), when known.
        model: the model name, when known.
    """

    default_code = "LLM_ERROR"

    def __init__(
        self,
        message: str,
        *,
        provider: str | None = None,
        model: str | None = None,
        retryable: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(redact(message), retryable=retryable, **kwargs)
        self.provider = provider
        self.model = model


class LLMNotConfigured(LLMError, ConfigError):  # noqa: N818 - the public name other packages import
    """No model is configured; callers should fall back to deterministic behaviour."""

    default_code = "LLM_NOT_CONFIGURED"

    def __init__(self, message: str | None = None, **kwargs: Any) -> None:
        kwargs.setdefault(
            "hint",
            "set ASSAY_LLM_MODEL, e.g. ASSAY_LLM_MODEL=openai:gpt-4o-mini (with ASSAY_OPENAI_API_KEY), "
            "ollama:qwen2.5-coder:1.5b or local:qwen2.5-coder-0.5b (after scripts/install_local_model.sh); "
            "see docs/llm.md",
        )
        super().__init__(message or "no language model is configured", **kwargs)


class LLMUnavailable(LLMError):  # noqa: N818 - the public name other packages import
    """The endpoint could not be reached at all (connection refused, name not resolved)."""

    default_code = "LLM_UNAVAILABLE"

    def __init__(self, message: str, **kwargs: Any) -> None:
        kwargs.setdefault("retryable", True)
        super().__init__(message, **kwargs)


class LLMTimeout(LLMError):  # noqa: N818 - the public name other packages import
    """The call ran past its wall-clock deadline.

    Attributes:
        timeout_s: the deadline that was exceeded.
    """

    default_code = "LLM_TIMEOUT"

    def __init__(self, message: str, *, timeout_s: float | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("retryable", True)
        super().__init__(message, **kwargs)
        self.timeout_s = timeout_s


class LLMHTTPError(LLMError):
    """The provider answered with an HTTP error.

    Attributes:
        status: the HTTP status code.
        body: the (redacted, truncated) response body.
        retry_after: seconds the provider asked us to wait (``Retry-After`` on a 429 or 503), when it said.
    """

    default_code = "LLM_HTTP_ERROR"

    def __init__(
        self,
        message: str,
        *,
        status: int,
        body: str = "",
        retry_after: float | None = None,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("retryable", status >= 500)
        super().__init__(message, **kwargs)
        self.status = status
        self.body = redact(body)[:_BODY_LIMIT]
        self.retry_after = retry_after
        self.details.setdefault("status", status)
        if retry_after is not None:
            self.details.setdefault("retry_after_s", retry_after)


class LLMAuthError(LLMHTTPError):
    """HTTP 401/403: the key is missing, wrong or lacks access. Never retried."""

    default_code = "LLM_AUTH_ERROR"

    def __init__(self, message: str, *, status: int = 401, body: str = "", **kwargs: Any) -> None:
        kwargs["retryable"] = False
        super().__init__(message, status=status, body=body, **kwargs)


class LLMRateLimited(LLMHTTPError):  # noqa: N818 - the public name other packages import
    """HTTP 429: the provider asks us to slow down (``retry_after`` says for how long, when it said)."""

    default_code = "RATE_LIMIT_EXCEEDED"

    def __init__(
        self, message: str, *, retry_after: float | None = None, body: str = "", **kwargs: Any
    ) -> None:
        kwargs["retryable"] = True
        super().__init__(message, status=429, body=body, retry_after=retry_after, **kwargs)


class LLMContextOverflow(LLMError):  # noqa: N818 - named like its siblings
    """The prompt does not fit the model's context window. Never retried: the same prompt fails again.

    Attributes:
        prompt_tokens: how many tokens the prompt takes.
        n_ctx: the context window it had to fit.
    """

    default_code = "LLM_CONTEXT_OVERFLOW"

    def __init__(self, message: str, *, prompt_tokens: int, n_ctx: int, **kwargs: Any) -> None:
        kwargs["retryable"] = False
        super().__init__(message, **kwargs)
        self.prompt_tokens = prompt_tokens
        self.n_ctx = n_ctx
        self.details.setdefault("prompt_tokens", prompt_tokens)
        self.details.setdefault("n_ctx", n_ctx)


class StructuredOutputError(LLMError):
    """The model's answer could not be turned into the requested type, even after a repair round.

    Attributes:
        raw: the last raw text the model returned.
    """

    default_code = "LLM_STRUCTURED_OUTPUT"

    def __init__(self, message: str, *, raw: str = "", **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.raw = raw


class CassetteMissError(LLMError):
    """Replay mode has no recording for this request."""

    default_code = "LLM_CASSETTE_MISS"
