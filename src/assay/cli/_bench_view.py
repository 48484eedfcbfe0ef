"""The terminal output of ``assay bench``, drawn from the job's events (docs/bench.md, "Output").

A live progress bar whose label names the prompt, model, round and question in flight; a line when
each prompt × model × round starts and ends; the comparison tables and the verdict at the end.
Names, paths and errors are data: they are printed as plain text, never as rich markup.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from types import TracebackType

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table

from assay.bench import (
    Analysis,
    BenchEvent,
    BenchStarting,
    CellSummary,
    ModelChecked,
    ReportsStarted,
    RunFinished,
    RunResumed,
    RunStarted,
    RunStopped,
    Trial,
    TrialFinished,
    TrialKey,
    TrialStarted,
    TrialStatus,
    api_error_breakdown,
)

__all__ = ["BenchView"]

RULE = "=" * 60


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
    """pass@k, pass^k and per-question stability over the rounds."""
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
    """Progress of each prompt × model × round, for the start and end lines and the bar's label."""

    models: int
    rounds: int
    n_questions: int
    done: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    correct: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    scored: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    api_errors: Counter[tuple[str, str, int]] = field(default_factory=Counter)
    started: set[tuple[str, str, int]] = field(default_factory=set)

    def label(self, prompt: str, model: str, round: int) -> str:
        parts = [prompt]
        if self.models > 1:
            parts.append(model)
        if self.rounds > 1:
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


