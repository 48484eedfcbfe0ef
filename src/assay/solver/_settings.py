"""Settings of the quiz solver, read when first asked for, never at import time.

Each setting answers to an ``ASSAY_SOLVE_*`` name and to the short name quiz operators use
(``USER_EMAIL``, ``USER_SECRET``, ``TASK_BASEDIR``, ...); see docs/solve.md, "Settings".
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, AliasGenerator, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["SolverSettings", "get_solver_settings"]


# The operators' short names, beside the ASSAY_SOLVE_* one every field has (docs/solve.md, "Settings").
_SHORT_NAMES: dict[str, tuple[str, ...]] = {
    "email": ("USER_EMAIL",),
    "secret": ("USER_SECRET",),
    "task_basedir": ("TASK_BASEDIR",),
    "task_retention_hours": ("TASK_RETENTION_HOURS",),
    "max_concurrent_tasks": ("MAX_CONCURRENT_TASKS",),
    "debug_keep_workspaces": ("DEBUG_KEEP_WORKSPACES", "DEBUG_KEEP_WORKSPACE"),
    "models": ("SOLVE_MODELS",),
    "primary_model": ("PRIMARY_MODEL",),
}


def _names(field: str) -> AliasChoices:
    """Every name a field answers to: ``ASSAY_SOLVE_<FIELD>``, its short names, the field's own name."""
    return AliasChoices(f"ASSAY_SOLVE_{field.upper()}", *_SHORT_NAMES.get(field, ()), field)


class SolverSettings(BaseSettings):
    """Who the solver answers as, where it works, and how hard it tries. See docs/solve.md."""

    model_config = SettingsConfigDict(
        env_file=".env",
        extra="ignore",
        populate_by_name=True,
        alias_generator=AliasGenerator(validation_alias=_names),
    )

    email: str = Field(default="", description="The email submitted with answers.")
    secret: SecretStr = Field(
        default=SecretStr(""),
        description="The shared secret a trigger must carry (never logged, never in result.json).",
    )
    task_basedir: Path = Field(
        default=Path("/tmp/tds_tasks"),
        description="Where each task gets its folder (downloads, task.log, result.json).",
    )
    task_retention_hours: float = Field(
        default=24.0, ge=0, description="Task folders older than this are deleted by the sweeper."
    )
    max_concurrent_tasks: int = Field(
        default=4, ge=1, description="Chains solved at once; later triggers wait for a free slot."
    )
    debug_keep_workspaces: bool = Field(
        default=False, description="Keep each task's folder after it finishes (for post-mortems)."
    )
    models: str = Field(
        default="",
        description="Comma-separated provider:model strings asked in parallel; default: ASSAY_LLM_MODEL.",
    )
    primary_model: str = Field(
        default="", description="The model whose answer breaks ties; default: the first of the models."
    )
    question_time_s: float = Field(
        default=180.0,
        gt=0,
        description="Time allowed per question, counted from when its URL was handed out.",
    )
    safety_margin_s: float = Field(
        default=8.0, ge=0, description="Kept free before each question's deadline for the submission itself."
    )
    model_timeout_s: float = Field(
        default=90.0,
        gt=0,
        description="Longest one model call may take (also bounded by the question's deadline).",
    )
    code_timeout_s: float = Field(
        default=20.0, gt=0, description="Wall-clock limit of one model program in the sandbox."
    )
    code_memory_mb: int = Field(default=768, gt=0, description="Memory of one model program.")
    disk_cap_mb: int = Field(
        default=64, gt=0, description="Most a task may download into its folder; larger files are refused."
    )
    max_attempts: int = Field(
        default=3,
        ge=1,
        description="Submissions per question (a wrong answer is retried with the server's reason).",
    )
    max_tokens: int = Field(default=700, ge=64, description="Token limit of one model answer.")
    early_answer_max_difficulty: int = Field(
        default=2,
        ge=0,
        le=5,
        description="Up to this difficulty a first best-effort answer is submitted early, then improved.",
    )
    max_questions: int = Field(default=50, ge=1, description="Longest chain followed.")

    def model_list(self, default: str) -> list[str]:
        """The configured models, or ``default`` (the gateway's model) when none are set."""
        found = [m.strip() for m in self.models.split(",") if m.strip()]
        return found or ([default] if default and default != "none" else [])

    def primary(self, models: list[str]) -> str | None:
        """The tie-breaking model: ``PRIMARY_MODEL`` when it is one of ``models``, else the first."""
        if self.primary_model and self.primary_model in models:
            return self.primary_model
        return models[0] if models else None


@lru_cache(maxsize=1)
def get_solver_settings() -> SolverSettings:
    """The solver settings of this process, read once."""
    return SolverSettings()
