"""Settings of the web pages (``ASSAY_WEB_*``; documented in docs/web.md)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["WebSettings", "get_web_settings"]


class WebSettings(BaseSettings):
    """Where the benchmark viewer may read, who sees the instructor's alerts, how long a sign-in lasts."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_WEB_", env_file=".env", extra="ignore")

    bench_dir: Path = Field(
        default=Path("result"),
        description="Root of the bench result folders the Benchmarks page may open (`assay bench --out`); "
        "nothing outside it is ever read.",
    )
    instructor_token: str | None = Field(
        default=None,
        description="Passphrase of the instructor's alerts page; unset, the page is off (it shows every "
        "learner's alerts).",
    )
    session_hours: float = Field(
        default=12.0,
        gt=0,
        le=24 * 30,
        description="How long a browser stays signed in with an API key (ASSAY_AUTH=keys) before the "
        "sign-in page asks for the key again; revoking the key ends its sessions sooner.",
    )
    attempts_kept: int = Field(
        default=20, ge=1, le=60, description="Earlier attempts per learner kept in the browser's cookie."
    )


@lru_cache(maxsize=1)
def get_web_settings() -> WebSettings:
    """The web settings of this process, read once."""
    return WebSettings()
