"""`assay questions list|show|validate|schema`: browse and check question banks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.markdown import Markdown
from rich.markup import escape
from rich.table import Table

from assay.cli._common import EXIT_FAILURE, console, err_console, fail
from assay.cli._grade import with_settings
from assay.errors import AssayError
from assay.questions import (
    Difficulty,
    QuestionCheck,
    get_question_store,
    question_json_schema,
    replace_schema_block,
    validate_bank,
)

questions_app = typer.Typer(
    name="questions", help="Browse the question bank and check banks.", no_args_is_help=True
)


@questions_app.command("list")
def list_questions(
    difficulty: Annotated[Difficulty | None, typer.Option(help="Only this difficulty.")] = None,
    concept: Annotated[
        str | None, typer.Option(help='Only questions listing this concept, e.g. "stack".')
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """List the questions of the configured store."""
    try:
        summaries = with_settings(get_question_store).list(difficulty=difficulty, concept=concept)
    except AssayError as exc:
        raise fail(exc.message, hint=exc.hint) from None
    if as_json:
        console.print_json(json.dumps([s.model_dump(mode="json") for s in summaries]))
        return
    table = Table(title=f"{len(summaries)} questions")
    table.add_column("id", justify="right")
    table.add_column("title")
    table.add_column("difficulty")
    table.add_column("concepts")
    for s in summaries:
        table.add_row(escape(s.id), escape(s.title), s.difficulty.value, escape(", ".join(s.concepts)))
    console.print(table)


@questions_app.command("show")
def show_question(
    question_id: Annotated[str, typer.Argument(metavar="ID", help='The question id, e.g. "3".')],
    as_json: Annotated[bool, typer.Option("--json", help="Print the public JSON view.")] = False,
) -> None:
    """Show a question as a user sees it (never its hidden tests or reference solution)."""
    try:
        public = with_settings(get_question_store).get(question_id).public()
    except AssayError as exc:
        raise fail(exc.message, hint=exc.hint) from None
    if as_json:
        console.print_json(public.model_dump_json())
        return
    sig = public.signature
    params = ", ".join(f"{p.name}: {p.type}" for p in sig.params)
    # Question text is data, not markup: ``List[int]`` and ``nums[i]`` must print as written.
    console.print(
        f"[bold]{escape(public.id)}. {escape(public.title)}[/]  [dim]({public.difficulty.value})[/]"
    )
    console.print(Markdown(public.description))
    console.print(
        f"\n[bold]Write[/] class Solution:  {escape(f'def {sig.method}(self, {params}) -> {sig.returns}')}",
        highlight=False,
    )
    req = public.complexity_requirements
    console.print(f"[bold]Complexity[/] time {escape(req.time)}, space {escape(req.space)}", highlight=False)
    for title, items in (("Constraints", public.constraints), ("Requirements", public.requirements)):
        console.print(f"[bold]{title}[/]")
        for item in items:
            console.print(f"  • {escape(item)}", highlight=False)
    shown, hidden = len(public.test_cases), public.hidden_test_count
    console.print(f"[bold]Examples[/] ({shown} shown; {hidden} more tests are hidden)")
    for case in public.test_cases:
        example = f"{json.dumps(case.input, ensure_ascii=False)} -> {json.dumps(case.expected)}"
        console.print(f"  {escape(example)}", highlight=False)


@questions_app.command("validate")
def validate(
    path: Annotated[
        Path | None,
        typer.Argument(help="A bank directory or one L-{id}.json file; default: the bundled bank."),
    ] = None,
    complexity: Annotated[
        bool, typer.Option("--complexity/--no-complexity", help="Also measure the reference's complexity.")
    ] = True,
    workers: Annotated[int, typer.Option(min=1, max=16, help="Questions checked at once.")] = 2,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """Check a bank: schema, reference passes every test, measured complexity meets the requirement.

    Exit 0 when every question is fine, 1 when some are not, 2 when the path is unusable.
    """
    try:
        checks = validate_bank(path, complexity=complexity, workers=workers)
    except AssayError as exc:
        raise fail(exc.message, hint=exc.hint) from None
    bad = [c for c in checks if not c.ok]
    if as_json:
        console.print_json(json.dumps([{**c.model_dump(mode="json"), "ok": c.ok} for c in checks]))
    else:
        console.print(_table(checks))
        for check in bad:
            for line in _problems(check):
                where = escape(check.id or check.source)
                err_console.print(f"[red]{where}[/]: {escape(line)}", highlight=False)
        summary = f"{len(checks) - len(bad)} of {len(checks)} questions OK"
        console.print(f"[bold {'green' if not bad else 'red'}]{summary}[/]")
    if bad:
        raise typer.Exit(EXIT_FAILURE)


def _table(checks: list[QuestionCheck]) -> Table:
    table = Table(title="Question bank check")
    table.add_column("id", justify="right")
    table.add_column("schema")
    table.add_column("tests", justify="right")
    table.add_column("time")
    table.add_column("measured")
    table.add_column("space")
    table.add_column("measured")
    table.add_column("s", justify="right")
    table.add_column("result")
    for c in checks:
        tests = f"{c.tests_passed}/{c.tests_total}" if c.schema_error is None else "-"
        measured = escape(c.measured_time or ("-" if c.complexity_ok is None else "failed"))
        space = escape(c.measured_space or "-")
        table.add_row(
            escape(c.id or Path(c.source).name),
            "[green]ok[/]" if c.schema_error is None else "[red]invalid[/]",
            tests,
            escape(c.required_time or "-"),
            measured if c.complexity_ok is not False else f"[red]{measured}[/]",
            escape(c.required_space or "-"),
            space if c.space_ok is not False else f"[red]{space}[/]",
            f"{c.seconds:.2f}",
            "[green]OK[/]" if c.ok else "[red]FAIL[/]",
        )
    return table


def _problems(check: QuestionCheck) -> list[str]:
    if check.schema_error is not None:
        return [check.schema_error]
    problems = list(check.test_failures[:5])
    if check.complexity_ok is False:
        problems.append(
            f"measured {check.measured_time or 'nothing'} does not meet {check.required_time}"
            + (f" ({check.complexity_note})" if check.complexity_note else "")
        )
    if check.space_ok is False:
        problems.append(
            f"measured extra space {check.measured_space} does not meet {check.required_space}"
            + (f" ({check.complexity_note})" if check.complexity_note else "")
        )
    return problems


@questions_app.command("schema")
def schema(
    update_doc: Annotated[
        Path | None,
        typer.Option(help="Rewrite the generated block of this markdown file instead of printing."),
    ] = None,
) -> None:
    """Print the JSON Schema of a question file (generated from the model)."""
    if update_doc is None:
        console.print_json(json.dumps(question_json_schema()))
        return
    try:
        text = update_doc.read_text(encoding="utf-8")
        update_doc.write_text(replace_schema_block(text), encoding="utf-8")
    except (OSError, ValueError) as exc:
        raise fail(f"cannot update {update_doc}: {exc}") from None
    console.print(f"updated the schema in {update_doc}")


def register(app: typer.Typer) -> None:
    """Add the ``questions`` command group to the app."""
    app.add_typer(questions_app)
