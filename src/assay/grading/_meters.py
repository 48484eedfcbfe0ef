"""What one grade measures about itself: step timings (``timings`` in the response) and the cost
of its model calls (``costUsd``, ``model``)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from assay.grading._narrative import Narrative
from assay.grading._schemas import Timings
from assay.llm import Completion, Gateway, GenerationOptions, Structured

T = TypeVar("T")

__all__ = ["Clock", "Metered"]


class Metered:
    """The gateway, counting the cost of this evaluation's calls (safe under concurrent requests)."""

    def __init__(self, gateway: Gateway) -> None:
        self._gateway = gateway
        self.cost_usd: float | None = None
        self.calls = 0

    @property
    def configured(self) -> bool:
        return self._gateway.configured

    @property
    def model_id(self) -> str:
        return self._gateway.model_id

    def _count(self, completion: Completion) -> None:
        self.calls += 1
        if completion.cost_usd is not None:
            self.cost_usd = (self.cost_usd or 0.0) + completion.cost_usd

    async def complete(self, messages: Any, *, options: GenerationOptions | None = None) -> Completion:
        completion = await self._gateway.complete(messages, options=options)
        self._count(completion)
        return completion

    async def structured(
        self, messages: Any, output_type: type[T], *, options: GenerationOptions | None = None
    ) -> Structured[T]:
        answer = await self._gateway.structured(messages, output_type, options=options)
        self._count(answer.completion)
        return answer

    async def narrative(self, messages: list[dict[str, str]], options: GenerationOptions) -> Narrative:
        answer = await self._gateway.structured(messages, Narrative, options=options)
        self._count(answer.completion)
        return answer.value


class Clock:
    """Milliseconds per pipeline step; a step that runs twice (a retried run) adds up."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.steps: dict[str, float] = {}

    def add(self, step: str, since: float) -> float:
        now = time.perf_counter()
        self.steps[step] = self.steps.get(step, 0.0) + (now - since) * 1000.0
        return now

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        since = time.perf_counter()
        try:
            yield
        finally:
            self.add(name, since)

    def timings(self) -> Timings:
        values = {f"{k}_ms": round(v, 2) for k, v in self.steps.items()}
        values["total_ms"] = round((time.perf_counter() - self.started) * 1000.0, 2)
        return Timings.model_validate(values)
