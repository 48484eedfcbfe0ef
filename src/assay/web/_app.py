"""Mount the pages and their static files on the API's FastAPI app."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, FastAPI, Form, Request
from fastapi.responses import RedirectResponse, Response
from fastapi.staticfiles import StaticFiles

from assay.web import _bench, _interview, _learner, _practice
from assay.web._access import KEY_COOKIE, keys_required, valid_key
from assay.web._errors import Problem
from assay.web._identity import clean_learner, set_learner
from assay.web._templates import STATIC_DIR

__all__ = ["install_web"]

_identity = APIRouter(include_in_schema=False)


def _safe_next(target: str) -> str:
    # Only a path of this site: never an absolute URL a crafted link could send the learner to.
    return target if target.startswith("/") and not target.startswith("//") else "/practice"


@_identity.post("/who", response_model=None)
async def who(
    request: Request,
    learner: Annotated[str, Form(max_length=200)] = "",
    key: Annotated[str, Form(max_length=500)] = "",
    next: Annotated[str, Form(max_length=2000)] = "/",
) -> Response:
    """Remember who is using this browser (a name, for local use; the API key when the server asks
    for one), then go back."""
    response = RedirectResponse(_safe_next(next), status_code=303)
    name = clean_learner(learner)
    if name is not None:
        set_learner(response, name)
    key = key.strip()
    if key and keys_required():
        if await asyncio.to_thread(valid_key, request, key) is None:
            return _practice.error_page(
                request,
                Problem(
                    status=401,
                    code="UNAUTHORIZED",
                    message="That API key is not valid (revoked, mistyped or from another server).",
                    hint="Enter a key from `assay keys create`.",
                ),
            )
        response.set_cookie(KEY_COOKIE, key, httponly=True, samesite="strict", max_age=30 * 24 * 3600)
    return response


def install_web(app: FastAPI) -> None:
    """Add the pages (``/practice``, ``/learn``, ``/interview``, ``/bench``) and ``/static`` to ``app``.

    The pages call the services the API was built with (``app.state``); see docs/web.md.
    """
    app.mount("/static", StaticFiles(directory=str(STATIC_DIR)), name="static")
    for router in (_identity, _practice.router, _learner.router, _interview.router, _bench.router):
        app.include_router(router)
