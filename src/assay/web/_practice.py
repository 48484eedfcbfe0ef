"""Practice: the question list, a question with its editor, and the graded result (docs/web.md).

With ``ASSAY_QUEUE_URL`` set the answer goes to the workers through the API's own way in
(``assay.scale.enqueue_grade``: the same bound, 503 + Retry-After when full, audit and owner): the
form's POST answers 303 to the attempt's page, which says the grade is on its way until it is
there. That page works on a plain reload (and refreshes itself without JavaScript); with
JavaScript it listens to ``GET /api/jobs/{id}/events`` and reloads when the result is in.
"""

from __future__ import annotations

import asyncio
import hashlib
from typing import Annotated, Any

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from assay.envelope import error_reply
from assay.errors import AssayError
from assay.grading import EvaluationResponse, GradingService
from assay.judge import measure_complexity
from assay.questions import Difficulty, Question
from assay.scale import JobQueue, app_job_queue, enqueue_grade
from assay.storage import JobRecord
from assay.web._access import access_of, caller, refused
from assay.web._charts import ops_chart
from assay.web._errors import Problem, problem_from, problem_from_body
from assay.web._identity import (
    Attempt,
    current_learner,
    now,
    read_attempts,
    remember_attempt,
    settle_attempt,
)
from assay.web._problems import error_page
from assay.web._settings import get_web_settings
from assay.web._templates import get_templates

__all__ = ["router"]

router = APIRouter(include_in_schema=False)

_LANGUAGES = ("pseudocode", "python")


def _service(request: Request) -> GradingService:
    service: GradingService = request.app.state.service
    return service


def starter(question: Question, language: str) -> str:
    """The editor's first text: the method's header, typed for Python, bare for pseudocode."""
    sig = question.signature
    if language == "python":
        params = ", ".join(f"{p.name}: {p.type}" for p in sig.params)
        return f"class Solution:\n    def {sig.method}(self, {params}) -> {sig.returns}:\n        "
    names = ", ".join(p.name for p in sig.params)
    return f"function {sig.method}({names})\n    \nend function\n"


