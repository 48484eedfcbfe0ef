"""`assay solve serve|demo`: the quiz solver's endpoint, and an end-to-end demo (docs/solve.md)."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import secrets
import socket
import time
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.live import Live
from rich.markup import escape
from rich.table import Table

from assay.cli import _solve_quiz
from assay.cli._common import console, fail
from assay.cli._grade import with_settings

if TYPE_CHECKING:
    from assay.solver import SolverEvent, TaskRecord

__all__ = ["register"]

MODEL_LOCK = "/tmp/assay-model.lock"


def serve(
    host: Annotated[str, typer.Option(help="Address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Run the quiz solver's endpoint: POST / (or /run) {email, secret, url}; GET /tasks/{id}."""
    import uvicorn

    from assay.solver import SolverService, create_solver_app, get_solver_settings

    settings = with_settings(get_solver_settings)
    if not settings.secret.get_secret_value():
        raise fail("no secret configured", hint="set USER_SECRET (or ASSAY_SOLVE_SECRET)")
    service = with_settings(lambda: SolverService(settings))
    if not service.models:
        raise fail("no model configured", hint="set ASSAY_SOLVE_MODELS or ASSAY_LLM_MODEL (see docs/llm.md)")
    _check_models(service.models)
    from assay.scale import attach_solver_queue

    if with_settings(lambda: attach_solver_queue(service)):  # ASSAY_QUEUE_URL (docs/deploy.md)
        console.print("chains run on `assay worker` processes (ASSAY_QUEUE_URL is set)")
    console.print(
        f"Quiz solver on http://{host}:{port} (POST / or /run, GET /tasks/{{id}}); "
        f"models: {', '.join(service.models)}; primary: {service.primary}; Ctrl+C stops it",
        highlight=False,
    )
    uvicorn.run(create_solver_app(service), host=host, port=port, log_level=log_level)


def _check_models(models: list[str]) -> None:
    """Refuse to start with a model that cannot be called (a missing key, a malformed name)."""
    from assay.llm import get_gateway

    gateway = get_gateway()
    for model in models:
        gateway.provider(model)  # ConfigError / LLMNotConfigured: one line, exit 2


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _default_models() -> list[str]:
    from assay.llm import find_local_model, get_llm_settings

    model_dir = get_llm_settings().local_model_dir
    # The larger model first: the first is the primary, which breaks ties, and the 1.5B solved three
    # times the 0.5B's share of the chain (docs/solve.md, "Figures").
    found = [
        f"local:{name}"
        for name in ("qwen2.5-coder-1.5b", "qwen2.5-coder-0.5b")
        if find_local_model(name, model_dir) is not None
    ]
    return found


