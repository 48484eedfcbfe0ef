"""`assay worker`: run queued grades (docs/deploy.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from assay.cli._common import console, fail
from assay.cli._grade import with_settings


def worker(
    queue_url: Annotated[
        str | None, typer.Option("--queue", help="Redis URL of the broker (default ASSAY_QUEUE_URL).")
    ] = None,
    concurrency: Annotated[
        int | None, typer.Option(help="Grading threads (default ASSAY_WORKER_CONCURRENCY, 2).", min=1)
    ] = None,
    log_level: Annotated[str, typer.Option(help="Log level of the worker.")] = "INFO",
) -> None:
    """Run a worker: takes grades from the queue, runs them in its own sandbox pool, stores them."""
    from assay.scale import get_scale_settings, run_worker

    settings = with_settings(get_scale_settings)
    if queue_url:
        settings = settings.model_copy(update={"queue_url": queue_url})
    if not settings.queue_url:
        raise fail("no queue to work for", hint="set ASSAY_QUEUE_URL=redis://host:6379/0 or pass --queue")
    threads = concurrency or settings.worker_concurrency
    console.print(
        f"Assay worker: {threads} grading threads on queue {settings.queue_name!r}; Ctrl+C stops it"
    )
    run_worker(settings, concurrency=threads, loglevel=log_level.upper())


def register(app: typer.Typer) -> None:
    """Add `assay worker`."""
    app.command("worker")(worker)
