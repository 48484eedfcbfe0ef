"""Consensus: ask several models the same question, normalise their answers, and vote.

The majority wins; without one, an optional reconciliation round shows every model the candidate
answers (and their counts) and asks for a final answer with a confidence; what is still undecided
falls back to the primary model. The result says which models contributed and why.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, Field

from assay.errors import InvalidInputError
from assay.llm._errors import LLMError
from assay.llm._models import (
    Completion,
    ConsensusResult,
    ConsensusVote,
    GenerationOptions,
    Message,
    MessageLike,
    Structured,
    as_messages,
)

__all__ = ["ConsensusGateway", "Reconciliation", "consensus", "normalise_answer"]

T = TypeVar("T")

log = logging.getLogger("assay.llm")

_WS = re.compile(r"\s+")


class ConsensusGateway(Protocol):
    """The two calls consensus needs from a gateway (:class:`assay.llm.Gateway` has both).

    A protocol rather than the class so that this module does not import the gateway: the gateway
    knows nothing of consensus, and consensus is one user of it among others.
    """

    async def complete(
        self,
        messages: str | Sequence[MessageLike],
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Completion: ...

    async def structured(
        self,
        messages: str | Sequence[MessageLike],
        output_type: type[T],
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Structured[T]: ...


def _normalise_value(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if math.isfinite(value) and value == int(value) and abs(value) < 1e15:
            return int(value)
        return float(f"{value:.9g}")
    if isinstance(value, str):
        return _WS.sub(" ", value.strip()).casefold()
    if isinstance(value, dict):
        return {str(k): _normalise_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_normalise_value(v) for v in value]
    return value


def normalise_answer(answer: Any) -> str:
    """A canonical string for voting: numbers (``3.0`` == ``3``), whitespace, case, JSON with sorted keys.

    A string that holds JSON or a number is parsed first, so ``" 42 "``, ``"42.0"`` and ``42`` agree,
    and ``'{"b":1,"a":2}'`` equals ``{"a": 2, "b": 1}``.
    """
    value = answer
    if isinstance(value, str):
        text = value.strip()
        lowered = text.casefold()
        if lowered in {"true", "false"}:
            value = lowered == "true"
        else:
            try:
                value = json.loads(text)
            except ValueError:
                value = text
    value = _normalise_value(value)
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class Reconciliation(BaseModel):
    """What each model returns in the reconciliation round (docs/llm.md, "Consensus")."""

    final_answer: Any = Field(description="The final answer, normalised (number, string or JSON).")
    confidence: float = Field(ge=0.0, le=1.0, description="How sure you are, 0 to 1.")
    explanation: str = Field(default="", max_length=600, description="One or two sentences.")


def _text_answer(completion: Completion) -> Any:
    return completion.text


def _tally(votes: Sequence[ConsensusVote]) -> Counter[str]:
    return Counter(v.normalised for v in votes if v.normalised is not None)


def _strict_majority(counts: Counter[str]) -> str | None:
    answered = sum(counts.values())
    if not answered:
        return None
    top, count = counts.most_common(1)[0]
    return top if count * 2 > answered else None


def _logged(result: ConsensusResult) -> ConsensusResult:
    """Log the decision (docs/llm.md, "Consensus"): which models contributed to the answer, and why."""
    asked = [v.model for v in result.votes]
    answer = repr(result.normalised)
    if len(answer) > 80:
        answer = answer[:77] + "..."
    log.info(
        "consensus over %d models (%s): %s by %s; contributors: %s; why: %s",
        len(asked),
        ", ".join(asked),
        answer,
        result.method,
        ", ".join(result.contributors) or "none",
        " | ".join(result.reasons),
    )
    return result


def _pick(votes: Sequence[ConsensusVote], normalised: str) -> tuple[Any, list[str]]:
    chosen = [v for v in votes if v.normalised == normalised]
    return chosen[0].answer, [v.model for v in chosen]


async def _ask_all(
    gateway: ConsensusGateway,
    messages: Any,
    models: Sequence[str],
    answer_of: Callable[[Completion], Any],
    normalise: Callable[[Any], str],
    options: GenerationOptions | None,
    use_cache: bool,
) -> list[ConsensusVote]:
    async def ask(model: str) -> ConsensusVote:
        try:
            completion = await gateway.complete(messages, model=model, options=options, use_cache=use_cache)
            answer = answer_of(completion)
            return ConsensusVote(
                model=model, answer=answer, normalised=normalise(answer), completion=completion
            )
        except (LLMError, ValueError) as exc:
            return ConsensusVote(model=model, error=f"{type(exc).__name__}: {exc}")

    return list(await asyncio.gather(*(ask(m) for m in models)))


def _reconcile_prompt(question: str, votes: Sequence[ConsensusVote], counts: Counter[str]) -> str:
    payload = {
        "context": question,
        "model_outputs": [{"model": v.model, "claimed_answer": v.answer, "error": v.error} for v in votes],
        "candidates": [{"answer": a, "count": c} for a, c in counts.most_common()],
        "instructions": (
            "The models above disagree. Based on the question and the other models' outputs, give the "
            "final normalised answer, your confidence (0-1) and a short explanation, as JSON with keys "
            "final_answer, confidence, explanation."
        ),
    }
    return json.dumps(payload, ensure_ascii=False, default=str)


async def consensus(
    messages: str | Sequence[MessageLike],
    models: Sequence[str],
    *,
    gateway: ConsensusGateway | None = None,
    normalise: Callable[[Any], str] = normalise_answer,
    answer_of: Callable[[Completion], Any] = _text_answer,
    primary: str | None = None,
    reconcile: bool = False,
    options: GenerationOptions | None = None,
    use_cache: bool = True,
) -> ConsensusResult:
    """Ask every model in parallel and choose one answer.

    1. Each model answers; ``answer_of`` takes the answer out of its completion (default: the text),
       ``normalise`` makes it comparable (default: :func:`normalise_answer`).
    2. A strict majority of the models that answered wins (``method="majority"``).
    3. Otherwise, with ``reconcile=True``, every model sees all candidate answers and returns a
       :class:`Reconciliation`; a strict majority of final answers wins (``reconciled``), else the
       highest summed confidence (``reconciled-confidence``) if it is unique, else the primary's
       final answer (``reconciled-primary``).
    4. Otherwise the primary model's answer (``primary``; default the first model), or when it failed
       the most common answer (``plurality``).

    Raises:
        InvalidInputError: no models given.
        LLMError: every model failed (the message lists why).
    """
    from assay.llm._gateway import get_gateway

    if not models:
        raise InvalidInputError("consensus needs at least one model", hint="pass models=[...]")
    gw = gateway or get_gateway()
    return _logged(
        await _decide(
            gw,
            as_messages(messages),
            models,
            normalise,
            answer_of,
            primary or models[0],
            reconcile,
            options,
            use_cache,
        )
    )


async def _decide(
    gw: ConsensusGateway,
    msgs: list[Message],
    models: Sequence[str],
    normalise: Callable[[Any], str],
    answer_of: Callable[[Completion], Any],
    primary_model: str,
    reconcile: bool,
    options: GenerationOptions | None,
    use_cache: bool,
) -> ConsensusResult:
    votes = await _ask_all(gw, msgs, models, answer_of, normalise, options, use_cache)
    answered = [v for v in votes if v.normalised is not None]
    if not answered:
        why = "; ".join(f"{v.model}: {v.error}" for v in votes)
        log.error("consensus: all %d models failed (%s); no answer", len(votes), why)
        raise LLMError(f"all {len(votes)} models failed: {why}", hint="see the log for each model's failure")
    counts = _tally(votes)
    reasons = [f"{v.model} failed: {v.error}" for v in votes if v.error]
    winner = _strict_majority(counts)
    if winner is not None:
        answer, contributors = _pick(votes, winner)
        reasons.append(f"majority: {len(contributors)} of {len(answered)} answering models agree")
        return ConsensusResult(
            answer=answer,
            normalised=winner,
            method="majority",
            votes=votes,
            contributors=contributors,
            reasons=reasons,
            counts=dict(counts),
        )
    reasons.append(f"no majority among {len(answered)} answers: {dict(counts)}")
    if reconcile:
        result = await _reconciliation_round(
            gw, msgs, votes, counts, models, primary_model, normalise, options, use_cache, reasons
        )
        if result is not None:
            return result
    by_model = {v.model: v for v in votes}
    primary_vote = by_model.get(primary_model)
    if primary_vote is not None and primary_vote.normalised is not None:
        answer, contributors = _pick(votes, primary_vote.normalised)
        reasons.append(f"primary fallback: took {primary_model}'s answer")
        return ConsensusResult(
            answer=primary_vote.answer,
            normalised=primary_vote.normalised,
            method="primary",
            votes=votes,
            contributors=contributors,
            reasons=reasons,
            counts=dict(counts),
        )
    top = counts.most_common(1)[0][0]
    answer, contributors = _pick(votes, top)
    reasons.append(f"primary {primary_model} gave no answer: took the most common answer")
    return ConsensusResult(
        answer=answer,
        normalised=top,
        method="plurality",
        votes=votes,
        contributors=contributors,
        reasons=reasons,
        counts=dict(counts),
    )


async def _reconciliation_round(
    gw: ConsensusGateway,
    msgs: Any,
    votes: list[ConsensusVote],
    counts: Counter[str],
    models: Sequence[str],
    primary_model: str,
    normalise: Callable[[Any], str],
    options: GenerationOptions | None,
    use_cache: bool,
    reasons: list[str],
) -> ConsensusResult | None:
    question = "\n\n".join(f"{m.role}: {m.content}" for m in msgs)
    prompt = _reconcile_prompt(question, votes, counts)

    async def ask(model: str) -> ConsensusVote:
        try:
            got = await gw.structured(
                prompt, Reconciliation, model=model, options=options, use_cache=use_cache
            )
            value = got.value
            return ConsensusVote(
                model=model,
                answer=value.final_answer,
                normalised=normalise(value.final_answer),
                confidence=value.confidence,
                completion=got.completion,
            )
        except (LLMError, ValueError) as exc:
            return ConsensusVote(model=model, error=f"{type(exc).__name__}: {exc}")

    finals = list(await asyncio.gather(*(ask(m) for m in models)))
    final_counts = _tally(finals)
    reasons.extend(f"{v.model} failed to reconcile: {v.error}" for v in finals if v.error)
    if not final_counts:
        reasons.append("reconciliation produced no answers")
        return None

    def result(normalised: str, method: str, why: str) -> ConsensusResult:
        answer, contributors = _pick(finals, normalised)
        reasons.append(why)
        return ConsensusResult(
            answer=answer,
            normalised=normalised,
            method=method,
            votes=votes,
            reconciliation=finals,
            contributors=contributors,
            reasons=reasons,
            counts=dict(final_counts),
        )

    winner = _strict_majority(final_counts)
    if winner is not None:
        return result(
            winner, "reconciled", f"reconciled: {final_counts[winner]} models agree after reconciliation"
        )
    weight: dict[str, float] = {}
    for vote in finals:
        if vote.normalised is not None:
            weight[vote.normalised] = weight.get(vote.normalised, 0.0) + (vote.confidence or 0.0)
    ranked = sorted(weight.items(), key=lambda kv: kv[1], reverse=True)
    if len(ranked) == 1 or ranked[0][1] > ranked[1][1]:
        best = ranked[0][0]
        return result(
            best, "reconciled-confidence", f"confidence-weighted: summed confidence {ranked[0][1]:.2f}"
        )
    primary_final = next((v for v in finals if v.model == primary_model and v.normalised is not None), None)
    if primary_final is not None and primary_final.normalised is not None:
        return result(
            primary_final.normalised,
            "reconciled-primary",
            f"tie after reconciliation: took {primary_model}'s",
        )
    return None
