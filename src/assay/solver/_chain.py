"""The chain: read a question, solve it, submit, follow the next URL, retry a wrong answer in time.

Protocol rules kept here (docs/solve.md, "The protocol" and "The chain"):

- the submission is ``{email, secret, url, answer}`` with ``url`` exactly as received;
- the submit URL comes from the page, resolved against its origin;
- each question has its own clock from the moment its URL was received; nothing starts that could
  not finish before it;
- difficulty 1-2 reveal the next URL even when wrong: a best-effort answer is submitted as soon as
  one model has one, then improved by the consensus answer if it differs; difficulty 3-5 reveal it
  only when correct: a wrong answer is retried with the server's reason fed back while time allows.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import httpx

from assay.errors import AssayError
from assay.solver._agent import MIN_ROUND_S, QuestionJob, StructuredGateway, solve_question
from assay.solver._browser import PageReader
from assay.solver._fetch import Fetcher
from assay.solver._idioms import file_idioms
from assay.solver._models import Attempt, Candidate, QuestionRecord, SolverEvent, TaskRecord
from assay.solver._page import answer_kind
from assay.solver._prompts import answer_hint_of, question_context
from assay.solver._runner import CodeRunner
from assay.solver._settings import SolverSettings
from assay.solver._vote import MAX_ANSWER_BYTES, normalise
from assay.solver._workspace import Workspace

__all__ = ["ChainRun", "submit_answer"]

Emit = Callable[[SolverEvent], Awaitable[None]]
# Submitted at difficulty <= 2 when no model answered (it reveals the next URL), in the form the
# page asks for so that the server reads it as a wrong answer rather than a malformed one.
_PLACEHOLDERS: dict[str | None, Any] = {
    "number": 0,
    "boolean": False,
    "object": {},
    "array": [],
    "string": "unknown",
    "data_uri": "data:text/plain;base64,",
    None: 0,
}


async def submit_answer(
    client: httpx.AsyncClient, submit_url: str, payload: dict[str, Any], *, timeout_s: float
) -> tuple[int, dict[str, Any]]:
    """POST the answer; returns the HTTP status and the reply (``{}`` when it is not JSON)."""
    body = json.dumps(payload, ensure_ascii=False, default=str).encode()
    if len(body) >= 1_000_000:
        raise ValueError(f"the submission is {len(body)} bytes; it must stay under 1 MB")
    response = await client.post(
        submit_url, content=body, headers={"Content-Type": "application/json"}, timeout=timeout_s
    )
    try:
        reply = response.json()
    except ValueError:
        reply = {"reason": response.text[:300]}
    return response.status_code, reply if isinstance(reply, dict) else {"reply": reply}


@dataclass
class ChainRun:
    """Solves one chain for one task; the record is updated in place as it goes."""

    record: TaskRecord
    settings: SolverSettings
    secret: str
    models: list[str]
    primary: str | None
    reader: PageReader
    runner: CodeRunner
    gateway: StructuredGateway
    client: httpx.AsyncClient
    workspace: Workspace
    emit: Emit
    use_cache: bool = True

    async def _event(self, kind: Any, question: int, message: str, **data: Any) -> None:
        await self.emit(
            SolverEvent(task_id=self.record.id, kind=kind, question=question, message=message, data=data)
        )

    async def run(self, start_url: str) -> None:
        """Follow the chain from ``start_url`` until it ends, breaks, or runs out of time."""
        context = await self.reader.new_context()
        fetcher = Fetcher(self.client, self.workspace)
        url: str | None = start_url
        received = time.monotonic()
        try:
            while url and len(self.record.questions) < self.settings.max_questions:
                question = QuestionRecord(url=url, started_at=time.time())
                self.record.questions.append(question)
                number = len(self.record.questions)
                await self._event("question_started", number, url)
                try:
                    url, received = await self._question(context, fetcher, question, number, received)
                except AssayError as exc:
                    question.error = f"{exc.code}: {exc.message}"
                    question.seconds = round(time.monotonic() - received, 3)
                    self.record.stopped_because = f"question {number}: {exc.message}"
                    url = None
                self.record.solved = sum(1 for q in self.record.questions if q.correct)
                await self._event(
                    "question_done",
                    number,
                    "correct" if question.correct else "not solved",
                    correct=question.correct,
                    seconds=question.seconds,
                )
            if url and self.record.stopped_because is None:
                self.record.stopped_because = (
                    f"stopped after {self.settings.max_questions} question(s) (ASSAY_SOLVE_MAX_QUESTIONS)"
                )
            elif self.record.stopped_because is None:
                self.record.stopped_because = "the chain ended (no next URL)"
        finally:
            await context.close()

    async def _question(
        self, context: Any, fetcher: Fetcher, question: QuestionRecord, number: int, received: float
    ) -> tuple[str | None, float]:
        settings = self.settings
        deadline = received + settings.question_time_s - settings.safety_margin_s
        page = await self.reader.read(context, question.url, self.workspace, fetcher)
        question.submit_url = page.submit_url
        question.difficulty = page.difficulty
        question.files = page.files
        await self._event(
            "page_read",
            number,
            f"difficulty {page.difficulty}, submit to {page.submit_url}",
            files=[f.name or f.error for f in page.files],
        )
        if not page.submit_url:
            self.record.stopped_because = f"question {number}: the page names no submit URL"
            question.error = "no submit URL on the page"
            return None, received
        low = page.difficulty is not None and page.difficulty <= settings.early_answer_max_difficulty
        hint = answer_hint_of(page)
        kind = answer_kind(hint)
        idioms = {
            f.name: file_idioms(f.name, (self.workspace.files_dir / f.name).read_bytes(), page.text)
            for f in page.files
            if f.name and (self.workspace.files_dir / f.name).is_file()
        }
        job = QuestionJob(
            page=page,
            context=question_context(page, [f.preview for f in page.files if f.preview], idioms),
            kind=kind,
            workspace=self.workspace,
            fetcher=fetcher,
            runner=self.runner,
            gateway=self.gateway,
            deadline=deadline,
            max_tokens=settings.max_tokens,
            model_timeout_s=settings.model_timeout_s,
            code_timeout_s=settings.code_timeout_s,
            use_cache=self.use_cache,
            idioms=idioms,
            hint=hint,
        )
        next_url: str | None = None
        next_received = received
        submit_lock = asyncio.Lock()

        async def submit(answer: Any, *, early: bool) -> Attempt:
            nonlocal next_url, next_received
            async with submit_lock:
                attempt = await self._submit(
                    page.submit_url or "", question, answer, early=early, received=received
                )
                question.attempts.append(attempt)
                if attempt.correct:
                    question.correct = True
                elif question.correct is None or not early:
                    question.correct = attempt.correct if attempt.correct is not None else question.correct
                if attempt.next_url:
                    next_url, next_received = attempt.next_url, time.monotonic()
                await self._event(
                    "submitted",
                    number,
                    f"{'early ' if early else ''}answer {str(answer)[:60]!r}: "
                    + ("correct" if attempt.correct else "wrong")
                    + (f" - {attempt.reason}" if attempt.reason else ""),
                    correct=attempt.correct,
                    early=early,
                )
                return attempt

        async def on_candidate(cand: Candidate) -> None:
            await self._event(
                "model_answered",
                number,
                f"{cand.model}: {str(cand.answer)[:60]!r} ({cand.source})"
                + (f"; {cand.error[:200]}" if cand.error else ""),
                model=cand.model,
                error=cand.error,
                source=cand.source,
            )
            if low and not question.attempts and cand.normalised is not None and time.monotonic() < deadline:
                await submit(cand.answer, early=True)

        for round_number in range(settings.max_attempts):
            if question.correct or (round_number and not any(job.can_start(m) for m in self.models)):
                break
            if round_number and low and next_url is not None:
                break  # the next question's clock is already running: improving this one costs it
            candidates, decision = await solve_question(job, self.models, self.primary, on_candidate)
            question.candidates.extend(candidates)
            question.decision = decision
            await self._event(
                "decided",
                number,
                f"{decision.method}: {str(decision.answer)[:60]!r}",
                method=decision.method,
                contributors=decision.contributors,
            )
            answer = decision.answer
            if answer is None:
                if low and not question.attempts:
                    await submit(_PLACEHOLDERS.get(kind, 0), early=True)
                    job.feedback.append("no model produced an answer; a placeholder was submitted")
                if not job.can_start(self.primary or self.models[0]):
                    break
                job.feedback.append("no model produced a usable answer in the previous round")
                continue
            already = [normalise(a.answer) for a in question.attempts]
            if question.correct:
                break
            if already and normalise(answer) == already[-1] and question.attempts[-1].correct is False:
                job.feedback.append(
                    f"the answer {json.dumps(answer, default=str)[:200]} was wrong"
                    + (f": {question.attempts[-1].reason}" if question.attempts[-1].reason else "")
                )
                if low:
                    break
                continue
            if time.monotonic() > received + settings.question_time_s:
                break
            attempt = await submit(answer, early=False)
            if attempt.correct or low or attempt.error:
                break
            job.feedback.append(
                f"the answer {json.dumps(answer, default=str)[:200]} was wrong"
                + (f": {attempt.reason}" if attempt.reason else "")
            )
        question.seconds = round(time.monotonic() - received, 3)
        if next_url is None and not question.correct:
            why = (
                "in time"
                if time.monotonic() >= deadline - MIN_ROUND_S
                else f"in {settings.max_attempts} round(s)"
            )
            self.record.stopped_because = (
                f"question {number} (difficulty {page.difficulty}) was not solved {why}; "
                "the server reveals the next URL only for a correct answer"
            )
        return next_url, next_received

    async def _submit(
        self, submit_url: str, question: QuestionRecord, answer: Any, *, early: bool, received: float
    ) -> Attempt:
        payload = {"email": self.record.email, "secret": self.secret, "url": question.url, "answer": answer}
        at = round(time.monotonic() - received, 3)
        if len(json.dumps(answer, default=str).encode()) > MAX_ANSWER_BYTES:
            return Attempt(answer=None, at_s=at, early=early, error="answer over 1 MB: not submitted")
        try:
            status, reply = await submit_answer(self.client, submit_url, payload, timeout_s=20.0)
        except (httpx.HTTPError, ValueError) as exc:
            return Attempt(answer=answer, at_s=at, early=early, error=f"{type(exc).__name__}: {exc}")
        correct = reply.get("correct")
        return Attempt(
            answer=answer,
            correct=bool(correct) if correct is not None else None,
            reason=str(reply["reason"])[:500] if reply.get("reason") else None,
            next_url=str(reply["url"]) if reply.get("url") else None,
            status=status,
            at_s=at,
            early=early,
            error=None if status < 400 else f"HTTP {status}: {str(reply)[:200]}",
        )
