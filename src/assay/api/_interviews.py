"""The mock interview over HTTP: REST for sessions and reports, a WebSocket for streamed turns.

``POST /api/interviews`` starts one and returns the candidate token, required on every other call
(``Authorization: Bearer <token>``; the WebSocket takes ``?token=``). Error bodies are the API's
usual ``{"success": false, "error", "message", "details"}`` with the statuses of docs/interview.md.

WebSocket ``/ws/interviews/{id}``: the server sends ``ready``, then for each interviewer turn
``turn_start``, ``token``… and ``turn_end``. A ``{"type": "message"}`` sent while a turn streams
interrupts it: the model call is cancelled, the part already said is stored marked interrupted,
and the new message is answered.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from assay.api._errors import SYSTEM_ERRORS, error_response
from assay.envelope import ErrorResponse
from assay.errors import AssayError, UserInputError
from assay.interview import InterviewService, InterviewView, PreparedTurn, list_questions

__all__ = ["router"]

log = logging.getLogger("assay.api")

router = APIRouter(tags=["interviews"])


class _Body(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class StartInterviewRequest(_Body):
    """Start an interview (every field optional)."""

    company: str = Field(default="default", max_length=100)
    question_id: str | None = Field(default=None, max_length=100)
    candidate_name: str | None = Field(default=None, max_length=100)


class CandidateMessage(_Body):
    """One message of the candidate."""

    content: str


def get_interview_service(request: Request) -> InterviewService:
    """The app's interview service, built on first use (the database is migrated then)."""
    return _service(request.app.state)


def _service(state: Any) -> InterviewService:
    service: InterviewService | None = getattr(state, "interviews", None)
    if service is None:
        service = InterviewService()
        state.interviews = service
    return service


ServiceDep = Annotated[InterviewService, Depends(get_interview_service)]


def candidate_token(
    authorization: Annotated[str | None, Header()] = None,
    x_candidate_token: Annotated[str | None, Header()] = None,
) -> str | None:
    """The candidate token: ``Authorization: Bearer <token>`` (or ``X-Candidate-Token``)."""
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip() or None
    return x_candidate_token


TokenDep = Annotated[str | None, Depends(candidate_token)]


def _error(exc: AssayError) -> JSONResponse:
    status = getattr(exc, "http_status", None)
    if status is None or not isinstance(exc, UserInputError):
        raise exc
    details = dict(exc.details)
    if exc.hint:
        details["hint"] = exc.hint
    return error_response(status, exc.code, exc.message, details)


_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse, "description": "CANDIDATE_TOKEN_REQUIRED"},
    404: {"model": ErrorResponse, "description": "INTERVIEW_NOT_FOUND (unknown, or another candidate's)"},
    **SYSTEM_ERRORS,
}


@router.get("/api/interview-questions")
async def questions() -> dict[str, Any]:
    """The bundled system-design questions."""
    return {
        "questions": [
            {"id": q.id, "title": q.title, "difficulty": q.difficulty, "prompt": q.prompt}
            for q in list_questions()
        ]
    }


@router.post("/api/interviews", status_code=201, responses={404: {"model": ErrorResponse}, **SYSTEM_ERRORS})
async def start_interview(body: StartInterviewRequest, service: ServiceDep, token: TokenDep) -> Any:
    """Start an interview; the answer holds ``candidateToken`` — keep it, every other call needs it."""
    try:
        started = await service.start(
            company=body.company,
            question_id=body.question_id,
            candidate_name=body.candidate_name,
            token=token,
        )
    except UserInputError as exc:
        return _error(exc)
    return {
        "interviewId": started.interview_id,
        "candidateToken": started.candidate_token,
        "reply": started.reply,
        "state": started.view.model_dump(mode="json"),
    }


@router.get("/api/interviews/{interview_id}", responses=_ERRORS)
async def get_interview(interview_id: str, service: ServiceDep, token: TokenDep) -> Any:
    """The interview's state: phase, sub-phase, phases, completed phases, provider."""
    try:
        return (await service.view(interview_id, token)).model_dump(mode="json")
    except UserInputError as exc:
        return _error(exc)


@router.get("/api/interviews/{interview_id}/transcript", responses=_ERRORS)
async def get_transcript(
    interview_id: str, service: ServiceDep, token: TokenDep, events: bool = False
) -> Any:
    """The messages in order (``?events=true``: every event, transitions and evaluations included)."""
    try:
        all_events = await service.events(interview_id, token)
    except UserInputError as exc:
        return _error(exc)
    chosen = all_events if events else [e for e in all_events if e.kind == "message"]
    return {
        "interviewId": interview_id,
        "messages" if not events else "events": [
            {
                "seq": e.seq,
                "role": e.author,
                "kind": e.kind,
                "content": e.content,
                "interrupted": e.interrupted,
                "createdAt": e.created_at.isoformat(),
                **({"stateDelta": e.state_delta} if events else {}),
            }
            for e in chosen
        ],
    }


@router.get("/api/interviews/{interview_id}/report", responses=_ERRORS)
async def get_report(interview_id: str, service: ServiceDep, token: TokenDep) -> Any:
    """Per phase: status, score 0-10, evidence (the candidate's sentences), gaps, feedback."""
    try:
        return (await service.report(interview_id, token)).model_dump(mode="json")
    except UserInputError as exc:
        return _error(exc)


