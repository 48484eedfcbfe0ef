"""How much pseudocode runs as written: the labelled corpus graded through the public service.

Every answer under ``tests/corpora/pseudocode/<style>/`` (see its ``manifest.jsonl``) is graded by
``assay.grading.GradingService`` exactly as ``assay grade`` would, with nothing stored (a temporary
data directory), with no model (``--model none``, the default) or with the embedded one
(``--model local:qwen2.5-coder-0.5b``; run it under ``flock /tmp/assay-model.lock``). Printed per
style, per split and in total (docs/pseudocode.md, "Coverage"). The splits (tests/corpora/pseudocode/
README.md): ``dev``, tuned on from the start; ``opened``, the first held-out set, reported unseen and then
opened for tuning; ``heldout``, written later by someone who had not seen the normaliser and never
looked at since; ``tuned`` selects ``dev`` and ``opened`` together:

* ``ran-det``: correct answers the normaliser's Python ran and passed with no model;
* ``ran-model``: correct answers that passed after the model translated them (all of it, or only the
  lines the normaliser did not understand);
* ``ran-fill`` (with a model): of those, the ones where the model translated only those lines
  (``solutionKind: translated_lines``, docs/pseudocode.md "Line fill-in");
* ``right``: verdicts right (the grade passes iff the label says it should);
* ``blamed``: failures put on the learner — a correct answer reported as failing with
  ``needsHumanReview: false``, or a failing grade of code that held a line the normaliser did not
  understand (``Normalised.unrecognised``) without a flag for a human;
* ``bug-kept``: buggy answers that still fail;
* ``base-det``: the naive way, the same correct answers through the normaliser as it was before the
  styles work (commit ``fa5138c``, read with ``git show``), run by the same judge;
* ``ref-right``: with ``--reference``, verdicts right for the corpus's hand translations
  (``<id>.py``) graded the same way — what a perfect translation would score;
* ``ref-same``: with ``--reference``, of the answers our normaliser ran (not refused, no model), those
  whose every test came out as the hand translation's: the same tests pass, and each failing test
  fails with the same verdict and value. A buggy answer can keep its verdict by failing for another
  reason (a misreading that crashes where the learner's code answers wrong); this is the column
  that sees it, and ``--show-failures`` lists the tuned answers that differ;
* ``fallback``: model narratives replaced by the deterministic summary (with a model only); the
  reasons (``feedback.narrativeFallback``) are counted under the table;
* ``unfaithful`` (with a model): answers refused because the model's translation kept changing the
  learner's logic (``UNFAITHFUL_TRANSLATION``, docs/pseudocode.md "Model translation").

Usage::

    nice .venv/bin/python benchmarks/pseudocode_coverage.py                 # all, no model
    nice .venv/bin/python benchmarks/pseudocode_coverage.py --split dev --show-failures
    flock /tmp/assay-model.lock nice .venv/bin/python benchmarks/pseudocode_coverage.py \\
        --model local:qwen2.5-coder-0.5b --concurrency 1
    nice .venv/bin/python benchmarks/pseudocode_coverage.py --model local:qwen2.5-coder-0.5b \\
        --no-narrative --lock /tmp/assay-model.lock      # the lock only while the model works
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import hashlib
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import types
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpora" / "pseudocode"
BASELINE_COMMIT = "fa5138c"
_BASELINE_MODULES = ["_pseudo_lex", "_pseudo_expr", "_pseudo_stmt", "_pseudo_models", "_pseudocode"]
#: Names the baseline imported from modules that have changed since; each maps onto today's equivalent.
_BASELINE_SHIMS = {
    "from assay.grading._models import ParamLike, SignatureLike": (
        "from assay.judge import Param as ParamLike, Signature as SignatureLike"
    ),
}


@dataclass
class Outcome:
    """One answer's grade, as the benchmark reads it."""

    id: str
    style: str
    split: str
    expect: str
    kind: str = ""
    passed: bool = False
    all_tests: bool = False
    human: bool = False
    rejected: str | None = None
    unrecognised: int = 0
    fallback: str | None = None
    narrative_shown: bool = False
    model_error_code: str | None = None
    baseline_ran: bool | None = None
    reference_passed: bool | None = None
    reference_same: bool | None = None
    normalise_ms: float | None = None
    baseline_ms: float | None = None
    error: str | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def correct(self) -> bool:
        return self.expect == "pass"

    @property
    def right(self) -> bool:
        return self.passed == self.correct

    @property
    def blamed(self) -> bool:
        if self.rejected is not None:
            # "not understood, write line N like this" is the answer the issue asks for, not blame
            return self.correct and self.rejected != "PSEUDOCODE_NOT_UNDERSTOOD"
        if self.correct and not self.passed and not self.human:
            return True
        return not self.passed and self.unrecognised > 0 and not self.human and self.kind == "pseudocode"


