"""Who is using this browser: a learner name (local use) and, with ``ASSAY_AUTH=keys``, a signed-in key.

``/sign-in`` takes a key pasted once and answers with the session cookie (HttpOnly, SameSite=Strict,
Secure over HTTPS, for ``ASSAY_WEB_SESSION_HOURS``); the cookie holds a session token naming the key,
never the key (docs/security.md, "Access"). ``/sign-out`` forgets it. ``/who`` sets the learner name.
A form of another site cannot post here: the API's middleware refuses a foreign Origin.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from assay.web._access import LEGACY_KEY_COOKIE, SESSION_COOKIE, access_of, caller, keys_required
from assay.web._errors import Problem, problem_from
from assay.web._identity import clean_learner, current_learner, set_learner
from assay.web._settings import get_web_settings
from assay.web._templates import get_templates

__all__ = ["router", "safe_next"]

router = APIRouter(include_in_schema=False)


def safe_next(target: str) -> str:
    """Only a path of this site: never an absolute URL a crafted link could send the learner to."""
    return target if target.startswith("/") and not target.startswith("//") else "/practice"


async def _page(
    request: Request, next_path: str, problem: Problem | None = None, status: int = 200
) -> HTMLResponse:
    principal = await caller(request)
    context: dict[str, Any] = {
        "title": "Sign in",
        "learner": current_learner(request),
        "next": safe_next(next_path),
        "problem": problem,
        "signed_in_as": principal.name if principal.kind == "key" else None,
        "hours": get_web_settings().session_hours,
    }
    return get_templates().TemplateResponse(request, "sign_in.html", context, status_code=status)


@router.get("/sign-in", response_class=HTMLResponse)
async def sign_in_page(
    request: Request, next: Annotated[str, Query(max_length=2000)] = "/practice"
) -> HTMLResponse:
    """The form where a key from ``assay keys create`` is pasted (and who is signed in now)."""
    return await _page(request, next)


async def _sign_in(request: Request, response: Response, key: str) -> Problem | None:
    """Check ``key`` and put its session on ``response``; the problem when it is not valid."""
    try:
        opened = await asyncio.to_thread(
            access_of(request).open_session, key, get_web_settings().session_hours * 3600
        )
    except Exception as exc:  # the key store is down: our side, said so
        return problem_from(exc)
    if opened is None:
        return Problem(
            status=401,
            code="UNAUTHORIZED",
            message="That API key is not valid (revoked, mistyped or from another server).",
            hint="Paste the whole key `assay keys create` printed (it starts with assay_).",
        )
    token, _record = opened
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=int(get_web_settings().session_hours * 3600),
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    response.delete_cookie(LEGACY_KEY_COOKIE)
    return None


@router.post("/sign-in", response_model=None)
async def sign_in(
    request: Request,
    key: Annotated[str, Form(max_length=500)] = "",
    learner: Annotated[str, Form(max_length=200)] = "",
    next: Annotated[str, Form(max_length=2000)] = "/practice",
) -> Response:
    """Check the key and keep a session for it in this browser, then go back."""
    if not keys_required():
        return RedirectResponse(safe_next(next), status_code=303)
    response = RedirectResponse(safe_next(next), status_code=303)
    problem = await _sign_in(request, response, key.strip())
    if problem is not None:
        return await _page(request, next, problem, problem.status)
    name = clean_learner(learner)
    if name is not None:
        set_learner(response, name)
    return response


@router.post("/sign-out", response_model=None)
async def sign_out() -> Response:
    """Forget this browser's session (the key itself stays valid: `assay keys revoke` ends it)."""
    response = RedirectResponse("/sign-in", status_code=303)
    response.delete_cookie(SESSION_COOKIE, httponly=True, samesite="strict")
    response.delete_cookie(LEGACY_KEY_COOKIE)
    return response


@router.post("/who", response_model=None)
async def who(
    request: Request,
    learner: Annotated[str, Form(max_length=200)] = "",
    key: Annotated[str, Form(max_length=500)] = "",
    next: Annotated[str, Form(max_length=2000)] = "/",
) -> Response:
    """Remember who is using this browser (a name, for local use; a key signs in as /sign-in does)."""
    response = RedirectResponse(safe_next(next), status_code=303)
    name = clean_learner(learner)
    if name is not None:
        set_learner(response, name)
    key = key.strip()
    if key and keys_required():
        problem = await _sign_in(request, response, key)
        if problem is not None:
            return await _page(request, next, problem, problem.status)
    return response
