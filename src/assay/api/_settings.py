"""Settings of the HTTP API (``ASSAY_*``; documented in docs/grading.md)."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["ApiSettings", "get_api_settings"]


class ApiSettings(BaseSettings):
    """How the API listens and what it accepts."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    api_host: str = Field(default="127.0.0.1", description="Address `assay serve` binds to.")
    api_port: int = Field(default=8000, ge=1, le=65535, description="Port `assay serve` listens on.")
    max_body_bytes: int = Field(
        default=256 * 1024,
        gt=0,
        description="Largest request body accepted; larger ones get 413 before being parsed.",
    )


@lru_cache(maxsize=1)
def get_api_settings() -> ApiSettings:
    """The API settings of this process, read once."""
    return ApiSettings()
