"""The interview service: sessions, turns and reports over the project database.

A turn is a pipeline: load the session (checking the candidate token) → validate the message →
plan (:mod:`assay.interview._flow`: evaluate the phase through the company's provider, compute the
state deltas, brief the interviewer) → append the candidate's message and the transition events in
one transaction → the interviewer speaks (streamed) → append the interviewer's message. State only
changes through appended events; the brief the interviewer still owes is part of the state
(``pending_turn``), so after a restart the turn is said on the next connection.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import uuid
from collections.abc import AsyncIterator, Sequence
from typing import Any

from pydantic import BaseModel

from assay.errors import InvalidInputError
from assay.interview._bank import get_question, list_questions
from assay.interview._errors import (
    InterviewBusyError,
    InterviewFinishedError,
    InterviewNotFoundError,
    MessageTooLongError,
    TokenRequiredError,
    UnknownQuestionError,
)
from assay.interview._flow import (
    TurnBrief,
    advance_after_evaluation,
    conversation_since_phase_start,
    current_phase,
    enter_design,
    phases_of,
    signals_done,
)
from assay.interview._interviewer import InterviewContext, Interviewer
from assay.interview._matching import coverage
from assay.interview._models import (
    ChatMessage,
    InterviewEvent,
    InterviewReport,
    InterviewView,
    Phase,
    PhaseEvaluation,
    Question,
    TurnResult,
)
from assay.interview._phases import default_phases
from assay.interview._protocol import InterviewAgentProtocol
from assay.interview._providers import CompanyFactory
from assay.interview._report import build_report, view_of
from assay.interview._settings import InterviewSettings, get_interview_settings
from assay.llm import Gateway, get_gateway
from assay.storage import (
    InterviewEventRecord,
    InterviewRepository,
    InterviewSessionRecord,
    StaleSessionError,
    get_interview_repository,
)

__all__ = ["InterviewService", "PreparedTurn", "StartedInterview", "hash_token"]

log = logging.getLogger("assay.interview")


def hash_token(token: str) -> str:
    """What is stored of a candidate token (never the token itself)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class StartedInterview(BaseModel):
    """A new interview: its id, the candidate's token (shown once) and the interviewer's first words."""

    interview_id: str
    candidate_token: str
    reply: str
    view: InterviewView


class PreparedTurn:
    """A turn whose candidate message and transitions are stored; the interviewer has yet to speak."""

    def __init__(
        self,
        service: InterviewService,
        record: InterviewSessionRecord,
        brief: TurnBrief,
        ctx: InterviewContext,
        history: list[ChatMessage],
    ) -> None:
        self.service = service
        self.record = record
        self.brief = brief
        self.ctx = ctx
        self.history = history
        self.said: list[str] = []

    @property
    def interview_id(self) -> str:
        return self.record.id

    async def stream(self) -> AsyncIterator[str]:
        """The interviewer's words as they come; what was said so far is kept in :attr:`said`."""
        async for piece in self.service.interviewer.stream(self.brief, self.ctx, self.history):
            self.said.append(piece)
            yield piece

    @property
    def text(self) -> str:
        return "".join(self.said)


