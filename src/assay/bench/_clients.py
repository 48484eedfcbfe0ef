"""How the benchmark reaches models: live through the gateway, or replayed from a cassette.

Live runs record every answer to a cassette (JSONL) so that ``--replay`` can re-score a run later
with no model calls. A replayed answer is looked up by model *and* request, so one cassette can hold
several models' answers to the same prompts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assay.errors import InvalidInputError, NotFoundError
from assay.llm import CassetteMissError, Completion, Gateway, GenerationOptions, Message, request_key

__all__ = ["GatewayClient", "ReplayClient", "generation_options", "models_in_cassette"]


def generation_options(
    *,
    temperature: float,
    max_tokens: int,
    seed: int,
    round: int,
    timeout_s: float,
    retries: int,
    num_ctx: int | None = None,
) -> GenerationOptions:
    """Options for one round: the seed moves with the round so rounds are distinct, reproducible samples."""
    return GenerationOptions(
        temperature=temperature,
        max_tokens=max_tokens,
        seed=seed + round - 1,
        timeout_s=timeout_s,
        max_retries=retries,
        num_ctx=num_ctx,
    )


@dataclass
class GatewayClient:
    """Calls models through the gateway (retries, deadline, cache, accounting, recording)."""

    gateway: Gateway
    options_for_round: dict[int, GenerationOptions]
    use_cache: bool = True

    async def __call__(self, model: str, prompt: str, round: int = 1) -> Completion:
        return await self.gateway.complete(
            [Message(role="user", content=prompt)],
            model=model,
            options=self.options_for_round[round],
            use_cache=self.use_cache,
        )


def _load_cassette(path: Path) -> dict[tuple[str, str], list[dict[str, Any]]]:
    if not path.is_file():
        raise NotFoundError(
            f"replay cassette {path} does not exist",
            code="CASSETTE_NOT_FOUND",
            hint="run once without --replay (live runs record to <out>/cassette.jsonl) or pass --cassette",
        )
    entries: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            entries.setdefault((str(item["model"]), str(item["key"])), []).append(dict(item["completion"]))
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidInputError(f"{path} line {number} is not a cassette recording: {exc}") from None
    return entries


def models_in_cassette(path: Path) -> list[str]:
    """The models a cassette holds answers from, in first-seen order."""
    return list(dict.fromkeys(model for model, _ in _load_cassette(path)))


@dataclass
class ReplayClient:
    """Answers from a cassette; never calls a model. A missing answer is an ``api_error`` trial."""

    path: Path
    options_for_round: dict[int, GenerationOptions]
    _entries: dict[tuple[str, str], list[dict[str, Any]]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self._entries = _load_cassette(self.path)

    async def __call__(self, model: str, prompt: str, round: int = 1) -> Completion:
        key = request_key([Message(role="user", content=prompt)], self.options_for_round[round], None)
        found = self._entries.get((model, key))
        if not found:
            raise CassetteMissError(
                f"cassette {self.path.name} has no answer from {model} for this prompt",
                provider="replay",
                model=model,
                hint="the prompt, history or options changed since the recording; run live to re-record",
            )
        completion = Completion.model_validate(found[-1])
        return completion.model_copy(update={"cached": True, "latency_s": 0.0, "cost_usd": 0.0})
