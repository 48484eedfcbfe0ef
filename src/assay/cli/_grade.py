"""`assay grade`: grade one submission from the command line, exactly as the API would."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table

from assay.cli._common import console, fail
from assay.questions import Question, QuestionFormatError, parse_question

if TYPE_CHECKING:
    from assay.grading import EvaluationResponse, GradingService


def _read_solution(solution: str) -> str:
    if solution == "-":
        return sys.stdin.read()
    path = Path(solution)
    if not path.is_file():
        raise fail(f"solution file {solution!r} does not exist", hint="give a file path, or - to read stdin")
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise fail(f"cannot read the solution file {solution!r}: {exc}") from None


def _question_source(question: str, service: GradingService) -> Question:
    path = Path(question)
    if question.endswith(".json") or path.is_file():
        if not path.is_file():
            raise fail(f"question file {question!r} does not exist", hint="give an id such as 3, or a file")
        try:
            return parse_question(path.read_bytes(), str(path))
        except QuestionFormatError as exc:
            raise fail(exc.message, hint=exc.hint) from None
    return service.load_question(question)


def _render(result: EvaluationResponse) -> None:
    verdict = "[bold green]PASSED[/]" if result.passed else "[bold red]NOT PASSED[/]"
    tests = result.test_results
    header = (
        f"{verdict}  score [bold]{result.score}[/]/100   "
        f"tests {tests.passed}/{tests.total} (hidden: {tests.hidden_total})   question {result.question_id}"
    )
    console.print(Panel(escape(result.feedback.summary), title=header, title_align="left", expand=False))

    rubric = Table(title="Rubric", show_header=True, box=None)
    for name in ("correctness", "complexity", "implementation", "total"):
        rubric.add_column(name, justify="right")
    r = result.rubric
    rubric.add_row(
        f"{r.correctness}/40", f"{r.complexity}/30", f"{r.implementation}/30", f"{result.score}/100"
    )
    console.print(rubric)

    measured = result.measured_complexity
    if measured.time is not None:
        mark = "[green]meets[/]" if result.feedback.complexity.meets_requirements else "[red]does not meet[/]"
        time_text = (
            f"{escape(measured.time.cls)} (fit confidence {measured.time.confidence:.2f}) {mark} "
            f"the required {escape(measured.required_time)}"
        )
    else:
        time_text = f"not measured (required {escape(measured.required_time)})"
    console.print(f"[bold]Approach:[/] {escape(result.feedback.approach.name)}   [bold]time:[/] {time_text}")
    if measured.note:
        console.print(f"[dim]{escape(measured.note)}[/]")
    if tests.compile_error:
        console.print(f"[bold red]Does not compile:[/] {escape(tests.compile_error)}")
    if tests.failed_cases:
        table = Table(title=f"Failing tests ({tests.failed})", show_lines=False)
        for column in ("input", "expected", "received"):
            table.add_column(column, overflow="fold")
        for case in tests.failed_cases:
            if case.hidden:
                table.add_row("[dim](hidden test)[/]", "[dim]-[/]", escape(str(case.received)))
            else:
                table.add_row(
                    escape(json.dumps(case.input, ensure_ascii=False)[:120]),
                    escape(json.dumps(case.expected, ensure_ascii=False)[:80]),
                    escape(json.dumps(case.received, ensure_ascii=False, default=str)[:80]),
                )
        console.print(table)
    for title, items, style in (
        ("Improvements", result.feedback.improvements, "yellow"),
        ("Strengths", result.feedback.strengths, "green"),
    ):
        if items:
            console.print(f"[bold {style}]{title}[/]")
            for item in items:
                console.print(f"  • {escape(item)}")
    for notice in result.feedback.notices:
        console.print(f"[dim]note:[/] {escape(notice)}")
    if result.translated_solution:
        console.print(
            Panel(Syntax(result.translated_solution, "python"), title="What ran (model translation)")
        )
    elif result.executed_solution:
        console.print(
            Panel(Syntax(result.executed_solution, "python"), title="What ran (normalised pseudocode)")
        )
    if result.needs_human_review:
        console.print(f"[bold magenta]Flagged for human review:[/] {', '.join(result.human_review_reasons)}")
    console.print(
        f"[dim]evaluation {result.evaluation_id} · {result.timings.total_ms:.0f} ms"
        f"{' · model ' + result.model if result.model else ''}[/]"
    )


def grade(
    question: Annotated[
        str,
        typer.Option(
            "--question", "-q", metavar="ID_OR_FILE", help='A question id ("3") or an L-{id}.json file.'
        ),
    ],
    solution: Annotated[
        str,
        typer.Option("--solution", "-s", metavar="FILE_OR_-", help="The submission file, or - for stdin."),
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print exactly the API's response body (JSON) instead.")
    ] = False,
    store: Annotated[
        bool, typer.Option("--store/--no-store", help="Keep the evaluation in the database (the default).")
    ] = True,
) -> None:
    """Grade a Python or pseudocode solution: tests (hidden included), measured complexity, review.

    Exits 0 when grading succeeded, whatever the score; 2 on bad input.
    """
    # Imported here so that `assay --help` and the other commands do not load the whole pipeline.
    from assay.grading import GradingService

    text = _read_solution(solution)
    service = GradingService(store=store)
    target = _question_source(question, service)
    result = service.evaluate_sync(target, text)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        return
    _render(result)


def register(app: typer.Typer) -> None:
    """Add `assay grade`."""
    app.command("grade")(grade)
