"""The results folder of seed 002 (section 8): written as trials arrive, resumable.

::

    result/test_YYYYMMDD_HHMMSS/
    ├── summary.json            the fields of 8.3, plus schema version, config hash, models, seeds
    ├── quick_view.html         one self-contained page
    ├── trials.jsonl            every trial as it arrives (what a resumed run reads back)
    ├── state.json              options and progress, for resuming
    ├── prompt1/question_1.py   one file per trial, the layout of 8.2
    └── report/
        ├── detailed_report.json
        └── summary.csv         one row per trial

With several models or rounds, a trial's file sits under ``prompt1/<model>/round_<r>/``.
"""

from __future__ import annotations

import csv
import json
import os
import re
from datetime import datetime
from pathlib import Path
from typing import Any

from assay.bench._analysis import Analysis
from assay.bench._models import SCHEMA_VERSION, Trial, TrialKey, TrialStatus

__all__ = ["ResultFolder", "trial_file_name"]

_STATUS_MARK = {
    TrialStatus.CORRECT: "✅ PASSED",
    TrialStatus.WRONG_ANSWER: "❌ FAILED (wrong_answer)",
    TrialStatus.SYNTAX_ERROR: "❌ FAILED (syntax_error)",
    TrialStatus.RUNTIME_ERROR: "❌ FAILED (runtime_error)",
    TrialStatus.TIMEOUT: "⏱️ FAILED (timeout)",
    TrialStatus.API_ERROR: "⚠️ API ERROR (not scored)",
}


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_") or "model"


def _comment(text: str) -> str:
    return "\n".join(f"# {line}".rstrip() for line in text.split("\n"))