def _page(request: Request, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
    context.setdefault("learner", current_learner(request))
    return get_templates().TemplateResponse(request, name, context, status_code=status)


@router.get("/")
async def home() -> RedirectResponse:
    """The home screen is the question list."""
    return RedirectResponse("/practice", status_code=307)


@router.get("/practice", response_class=HTMLResponse)
async def question_list(
    request: Request,
    difficulty: Annotated[str, Query(max_length=16)] = "",
    topic: Annotated[str, Query(max_length=64)] = "",
    solved: Annotated[str, Query(max_length=16)] = "",
) -> HTMLResponse:
    """Every question, filtered by difficulty, topic and whether this learner solved it."""
    if (denied := await refused(request, "read")) is not None:
        return error_page(request, denied)
    service = _service(request)
    level = difficulty if difficulty in {d.value for d in Difficulty} else ""
    try:
        everything = await asyncio.to_thread(service.questions.list, None, None)
        shown = await asyncio.to_thread(
            service.questions.list, Difficulty(level) if level else None, topic or None
        )
    except AssayError as exc:
        return error_page(request, problem_from(exc))
    learner = current_learner(request)
    attempts = read_attempts(request, learner)
    passed = {a.question_id for a in attempts if a.passed}
    tried = {a.question_id for a in attempts}
    if solved == "yes":
        shown = [q for q in shown if q.id in passed]
    elif solved == "no":
        shown = [q for q in shown if q.id not in passed]
    topics = sorted({c for q in everything for c in q.concepts})
    return _page(
        request,
        "practice_list.html",
        {
            "title": "Practice",
            "questions": shown,
            "total": len(everything),
            "topics": topics,
            "difficulty": level,
            "topic": topic,
            "solved": solved,
            "passed": passed,
            "tried": tried,
        },
    )


def _load(service: GradingService, question_id: str) -> Question:
    return service.load_question(question_id)


def reference_points(request: Request, question: Question) -> list[tuple[int, float]]:
    """Operation counts of the question's reference solution at growing n (counts only, cached).

    The reference's source never leaves the server: the picture gets ``(n, ops)`` pairs, the same
    measurement the grading service makes of an answer (docs/complexity.md).
    """
    service = _service(request)
    key = hashlib.sha256(question.model_dump_json().encode()).hexdigest()
    cache: dict[str, list[tuple[int, float]]] | None = getattr(request.app.state, "web_reference_ops", None)
    if cache is None:  # two first requests may both make one: the last wins, nothing is wrong
        cache = request.app.state.web_reference_ops = {}
    if key in cache:
        return cache[key]
    scaling = question.scaling
    try:
        report = measure_complexity(
            service.sandbox,
            question.reference_solution,
            question.signature,
            generator=scaling.generator if scaling is not None else None,
            sizes=scaling.sizes if scaling is not None else None,
            budget_cpu_s=service.settings.complexity_budget_cpu_s,
            space=False,
        )
    except AssayError:
        return []
    points = [(p.n, float(p.ops)) for p in report.points if p.complete]
    cache[key] = points
    return points


def _answer_points(result: EvaluationResponse) -> list[tuple[int, float]]:
    points = []
    for p in result.measured_complexity.points:
        n, ops = p.get("n"), p.get("ops")
        if isinstance(n, int) and isinstance(ops, int | float) and p.get("complete", True):
            points.append((n, float(ops)))
    return points


async def _question_page(
    request: Request,
    question_id: str,
    *,
    solution: str | None = None,
    language: str = "pseudocode",
    result: EvaluationResponse | None = None,
    problem: Problem | None = None,
    attempts: list[Attempt] | None = None,
    reference: list[tuple[int, float]] | None = None,
    pending: JobRecord | None = None,
) -> HTMLResponse:
    service = _service(request)
    try:
        question = await asyncio.to_thread(_load, service, question_id)
    except AssayError as exc:
        return error_page(request, problem_from(exc))
    learner = current_learner(request)
    if attempts is None:
        attempts = read_attempts(request, learner)
    mine = [a for a in attempts if a.question_id == question.id]
    chart = None
    if result is not None:
        chart = ops_chart(_answer_points(result), reference or [])
    status = problem.status if problem is not None else 200
    return _page(
        request,
        "question.html",
        {
            "title": question.title,
            "question": question.public(),
            "language": language,
            "languages": _LANGUAGES,
            "solution": solution if solution is not None else starter(question, language),
            "result": result,
            "problem": problem,
            "attempts": mine,
            "chart": chart,
            "pending": pending,
        },
        status,
    )


@router.get("/practice/{question_id}", response_class=HTMLResponse)
async def question_page(
    request: Request, question_id: str, lang: Annotated[str, Query(max_length=16)] = "pseudocode"
) -> HTMLResponse:
    """The question (never its hidden tests or reference), the editor and the earlier attempts."""
    if (denied := await refused(request, "read")) is not None:
        return error_page(request, denied)
    return await _question_page(request, question_id, language=lang if lang in _LANGUAGES else "pseudocode")


@router.post("/practice/{question_id}", response_class=HTMLResponse)
async def submit(
    request: Request,
    question_id: str,
    solution: Annotated[str, Form(max_length=200_000)] = "",
    language: Annotated[str, Form(max_length=16)] = "pseudocode",
) -> Response:
    """Grade the answer with the grading service and show the result beside the question."""
    language = language if language in _LANGUAGES else "pseudocode"
    if (denied := await refused(request, "submit")) is not None:
        return error_page(request, denied)
    learner = current_learner(request)
    if learner is None:
        return await _question_page(
            request,
            question_id,
            solution=solution,
            language=language,
            problem=Problem(
                status=401,
                code="WHO_ARE_YOU",
                message="Tell us your name first (the form at the top): your attempts are kept under it.",
            ),
        )
    queue = app_job_queue(request.app.state)
    if queue is not None:
        return await _submit_queued(request, queue, question_id, solution, language, learner)
    service = _service(request)
    try:
        question = await asyncio.to_thread(_load, service, question_id)
        result, reference = await asyncio.gather(
            service.evaluate(question.id, solution),
            asyncio.to_thread(reference_points, request, question),
        )
        # The same audit row as POST /api/submissions: who sent it, which makes it theirs to read.
        await asyncio.to_thread(
            access_of(request).record_submission,
            await caller(request),
            evaluation_id=result.evaluation_id,
            question_id=result.question_id,
            solution=solution,
            via="web",
        )
    except Exception as exc:
        return await _question_page(
            request, question_id, solution=solution, language=language, problem=problem_from(exc)
        )
    attempt = Attempt(
        question_id=result.question_id,
        evaluation_id=result.evaluation_id,
        score=result.score,
        passed=result.passed,
        at=now(),
    )
    placeholder = Response()
    attempts = remember_attempt(request, placeholder, learner, attempt, get_web_settings().attempts_kept)
    page = await _question_page(
        request,
        question_id,
        solution=solution,
        language=language,
        result=result,
        attempts=attempts,
        reference=reference,
    )
    for key, value in placeholder.headers.items():
        if key.lower() == "set-cookie":
            page.headers.append("set-cookie", value)
    return page


async def _submit_queued(
    request: Request, queue: JobQueue, question_id: str, solution: str, language: str, learner: str
) -> Response:
    """Queue the answer as ``POST /api/submissions`` does, then send the browser to its attempt page."""
    service = _service(request)
    principal = await caller(request)
    try:
        job = await asyncio.to_thread(
            lambda: enqueue_grade(
                queue, service, question_id=question_id, solution=solution, principal=principal, via="web"
            )
        )
    except Exception as exc:  # the queue is full or down, or no such question: the answer stays
        page = await _question_page(
            request, question_id, solution=solution, language=language, problem=problem_from(exc)
        )
        if isinstance(exc, AssayError):
            page.headers.update(error_reply(exc).headers)  # Retry-After when the queue is full
        return page
    attempt = Attempt(
        question_id=job.question_id,
        evaluation_id=job.evaluation_id,
        score=0,
        passed=False,
        at=now(),
        pending=True,
    )
    response = RedirectResponse(f"/practice/{job.question_id}/attempts/{job.evaluation_id}", status_code=303)
    remember_attempt(request, response, learner, attempt, get_web_settings().attempts_kept)
    return response


async def _queued_attempt(
    request: Request, question_id: str, attempt: Attempt, mine: list[Attempt]
) -> HTMLResponse | None:
    """The page of an attempt that went to the queue: on its way, failed, or graded (``None``: not
    queued here, or graded and already settled in the cookie — the plain page shows it)."""
    queue = app_job_queue(request.app.state)
    if queue is None or not (attempt.pending or attempt.error):
        return None
    job = await asyncio.to_thread(queue.repository.job, attempt.evaluation_id)
    if job is None:
        return None
    learner = current_learner(request)
    if not job.final:
        return await _question_page(request, question_id, solution=job.solution, attempts=mine, pending=job)
    if job.status == "done":
        result = await asyncio.to_thread(_service(request).get_evaluation, job.evaluation_id)
        settled = attempt.model_copy(
            update={"score": result.score, "passed": result.passed, "pending": False}
        )
    else:
        problem = problem_from_body(job.error_status or 500, job.error_body or {})
        settled = attempt.model_copy(update={"pending": False, "error": problem.code})
    placeholder = Response()
    attempts = settle_attempt(request, placeholder, learner, settled) if learner else mine
    mine = [a for a in attempts if a.question_id == question_id]
    if job.status == "done":
        question = await asyncio.to_thread(_load, _service(request), question_id)
        reference = await asyncio.to_thread(reference_points, request, question)
        page = await _question_page(
            request, question_id, solution=job.solution, result=result, attempts=mine, reference=reference
        )
    else:
        page = await _question_page(
            request, question_id, solution=job.solution, attempts=mine, problem=problem
        )
    for key, value in placeholder.headers.items():
        if key.lower() == "set-cookie":
            page.headers.append("set-cookie", value)
    return page


@router.get("/practice/{question_id}/attempts/{evaluation_id}", response_class=HTMLResponse)
async def attempt_page(request: Request, question_id: str, evaluation_id: str) -> HTMLResponse:
    """An earlier attempt of this learner, as it was graded (only ids this browser received)."""
    if (denied := await refused(request, "read")) is not None:
        return error_page(request, denied)
    learner = current_learner(request)
    mine = [a for a in read_attempts(request, learner) if a.question_id == question_id]
    if evaluation_id not in {a.evaluation_id for a in mine}:
        return error_page(
            request,
            Problem(
                status=404,
                code="ATTEMPT_NOT_FOUND",
                message="This browser has no such attempt for you; pick one from the question's list.",
            ),
        )
    principal = await caller(request)
    if not principal.admin:  # with keys on, the evaluation must be this key's (as on the API)
        owner = await asyncio.to_thread(access_of(request).owner, "evaluations", evaluation_id)
        if owner != principal.key_id:
            return error_page(
                request,
                Problem(
                    status=404,
                    code="ATTEMPT_NOT_FOUND",
                    message="This browser has no such attempt for you; pick one from the question's list.",
                ),
            )
    attempt = next(a for a in mine if a.evaluation_id == evaluation_id)
    try:
        queued = await _queued_attempt(request, question_id, attempt, mine)
    except Exception as exc:
        return error_page(request, problem_from(exc))
    if queued is not None:
        return queued
    service = _service(request)
    try:
        result = await asyncio.to_thread(service.get_evaluation, evaluation_id)
        question = await asyncio.to_thread(_load, service, question_id)
        reference = await asyncio.to_thread(reference_points, request, question)
    except Exception as exc:
        return error_page(request, problem_from(exc))
    return await _question_page(request, question_id, result=result, attempts=mine, reference=reference)
