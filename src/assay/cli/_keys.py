"""`assay keys create|list|revoke`: API keys (docs/deploy.md, "API keys")."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from assay.cli._common import console, fail
from assay.cli._grade import with_settings

keys_app = typer.Typer(help="Manage API keys (stored hashed; a key is shown once, when made).")


@keys_app.command("create")
def create(
    name: Annotated[str, typer.Option(help="Who holds it, e.g. 'ada (learner)'.")],
    scope: Annotated[
        list[str] | None, typer.Option("--scope", help="submit, read (own results) or admin; repeatable.")
    ] = None,
    learner: Annotated[
        str | None,
        typer.Option(
            help="The learner the key acts as on the pages and /api/learners (default: the name when "
            "it is a valid learner id, else key-<prefix>); only an admin key reads other learners."
        ),
    ] = None,
) -> None:
    """Make a key and print it once (it cannot be shown again)."""
    from assay.scale import create_key, get_scale_settings, key_learner, key_scopes
    from assay.storage import get_queue_repository

    settings = with_settings(get_scale_settings)
    key, record = create_key(
        with_settings(get_queue_repository),
        name=name,
        scopes=scope or ["submit", "read"],
        pepper=settings.api_key_pepper,
        learner=learner,
    )
    console.print(
        f"key {record.prefix} for {record.name!r}, scopes {', '.join(key_scopes(record))}, "
        f"learner {key_learner(record)!r}:"
    )
    typer.echo(key)
    console.print("[dim]Keep it now: only its hash is stored. Send it as 'Authorization: Bearer <key>'.[/]")


@keys_app.command("list")
def list_keys() -> None:
    """List the keys (prefix, name, scopes, learner, made, revoked)."""
    from assay.scale import key_learner, key_scopes
    from assay.storage import get_queue_repository

    table = Table("prefix", "name", "scopes", "learner", "created", "revoked")
    for record in with_settings(get_queue_repository).api_keys():
        table.add_row(
            record.prefix,
            record.name,
            ", ".join(key_scopes(record)),
            key_learner(record),
            record.created_at.strftime("%Y-%m-%d %H:%M"),
            record.revoked_at.strftime("%Y-%m-%d %H:%M") if record.revoked_at else "",
        )
    console.print(table)


@keys_app.command("revoke")
def revoke(
    key: Annotated[str, typer.Argument(help="The key's prefix (from `assay keys list`) or id.")],
) -> None:
    """Revoke a key: it is refused from the next request on."""
    from assay.storage import get_queue_repository

    record = with_settings(get_queue_repository).revoke_key(key)
    if record is None:
        raise fail(f"no key {key!r}", hint="see `assay keys list`")
    console.print(f"revoked {record.prefix} ({record.name})")


def register(app: typer.Typer) -> None:
    """Add `assay keys`."""
    app.add_typer(keys_app, name="keys")
