"""Evaluators by name (``coverage``, ``seed-substring``, ``llm``)."""

from __future__ import annotations

from assay.interview._errors import UnknownEvaluatorError
from assay.interview._evaluators import EVALUATORS, CoverageEvaluator, PhaseEvaluator, SeedSubstringEvaluator
from assay.interview._llm_evaluator import LLMEvaluator
from assay.llm import Gateway, get_gateway

__all__ = ["get_evaluator"]


def get_evaluator(name: str, *, gateway: Gateway | None = None, model: str | None = None) -> PhaseEvaluator:
    """The evaluator called ``name``.

    Raises:
        UnknownEvaluatorError: not one of ``coverage``, ``seed-substring``, ``llm``.
    """
    key = name.strip().lower()
    if key in ("coverage", "default", "ours"):
        return CoverageEvaluator()
    if key in ("seed-substring", "substring", "seed"):
        return SeedSubstringEvaluator()
    if key == "llm":
        return LLMEvaluator(gateway or get_gateway(), model=model)
    raise UnknownEvaluatorError(
        f"unknown evaluator {name!r}",
        hint=f"use one of: {', '.join(EVALUATORS)}",
        details={"evaluator": name},
    )
