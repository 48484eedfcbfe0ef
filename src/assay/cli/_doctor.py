"""`assay doctor`: what this machine offers Assay (isolation layers, models, storage)."""

from __future__ import annotations

import platform

import typer

from assay import __version__
from assay.cli._common import console


def doctor() -> None:
    """Print the isolation layers active on this machine and other health facts."""
    console.print(f"assay {__version__} on Python {platform.python_version()} ({platform.system()})")


def register(app: typer.Typer) -> None:
    """Add ``doctor`` to the app."""
    app.command("doctor")(doctor)
