"""The ``assay`` command line (Typer + rich).

Each command lives in its own module with a ``register(app)`` function. Commands call services,
never the internals of a package. Errors the user can fix exit with status 2 and one readable line.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from assay.cli import (
    _bench,
    _doctor,
    _grade,
    _interview,
    _keys,
    _learn,
    _llm,
    _questions,
    _serve,
    _solve,
    _worker,
)
from assay.cli._common import run_app as _run_app

__all__ = ["build_app", "main"]


def _version(value: bool) -> None:
    if value:
        from assay import __version__

        typer.echo(f"assay {__version__}")
        raise typer.Exit()


def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Assay: grade code and pseudocode in a sandbox, benchmark prompts and models."""


def build_app() -> typer.Typer:
    """Assemble the Typer application with every command registered."""
    app = typer.Typer(
        name="assay",
        help="Assay: grade code and pseudocode in a sandbox, benchmark prompts and models.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )
    app.callback()(_root)
    for module in (
        _grade,
        _questions,
        _serve,
        _bench,
        _llm,
        _doctor,
        _learn,
        _interview,
        _solve,
        _worker,
        _keys,
    ):
        module.register(app)
    return app


def main() -> None:
    """Console-script entry point."""
    sys.exit(_run_app(build_app()))
