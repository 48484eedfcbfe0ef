"""The ``assay bench`` job end to end: checks → run (resumable) → analysis → reports → terminal.

The terminal output follows seed 002 section 9.1, with a live progress bar whose label names the
prompt, model, round and question in flight. Before anything runs, every model is checked once
(seed 4.2's connection test; for a replay, whether the cassette answers this run's first requests).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from assay.bench._analysis import Analysis, CellSummary, analyse
from assay.bench._config import BenchConfig
from assay.bench._html import render_html
from assay.bench._models import Trial, TrialKey, TrialStatus
from assay.bench._report import Layout, ResultFolder
from assay.bench._runner import BenchOptions, BenchRun, ModelClient, first_prompts, run_benchmark
from assay.errors import ExternalServiceError
from assay.sandbox import Sandbox

__all__ = ["BenchOutcome", "BenchRequest", "NothingScoredError", "run_bench"]

log = logging.getLogger("assay.bench")

RULE = "=" * 60


@dataclass(frozen=True)
class BenchRequest:
    """A run as the user asked for it."""

    config: BenchConfig
    options: BenchOptions
    out_dir: Path = Path("result")
    fresh: bool = False
    verbose: bool = False
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


def _status_icon(status: TrialStatus) -> str:
    return {"correct": "✅", "api_error": "⚠️", "timeout": "⏱️"}.get(status.value, "❌")


def _accuracy(cell: CellSummary) -> str:
    return "–" if cell.accuracy is None else f"{100 * cell.accuracy:.1f}%"


def _final_table(analysis: Analysis) -> Table:
    models = analysis.models()
    one_model = len(models) == 1
    title = "Prompt 效能比較報告" + (f" · {escape(models[0])}" if one_model else "")
    table = Table(title=title, show_lines=False)
    columns = ["Prompt", "Model", "準確率", "95% 區間", "正確/總數", "API 錯誤", "平均執行時間"]
    for column in columns:
        if column == "Model" and one_model:
            continue
        table.add_column(column, justify="left" if column in ("Prompt", "Model") else "right", no_wrap=True)
    for c in sorted(analysis.cells, key=lambda c: (c.model, -(c.accuracy or -1.0))):
        lo, hi = c.interval
        table.add_row(
            escape(c.prompt),
            *([] if one_model else [escape(c.model)]),
            _accuracy(c),
            "–" if c.accuracy is None else f"{100 * lo:.0f}–{100 * hi:.0f}%",
            f"{c.correct}/{c.scored}",
            str(c.api_errors),
            f"{c.avg_execution_time:.2f}s",
        )
    return table


def _rounds_table(analysis: Analysis) -> Table:
    """pass@k, pass^k and per-question stability over the rounds (seed 7.1: 分析穩定性)."""
    k = analysis.rounds
    one_model = len(analysis.models()) == 1
    table = Table(title=f"多輪穩定性 ({k} 輪)")
    table.add_column("Prompt", no_wrap=True)
    if not one_model:
        table.add_column("Model", no_wrap=True)
    for name in ("pass@1", f"pass@{k}", f"pass^{k}", "穩定通過", "不穩定", "穩定失敗"):
        table.add_column(name, justify="right", no_wrap=True)

    def pct(values: dict[int, float], at: int) -> str:
        return f"{100 * values[at]:.1f}%" if at in values else "–"

    for c in analysis.cells:
        table.add_row(
            escape(c.prompt),
            *([] if one_model else [escape(c.model)]),
            pct(c.pass_at_k, 1),
            pct(c.pass_at_k, k),
            pct(c.pass_hat_k, k),
            *(str(c.stability.get(s, 0)) for s in ("stable_pass", "flaky", "stable_fail")),
        )
    return table


@dataclass
class _Tracker:
    """Progress of each prompt × model × round, for the lines of seed 9.1 and the bar's label."""

    options: BenchOptions
    n_questions: int
    done: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    correct: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    scored: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    api_errors: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    started: set[tuple[str, str, int]] = field(default_factory=set)

    def label(self, prompt: str, model: str, round: int) -> str:
        parts = [prompt]
        if len(self.options.models) > 1:
            parts.append(model)
        if self.options.rounds > 1:
            parts.append(f"第 {round} 輪")
        return " · ".join(parts)

    def count(self, trial: Trial) -> None:
        group = (trial.prompt, trial.model, trial.round)
        self.done[group] += 1
        if trial.status.scored:
            self.scored[group] += 1
            self.correct[group] += trial.status is TrialStatus.CORRECT
        else:
            self.api_errors[group] += 1


