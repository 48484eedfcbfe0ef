"""Phase evaluators: whether a candidate may move on, with a score, feedback and gaps.

``coverage`` (the default) applies the rule of docs/interview.md — coverage of the phase's items at
or above the threshold (0.6) moves on, score = coverage × 10, gaps = the items not covered — with
the matching of :mod:`assay.interview._matching` over the candidate's messages only.
``seed-substring`` keeps the original lower-cased substring test over the whole conversation as a
named baseline for the benchmark. ``llm`` (opt-in) asks a model, see ``_llm_evaluator``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from assay.interview._matching import coverage
from assay.interview._models import ChatMessage, Phase, PhaseEvaluation

__all__ = [
    "EVALUATORS",
    "CoverageEvaluator",
    "PhaseEvaluator",
    "SeedSubstringEvaluator",
    "candidate_texts",
    "feedback_for",
]

#: The evaluator names ``get_evaluator`` knows (``llm`` needs a model).
EVALUATORS: tuple[str, ...] = ("coverage", "seed-substring", "llm")


class PhaseEvaluator(Protocol):
    """Decides one phase from the conversation since it started."""

    name: str

    async def evaluate(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        """The evaluation of ``phase`` (decision, score 0-10, feedback, gaps, evidence)."""
        ...


def candidate_texts(conversation: Sequence[ChatMessage]) -> list[str]:
    """The candidate's messages only: the interviewer's words never count as the candidate's."""
    return [m.content for m in conversation if m.role == "candidate"]


def feedback_for(phase: Phase, covered: Sequence[str], gaps: Sequence[str], *, passed: bool) -> str:
    """One readable paragraph: what was covered, what is missing, what happens next."""
    total = len(phase.keywords)
    said = f"You covered {len(covered)} of {total} topics of {phase.name}"
    said += f" ({', '.join(covered)})." if covered else "."
    if not gaps:
        return said + " Complete coverage."
    missing = f" Not yet discussed with substance: {', '.join(gaps)}."
    if passed:
        return said + missing + " Enough to move on."
    return said + missing + " Say something concrete about them (a number, a choice and its reason)."


class _PureEvaluator:
    """An evaluator that needs no I/O: :meth:`evaluate` is its synchronous ``evaluate_now``."""

    async def evaluate(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        return self.evaluate_now(phase, conversation, threshold=threshold)

    def evaluate_now(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        raise NotImplementedError


class CoverageEvaluator(_PureEvaluator):
    """Our default: word-boundary matching with synonyms, candidate-only, substance required."""

    name = "coverage"

    def evaluate_now(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        """The same evaluation, synchronously (it is pure)."""
        result = coverage(candidate_texts(conversation), phase.keywords)
        passed = bool(phase.keywords) and result.ratio >= threshold
        covered = [item for item in phase.keywords if item in result.covered]
        return PhaseEvaluation(
            decision="next_phase" if passed else "continue",
            score=round(result.ratio * 10, 2),
            feedback=feedback_for(phase, covered, result.gaps, passed=passed),
            gaps=result.gaps,
            covered=covered,
            evidence=dict(result.covered),
            evaluator=self.name,
            phase_id=phase.id,
        )


class SeedSubstringEvaluator(_PureEvaluator):
    """The original rule, kept as a baseline: lower-cased substring over every message, both sides.

    Its known faults are the reason ``coverage`` exists: "api" is found in "rapid", the interviewer's
    own words count, a bare list of keywords passes, and a synonym ("load balancing") does not.
    """

    name = "seed-substring"

    def evaluate_now(
        self, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float = 0.6
    ) -> PhaseEvaluation:
        """The same evaluation, synchronously."""
        keywords = phase.keywords
        if not keywords:
            return PhaseEvaluation(decision="continue", score=0, evaluator=self.name, phase_id=phase.id)
        text = " ".join(m.content.lower() for m in conversation)
        covered = [kw for kw in keywords if kw.lower() in text]
        ratio = len(covered) / len(keywords)
        if ratio >= threshold:
            return PhaseEvaluation(
                decision="next_phase",
                score=ratio * 10,
                feedback=f"Good coverage of {phase.name}",
                gaps=[],  # the original returns no gaps once the phase passes
                covered=covered,
                evaluator=self.name,
                phase_id=phase.id,
            )
        return PhaseEvaluation(
            decision="continue",
            score=ratio * 10,
            feedback=f"Need more discussion on {phase.name}",
            gaps=[kw for kw in keywords if kw.lower() not in text],
            covered=covered,
            evaluator=self.name,
            phase_id=phase.id,
        )