class InterviewService:
    """Runs interviews (see the module docstring).

    Args:
        repository: the interview store (default: the project database, migrated on first use).
        settings: the interview settings (default: ``ASSAY_INTERVIEW_*``).
        gateway: the LLM gateway for the interviewer and the LLM evaluator.
        interviewer: who speaks (default: the gateway's model when configured, else deterministic).
    """

    def __init__(
        self,
        repository: InterviewRepository | None = None,
        *,
        settings: InterviewSettings | None = None,
        gateway: Gateway | None = None,
        interviewer: Interviewer | None = None,
        factory: CompanyFactory | None = None,
    ) -> None:
        self._repository = repository
        self.settings = settings or get_interview_settings()
        self.gateway = gateway or get_gateway()
        self.interviewer = interviewer or Interviewer(self.gateway, model=self.settings.model)
        self.factory = factory or CompanyFactory(self.settings, gateway=self.gateway)
        self._busy: set[str] = set()

    @property
    def repository(self) -> InterviewRepository:
        if self._repository is None:
            self._repository = get_interview_repository()
        return self._repository

    # -- sessions -----------------------------------------------------------------------------

    async def start(
        self,
        *,
        company: str = "default",
        question_id: str | None = None,
        candidate_name: str | None = None,
        token: str | None = None,
    ) -> StartedInterview:
        """Route, pick the question, greet: an interview waiting for the candidate in ``intro``.

        Args:
            token: a candidate token from an earlier interview: the new one belongs to the same
                candidate (their ``user:`` state carries over); otherwise a new token is issued.

        Raises:
            UnknownQuestionError: ``question_id`` is not in the bank.
        """
        company = (company or "default").strip() or "default"
        question = get_question(question_id) if question_id else None
        interview_id = str(uuid.uuid4())
        user_id: str | None = None
        if token:
            user_id = await asyncio.to_thread(self.repository.user_for_token, hash_token(token))
        if user_id is None:
            token = secrets.token_urlsafe(24)
            user_id = str(uuid.uuid4())
        assert token is not None
        provider = self.factory.get_tools(company, "system_design", question=question)
        name = (candidate_name or "").strip()[:100] or "there"
        started = await provider.start_interview(
            "system_design", {"candidate_name": name, "question_id": question_id, "seed": interview_id}
        )
        question_text = str(started.get("question") or await provider.get_question())
        started_id = str(started.get("question_id") or (question.id if question else ""))
        bank_question = question or _bank_question(started_id)
        routing = {"company": company, "interview_type": "system_design", "provider": provider.name}
        reason = getattr(provider, "fallback_reason", None)
        if reason:
            routing.update(provider="default", fallback_reason=reason)
        previous = (await asyncio.to_thread(self.repository.user_state, user_id)).get("interviews_started")
        brief = TurnBrief(kind="intro")
        events = [
            _event(
                1,
                "system",
                "transition",
                "routing",
                {"interview_phase": "routing", "routing_decision": routing},
            ),
            _event(
                2,
                "system",
                "transition",
                "intro",
                {
                    "interview_phase": "intro",
                    "interview_question": question_text,
                    "question_id": started_id,
                    "question_title": str(started.get("question_title") or started_id),
                    "candidate_name": name,
                    "user:interviews_started": int(previous or 0) + 1,
                    "app:question_bank_size": len(list_questions()),
                    "temp:provider_start": started,
                    "pending_turn": brief.model_dump(mode="json"),
                },
            ),
        ]
        record = await asyncio.to_thread(
            self.repository.create,
            session_id=interview_id,
            user_id=user_id,
            token_hash=hash_token(token),
            company=company,
            events=events,
        )
        prepared = PreparedTurn(self, record, brief, self._context(record, bank_question), [])
        reply = "".join([piece async for piece in prepared.stream()])
        view = await self.finish_turn(prepared, interrupted=False)
        log.info(
            "interview %s started: company %s, question %s, provider %s",
            interview_id,
            company,
            started_id,
            routing["provider"],
        )
        return StartedInterview(interview_id=interview_id, candidate_token=token, reply=reply, view=view)

    async def load(self, interview_id: str, token: str | None) -> InterviewSessionRecord:
        """The session, if ``token`` is its candidate's.

        Raises:
            TokenRequiredError: no token.
            InterviewNotFoundError: unknown id, or another candidate's interview (they look the same).
        """
        if not token:
            raise TokenRequiredError(
                "this call needs the candidate token returned when the interview started",
                hint="send it as 'Authorization: Bearer <token>' (WebSocket: ?token=<token>)",
            )
        record = await asyncio.to_thread(self.repository.get, interview_id)
        if record is None or not secrets.compare_digest(record.token_hash, hash_token(token)):
            raise InterviewNotFoundError(
                f"no interview {interview_id!r} for this candidate",
                hint="check the interview id and the candidate token, or start a new interview",
                details={"interviewId": interview_id},
            )
        return record

    async def view(self, interview_id: str, token: str | None) -> InterviewView:
        """The candidate-visible state."""
        return self._view(await self.load(interview_id, token))

    async def events(self, interview_id: str, token: str | None) -> list[InterviewEvent]:
        """Every event of the interview, in order."""
        await self.load(interview_id, token)
        return await self._events(interview_id)

    async def _events(self, interview_id: str) -> list[InterviewEvent]:
        rows = await asyncio.to_thread(self.repository.events, interview_id)
        return [InterviewEvent.model_validate(r.model_dump()) for r in rows]

    async def report(self, interview_id: str, token: str | None) -> InterviewReport:
        """The per-phase report (score, evidence, gaps, feedback), final or so far."""
        return build_report(await self.load(interview_id, token))

    # -- turns --------------------------------------------------------------------------------

    def validate_message(self, content: str) -> str:
        """The message, stripped; refused when empty or too long."""
        text = content.strip() if isinstance(content, str) else ""
        if not text:
            raise InvalidInputError(
                "the message is empty", code="EMPTY_MESSAGE", hint="send the candidate's answer as text"
            )
        limit = self.settings.max_message_chars
        if len(text) > limit:
            raise MessageTooLongError(
                f"the message has {len(text):,} characters; the limit is {limit:,}",
                hint="split the answer into several messages",
                details={"limitChars": limit, "chars": len(text)},
            )
        return text

    async def send(self, interview_id: str, token: str | None, content: str) -> TurnResult:
        """A whole turn without streaming: the candidate's message, then the interviewer's full reply."""
        prepared = await self.begin_turn(interview_id, token, content)
        try:
            reply = "".join([piece async for piece in prepared.stream()])
        finally:
            view = await self.finish_turn(prepared, interrupted=False)
        return TurnResult(
            reply=reply,
            evaluation=prepared.brief.evaluation,
            transitions=[str(t) for t in prepared.brief.extra.get("transitions", [])],
            view=view,
        )

    async def pending(self, interview_id: str, token: str | None) -> PreparedTurn | None:
        """The turn the interviewer still owes (after a restart or a dropped connection), if any."""
        record = await self.load(interview_id, token)
        pending = record.state.get("pending_turn")
        if not pending or interview_id in self._busy:
            return None
        self._busy.add(interview_id)
        try:
            brief = TurnBrief.model_validate(pending)
            events = await self._events(interview_id)
            return PreparedTurn(self, record, brief, self._context(record), _history(events))
        except Exception:
            self._busy.discard(interview_id)
            raise

    async def begin_turn(self, interview_id: str, token: str | None, content: str) -> PreparedTurn:
        """Store the candidate's message and its consequences; the interviewer's turn is then owed.

        Raises:
            InterviewFinishedError: the interview is over (HTTP 409).
            InterviewBusyError: another turn of this interview is in progress (HTTP 409).
            MessageTooLongError / InvalidInputError: the message is too long / empty.
        """
        record = await self.load(interview_id, token)
        text = self.validate_message(content)
        if record.state.get("interview_phase") == "done":
            raise InterviewFinishedError(
                f"interview {interview_id} is finished",
                hint="read its report (GET /api/interviews/{id}/report) or start a new interview",
            )
        if interview_id in self._busy:
            raise InterviewBusyError(
                f"interview {interview_id} is answering another message",
                hint="wait for the interviewer's turn to end, or send on the WebSocket to interrupt it",
            )
        self._busy.add(interview_id)
        try:
            events = await self._events(interview_id)
            new_events, brief, question = await self._plan(record, events, text)
            try:
                record = await asyncio.to_thread(
                    self.repository.append, interview_id, new_events, expected_count=record.event_count
                )
            except StaleSessionError:
                raise InterviewBusyError(
                    f"interview {interview_id} changed while this message was processed",
                    hint="read the transcript and send the message again",
                ) from None
            stored = [InterviewEvent.model_validate(e.model_dump()) for e in new_events]
            return PreparedTurn(
                self, record, brief, self._context(record, question), _history([*events, *stored])
            )
        except BaseException:
            self._busy.discard(interview_id)
            raise

    async def finish_turn(self, prepared: PreparedTurn, *, interrupted: bool) -> InterviewView:
        """Store what the interviewer said (all of it, or the part before an interruption)."""
        try:
            record = prepared.record
            event = _event(
                record.event_count + 1,
                "interviewer",
                "message",
                prepared.text,
                {"pending_turn": None},
                interrupted=interrupted,
            )
            for attempt in range(3):  # a reload absorbs a touch by another process; events are ours
                try:
                    stored = await asyncio.to_thread(
                        self.repository.append, record.id, [event], expected_count=record.event_count
                    )
                    return view_of(stored)
                except StaleSessionError:
                    if attempt == 2:
                        raise
                    fresh = await asyncio.to_thread(self.repository.get, record.id)
                    assert fresh is not None
                    record = fresh
                    event = event.model_copy(update={"seq": record.event_count + 1})
            raise AssertionError("unreachable")
        finally:
            self._busy.discard(prepared.interview_id)

    async def _plan(
        self, record: InterviewSessionRecord, events: list[InterviewEvent], text: str
    ) -> tuple[list[InterviewEventRecord], TurnBrief, Question | None]:
        state = record.state
        seq = record.event_count
        phase_name = state.get("interview_phase", "routing")
        candidate = _event(seq + 1, "candidate", "message", text, {"pending_turn": None})
        out: list[InterviewEventRecord] = [candidate]
        question = _bank_question(str(state.get("question_id") or ""))
        routing = dict(state.get("routing_decision") or {})
        company = str(routing.get("company") or record.company)
        remote = routing.get("provider") != "default"
        stored_phases = phases_of(state)
        provider = self.factory.get_tools(
            company, question=question, phases=stored_phases or None, remote=remote
        )
        brief: TurnBrief
        if phase_name in ("routing", "intro"):
            phases = await _design_phases(provider)
            delta = enter_design(phases, started_seq=seq + 2)
            reason = getattr(provider, "fallback_reason", None)
            if reason:
                delta["routing_decision"] = {**routing, "provider": "default", "fallback_reason": reason}
            out.append(_event(seq + 2, "system", "transition", "design", delta))
            brief = (
                TurnBrief(kind="opening", phase_id=phases[0].id) if phases else TurnBrief(kind="single_open")
            )
            brief.extra["transitions"] = ["design"]
        elif phase_name == "design" and stored_phases:
            brief = await self._design_turn(provider, state, events, candidate, out, question, routing)
        elif phase_name == "design":
            conversation = conversation_since_phase_start([*events, _as_event(candidate)], state)
            turns = sum(1 for m in conversation if m.role == "candidate")
            if signals_done(text) or turns >= self.settings.max_turns_per_phase * 3:
                out.append(
                    _event(
                        seq + 2,
                        "system",
                        "transition",
                        "closing",
                        {"design_complete": True, "interview_phase": "closing"},
                    )
                )
                brief = TurnBrief(kind="closing", extra={"transitions": ["closing"]})
            else:
                items = [k for p in default_phases() for k in p.keywords]
                gaps = coverage([m.content for m in conversation if m.role == "candidate"], items).gaps
                brief = TurnBrief(kind="single_probe", probe_item=gaps[0] if gaps else "architecture")
        else:  # closing: the candidate's last words, then goodbye
            out.append(_event(seq + 2, "system", "transition", "done", {"interview_phase": "done"}))
            brief = TurnBrief(kind="farewell", extra={"transitions": ["done"]})
        last = out[-1]
        out[-1] = last.model_copy(
            update={"state_delta": {**last.state_delta, "pending_turn": brief.model_dump(mode="json")}}
        )
        return out, brief, question

    async def _design_turn(
        self,
        provider: InterviewAgentProtocol,
        state: dict[str, Any],
        events: list[InterviewEvent],
        candidate: InterviewEventRecord,
        out: list[InterviewEventRecord],
        question: Question | None,
        routing: dict[str, Any],
    ) -> TurnBrief:
        """evaluate_design_phase on the conversation since the sub-phase started, then move or probe."""
        seq = candidate.seq
        phase = current_phase(state)
        assert phase is not None
        conversation = conversation_since_phase_start([*events, _as_event(candidate)], state)
        raw = await provider.evaluate_phase(phase.id, [m.model_dump() for m in conversation])
        evaluation = PhaseEvaluation.model_validate({"phase_id": phase.id, **raw})
        turns = sum(1 for m in conversation if m.role == "candidate")
        force = evaluation.decision != "next_phase" and turns >= self.settings.max_turns_per_phase
        delta, tool_message = advance_after_evaluation(state, evaluation, started_seq=seq + 1, force=force)
        reason = getattr(provider, "fallback_reason", None)
        if reason:
            delta["routing_decision"] = {**routing, "last_fallback_reason": reason}
        previous = (state.get("phase_results") or {}).get(phase.id)
        moved = "design_sub_phase" in delta or delta.get("interview_phase") == "closing"
        if not moved:
            before = len(previous.get("covered", [])) if isinstance(previous, dict) else -1
            stuck = int(state.get("phase_stuck") or 0) + (1 if len(evaluation.covered) <= before else 0)
            delta["phase_stuck"] = stuck
        else:
            delta["phase_stuck"] = 0
        out.append(_event(seq + 1, "system", "evaluation", tool_message, delta))
        brief = TurnBrief(kind="probe", phase_id=phase.id, evaluation=evaluation, tool_result=tool_message)
        if delta.get("interview_phase") == "closing":
            brief.kind = "closing"
            brief.extra["transitions"] = ["closing"]
        elif moved:
            brief.kind = "move_on" if force else "advance"
            brief.next_phase_id = str(delta["design_sub_phase"])
            brief.extra["transitions"] = [f"design:{delta['design_sub_phase']}"]
        else:
            gaps = evaluation.gaps or phase.keywords
            brief.probe_item = gaps[(turns - 1) % len(gaps)] if gaps else None
            hints = question.hints(phase.id) if question else []
            if delta["phase_stuck"] and hints:
                brief.hint = hints[(int(delta["phase_stuck"]) - 1) % len(hints)]
        return brief

    # -- views --------------------------------------------------------------------------------

    def _context(self, record: InterviewSessionRecord, question: Question | None = None) -> InterviewContext:
        state = record.state
        routing = state.get("routing_decision") or {}
        return InterviewContext(
            company=str(routing.get("company") or record.company),
            candidate_name=str(state.get("candidate_name") or "there"),
            question_title=str(state.get("question_title") or ""),
            question_text=str(state.get("interview_question") or ""),
            question=question or _bank_question(str(state.get("question_id") or "")),
            phases=phases_of(state),
            phase_results=dict(state.get("phase_results") or {}),
        )

    def _view(self, record: InterviewSessionRecord) -> InterviewView:
        return view_of(record)


async def _design_phases(provider: InterviewAgentProtocol) -> list[Phase]:
    """get_design_phases: the provider's sub-phases, or none (single-phase) when it has no get_phases."""
    getter = getattr(provider, "get_phases", None)
    if getter is None:
        return []
    return [Phase.model_validate(p) for p in await getter()]


def _bank_question(question_id: str) -> Question | None:
    if not question_id:
        return None
    try:
        return get_question(question_id)
    except UnknownQuestionError:  # a company agent's own question
        return None


def _event(
    seq: int,
    author: str,
    kind: str,
    content: str,
    delta: dict[str, Any],
    *,
    interrupted: bool = False,
) -> InterviewEventRecord:
    return InterviewEventRecord(
        seq=seq, author=author, kind=kind, content=content, state_delta=delta, interrupted=interrupted
    )


def _as_event(record: InterviewEventRecord) -> InterviewEvent:
    return InterviewEvent.model_validate(record.model_dump())


def _history(events: Sequence[InterviewEvent]) -> list[ChatMessage]:
    return [
        ChatMessage(role="candidate" if e.author == "candidate" else "interviewer", content=e.content)
        for e in events
        if e.kind == "message"
    ]
