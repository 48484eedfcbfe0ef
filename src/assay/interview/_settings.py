"""Settings of the interview job (``ASSAY_INTERVIEW_*``; the table is in docs/interview.md)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.errors import ConfigError
from assay.interview._models import CompanyConfig

__all__ = ["InterviewSettings", "get_interview_settings"]


class InterviewSettings(BaseSettings):
    """How interviews run: companies and their providers, evaluator, limits, the interviewer's model."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_INTERVIEW_", env_file=".env", extra="ignore")

    companies: str | None = Field(
        default=None,
        description='JSON object: company name → {"provider": "default"|"single-phase"|"a2a", "url", '
        '"evaluator", "timeout_s", "threshold"}; companies not listed get the default provider.',
    )
    companies_file: Path | None = Field(default=None, description="The same JSON object, in a file.")
    evaluator: str = Field(default="coverage", description="coverage, seed-substring or llm.")
    threshold: float = Field(default=0.6, gt=0, le=1, description="Coverage that moves to the next phase.")
    model: str | None = Field(
        default=None,
        description="provider:model of the interviewer (default: ASSAY_LLM_MODEL; none: deterministic).",
    )
    max_message_chars: int = Field(default=4000, gt=0, description="Longest candidate message accepted.")
    max_turns_per_phase: int = Field(
        default=8, gt=0, description="Candidate turns in one sub-phase before the interview moves on anyway."
    )
    remote_timeout_s: float = Field(
        default=10.0, gt=0, description="Default timeout of a company agent call."
    )

    def company_configs(self) -> dict[str, CompanyConfig]:
        """The configured companies, by lower-cased name.

        Raises:
            ConfigError: the JSON is malformed or an entry is invalid.
        """
        raw: dict[str, Any] = {}
        sources: list[tuple[str, str]] = []
        if self.companies_file is not None:
            try:
                sources.append(("ASSAY_INTERVIEW_COMPANIES_FILE", self.companies_file.read_text("utf-8")))
            except OSError as exc:
                raise ConfigError(
                    f"cannot read ASSAY_INTERVIEW_COMPANIES_FILE {self.companies_file}: {exc.strerror}",
                    hint="point it at a readable JSON file",
                ) from None
        if self.companies:
            sources.append(("ASSAY_INTERVIEW_COMPANIES", self.companies))
        for name, text in sources:
            try:
                value = json.loads(text)
            except ValueError as exc:
                raise ConfigError(
                    f"{name} is not JSON: {exc}",
                    hint='e.g. {"acme": {"provider": "a2a", "url": "http://127.0.0.1:9100"}}',
                ) from None
            if not isinstance(value, dict):
                raise ConfigError(f"{name} must be a JSON object of company name → settings")
            raw.update(value)
        configs: dict[str, CompanyConfig] = {}
        for company, entry in raw.items():
            try:
                config = CompanyConfig.model_validate(
                    {"timeout_s": self.remote_timeout_s, "evaluator": self.evaluator, **entry}
                )
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first.get("loc", ()))
                raise ConfigError(
                    f"company {company!r} in the interview settings: {where}: {first.get('msg')}",
                    hint="see docs/interview.md, Settings",
                ) from None
            if config.provider == "a2a" and not config.url:
                raise ConfigError(f"company {company!r} uses provider a2a but gives no url")
            configs[company.strip().lower()] = config
        return configs


@lru_cache(maxsize=1)
def get_interview_settings() -> InterviewSettings:
    """The interview settings of this process, read once."""
    return InterviewSettings()