def _one_line(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def trial_file_name(trial: TrialKey, *, many_models: bool, many_rounds: bool) -> Path:
    """Where a trial's ``question_N.py`` goes, relative to the run folder."""
    parts = [_slug(trial.prompt)]
    if many_models:
        parts.append(_slug(trial.model))
    if many_rounds:
        parts.append(f"round_{trial.round}")
    return Path(*parts) / f"question_{trial.question}.py"


def render_trial_file(trial: Trial) -> str:
    """A trial as the commented Python file of seed section 8.2."""
    bar = "# " + "=" * 42
    output = trial.actual if trial.actual else "(no output)"
    if trial.error:
        output += f"\n錯誤: {trial.error}"
    return "\n".join(
        [
            bar,
            f"# Prompt Name: {trial.prompt}",
            f"# Model: {trial.model}  Round: {trial.round}",
            f"# Question {trial.question}: {_one_line(trial.question_text)}",
            f"# Expected: {_one_line(trial.expected)}",
            f"# Actual: {_one_line(trial.actual)}",
            f"# Status: {_STATUS_MARK[trial.status]}",
            f"# Time: {trial.exec_time_s:.2f}s",
            bar,
            "",
            trial.code if trial.code else "# (no code could be extracted from the response)",
            "",
            bar,
            "# 完整 Prompt 模板:",
            _comment(trial.template),
            bar,
            "",
            bar,
            "# 發送給 LLM 的完整 Prompt (包含上下文):",
            _comment(trial.prompt_text),
            bar,
            "",
            bar,
            "# LLM 原始回應:",
            _comment(trial.response),
            bar,
            "",
            bar,
            "# 執行結果:",
            _comment(f"輸出: {output}"),
            bar,
            "",
        ]
    )


def _write_atomic(path: Path, text: str) -> None:
    """Write via a temporary file and rename, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


class ResultFolder:
    """One run's folder: appends trials as they come and writes the reports at the end."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.test_id = path.name

    @classmethod
    def create(cls, out_dir: Path, *, now: datetime | None = None) -> ResultFolder:
        """A new ``test_YYYYMMDD_HHMMSS`` folder under ``out_dir`` (suffixed if the second is taken)."""
        stamp = (now or datetime.now()).strftime("test_%Y%m%d_%H%M%S")
        out_dir.mkdir(parents=True, exist_ok=True)
        path, n = out_dir / stamp, 1
        while path.exists():
            n += 1
            path = out_dir / f"{stamp}_{n}"
        path.mkdir()
        return cls(path)

    @classmethod
    def find_resumable(cls, out_dir: Path, fingerprint: str) -> ResultFolder | None:
        """The newest unfinished run with the same config and options, if any."""
        if not out_dir.is_dir():
            return None
        for candidate in sorted(out_dir.glob("test_*"), reverse=True):
            state = candidate / "state.json"
            try:
                data = json.loads(state.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if data.get("fingerprint") == fingerprint and not data.get("finished"):
                return cls(candidate)
        return None

    def write_state(self, **state: Any) -> None:
        """Record options and progress for a later resume."""
        _write_atomic(self.path / "state.json", json.dumps(state, ensure_ascii=False, indent=2))

    def read_trials(self) -> list[Trial]:
        """Trials already recorded; a torn last line (killed mid-write) is ignored."""
        path = self.path / "trials.jsonl"
        if not path.exists():
            return []
        trials: list[Trial] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                trials.append(Trial.model_validate_json(line))
            except ValueError:
                continue
        return trials

    def append_trial(self, trial: Trial, *, many_models: bool, many_rounds: bool) -> None:
        """Persist one trial now: its line in trials.jsonl (fsynced) and its question file."""
        _write_atomic(
            self.path / trial_file_name(trial, many_models=many_models, many_rounds=many_rounds),
            render_trial_file(trial),
        )
        with (self.path / "trials.jsonl").open("a", encoding="utf-8") as fh:
            fh.write(trial.model_dump_json() + "\n")
            fh.flush()
            os.fsync(fh.fileno())

    def write_reports(
        self,
        trials: list[Trial],
        analysis: Analysis,
        *,
        started: datetime,
        elapsed_s: float,
        config_hash: str,
        models: dict[str, str | None],
        seed: int,
        options: dict[str, Any],
        html: str,
    ) -> dict[str, Any]:
        """Write summary.json, report/detailed_report.json, report/summary.csv and quick_view.html."""
        summary = build_summary(
            self.test_id,
            trials,
            analysis,
            started=started,
            elapsed_s=elapsed_s,
            config_hash=config_hash,
            models=models,
            seed=seed,
            options=options,
        )
        _write_atomic(self.path / "summary.json", json.dumps(summary, ensure_ascii=False, indent=2))
        detailed = {
            "schema_version": SCHEMA_VERSION,
            "test_id": self.test_id,
            "analysis": analysis.model_dump(mode="json"),
            "trials": [t.model_dump(mode="json") for t in trials],
        }
        _write_atomic(
            self.path / "report" / "detailed_report.json", json.dumps(detailed, ensure_ascii=False, indent=2)
        )
        self._write_csv(trials)
        _write_atomic(self.path / "quick_view.html", html)
        return summary

    def _write_csv(self, trials: list[Trial]) -> None:
        columns = [
            "prompt",
            "model",
            "round",
            "question",
            "status",
            "expected",
            "actual",
            "error",
            "exec_time_s",
            "llm_latency_s",
            "prompt_tokens",
            "completion_tokens",
            "cost_usd",
            "cached",
        ]
        path = self.path / "report" / "summary.csv"
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(".summary.csv.tmp")
        with tmp.open("w", encoding="utf-8", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=columns, extrasaction="ignore")
            writer.writeheader()
            for trial in sorted(trials, key=lambda t: (t.prompt, t.model, t.round, t.question)):
                writer.writerow(trial.model_dump(mode="json"))
        os.replace(tmp, path)


def build_summary(
    test_id: str,
    trials: list[Trial],
    analysis: Analysis,
    *,
    started: datetime,
    elapsed_s: float,
    config_hash: str,
    models: dict[str, str | None],
    seed: int,
    options: dict[str, Any],
) -> dict[str, Any]:
    """The fields of seed section 8.3 (accuracy in percent), plus what makes a run reproducible."""
    per_prompt: dict[str, dict[str, Any]] = {}
    for prompt in dict.fromkeys(t.prompt for t in trials):
        mine = [t for t in trials if t.prompt == prompt]
        scored = [t for t in mine if t.status.scored]
        correct = sum(t.status is TrialStatus.CORRECT for t in scored)
        breakdown: dict[str, int] = {}
        for t in mine:
            if t.status is not TrialStatus.CORRECT:
                breakdown[t.status.value] = breakdown.get(t.status.value, 0) + 1
        per_prompt[prompt] = {
            "accuracy": round(100 * correct / len(scored), 2) if scored else 0.0,
            "correct_answers": correct,
            "total_questions": len(scored),
            "avg_execution_time": round(sum(t.exec_time_s for t in scored) / len(scored), 4)
            if scored
            else 0.0,
            "error_breakdown": dict(sorted(breakdown.items())),
            "api_errors": breakdown.get("api_error", 0),
        }
    first_model = next(iter(models), None)
    best_name = analysis.best_prompt.get(first_model) if first_model else None
    return {
        "schema_version": SCHEMA_VERSION,
        "test_id": test_id,
        "timestamp": started.isoformat(timespec="seconds"),
        "total_execution_time": round(elapsed_s, 2),
        "prompt_count": len(per_prompt),
        "best_prompt": (
            {"name": best_name, "accuracy": per_prompt[best_name]["accuracy"]}
            if best_name in per_prompt
            else None
        ),
        "verdict": analysis.verdict,
        "prompt_results": per_prompt,
        "results": [
            {
                "prompt": c.prompt,
                "model": c.model,
                "accuracy": round(100 * c.accuracy, 2),
                "interval": [round(100 * c.interval[0], 2), round(100 * c.interval[1], 2)],
                "interval_method": c.interval_method,
                "correct": c.correct,
                "scored": c.scored,
                "api_errors": c.api_errors,
                "pass_at_k": c.pass_at_k,
                "pass_hat_k": c.pass_hat_k,
                "stability": c.stability,
                "tokens": c.tokens,
                "cost_usd": round(c.cost_usd, 6),
            }
            for c in analysis.cells
        ],
        "comparisons": [p.model_dump(mode="json") for p in analysis.pairs],
        "accuracy_by_position": analysis.position_accuracy,
        "config_hash": config_hash,
        "models": [{"id": m, "digest": d} for m, d in models.items()],
        "seed": seed,
        "rounds": analysis.rounds,
        "options": options,
    }
