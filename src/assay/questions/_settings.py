"""Settings of the question bank (``ASSAY_QUESTIONS_*``) and the store they select."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.errors import ConfigError
from assay.questions._cache import CachedStore
from assay.questions._s3 import S3Store
from assay.questions._store import DirectoryStore, QuestionStore

__all__ = ["QuestionSettings", "build_question_store", "get_question_settings", "get_question_store"]


class QuestionSettings(BaseSettings):
    """Where questions come from. With nothing set, the bank bundled in the package is used."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    questions_dir: Path | None = Field(
        default=None, description="A directory of L-{id}.json files; default: the bundled bank."
    )
    questions_s3_bucket: str | None = Field(
        default=None, description="Read questions from this S3 bucket instead of a directory."
    )
    questions_s3_prefix: str = Field(
        default="", description='Key prefix inside the bucket, e.g. "questions/".'
    )
    s3_endpoint_url: str | None = Field(
        default=None, description="Endpoint of an S3-compatible service (MinIO, moto); default: AWS."
    )
    questions_cache_ttl_s: float = Field(
        default=300.0, ge=0, description="Seconds a loaded question stays cached; 0 disables the cache."
    )
    questions_cache_size: int = Field(default=1024, gt=0, description="Most questions kept in the cache.")


@lru_cache(maxsize=1)
def get_question_settings() -> QuestionSettings:
    """The question settings of this process, read once."""
    return QuestionSettings()


def build_question_store(settings: QuestionSettings) -> QuestionStore:
    """The store the settings describe, behind the TTL cache unless its TTL is 0.

    Raises:
        ConfigError: both a directory and a bucket are set, or the directory does not exist.
    """
    store: QuestionStore
    if settings.questions_s3_bucket and settings.questions_dir is not None:
        raise ConfigError(
            "both ASSAY_QUESTIONS_DIR and ASSAY_QUESTIONS_S3_BUCKET are set",
            hint="set only one of them: a directory or an S3 bucket",
        )
    if settings.questions_s3_bucket:
        store = S3Store(
            settings.questions_s3_bucket,
            settings.questions_s3_prefix,
            endpoint_url=settings.s3_endpoint_url,
        )
    elif settings.questions_dir is not None:
        if not settings.questions_dir.is_dir():
            raise ConfigError(
                f"ASSAY_QUESTIONS_DIR {str(settings.questions_dir)!r} is not a directory",
                hint="point it at a folder of L-{id}.json files, or unset it to use the bundled bank",
            )
        store = DirectoryStore(settings.questions_dir)
    else:
        store = DirectoryStore()
    if settings.questions_cache_ttl_s > 0:
        return CachedStore(store, ttl_s=settings.questions_cache_ttl_s, maxsize=settings.questions_cache_size)
    return store


@lru_cache(maxsize=1)
def get_question_store() -> QuestionStore:
    """The process-wide store from :func:`get_question_settings` (one shared cache)."""
    return build_question_store(get_question_settings())
