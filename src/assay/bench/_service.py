"""The ``assay bench`` job end to end: checks → run (resumable) → analysis → reports.

Before anything runs, every model is checked once (the connection test of docs/bench.md; for a
replay, whether the cassette answers this run's first requests). The job prints nothing: it reports
its progress as events (:mod:`assay.bench._events`) and returns a :class:`BenchOutcome`; the CLI
renders both.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from assay.bench._analysis import Analysis, analyse
from assay.bench._config import BenchConfig
from assay.bench._events import (
    BenchEvent,
    BenchStarting,
    EventSink,
    ModelChecked,
    ReportsStarted,
    RunFinished,
    RunResumed,
    RunStarted,
    RunStopped,
    TrialFinished,
    TrialStarted,
)
from assay.bench._html import render_html
from assay.bench._models import Trial, TrialKey, TrialStatus
from assay.bench._report import Layout, ResultFolder
from assay.bench._runner import BenchOptions, BenchRun, ModelClient, first_prompts, run_benchmark
from assay.errors import ExternalServiceError
from assay.sandbox import Sandbox

__all__ = ["BenchOutcome", "BenchRequest", "NothingScoredError", "api_error_breakdown", "run_bench"]

log = logging.getLogger("assay.bench")


@dataclass(frozen=True)
class BenchRequest:
    """A run as the user asked for it."""

    config: BenchConfig
    options: BenchOptions
    out_dir: Path = Path("result")
    fresh: bool = False
    mode: str = "live"  # "live" or "replay", part of the resume fingerprint


@dataclass(frozen=True)
class BenchOutcome:
    """Where the results are and what they say."""

    folder: ResultFolder
    trials: list[Trial]
    analysis: Analysis
    summary: dict[str, Any]


class NothingScoredError(ExternalServiceError):
    """Every model call of the run failed: there is no result to report (the reports are written)."""

    default_code = "BENCH_NOTHING_SCORED"


def api_error_breakdown(trials: Iterable[Trial]) -> str:
    """``"connection_failed 3, timeout 1"``: the failed model calls among ``trials``, by kind."""
    kinds = Counter(
        t.error_kind.value if t.error_kind else "other" for t in trials if t.status is TrialStatus.API_ERROR
    )
    return ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))


def _ignore(event: BenchEvent) -> None:
    return None


def run_bench(
    request: BenchRequest,
    *,
    client: ModelClient,
    sandbox: Sandbox,
    on_event: EventSink | None = None,
    model_digests: Callable[[list[Trial]], dict[str, str | None]] | None = None,
) -> BenchOutcome:
    """Check the models, run (or resume) the benchmark and write every report.

    Progress goes to ``on_event`` (see :mod:`assay.bench._events` for the order); nothing is printed.

    Raises:
        AssayError: a model cannot be used (checked before anything runs), or became unreachable
            several times in a row (the run stops after a ``RunStopped`` event; the same command
            resumes it).
        NothingScoredError: every model call failed, so nothing was scored (the reports are written).
        KeyboardInterrupt: after a ``RunStopped`` event.
    """
    emit = on_event or _ignore
    config, options = request.config, request.options
    started = datetime.now()
    emit(BenchStarting(len(options.prompts), len(config.questions), tuple(config.ignored_keys)))
    state: dict[str, Any] = {}
    holder: dict[str, ResultFolder] = {}
    total = len(options.prompts) * len(options.models) * options.rounds * len(config.questions)

    async def main() -> BenchRun:
        probes = first_prompts(config, options)
        for model in options.models:
            note = await client.check(model, probes)
            emit(ModelChecked(model, note))
        folder, done = _open_folder(request, started, emit)
        holder["folder"] = folder
        state.update(_state(request, folder))
        folder.write_state(**state)
        emit(
            RunStarted(
                folder=folder.path,
                prompts=tuple(options.prompts),
                models=tuple(options.models),
                rounds=options.rounds,
                questions=len(config.questions),
                total=total,
                done=tuple(done),
            )
        )
        layout = Layout.for_run(options.prompts, options.models, options.rounds)

        def on_start(key: TrialKey) -> None:
            emit(TrialStarted(key))

        def on_trial(trial: Trial) -> None:
            folder.append_trial(trial, layout)
            emit(TrialFinished(trial))

        return await run_benchmark(
            config,
            options,
            client=client,
            sandbox=sandbox,
            done=done,
            on_trial=on_trial,
            on_start=on_start,
        )

    try:
        run = asyncio.run(main())
    except (KeyboardInterrupt, ExternalServiceError) as exc:
        folder = holder.get("folder")
        if folder is not None:  # the run had started: say what was kept and how to go on
            kept = len(folder.read_trials())
            emit(RunStopped(folder.path, kept, total, interrupted=isinstance(exc, KeyboardInterrupt)))
        raise
    return _finish(request, run, holder["folder"], state, started, emit, model_digests)


def _open_folder(
    request: BenchRequest, started: datetime, emit: EventSink
) -> tuple[ResultFolder, list[Trial]]:
    """The unfinished run with the same fingerprint (resumed), or a new folder."""
    options = request.options
    fingerprint = options.fingerprint(request.config.source_hash, request.mode)
    folder = (
        None
        if request.fresh
        else ResultFolder.find_resumable(
            request.out_dir, fingerprint, retry_api_errors=request.mode == "live"
        )
    )
    if folder is None:
        return ResultFolder.create(request.out_dir, now=started), []
    done = folder.read_trials()
    failed = sum(t.status is TrialStatus.API_ERROR for t in done)
    emit(RunResumed(folder.test_id, kept=len(done) - failed, retrying=failed))
    return folder, done


def _state(request: BenchRequest, folder: ResultFolder) -> dict[str, Any]:
    options = request.options
    return {
        "fingerprint": options.fingerprint(request.config.source_hash, request.mode),
        "finished": False,
        "config_hash": request.config.source_hash,
        "prompts": list(options.prompts),
        "models": options.models,
        "rounds": options.rounds,
        "history": options.history,
        "seed": options.seed,
        "mode": request.mode,
        "test_id": folder.test_id,
    }


def _finish(
    request: BenchRequest,
    run: BenchRun,
    folder: ResultFolder,
    state: dict[str, Any],
    started: datetime,
    emit: EventSink,
    model_digests: Callable[[list[Trial]], dict[str, str | None]] | None,
) -> BenchOutcome:
    options = request.options
    emit(ReportsStarted())
    trials = sorted(run.trials, key=lambda t: (t.model, t.prompt, t.round, t.question))
    analysis = analyse(trials, rounds=options.rounds, seed=options.seed)
    digests = model_digests(trials) if model_digests else {}
    models = {
        m: digests.get(m) or next((t.model_digest for t in trials if t.model == m and t.model_digest), None)
        for m in options.models
    }
    subtitle = " × ".join(
        f"{n} {word}{'s' if n != 1 else ''}"
        for n, word in (
            (len(options.prompts), "prompt"),
            (len(options.models), "model"),
            (options.rounds, "round"),
        )
    )
    summary = folder.write_reports(
        trials,
        analysis,
        started=started,
        elapsed_s=run.elapsed_s,
        config_hash=request.config.source_hash,
        models=models,
        seed=options.seed,
        options={
            "rounds": options.rounds,
            "history": options.history,
            "concurrency": options.concurrency,
            "timeout_s": options.timeout_s,
            "numeric_tolerance": options.numeric_tolerance,
            "mode": request.mode,
        },
        html=render_html(folder.test_id, trials, analysis, subtitle=subtitle),
    )
    failed = [t for t in trials if t.status is TrialStatus.API_ERROR]
    folder.write_state(**{**state, "finished": True, "api_errors": len(failed)})
    live = request.mode == "live"
    nothing_scored = bool(trials) and analysis.scored == 0
    emit(
        RunFinished(
            folder=folder.path,
            trials=tuple(trials),
            analysis=analysis,
            elapsed_s=run.elapsed_s,
            live=live,
            nothing_scored=nothing_scored,
        )
    )
    if nothing_scored:
        hint = (
            "check the model with `assay llm check` (is the server running, the name and key right?), "
            "then run the same command again: it resumes and retries the failed calls"
            if live
            else "the cassette answers none of this run's requests: replay it with the options it "
            "was recorded with, or record this run live first"
        )
        raise NothingScoredError(
            f"nothing was scored: all {len(trials)} model calls failed ({api_error_breakdown(trials)})",
            hint=hint,
        )
    return BenchOutcome(folder=folder, trials=trials, analysis=analysis, summary=summary)
