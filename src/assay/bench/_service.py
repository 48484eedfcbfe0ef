"""The ``assay bench`` job end to end: options → run (resumable) → analysis → reports → terminal.

The terminal output follows seed 002 section 9.1, with a live progress bar.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from assay.bench._analysis import Analysis, analyse
from assay.bench._config import BenchConfig
from assay.bench._html import render_html
from assay.bench._models import Trial, TrialStatus
from assay.bench._report import ResultFolder
from assay.bench._runner import BenchOptions, ModelClient, run_benchmark
from assay.sandbox import Sandbox

__all__ = ["BenchOutcome", "BenchRequest", "run_bench"]

log = logging.getLogger("assay.bench")


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


def _status_icon(status: TrialStatus) -> str:
    return {"correct": "✅", "api_error": "⚠️", "timeout": "⏱️"}.get(status.value, "❌")


def _final_table(analysis: Analysis) -> Table:
    models = list(dict.fromkeys(c.model for c in analysis.cells))
    one_model = len(models) == 1
    title = "Prompt 效能比較報告" + (f" · {models[0]}" if one_model else "")
    table = Table(title=title, show_lines=False)
    columns = ["Prompt", "Model", "準確率", "95% 區間", "正確/總數", "API 錯誤", "平均執行時間"]
    for column in columns:
        if column == "Model" and one_model:
            continue
        table.add_column(column, justify="left" if column in ("Prompt", "Model") else "right", no_wrap=True)
    for c in sorted(analysis.cells, key=lambda c: (c.model, -c.accuracy)):
        lo, hi = c.interval
        table.add_row(
            c.prompt,
            *([] if one_model else [c.model]),
            f"{100 * c.accuracy:.1f}%",
            f"{100 * lo:.0f}–{100 * hi:.0f}%",
            f"{c.correct}/{c.scored}",
            str(c.api_errors),
            f"{c.avg_execution_time:.2f}s",
        )
    return table


def run_bench(
    request: BenchRequest,
    *,
    client: ModelClient,
    sandbox: Sandbox,
    console: Console | None = None,
    model_digests: Callable[[list[Trial]], dict[str, str | None]] | None = None,
) -> BenchOutcome:
    """Run (or resume) a benchmark and write every report; prints the seed's terminal output."""
    out = console or Console()
    config, options = request.config, request.options
    started = datetime.now()
    out.print("🚀 LLM Prompt 效能評測系統啟動")
    out.print("=" * 60)
    out.print("📂 載入測試配置...")
    out.print(f"✅ 載入完成: {len(options.prompts)} 個 Prompts, {len(config.questions)} 個問題")
    out.print()
    out.print("🔧 初始化系統組件...")
    fingerprint = options.fingerprint(config.source_hash, request.mode)
    folder = None if request.fresh else ResultFolder.find_resumable(request.out_dir, fingerprint)
    done: list[Trial] = []
    if folder is not None:
        done = folder.read_trials()
        out.print(f"♻️  繼續未完成的測試 {folder.test_id}: 已完成 {len(done)} 個測試")
    else:
        folder = ResultFolder.create(request.out_dir, now=started)
    state = {
        "fingerprint": fingerprint,
        "finished": False,
        "config_hash": config.source_hash,
        "prompts": list(options.prompts),
        "models": options.models,
        "rounds": options.rounds,
        "history": options.history,
        "seed": options.seed,
        "mode": request.mode,
    }
    folder.write_state(**state)
    out.print(f"📁 測試結果將儲存至: {folder.path}")
    out.print("✅ 系統組件初始化完成")
    out.print()
    total = len(options.prompts) * len(options.models) * options.rounds * len(config.questions)
    out.print(f"🧪 開始執行測試 (共 {options.rounds} 輪, {total} 個測試)")
    out.print("=" * 60)
    many_models, many_rounds = len(options.models) > 1, options.rounds > 1

    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.percentage:>5.1f}%"),
        TimeElapsedColumn(),
        console=out,
        transient=False,
    ) as progress:
        task = progress.add_task("總進度", total=total, completed=len(done))

        def on_trial(trial: Trial) -> None:
            folder.append_trial(trial, many_models=many_models, many_rounds=many_rounds)
            progress.advance(task)
            if request.verbose or trial.status is not TrialStatus.CORRECT:
                note = f" — {trial.error}" if trial.error and request.verbose else ""
                progress.console.print(
                    f"    {_status_icon(trial.status)} {trial.prompt} · {trial.model} · "
                    f"第 {trial.round} 輪 · 問題 {trial.question}: {trial.status.value}{note}",
                    highlight=False,
                )

        run = asyncio.run(
            run_benchmark(config, options, client=client, sandbox=sandbox, done=done, on_trial=on_trial)
        )

    out.print()
    out.print("📊 生成評估報告...")
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
        config_hash=config.source_hash,
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
    folder.write_state(**{**state, "finished": True})
    out.print()
    out.print("=" * 60)
    out.print(_final_table(analysis))
    api_errors = sum(t.status is TrialStatus.API_ERROR for t in trials)
    if api_errors:
        out.print(f"⚠️  {api_errors} 個測試因 LLM 呼叫失敗 (api_error) 未計入準確率")
    for model, verdict in analysis.verdict.items():
        best = analysis.best_prompt.get(model)
        if best:
            cell = next(c for c in analysis.cells if c.model == model and c.prompt == best)
            out.print(f"🏆 最佳 Prompt ({model}): {best} (準確率: {100 * cell.accuracy:.1f}%) — {verdict}")
        else:
            out.print(f"🤝 {model}: {verdict}")
    out.print()
    out.print(f"📋 會話摘要已儲存: {folder.path / 'summary.json'}")
    out.print(f"🌐 快速檢視已生成: {folder.path / 'quick_view.html'}")
    out.print()
    out.print(f"⏱️  總執行時間: {run.elapsed_s:.2f} 秒")
    out.print(f"📂 結果儲存位置: {folder.path}")
    out.print("✨ 評估完成!")
    return BenchOutcome(folder=folder, trials=trials, analysis=analysis, summary=summary)


def with_models(options: BenchOptions, models: list[str]) -> BenchOptions:
    """A copy of the options for other models."""
    return replace(options, models=models)
