"""Settings shared by every part of Assay, read from ``ASSAY_*`` environment variables and ``.env``.

Each package with settings of its own keeps them in its own ``BaseSettings`` class with the same
``ASSAY_`` prefix (for example ``assay.llm`` and ``assay.sandbox``); ``docs/configuration.md`` lists
them all (generated from the classes: ``.venv/bin/python scripts/gen_configuration.py``). Nothing is
read at import time: call :func:`get_settings`.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["Settings", "get_settings"]


def _default_data_dir() -> Path:
    """``~/.local/share/assay``."""
    return Path.home() / ".local" / "share" / "assay"


class Settings(BaseSettings):
    """Process-wide settings (``ASSAY_*``)."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    data_dir: Path = Field(default_factory=_default_data_dir, description="Where Assay keeps its state.")
    log_level: str = Field(default="INFO", description="DEBUG, INFO, WARNING or ERROR.")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The settings of this process, read once."""
    return Settings()