def answer_round(answer_id: str) -> int:
    """The writing round of an answer: ids ``001``-``099`` are round 1, ``101``-``199`` round 2, and so on
    (tests/corpora/pseudocode/README.md, "Splits")."""
    return int(answer_id.split("-")[1]) // 100 + 1


def load_corpus(style: str | None, split: str, rounds: set[int] | None = None) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for line in manifest.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if style and row["style"] != style:
                continue
            wanted = {"tuned": ("dev", "opened"), "all": (row.get("split"),)}.get(split, (split,))
            if row.get("split") not in wanted:
                continue
            if rounds and answer_round(row["id"]) not in rounds:
                continue
            row["path"] = manifest.parent / f"{row['id']}.txt"
            rows.append(row)
    return rows


def load_baseline() -> types.ModuleType | None:
    """The normaliser as it was at ``BASELINE_COMMIT``, as a throwaway package (``None``: no git)."""
    target = Path(tempfile.mkdtemp(prefix="assay-baseline-")) / "baseline_pseudo"
    target.mkdir()
    (target / "__init__.py").write_text("", encoding="utf-8")
    for name in _BASELINE_MODULES:
        try:
            text = subprocess.run(
                ["git", "show", f"{BASELINE_COMMIT}:src/assay/grading/{name}.py"],
                cwd=ROOT,
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        except (OSError, subprocess.CalledProcessError):
            return None
        for other in _BASELINE_MODULES:
            text = text.replace(f"assay.grading.{other} ", f"baseline_pseudo.{other} ")
        for old, new in _BASELINE_SHIMS.items():
            text = text.replace(old, new)
        (target / f"{name}.py").write_text(text, encoding="utf-8")
    sys.path.insert(0, str(target.parent))
    return importlib.import_module("baseline_pseudo._pseudocode")


async def grade_all(rows: list[dict[str, Any]], args: argparse.Namespace) -> list[Outcome]:
    from assay.grading import GradingService, GradingSettings, normalise
    from assay.judge import Judge
    from assay.llm import Gateway
    from assay.questions import DirectoryStore
    from assay.sandbox import Sandbox

    store = DirectoryStore()
    baseline = None if args.no_baseline else load_baseline()
    outcomes: list[Outcome] = []
    gate = asyncio.Semaphore(args.concurrency)
    done = 0
    started = time.perf_counter()
    with Sandbox() as sandbox:
        service = GradingService(
            questions=store,
            sandbox=sandbox,
            gateway=Gateway(args.model, cache=False),
            settings=GradingSettings(
                reuse_results=False,
                model_feedback=not args.no_narrative,
                # every failing test, to compare each with the hand translation's (ref-same)
                **({"max_failed_cases": 10_000} if args.reference else {}),
                **(
                    {"translate_timeout_s": args.model_timeout, "feedback_timeout_s": args.model_timeout}
                    if args.model_timeout
                    else {}
                ),
            ),
            store=False,
        )
        judge = Judge(sandbox)
        plain = GradingService(
            questions=store,
            sandbox=sandbox,
            gateway=Gateway("none", cache=False),
            settings=GradingSettings(reuse_results=False, model_feedback=False),
            store=False,
        )

        async def evaluate(question_id: str, text: str) -> Any:
            """The grade with the model; with --lock, the model is asked only while holding the lock,
            and only for answers that need it (without a narrative, an answer the normaliser can run
            never reaches the model, so its grade without one is the same)."""
            if args.lock is None or args.model == "none":
                return await service.evaluate(question_id, text)
            if args.no_narrative:
                try:
                    return await plain.evaluate(question_id, text)
                except Exception as exc:
                    if getattr(exc, "code", None) != "PSEUDOCODE_NOT_UNDERSTOOD":
                        raise
            async with _model_lock(args.lock):
                return await service.evaluate(question_id, text)

        async def one(row: dict[str, Any]) -> Outcome:
            nonlocal done
            text = Path(row["path"]).read_text(encoding="utf-8")
            out = Outcome(row["id"], row["style"], row.get("split", "dev"), row["expect"])
            ours: tuple[Any, ...] | None = None
            question = store.get(str(row["question_id"]))
            async with gate:
                tick = time.perf_counter()
                out.unrecognised = len(normalise(text, question.signature).unrecognised)
                out.normalise_ms = (time.perf_counter() - tick) * 1000
                if baseline is not None:
                    tick = time.perf_counter()
                    baseline.normalise(text, question.signature)
                    out.baseline_ms = (time.perf_counter() - tick) * 1000
                try:
                    result = await evaluate(str(row["question_id"]), text)
                except Exception as exc:
                    code = getattr(exc, "code", type(exc).__name__)
                    out.rejected = str(code)
                    out.error = str(exc)[:200]
                    details = getattr(exc, "details", None) or {}
                    model_failure = details.get("modelTranslation") if isinstance(details, dict) else None
                    if isinstance(model_failure, dict):
                        out.model_error_code = model_failure.get("errorCode")
                else:
                    out.kind = str(result.solution_kind)
                    out.passed = bool(result.passed)
                    tr = result.test_results
                    out.all_tests = tr.failed == 0 and tr.not_run == 0 and tr.passed > 0
                    out.human = bool(result.needs_human_review)
                    out.fallback = getattr(result.feedback, "narrative_fallback", None)
                    out.narrative_shown = getattr(result.feedback, "source", "") == "model"
                    out.notes = [
                        f"{c.verdict}: expected {c.expected!r} got {c.received!r}"[:160]
                        for c in tr.failed_cases[:1]
                    ] + ([tr.compile_error] if tr.compile_error else [])
                    if out.kind == "pseudocode":
                        ours = _test_outcomes(tr)
                reference = Path(row["path"]).with_suffix(".py")
                if args.reference and reference.exists():
                    try:
                        graded = await service.evaluate(str(row["question_id"]), reference.read_text("utf-8"))
                        out.reference_passed = bool(graded.passed)
                        if ours is not None:
                            out.reference_same = ours == _test_outcomes(graded.test_results)
                    except Exception:
                        out.reference_passed = False
                if baseline is not None and out.correct:
                    old = baseline.normalise(text, question.signature)
                    if old.ok:
                        run = await judge.arun(
                            old.python,
                            question.signature,
                            question.all_test_cases,
                            question.compare,
                            hidden_from=len(question.test_cases),
                            time_limit_s=2.0,
                        )
                        out.baseline_ran = run.failed == 0 and run.passed > 0
                    else:
                        out.baseline_ran = False
            done += 1
            if args.details:
                record = dict(out.__dict__)
                if out.split == "heldout":
                    # held-out answers stay unread: aggregates only (an error message quotes a line);
                    # a digest of the id lets two runs be joined answer by answer without naming it
                    digest = hashlib.sha256(out.id.encode()).hexdigest()[:12]
                    record.update(id=f"heldout:{digest}", notes=[], error=None)
                with args.details.open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps(record, default=str) + "\n")
            if args.progress:
                elapsed = time.perf_counter() - started
                print(f"\r  graded {done}/{len(rows)} ({elapsed:.0f} s)", end="", file=sys.stderr, flush=True)
            return out

        outcomes = list(await asyncio.gather(*(one(r) for r in rows)))
    if args.progress:
        print(file=sys.stderr)
    return outcomes


