"""The provider protocol (docs/interview.md, "Provider protocol"): plain dictionaries in and out."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

__all__ = ["InterviewAgentProtocol", "PhasedInterviewAgent"]


@runtime_checkable
class InterviewAgentProtocol(Protocol):
    """What every interview provider (local or remote) answers."""

    name: str

    async def start_interview(self, interview_type: str, candidate_info: dict[str, Any]) -> dict[str, Any]:
        """Initialise a session: returns at least ``question_id`` and ``question``."""
        ...

    async def get_question(self) -> str:
        """The system-design question, as the candidate reads it."""
        ...

    async def evaluate_phase(
        self, phase_id: str, conversation_history: list[dict[str, Any]]
    ) -> dict[str, Any]:
        """``{decision: next_phase|continue, score: 0-10, feedback, gaps}`` for the phase's messages."""
        ...


@runtime_checkable
class PhasedInterviewAgent(InterviewAgentProtocol, Protocol):
    """A provider that structures the design phase into sub-phases."""

    async def get_phases(self) -> list[dict[str, Any]]:
        """``[{id, name, description, keywords}, ...]`` in order."""
        ...
