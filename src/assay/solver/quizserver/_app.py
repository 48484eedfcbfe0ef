"""The quiz server's FastAPI app: question pages, their files, a paginated API, submissions, status."""

from __future__ import annotations

import mimetypes
import re
import secrets
import time
from collections.abc import Callable

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from assay.solver.quizserver._chain import CHAIN, TASK_NAMES, prepare, spec_of
from assay.solver.quizserver._models import QuestionState, QuizStatus, TaskStatus
from assay.solver.quizserver._page import render_page
from assay.solver.quizserver._personal import submit_key
from assay.solver.quizserver._settings import QuizSettings
from assay.solver.quizserver._state import QuizState
from assay.solver.quizserver._submit import Refusal, parse_body, score

__all__ = ["create_quiz_app"]

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": code, "message": message}, status_code=status)


def _origin(request: Request) -> str:
    return str(request.base_url).rstrip("/")


def _valid_email(email: str | None) -> str | None:
    if email is None:
        return None
    email = email.strip()
    return email if len(email) <= 254 and _EMAIL.match(email) else None


async def _read_capped(request: Request, limit: int) -> bytes | None:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        return None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            return None
    return bytes(body)


def create_quiz_app(settings: QuizSettings, *, clock: Callable[[], float] = time.monotonic) -> FastAPI:
    """The local quiz chain (docs/solve.md, "The local quiz server"); ``clock`` is injectable for tests."""
    app = FastAPI(title="Assay local quiz server", docs_url=None, redoc_url=None, openapi_url=None)
    state = QuizState(settings.seed, clock)
    keys = {submit_key(settings.seed, spec.name): spec.name for spec in CHAIN}
    secret = settings.secret.get_secret_value() if settings.secret else None
    app.state.quiz = state

    @app.get("/")
    async def index() -> dict[str, object]:
        return {
            "service": "assay local quiz server",
            "start": "/quiz/_start?email=you@example.com",
            "status": "/quiz/_status?email=you@example.com",
            "tasks": list(TASK_NAMES),
            "time_limit_s": settings.time_limit_s,
        }

    @app.get("/quiz/_start")
    async def start(request: Request, email: str | None = None, task: str | None = None) -> Response:
        address = _valid_email(email)
        if address is None:
            return _error(400, "INVALID_EMAIL", "give ?email=you@example.com (an email address)")
        name = task or TASK_NAMES[0]
        if spec_of(name) is None:
            return _error(404, "UNKNOWN_TASK", f"no task {name!r}; the chain is {', '.join(TASK_NAMES)}")
        issued = state.issue(address, name)
        return JSONResponse(
            {"url": _origin(request) + issued.path, "task": name, "time_limit_s": settings.time_limit_s}
        )

    @app.get("/quiz/_status", response_model=QuizStatus)
    async def status(email: str | None = None) -> Response | QuizStatus:
        address = _valid_email(email)
        if address is None:
            return _error(400, "INVALID_EMAIL", "give ?email=you@example.com (an email address)")
        now = clock()
        by_task: dict[str, list[QuestionState]] = {name: [] for name in TASK_NAMES}
        for issued in state.of_email(address):
            elapsed = now - issued.issued_at
            by_task[issued.task].append(
                QuestionState(
                    url=issued.path,
                    seconds_since_issued=round(elapsed, 3),
                    seconds_left=round(max(0.0, settings.time_limit_s - elapsed), 3),
                    in_window=elapsed <= settings.time_limit_s,
                    submissions=issued.submissions,
                    in_window_submissions=issued.in_window_submissions,
                    correct=issued.last_correct,
                    next_url=issued.next_path,
                )
            )
        tasks = [
            TaskStatus(
                position=position,
                task=spec.name,
                kind=spec.kind,
                difficulty=spec.difficulty,
                questions=by_task[spec.name],
            )
            for position, spec in enumerate(CHAIN, start=1)
        ]
        return QuizStatus(email=address, time_limit_s=settings.time_limit_s, tasks=tasks)

    @app.get("/quiz/files/{user}/{task}/{name}")
    async def file(user: str, task: str, name: str) -> Response:
        email = state.email_of_user(user)
        files = prepare(settings.seed, email, task).files if email and spec_of(task) else {}
        if name not in files:
            return _error(404, "NOT_FOUND", "no such file; use the links of the question page")
        media = mimetypes.guess_type(name)[0] or "application/octet-stream"
        return Response(files[name], media_type=media)

    @app.get("/quiz/api/{user}/{task}/items")
    async def api(request: Request, user: str, task: str, page: int = 1) -> Response:
        email = state.email_of_user(user)
        listing = prepare(settings.seed, email, task).api if email and spec_of(task) else None
        if listing is None:
            return _error(404, "NOT_FOUND", "no such listing; use the link of the question page")
        if not secrets.compare_digest(request.headers.get(listing.header, ""), listing.token):
            return _error(
                401,
                "MISSING_HEADER",
                f"send the {listing.header} header with the value the question page shows",
            )
        if not 1 <= page <= len(listing.pages):
            return _error(404, "NO_SUCH_PAGE", f"pages run from 1 to {len(listing.pages)}")
        base = str(request.url.remove_query_params("page"))
        next_url = f"{base}?page={page + 1}" if page < len(listing.pages) else None
        items = [dict(item) for item in listing.pages[page - 1]]
        return JSONResponse({"page": page, "pages": len(listing.pages), "items": items, "next": next_url})

    @app.api_route("/quiz/s/{key}", methods=["GET", "HEAD", "PUT", "PATCH", "DELETE", "POST"])
    async def submit(request: Request, key: str) -> Response:
        submit_task = keys.get(key)
        if submit_task is None:
            return _error(404, "NOT_FOUND", "no such submit URL; use the one the question page names")
        if request.method != "POST":
            response = _error(405, "METHOD_NOT_ALLOWED", "submit with POST and a JSON body")
            response.headers["Allow"] = "POST"
            return response
        raw = await _read_capped(request, settings.max_payload_bytes)
        if raw is None:
            return _error(
                413, "PAYLOAD_TOO_LARGE", f"the submission must stay under {settings.max_payload_bytes} bytes"
            )
        body = parse_body(raw)
        if isinstance(body, Refusal):
            return _error(body.status, body.code, body.message)
        if secret is not None and not secrets.compare_digest(body["secret"].encode(), secret.encode()):
            return _error(403, "WRONG_SECRET", "the secret does not match the one this quiz server expects")
        outcome = score(
            state,
            body,
            submit_task=submit_task,
            seed=settings.seed,
            time_limit_s=settings.time_limit_s,
            origin=_origin(request),
        )
        if isinstance(outcome, Refusal):
            return _error(outcome.status, outcome.code, outcome.message)
        return JSONResponse(outcome.model_dump())

    @app.get("/quiz/{task}")
    async def question(request: Request, task: str) -> Response:
        issued = state.lookup(f"{request.url.path}?{request.url.query}")
        found = spec_of(task)
        if issued is None or found is None:
            return HTMLResponse(
                "<p>This question URL was not handed out by this server (or the server restarted). "
                "Get a start URL from <code>/quiz/_start?email=you@example.com</code>.</p>",
                status_code=404,
            )
        position, spec = found
        page = render_page(
            prepare(settings.seed, issued.email, task),
            position=position,
            total=len(CHAIN),
            difficulty=spec.difficulty,
            email=issued.email,
            submit_style=spec.submit_style,
            submit_path=f"/quiz/s/{submit_key(settings.seed, task)}",
        )
        return HTMLResponse(page)

    return app
