"""Data shapes of the LLM gateway: messages, options, completions, accounting and consensus."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from assay.errors import InvalidInputError

__all__ = [
    "CACHE_EXCLUDED_OPTIONS",
    "CallRecord",
    "Completion",
    "ConsensusResult",
    "ConsensusVote",
    "GenerationOptions",
    "Message",
    "MessageLike",
    "ModelTotals",
    "RunAccount",
    "Structured",
    "Usage",
    "as_messages",
]

T = TypeVar("T")

Role = Literal["system", "user", "assistant"]


class Message(BaseModel):
    """One chat message."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: Role
    content: str


MessageLike = Message | Mapping[str, Any]

#: Fields of :class:`GenerationOptions` that change how long we wait, never what the model says:
#: they are left out of the cache key.
CACHE_EXCLUDED_OPTIONS = frozenset({"timeout_s", "deadline_s", "max_retries"})


class GenerationOptions(BaseModel):
    """How to generate. ``None`` means "the provider's default" (or the setting's, for the bounds).

    Three bounds, all wall-clock and all excluded from the cache key:

    - ``deadline_s``: the whole call — waiting for a free slot, every attempt, the backoff between
      them and, for :meth:`Gateway.structured`, the repair round. Default ``ASSAY_LLM_DEADLINE_S``,
      or twice the per-attempt timeout when that is unset: room for one full retry after a timeout,
      or several after fast failures.
    - ``timeout_s``: one attempt (default ``ASSAY_LLM_TIMEOUT_S``); each attempt also gets no more
      than what is left of ``deadline_s``. HTTP timeouts only fire on inactivity, so a trickling
      answer would never trip them: the gateway enforces both itself.
    - ``max_retries``: retries on timeouts, 429 and 5xx (default ``ASSAY_LLM_MAX_RETRIES``); a retry
      that cannot fit before the deadline is not started.
    """

    model_config = ConfigDict(extra="forbid")

    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, ge=1)
    seed: int | None = None
    num_ctx: int | None = Field(default=None, ge=256, description="Context window (Ollama, local).")
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    stop: list[str] | None = None
    timeout_s: float | None = Field(default=None, gt=0.0, description="Wall-clock limit of one attempt.")
    deadline_s: float | None = Field(
        default=None, gt=0.0, description="Wall-clock limit of the whole call, retries and repair included."
    )
    max_retries: int | None = Field(default=None, ge=0, le=10)

    def cache_fields(self) -> dict[str, Any]:
        """The fields that can change the answer, i.e. everything but the time bounds and retries."""
        return self.model_dump(exclude=set(CACHE_EXCLUDED_OPTIONS), exclude_none=True)