class BenchView:
    """Renders a run's events on a console; use as a context manager so the progress bar always stops.

    ``verbose`` adds a line per question started and per trial ended, with its error.
    """

    def __init__(self, console: Console, *, verbose: bool = False) -> None:
        self.console = console
        self.verbose = verbose
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._tracker = _Tracker(models=1, rounds=1, n_questions=0)
        self._total = 0

    def __enter__(self) -> BenchView:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._stop_progress()

    def _say(self, text: str = "") -> None:
        self.console.print(text, markup=False, highlight=False)

    def _stop_progress(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None

    def __call__(self, event: BenchEvent) -> None:
        match event:
            case BenchStarting():
                self._starting(event)
            case ModelChecked(model=model, note=note):
                self._say(f"🔌 LLM 連接測試: {model} ✅ {note}")
            case RunResumed(test_id=test_id, kept=kept, retrying=failed):
                retry = f", 重試 {failed} 個 api_error (retrying failed model calls)" if failed else ""
                self._say(f"♻️  繼續未完成的測試 {test_id}: 已完成 {kept} 個測試{retry}")
            case RunStarted():
                self._run_started(event)
            case TrialStarted(key=key):
                self._trial_started(key)
            case TrialFinished(trial=trial):
                self._trial_finished(trial)
            case RunStopped():
                self._stopped(event)
            case ReportsStarted():
                self._stop_progress()
                self._say()
                self._say("📊 生成評估報告...")
            case RunFinished():
                self._finished(event)

    def _starting(self, event: BenchStarting) -> None:
        self._say("🚀 LLM Prompt 效能評測系統啟動")
        self._say(RULE)
        self._say("📂 載入測試配置...")
        if event.ignored_keys:
            self._say(f"⚠️  忽略未知的設定鍵 (ignored unknown keys): {', '.join(event.ignored_keys)}")
        self._say(f"✅ 載入完成: {event.prompts} 個 Prompts, {event.questions} 個問題")
        self._say()
        self._say("🔧 初始化系統組件...")

    def _run_started(self, event: RunStarted) -> None:
        self._say(f"📁 測試結果將儲存至: {event.folder}")
        self._say("✅ 系統組件初始化完成")
        self._say()
        self._say(f"🧪 開始執行測試 (共 {event.rounds} 輪, {event.total} 個測試)")
        self._say(RULE)
        self._tracker = _Tracker(models=len(event.models), rounds=event.rounds, n_questions=event.questions)
        self._total = event.total
        for trial in event.done:
            if trial.status is not TrialStatus.API_ERROR:
                self._tracker.count(trial)
        self._progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.percentage:>5.1f}%"),
            TimeElapsedColumn(),
            console=self.console,
            transient=False,
        )
        self._progress.start()
        self._task = self._progress.add_task(
            "總進度", total=event.total, completed=sum(self._tracker.done.values())
        )

    def _trial_started(self, key: TrialKey) -> None:
        tracker = self._tracker
        group = (key.prompt, key.model, key.round)
        label = tracker.label(*group)
        if group not in tracker.started:
            tracker.started.add(group)
            self._say(f"\n🔍 測試 Prompt: {label}")
        n = tracker.n_questions
        if self._progress is not None and self._task is not None:
            self._progress.update(self._task, description=escape(f"{label} · 問題 {key.question}/{n}"))
        if self.verbose:
            pct = 100 * key.question / n
            self._say(f"  📋 {key.prompt}: 問題 {key.question}/{n} ({pct:.1f}%)")

    def _trial_finished(self, trial: Trial) -> None:
        tracker = self._tracker
        if self._progress is not None and self._task is not None:
            self._progress.advance(self._task)
        tracker.count(trial)
        group = (trial.prompt, trial.model, trial.round)
        if self.verbose:
            overall = 100 * sum(tracker.done.values()) / self._total
            detail = "" if trial.status is TrialStatus.CORRECT else f" {trial.status.value}"
            if trial.error:
                kind = f" ({trial.error_kind.value})" if trial.error_kind else ""
                detail += f"{kind}: {trial.error}"
            icon = _status_icon(trial.status)
            self._say(f"    {icon} 問題 {trial.question} - 總進度: {overall:.1f}%{detail}")
        if tracker.done[group] == tracker.n_questions:
            scored, correct = tracker.scored[group], tracker.correct[group]
            pct = f"{100 * correct / scored:.1f}%" if scored else "–"
            api = f", {tracker.api_errors[group]} 個 api_error 未計分" if tracker.api_errors[group] else ""
            self._say(f"  ✅ {tracker.label(*group)} 完成: {correct}/{scored} ({pct}){api}")

    def _stopped(self, event: RunStopped) -> None:
        self._stop_progress()
        what = "⏹️  已中斷 (interrupted)" if event.interrupted else "⏸️  已停止 (stopped)"
        self._say()
        self._say(
            f"{what}: {event.kept}/{event.total} 個測試已儲存於 {event.folder}; "
            "run the same command again to resume (--fresh starts over)"
        )

    def _finished(self, event: RunFinished) -> None:
        analysis, trials, folder = event.analysis, event.trials, event.folder
        self._say()
        self._say(RULE)
        self.console.print(_final_table(analysis))
        if analysis.rounds > 1:
            self.console.print(_rounds_table(analysis))
        failed = [t for t in trials if t.status is TrialStatus.API_ERROR]
        if failed:
            again = " — run the same command again to retry them" if event.live else ""
            self._say(
                f"⚠️  {len(failed)} 個測試因 LLM 呼叫失敗 (api_error) 未計入準確率: "
                f"{api_error_breakdown(failed)}{again}"
            )
        best_names: list[str] = []
        for model, verdict in analysis.verdict.items():
            where = f" ({model})" if len(analysis.verdict) > 1 else ""
            best = analysis.best_prompt.get(model)
            cell = next((c for c in analysis.cells if c.model == model and c.prompt == best), None)
            if best and cell is not None:
                best_names.append(best + where)
                self._say(f"🏆 最佳 Prompt{where}: {best} (準確率: {_accuracy(cell)}) — {verdict}")
            else:
                best_names.append("–" + where)
                self._say(f"🏆 最佳 Prompt{where}: – ({verdict})")
        self._say()
        self._say(f"📋 會話摘要已儲存: {folder / 'summary.json'}")
        self._say(f"🌐 快速檢視已生成: {folder / 'quick_view.html'}")
        self._say()
        self._say(f"⏱️  總執行時間: {event.elapsed_s:.2f} 秒")
        self._say(f"🏆 最佳 Prompt: {', '.join(best_names)}")
        self._say(f"📂 結果儲存位置: {folder}")
        self._say(f"🌐 快速檢視: {folder / 'quick_view.html'}")
        self._say()
        if not event.nothing_scored:
            self._say("✨ 評估完成!")
