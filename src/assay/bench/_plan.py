"""The benchmark's policy: which models run, how each round samples, and which client asks them.

These are the job's decisions (docs/bench.md, "Models" and "Rounds"), kept here so that every front
door makes the same ones; the CLI only turns its flags into the arguments below.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path

from assay.bench._clients import GatewayClient, ReplayClient, generation_options, models_in_cassette
from assay.bench._config import BenchConfig, BenchSettings
from assay.bench._runner import BenchOptions
from assay.errors import ConfigError, InvalidInputError
from assay.llm import Gateway, GenerationOptions, find_local_model, get_llm_settings, parse_model_string

__all__ = [
    "EMBEDDED_MODEL",
    "SAMPLING_TEMPERATURE",
    "NoModelError",
    "bench_options",
    "check_model_string",
    "choose_models",
    "embedded_model",
    "live_client",
    "replay_client",
    "round_options",
    "round_temperature",
]

EMBEDDED_MODEL = "qwen2.5-coder-0.5b"
"""The model the benchmark falls back to when nothing else is configured and it is installed."""

SAMPLING_TEMPERATURE = 0.7
"""Temperature of a several-round run whose config leaves the temperature at 0."""


class NoModelError(InvalidInputError):
    """Nothing names a model to benchmark and the embedded one is not installed."""

    default_code = "BENCH_NO_MODEL"


def round_temperature(settings: BenchSettings, rounds: int) -> float:
    """One round decodes greedily ("what does this prompt get"); several rounds sample, to see variance.

    A temperature the config sets is kept either way.
    """
    return settings.temperature if (settings.temperature or rounds == 1) else SAMPLING_TEMPERATURE


def round_options(settings: BenchSettings, rounds: int, seed: int) -> dict[int, GenerationOptions]:
    """Generation options for each round 1..rounds (the seed moves with the round)."""
    temperature = round_temperature(settings, rounds)
    return {
        r: generation_options(
            temperature=temperature,
            max_tokens=settings.max_tokens,
            seed=seed,
            round=r,
            timeout_s=settings.llm_timeout_s,
            retries=settings.retries,
            num_ctx=settings.num_ctx,
        )
        for r in range(1, rounds + 1)
    }


def check_model_string(name: str, where: str) -> None:
    """A malformed ``provider:model`` is the user's input, reported before anything runs.

    Raises:
        ConfigError: the string does not parse; the message starts with ``where`` and the name.
    """
    try:
        parse_model_string(name)
    except ConfigError as exc:
        raise ConfigError(f"{where} {name}: {exc.message}", hint=exc.hint) from None


def embedded_model() -> str | None:
    """The embedded model's string when llama-cpp-python and its weights are installed."""
    if importlib.util.find_spec("llama_cpp") is None:
        return None
    if find_local_model(EMBEDDED_MODEL, get_llm_settings().local_model_dir) is None:
        return None
    return f"local:{EMBEDDED_MODEL}"


def choose_models(
    requested: Sequence[str], config: BenchConfig, *, cassette: Path | None = None
) -> tuple[list[str], str | None]:
    """The models to run and, when it was chosen as the last resort, the embedded model's name.

    The chain: the models asked for, then the config's, then (replaying) the cassette's or (live)
    ``ASSAY_LLM_MODEL``, then the embedded model when it is installed.

    Raises:
        ConfigError: a configured model string does not parse.
        NoModelError: nothing names a model and the embedded one is not installed.
    """
    if cassette is not None:
        return list(requested or config.models or models_in_cassette(cassette)), None
    configured = get_llm_settings().llm_model
    models = list(requested or config.models or ([configured] if configured != "none" else []))
    for name in models:
        check_model_string(name, "model")
    if models:
        return models, None
    embedded = embedded_model()
    if embedded:
        return [embedded], embedded
    raise NoModelError(
        "no model to benchmark",
        hint="pass --model (e.g. local:qwen2.5-coder-0.5b, ollama:qwen2.5-coder:1.5b, "
        "openai:gpt-4o-mini), set ASSAY_LLM_MODEL, or use --replay to re-score a recorded run",
    )


def replay_client(cassette: Path, options_for_round: dict[int, GenerationOptions]) -> ReplayClient:
    """Answers from a recorded cassette: no model calls."""
    return ReplayClient(cassette, options_for_round)


def live_client(
    models: Sequence[str], out_dir: Path, options_for_round: dict[int, GenerationOptions], *, use_cache: bool
) -> GatewayClient:
    """Models through the gateway, every answer recorded to ``out_dir/cassette.jsonl`` for ``--replay``."""
    gateway = Gateway(models[0], cache=False if not use_cache else None, record_to=out_dir / "cassette.jsonl")
    return GatewayClient(gateway, options_for_round, use_cache=use_cache)


def bench_options(
    config: BenchConfig,
    *,
    models: Sequence[str],
    rounds: int,
    seed: int,
    prompts: Sequence[str] | None = None,
    history: bool = True,
    concurrency: int | None = None,
) -> BenchOptions:
    """A run's options: the arguments given over the config's settings."""
    settings = config.settings
    return BenchOptions(
        prompts=config.select_prompts(list(prompts) if prompts else None),
        models=list(models),
        rounds=rounds,
        history=settings.history and history,
        concurrency=concurrency or settings.concurrency,
        timeout_s=settings.timeout_s,
        numeric_tolerance=settings.numeric_tolerance,
        history_language=settings.history_language,
        history_max_chars=settings.history_max_chars,
        seed=seed,
        max_consecutive_unavailable=settings.max_consecutive_unavailable,
    )
