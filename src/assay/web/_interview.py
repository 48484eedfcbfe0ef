"""The interview page: a shell the browser fills over the REST API and the WebSocket (docs/interview.md).

The conversation streams over ``/ws/interviews/{id}``, so this page needs JavaScript; the server only
renders the question bank and the candidate's name. Nothing of the interview is decided here.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from assay.interview import list_questions
from assay.web._access import refused
from assay.web._errors import Problem
from assay.web._identity import current_learner
from assay.web._templates import get_templates

__all__ = ["router"]

router = APIRouter(include_in_schema=False)


@router.get("/interview", response_class=HTMLResponse)
async def interview_page(request: Request) -> HTMLResponse:
    """Pick a system-design question and talk it through with the interviewer."""
    denied: Problem | None = await refused(request, "submit")
    context: dict[str, Any] = {
        # With keys on, the script's REST calls and its WebSocket ride on the sign-in cookie: the key
        # is never written into the page, where a script could read it (docs/security.md).
        "problem": denied,
        "title": "Interview",
        "learner": current_learner(request),
        "questions": [{"id": q.id, "title": q.title, "difficulty": q.difficulty} for q in list_questions()],
    }
    status = denied.status if denied is not None else 200
    return get_templates().TemplateResponse(request, "interview.html", context, status_code=status)
