"""What every provider implements, and how a ``provider:model`` string is resolved."""

from __future__ import annotations

import difflib
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from assay.errors import ConfigError
from assay.llm._models import GenerationOptions, Message, Usage

__all__ = [
    "PROVIDERS",
    "ModelSpec",
    "Provider",
    "ProviderRequest",
    "ProviderResponse",
    "parse_model_string",
]

#: Known providers and one example each (used for "Did you mean…?" and help texts).
PROVIDERS: dict[str, str] = {
    "openai": "openai:gpt-4o-mini",
    "ollama": "ollama:qwen2.5-coder:1.5b",
    "local": "local:qwen2.5-coder-0.5b",
    "replay": "replay:tests/cassette.jsonl",
    "none": "none",
}


class ModelSpec(BaseModel):
    """A parsed ``provider:model`` string."""

    model_config = ConfigDict(frozen=True)

    provider: str
    model: str

    def __str__(self) -> str:
        return "none" if self.provider == "none" else f"{self.provider}:{self.model}"


def parse_model_string(value: str) -> ModelSpec:
    """Split ``provider:model`` (only the first colon splits: ``ollama:qwen2.5-coder:1.5b``).

    Raises:
        ConfigError: for an unknown provider (with a "Did you mean…?" hint) or an empty model.
    """
    text = value.strip()
    if text.lower() in {"", "none", "off", "disabled"}:
        return ModelSpec(provider="none", model="")
    provider, sep, model = text.partition(":")
    provider = provider.strip().lower()
    if provider not in PROVIDERS or provider == "none":
        close = difflib.get_close_matches(provider, list(PROVIDERS), n=1, cutoff=0.5)
        hint = f"did you mean {PROVIDERS[close[0]]!r}?" if close else ""
        hint = (hint + " " if hint else "") + "use one of: " + ", ".join(PROVIDERS.values())
        if not sep:
            hint = "write provider:model, e.g. " + ", ".join(PROVIDERS.values())
        raise ConfigError(f"unknown LLM provider in model string {value!r}", code="LLM_BAD_MODEL", hint=hint)
    if not model.strip():
        raise ConfigError(
            f"model string {value!r} names no model",
            code="LLM_BAD_MODEL",
            hint=f"write it as {PROVIDERS[provider]!r}",
        )
    return ModelSpec(provider=provider, model=model.strip())


class ProviderRequest(BaseModel):
    """One generation request as a provider receives it."""

    messages: list[Message]
    options: GenerationOptions = Field(default_factory=GenerationOptions)
    json_schema: dict[str, Any] | None = None
    schema_name: str = "output"
    request_key: str = ""


class ProviderResponse(BaseModel):
    """What a provider returns for one successful attempt."""

    text: str
    usage: Usage = Field(default_factory=Usage)
    model_digest: str | None = None
    finish_reason: str | None = None


class Provider(Protocol):
    """One model behind one endpoint.

    Providers translate their SDK's errors into :mod:`assay.llm._errors` classes (so the gateway's
    single retry policy can read ``retryable``); they never retry or cache themselves.
    """

    name: str
    model: str
    base_url: str
    concurrency: int
    native_structured: bool

    async def digest(self) -> str | None:
        """What identifies the exact weights, when the provider can tell before a call."""
        ...

    async def generate(self, request: ProviderRequest, *, timeout_s: float) -> ProviderResponse:
        """Run one attempt.

        Raises:
            LLMError: translated from the SDK (timeouts, HTTP errors, unreachable endpoint).
        """
        ...

    async def aclose(self) -> None:
        """Release clients."""
        ...
