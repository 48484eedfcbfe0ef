"""`assay interview`: a mock system-design interview in the terminal, offline evaluation, company agents.

    assay interview [--company C] [--question ID] [--name N] [--script FILE] [--json]
    assay interview evaluate --phase ID --transcript FILE [--evaluator NAME] [--json]
    assay interview agent --company NAME --port P
    assay interview questions

See docs/interview.md.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from assay.cli._common import console, err_console, fail

__all__ = ["register"]

_SCRIPT_HELP = (
    "Play the candidate's turns from a file: a JSON list of strings (or of {role, content}), or text with "
    "one turn per paragraph (blank lines between turns; lines starting with # are ignored)."
)


def _read_script(path: Path) -> list[str]:
    try:
        text = path.read_text("utf-8")
    except OSError as exc:
        raise fail(f"cannot read the script {str(path)!r}: {exc.strerror}") from None
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise fail(f"the script {str(path)!r} is not JSON: {exc}") from None
        turns: list[str] = []
        for entry in data if isinstance(data, list) else []:
            if isinstance(entry, str):
                turns.append(entry)
            elif isinstance(entry, dict) and entry.get("role") in ("user", "candidate"):
                turns.append(str(entry.get("content", "")))
        if not turns:
            raise fail(f"the script {str(path)!r} holds no candidate turns", hint=_SCRIPT_HELP)
        return turns
    paragraphs = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#")).split(
        "\n\n"
    )
    turns = [p.strip() for p in paragraphs if p.strip()]
    if not turns:
        raise fail(f"the script {str(path)!r} holds no candidate turns", hint=_SCRIPT_HELP)
    return turns


def _print_report(report: Any) -> None:
    table = Table(title=f"Interview report — {escape(report.question.split(':')[0])}", show_lines=True)
    for column in ("phase", "status", "score", "gaps", "feedback"):
        table.add_column(column)
    for phase in report.phases:
        score = "—" if phase.score is None else f"{phase.score:g}/10"
        table.add_row(
            escape(phase.name),
            phase.status.replace("_", " "),
            score,
            escape(", ".join(phase.gaps) or "none"),
            escape(phase.feedback),
        )
    console.print(table)
    for phase in report.phases:
        if phase.evidence:
            console.print(f"[bold]{escape(phase.name)}[/] — evidence:")
            for item, quote in phase.evidence.items():
                console.print(f"  [green]{escape(item)}[/]: “{escape(quote)}”", highlight=False)
    if report.overall_score is not None:
        console.print(f"[bold]Overall:[/] {report.overall_score:g}/10 over the phases reached")


async def _interview(
    company: str,
    question: str | None,
    name: str | None,
    script: list[str] | None,
    as_json: bool,
    model: str | None,
) -> dict[str, Any]:
    from assay.interview import InterviewService, InterviewSettings, get_interview_settings

    settings = get_interview_settings()
    if model is not None:
        settings = InterviewSettings.model_validate({**settings.model_dump(), "model": model})
    service = InterviewService(settings=settings)
    quiet = as_json

    def say(text: str) -> None:
        if not quiet:
            sys.stdout.write(text)
            sys.stdout.flush()

    started = await service.start(company=company, question_id=question, candidate_name=name)
    iid, token = started.interview_id, started.candidate_token
    say(f"\ninterviewer: {started.reply}\n")
    turns = list(script or [])
    while True:
        view = await service.view(iid, token)
        if view.interview_phase == "done":
            break
        if script is not None:
            if not turns:
                break
            message = turns.pop(0)
            say(f"\nyou: {message}\n")
        else:
            try:
                message = await asyncio.to_thread(input, "\nyou: ")
            except EOFError:
                break
            if message.strip() in ("/quit", "/exit"):
                break
            if not message.strip():
                continue
        prepared = await service.begin_turn(iid, token, message)
        say("\ninterviewer: ")
        try:
            async for piece in prepared.stream():
                say(piece)
        finally:
            await service.finish_turn(prepared, interrupted=False)
        say("\n")
    report = await service.report(iid, token)
    transcript = [
        {"role": e.author, "content": e.content, "interrupted": e.interrupted}
        for e in await service.events(iid, token)
        if e.kind == "message"
    ]
    return {"interview_id": iid, "report": report, "transcript": transcript}


def interview(
    ctx: typer.Context,
    company: Annotated[
        str, typer.Option("--company", "-c", help="Company whose provider runs it.")
    ] = "default",
    question: Annotated[
        str | None, typer.Option("--question", "-q", help="Question id (see `assay interview questions`).")
    ] = None,
    name: Annotated[str | None, typer.Option("--name", help="Your name, for the interviewer.")] = None,
    script: Annotated[Path | None, typer.Option("--script", help=_SCRIPT_HELP)] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print only the transcript and report as JSON.")
    ] = False,
    model: Annotated[
        str | None,
        typer.Option(
            "--model",
            "-m",
            help="Interviewer model (default: ASSAY_INTERVIEW_MODEL or ASSAY_LLM_MODEL; "
            "'none' for the deterministic interviewer).",
        ),
    ] = None,
) -> None:
    """Run a mock system-design interview in the terminal (no key needed); a report per phase at the end."""
    if ctx.invoked_subcommand is not None:
        return
    if script is None and as_json:
        raise fail("--json needs --script (an interactive interview prints as it goes)")
    turns = _read_script(script) if script is not None else None
    result = asyncio.run(_interview(company, question, name, turns, as_json, model))
    report = result["report"]
    if as_json:
        payload = {
            "interviewId": result["interview_id"],
            "transcript": result["transcript"],
            "report": report.model_dump(mode="json"),
        }
        console.print_json(json.dumps(payload))
        return
    console.print()
    _print_report(report)
    console.print(f"[dim]interview {result['interview_id']} is stored in the project database[/]")


def evaluate(
    phase: Annotated[str, typer.Option("--phase", help="Phase id, e.g. requirements.")],
    transcript: Annotated[
        Path,
        typer.Option("--transcript", help="JSON list of {role, content} (or an object with 'messages')."),
    ],
    evaluator: Annotated[
        str, typer.Option("--evaluator", help="coverage (default), seed-substring or llm.")
    ] = "coverage",
    threshold: Annotated[float, typer.Option("--threshold", min=0.01, max=1.0)] = 0.6,
    as_json: Annotated[bool, typer.Option("--json", help="Print the evaluation as JSON.")] = False,
) -> None:
    """Evaluate one phase's conversation offline with a named evaluator."""
    from assay.interview import ChatMessage, UnknownPhaseError, default_phases, get_evaluator

    phases = {p.id: p for p in default_phases()}
    if phase not in phases:
        raise UnknownPhaseError(f"unknown phase {phase!r}", hint=f"use one of: {', '.join(phases)}")
    try:
        data = json.loads(transcript.read_text("utf-8"))
    except OSError as exc:
        raise fail(f"cannot read {str(transcript)!r}: {exc.strerror}") from None
    except ValueError as exc:
        raise fail(f"{str(transcript)!r} is not JSON: {exc}") from None
    messages = data.get("messages") if isinstance(data, dict) else data
    try:
        conversation = [ChatMessage.model_validate(m) for m in messages or []]
    except (TypeError, ValueError) as exc:
        raise fail(
            f"{str(transcript)!r} must be a JSON list of {{role, content}} messages",
            hint=f"roles: user/candidate, assistant/interviewer ({str(exc).splitlines()[0]})",
        ) from None
    chosen = get_evaluator(evaluator)
    result = asyncio.run(chosen.evaluate(phases[phase], conversation, threshold=threshold))
    if as_json:
        console.print_json(result.model_dump_json())
        return
    verdict = "[green]next_phase[/]" if result.decision == "next_phase" else "[yellow]continue[/]"
    console.print(
        f"{escape(phases[phase].name)}: {verdict}, score {result.score:g}/10 ({escape(result.evaluator)})"
    )
    console.print(f"covered: {escape(', '.join(result.covered) or 'none')}")
    console.print(f"gaps: {escape(', '.join(result.gaps) or 'none')}")
    console.print(escape(result.feedback))


