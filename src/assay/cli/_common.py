"""Helpers shared by the CLI commands: one console, one way to fail."""

from __future__ import annotations

import logging
import os

import typer
from rich.console import Console
from rich.markup import escape

from assay.errors import AssayError, ConfigError, UserInputError

console = Console()
# soft_wrap: an error stays one line when stderr is a pipe or a log file (rich would fold it at 80 columns).
err_console = Console(stderr=True, soft_wrap=True)
log = logging.getLogger("assay.cli")

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


def print_error(message: str, *, hint: str | None = None, label: str = "error") -> None:
    """Print one error line and an optional hint line on stderr.

    The text is escaped: messages quote code (``List[int]``, ``assay[local]``) that rich would
    otherwise swallow as markup tags.
    """
    err_console.print(f"[bold red]{escape(label)}:[/] {escape(message)}", highlight=False)
    if hint:
        err_console.print(f"[dim]hint:[/] {escape(hint)}", highlight=False)


def fail(message: str, *, hint: str | None = None, code: int = EXIT_USAGE) -> typer.Exit:
    """Print one readable error line (plus an optional hint) and return the Exit to raise."""
    print_error(message, hint=hint)
    return typer.Exit(code)


def run_app(app: typer.Typer) -> int:
    """Run the app, turning Assay errors into one line and an exit status instead of a traceback."""
    try:
        app()  # standalone mode: click prints usage errors itself and exits with status 2
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_FAILURE
    except UserInputError as exc:
        print_error(exc.message, hint=exc.hint)
        return EXIT_USAGE
    except ConfigError as exc:
        # The operator's input (an ASSAY_* value, a key, a model file): theirs to fix, like bad flags.
        print_error(exc.message, hint=exc.hint, label=f"error ({exc.code})")
        return EXIT_USAGE
    except AssayError as exc:
        print_error(exc.message, hint=exc.hint, label=f"error ({exc.code})")
        return EXIT_FAILURE
    except KeyboardInterrupt:
        err_console.print("interrupted")
        return 130
    except Exception as exc:
        if os.environ.get("ASSAY_DEBUG"):
            raise
        log.debug("unexpected error", exc_info=True)
        print_error(
            f"{type(exc).__name__}: {exc} (set ASSAY_DEBUG=1 for a traceback; please report it)",
            label="internal error",
        )
        return EXIT_FAILURE
    return EXIT_OK