def _say(console: Console, text: str = "") -> None:
    """Print plain text: names, paths and errors are data, never rich markup."""
    console.print(text, markup=False, highlight=False)


def run_bench(
    request: BenchRequest,
    *,
    client: ModelClient,
    sandbox: Sandbox,
    console: Console | None = None,
    model_digests: Callable[[list[Trial]], dict[str, str | None]] | None = None,
) -> BenchOutcome:
    """Check the models, run (or resume) the benchmark, write every report, print the seed's output.

    Raises:
        AssayError: a model cannot be used (checked before anything runs), or became unreachable
            several times in a row (the run stops; the same command resumes it).
        NothingScoredError: every model call failed, so nothing was scored (the reports are written).
        KeyboardInterrupt: after saying how to resume.
    """
    out = console or Console()
    config, options = request.config, request.options
    started = datetime.now()
    _say(out, "🚀 LLM Prompt 效能評測系統啟動")
    _say(out, RULE)
    _say(out, "📂 載入測試配置...")
    if config.ignored_keys:
        _say(out, f"⚠️  忽略未知的設定鍵 (ignored unknown keys): {', '.join(config.ignored_keys)}")
    _say(out, f"✅ 載入完成: {len(options.prompts)} 個 Prompts, {len(config.questions)} 個問題")
    _say(out)
    _say(out, "🔧 初始化系統組件...")
    state: dict[str, Any] = {}
    holder: dict[str, ResultFolder] = {}
    tracker = _Tracker(options, len(config.questions))
    total = len(options.prompts) * len(options.models) * options.rounds * len(config.questions)

    async def main() -> BenchRun:
        probes = first_prompts(config, options)
        for model in options.models:
            note = await client.check(model, probes)
            _say(out, f"🔌 LLM 連接測試: {model} ✅ {note}")
        folder, done = _open_folder(request, started, out)
        holder["folder"] = folder
        state.update(_state(request, folder))
        folder.write_state(**state)
        _say(out, f"📁 測試結果將儲存至: {folder.path}")
        _say(out, "✅ 系統組件初始化完成")
        _say(out)
        _say(out, f"🧪 開始執行測試 (共 {options.rounds} 輪, {total} 個測試)")
        _say(out, RULE)
        for trial in done:
            if trial.status is not TrialStatus.API_ERROR:
                tracker.count(trial)
        layout = Layout.for_run(options.prompts, options.models, options.rounds)
        kept = sum(tracker.done.values())
        with Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.percentage:>5.1f}%"),
            TimeElapsedColumn(),
            console=out,
            transient=False,
        ) as progress:
            task = progress.add_task("總進度", total=total, completed=kept)

            def on_start(key: TrialKey) -> None:
                group = (key.prompt, key.model, key.round)
                label = tracker.label(*group)
                if group not in tracker.started:
                    tracker.started.add(group)
                    _say(progress.console, f"\n🔍 測試 Prompt: {label}")
                n = tracker.n_questions
                progress.update(task, description=escape(f"{label} · 問題 {key.question}/{n}"))
                if request.verbose:
                    pct = 100 * key.question / n
                    _say(progress.console, f"  📋 {key.prompt}: 問題 {key.question}/{n} ({pct:.1f}%)")

            def on_trial(trial: Trial) -> None:
                folder.append_trial(trial, layout)
                progress.advance(task)
                tracker.count(trial)
                group = (trial.prompt, trial.model, trial.round)
                if request.verbose:
                    overall = 100 * sum(tracker.done.values()) / total
                    detail = "" if trial.status is TrialStatus.CORRECT else f" {trial.status.value}"
                    if trial.error:
                        kind = f" ({trial.error_kind.value})" if trial.error_kind else ""
                        detail += f"{kind}: {trial.error}"
                    icon = _status_icon(trial.status)
                    line = f"    {icon} 問題 {trial.question} - 總進度: {overall:.1f}%{detail}"
                    _say(progress.console, line)
                if tracker.done[group] == tracker.n_questions:
                    scored, correct = tracker.scored[group], tracker.correct[group]
                    pct = f"{100 * correct / scored:.1f}%" if scored else "–"
                    api = (
                        f", {tracker.api_errors[group]} 個 api_error 未計分"
                        if tracker.api_errors[group]
                        else ""
                    )
                    _say(
                        progress.console,
                        f"  ✅ {tracker.label(*group)} 完成: {correct}/{scored} ({pct}){api}",
                    )

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
            what = "⏹️  已中斷 (interrupted)" if isinstance(exc, KeyboardInterrupt) else "⏸️  已停止 (stopped)"
            _say(out)
            _say(
                out,
                f"{what}: {kept}/{total} 個測試已儲存於 {folder.path}; run the same command again to "
                "resume (--fresh starts over)",
            )
        raise
    return _finish(request, run, holder["folder"], state, started, out, model_digests)


