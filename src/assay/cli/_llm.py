"""`assay llm`: placeholder until its issue lands (see the issue tracker)."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Register nothing yet: the command is added by the issue that builds it."""
    del app