@contextlib.contextmanager
def _model_lock(models: list[str]) -> Iterator[None]:
    """Hold the machine-wide lock of the embedded model while it may run (shared machines)."""
    if not any(m.startswith("local:") for m in models):
        yield
        return
    with open(MODEL_LOCK, "a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            # Two embedded-model runs on one machine halve each other's speed and both miss the
            # quiz's 180 s clock: wait for the other instead (said only when it actually waits).
            console.print(f"[dim]another embedded-model run holds {MODEL_LOCK}; waiting for it...[/]")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextlib.asynccontextmanager
async def _uvicorn(app: Any, port: int) -> AsyncIterator[None]:
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            task.result()
        await asyncio.sleep(0.05)
    try:
        yield
    finally:
        server.should_exit = True
        await task


def _table(record: TaskRecord | None, lines: list[str], started: float) -> Table:
    table = Table(title=f"assay solve demo - {time.monotonic() - started:.0f} s", expand=False)
    for column in ("#", "difficulty", "answer", "how", "result", "s"):
        table.add_column(column)
    if record is not None:
        for number, q in enumerate(record.questions, start=1):
            decision = q.decision
            last = q.attempts[-1] if q.attempts else None
            result = (
                "-" if last is None else ("correct" if last.correct else f"wrong: {last.reason or ''}"[:40])
            )
            table.add_row(
                str(number),
                str(q.difficulty or "?"),
                repr(decision.answer)[:30] if decision else "...",
                decision.method if decision else "",
                result,
                f"{q.seconds:.0f}",
            )
    table.caption = escape("\n".join(lines[-4:]))  # "[q1]" is text, not markup
    return table


async def _demo(models: list[str], questions: int, time_limit: float, keep: bool) -> TaskRecord:
    import httpx

    from assay.solver import SolverService, SolverSettings, create_solver_app
    from assay.solver.quizserver import QuizSettings, create_quiz_app, get_quiz_settings

    secret = secrets.token_urlsafe(12)
    email = "demo@example.com"
    quiz_settings = with_settings(get_quiz_settings).model_copy(update={"time_limit_s": time_limit})
    quiz_port, solver_port = _free_port(), _free_port()
    settings = SolverSettings(
        email=email,
        secret=secret,
        models=",".join(models),
        max_questions=questions,
        question_time_s=time_limit,
        debug_keep_workspaces=keep,
    )
    lines: list[str] = []
    state: dict[str, Any] = {"record": None}

    async def on_event(event: SolverEvent) -> None:
        lines.append(f"[q{event.question}] {event.kind}: {event.message}"[:140])

    service = SolverService(settings, models=models, on_event=on_event)
    started = time.monotonic()
    assert isinstance(quiz_settings, QuizSettings)
    async with (
        _uvicorn(create_quiz_app(quiz_settings), quiz_port),
        _uvicorn(create_solver_app(service), solver_port),
        httpx.AsyncClient() as client,
    ):
        base = f"http://127.0.0.1:{quiz_port}"
        start = (await client.get(f"{base}/quiz/_start", params={"email": email})).json()["url"]
        reply = await client.post(
            f"http://127.0.0.1:{solver_port}/", json={"email": email, "secret": secret, "url": start}
        )
        task_id = reply.json()["task_id"]
        with Live(_table(None, lines, started), console=console, refresh_per_second=2) as live:
            while True:
                record = service.tasks[task_id]
                state["record"] = record
                live.update(_table(record, lines, started))
                if record.state in ("done", "failed"):
                    break
                await asyncio.sleep(0.5)
        return service.tasks[task_id]


def demo(
    models: Annotated[
        str | None,
        typer.Option(
            help="Comma-separated models (default: the embedded 0.5B, and the 1.5B when installed)."
        ),
    ] = None,
    questions: Annotated[int, typer.Option(help="Stop after this many questions.", min=1)] = 13,
    time_limit: Annotated[
        float, typer.Option(help="Seconds per question (the protocol's 180).", min=5)
    ] = 180.0,
    keep: Annotated[bool, typer.Option(help="Keep the task folder (task.log, result.json).")] = False,
) -> None:
    """Start the local quiz server and the solver, and solve the chain end to end with a progress view."""
    chosen = [m.strip() for m in models.split(",") if m.strip()] if models else _default_models()
    if not chosen:
        raise fail(
            "no model to solve with",
            hint="install the embedded model (bash scripts/install_local_model.sh) or pass --models",
        )
    _check_models(chosen)
    with _model_lock(chosen):
        record = asyncio.run(_demo(chosen, questions, time_limit, keep))
    console.print()
    console.print(
        f"solved {record.solved} of {len(record.questions)} question(s) with {', '.join(chosen)}; "
        f"{record.stopped_because}",
        highlight=False,
    )
    if record.workspace:
        console.print(f"task folder: {record.workspace}", highlight=False)


def register(app: typer.Typer) -> None:
    """Add `assay solve` with `serve`, `demo` (and the local quiz server's `quiz-server`)."""
    solve_app = typer.Typer(
        name="solve", help="Solve chains of data quizzes (docs/solve.md).", no_args_is_help=True
    )
    solve_app.command("serve")(serve)
    solve_app.command("demo")(demo)
    _solve_quiz.register(solve_app)
    app.add_typer(solve_app, name="solve")
