"""What every provider implements, and how a ``provider:model`` string is resolved."""

from __future__ import annotations

import difflib
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from assay.errors import ConfigError
from assay.llm._local_model import LOCAL_MODELS
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


def _bad_model(message: str, hint: str) -> ConfigError:
    return ConfigError(message, code="LLM_BAD_MODEL", hint=hint)


def _suggest_provider(value: str, provider: str, sep: str) -> str:
    """The hint for an unknown provider: a slash written for the colon, a typo, or no provider at all."""
    head, slash, rest = provider.partition("/")
    if slash and head in PROVIDERS and head != "none" and rest:
        # "openai/gpt-4o": the user wrote a slash where the colon goes (OpenRouter-style names keep
        # their slash after the colon: openai:qwen/qwen-2.5-coder-32b-instruct).
        model = value.strip()[len(head) + 1 :]
        return f"did you mean {head + ':' + model!r}? the provider is separated by a colon"
    if not sep:
        return "write provider:model, e.g. " + ", ".join(PROVIDERS.values())
    close = difflib.get_close_matches(provider, list(PROVIDERS), n=1, cutoff=0.5)
    hint = f"did you mean {PROVIDERS[close[0]]!r}? " if close else ""
    return hint + "use one of: " + ", ".join(PROVIDERS.values())


def _check_local_model(value: str, model: str) -> None:
    """A ``local:`` model is a known name or a path to a ``.gguf`` file; anything else is a typo."""
    if model in LOCAL_MODELS or model.lower().endswith(".gguf"):
        return
    known = ", ".join(f"local:{name}" for name in LOCAL_MODELS)
    close = difflib.get_close_matches(model, list(LOCAL_MODELS), n=1, cutoff=0.6)
    hint = f"did you mean 'local:{close[0]}'? " if close else ""
    raise _bad_model(
        f"unknown local model {model!r} in {value!r}",
        hint + f"known models: {known}; or give a file: local:/path/to/model.gguf",
    )


def parse_model_string(value: str) -> ModelSpec:
    """Split ``provider:model`` (only the first colon splits: ``ollama:qwen2.5-coder:1.5b``).

    Raises:
        ConfigError: (code ``LLM_BAD_MODEL``) an unknown provider, with a "did you mean…?" hint
            (``openai/gpt-4o`` → ``openai:gpt-4o``); an empty model; a ``local:`` model that is
            neither a known name nor a ``.gguf`` path, with the known names.
    """
    text = value.strip()
    if text.lower() in {"", "none", "off", "disabled"}:
        return ModelSpec(provider="none", model="")
    provider, sep, model = text.partition(":")
    provider = provider.strip().lower()
    if provider not in PROVIDERS or provider == "none":
        raise _bad_model(
            f"unknown LLM provider in model string {value!r}", _suggest_provider(text, provider, sep)
        )
    model = model.strip()
    if not model:
        raise _bad_model(f"model string {value!r} names no model", f"write it as {PROVIDERS[provider]!r}")
    if provider == "local":
        _check_local_model(value, model)
    return ModelSpec(provider=provider, model=model)


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

    async def prepare(self) -> None:
        """Do the slow one-off work (import the SDK, build the client, load weights).

        The gateway calls it before a call's clock starts, so this work is never charged to a deadline.

        Raises:
            LLMNotConfigured: the SDK, the model or the cassette is missing.
        """
        ...

    def cache_settings(self) -> dict[str, Any]:
        """Settings of this provider that change what the model is asked (they join the cache key)."""
        ...

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
