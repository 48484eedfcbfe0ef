"""A company provider served over A2A 1.0 (``assay interview agent``; docs/interview.md, "Company agents").

The agent answers the provider protocol as A2A ``SendMessage`` calls over JSON-RPC (the data part
of :mod:`assay.interview._wire`) and publishes its card at ``/.well-known/agent-card.json``. Its
phases, threshold and evaluator come from a company definition: a bundled one (``companies/*.json``)
or a JSON file of the same shape.
"""

from __future__ import annotations

import json
import logging
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from assay.errors import AssayError, ConfigError
from assay.interview._models import Phase
from assay.interview._phases import default_phases
from assay.interview._providers import DefaultSystemDesignProvider
from assay.interview._registry import get_evaluator
from assay.interview._wire import METHODS, error_payload, result_payload

__all__ = ["CompanyDefinition", "build_agent_app", "load_company_definition"]

log = logging.getLogger("assay.interview")


class CompanyDefinition(BaseModel):
    """A company's phases and rubric, as its agent serves them."""

    name: str
    description: str = ""
    threshold: float = Field(default=0.6, gt=0, le=1)
    evaluator: str = "coverage"
    question: str | None = None
    phases: list[Phase] = Field(default_factory=default_phases)


def _bundled() -> dict[str, str]:
    folder = resources.files("assay.interview").joinpath("companies")
    return {
        entry.name.removesuffix(".json"): entry.read_text("utf-8")
        for entry in folder.iterdir()
        if entry.name.endswith(".json")
    }


def load_company_definition(company: str, path: Path | None = None) -> CompanyDefinition:
    """The definition from ``path``, else the bundled one named ``company``, else the default phases.

    Raises:
        ConfigError: the file is unreadable or invalid.
    """
    text: str | None
    if path is not None:
        try:
            text = path.read_text("utf-8")
        except OSError as exc:
            raise ConfigError(f"cannot read the company definition {str(path)!r}: {exc.strerror}") from None
    else:
        text = _bundled().get(company.strip().lower())
    if text is None:
        return CompanyDefinition(name=company, description=f"{company}: the default phases and rubric")
    try:
        data = json.loads(text)
        data.setdefault("name", company)
        return CompanyDefinition.model_validate(data)
    except (ValueError, ValidationError) as exc:
        raise ConfigError(
            f"the company definition of {company!r} is invalid: {exc}",
            hint="see docs/interview.md, Company agents, for the shape",
        ) from None


class _Dispatcher:
    """The provider protocol's four methods over a local provider built from a definition."""

    def __init__(self, definition: CompanyDefinition) -> None:
        self.definition = definition
        self.evaluator = get_evaluator(definition.evaluator)

    def _provider(self) -> DefaultSystemDesignProvider:
        # One provider per call: the protocol is stateless between calls (the orchestrator keeps state).
        return DefaultSystemDesignProvider(
            phases=self.definition.phases, evaluator=self.evaluator, threshold=self.definition.threshold
        )

    async def call(self, method: str, params: dict[str, Any]) -> Any:
        provider = self._provider()
        if method == "get_phases":
            return await provider.get_phases()
        if method == "get_question":
            return self.definition.question or await provider.get_question()
        if method == "start_interview":
            info = params.get("candidate_info") or {}
            started = await provider.start_interview(str(params.get("interview_type", "system_design")), info)
            if self.definition.question:
                started.update(
                    question=self.definition.question,
                    question_id=f"{self.definition.name}-question",
                    question_title=self.definition.question.split(":")[0][:80],
                )
            started["provider"] = f"a2a:{self.definition.name}"
            return started
        if method == "evaluate_phase":
            history = params.get("conversation_history") or []
            result = await provider.evaluate_phase(str(params.get("phase_id", "")), list(history))
            result["evaluator"] = f"{self.definition.name}:{result.get('evaluator') or self.evaluator.name}"
            return result
        raise KeyError(method)


def build_agent_app(definition: CompanyDefinition, *, public_url: str) -> Any:
    """The ASGI app of a company agent: the agent card and the JSON-RPC endpoint at ``/``.

    Args:
        public_url: the URL clients reach the agent at (written into the card).
    """
    from a2a.helpers import get_data_parts, new_data_message
    from a2a.server.agent_execution import AgentExecutor, RequestContext
    from a2a.server.events import EventQueue
    from a2a.server.request_handlers import DefaultRequestHandler
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
    from a2a.server.tasks import InMemoryTaskStore
    from a2a.types import AgentCapabilities, AgentCard, AgentInterface, AgentSkill
    from starlette.applications import Starlette

    dispatcher = _Dispatcher(definition)

    class ProviderExecutor(AgentExecutor):
        async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
            message = context.message
            data = get_data_parts(message.parts) if message is not None else []
            call = next((d for d in data if isinstance(d, dict) and "method" in d), None)
            if call is None:
                payload = error_payload("BAD_REQUEST", "send one data part {method, params}")
            elif call["method"] not in METHODS:
                payload = error_payload(
                    "UNKNOWN_METHOD", f"unknown method {call['method']!r}; use one of {', '.join(METHODS)}"
                )
            else:
                try:
                    params = call.get("params") or {}
                    payload = result_payload(await dispatcher.call(str(call["method"]), dict(params)))
                except AssayError as exc:
                    payload = error_payload(exc.code, exc.message)
            await event_queue.enqueue_event(new_data_message(payload, context_id=context.context_id))

        async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
            return None

    card = AgentCard(
        name=f"{definition.name} system-design interviewer",
        description=definition.description
        or f"{definition.name}'s system-design interview phases and rubric",
        version="1.0.0",
        supported_interfaces=[
            AgentInterface(
                protocol_binding="JSONRPC", url=public_url.rstrip("/") + "/", protocol_version="1.0"
            )
        ],
        capabilities=AgentCapabilities(streaming=False),
        default_input_modes=["application/json"],
        default_output_modes=["application/json"],
        skills=[
            AgentSkill(
                id="system_design_interview",
                name="System-design interview provider",
                description="start_interview, get_question, get_phases, evaluate_phase (docs/interview.md)",
                tags=["interview", "system-design"],
            )
        ],
    )
    handler = DefaultRequestHandler(
        agent_executor=ProviderExecutor(), task_store=InMemoryTaskStore(), agent_card=card
    )
    routes = [*create_agent_card_routes(card), *create_jsonrpc_routes(handler, rpc_url="/")]
    return Starlette(routes=routes)
