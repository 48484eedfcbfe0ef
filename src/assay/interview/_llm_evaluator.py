"""The opt-in LLM evaluator: per item met / partial / missing, each with the candidate's quoted words.

A model may only *point at* evidence: every quote is checked against the candidate's messages
(case, spacing and quote marks aside) and a quote that is not there is dropped — its item counts
as missing — before the score is computed. The threshold rule is the default evaluator's:
coverage (met = 1, partial = ½) at or above the threshold moves on; score = coverage × 10.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from pydantic import BaseModel, Field

from assay.interview._evaluators import candidate_texts, feedback_for
from assay.interview._models import ChatMessage, ItemJudgement, Phase, PhaseEvaluation
from assay.llm import Gateway, GenerationOptions

__all__ = ["ItemJudgements", "LLMEvaluator", "quote_in_transcript"]

log = logging.getLogger("assay.interview")

_SYSTEM = (
    "You grade one phase of a system-design interview. For each listed topic decide whether the "
    "CANDIDATE (not the interviewer) covered it with substance: 'met' = a concrete statement (a number, a "
    "choice with its reason), 'partial' = named with little substance, 'missing' = absent or only listed. "
    "For met and partial, copy the candidate's exact words that show it into 'quote' (at most one "
    "sentence). Never invent a quote. Answer JSON only."
)


class ItemJudgements(BaseModel):
    """The model's answer."""

    items: list[ItemJudgement] = Field(default_factory=list)


def _normalise(text: str) -> str:
    text = text.lower().replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"\s+", " ", text)
    return text.strip(" \"'`.,;:!?")


def quote_in_transcript(quote: str, candidate_messages: Sequence[str]) -> bool:
    """Whether ``quote`` appears in the candidate's messages (case, spacing and edge punctuation aside)."""
    wanted = _normalise(quote)
    if len(wanted) < 3:
        return False
    return any(wanted in _normalise(message) for message in candidate_messages)


class LLMEvaluator:
    """Asks a model through the gateway; quotes are verified before anything is scored.

    Args:
        gateway: the LLM gateway (its default model, or ``model``).
        model: a ``provider:model`` for this evaluator only.
    """

    name = "llm"

    def __init__(self, gateway: Gateway, *, model: str | None = None) -> None:
        self.gateway = gateway
        self.model = model

    async def evaluate(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        """Judge each item, drop invented quotes, score like the default evaluator.

        Raises:
            ExternalServiceError: the model failed (the caller falls back to the default evaluator).
        """
        said = candidate_texts(conversation)
        transcript = "\n".join(f"{m.role.upper()}: {m.content}" for m in conversation)
        prompt = (
            f"Phase: {phase.name} — {phase.description}\nTopics: {', '.join(phase.keywords)}\n\n"
            f'Conversation:\n{transcript}\n\nReturn {{"items": [{{"item", "status", "quote"}}]}} '
            "with one entry per topic, spelled exactly as listed."
        )
        answer = await self.gateway.structured(
            [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": prompt}],
            ItemJudgements,
            model=self.model,
            options=GenerationOptions(temperature=0, max_tokens=700),
        )
        return self.score(phase, answer.value.items, said, threshold=threshold)

    def score(
        self, phase: Phase, judgements: Sequence[ItemJudgement], said: Sequence[str], *, threshold: float
    ) -> PhaseEvaluation:
        """The evaluation from the model's judgements, after dropping quotes not in ``said``."""
        by_item = {j.item.strip().lower(): j for j in judgements}
        covered: list[str] = []
        partial: list[str] = []
        evidence: dict[str, str] = {}
        dropped = 0
        for item in phase.keywords:
            judgement = by_item.get(item.lower())
            if judgement is None or judgement.status == "missing":
                continue
            if not quote_in_transcript(judgement.quote, said):
                dropped += 1
                continue
            evidence[item] = judgement.quote.strip()
            (covered if judgement.status == "met" else partial).append(item)
        if dropped:
            log.info("llm evaluator: dropped %d quote(s) not found in the candidate's messages", dropped)
        total = len(phase.keywords)
        ratio = (len(covered) + 0.5 * len(partial)) / total if total else 0.0
        gaps = [item for item in phase.keywords if item not in covered]
        passed = total > 0 and ratio >= threshold
        return PhaseEvaluation(
            decision="next_phase" if passed else "continue",
            score=round(ratio * 10, 2),
            feedback=feedback_for(phase, covered, gaps, passed=passed),
            gaps=gaps,
            covered=covered,
            partial=partial,
            evidence=evidence,
            evaluator=self.name,
            phase_id=phase.id,
        )
