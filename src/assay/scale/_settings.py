"""Settings of the queue, the workers, API keys and rate limits (``ASSAY_*``; docs/deploy.md)."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["ScaleSettings", "get_scale_settings"]


class ScaleSettings(BaseSettings):
    """How work is queued and who may use the API. With nothing set: in process, open, unlimited."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    queue_url: str | None = Field(
        default=None,
        description="Redis URL of the Celery broker (redis://host:6379/0). Set: `assay serve` queues "
        "submissions for `assay worker` processes; unset: everything runs in process.",
    )
    queue_name: str = Field(default="assay", description="Name of the Celery queue (a Redis list).")
    queue_max_depth: int = Field(
        default=1000,
        ge=1,
        description="Most submissions outstanding (queued or being graded); one more gets 503 with "
        "Retry-After. Kept atomically in Redis, so several API servers never accept more.",
    )
    queue_retry_after_s: int = Field(default=5, ge=1, description="Retry-After sent when the queue is full.")
    queue_visibility_timeout_s: int = Field(
        default=120,
        ge=5,
        description="A job not acknowledged within this time (its worker died) is delivered again; "
        "also the age after which the sweeper publishes an unfinished job again.",
    )
    queue_max_retries: int = Field(
        default=3, ge=0, description="Attempts after the first before a job goes to the dead letters."
    )
    queue_wait_s: float = Field(
        default=60.0,
        gt=0,
        description="How long POST /api/submissions/evaluate waits for a queued grade before 503.",
    )
    worker_concurrency: int = Field(default=2, ge=1, description="Grading threads per `assay worker`.")
    worker_sweep_s: float = Field(
        default=10.0, gt=0, description="How often a worker looks for jobs whose message was lost."
    )
    auth: Literal["open", "keys"] = Field(
        default="open",
        description="`open`: no API key needed (local use); `keys`: every /api route needs a bearer key "
        "made with `assay keys create`.",
    )
    api_key_pepper: str = Field(
        default="",
        description="Secret mixed into every stored key hash; set it on every server (never logged).",
        repr=False,
    )
    rate_limit_per_minute: int | None = Field(
        default=None,
        ge=0,
        description="Requests per minute per API key (per client address when open); 0 or unset: "
        "unlimited when open, 600 with keys.",
    )
    rate_limit_burst: int | None = Field(
        default=None,
        ge=1,
        description="Requests allowed at once (default: a tenth of the minute's, at least 10).",
    )
    rate_limit_streams: int = Field(
        default=8,
        ge=1,
        description="Job event streams (GET /api/jobs/{id}/events) one API key (one address when open) "
        "may hold open at once, across servers. Streams take no token from the rate limit (waiting for "
        "a grade never spends it); their opening counts in a bucket of their own of the same size.",
    )
    rate_limit_redis_url: str | None = Field(
        default=None,
        description="Redis for the shared token buckets (default: ASSAY_QUEUE_URL; unset: in memory).",
    )
    cors_origins: list[str] = Field(
        default_factory=list, description='Origins allowed by CORS, e.g. ["https://school.example"].'
    )

    def per_minute(self) -> int:
        """The effective rate limit (0: none)."""
        if self.rate_limit_per_minute is not None:
            return self.rate_limit_per_minute
        return 600 if self.auth == "keys" else 0

    def burst(self) -> int:
        """The effective bucket size."""
        return self.rate_limit_burst or max(10, self.per_minute() // 10)


@lru_cache(maxsize=1)
def get_scale_settings() -> ScaleSettings:
    """The settings of this process, read once."""
    return ScaleSettings()