def _open_folder(request: BenchRequest, started: datetime, out: Console) -> tuple[ResultFolder, list[Trial]]:
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
    retry = f", 重試 {failed} 個 api_error (retrying failed model calls)" if failed else ""
    _say(out, f"♻️  繼續未完成的測試 {folder.test_id}: 已完成 {len(done) - failed} 個測試{retry}")
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
    out: Console,
    model_digests: Callable[[list[Trial]], dict[str, str | None]] | None,
) -> BenchOutcome:
    options = request.options
    _say(out)
    _say(out, "📊 生成評估報告...")
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
    _say(out)
    _say(out, RULE)
    out.print(_final_table(analysis))
    if options.rounds > 1:
        out.print(_rounds_table(analysis))
    kinds = Counter(t.error_kind.value if t.error_kind else "other" for t in failed)
    breakdown = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
    if failed:
        again = " — run the same command again to retry them" if request.mode == "live" else ""
        _say(out, f"⚠️  {len(failed)} 個測試因 LLM 呼叫失敗 (api_error) 未計入準確率: {breakdown}{again}")
    best_names: list[str] = []
    for model, verdict in analysis.verdict.items():
        where = f" ({model})" if len(analysis.verdict) > 1 else ""
        best = analysis.best_prompt.get(model)
        cell = next((c for c in analysis.cells if c.model == model and c.prompt == best), None)
        if best and cell is not None:
            best_names.append(best + where)
            _say(out, f"🏆 最佳 Prompt{where}: {best} (準確率: {_accuracy(cell)}) — {verdict}")
        else:
            best_names.append("–" + where)
            _say(out, f"🏆 最佳 Prompt{where}: – ({verdict})")
    _say(out)
    _say(out, f"📋 會話摘要已儲存: {folder.path / 'summary.json'}")
    _say(out, f"🌐 快速檢視已生成: {folder.path / 'quick_view.html'}")
    _say(out)
    _say(out, f"⏱️  總執行時間: {run.elapsed_s:.2f} 秒")
    _say(out, f"🏆 最佳 Prompt: {', '.join(best_names)}")
    _say(out, f"📂 結果儲存位置: {folder.path}")
    _say(out, f"🌐 快速檢視: {folder.path / 'quick_view.html'}")
    _say(out)
    if trials and analysis.scored == 0:
        hint = (
            "check the model with `assay llm check` (is the server running, the name and key right?), "
            "then run the same command again: it resumes and retries the failed calls"
            if request.mode == "live"
            else "the cassette answers none of this run's requests: replay it with the options it "
            "was recorded with, or record this run live first"
        )
        raise NothingScoredError(
            f"nothing was scored: all {len(trials)} model calls failed ({breakdown})", hint=hint
        )
    _say(out, "✨ 評估完成!")
    return BenchOutcome(folder=folder, trials=trials, analysis=analysis, summary=summary)
