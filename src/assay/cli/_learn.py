"""`assay learn`: the learner evaluator from the command line (see docs/learning.md).

The sub-app is assembled here; other modules add their commands to it through their own
``register(learn_app)`` (listed in ``_EXTENSIONS`` below), so each command keeps its own module.
"""

from __future__ import annotations

import typer

__all__ = ["build_learn_app", "register"]


def _extensions() -> tuple[object, ...]:
    # Modules adding commands to `assay learn` (each has register(learn_app)); add yours here.
    return ()


def build_learn_app() -> typer.Typer:
    """The `assay learn` sub-app with every learn command registered."""
    learn_app = typer.Typer(
        name="learn",
        help="Evaluate learners' answers, track mastery, validate courses (docs/learning.md).",
        no_args_is_help=True,
    )
    for module in _extensions():
        module.register(learn_app)  # type: ignore[attr-defined]
    return learn_app


def register(app: typer.Typer) -> None:
    """Add `assay learn ...`."""
    app.add_typer(build_learn_app(), name="learn")
