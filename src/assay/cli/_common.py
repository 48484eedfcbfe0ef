"""Helpers shared by the CLI commands: one console, one way to fail."""

from __future__ import annotations

import logging
import os

import typer
from rich.console import Console

from assay.errors import AssayError, UserInputError

console = Console()
err_console = Console(stderr=True)
log = logging.getLogger("assay.cli")

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


def fail(message: str, *, hint: str | None = None, code: int = EXIT_USAGE) -> typer.Exit:
    """Print one readable error line (plus an optional hint) and return the Exit to raise."""
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    if hint:
        err_console.print(f"[dim]hint:[/] {hint}", highlight=False)
    return typer.Exit(code)


def run_app(app: typer.Typer) -> int:
    """Run the app, turning Assay errors into one line and an exit status instead of a traceback."""
    try:
        app()  # standalone mode: click prints usage errors itself and exits with status 2
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_FAILURE
    except UserInputError as exc:
        err_console.print(f"[bold red]error:[/] {exc.message}", highlight=False)
        if exc.hint:
            err_console.print(f"[dim]hint:[/] {exc.hint}", highlight=False)
        return EXIT_USAGE
    except AssayError as exc:
        err_console.print(f"[bold red]error ({exc.code}):[/] {exc.message}", highlight=False)
        if exc.hint:
            err_console.print(f"[dim]hint:[/] {exc.hint}", highlight=False)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        err_console.print("interrupted")
        return 130
    except Exception as exc:
        if os.environ.get("ASSAY_DEBUG"):
            raise
        log.debug("unexpected error", exc_info=True)
        err_console.print(
            f"[bold red]internal error:[/] {type(exc).__name__}: {exc} "
            "(set ASSAY_DEBUG=1 for a traceback; please report it)",
            highlight=False,
        )
        return EXIT_FAILURE
    return EXIT_OK