@router.post(
    "/api/interviews/{interview_id}/messages",
    responses={
        **_ERRORS,
        409: {"model": ErrorResponse, "description": "INTERVIEW_FINISHED or INTERVIEW_BUSY"},
        413: {"model": ErrorResponse, "description": "MESSAGE_TOO_LONG or PAYLOAD_TOO_LARGE"},
        422: {"model": ErrorResponse, "description": "EMPTY_MESSAGE or INVALID_INPUT"},
    },
)
async def send_message(
    interview_id: str, body: CandidateMessage, service: ServiceDep, token: TokenDep
) -> Any:
    """Send the candidate's message; the interviewer's whole reply comes back (no streaming)."""
    try:
        turn = await service.send(interview_id, token, body.content)
    except UserInputError as exc:
        return _error(exc)
    return {
        "reply": turn.reply,
        "evaluation": turn.evaluation.model_dump(mode="json") if turn.evaluation else None,
        "transitions": turn.transitions,
        "state": turn.view.model_dump(mode="json"),
    }


class _Socket:
    """One WebSocket conversation: at most one interviewer turn streams at a time."""

    def __init__(self, websocket: WebSocket, service: InterviewService) -> None:
        self.ws = websocket
        self.service = service
        self.turn: PreparedTurn | None = None
        self.task: asyncio.Task[None] | None = None
        self.finishing: asyncio.Future[InterviewView] | None = None

    async def send(self, payload: dict[str, Any]) -> None:
        with contextlib.suppress(RuntimeError, WebSocketDisconnect):
            await self.ws.send_json(payload)

    async def error(self, exc: AssayError, status: int) -> None:
        await self.send(
            {"type": "error", "status": status, "error": exc.code, "message": exc.message, "hint": exc.hint}
        )

    def speak(self, turn: PreparedTurn) -> None:
        self.turn = turn
        self.finishing = None
        self.task = asyncio.create_task(self._speak(turn))

    async def _speak(self, turn: PreparedTurn) -> None:
        await self.send({"type": "turn_start", "kind": turn.brief.kind})
        try:
            async for piece in turn.stream():
                await self.send({"type": "token", "text": piece})
        except Exception:  # our step failed: keep what was said, tell the candidate it was not them
            log.exception("interview %s: the interviewer's turn failed", turn.interview_id)
            self.finishing = asyncio.ensure_future(self.service.finish_turn(turn, interrupted=True))
            view = await asyncio.shield(self.finishing)
            await self._turn_end(turn, view, interrupted=True)
            await self.send(_TURN_FAILED)
            return
        # Shielded: an interruption arriving now must not leave the finished turn half-stored.
        self.finishing = asyncio.ensure_future(self.service.finish_turn(turn, interrupted=False))
        view = await asyncio.shield(self.finishing)
        await self._turn_end(turn, view, interrupted=False)

    async def _turn_end(self, turn: PreparedTurn, view: InterviewView, *, interrupted: bool) -> None:
        evaluation = turn.brief.evaluation
        await self.send(
            {
                "type": "turn_end",
                "interrupted": interrupted,
                "content": turn.text,
                "evaluation": evaluation.model_dump(mode="json") if evaluation else None,
                "state": view.model_dump(mode="json"),
            }
        )

    async def interrupt(self) -> None:
        """Stop the turn that is streaming (cancelling the model call) and keep what was said."""
        task, turn = self.task, self.turn
        self.task = None
        if task is None or turn is None:
            return
        if not task.done():
            task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        if self.finishing is not None:  # it had finished speaking: stored whole, not interrupted
            await asyncio.gather(self.finishing, return_exceptions=True)
            return
        view = await self.service.finish_turn(turn, interrupted=True)
        log.info(
            "interview %s: the interviewer's turn was interrupted after %d characters",
            turn.interview_id,
            len(turn.text),
        )
        await self._turn_end(turn, view, interrupted=True)


_TURN_FAILED = {
    "type": "error",
    "status": 500,
    "error": "INTERVIEWER_FAILED",
    "message": "The interviewer could not finish its turn (our fault, not yours); send your next message "
    "and the interview goes on.",
}

_BAD_FRAME = {
    "type": "error",
    "status": 422,
    "error": "INVALID_INPUT",
    "message": 'send {"type": "message", "content": "<text>"}',
}


@router.websocket("/ws/interviews/{interview_id}")
async def interview_socket(websocket: WebSocket, interview_id: str, token: str | None = None) -> None:
    """Stream the interviewer's turns; a message sent during one interrupts it."""
    service = _service(websocket.app.state)
    await websocket.accept()
    socket = _Socket(websocket, service)
    try:
        view = await service.view(interview_id, token)
    except UserInputError as exc:
        status = getattr(exc, "http_status", 422)
        await socket.error(exc, status)
        await websocket.close(code=4000 + int(status))
        return
    await socket.send({"type": "ready", "state": view.model_dump(mode="json")})
    pending = await service.pending(interview_id, token)
    if pending is not None:
        socket.speak(pending)
    try:
        while True:
            try:
                data = json.loads(await websocket.receive_text())
            except ValueError:
                await socket.send(_BAD_FRAME)
                continue
            content = data.get("content") if isinstance(data, dict) else None
            if not isinstance(data, dict) or data.get("type") != "message" or not isinstance(content, str):
                await socket.send(_BAD_FRAME)
                continue
            await socket.interrupt()
            try:
                turn = await service.begin_turn(interview_id, token, content)
            except UserInputError as exc:
                await socket.error(exc, getattr(exc, "http_status", 422))
                continue
            socket.speak(turn)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        await socket.interrupt()
