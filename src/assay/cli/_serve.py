"""`assay serve`: run the HTTP API with uvicorn."""

from __future__ import annotations

from typing import Annotated

import typer

from assay.cli._common import console
from assay.cli._grade import with_settings


def serve(
    host: Annotated[
        str | None, typer.Option(help="Address to bind (default ASSAY_API_HOST, 127.0.0.1).")
    ] = None,
    port: Annotated[
        int | None, typer.Option(help="Port (default ASSAY_API_PORT, 8000).", min=1, max=65535)
    ] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.")] = "info",
) -> None:
    """Serve the grading API (POST /api/submissions/evaluate, GET /api/questions, docs at /docs)."""
    import uvicorn

    from assay.api import create_app, get_api_settings
    from assay.grading import GradingService

    settings = with_settings(get_api_settings)
    bind_host = host or settings.api_host
    bind_port = port or settings.api_port
    # Built (settings read, database migrated) before the server starts: a bad setting is one line here,
    # not a traceback from inside uvicorn's start-up.
    service = with_settings(GradingService)
    console.print(f"Assay API on http://{bind_host}:{bind_port} (docs at /docs); Ctrl+C stops it")
    from assay.scale import get_scale_settings  # who may call, and where grades run (docs/deploy.md)

    scale = with_settings(get_scale_settings)
    if scale.auth == "open":
        console.print("open local use: no API key needed (ASSAY_AUTH=keys requires keys; see docs/deploy.md)")
    else:
        console.print("API keys required: send 'Authorization: Bearer <key>' (`assay keys create`)")
    if scale.queue_url:
        console.print("submissions are queued for `assay worker` processes (ASSAY_QUEUE_URL)")
    uvicorn.run(create_app(settings, service=service), host=bind_host, port=bind_port, log_level=log_level)


def register(app: typer.Typer) -> None:
    """Add `assay serve`."""
    app.command("serve")(serve)
