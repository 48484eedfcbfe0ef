"""`assay grade`: grade one submission from the command line, exactly as the API would."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer
from pydantic import ValidationError
from rich.markup import escape
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table

from assay.cli._common import console
from assay.errors import AssayError, ConfigError, InvalidInputError, NotFoundError
from assay.questions import Question, QuestionFormatError, parse_question

if TYPE_CHECKING:
    from assay.grading import EvaluationResponse, GradingService

T = TypeVar("T")
_SECRET = re.compile(r"KEY|SECRET|TOKEN|PASSWORD", re.IGNORECASE)


def settings_error(exc: ValidationError) -> ConfigError:
    """One readable line for ``ASSAY_*`` settings that do not validate (never pydantic's dump)."""
    problems = []
    for error in exc.errors()[:3]:
        name = "ASSAY_" + "_".join(str(part) for part in error.get("loc", ())).upper()
        value = error.get("input")
        shown = "" if _SECRET.search(name) or not isinstance(value, str) else f"={value[:40]!r}"
        problems.append(f"{name}{shown}: {error.get('msg', 'invalid')}")
    return ConfigError(
        f"invalid setting {'; '.join(problems)}",
        hint="fix or unset it (environment or .env); every setting is documented under docs/",
    )


def with_settings(work: Callable[[], T]) -> T:
    """Run ``work``; a settings class that does not validate becomes one ConfigError line."""
    try:
        return work()
    except ValidationError as exc:
        if not exc.title.endswith("Settings"):
            raise
        raise settings_error(exc) from None


def _read_solution(solution: str) -> str:
    hint = "give the solution's file, or - to read it from stdin"
    if solution == "-":
        try:
            return sys.stdin.read()
        except UnicodeDecodeError:
            raise InvalidInputError(
                "the solution on stdin is not UTF-8 text", code="INVALID_SOLUTION", hint=hint
            ) from None
    path = Path(solution)
    if path.is_dir():
        raise InvalidInputError(
            f"solution path {solution!r} is a directory, not a file", code="INVALID_SOLUTION", hint=hint
        )
    if not path.is_file():
        raise InvalidInputError(
            f"solution file {solution!r} does not exist", code="INVALID_SOLUTION", hint=hint
        )
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = "it is not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else exc.strerror or str(exc)
        raise InvalidInputError(
            f"cannot read the solution file {solution!r}: {reason}", code="INVALID_SOLUTION", hint=hint
        ) from None


def _question_source(question: str, service: GradingService) -> Question:
    path = Path(question)
    if question.endswith(".json") or path.is_file():
        if not path.is_file():
            raise NotFoundError(
                f"question file {question!r} does not exist",
                code="QUESTION_NOT_FOUND",
                hint="give an id such as 3 (assay questions list), or an L-{id}.json file",
                details={"questionId": question},
            )
        try:
            return parse_question(path.read_bytes(), str(path))
        except QuestionFormatError as exc:
            raise InvalidInputError(exc.message, code="INVALID_QUESTION", hint=exc.hint) from None
    return service.load_question(question)


def _render(result: EvaluationResponse) -> None:
    verdict = "[bold green]PASSED[/]" if result.passed else "[bold red]NOT PASSED[/]"
    tests = result.test_results
    not_run = f", {tests.not_run} not run" if tests.not_run else ""
    header = (
        f"{verdict}  score [bold]{result.score}[/]/100   "
        f"tests {tests.passed}/{tests.total} (hidden: {tests.hidden_total}{not_run})   "
        f"question {escape(result.question_id)}"
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
    if measured.required_space:
        space = measured.space.cls if measured.space is not None else "not measured"
        console.print(
            f"[bold]Extra space:[/] {escape(space)} (required {escape(measured.required_space)})",
            highlight=False,
        )
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
    if result.rubric.notes:
        console.print("[bold]Why points were withheld[/]")
        for note in result.rubric.notes:
            console.print(f"  • {escape(note)}")
    if result.needs_human_review:
        reasons = escape(", ".join(result.human_review_reasons))
        console.print(f"[bold magenta]Flagged for human review:[/] {reasons}")
    console.print(
        f"[dim]evaluation {result.evaluation_id} · {result.timings.total_ms:.0f} ms"
        f"{' · model ' + escape(result.model) if result.model else ''}[/]"
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

    Exits 0 when grading succeeded, whatever the score; 2 on bad input; 1 on a system failure. With
    --json an error prints the API's error body (docs/grading.md, "Errors") on stdout too.
    """
    # Imported here so that `assay --help` and the other commands do not load the whole pipeline.
    from assay.envelope import error_reply
    from assay.grading import GradingService

    try:
        text = _read_solution(solution)
        service = with_settings(lambda: GradingService(store=store))
        target = with_settings(lambda: _question_source(question, service))
        result = with_settings(lambda: service.evaluate_sync(target, text))
    except AssayError as exc:
        if as_json:
            sys.stdout.write(json.dumps(error_reply(exc).body.to_json(), ensure_ascii=False) + "\n")
        raise  # the one readable line on stderr, and the exit status (2: bad input, 1: system)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        return
    _render(result)


def register(app: typer.Typer) -> None:
    """Add `assay grade`."""
    app.command("grade")(grade)
