"""The interviewer's turns: the deterministic interviewer, or a model prompted per phase.

With no model the interviewer is deterministic: it presents the question, opens each sub-phase with
a probe of its first topic, asks one probing question per gap, gives the question bank's hints when
the candidate is stuck, and closes with the per-phase results. With a model, the same brief becomes
the design sub-phase prompt (docs/interview.md, "The interviewer") plus the result of
``evaluate_design_phase`` as a tool result; if the model fails before saying anything, the
deterministic text is said instead (and the log says why).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Sequence
from typing import Any

from pydantic import BaseModel, Field

from assay.errors import AssayError
from assay.interview._flow import TurnBrief
from assay.interview._models import ChatMessage, Phase, Question
from assay.interview._phases import probe_for
from assay.interview._prompts import load_prompt
from assay.interview._streaming import stream_completion, words
from assay.llm import Gateway, GenerationOptions

__all__ = ["InterviewContext", "Interviewer", "deterministic_reply"]

log = logging.getLogger("assay.interview")

#: Messages of history the model sees (the prompt of a small local model must stay short).
HISTORY_MESSAGES = 8


class InterviewContext(BaseModel):
    """What the interviewer knows about the interview."""

    company: str = "default"
    candidate_name: str = "there"
    question_title: str = ""
    question_text: str = ""
    question: Question | None = None
    phases: list[Phase] = Field(default_factory=list)
    phase_results: dict[str, Any] = Field(default_factory=dict)

    def phase(self, phase_id: str | None) -> Phase | None:
        return next((p for p in self.phases if p.id == phase_id), None)


def _results_line(ctx: InterviewContext) -> str:
    parts = []
    for phase in ctx.phases:
        result = ctx.phase_results.get(phase.id)
        if result is not None:
            parts.append(f"{phase.name} {float(result.get('score', 0)):g}/10")
    return "; ".join(parts) if parts else "no phase scored"


def _opening(phase: Phase, ctx: InterviewContext) -> str:
    first = phase.keywords[0] if phase.keywords else phase.name
    return (
        f"Let's turn to {phase.name}: {phase.description.rstrip('.')}. {probe_for(first, ctx.question_title)}"
    )


def deterministic_reply(brief: TurnBrief, ctx: InterviewContext) -> str:
    """The interviewer's words for ``brief`` without a model (one question at a time)."""
    phase = ctx.phase(brief.phase_id)
    following = ctx.phase(brief.next_phase_id)
    if brief.kind == "intro":
        # The phases are loaded when the design starts; the intro only says how the interview goes.
        plan = (
            f"We'll go through these phases: {', '.join(p.name for p in ctx.phases)}."
            if ctx.phases
            else "We'll work through the design step by step, from clarifying the problem onwards."
        )
        who = f" for {ctx.company}" if ctx.company != "default" else ""
        return (
            f"Hello {ctx.candidate_name}, I'll be your interviewer today{who}. The question: "
            f"{ctx.question_text}\n\n{plan} I'll ask one question at a time; be concrete — numbers, "
            "choices and their reasons. Tell me when you're ready to start."
        )
    if brief.kind == "opening" and phase is not None:
        return f"Great, let's begin. {_opening(phase, ctx)}"
    if brief.kind == "single_open":
        return (
            "Great, let's begin. Walk me through your design, starting wherever you like; "
            'say "I\'m done" when you have finished.'
        )
    if brief.kind == "single_probe":
        return f"Thanks. {probe_for(brief.probe_item or 'architecture', ctx.question_title)}"
    if brief.kind in ("advance", "move_on") and phase is not None and following is not None:
        score = brief.evaluation.score if brief.evaluation else 0
        if brief.kind == "advance":
            lead = f"Good — that covers {phase.name} (score {score:g}/10)."
        else:
            gaps = ", ".join(brief.evaluation.gaps) if brief.evaluation else ""
            lead = f"Let's keep moving; we can come back to {gaps or phase.name} later."
        return f"{lead} {_opening(following, ctx)}"
    if brief.kind == "probe":
        text = probe_for(brief.probe_item or "", ctx.question_title) if brief.probe_item else "Go on."
        if brief.hint:
            text += f" Hint: {brief.hint}"
        return f"Thanks. {text}"
    if brief.kind in ("closing", "advance", "move_on"):
        return (
            f"That completes the design phases ({_results_line(ctx)}). Before we wrap up: do you have any "
            "questions for me, or anything you'd like to add?"
        )
    if brief.kind == "farewell":
        return (
            f"Thank you, {ctx.candidate_name} — that's the end of the interview. Your per-phase report "
            f"({_results_line(ctx)}) is ready. Good luck!"
        )
    return "Please go on."


