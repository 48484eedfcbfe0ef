"""Settings of the LLM gateway (``ASSAY_*`` environment variables and ``.env``)."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.config import get_settings

__all__ = ["LLMSettings", "default_model_dir", "get_llm_settings"]


def default_model_dir() -> Path:
    """Where joined GGUF files live: ``${XDG_CACHE_HOME:-~/.cache}/assay/models``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "assay" / "models"


class LLMSettings(BaseSettings):
    """Everything that selects and bounds the model calls. See ``docs/llm.md``."""

    model_config = SettingsConfigDict(
        env_prefix="ASSAY_", env_file=".env", extra="ignore", populate_by_name=True
    )

    llm_model: str = Field(
        default="none",
        description="provider:model, e.g. openai:gpt-4o-mini, ollama:qwen2.5-coder:1.5b, "
        "local:qwen2.5-coder-0.5b, replay:cassette.jsonl, or none.",
    )
    openai_base_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("ASSAY_OPENAI_BASE_URL", "OPENAI_BASE_URL", "openai_base_url"),
        description="Any OpenAI-compatible endpoint; the SDK default (api.openai.com) when unset.",
    )
    openai_api_key: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices("ASSAY_OPENAI_API_KEY", "OPENAI_API_KEY", "openai_api_key"),
        description="Key of the OpenAI-compatible endpoint (never logged or recorded).",
    )
    openai_structured: str = Field(
        default="json_schema",
        description="How to ask OpenAI-compatible endpoints for structured output: "
        "json_schema (native), json_object (JSON mode) or prompt (instructions only).",
    )
    ollama_host: str = Field(
        default="http://127.0.0.1:11434",
        validation_alias=AliasChoices("ASSAY_OLLAMA_HOST", "OLLAMA_HOST", "ollama_host"),
        description="Base URL of the Ollama server.",
    )
    local_model_dir: Path = Field(
        default_factory=default_model_dir, description="Where local: models (GGUF files) are looked for."
    )
    local_threads: int = Field(default=2, ge=1, description="CPU threads of the embedded llama.cpp model.")
    local_n_ctx: int = Field(default=4096, ge=256, description="Context window of local: models, in tokens.")
    llm_timeout_s: float = Field(default=120.0, gt=0, description="Default wall-clock limit of one attempt.")
    llm_deadline_s: float | None = Field(
        default=None,
        gt=0,
        description="Default wall-clock limit of a whole call (slot wait, attempts, backoff, repair); "
        "unset: twice the per-attempt timeout.",
    )
    llm_max_retries: int = Field(
        default=3, ge=0, le=10, description="Retries of a call on timeouts, 429 and 5xx (never other 4xx)."
    )
    llm_backoff_base_s: float = Field(
        default=1.0, ge=0, description="First retry delay; doubles each attempt, with jitter."
    )
    llm_backoff_max_s: float = Field(default=30.0, ge=0, description="Longest retry delay.")
    llm_retry_after_max_s: float = Field(
        default=120.0, ge=0, description="Give up instead of honouring a longer Retry-After."
    )
    llm_concurrency_remote: int = Field(
        default=4, ge=1, description="Calls in flight at once through the openai: provider."
    )
    llm_concurrency_local: int = Field(default=1, ge=1, description="For ollama: and local: endpoints.")
    llm_cache: bool = Field(default=True, description="Cache successful answers in SQLite.")
    llm_cache_path: Path | None = Field(default=None, description="Default: <data_dir>/llm_cache.sqlite3")
    llm_prices: str | None = Field(
        default=None, description='JSON price overrides: {"openai:gpt-4o-mini": {"input": 0.15, ...}}'
    )
    llm_prices_file: Path | None = Field(default=None, description="A JSON file of price overrides.")
    llm_record: Path | None = Field(
        default=None, description="Record every real call to this JSONL cassette."
    )
    llm_string_max_length: int = Field(
        default=500,
        ge=1,
        le=800,
        description="maxLength given to schema strings that have none (local models).",
    )

    @field_validator(
        "openai_base_url", "openai_api_key", "llm_record", "llm_prices", "llm_prices_file", mode="before"
    )
    @classmethod
    def _empty_is_unset(cls, value: Any) -> Any:
        """``export OPENAI_API_KEY=`` (or an empty line in .env) means "not set", not "the empty string"."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    def cache_path(self) -> Path:
        """The SQLite cache file."""
        return self.llm_cache_path or (get_settings().data_dir / "llm_cache.sqlite3")


@lru_cache(maxsize=1)
def get_llm_settings() -> LLMSettings:
    """The LLM settings of this process, read once."""
    return LLMSettings()