def agent(
    company: Annotated[str, typer.Option("--company", help="Company name (acme is bundled as an example).")],
    port: Annotated[int, typer.Option("--port", min=1, max=65535)] = 9100,
    host: Annotated[str, typer.Option("--host")] = "127.0.0.1",
    definition: Annotated[
        Path | None, typer.Option("--definition", help="JSON file with the company's phases and rubric.")
    ] = None,
) -> None:
    """Serve a company provider over A2A (agent card at /.well-known/agent-card.json, JSON-RPC at /)."""
    import uvicorn

    from assay.interview import build_agent_app, load_company_definition

    loaded = load_company_definition(company, definition)
    url = f"http://{host}:{port}"
    app = build_agent_app(loaded, public_url=url)
    err_console.print(
        f"company agent {escape(loaded.name)}: {len(loaded.phases)} phases "
        f"({escape(', '.join(p.id for p in loaded.phases))}), threshold {loaded.threshold:g}, at {url}",
        highlight=False,
    )
    uvicorn.run(app, host=host, port=port, log_level="warning")


def questions() -> None:
    """List the bundled system-design questions."""
    from assay.interview import list_questions

    table = Table("id", "title", "difficulty")
    for question in list_questions():
        table.add_row(question.id, escape(question.title), question.difficulty)
    console.print(table)


def register(app: typer.Typer) -> None:
    """Add `assay interview` and its subcommands."""
    interview_app = typer.Typer(
        name="interview",
        help="Mock system-design interviews (docs/interview.md).",
        invoke_without_command=True,
    )
    interview_app.callback()(interview)
    interview_app.command("evaluate")(evaluate)
    interview_app.command("agent")(agent)
    interview_app.command("questions")(questions)
    app.add_typer(interview_app, name="interview")