@contextlib.asynccontextmanager
async def _model_lock(path: Path) -> Any:
    """Hold the shared model lock (the one ``flock PATH`` takes) for the duration of a model call."""
    with path.open("a") as handle:
        await asyncio.to_thread(fcntl.flock, handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _pct(n: int, d: int) -> str:
    return f"{n}/{d} ({100 * n / d:.0f}%)" if d else "-"


# A model wrote the program that ran, or the lines the normaliser did not understand.
_BY_MODEL = ("translated", "translated_lines")


def table(outcomes: list[Outcome], model: str) -> list[str]:
    groups: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        groups[(o.split, o.style)].append(o)
        groups[(o.split, "all styles")].append(o)
        groups[("all", o.style)].append(o)
        groups[("all", "all styles")].append(o)
    with_model = model != "none"
    head = [
        "split",
        "style",
        "answers",
        "ran-det",
        "ran-model",
        "right",
        "blamed",
        "bug-kept",
        "base-det",
        "ref-right",
        "ref-same",
    ]
    if with_model:
        head += ["ran-fill", "fallback", "unfaithful"]
    rows = [head]
    rank = {"dev": 0, "opened": 1, "heldout": 2, "all": 3}
    order = sorted(groups, key=lambda k: (rank.get(k[0], 3), k[0], k[1] == "all styles", k[1]))
    for key in order:
        items = groups[key]
        correct = [o for o in items if o.correct]
        buggy = [o for o in items if not o.correct]
        det = sum(1 for o in correct if o.kind in ("pseudocode", "python") and o.all_tests)
        mod = sum(1 for o in correct if o.kind in _BY_MODEL and o.all_tests)
        base = [o for o in correct if o.baseline_ran is not None]
        refs = [o for o in items if o.reference_passed is not None]
        same = [o for o in items if o.reference_same is not None]
        row = [
            key[0],
            key[1],
            str(len(items)),
            _pct(det, len(correct)),
            _pct(mod, len(correct)) if with_model else "-",
            _pct(sum(o.right for o in items), len(items)),
            str(sum(o.blamed for o in items)),
            _pct(sum(not o.passed for o in buggy), len(buggy)),
            _pct(sum(bool(o.baseline_ran) for o in base), len(base)) if base else "-",
            _pct(sum(o.reference_passed == o.correct for o in refs), len(refs)) if refs else "-",
            _pct(sum(bool(o.reference_same) for o in same), len(same)) if same else "-",
        ]
        if with_model:
            row.append(_pct(sum(o.kind == "translated_lines" and o.all_tests for o in correct), len(correct)))
            row.append(str(sum(o.fallback is not None for o in items)))
            row.append(str(sum(o.model_error_code == "UNFAITHFUL_TRANSLATION" for o in items)))
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in rows]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return lines


