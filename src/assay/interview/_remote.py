"""A company provider reached over A2A, and the wrapper that falls back to the default provider.

Every remote answer is validated (phases must be a non-empty list of ``{id, name, keywords}`` with
unique ids; an evaluation must carry a decision and a score 0-10). A timeout, a transport or
protocol error, or a malformed answer raises :class:`RemoteProviderError` inside
:class:`RemoteProvider`; :class:`FallbackProvider` turns that into the default provider's answer and
one WARNING log record saying which company, which call and why — the interview never stalls.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import httpx
from pydantic import TypeAdapter, ValidationError

from assay.interview._errors import RemoteProviderError
from assay.interview._models import Phase, PhaseEvaluation
from assay.interview._protocol import InterviewAgentProtocol
from assay.interview._wire import request_payload

__all__ = ["FallbackProvider", "RemoteProvider"]

log = logging.getLogger("assay.interview")

_PHASES = TypeAdapter(list[Phase])


class RemoteProvider:
    """The provider protocol over A2A JSON-RPC ``SendMessage`` (a2a-sdk client).

    Args:
        url: the agent's base URL; its card is read from ``/.well-known/agent-card.json``.
        timeout_s: the bound of one whole call (card, request, answer).
    """

    def __init__(self, url: str, *, company: str, timeout_s: float = 10.0) -> None:
        self.url = url.rstrip("/")
        self.company = company
        self.timeout_s = timeout_s
        self.name = f"a2a:{company}"

    async def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """One protocol call; the ``result`` of the agent's answer.

        Raises:
            RemoteProviderError: timeout, unreachable, an A2A error, or an answer without a result.
        """
        try:
            return await asyncio.wait_for(self._call(method, params or {}), self.timeout_s)
        except TimeoutError:
            raise self._error(method, f"no answer within {self.timeout_s:g} s", retryable=True) from None
        except RemoteProviderError:
            raise
        except (httpx.HTTPError, OSError) as exc:
            raise self._error(method, f"{type(exc).__name__}: {exc}", retryable=True) from exc
        except Exception as exc:  # the SDK raises its own errors and ValueError for odd cards
            raise self._error(method, f"{type(exc).__name__}: {exc}") from exc

    async def _call(self, method: str, params: dict[str, Any]) -> Any:
        from a2a.client import ClientConfig, ClientFactory
        from a2a.helpers import get_data_parts, new_data_message
        from a2a.types import Role, SendMessageRequest

        async with httpx.AsyncClient(timeout=self.timeout_s) as http:
            client = await ClientFactory(ClientConfig(streaming=False, httpx_client=http)).create_from_url(
                self.url
            )
            message = new_data_message(request_payload(method, params), role=Role.ROLE_USER)
            data: list[Any] = []
            async for event in client.send_message(SendMessageRequest(message=message)):
                if event.HasField("message"):
                    data = get_data_parts(event.message.parts)
                elif event.HasField("task") and event.task.status.HasField("message"):
                    data = get_data_parts(event.task.status.message.parts)
        answer = next((d for d in data if isinstance(d, dict)), None)
        if answer is None:
            raise self._error(method, "the answer has no data part")
        if "error" in answer:
            err = answer["error"] if isinstance(answer["error"], dict) else {"message": str(answer["error"])}
            raise self._error(
                method, f"the agent refused: {err.get('code', '')} {err.get('message', '')}".strip()
            )
        if "result" not in answer:
            raise self._error(method, "the answer has no result")
        return answer["result"]

    def _error(self, method: str, why: str, *, retryable: bool = False) -> RemoteProviderError:
        return RemoteProviderError(
            f"company agent {self.company!r} at {self.url} failed on {method}: {why}",
            retryable=retryable,
            details={"company": self.company, "method": method},
        )

    async def start_interview(self, interview_type: str, candidate_info: dict[str, Any]) -> dict[str, Any]:
        result = await self.call(
            "start_interview", {"interview_type": interview_type, "candidate_info": candidate_info}
        )
        question = result.get("question") if isinstance(result, dict) else None
        if not isinstance(result, dict) or not isinstance(question, str) or not question.strip():
            raise self._error("start_interview", "malformed start: the result needs a non-empty 'question'")
        return result

    async def get_question(self) -> str:
        result = await self.call("get_question")
        if not isinstance(result, str) or not result.strip():
            raise self._error("get_question", "the result is not a non-empty string")
        return result

    async def get_phases(self) -> list[dict[str, Any]]:
        result = await self.call("get_phases")
        if isinstance(result, dict) and "phases" in result:
            result = result["phases"]
        try:
            phases = _PHASES.validate_python(result)
        except ValidationError as exc:
            raise self._error("get_phases", f"malformed phases: {exc.errors()[0].get('msg')}") from None
        if not phases or len({p.id for p in phases}) != len(phases) or any(not p.keywords for p in phases):
            raise self._error("get_phases", "phases must be a non-empty list with unique ids and keywords")
        return [p.model_dump(mode="json") for p in phases]

    async def evaluate_phase(
        self, phase_id: str, conversation_history: list[dict[str, Any]]
    ) -> dict[str, Any]:
        result = await self.call(
            "evaluate_phase", {"phase_id": phase_id, "conversation_history": conversation_history}
        )
        try:
            evaluation = PhaseEvaluation.model_validate(result)
        except ValidationError as exc:
            raise self._error(
                "evaluate_phase", f"malformed evaluation: {exc.errors()[0].get('msg')}"
            ) from None
        if not evaluation.evaluator:
            evaluation.evaluator = self.name
        evaluation.phase_id = evaluation.phase_id or phase_id
        return evaluation.protocol_dict()


class FallbackProvider:
    """A remote provider whose every failure is answered by a local one (and logged with its reason).

    ``fallback_reason`` holds the last reason, so the orchestrator can record it in the session.
    """

    def __init__(self, remote: RemoteProvider, local: InterviewAgentProtocol) -> None:
        self.remote = remote
        self.local = local
        self.name = remote.name
        self.fallback_reason: str | None = None

    def _fell_back(self, method: str, exc: RemoteProviderError) -> None:
        self.fallback_reason = exc.message
        log.warning("%s; the default provider answered %s instead", exc.message, method)

    async def start_interview(self, interview_type: str, candidate_info: dict[str, Any]) -> dict[str, Any]:
        try:
            return await self.remote.start_interview(interview_type, candidate_info)
        except RemoteProviderError as exc:
            self._fell_back("start_interview", exc)
            return await self.local.start_interview(interview_type, candidate_info)

    async def get_question(self) -> str:
        try:
            return await self.remote.get_question()
        except RemoteProviderError as exc:
            self._fell_back("get_question", exc)
            return await self.local.get_question()

    async def get_phases(self) -> list[dict[str, Any]]:
        try:
            return await self.remote.get_phases()
        except RemoteProviderError as exc:
            self._fell_back("get_phases", exc)
            getter = getattr(self.local, "get_phases", None)
            return list(await getter()) if getter is not None else []

    async def evaluate_phase(
        self, phase_id: str, conversation_history: list[dict[str, Any]]
    ) -> dict[str, Any]:
        try:
            return await self.remote.evaluate_phase(phase_id, conversation_history)
        except RemoteProviderError as exc:
            self._fell_back("evaluate_phase", exc)
            return await self.local.evaluate_phase(phase_id, conversation_history)
