"""`assay learn`: the learner evaluator from the command line (see docs/learning.md).

The sub-app is assembled here; other modules add their commands to it through their own
``register(learn_app)`` (listed in ``_extensions`` below), so each command keeps its own module.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape

from assay.cli._common import console
from assay.cli._grade import with_settings
from assay.errors import AssayError, InvalidInputError

if TYPE_CHECKING:
    from assay.learning import Course, LearnerEvaluation

__all__ = ["build_learn_app", "register"]


def _extensions() -> tuple[ModuleType, ...]:
    # Modules adding commands to `assay learn` (each has register(learn_app)); add yours here.
    from assay.cli import _learn_events, _learn_mastery

    return (_learn_mastery, _learn_events)


def _error_body(exc: AssayError) -> dict[str, Any]:
    details = dict(exc.details)
    if exc.hint:
        details["hint"] = exc.hint
    return {"success": False, "error": exc.code, "message": exc.message, "details": details or None}


def _read_text(path: str, what: str, code: str) -> str:
    if path == "-":
        try:
            return sys.stdin.read()
        except UnicodeDecodeError:
            raise InvalidInputError(f"the {what} on stdin is not UTF-8 text", code=code) from None
    file = Path(path)
    if not file.is_file():
        reason = "is a directory" if file.is_dir() else "does not exist"
        raise InvalidInputError(
            f"{what} file {path!r} {reason}", code=code, hint="give a text file, or - for stdin"
        )
    try:
        return file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = "it is not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else exc.strerror or str(exc)
        raise InvalidInputError(f"cannot read the {what} file {path!r}: {reason}", code=code) from None


def _course(course: Path | None, replace: bool) -> Course | None:
    if course is None:
        return None
    from assay.learning import load_course

    return load_course(course, mode="replace" if replace else "extend")


def _render(result: LearnerEvaluation) -> None:
    colour = {"MASTERED": "green", "PROCEED": "green", "ALTERNATE": "yellow"}.get(
        result.decision.value, "red"
    )
    console.print(
        f"[bold {colour}]{result.decision.value}[/]  score [bold]{result.score:.2f}[/]  "
        f"{result.error_type.value}  mastery {result.previous_mastery:.2f} → "
        f"[bold]{result.new_mastery:.2f}[/]   [dim]({escape(result.scored_by)})[/]",
        highlight=False,
    )
    if result.misconception:
        console.print(
            f"[bold]Misconception:[/] {escape(result.misconception)} — "
            f"{escape(result.misconception_description or '')}",
            highlight=False,
        )
    console.print(escape(result.feedback), highlight=False)
    if result.prerequisites:
        console.print(f"[bold]Go back to:[/] {escape(', '.join(result.prerequisites))}", highlight=False)
    if result.instructor_alert:
        console.print("[bold magenta]Instructor alerted[/] (score below 0.4)")
    for note in result.notes:
        console.print(f"[dim]note: {escape(note)}[/]", highlight=False)


def evaluate(
    learner: Annotated[
        str, typer.Option("--learner", "-l", help="The learner's id (letters, digits, _ or -).")
    ],
    concept: Annotated[
        str, typer.Option("--concept", "-c", help="The concept's id (assay learn course show).")
    ],
    response: Annotated[str | None, typer.Option("--response", "-r", help="The learner's answer.")] = None,
    response_file: Annotated[
        str | None,
        typer.Option("--response-file", "-f", metavar="FILE_OR_-", help="Read the answer from a file."),
    ] = None,
    expected: Annotated[
        str | None,
        typer.Option(
            "--expected", "-e", help="The expected answer (default: the concept's reference answer)."
        ),
    ] = None,
    bank_question: Annotated[
        str | None,
        typer.Option("--bank-question", "-q", help="Grade the answer as code for this bank question."),
    ] = None,
    course: Annotated[
        Path | None,
        typer.Option("--course", help="A course file extending the bundled course (ASSAY_LEARN_COURSE)."),
    ] = None,
    replace: Annotated[bool, typer.Option("--replace", help="With --course: use the file alone.")] = False,
    scorer: Annotated[
        str | None,
        typer.Option("--scorer", help="auto, model, deterministic or overlap (ASSAY_LEARN_SCORER)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print exactly the API's response body.")] = False,
) -> None:
    """Evaluate one answer: score, error type, misconception, feedback, decision, new mastery.

    Exits 0 when the evaluation succeeded (whatever the score), 2 on bad input, 1 on a system failure.
    """
    from assay.grading import GradingService
    from assay.learning import GradingServiceGrader, LearningService

    try:
        if response is not None and response_file is not None:
            raise InvalidInputError(
                "give --response or --response-file, not both", code="INVALID_LEARNER_RESPONSE"
            )
        if scorer is not None and scorer not in ("auto", "model", "deterministic", "overlap"):
            raise InvalidInputError(
                f"unknown scorer {scorer!r}",
                code="INVALID_SCORER",
                hint="auto, model, deterministic or overlap",
            )
        text = (
            _read_text(response_file, "response", "INVALID_LEARNER_RESPONSE") if response_file else response
        )
        loaded = with_settings(lambda: _course(course, replace))
        service = with_settings(
            lambda: LearningService(
                course=loaded,
                grader=GradingServiceGrader(factory=lambda: GradingService(store=False)),
                scorer=scorer,
            )
        )
        request = {
            "learner_id": learner,
            "concept_id": concept,
            "learner_response": text,
            "expected_answer": expected,
            "bank_question_id": bank_question,
        }
        result = with_settings(lambda: service.evaluate_sync(request))
    except AssayError as exc:
        if as_json:
            sys.stdout.write(json.dumps(_error_body(exc), ensure_ascii=False) + "\n")
        raise
    if as_json:
        sys.stdout.write(result.model_dump_json() + "\n")
        return
    _render(result)


def validate(
    file: Annotated[
        Path | None,
        typer.Argument(help="A course file (default: the bundled course, or ASSAY_LEARN_COURSE)."),
    ] = None,
    replace: Annotated[
        bool, typer.Option("--replace", help="Check the file alone, not merged over the bundled course.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Check a course file: structure, ids, unknown prerequisites, prerequisite cycles (exit 2 if invalid)."""
    from assay.learning import CourseError, course_warnings, get_learn_settings, load_course

    path = file
    if path is None:
        path = with_settings(lambda: get_learn_settings().learn_course)
    try:
        course = load_course(path, mode="replace" if replace else "extend")
    except CourseError as exc:
        if as_json:
            sys.stdout.write(
                json.dumps({"valid": False, "source": exc.source, "problems": exc.problems}) + "\n"
            )
            raise typer.Exit(2) from None
        console.print(f"[bold red]invalid course[/] {escape(exc.source)}: {len(exc.problems)} problem(s)")
        for problem in exc.problems:
            console.print(f"  • {escape(problem)}", highlight=False)
        raise typer.Exit(2) from None
    warnings = course_warnings(course)
    edges = sum(len(c.prerequisites) for c in course.concepts)
    misconceptions = sum(len(c.common_misconceptions) for c in course.concepts)
    if as_json:
        summary = {
            "valid": True,
            "course_id": course.course_id,
            "concepts": len(course.concepts),
            "prerequisites": edges,
            "misconceptions": misconceptions,
            "warnings": warnings,
        }
        sys.stdout.write(json.dumps(summary) + "\n")
        return
    source = "bundled course" if path is None else f"{path}{'' if replace else ' over the bundled course'}"
    console.print(
        f"[bold green]valid[/] {escape(source)}: {escape(course.course_id)} {escape(course.version)} — "
        f"{len(course.concepts)} concepts, {edges} prerequisite links, {misconceptions} misconceptions",
        highlight=False,
    )
    for warning in warnings:
        console.print(f"  [yellow]warning[/] {escape(warning)}", highlight=False)


def build_learn_app() -> typer.Typer:
    """The `assay learn` sub-app with every learn command registered."""
    learn_app = typer.Typer(
        name="learn",
        help="Evaluate learners' answers, track mastery, validate courses (docs/learning.md).",
        no_args_is_help=True,
    )
    learn_app.command("evaluate")(evaluate)
    course_app = typer.Typer(name="course", help="Course files: check them.", no_args_is_help=True)
    course_app.command("validate")(validate)
    learn_app.add_typer(course_app, name="course")
    for module in _extensions():
        module.register(learn_app)
    return learn_app


def register(app: typer.Typer) -> None:
    """Add `assay learn ...`."""
    app.add_typer(build_learn_app(), name="learn")