def _test_outcomes(results: Any) -> tuple[Any, ...]:
    """How every test came out: the counts, and each failing test's verdict and value, in order."""
    failed = tuple(
        (
            c.hidden,
            c.verdict,
            json.dumps(c.input, sort_keys=True),
            json.dumps(_same_number(c.received), sort_keys=True),
        )
        for c in results.failed_cases
    )
    return (results.passed, results.failed, results.not_run, failed)


def _same_number(value: Any) -> Any:
    """``value`` with whole floats written as ints: a C function declared ``double`` gives ``12.0``
    where its pseudocode, run as Python, gives ``12``; the judge compares them as one number."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_same_number(v) for v in value]
    if isinstance(value, dict):
        return {k: _same_number(v) for k, v in value.items()}
    return value


def narrative_line(outcomes: list[Outcome]) -> str:
    """How the model's narratives fared: shown, or replaced by the deterministic summary and why."""
    graded = [o for o in outcomes if o.rejected is None]
    reasons: dict[str, int] = defaultdict(int)
    for o in graded:
        if o.fallback is not None:
            reasons[o.fallback] += 1
    why = ", ".join(f"{k} {v}" for k, v in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])))
    shown = sum(o.narrative_shown for o in graded)
    fell = sum(reasons.values())
    return f"narratives: {len(graded)} graded answers, model narrative shown {shown}, fell back {fell}" + (
        f" ({why})" if why else ""
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", default="none", help="none (default) or e.g. local:qwen2.5-coder-0.5b")
    parser.add_argument("--style", default=None, help="one style folder (default: all)")
    parser.add_argument("--split", default="all", choices=["dev", "opened", "heldout", "tuned", "all"])
    parser.add_argument(
        "--round",
        type=int,
        action="append",
        dest="rounds",
        help="only answers of this writing round (repeatable; ids 101-199 are round 2)",
    )
    parser.add_argument("--limit", type=int, default=0, help="grade at most N answers (0: all)")
    parser.add_argument("--concurrency", type=int, default=2, help="grades at once (default 2)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the old-normaliser column")
    parser.add_argument(
        "--lock",
        type=Path,
        default=None,
        help="take this lock file (e.g. /tmp/assay-model.lock) only around the model's calls, instead of "
        "running the whole benchmark under flock; with --no-narrative only answers that need the model wait",
    )
    parser.add_argument(
        "--model-timeout",
        type=float,
        default=0,
        help="deadline in seconds of each model call (default: the settings'); raise it on a loaded machine",
    )
    parser.add_argument(
        "--no-narrative",
        action="store_true",
        help="with a model, let it translate only (no narrative): the model run in minutes, not hours",
    )
    parser.add_argument(
        "--reference",
        action="store_true",
        help="also grade each answer's hand translation (<id>.py): the verdicts the labels promise",
    )
    parser.add_argument("--show-failures", action="store_true", help="list tuned answers graded wrongly")
    parser.add_argument(
        "--details",
        type=Path,
        default=None,
        help="append each outcome as a JSON line as it is graded (held-out ones without their id)",
    )
    parser.add_argument(
        "--from-details",
        type=Path,
        default=None,
        help="print the table of a --details file (e.g. of a cut run)",
    )
    parser.add_argument("--no-progress", dest="progress", action="store_false")
    args = parser.parse_args()
    if args.from_details:
        rows = [json.loads(x) for x in args.from_details.read_text("utf-8").splitlines() if x.strip()]
        done_outcomes = [
            Outcome(**{k: v for k, v in r.items() if k in Outcome.__dataclass_fields__}) for r in rows
        ]
        print(f"{len(done_outcomes)} answers from {args.from_details}, model={args.model}")
        print("\n".join(table(done_outcomes, args.model)))
        if args.model != "none":
            print(narrative_line(done_outcomes))
        return
    if args.model != "none" and args.lock is None and not os.environ.get("ASSAY_MODEL_LOCK_HELD"):
        print(
            "note: a local model run should hold the lock: flock /tmp/assay-model.lock ...", file=sys.stderr
        )

    rows = load_corpus(args.style, args.split, set(args.rounds or ()))
    if args.limit:
        rows = rows[: args.limit]
    if not rows:
        print(
            f"no answers under {CORPUS} for style={args.style} split={args.split} round={args.rounds}",
            file=sys.stderr,
        )
        raise SystemExit(2)
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["ASSAY_DATA_DIR"] = data_dir
        started = time.perf_counter()
        outcomes = asyncio.run(grade_all(rows, args))
        elapsed = time.perf_counter() - started
    print(f"{len(outcomes)} answers, model={args.model}, {elapsed:.0f} s")
    print("\n".join(table(outcomes, args.model)))
    correct = [o for o in outcomes if o.correct]
    det = sum(1 for o in correct if o.kind in ("pseudocode", "python") and o.all_tests)
    blamed = sum(o.blamed for o in outcomes)
    buggy = [o for o in outcomes if not o.correct]
    kept = sum(not o.passed for o in buggy)
    print(
        f"goals: correct answers run with no model {_pct(det, len(correct))} (goal >= 90%), "
        f"learner-blamed {blamed} (goal 0), buggy kept their verdict {_pct(kept, len(buggy))} (goal all)"
    )
    if args.model != "none":
        ran = sum(1 for o in correct if o.all_tests and o.kind in ("pseudocode", "python", *_BY_MODEL))
        unfaithful = [o for o in outcomes if o.model_error_code == "UNFAITHFUL_TRANSLATION"]
        print(
            f"with the model: correct answers run {_pct(ran, len(correct))} (goal >= 97%), "
            f"refused as unfaithful translations {len(unfaithful)} "
            f"({sum(o.correct for o in unfaithful)} correct, {sum(not o.correct for o in unfaithful)} buggy)"
        )
        print(narrative_line(outcomes))
    ours = [o.normalise_ms for o in outcomes if o.normalise_ms is not None]
    before = [o.baseline_ms for o in outcomes if o.baseline_ms is not None]
    if ours and before:
        m_ours, m_before = statistics.median(ours), statistics.median(before)
        print(
            f"normalise per answer (median): ours {m_ours:.2f} ms, "
            f"before ({BASELINE_COMMIT}) {m_before:.2f} ms, ratio ours/before {m_ours / m_before:.2f}x"
        )
        # the median hides one answer a backtracking pattern holds for seconds: the slowest is shown
        print(f"normalise per answer (slowest): ours {max(ours):.1f} ms, before {max(before):.1f} ms")
    dev = [o for o in outcomes if o.split != "heldout"]
    if args.show_failures:
        for o in dev:
            if o.reference_same is False:
                print(f"  {o.style}/{o.id} expect={o.expect}: ran, but not as its hand translation runs")
            if not o.right or o.blamed:
                why = o.rejected or f"kind={o.kind} passed={o.passed} human={o.human} unrec={o.unrecognised}"
                print(f"  {o.style}/{o.id} expect={o.expect}: {why} {' '.join(o.notes)[:200]}")


if __name__ == "__main__":
    main()
