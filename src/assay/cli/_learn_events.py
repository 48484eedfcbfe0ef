"""`assay learn events`: the learning event outbox, newest last; ``--follow`` tails it (and ``--relay``
delivers pending events to the configured consumers: Redis Stream, instructor webhook)."""

from __future__ import annotations

import json
import time
from typing import Annotated, Any

import typer
from rich.markup import escape

from assay.cli._common import console
from assay.cli._grade import with_settings
from assay.learning import EventSink, get_learning_store_settings, open_event_sink
from assay.storage import LearningRepository, OutboxEvent, open_learning_repository

__all__ = ["register"]


def _document(repository: LearningRepository, event: OutboxEvent) -> dict[str, Any]:
    return {
        "position": event.position,
        "id": event.id,
        "name": event.name,
        "created_at": event.created_at.isoformat(),
        "payload": event.payload,
        "deliveries": repository.deliveries(event.id),
    }


def _print(document: dict[str, Any], as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps(document, sort_keys=True))
        return
    delivered = [d["consumer"] for d in document["deliveries"] if d["delivered_at"]]
    waiting = [
        f"{d['consumer']} ({d['attempts']} tries)" for d in document["deliveries"] if not d["delivered_at"]
    ]
    status = ", ".join([*(f"→ {c}" for c in delivered), *(f"pending {w}" for w in waiting)]) or "-"
    payload = json.dumps(document["payload"], sort_keys=True)
    console.print(
        f"[dim]#{document['position']} {document['created_at']}[/] [bold]{escape(document['name'])}[/] "
        f"{escape(payload)} [dim]id {document['id']} · {escape(status)}[/]",
        highlight=False,
        soft_wrap=True,
    )


def _relay_once(repository: LearningRepository, as_json: bool) -> None:
    sink = with_settings(lambda: open_event_sink(repository=repository))
    try:
        report = sink.deliver_pending()
    finally:
        sink.close()
    if not as_json:
        consumers = ", ".join(sink.consumers) or "none configured"
        console.print(
            f"relayed to {escape(consumers)}: {report.delivered} delivered, {report.failed} failed"
            + (f" ({escape('; '.join(report.errors[:3]))})" if report.errors else ""),
            highlight=False,
        )


def events(
    follow: Annotated[
        bool, typer.Option("--follow", "-f", help="Keep printing new events (Ctrl-C stops).")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per event per line.")] = False,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="How many recent events to show.")] = 20,
    name: Annotated[
        list[str] | None, typer.Option("--name", help="Only events of this name (repeatable).")
    ] = None,
    relay: Annotated[
        bool,
        typer.Option(
            "--relay",
            help="Deliver pending events to the configured consumers (Redis Stream, webhook): once, "
            "or continuously with --follow.",
        ),
    ] = False,
) -> None:
    """Show the learning events (evaluation_complete, INSTRUCTOR_ALERT) and their deliveries."""
    repository = with_settings(open_learning_repository)
    names = list(name or [])
    last = max(0, repository.last_position() - limit) if not names else 0
    if relay and not follow:
        _relay_once(repository, as_json)
    recent = repository.events(after=last, limit=100_000, names=names)[-limit:]
    for event in recent:
        _print(_document(repository, event), as_json)
    if not follow:
        if not recent and not as_json:
            console.print("No learning events yet.")
        return
    position = recent[-1].position or 0 if recent else repository.last_position()
    sink: EventSink | None = None
    if relay:
        sink = with_settings(lambda: open_event_sink(repository=repository))
        sink.start()
    interval = get_learning_store_settings().learn_relay_interval_s
    try:
        while True:
            for event in repository.events(after=position, names=names):
                _print(_document(repository, event), as_json)
                position = event.position or position
            time.sleep(interval)
    finally:
        if sink is not None:
            sink.close()


def register(learn_app: typer.Typer) -> None:
    """Add `assay learn events`."""
    learn_app.command("events")(events)
