"""Settings of the mastery store and the learning events (``ASSAY_*``; docs/learning.md, "Settings")."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.errors import ConfigError
from assay.learning._mastery_models import MASTERY_MODELS

__all__ = ["LearningStoreSettings", "get_learning_store_settings", "read_store_settings"]


class LearningStoreSettings(BaseSettings):
    """Where mastery lives, which model updates it, and where events go."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    redis_url: SecretStr | None = Field(
        default=None,
        description="redis://host:port/db: keep mastery in Redis (key learner_mastery:{learner}:{concept}) "
        "and relay events to a Redis Stream. Unset: mastery in the project database, events in process.",
    )
    learn_mastery_model: str = Field(
        default="ewma", description="ewma (the contract's 0.4/0.6 moving average), beta or bkt."
    )
    learn_mastery_prior: float = Field(
        default=0.0, ge=0.0, le=1.0, description="EWMA's current mastery before a learner's first answer."
    )
    learn_events_stream: str = Field(default="assay:learn:events", description="The Redis Stream of events.")
    learn_events_group: str = Field(
        default="assay", description="The consumer group created on the stream for its readers."
    )
    learn_webhook_url: SecretStr | None = Field(
        default=None,
        description="POST INSTRUCTOR_ALERT events here (signed; retried until delivered). Secret: such "
        "URLs often hold a token; logs show the host only.",
    )
    learn_webhook_secret: SecretStr | None = Field(
        default=None, description="HMAC-SHA256 key of the X-Assay-Signature header (never logged)."
    )
    learn_webhook_timeout_s: float = Field(default=10.0, gt=0, description="Limit of one POST attempt.")
    learn_webhook_backoff_s: float = Field(default=1.0, gt=0, description="First retry delay; doubles.")
    learn_webhook_backoff_max_s: float = Field(default=300.0, gt=0, description="Longest retry delay.")
    learn_relay_interval_s: float = Field(
        default=1.0, gt=0, description="How often the relay looks for undelivered events."
    )
    learn_outbox_retention_days: float = Field(
        default=30.0,
        ge=0,
        description="Events older than this are deleted from the outbox once every consumer took them "
        "(checked at most hourly, after a write and by the background relay); the /instructor page "
        "shows alerts from this window, so keep it at least a course's review cycle. 0: keep every event.",
    )

    @field_validator("learn_mastery_model")
    @classmethod
    def _known_model(cls, value: str) -> str:
        value = value.strip().lower()
        if value not in MASTERY_MODELS:
            raise ValueError(f"unknown mastery model {value!r}; choose one of {', '.join(MASTERY_MODELS)}")
        return value

    def redis(self) -> str | None:
        """The Redis URL (a secret: it may hold a password), or ``None``."""
        return self.redis_url.get_secret_value() if self.redis_url else None


@lru_cache(maxsize=1)
def get_learning_store_settings() -> LearningStoreSettings:
    """The settings of this process, read once."""
    return LearningStoreSettings()


def read_store_settings() -> LearningStoreSettings:
    """The settings, with an invalid value reported as a ConfigError (exit 2, not a traceback)."""
    try:
        return get_learning_store_settings()
    except ValidationError as exc:
        problems = "; ".join(
            f"ASSAY_{'_'.join(str(p) for p in e['loc']).upper()}: {e['msg']}" for e in exc.errors()
        )
        raise ConfigError(f"invalid learning setting: {problems}", hint="fix the ASSAY_* variable") from None
