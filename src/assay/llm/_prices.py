"""Per-model prices (USD per million tokens) and the cost of a call; the user can override them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from assay.errors import ConfigError
from assay.llm._models import Usage

__all__ = ["DEFAULT_PRICES", "Price", "PriceTable", "load_price_table"]


class Price(BaseModel):
    """USD per million input (prompt) and output (completion) tokens."""

    input: float
    output: float


#: A few well-known list prices; anything else is unpriced unless the user adds it.
DEFAULT_PRICES: dict[str, Price] = {
    "openai:gpt-4o-mini": Price(input=0.15, output=0.60),
    "openai:gpt-4o": Price(input=2.50, output=10.00),
    "openai:gpt-4.1": Price(input=2.00, output=8.00),
    "openai:gpt-4.1-mini": Price(input=0.40, output=1.60),
    "openai:gpt-4.1-nano": Price(input=0.10, output=0.40),
    "openai:o4-mini": Price(input=1.10, output=4.40),
}

#: Providers that run on this machine cost nothing per token.
FREE_PROVIDERS = frozenset({"ollama", "local", "replay"})


class PriceTable:
    """Looks up a model's price: exact ``provider:model``, then the bare model name."""

    def __init__(self, prices: dict[str, Price]) -> None:
        self.prices = dict(prices)

    def price(self, provider: str, model: str) -> Price | None:
        """The price of a model, or ``None`` when unknown."""
        found = self.prices.get(f"{provider}:{model}") or self.prices.get(model)
        if found is None and provider in FREE_PROVIDERS:
            return Price(input=0.0, output=0.0)
        return found

    def cost(self, provider: str, model: str, usage: Usage) -> float | None:
        """USD for this usage, ``None`` when the model has no price."""
        price = self.price(provider, model)
        if price is None:
            return None
        return (usage.prompt_tokens * price.input + usage.completion_tokens * price.output) / 1_000_000


def _parse(raw: Any, where: str) -> dict[str, Price]:
    if not isinstance(raw, dict):
        raise ConfigError(
            f"price overrides in {where} must be a JSON object",
            hint='e.g. {"openai:gpt-4o-mini": {"input": 0.15, "output": 0.6}} (USD per million tokens)',
        )
    out: dict[str, Price] = {}
    for name, value in raw.items():
        try:
            out[str(name)] = Price.model_validate(value)
        except ValidationError as exc:
            raise ConfigError(
                f"bad price for {name!r} in {where}",
                hint='write {"input": <USD per 1M prompt tokens>, "output": <USD per 1M completion tokens>}',
            ) from exc
    return out


def load_price_table(overrides_json: str | None = None, overrides_file: Path | None = None) -> PriceTable:
    """The default prices, updated by a JSON file and then by a JSON string.

    Raises:
        ConfigError: when an override cannot be read or parsed.
    """
    prices = dict(DEFAULT_PRICES)
    if overrides_file is not None:
        try:
            raw = json.loads(Path(overrides_file).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(
                f"cannot read the price file {overrides_file}: {exc}",
                hint="ASSAY_LLM_PRICES_FILE must name a readable JSON file",
            ) from exc
        prices.update(_parse(raw, str(overrides_file)))
    if overrides_json:
        try:
            raw = json.loads(overrides_json)
        except ValueError as exc:
            raise ConfigError(f"ASSAY_LLM_PRICES is not valid JSON: {exc}") from exc
        prices.update(_parse(raw, "ASSAY_LLM_PRICES"))
    return PriceTable(prices)
