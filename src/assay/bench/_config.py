"""The benchmark's configuration file (docs/bench.md, "The config file"), loaded unchanged.

Every top-level key starting with ``prompt`` is a template; ``questions`` holds ``{question, answer}``
pairs (``expected`` is accepted for ``answer``); ``models`` and ``settings`` are optional.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from assay.errors import InvalidInputError, NotFoundError

__all__ = [
    "BenchConfig",
    "BenchQuestion",
    "BenchSettings",
    "base_template",
    "fill_template",
    "load_config",
    "python_text",
]

log = logging.getLogger("assay.bench")

PLACEHOLDER = "{question}"


class BenchQuestion(BaseModel):
    """One task: the model writes code whose printed output must equal ``answer``."""

    model_config = ConfigDict(populate_by_name=True, extra="allow")

    question: str = Field(min_length=1)
    answer: str = Field(validation_alias="answer")

    @model_validator(mode="before")
    @classmethod
    def _accept_expected(cls, data: Any) -> Any:
        if isinstance(data, dict) and "answer" not in data and "expected" in data:
            data = {**data, "answer": data["expected"]}
        return data

    @field_validator("answer", mode="before")
    @classmethod
    def _answer_as_text(cls, value: Any) -> str:
        # Authors write numbers, booleans and lists as JSON values; the comparison is on what the
        # program prints, so they become the text Python's print() shows for the same value:
        # true → "True", null → "None", ["a", 1] → "['a', 1]", {"k": 1.5} → "{'k': 1.5}".
        if isinstance(value, str):
            return value
        return python_text(value)


def python_text(value: Any) -> str:
    """What ``print(value)`` shows for a JSON value loaded into Python."""
    return str(value)


class BenchSettings(BaseModel):
    """Optional ``settings`` section; command-line options override it."""

    model_config = ConfigDict(extra="forbid")

    rounds: int = Field(default=1, ge=1, le=100)
    history: bool = True
    concurrency: int = Field(default=1, ge=1, le=64)
    timeout_s: float = Field(default=10.0, gt=0, le=600, description="Execution limit per program.")
    llm_timeout_s: float = Field(default=30.0, gt=0, le=3600, description="Deadline per model call.")
    retries: int = Field(default=3, ge=0, le=10)
    max_consecutive_unavailable: int = Field(
        default=3, ge=1, le=1000, description="Stop after this many unreachable-model errors in a row."
    )
    numeric_tolerance: float | None = Field(default=None, ge=0)
    history_language: str = Field(default="zh", pattern="^(zh|en)$")
    history_max_chars: int = Field(default=400, ge=40)
    temperature: float = Field(default=0.0, ge=0, le=2)
    max_tokens: int = Field(default=1024, ge=16)
    num_ctx: int | None = Field(
        default=None, ge=256, description="Context window for Ollama and local models."
    )
    seed: int = 0


class BenchConfig(BaseModel):
    """A loaded configuration: templates by name, questions, optional models and settings."""

    prompts: dict[str, str]
    questions: list[BenchQuestion]
    models: list[str] = Field(default_factory=list)
    settings: BenchSettings = Field(default_factory=BenchSettings)
    source_hash: str = ""
    ignored_keys: list[str] = Field(
        default_factory=list, description="Top-level keys that are neither templates nor sections."
    )

    def select_prompts(self, names: list[str] | None) -> dict[str, str]:
        """The templates named, in config order; all when ``names`` is empty."""
        if not names:
            return dict(self.prompts)
        unknown = [n for n in names if n not in self.prompts]
        if unknown:
            raise InvalidInputError(
                f"unknown prompt {', '.join(unknown)}",
                hint=f"the config defines: {', '.join(self.prompts)}",
            )
        return {n: self.prompts[n] for n in self.prompts if n in names}


def fill_template(template: str, question: str) -> str:
    """Put the question where ``{question}`` stands, by targeted replacement.

    ``str.format`` would choke on the braces code prompts are full of; a template without the
    placeholder gets the question appended after a blank line.
    """
    if PLACEHOLDER in template:
        return template.replace(PLACEHOLDER, question)
    return f"{template.rstrip()}\n\n{question}"


def base_template(template: str) -> str:
    """The template without its ``{question}``: the "[基礎 Prompt 模板]" of the prompt layout
    (docs/bench.md, "What happens to one trial", step 1).

    With the learning history the question comes last, after "現在請解決新問題：", so the
    placeholder is taken out rather than filled (the original specification's example leaves it in literally,
    which would show the model a dangling ``{question}``).
    """
    lines = template.replace(PLACEHOLDER, "").split("\n")
    return "\n".join(line.rstrip() for line in lines).strip("\n")


def load_config(path: Path) -> BenchConfig:
    """Read and validate a benchmark configuration file.

    Raises:
        NotFoundError: the file does not exist.
        InvalidInputError: it is not JSON, has no prompt templates or no questions, or a field is wrong.
    """
    try:
        raw_bytes = path.read_bytes()
    except FileNotFoundError:
        raise NotFoundError(f"config file {path} does not exist", code="CONFIG_NOT_FOUND") from None
    except OSError as exc:
        raise InvalidInputError(f"cannot read config file {path}: {exc.strerror}") from None
    try:
        raw = json.loads(raw_bytes.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInputError(f"{path} is not valid UTF-8 JSON: {exc}") from None
    if not isinstance(raw, dict):
        raise InvalidInputError(f"{path} must hold a JSON object with prompt* keys and 'questions'")
    prompts = {k: v for k, v in raw.items() if k.startswith("prompt")}
    bad = [k for k, v in prompts.items() if not isinstance(v, str) or not v.strip()]
    if bad:
        raise InvalidInputError(f"{path}: prompt templates must be non-empty strings: {', '.join(bad)}")
    if not prompts:
        raise InvalidInputError(
            f"{path} defines no prompt templates", hint='add keys such as "prompt1": "… {question}"'
        )
    unknown = sorted(set(raw) - set(prompts) - {"questions", "models", "settings"})
    if unknown:
        log.warning(
            "%s: ignoring unknown top-level keys %s (templates must start with 'prompt'; the other "
            "keys are questions, models and settings)",
            path,
            ", ".join(unknown),
        )
    try:
        config = BenchConfig(
            prompts=prompts,
            questions=raw.get("questions") or [],
            models=raw.get("models") or [],
            settings=raw.get("settings") or {},
            source_hash=hashlib.sha256(raw_bytes).hexdigest(),
            ignored_keys=unknown,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise InvalidInputError(f"{path}: {where}: {first['msg']}") from None
    if not config.questions:
        raise InvalidInputError(f"{path} has no questions", hint='add "questions": [{"question", "answer"}]')
    return config
