"""How the benchmark reaches models: live through the gateway, or replayed from a cassette.

Live runs record every answer to a cassette (JSONL) so that ``--replay`` can re-score a run later
with no model calls. A replayed answer is looked up by model *and* request, so one cassette can hold
several models' answers to the same prompts.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assay.bench._runner import Probe
from assay.errors import InvalidInputError, NotFoundError
from assay.llm import (
    CassetteMissError,
    Completion,
    Gateway,
    GenerationOptions,
    LLMHTTPError,
    LLMRateLimited,
    LLMTimeout,
    Message,
    ProviderRequest,
    request_key,
)

__all__ = [
    "PING_PROMPT",
    "CassetteMismatchError",
    "GatewayClient",
    "ReplayClient",
    "generation_options",
    "models_in_cassette",
]


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


PING_PROMPT = "Reply with the word OK."
"""What the start-up connection check asks (a few tokens at most)."""


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

    async def check(self, model: str, probes: Sequence[Probe]) -> str:
        """The start-up connection test (docs/bench.md): one tiny request straight to the provider.

        No retries, no cache, nothing recorded to the cassette; a few tokens at most. A model that
        cannot be reached, refuses the key or does not exist stops the run before it starts; one
        that is only slow or busy (timeout, 429, 5xx) gets a warning, and the run's own retries
        deal with it.

        Raises:
            LLMError, ConfigError: the model cannot be used (the message says why).
        """
        del probes  # a live model answers whatever it is asked
        first = self.options_for_round[min(self.options_for_round)]
        provider = self.gateway.provider(model)
        deadline = first.timeout_s or self.gateway.settings.llm_timeout_s
        request = ProviderRequest(
            messages=[Message(role="user", content=PING_PROMPT)],
            options=GenerationOptions(temperature=0.0, max_tokens=8, num_ctx=first.num_ctx),
        )
        started = time.perf_counter()
        try:
            async with asyncio.timeout(deadline):
                await provider.generate(request, timeout_s=deadline)
        except TimeoutError:
            return (
                f"no answer within {deadline:g}s yet; going on (each call has its own deadline and retries)"
            )
        except (LLMTimeout, LLMRateLimited) as exc:
            return f"reachable but busy ({exc.message}); going on with retries"
        except LLMHTTPError as exc:
            if exc.status >= 500:
                return f"reachable but failing ({exc.message}); going on with retries"
            raise
        return f"answered in {time.perf_counter() - started:.2f}s"


@dataclass
class _Cassette:
    answers: dict[tuple[str, str], list[dict[str, Any]]] = field(default_factory=dict)
    options_by_prompt: dict[tuple[str, str], list[dict[str, Any]]] = field(default_factory=dict)


def _load_cassette(path: Path) -> _Cassette:
    if not path.is_file():
        raise NotFoundError(
            f"replay cassette {path} does not exist",
            code="CASSETTE_NOT_FOUND",
            hint="run once without --replay (live runs record to <out>/cassette.jsonl) or pass --cassette",
        )
    tape = _Cassette()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            model = str(item["model"])
            tape.answers.setdefault((model, str(item["key"])), []).append(dict(item["completion"]))
            messages = item.get("messages") or []
            if messages:
                tape.options_by_prompt.setdefault((model, str(messages[-1].get("content"))), []).append(
                    dict(item.get("options") or {})
                )
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise InvalidInputError(f"{path} line {number} is not a cassette recording: {exc}") from None
    return tape


def models_in_cassette(path: Path) -> list[str]:
    """The models a cassette holds answers from, in first-seen order."""
    return list(dict.fromkeys(model for model, _ in _load_cassette(path).answers))


def _describe(options: dict[str, Any]) -> str:
    shown = {k: options.get(k) for k in ("temperature", "seed", "max_tokens", "num_ctx") if k in options}
    return ", ".join(f"{k} {v}" for k, v in shown.items()) or "default options"


class CassetteMismatchError(InvalidInputError):
    """The cassette cannot answer this run's requests (other prompts, options or models)."""

    default_code = "CASSETTE_MISMATCH"


@dataclass
class ReplayClient:
    """Answers from a cassette; never calls a model. A missing answer is an ``api_error`` trial."""

    path: Path
    options_for_round: dict[int, GenerationOptions]
    _tape: _Cassette = field(default_factory=_Cassette, init=False)

    def __post_init__(self) -> None:
        self._tape = _load_cassette(self.path)

    def _key(self, prompt: str, round: int) -> str:
        return request_key([Message(role="user", content=prompt)], self.options_for_round[round], None)

    async def __call__(self, model: str, prompt: str, round: int = 1) -> Completion:
        found = self._tape.answers.get((model, self._key(prompt, round)))
        if not found:
            raise CassetteMissError(
                f"cassette {self.path.name} has no answer from {model} for this prompt",
                provider="replay",
                model=model,
                hint="the prompt, history or options changed since the recording; run live to re-record",
            )
        completion = Completion.model_validate(found[-1])
        return completion.model_copy(update={"cached": True, "latency_s": 0.0, "cost_usd": 0.0})

    async def check(self, model: str, probes: Sequence[Probe]) -> str:
        """Make sure the cassette answers the first request of every template and round.

        Raises:
            CassetteMismatchError: it does not; the message says whether the model, the prompt or
                the generation options (e.g. ``--rounds`` sampling at another temperature) differ.
        """
        recorded = list(dict.fromkeys(m for m, _ in self._tape.answers))
        if model not in recorded:
            raise CassetteMismatchError(
                f"cassette {self.path} has no answers from {model}",
                hint=f"it holds answers from: {', '.join(recorded) or 'no model'}; pass one of them "
                "with --model, or leave --model out",
            )
        for probe in probes:
            if (model, self._key(probe.text, probe.round)) in self._tape.answers:
                continue
            wanted = self.options_for_round[probe.round].cache_fields()
            other = self._tape.options_by_prompt.get((model, probe.text))
            if other:
                had = "; ".join(dict.fromkeys(_describe(o) for o in other))
                raise CassetteMismatchError(
                    f"cassette {self.path} has {model}'s answer to {probe.prompt}'s first question, but "
                    f"recorded with {had}, and round {probe.round} of this run asks with {_describe(wanted)}",
                    hint="use the options of the recording (one round samples at temperature 0, "
                    "--rounds N at 0.7 with seeds S..S+N-1), or record this run live first: "
                    f"assay bench --model {model} --rounds {max(self.options_for_round)}, then --replay "
                    "--cassette <out>/cassette.jsonl",
                )
            raise CassetteMismatchError(
                f"cassette {self.path} has no answer from {model} to {probe.prompt}'s first question",
                hint="the template, the question or the history setting differs from the recording; "
                "pick recorded templates with --prompt, or record this config live first (the live run "
                "writes <out>/cassette.jsonl)",
            )
        answers = sum(len(v) for (m, _), v in self._tape.answers.items() if m == model)
        return f"replaying {self.path.name} ({answers} recorded answers)"
