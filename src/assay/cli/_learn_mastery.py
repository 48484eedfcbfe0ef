"""`assay learn mastery LEARNER`: a learner's mastery per concept, with its trend and the next step."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from assay.cli._common import console
from assay.cli._grade import with_settings
from assay.learning import (
    ConceptMastery,
    LearnerMastery,
    get_learn_settings,
    learner_mastery,
    load_course,
    open_mastery_store,
)

__all__ = ["register"]

_TREND = {"new": "· new", "rising": "↑ rising", "falling": "↓ falling", "steady": "→ steady"}
_BARS = "▁▂▃▄▅▆▇█"


def _sparkline(history: list[float]) -> str:
    return "".join(_BARS[min(len(_BARS) - 1, int(value * len(_BARS)))] for value in history)


def _row(concept: ConceptMastery) -> list[str]:
    status = "[green]MASTERED[/]" if concept.mastered else ""
    return [
        escape(concept.concept_id if concept.name is None else f"{concept.name} ({concept.concept_id})"),
        f"{concept.mastery:.2f}",
        status,
        f"{_TREND[concept.trend]} {_sparkline(concept.history)}",
        str(concept.updates),
        escape(concept.next_step),
    ]


def _show(view: LearnerMastery) -> None:
    if not view.concepts:
        console.print(f"No answers recorded yet for learner {escape(view.learner_id)!r}.")
        return
    table = Table(title=f"Mastery of {escape(view.learner_id)} (model {view.model}, {view.store} store)")
    for column in ("concept", "mastery", "", "trend (last 10)", "answers", "next step"):
        table.add_column(column)
    for concept in view.concepts:
        table.add_row(*_row(concept))
    console.print(table)


def mastery(
    learner: Annotated[str, typer.Argument(help="The learner id used when their answers were evaluated.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    course_file: Annotated[
        Path | None,
        typer.Option("--course", help="A course file extending the bundled course (ASSAY_LEARN_COURSE)."),
    ] = None,
) -> None:
    """Show a learner's mastery of each concept they answered: value, trend and next step."""
    settings = with_settings(get_learn_settings)
    course = load_course(course_file or settings.learn_course, mode=settings.learn_course_mode)
    store = with_settings(open_mastery_store)
    try:
        view = learner_mastery(store, learner, course)
    finally:
        store.close()
    if as_json:
        typer.echo(json.dumps(view.model_dump(mode="json"), indent=2))
    else:
        _show(view)


def register(learn_app: typer.Typer) -> None:
    """Add `assay learn mastery`."""
    learn_app.command("mastery")(mastery)
