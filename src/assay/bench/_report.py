"""The results folder (its layout is a contract: docs/bench.md, "The results folder"), written as
trials arrive, resumable.

::

    result/test_YYYYMMDD_HHMMSS/
    ├── summary.json            the summary fields, plus schema version, config hash, models, seeds
    ├── quick_view.html         one self-contained page
    ├── trials.jsonl            every trial as it arrives (what a resumed run reads back)
    ├── state.json              options and progress, for resuming
    ├── prompt1/question_1.py   one file per trial
    └── report/
        ├── detailed_report.json
        └── summary.csv         one row per trial

``trials.jsonl`` and ``detailed_report.json`` store prompts as deltas (:mod:`assay.bench._trial_codec`).

With several models or rounds, a trial's file sits under ``prompt1/<model>/round_<r>/``.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from assay.bench._analysis import Analysis, CellSummary
from assay.bench._models import SCHEMA_VERSION, Trial, TrialKey, TrialStatus
from assay.bench._trial_codec import TrialCodec
from assay.errors import InvalidInputError

__all__ = ["Layout", "ResultFolder", "build_summary", "render_trial_file", "unique_dirs"]

_STATUS_MARK = {
    TrialStatus.CORRECT: "✅ PASSED",
    TrialStatus.WRONG_ANSWER: "❌ FAILED (wrong_answer)",
    TrialStatus.SYNTAX_ERROR: "❌ FAILED (syntax_error)",
    TrialStatus.RUNTIME_ERROR: "❌ FAILED (runtime_error)",
    TrialStatus.TIMEOUT: "⏱️ FAILED (timeout)",
    TrialStatus.API_ERROR: "⚠️ API ERROR (not scored)",
}


def _slug(text: str) -> str:
    """A folder name for a prompt or model: Unicode letters and digits kept, the rest as ``_``."""
    slug = re.sub(r"[^\w.-]+", "_", unicodedata.normalize("NFC", text)).strip("._")
    return slug[:80] or "_"


def unique_dirs(names: Iterable[str]) -> dict[str, str]:
    """A folder per name: its slug, plus a short hash of the name where two slugs would collide.

    Collisions are judged case-insensitively, so that two names never share a folder on a
    case-insensitive file system either.
    """
    names = list(dict.fromkeys(names))
    slugs = {name: _slug(name) for name in names}
    taken = Counter(slug.casefold() for slug in slugs.values())
    return {
        name: slug
        if taken[slug.casefold()] == 1
        else f"{slug}_{hashlib.sha256(name.encode()).hexdigest()[:8]}"
        for name, slug in slugs.items()
    }


def _comment(text: str) -> str:
    return "\n".join(f"# {line}".rstrip() for line in text.split("\n"))


def _one_line(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


@dataclass(frozen=True)
class Layout:
    """Where each trial's ``question_N.py`` goes (docs/bench.md, "The results folder"):
    ``prompt1/question_1.py``, or ``prompt1/<model>/round_<r>/question_1.py`` when a run has several
    models or rounds."""

    prompt_dirs: dict[str, str]
    model_dirs: dict[str, str]
    many_models: bool
    many_rounds: bool

    @classmethod
    def for_run(cls, prompts: Iterable[str], models: Iterable[str], rounds: int) -> Layout:
        """The layout of a run over these prompts and models."""
        model_dirs = unique_dirs(models)
        return cls(unique_dirs(prompts), model_dirs, len(model_dirs) > 1, rounds > 1)

    def trial_file(self, trial: TrialKey) -> Path:
        """The trial's file, relative to the run folder."""
        parts = [self.prompt_dirs.get(trial.prompt) or _slug(trial.prompt)]
        if self.many_models:
            parts.append(self.model_dirs.get(trial.model) or _slug(trial.model))
        if self.many_rounds:
            parts.append(f"round_{trial.round}")
        return Path(*parts) / f"question_{trial.question}.py"


