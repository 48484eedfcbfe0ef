"""`assay solve quiz-server`: serve the local quiz chain (docs/solve.md, "The local quiz server")."""

from __future__ import annotations

from typing import Annotated

import typer
from pydantic import SecretStr

from assay.cli._common import console
from assay.cli._grade import with_settings

__all__ = ["register"]


def quiz_server(
    host: Annotated[str, typer.Option(help="Address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8765,
    seed: Annotated[
        str | None,
        typer.Option(help="Personalisation seed (default ASSAY_QUIZ_SEED): same seed, same answers."),
    ] = None,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit", help="Seconds per question from when its URL is handed out (default 180).", min=1
        ),
    ] = None,
    secret: Annotated[
        str | None,
        typer.Option(help="Refuse submissions with another secret (403); default: any non-blank secret."),
    ] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve a protocol-faithful chain of 13 data quizzes to test a solver against."""
    import uvicorn

    from assay.solver.quizserver import TASK_NAMES, create_quiz_app, get_quiz_settings

    settings = with_settings(get_quiz_settings)
    updates: dict[str, object] = {}
    if seed is not None:
        if not seed.strip():
            raise typer.BadParameter("the seed must not be blank", param_hint="--seed")
        updates["seed"] = seed
    if time_limit is not None:
        updates["time_limit_s"] = time_limit
    if secret is not None and secret.strip():
        updates["secret"] = SecretStr(secret)
    settings = settings.model_copy(update=updates)
    base = f"http://{host}:{port}"
    console.print(
        f"Local quiz server on {base}: {len(TASK_NAMES)} questions, "
        f"{settings.time_limit_s:g} s each; Ctrl+C stops it"
    )
    console.print(f"start a chain:  curl '{base}/quiz/_start?email=you@example.com'", highlight=False)
    console.print(f"see its state:  curl '{base}/quiz/_status?email=you@example.com'", highlight=False)
    uvicorn.run(create_quiz_app(settings), host=host, port=port, log_level=log_level)


def register(solve_app: typer.Typer) -> None:
    """Add `assay solve quiz-server`."""
    solve_app.command("quiz-server")(quiz_server)
