"""Data shapes of the benchmark: one trial per prompt × model × round × question."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field

__all__ = ["SCHEMA_VERSION", "ApiErrorKind", "Trial", "TrialKey", "TrialStatus"]

SCHEMA_VERSION = 2
"""2: trials.jsonl and detailed_report.json store prompts as deltas (docs/bench.md)."""


class TrialStatus(StrEnum):
    """How one trial ended (the statuses of docs/bench.md)."""

    CORRECT = "correct"
    WRONG_ANSWER = "wrong_answer"
    SYNTAX_ERROR = "syntax_error"
    RUNTIME_ERROR = "runtime_error"
    TIMEOUT = "timeout"
    API_ERROR = "api_error"

    @property
    def scored(self) -> bool:
        """Whether the trial counts toward accuracy (an API failure says nothing about the prompt)."""
        return self is not TrialStatus.API_ERROR


class ApiErrorKind(StrEnum):
    """Why a model call failed (docs/bench.md, step 2): the detail behind an ``api_error``."""

    TIMEOUT = "timeout"
    CONNECTION_FAILED = "connection_failed"
    RATE_LIMITED = "rate_limited"
    AUTH_FAILED = "auth_failed"
    HTTP_ERROR = "http_error"
    CASSETTE_MISS = "cassette_miss"
    NOT_CONFIGURED = "not_configured"
    OTHER = "other"

    @property
    def model_unavailable(self) -> bool:
        """Whether the model cannot be reached at all (a run stops after several in a row)."""
        return self in (ApiErrorKind.CONNECTION_FAILED, ApiErrorKind.AUTH_FAILED, ApiErrorKind.NOT_CONFIGURED)


class TrialKey(BaseModel, frozen=True):
    """Identity of a trial; a resumed run skips keys already recorded."""

    prompt: str
    model: str
    round: int = Field(ge=1)
    question: int = Field(ge=1, description="1-based position of the question in the config.")

    def key(self) -> TrialKey:
        """Just the identity (a :class:`Trial` is also a key, with everything else attached)."""
        return TrialKey(prompt=self.prompt, model=self.model, round=self.round, question=self.question)


class Trial(TrialKey, frozen=True):
    """Everything recorded about one trial."""

    status: TrialStatus
    question_text: str
    expected: str
    actual: str = ""
    stderr: str = ""
    error: str | None = None
    error_kind: ApiErrorKind | None = Field(
        default=None, description="For an api_error: why the call failed."
    )
    template: str = ""
    prompt_text: str = ""
    response: str = ""
    code: str = ""
    llm_latency_s: float = 0.0
    exec_time_s: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    cached: bool = False
    model_digest: str | None = None
