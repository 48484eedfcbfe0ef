"""Settings of the evaluator (``ASSAY_LEARN_*``); every one is documented in docs/learning.md."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["LearnSettings", "get_learn_settings"]


class LearnSettings(BaseSettings):
    """What the evaluator reads its course from and how it scores."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    learn_course: Path | None = Field(
        default=None, description="A teacher's course file over (or instead of) the bundled one."
    )
    learn_course_mode: Literal["extend", "replace"] = Field(
        default="extend",
        description="extend: the file's concepts replace same-id ones and add the rest; "
        "replace: the file alone.",
    )
    learn_graph: Literal["memory", "ladybug"] = Field(
        default="memory", description="Where concept context is queried."
    )
    learn_graph_path: Path | None = Field(
        default=None, description="The ladybug database directory; unset: an in-memory database."
    )
    learn_cache_ttl_s: float = Field(
        default=3600.0, gt=0, description="How long a concept's context is cached."
    )
    learn_scorer: Literal["auto", "model", "deterministic", "overlap"] = Field(
        default="auto",
        description="auto: the model when ASSAY_LLM_MODEL is set, else deterministic; model falls back "
        "to deterministic when the model fails.",
    )
    learn_model_timeout_s: float = Field(
        default=60.0, gt=0, description="Deadline of one model scoring call."
    )
    learn_grade_code: bool = Field(
        default=True, description="Score code answers linked to a bank question by running them."
    )


@lru_cache(maxsize=1)
def get_learn_settings() -> LearnSettings:
    """The settings, read once (tests clear the cache)."""
    return LearnSettings()
