"""The grading pipeline's settings (``ASSAY_*``, docs/grading.md "Settings") and the engine
fingerprint that keys result reuse (docs/grading.md "Storage")."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.grading._engine_sources import engine_sources_digest

__all__ = ["ENGINE_VERSION", "GradingSettings", "engine_fingerprint", "get_grading_settings"]

#: Bump whenever something outside the grading, judge and sandbox code changes what a grade says (their
#: own code is in the fingerprint already): stored results of an older engine are then graded afresh
#: instead of reused (see :func:`engine_fingerprint`).
ENGINE_VERSION = "3"
# The settings that shape a result (not only how fast it comes): part of the reuse key.
_RESULT_SETTINGS = frozenset(
    {
        "test_time_limit_s",
        "grade_time_budget_s",
        "complexity_budget_cpu_s",
        "measure_space",
        "max_failed_cases",
        "model_feedback",
        "translate_feedback_rounds",
        "translate_fill_lines",
        "read_timeout_s",
    }
)


class GradingSettings(BaseSettings):
    """Settings of the grading pipeline (``ASSAY_*``; documented in docs/grading.md)."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    max_solution_chars: int = Field(default=20000, gt=0, description="Longest accepted submission.")
    test_time_limit_s: float = Field(default=2.0, gt=0, description="Wall-clock limit of one test.")
    grade_time_budget_s: float = Field(
        default=10.0,
        gt=0,
        description="Wall-clock budget of all of a submission's tests together: the sandbox stops the run "
        "there; the test running counts as timed out and the rest as not run.",
    )
    complexity_budget_cpu_s: float = Field(
        default=1.5, gt=0, description="CPU seconds the complexity measurement may spend."
    )
    measure_space: bool = Field(
        default=True,
        description="Also fit the extra-space complexity (a tracemalloc pass within the budget).",
    )
    parallel_checks: bool = Field(
        default=True, description="Run the judge and the complexity measurement concurrently."
    )
    max_failed_cases: int = Field(default=5, ge=0, description="Failing tests listed in a response.")
    reuse_results: bool = Field(
        default=True, description="Return the stored result for an identical resubmission."
    )
    model_feedback: bool = Field(
        default=True, description="With a model configured (ASSAY_LLM_MODEL), let it write the narrative."
    )
    feedback_timeout_s: float = Field(default=30.0, gt=0, description="Deadline of the narrative call.")
    feedback_max_retries: int = Field(default=1, ge=0, le=5, description="Retries of the narrative call.")
    translate_feedback_rounds: int = Field(
        default=2, ge=0, le=5, description="Syntax-error rounds of the model translation."
    )
    translate_fill_lines: bool = Field(
        default=True,
        description="Before the whole-program model translation, ask the model for only the lines the "
        'normaliser did not understand (docs/pseudocode.md, "Line fill-in"); off saves that call where '
        "the model is too small to answer it (the embedded 0.5B).",
    )
    translate_timeout_s: float = Field(
        default=60.0, gt=0, description="Deadline of each model call translating pseudocode."
    )
    read_workers: int = Field(
        default=2,
        ge=0,
        le=64,
        description="Processes reading pseudocode; 0 reads in a thread of the service, with no deadline.",
    )
    read_timeout_s: float = Field(
        default=10.0,
        gt=0,
        description="Deadline of the deterministic reading of one submission; past it, it is not read.",
    )


def engine_fingerprint(settings: GradingSettings, sources: str | None = None) -> str:
    """SHA-256 of what shapes a grade: :data:`ENGINE_VERSION`, the Assay version, the digest of the
    grading, judge and sandbox code (``sources``; by default this process's, see
    :func:`~assay.grading._engine_sources.engine_sources_digest`) and the settings that change
    results (time limits and budgets, space measurement, failed cases listed, model feedback). A
    stored evaluation is reused only under the same fingerprint, so a change to the code grades afresh."""
    from assay import __version__

    code = sources if sources is not None else engine_sources_digest()
    shaping = settings.model_dump(include=set(_RESULT_SETTINGS))
    text = json.dumps(
        {"engine": ENGINE_VERSION, "assay": __version__, "code": code, "settings": shaping}, sort_keys=True
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@lru_cache(maxsize=1)
def get_grading_settings() -> GradingSettings:
    """The grading settings of this process, read once."""
    return GradingSettings()
