"""Company providers over A2A, over real HTTP: the round trip, and the fallback on every failure."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import httpx
import pytest

from assay.interview import (
    RemoteProvider,
    RemoteProviderError,
    build_agent_app,
    load_company_definition,
)
from assay.storage import InterviewRepository
from tests.interview.conftest import make_service
from tests.interview.support import serve
from tests.servers import free_port


def _acme(url: str) -> Any:
    return build_agent_app(load_company_definition("acme"), public_url=url)


def _fake_agent(result: Any, *, delay_s: float = 0.0) -> Any:
    """An A2A agent (the SDK's server) that answers every call with ``result`` after ``delay_s``."""
    from a2a.helpers import new_data_message
    from a2a.server.agent_execution import AgentExecutor, RequestContext
    from a2a.server.events import EventQueue
    from a2a.server.request_handlers import DefaultRequestHandler
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
    from a2a.server.tasks import InMemoryTaskStore
    from a2a.types import AgentCapabilities, AgentCard, AgentInterface
    from starlette.applications import Starlette

    class Executor(AgentExecutor):
        async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
            await asyncio.sleep(delay_s)
            await event_queue.enqueue_event(new_data_message(result, context_id=context.context_id))

        async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
            return None

    def make(url: str) -> Any:
        card = AgentCard(
            name="broken",
            description="answers badly",
            version="1",
            supported_interfaces=[
                AgentInterface(protocol_binding="JSONRPC", url=url + "/", protocol_version="1.0")
            ],
            capabilities=AgentCapabilities(streaming=False),
            default_input_modes=["application/json"],
            default_output_modes=["application/json"],
        )
        handler = DefaultRequestHandler(
            agent_executor=Executor(), task_store=InMemoryTaskStore(), agent_card=card
        )
        return Starlette(
            routes=[*create_agent_card_routes(card), *create_jsonrpc_routes(handler, rpc_url="/")]
        )

    return make


async def test_round_trip_card_phases_and_evaluation() -> None:
    with serve(_acme) as url:
        card = httpx.get(f"{url}/.well-known/agent-card.json").json()
        assert (
            card["name"].startswith("acme") and card["supportedInterfaces"][0]["protocolBinding"] == "JSONRPC"
        )
        remote = RemoteProvider(url, company="acme", timeout_s=20)
        phases = await remote.get_phases()
        assert [p["id"] for p in phases] == [
            "problem_understanding",
            "estimation",
            "storage_and_interfaces",
            "reliability",
        ]
        said = [
            {
                "role": "user",
                "content": "We expect 30k uploads per second at peak, so we need 2 GB/s of bandwidth.",
            },
            {
                "role": "user",
                "content": "Photos take 5 PB of storage a year, which we keep in object storage.",
            },
            {"role": "assistant", "content": "What about QPS, storage, bandwidth and peak?"},
        ]
        evaluation = await remote.evaluate_phase("estimation", said)
        assert evaluation["decision"] == "next_phase" and evaluation["evaluator"] == "acme:coverage"
        assert set(evaluation["covered"]) >= {"bandwidth", "storage", "peak"}
        weak = await remote.evaluate_phase("estimation", said[1:2])
        assert weak["decision"] == "continue"  # acme's rubric: 0.75 coverage, not the default 0.6
        assert "question" in await remote.start_interview("system_design", {"candidate_name": "Ada"})
        unknown = await remote.evaluate_phase("no-such-phase", said)
        assert unknown["decision"] == "continue" and unknown["score"] == 0
    with pytest.raises(RemoteProviderError, match="company agent 'acme'"):
        await RemoteProvider(url, company="acme", timeout_s=2).get_phases()  # the agent is gone now


async def test_an_interview_runs_on_the_remote_companys_phases(repository: InterviewRepository) -> None:
    with serve(_acme) as url:
        service = make_service(repository, companies=json.dumps({"acme": {"provider": "a2a", "url": url}}))
        started = await service.start(company="acme", candidate_name="Ada")
        assert started.view.provider == "a2a:acme" and "photo-sharing" in started.view.question
        iid, token = started.interview_id, started.candidate_token
        turn = await service.send(iid, token, "ready")
        assert turn.view.design_phases[0].id == "problem_understanding"
        turn = await service.send(
            iid,
            token,
            "Our users are photographers and their followers, about 50M a day. The main goal is sharing in "
            "under a second. A constraint is that we run in two regions only. Direct messages are a non-goal "
            "for this version because they need their own moderation.",
        )
        assert turn.evaluation is not None and turn.evaluation.evaluator == "acme:coverage"
        assert turn.view.design_sub_phase == "estimation"


@pytest.mark.parametrize(
    ("agent", "reason"),
    [
        (None, "fetching agent card"),
        (_fake_agent({"result": {"phases": "not a list"}}), "malformed"),
        (_fake_agent({"nothing": 1}), "no result"),
        (_fake_agent({"result": []}, delay_s=3), "no answer within"),
    ],
    ids=["unreachable", "malformed", "no-result", "timeout"],
)
async def test_remote_failures_fall_back_to_the_default_provider(
    repository: InterviewRepository, caplog: pytest.LogCaptureFixture, agent: Any, reason: str
) -> None:
    caplog.set_level(logging.WARNING, logger="assay.interview")

    async def run(url: str) -> None:
        companies = {"globex": {"provider": "a2a", "url": url, "timeout_s": 1}}
        service = make_service(repository, companies=json.dumps(companies))
        started = await service.start(company="globex", question_id="rate-limiter")
        assert started.view.provider == "default" and reason in (started.view.fallback_reason or "")
        turn = await service.send(started.interview_id, started.candidate_token, "ready")
        assert turn.view.design_phases[0].id == "problem_clarification"  # the default phases
        assert turn.view.design_sub_phase == "problem_clarification"

    if agent is None:
        await run(f"http://127.0.0.1:{free_port()}")
    else:
        with serve(agent) as url:
            await run(url)
    records = [r for r in caplog.records if "company agent 'globex'" in r.getMessage()]
    assert (
        records
        and "the default provider answered" in records[0].getMessage()
        and reason in records[0].getMessage()
    )


async def test_malformed_phases_and_evaluations_are_refused_and_fallen_back_from() -> None:
    from assay.interview import DefaultSystemDesignProvider, FallbackProvider

    with serve(_fake_agent({"result": {"phases": "not a list", "decision": "maybe"}})) as url:
        remote = RemoteProvider(url, company="globex", timeout_s=5)
        with pytest.raises(RemoteProviderError, match="malformed phases"):
            await remote.get_phases()
        with pytest.raises(RemoteProviderError, match="malformed evaluation"):
            await remote.evaluate_phase("problem_clarification", [])
        wrapped = FallbackProvider(remote, DefaultSystemDesignProvider())
        phases = await wrapped.get_phases()
        assert phases[0]["id"] == "problem_clarification" and "malformed phases" in (
            wrapped.fallback_reason or ""
        )
        said = [{"role": "user", "content": "We expect 100M daily active users and 20k requests per second."}]
        evaluation = await wrapped.evaluate_phase("problem_clarification", said)
        assert evaluation["evaluator"] == "coverage" and "QPS" in evaluation["covered"]
