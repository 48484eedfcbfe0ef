"""Scoring by a model through the gateway's structured output (docs/learning.md, "Scoring").

The model's answer is a proposal: the score is clamped to 0..1, a misconception id the concept does
not list is discarded, and an error type that contradicts the score is replaced. Any failure of the
model (not configured, unreachable, an answer that does not validate) returns None so the caller
falls back to the deterministic scorer and says so.
"""

from __future__ import annotations

import json
import logging
from typing import Literal

from pydantic import BaseModel, Field

from assay.errors import AssayError
from assay.learning._classify import known_misconception
from assay.learning._decision import CORRECT_AT
from assay.learning._models import CourseConcept, ErrorType, Misconception, Scoring
from assay.llm import Gateway, GenerationOptions

__all__ = ["ModelVerdict", "model_messages", "model_score", "verdict_to_scoring"]

log = logging.getLogger("assay.learning")

_SYSTEM = (
    "You grade a learner's short answer about one concept of an algorithms course. Compare it with "
    "the expected answer and the key points; judge meaning, not wording (a paraphrase can be fully "
    "correct; the expected answer's words in a wrong claim are wrong). Answer with JSON only: "
    "score 0..1 (1 = complete and correct, 0.8 = correct with small gaps, below 0.6 = mostly wrong), "
    "error_type (CORRECT when score >= 0.8; else CARELESS for a slip or typo, INCOMPLETE for missing "
    "points, PROCEDURAL for a wrong method or steps, CONCEPTUAL for a wrong belief), misconception "
    "(one id from the list, or null), and one or two sentences of feedback to the learner."
)


class ModelVerdict(BaseModel):
    """The structured answer asked of the model."""

    score: float
    error_type: Literal["CORRECT", "CARELESS", "INCOMPLETE", "PROCEDURAL", "CONCEPTUAL"]
    misconception: str | None = None
    feedback: str = Field(default="", max_length=400)


def model_messages(
    response: str, expected: str, concept: CourseConcept, misconceptions: list[Misconception]
) -> list[dict[str, str]]:
    """The prompt: the concept, its key points and curated misconceptions, the expected and given answers."""
    listed = [{"id": m.id, "belief": m.description} for m in misconceptions]
    user = "\n".join(
        [
            f"Concept: {concept.name}",
            f"Question: {concept.question or concept.description}",
            f"Expected answer: {expected}",
            "Key points: " + ("; ".join(concept.key_points) or "(none listed)"),
            "Known misconceptions: " + json.dumps(listed, ensure_ascii=False),
            f"Learner's answer: {response}",
        ]
    )
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": user}]


def verdict_to_scoring(
    verdict: ModelVerdict, misconceptions: list[Misconception], fallback_type: ErrorType
) -> Scoring:
    """Check the model's proposal against the rules (see the module docstring)."""
    notes: list[str] = []
    score = max(0.0, min(1.0, float(verdict.score)))
    if score != verdict.score:
        notes.append(f"the model's score {verdict.score} was clamped to {score}")
    error_type = ErrorType(verdict.error_type)
    if score >= CORRECT_AT:
        error_type = ErrorType.CORRECT
    elif error_type is ErrorType.CORRECT:
        error_type = fallback_type if fallback_type is not ErrorType.CORRECT else ErrorType.INCOMPLETE
    misconception = known_misconception(verdict.misconception, misconceptions)
    if verdict.misconception and misconception is None:
        notes.append(
            "the model named a misconception the course does not list "
            f"({verdict.misconception[:60]!r}); ignored"
        )
    if error_type is ErrorType.CORRECT:
        misconception = None
    return Scoring(
        score=round(score, 4),
        scored_by="model",
        error_type=error_type,
        misconception=misconception.id if misconception else None,
        feedback=verdict.feedback.strip() or None,
        notes=notes,
    )


async def model_score(
    gateway: Gateway,
    response: str,
    expected: str,
    concept: CourseConcept,
    misconceptions: list[Misconception],
    *,
    fallback_type: ErrorType,
    timeout_s: float,
    model: str | None = None,
) -> Scoring | None:
    """The model's scoring, or None when it is unavailable or its answer does not validate."""
    if not gateway.configured and model is None:
        return None
    try:
        answer = await gateway.structured(
            model_messages(response, expected, concept, misconceptions),
            ModelVerdict,
            model=model,
            options=GenerationOptions(temperature=0, max_tokens=200, deadline_s=timeout_s),
        )
    except AssayError as exc:
        log.warning("model scoring failed (%s: %s); scored deterministically instead", exc.code, exc.message)
        return None
    return verdict_to_scoring(answer.value, misconceptions, fallback_type)
