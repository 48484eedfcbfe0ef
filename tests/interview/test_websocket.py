"""The WebSocket: the interviewer's turn streams token by token; a message sent meanwhile interrupts it.

A real uvicorn, a real WebSocket client (``websockets``) and a real streaming OpenAI-compatible server
whose answer stops after a few tokens until released, so the interruption lands mid-turn every time
(the test waits on events, never on sleeps).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import websockets

from assay.interview import Interviewer, InterviewService, InterviewSettings
from assay.llm import Gateway, LLMSettings
from assay.storage import InterviewRepository
from tests.interview.conftest import make_service
from tests.interview.support import StreamedAnswer, StreamingOpenAI, interview_app, serve, streaming_openai


@pytest.fixture
def model() -> Iterator[StreamingOpenAI]:
    with streaming_openai() as server:
        yield server


def _model_service(repository: InterviewRepository, model: StreamingOpenAI) -> InterviewService:
    settings = LLMSettings(
        openai_base_url=model.url, openai_api_key="test-key", llm_max_retries=0, llm_cache=False
    )
    gateway = Gateway("openai:interviewer", settings=settings, cache=False)
    return InterviewService(
        repository, settings=InterviewSettings(), gateway=gateway, interviewer=Interviewer(gateway)
    )


async def _until(ws: Any, kind: str) -> list[dict[str, Any]]:
    seen: list[dict[str, Any]] = []
    while True:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 20))
        seen.append(frame)
        if frame["type"] == kind:
            return seen


async def test_streamed_turn_is_interrupted_by_a_new_message(
    repository: InterviewRepository, model: StreamingOpenAI
) -> None:
    service = _model_service(repository, model)
    model.script(
        StreamedAnswer(["Hello ", "Ada, ", "welcome."]),  # the intro (POST /api/interviews)
        StreamedAnswer(["Let's ", "start: ", "who ", "are ", "the ", "users?"], hold_after=3),
        StreamedAnswer(["Sure, ", "take ", "your ", "time."]),
    )
    with serve(interview_app(service)) as url:
        async with httpx.AsyncClient(base_url=url, timeout=30) as http:
            started = (
                await http.post("/api/interviews", json={"questionId": "chat", "candidateName": "Ada"})
            ).json()
            assert started["reply"] == "Hello Ada, welcome."
            iid, token = started["interviewId"], started["candidateToken"]
            async with websockets.connect(
                f"{url.replace('http', 'ws')}/ws/interviews/{iid}?token={token}"
            ) as ws:
                ready = json.loads(await ws.recv())
                assert ready["type"] == "ready" and ready["state"]["interview_phase"] == "intro"
                await ws.send(json.dumps({"type": "message", "content": "I'm ready."}))
                frames = await _until(ws, "turn_start")
                tokens: list[str] = []
                while len(tokens) < 3:
                    frame = json.loads(await asyncio.wait_for(ws.recv(), 20))
                    assert frame["type"] == "token"
                    tokens.append(frame["text"])
                assert tokens == ["Let's ", "start: ", "who "]  # one frame per token, as the model sent them
                assert await asyncio.to_thread(model.holding.wait, 20)
                await ws.send(
                    json.dumps({"type": "message", "content": "Wait — can I ask about group chats first?"})
                )
                frames = await _until(ws, "turn_end")
                end = frames[-1]
                assert end["interrupted"] is True and end["content"] == "Let's start: who "
                assert await asyncio.to_thread(model.client_gone.wait, 20), "the model call was not cancelled"
                frames = await _until(ws, "turn_end")
                assert frames[-1]["interrupted"] is False and frames[-1]["content"] == "Sure, take your time."
                assert [f["text"] for f in frames if f["type"] == "token"] == [
                    "Sure, ",
                    "take ",
                    "your ",
                    "time.",
                ]
            transcript = (
                await http.get(
                    f"/api/interviews/{iid}/transcript", headers={"Authorization": f"Bearer {token}"}
                )
            ).json()["messages"]
    assert [(m["role"], m["content"], m["interrupted"]) for m in transcript] == [
        ("interviewer", "Hello Ada, welcome.", False),
        ("candidate", "I'm ready.", False),
        ("interviewer", "Let's start: who ", True),
        ("candidate", "Wait — can I ask about group chats first?", False),
        ("interviewer", "Sure, take your time.", False),
    ]
    # The model was asked with the design sub-phase prompt of the current phase.
    system = model.requests[1]["messages"][0]["content"]
    assert "**Problem Clarification** phase" in system and "Key topics to cover:" in system
    assert model.requests[1]["stream"] is True


async def test_websocket_refuses_bad_tokens_and_frames(service: InterviewService) -> None:
    started = await service.start(question_id="chat")
    with serve(interview_app(service)) as url:
        base = url.replace("http", "ws")
        async with websockets.connect(f"{base}/ws/interviews/{started.interview_id}?token=wrong") as ws:
            frame = json.loads(await ws.recv())
            assert (
                frame["type"] == "error"
                and frame["error"] == "INTERVIEW_NOT_FOUND"
                and frame["status"] == 404
            )
            with pytest.raises(websockets.ConnectionClosed) as closed:
                await ws.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404
        uri = f"{base}/ws/interviews/{started.interview_id}?token={started.candidate_token}"
        async with websockets.connect(uri) as ws:
            assert json.loads(await ws.recv())["type"] == "ready"
            await ws.send(json.dumps({"type": "hello"}))
            assert json.loads(await ws.recv())["error"] == "INVALID_INPUT"
            await ws.send("not json")
            assert json.loads(await ws.recv())["error"] == "INVALID_INPUT"  # and the connection stays open
            await ws.send(json.dumps({"type": "message", "content": "x" * 5000}))
            frame = json.loads(await ws.recv())
            assert frame["error"] == "MESSAGE_TOO_LONG" and frame["status"] == 413
            await ws.send(json.dumps({"type": "message", "content": "ready"}))  # deterministic interviewer
            frames = await _until(ws, "turn_end")
            assert frames[0]["type"] == "turn_start" and frames[0]["kind"] == "opening"
            assert sum(1 for f in frames if f["type"] == "token") > 5
            assert frames[-1]["state"]["design_sub_phase"] == "problem_clarification"


async def test_a_pending_turn_is_spoken_when_the_candidate_reconnects(
    service: InterviewService, repository: InterviewRepository
) -> None:
    started = await service.start(question_id="chat")
    await service.begin_turn(started.interview_id, started.candidate_token, "ready")  # then the server "died"
    restarted = make_service(repository)
    with serve(interview_app(restarted)) as url:
        iid, token = started.interview_id, started.candidate_token
        uri = f"{url.replace('http', 'ws')}/ws/interviews/{iid}?token={token}"
        async with websockets.connect(uri) as ws:
            ready = json.loads(await ws.recv())
            assert ready["state"]["awaiting"] == "interviewer"
            frames = await _until(ws, "turn_end")
            assert "Problem Clarification" in frames[-1]["content"]
            assert frames[-1]["state"]["awaiting"] == "candidate"


async def test_a_failing_interviewer_model_is_replaced_by_the_deterministic_interviewer(
    repository: InterviewRepository, model: StreamingOpenAI, caplog: pytest.LogCaptureFixture
) -> None:
    service = _model_service(repository, model)
    model.script(StreamedAnswer(["Hi."]), StreamedAnswer([], status=500))
    started = await service.start(question_id="chat")
    turn = await service.send(started.interview_id, started.candidate_token, "ready")
    assert turn.reply.startswith("Great, let's begin.")  # the deterministic opening of the first phase
    assert any("the deterministic interviewer spoke instead" in r.getMessage() for r in caplog.records)
