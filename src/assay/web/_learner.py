"""The learner dashboard and the instructor's alerts, over the learning job's stores (docs/learning.md).

The dashboard shows the signed-in learner only: the same ``learner_mastery`` view as
``GET /api/learners/{id}/mastery``, the learner's last evaluations (their decisions) and, for a
concept, its prerequisites and the concepts that build on it, from the course. The alerts page lists
``INSTRUCTOR_ALERT`` events of every learner, so it is off unless ``ASSAY_WEB_INSTRUCTOR_TOKEN`` is set.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import threading
from typing import Annotated, Any

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from assay.learning import Course, LearnerMastery, MasteryViews
from assay.storage import LearningRepository, open_learning_repository
from assay.web._access import refused
from assay.web._charts import line_chart, prerequisite_graph
from assay.web._errors import Problem, problem_from
from assay.web._identity import current_learner
from assay.web._settings import get_web_settings
from assay.web._templates import get_templates

__all__ = ["router"]

router = APIRouter(include_in_schema=False)
_lock = threading.Lock()
INSTRUCTOR_COOKIE = "assay_instructor"
_RECENT = 10


def _repository(request: Request) -> LearningRepository:
    with _lock:
        repo: LearningRepository | None = getattr(request.app.state, "web_learning_repository", None)
        if repo is None:
            repo = open_learning_repository()
            request.app.state.web_learning_repository = repo
        return repo


def _page(request: Request, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
    context.setdefault("learner", current_learner(request))
    return get_templates().TemplateResponse(request, name, context, status_code=status)


def _graph(course: Course, concept_id: str) -> dict[str, Any] | None:
    names = {c.concept_id: c.name for c in course.concepts}
    concept = next((c for c in course.concepts if c.concept_id == concept_id), None)
    if concept is None:
        return None
    before = [(p, names.get(p, p)) for p in concept.prerequisites]
    after = [(c.concept_id, c.name) for c in course.concepts if concept_id in c.prerequisites]
    nodes, edges, height = prerequisite_graph((concept_id, concept.name), before, after)
    return {"nodes": nodes, "edges": edges, "height": height, "name": concept.name, "id": concept_id}


def _dashboard(request: Request, learner: str, focus: str) -> dict[str, Any]:
    views = MasteryViews.of(request.app.state)
    learning = getattr(request.app.state, "learning", None)  # the API's service, once it is built
    mastery: LearnerMastery = views.learner(learner, learning, repository=_repository(request))
    course = views.course(learning)
    recent = _repository(request).evaluations(learner)[-_RECENT:][::-1]
    ordered = sorted(mastery.concepts, key=lambda c: c.updated_at, reverse=True)
    chosen = focus if any(c.concept_id == focus for c in course.concepts) else ""
    if not chosen and ordered:
        chosen = ordered[0].concept_id
    return {
        "mastery": mastery,
        "concepts": ordered,
        "chart": line_chart([(c.name or c.concept_id, c.history) for c in ordered[:6]]),
        "recent": [
            {
                "concept_id": r.concept_id,
                "score": r.score,
                "error_type": r.error_type,
                "decision": r.decision,
                "new_mastery": r.new_mastery,
                "at": r.created_at,
                "feedback": str(r.result.get("feedback") or ""),
            }
            for r in recent
        ],
        "graph": _graph(course, chosen) if chosen else None,
        # the course's own bank questions for each concept: where to practise it (docs/learning.md)
        "practice": {c.concept_id: c.bank_questions[:3] for c in course.concepts},
        "all_concepts": [(c.concept_id, c.name) for c in course.concepts],
        "focus": chosen,
    }


@router.get("/learn", response_class=HTMLResponse)
async def dashboard(request: Request, concept: Annotated[str, Query(max_length=200)] = "") -> HTMLResponse:
    """Mastery per concept over time, the last decisions, what to do next, a concept's prerequisites."""
    learner = current_learner(request)
    context: dict[str, Any] = {"title": "Dashboard"}
    if (denied := await refused(request, "read")) is not None:
        return _page(request, "learn.html", {**context, "problem": denied}, denied.status)
    if learner is None:
        return _page(request, "learn.html", context)
    try:
        context.update(await asyncio.to_thread(_dashboard, request, learner, concept))
    except Exception as exc:
        problem = problem_from(exc)
        return _page(request, "learn.html", {**context, "problem": problem}, problem.status)
    return _page(request, "learn.html", context)


def _alerts(request: Request) -> list[dict[str, Any]]:
    repository = _repository(request)
    last = repository.last_position()
    events = repository.events(after=max(0, last - 5000), limit=5000, names=["INSTRUCTOR_ALERT"])
    return [{"at": e.created_at, **e.payload} for e in events[-50:][::-1]]


def _instructor_ok(request: Request) -> bool:
    token = get_web_settings().instructor_token
    given = request.cookies.get(INSTRUCTOR_COOKIE, "")
    return bool(token) and hmac.compare_digest(given, _digest(token or ""))


def _digest(token: str) -> str:
    # The cookie holds a digest of the passphrase, never the passphrase itself.
    return hashlib.sha256(f"assay-web-instructor:{token}".encode()).hexdigest()


@router.get("/instructor", response_class=HTMLResponse)
async def instructor(request: Request) -> HTMLResponse:
    """The instructor's view: the latest INSTRUCTOR_ALERT events (answers scored under 0.4)."""
    context: dict[str, Any] = {
        "title": "Instructor alerts",
        "enabled": bool(get_web_settings().instructor_token),
    }
    if (denied := await refused(request, "admin")) is not None:
        return _page(request, "instructor.html", {**context, "problem": denied}, denied.status)
    if not context["enabled"] or not _instructor_ok(request):
        return _page(request, "instructor.html", context, 403 if context["enabled"] else 200)
    try:
        context["alerts"] = await asyncio.to_thread(_alerts, request)
    except Exception as exc:
        problem: Problem = problem_from(exc)
        return _page(request, "instructor.html", {**context, "problem": problem}, problem.status)
    context["signed_in"] = True
    return _page(request, "instructor.html", context)


@router.post("/instructor", response_model=None)
async def instructor_sign_in(
    request: Request, passphrase: Annotated[str, Form(max_length=500)] = ""
) -> Response:
    """Check the passphrase and keep it in a cookie for this browser."""
    if (denied := await refused(request, "admin")) is not None:
        context = {"title": "Instructor alerts", "problem": denied}
        return _page(request, "instructor.html", context, denied.status)
    token = get_web_settings().instructor_token
    if not token or not hmac.compare_digest(passphrase.encode(), token.encode()):
        context = {
            "title": "Instructor alerts",
            "enabled": bool(token),
            "problem": Problem(
                status=403,
                code="WRONG_PASSPHRASE",
                message="That passphrase is not the instructor's (ASSAY_WEB_INSTRUCTOR_TOKEN).",
            ),
        }
        return _page(request, "instructor.html", context, 403)
    response = RedirectResponse("/instructor", status_code=303)
    response.set_cookie(INSTRUCTOR_COOKIE, _digest(token), httponly=True, samesite="strict", max_age=8 * 3600)
    return response