def _tool_note(brief: TurnBrief) -> str:
    if not brief.tool_result:
        return ""
    return f'\n\n<tool_result name="evaluate_design_phase">\n{brief.tool_result}\n</tool_result>'


def model_messages(
    brief: TurnBrief, ctx: InterviewContext, history: Sequence[ChatMessage]
) -> list[dict[str, str]]:
    """The chat messages that ask a model for the interviewer's turn."""
    phase = ctx.phase(brief.next_phase_id) or ctx.phase(brief.phase_id)
    if brief.kind == "intro":
        system = load_prompt(
            "intro.txt",
            company=ctx.company,
            candidate_name=ctx.candidate_name,
            interview_question=ctx.question_text,
            phase_names=", ".join(p.name for p in ctx.phases)
            or "one step at a time, from clarifying the problem on",
        )
    elif brief.kind in ("closing", "farewell"):
        instruction = (
            "Ask whether they have questions or anything to add."
            if brief.kind == "closing"
            else "Thank them and say goodbye; the interview is over."
        )
        system = load_prompt(
            "closing.txt", company=ctx.company, results=_results_line(ctx), closing_instruction=instruction
        )
    elif phase is not None:
        system = load_prompt(
            "design_sub_phase.txt",
            company=ctx.company,
            candidate_name=ctx.candidate_name,
            interview_question=ctx.question_text,
            phase_name=phase.name,
            phase_description=phase.description,
            phase_keywords=", ".join(phase.keywords),
        )
        hints = ctx.question.hints(phase.id) if ctx.question else []
        if brief.hint or hints:
            system += f"\n\n<hints>\n{brief.hint or hints[0]}\n</hints>"
    else:
        system = load_prompt("design_phase.txt", company=ctx.company, interview_question=ctx.question_text)
    system += _tool_note(brief)
    messages = [{"role": "system", "content": system}]
    for message in list(history)[-HISTORY_MESSAGES:]:
        role = "user" if message.role == "candidate" else "assistant"
        messages.append({"role": role, "content": message.content})
    if len(messages) == 1 or messages[-1]["role"] != "user":
        messages.append({"role": "user", "content": "(The candidate is waiting for you to speak.)"})
    return messages


class Interviewer:
    """Produces the interviewer's turn as a stream of text pieces.

    Args:
        gateway: the LLM gateway; ``None`` or an unconfigured one gives the deterministic interviewer.
        model: the interviewer's ``provider:model`` (default: the gateway's).
    """

    def __init__(self, gateway: Gateway | None = None, *, model: str | None = None) -> None:
        self.gateway = gateway
        self.model = model

    @property
    def uses_model(self) -> bool:
        """Whether a model speaks (else the deterministic interviewer)."""
        if self.gateway is None:
            return False
        if self.model is not None:
            return self.model.strip().lower() not in ("", "none", "off", "disabled")
        return self.gateway.configured

    @property
    def label(self) -> str:
        """``deterministic`` or the model string."""
        if not self.uses_model or self.gateway is None:
            return "deterministic"
        return self.model or self.gateway.model_id

    async def stream(
        self, brief: TurnBrief, ctx: InterviewContext, history: Sequence[ChatMessage]
    ) -> AsyncIterator[str]:
        """The turn, piece by piece. Cancelling the consumer cancels the model call."""
        if not self.uses_model or self.gateway is None:
            for piece in words(deterministic_reply(brief, ctx)):
                yield piece
            return
        said = False
        try:
            async for piece in stream_completion(
                self.gateway,
                model_messages(brief, ctx, history),
                model=self.model,
                options=GenerationOptions(temperature=0.3, max_tokens=220),
            ):
                said = True
                yield piece
        except AssayError as exc:
            log.warning(
                "the interviewer model %s failed (%s: %s); %s",
                self.label,
                exc.code,
                exc.message,
                "the deterministic interviewer spoke instead"
                if not said
                else "the turn ends where it stopped",
            )
            if said:
                return
            for piece in words(deterministic_reply(brief, ctx)):
                yield piece
            return
        if not said:
            for piece in words(deterministic_reply(brief, ctx)):
                yield piece
