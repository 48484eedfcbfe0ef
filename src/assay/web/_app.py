"""Mount the pages and their static files on the API's FastAPI app."""

from __future__ import annotations

import inspect

from fastapi import FastAPI, Request
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from assay.web import _bench, _interview, _learner, _practice, _signin
from assay.web._problems import problem_page, wants_page
from assay.web._templates import STATIC_DIR

__all__ = ["install_web"]


def _html_not_found(app: FastAPI) -> None:
    # A person following a wrong link reads a page; /api, /ws and JSON clients keep the API's body.
    previous = app.exception_handlers.get(StarletteHTTPException)

    async def handler(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        if exc.status_code in (404, 405) and wants_page(request.scope):
            return problem_page(
                request.scope,
                status=exc.status_code,
                code="NOT_FOUND" if exc.status_code == 404 else "METHOD_NOT_ALLOWED",
                message=f"There is no page at {request.url.path}.",
                hint="Pick a page from the menu at the top, or start from the question list.",
            )
        if previous is None:
            raise exc
        answer = previous(request, exc)
        return await answer if inspect.isawaitable(answer) else answer

    app.add_exception_handler(StarletteHTTPException, handler)


def install_web(app: FastAPI) -> None:
    """Add the pages (``/practice``, ``/learn``, ``/interview``, ``/bench``, ``/sign-in``) and ``/static``.

    The pages call the services the API was built with (``app.state``), and ask the app's access
    object who is calling (docs/web.md). Call it after the API's error handlers: an unknown path
    becomes an HTML page for a browser and keeps the API's JSON body for everyone else.
    """
    app.mount("/static", StaticFiles(directory=str(STATIC_DIR)), name="static")
    for router in (_signin.router, _practice.router, _learner.router, _interview.router, _bench.router):
        app.include_router(router)
    _html_not_found(app)