def render_trial_file(trial: Trial) -> str:
    """A trial as the commented Python file of docs/bench.md ("The results folder")."""
    bar = "# " + "=" * 42
    output = trial.actual if trial.actual else "(no output)"
    if trial.error:
        kind = f" ({trial.error_kind.value})" if trial.error_kind else ""
        output += f"\n錯誤{kind}: {trial.error}"
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
        self._codec: TrialCodec | None = None

    @classmethod
    def create(cls, out_dir: Path, *, now: datetime | None = None) -> ResultFolder:
        """A new ``test_YYYYMMDD_HHMMSS`` folder under ``out_dir`` (suffixed if the second is taken)."""
        stamp = (now or datetime.now()).strftime("test_%Y%m%d_%H%M%S")
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
            path, n = out_dir / stamp, 1
            while path.exists():
                n += 1
                path = out_dir / f"{stamp}_{n}"
            path.mkdir()
        except (FileExistsError, NotADirectoryError):
            raise InvalidInputError(
                f"cannot write results under {out_dir}: it (or a folder above it) is a file",
                hint="pass a folder with --out",
            ) from None
        except OSError as exc:
            raise InvalidInputError(
                f"cannot write results under {out_dir}: {exc.strerror or exc}",
                hint="pass a writable folder with --out",
            ) from None
        return cls(path)

    @classmethod
    def find_resumable(
        cls, out_dir: Path, fingerprint: str, *, retry_api_errors: bool = False
    ) -> ResultFolder | None:
        """The newest run with the same config and options that is unfinished, if any.

        With ``retry_api_errors``, a finished run whose model calls partly failed counts as
        unfinished too: running the same command again asks again for those calls.
        """
        if not out_dir.is_dir():
            return None
        for candidate in sorted(out_dir.glob("test_*"), reverse=True):
            state = candidate / "state.json"
            try:
                data = json.loads(state.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if data.get("fingerprint") != fingerprint:
                continue
            if not data.get("finished") or (retry_api_errors and data.get("api_errors")):
                return cls(candidate)
        return None

    def write_state(self, **state: Any) -> None:
        """Record options and progress for a later resume."""
        _write_atomic(self.path / "state.json", json.dumps(state, ensure_ascii=False, indent=2))

    def read_trials(self) -> list[Trial]:
        """Trials already recorded; a torn last line (killed mid-write) is dropped from the file.

        Also readies :meth:`append_trial`: new records are encoded against the ones read here.
        """
        path = self.path / "trials.jsonl"
        self._codec = TrialCodec()
        if not path.exists():
            return []
        raw = path.read_bytes()
        if raw and not raw.endswith(b"\n"):  # appending after a torn line would spoil the next one too
            raw = raw[: raw.rfind(b"\n") + 1]
            with path.open("r+b") as fh:
                fh.truncate(len(raw))
        trials: dict[TrialKey, Trial] = {}
        for line in raw.decode("utf-8", errors="replace").splitlines():
            try:
                trial = self._codec.decode(json.loads(line))
            except (ValueError, TypeError, AttributeError):
                continue
            trials[trial.key()] = trial  # a retried api_error is recorded again: the last one counts
        return list(trials.values())

    def append_trial(self, trial: Trial, layout: Layout) -> None:
        """Persist one trial now: its line in trials.jsonl (fsynced) and its question file."""
        if self._codec is None:
            self.read_trials()
        assert self._codec is not None
        _write_atomic(self.path / layout.trial_file(trial), render_trial_file(trial))
        record = json.dumps(self._codec.encode(trial), ensure_ascii=False, separators=(",", ":"))
        with (self.path / "trials.jsonl").open("a", encoding="utf-8") as fh:
            fh.write(record + "\n")
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
        codec = TrialCodec()
        detailed = {
            "schema_version": SCHEMA_VERSION,
            "test_id": self.test_id,
            "analysis": analysis.model_dump(mode="json"),
            "trials": [codec.encode(t) for t in trials],
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
            "error_kind",
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
        # With a byte-order mark, Excel reads the file as UTF-8 (Chinese prompts and answers intact).
        with tmp.open("w", encoding="utf-8-sig", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=columns, extrasaction="ignore")
            writer.writeheader()
            for trial in sorted(trials, key=lambda t: (t.prompt, t.model, t.round, t.question)):
                writer.writerow(trial.model_dump(mode="json"))
        os.replace(tmp, path)


def _percent(value: float | None) -> float | None:
    return None if value is None else round(100 * value, 2)


def _prompt_result(cell: CellSummary) -> dict[str, Any]:
    """One prompt's entry in ``prompt_results`` (docs/bench.md), plus the api errors counted apart."""
    return {
        "accuracy": _percent(cell.accuracy),
        "correct_answers": cell.correct,
        "total_questions": cell.scored,
        "avg_execution_time": round(cell.avg_execution_time, 4),
        "error_breakdown": cell.error_breakdown,
        "api_errors": cell.api_errors,
        "api_error_breakdown": cell.api_error_breakdown,
    }


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
    """The fields of ``summary.json`` (docs/bench.md; accuracy in percent), plus what makes a run
    reproducible.

    With one model, ``prompt_results``, ``best_prompt`` and ``accuracy_by_position`` have the
    one-model shape (keyed by prompt); with several, each is keyed by model first, so no two models' results
    are ever pooled. An accuracy with nothing scored is ``null``, and so is a best prompt that is
    not significantly better than the others.
    """
    names = (
        [m for m in models if any(c.model == m for c in analysis.cells)] or analysis.models() or list(models)
    )
    if not names:
        names = ["none"]
    per_model: dict[str, dict[str, dict[str, Any]]] = {
        m: {c.prompt: _prompt_result(c) for c in analysis.cells if c.model == m} for m in names
    }

    def best(model: str) -> dict[str, Any] | None:
        name = analysis.best_prompt.get(model)
        if name is None or name not in per_model[model]:
            return None
        return {"name": name, "accuracy": per_model[model][name]["accuracy"]}

    one = len(names) == 1
    api_kinds = Counter(
        (t.error_kind.value if t.error_kind else "other") for t in trials if t.status is TrialStatus.API_ERROR
    )
    return {
        "schema_version": SCHEMA_VERSION,
        "test_id": test_id,
        "timestamp": started.isoformat(timespec="seconds"),
        "total_execution_time": round(elapsed_s, 2),
        "prompt_count": len({c.prompt for c in analysis.cells}),
        "best_prompt": best(names[0]) if one else {m: best(m) for m in names},
        "verdict": analysis.verdict,
        "prompt_results": per_model[names[0]] if one else per_model,
        "scored_trials": analysis.scored,
        "api_errors": sum(api_kinds.values()),
        "api_error_breakdown": dict(sorted(api_kinds.items())),
        "results": [
            {
                "prompt": c.prompt,
                "model": c.model,
                "accuracy": _percent(c.accuracy),
                "interval": [round(100 * c.interval[0], 2), round(100 * c.interval[1], 2)],
                "interval_method": c.interval_method,
                "correct": c.correct,
                "scored": c.scored,
                "api_errors": c.api_errors,
                "api_error_breakdown": c.api_error_breakdown,
                "pass_at_k": c.pass_at_k,
                "pass_hat_k": c.pass_hat_k,
                "stability": c.stability,
                "tokens": c.tokens,
                "cost_usd": round(c.cost_usd, 6),
            }
            for c in analysis.cells
        ],
        "comparisons": [p.model_dump(mode="json") for p in analysis.pairs],
        "accuracy_by_position": (
            analysis.position_accuracy.get(names[0], {}) if one else analysis.position_accuracy
        ),
        "config_hash": config_hash,
        "models": [{"id": m, "digest": d} for m, d in models.items()],
        "seed": seed,
        "rounds": analysis.rounds,
        "options": options,
    }
