"""Settings of the evaluation store (``ASSAY_DATABASE_URL``)."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.config import get_settings

__all__ = ["StorageSettings", "get_storage_settings"]


class StorageSettings(BaseSettings):
    """Where evaluations are stored. With nothing set: SQLite under the data dir."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    database_url: str | None = Field(
        default=None,
        description="SQLAlchemy URL, e.g. sqlite:///path/assay.sqlite3 or "
        "postgresql+psycopg://user@host/assay; default: SQLite at <ASSAY_DATA_DIR>/assay.sqlite3.",
    )
    database_echo: bool = Field(default=False, description="Log every SQL statement (debugging).")

    def resolved_url(self) -> str:
        """The database URL to use (the SQLite default made concrete)."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{get_settings().data_dir / 'assay.sqlite3'}"


@lru_cache(maxsize=1)
def get_storage_settings() -> StorageSettings:
    """The storage settings of this process, read once."""
    return StorageSettings()
