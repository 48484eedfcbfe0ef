"""Interview providers: the protocol, the bundled default, the single-phase one, and CompanyFactory.

The protocol speaks plain dictionaries (docs/interview.md, "Provider protocol") so that a company
agent reached over A2A implements exactly the same four calls. ``get_phases`` is optional: a provider
without it keeps the single-phase design flow.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from assay.errors import AssayError
from assay.interview._bank import get_question, pick_question
from assay.interview._evaluators import CoverageEvaluator, PhaseEvaluator
from assay.interview._models import ChatMessage, CompanyConfig, Phase, PhaseEvaluation, Question
from assay.interview._phases import default_phases
from assay.interview._protocol import InterviewAgentProtocol
from assay.interview._registry import get_evaluator
from assay.interview._remote import FallbackProvider, RemoteProvider
from assay.interview._settings import InterviewSettings, get_interview_settings
from assay.llm import Gateway

__all__ = [
    "CompanyFactory",
    "DefaultSystemDesignProvider",
    "SinglePhaseProvider",
    "evaluate_with_fallback",
    "unknown_phase_evaluation",
]

log = logging.getLogger("assay.interview")


def unknown_phase_evaluation(phase_id: str) -> dict[str, Any]:
    """What a provider answers for a phase it does not have (never a pass)."""
    return {"decision": "continue", "score": 0, "feedback": f"unknown phase {phase_id!r}", "gaps": []}


def _conversation(history: Sequence[dict[str, Any] | ChatMessage]) -> list[ChatMessage]:
    return [m if isinstance(m, ChatMessage) else ChatMessage.model_validate(m) for m in history]


async def evaluate_with_fallback(
    evaluator: PhaseEvaluator, phase: Phase, conversation: Sequence[ChatMessage], *, threshold: float
) -> PhaseEvaluation:
    """Evaluate; when an opt-in evaluator (a model) fails, the default one answers and the log says why."""
    try:
        return await evaluator.evaluate(phase, conversation, threshold=threshold)
    except AssayError as exc:
        if isinstance(evaluator, CoverageEvaluator):
            raise
        log.warning(
            "evaluator %s failed on phase %s (%s: %s); the coverage evaluator decided instead",
            evaluator.name,
            phase.id,
            exc.code,
            exc.message,
        )
        result = CoverageEvaluator().evaluate_now(phase, conversation, threshold=threshold)
        return result.model_copy(update={"evaluator": f"coverage (fallback from {evaluator.name})"})


class _LocalProvider:
    """The bundled provider without sub-phases (see the two public subclasses).

    Args:
        question: the question of this interview (default: chosen from the bank at start).
        phases: the phases (default: the five default phases).
        evaluator: the phase evaluator (default: ``coverage``).
        threshold: the coverage that moves on.
    """

    name = "local"

    def __init__(
        self,
        *,
        question: Question | None = None,
        phases: Sequence[Phase] | None = None,
        evaluator: PhaseEvaluator | None = None,
        threshold: float = 0.6,
    ) -> None:
        self.question = question
        self.phases = list(phases) if phases else default_phases()
        self.evaluator = evaluator or CoverageEvaluator()
        self.threshold = threshold

    async def start_interview(self, interview_type: str, candidate_info: dict[str, Any]) -> dict[str, Any]:
        wanted = candidate_info.get("question_id")
        if self.question is None:
            self.question = get_question(str(wanted)) if wanted else pick_question(candidate_info.get("seed"))
        return {
            "interview_type": interview_type,
            "question_id": self.question.id,
            "question": await self.get_question(),
            "question_title": self.question.title,
            "provider": self.name,
        }

    async def get_question(self) -> str:
        if self.question is None:
            self.question = pick_question()
        return f"{self.question.title}: {self.question.prompt}"

    async def evaluate_phase(
        self, phase_id: str, conversation_history: list[dict[str, Any]]
    ) -> dict[str, Any]:
        phase = next((p for p in self.phases if p.id == phase_id), None)
        if phase is None:
            return unknown_phase_evaluation(phase_id)
        result = await evaluate_with_fallback(
            self.evaluator, phase, _conversation(conversation_history), threshold=self.threshold
        )
        return result.protocol_dict()


class DefaultSystemDesignProvider(_LocalProvider):
    """The bundled provider: the default phases (or given ones) and a local evaluator."""

    name = "default"

    async def get_phases(self) -> list[dict[str, Any]]:
        return [phase.model_dump(mode="json") for phase in self.phases]


class SinglePhaseProvider(_LocalProvider):
    """A provider without ``get_phases``: the design phase stays one continuous conversation."""

    name = "single-phase"


class CompanyFactory:
    """Picks the provider for a company from the settings (``ASSAY_INTERVIEW_COMPANIES``).

    Companies not configured get the default provider with the default evaluator.
    """

    def __init__(self, settings: InterviewSettings | None = None, *, gateway: Gateway | None = None) -> None:
        self.settings = settings or get_interview_settings()
        self.gateway = gateway
        self._configs = self.settings.company_configs()

    def config_for(self, company: str) -> CompanyConfig:
        """The configuration of ``company`` (the default one when not listed)."""
        found = self._configs.get(company.strip().lower())
        if found is not None:
            return found
        return CompanyConfig(
            evaluator=self.settings.evaluator,
            threshold=self.settings.threshold,
            timeout_s=self.settings.remote_timeout_s,
        )

    def local_provider(
        self, company: str, *, question: Question | None = None, phases: Sequence[Phase] | None = None
    ) -> DefaultSystemDesignProvider | SinglePhaseProvider:
        """The bundled provider configured for ``company`` (also what a remote one falls back to)."""
        config = self.config_for(company)
        evaluator = get_evaluator(config.evaluator, gateway=self.gateway, model=config.model)
        cls: type[DefaultSystemDesignProvider | SinglePhaseProvider] = (
            SinglePhaseProvider if config.provider == "single-phase" else DefaultSystemDesignProvider
        )
        return cls(
            question=question,
            phases=phases or config.phases,
            evaluator=evaluator,
            threshold=config.threshold,
        )

    def get_tools(
        self,
        company: str,
        interview_type: str = "system_design",
        *,
        question: Question | None = None,
        phases: Sequence[Phase] | None = None,
        remote: bool = True,
    ) -> InterviewAgentProtocol:
        """The provider for ``company``; a remote one wrapped so its failures fall back to the default.

        Args:
            phases: the phases already in the session (what a fallback evaluates against).
            remote: ``False`` once the session has fallen back: the default answers from then on.
        """
        config = self.config_for(company)
        local = self.local_provider(company, question=question, phases=phases)
        if config.provider != "a2a" or not remote or not config.url:
            return local
        fallback_local = DefaultSystemDesignProvider(
            question=question,
            phases=phases,
            evaluator=get_evaluator(self.settings.evaluator, gateway=self.gateway),
            threshold=self.settings.threshold,
        )
        return FallbackProvider(
            RemoteProvider(config.url, company=company, timeout_s=config.timeout_s), fallback_local
        )
