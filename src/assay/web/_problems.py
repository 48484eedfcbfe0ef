"""Error pages for people: who gets HTML instead of the API's JSON body, and the page itself (docs/web.md).

The API's JSON error body stays for ``/api/...``, ``/ws/...``, ``/health``, the OpenAPI pages and
any client that asks for ``application/json`` without ``text/html``; everyone else — a browser on
a mistyped link, a form sent too often — gets a page with the same status, code, message and hint.
"""

from __future__ import annotations

from fastapi import Request
from fastapi.responses import HTMLResponse
from starlette.types import Scope

from assay.web._errors import Problem
from assay.web._identity import current_learner
from assay.web._templates import get_templates

__all__ = ["error_page", "problem_page", "wants_page"]

_MACHINE = ("/api/", "/ws/", "/health", "/docs", "/redoc", "/openapi.json")


def wants_page(scope: Scope) -> bool:
    """Whether an error for this request should be an HTML page rather than the JSON body."""
    path: str = scope.get("path", "")
    if path == "/api" or path.startswith(_MACHINE) or scope.get("type") != "http":
        return False
    accept = ""
    for name, value in scope.get("headers") or []:
        if bytes(name).lower() == b"accept":
            accept = bytes(value).decode("latin-1").lower()
    return not ("application/json" in accept and "text/html" not in accept)


def error_page(request: Request, problem: Problem, headers: dict[str, str] | None = None) -> HTMLResponse:
    """A readable error page with the status the API would answer."""
    context = {"problem": problem, "title": _TITLES.get(problem.status, "Something went wrong")}
    context["learner"] = current_learner(request)
    return get_templates().TemplateResponse(
        request, "error.html", context, status_code=problem.status, headers=headers
    )


def problem_page(
    scope: Scope,
    *,
    status: int,
    code: str,
    message: str,
    hint: str | None = None,
    headers: dict[str, str] | None = None,
) -> HTMLResponse:
    """:func:`error_page` for a raw ASGI request (the middlewares and the 404 handler)."""
    problem = Problem(status=status, code=code, message=message, hint=hint, ours=status >= 500)
    return error_page(Request(scope), problem, headers)


_TITLES = {
    401: "Sign in first",
    403: "Not allowed",
    404: "Page not found",
    405: "Page not found",
    429: "Too many requests",
}
