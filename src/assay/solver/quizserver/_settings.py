"""Settings of the local quiz server (``ASSAY_QUIZ_*``; see docs/solve.md, "The local quiz server")."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["QuizSettings", "get_quiz_settings"]


class QuizSettings(BaseSettings):
    """What the local quiz chain personalises with and how strictly it times answers."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_QUIZ_", env_file=".env", extra="ignore")

    seed: str = Field(
        default="assay-quiz",
        min_length=1,
        description="Mixed with each email to generate the personalised data; the same seed and email "
        "always give the same files and answers.",
    )
    time_limit_s: float = Field(
        default=180.0, gt=0, description="Seconds a question's URL stays answerable after it is handed out."
    )
    secret: SecretStr | None = Field(
        default=None,
        description="When set, a submission with another secret is refused with 403; "
        "unset: any non-blank secret is accepted.",
    )
    max_payload_bytes: int = Field(
        default=1_000_000, ge=1024, description="Largest submission body accepted (413 above it)."
    )

    @field_validator("secret", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return None
        return value


@lru_cache(maxsize=1)
def get_quiz_settings() -> QuizSettings:
    """The quiz server settings of this process, read once."""
    return QuizSettings()