class Usage(BaseModel):
    """Token counts of one call (or a sum of calls)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
        )


class Completion(BaseModel):
    """One answer from a model, with what it cost.

    Attributes:
        text: the answer text.
        provider: ``openai``, ``ollama``, ``local`` or ``replay``.
        model: the model name as requested (``gpt-4o-mini``).
        model_digest: what identifies the exact weights, where known (Ollama digest, GGUF sha256,
            the served model id and fingerprint for OpenAI-compatible endpoints).
        usage: prompt and completion tokens.
        latency_s: wall-clock seconds of the successful attempt (of the cache lookup when cached).
        cost_usd: price of this call from the price table; ``None`` when the model has no price;
            ``0.0`` when served from the cache.
        cached: whether it came from the cache.
        attempts: how many attempts it took (0 when cached).
        finish_reason: why generation stopped (``stop``, ``length``...), when the provider says.
    """

    text: str
    provider: str
    model: str
    model_digest: str | None = None
    usage: Usage = Field(default_factory=Usage)
    latency_s: float = 0.0
    cost_usd: float | None = None
    cached: bool = False
    attempts: int = 1
    finish_reason: str | None = None

    @property
    def model_string(self) -> str:
        """``provider:model``, the string that selects this model."""
        return f"{self.provider}:{self.model}"


class Structured(BaseModel, Generic[T]):
    """A validated value and the completion it was parsed from.

    Attributes:
        value: the instance of the requested type.
        completion: the completion that produced it (the repair round's, if one was needed).
        repaired: whether a repair round was needed.
    """

    value: T
    completion: Completion
    repaired: bool = False


class CallRecord(BaseModel):
    """One call as the run account saw it."""

    provider: str
    model: str
    ok: bool
    cached: bool = False
    usage: Usage = Field(default_factory=Usage)
    latency_s: float = 0.0
    cost_usd: float | None = None
    attempts: int = 1
    error_code: str | None = None


class ModelTotals(BaseModel):
    """Totals for one model within a run."""

    calls: int = 0
    failed: int = 0
    cached: int = 0
    usage: Usage = Field(default_factory=Usage)
    latency_s: float = 0.0
    cost_usd: float = 0.0
    unpriced_calls: int = 0


class RunAccount(BaseModel):
    """Adds up calls over a run: tokens, latency and cost, in total and per model.

    ``cost_usd`` sums the calls that have a price; ``unpriced_calls`` counts those that do not,
    so a zero cost is never mistaken for a free run.
    """

    calls: list[CallRecord] = Field(default_factory=list)

    def add(self, record: CallRecord) -> None:
        """Record one call."""
        self.calls.append(record)

    @property
    def usage(self) -> Usage:
        """Tokens over all calls that reached a model (cache hits excluded)."""
        total = Usage()
        for call in self.calls:
            if not call.cached:
                total = total + call.usage
        return total

    @property
    def cost_usd(self) -> float:
        """Cost of every priced call."""
        return sum(call.cost_usd or 0.0 for call in self.calls)

    @property
    def unpriced_calls(self) -> int:
        """Calls that reached a model without a price in the table."""
        return sum(1 for call in self.calls if call.ok and not call.cached and call.cost_usd is None)

    @property
    def latency_s(self) -> float:
        """Summed latency of all calls."""
        return sum(call.latency_s for call in self.calls)

    def by_model(self) -> dict[str, ModelTotals]:
        """Totals per ``provider:model``."""
        out: dict[str, ModelTotals] = {}
        for call in self.calls:
            totals = out.setdefault(f"{call.provider}:{call.model}", ModelTotals())
            totals.calls += 1
            totals.failed += 0 if call.ok else 1
            totals.cached += 1 if call.cached else 0
            if not call.cached:
                totals.usage = totals.usage + call.usage
            totals.latency_s += call.latency_s
            totals.cost_usd += call.cost_usd or 0.0
            if call.ok and not call.cached and call.cost_usd is None:
                totals.unpriced_calls += 1
        return out

    def summary(self) -> dict[str, Any]:
        """A JSON-ready summary of the run."""
        return {
            "calls": len(self.calls),
            "failed": sum(1 for c in self.calls if not c.ok),
            "cached": sum(1 for c in self.calls if c.cached),
            "prompt_tokens": self.usage.prompt_tokens,
            "completion_tokens": self.usage.completion_tokens,
            "latency_s": round(self.latency_s, 3),
            "cost_usd": round(self.cost_usd, 6),
            "unpriced_calls": self.unpriced_calls,
            "by_model": {k: v.model_dump() for k, v in self.by_model().items()},
        }


class ConsensusVote(BaseModel):
    """What one model answered in a consensus round."""

    model: str
    answer: Any = None
    normalised: str | None = None
    error: str | None = None
    confidence: float | None = None
    completion: Completion | None = None


class ConsensusResult(BaseModel):
    """The outcome of asking several models the same question.

    Attributes:
        answer: the chosen answer (as the winning model gave it), ``None`` when nobody answered.
        normalised: its normalised form, the one that was voted on.
        method: how it was chosen: ``majority``, ``primary``, ``plurality``, ``reconciled``,
            ``reconciled-confidence``, ``reconciled-primary``.
        votes: every model's first-round answer.
        reconciliation: every model's reconciliation answer, when that round ran.
        contributors: models whose answer equals the chosen one.
        reasons: human-readable lines saying why this answer was chosen.
        counts: normalised answer -> number of models that gave it (final round).
    """

    answer: Any = None
    normalised: str | None = None
    method: str
    votes: list[ConsensusVote]
    reconciliation: list[ConsensusVote] = Field(default_factory=list)
    contributors: list[str] = Field(default_factory=list)
    reasons: list[str] = Field(default_factory=list)
    counts: dict[str, int] = Field(default_factory=dict)

    @property
    def majority(self) -> bool:
        """Whether a strict majority of the answering models agreed (in the final round)."""
        return self.method in {"majority", "reconciled"}


def as_messages(messages: str | Sequence[MessageLike]) -> list[Message]:
    """Turn a prompt string, messages or plain dicts into a list of :class:`Message`.

    Raises:
        InvalidInputError: when a message has no valid role or content.
    """
    if isinstance(messages, str):
        return [Message(role="user", content=messages)]
    out: list[Message] = []
    for item in messages:
        if isinstance(item, Message):
            out.append(item)
            continue
        try:
            out.append(Message.model_validate(dict(item)))
        except Exception as exc:
            raise InvalidInputError(
                f"not a chat message: {json.dumps(dict(item), default=str)[:200]}",
                hint='each message needs role ("system", "user" or "assistant") and content (a string)',
            ) from exc
    if not out:
        raise InvalidInputError("no messages to send", hint="pass at least one user message")
    return out
