"""Scoring quality of the learning evaluator: overlap baseline vs deterministic path vs a model.

Reads a labelled set of answers (``tests/corpora/learn/answers.jsonl``: concept, answer, gold score,
error type, misconception and decision, a category per row) and scores every answer with each
scorer through the evaluator's own scoring step (code answers linked to a bank question run through
the grading pipeline, as in the service). Prints, per scorer: Spearman r of score vs gold, macro-F1
of the error type over the five types, the decision agreement (the decision table applied to the
scorer's score and type vs the gold decision), and misconception accuracy on rows that name one;
then the same per category.

    .venv/bin/python benchmarks/learn_scoring.py                       # overlap + deterministic
    flock /tmp/assay-model.lock .venv/bin/python benchmarks/learn_scoring.py \
        --model local:qwen2.5-coder-0.5b --sample 2                    # 2 answers per category
    .venv/bin/python benchmarks/learn_scoring.py --limit 20 --no-grade  # quick look
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from scipy.stats import spearmanr  # type: ignore[import-untyped]

from assay.learning import (
    ErrorType,
    GradingServiceGrader,
    LearningService,
    MemoryConceptStore,
    decide,
    load_course,
    validate_request,
)
from assay.llm import Gateway

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "tests" / "corpora" / "learn" / "answers.jsonl"
TYPES = [t.value for t in ErrorType]


class _NoMastery:
    def apply(self, *args: Any, **kwargs: Any) -> Any:  # the benchmark never reaches this step
        raise AssertionError("not used")


def macro_f1(gold: list[str], predicted: list[str]) -> float:
    """Macro-F1 over the error types present in the gold labels."""
    scores = []
    for label in sorted(set(gold)):
        tp = sum(g == p == label for g, p in zip(gold, predicted, strict=True))
        fp = sum(p == label and g != label for g, p in zip(gold, predicted, strict=True))
        fn = sum(g == label and p != label for g, p in zip(gold, predicted, strict=True))
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        scores.append(2 * precision * recall / (precision + recall) if precision + recall else 0.0)
    return sum(scores) / len(scores) if scores else 0.0


def spearman(gold: list[float], predicted: list[float]) -> float:
    if len(gold) < 3 or len(set(gold)) < 2 or len(set(predicted)) < 2:
        return float("nan")
    return float(spearmanr(gold, predicted).statistic)


async def score_rows(service: LearningService, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for row in rows:
        valid = validate_request(
            {
                "learner_id": "bench",
                "concept_id": row["concept_id"],
                "learner_response": row["learner_response"],
                "expected_answer": row.get("expected_answer"),
                "bank_question_id": row.get("bank_question_id"),
            }
        )
        context = service.context(valid.concept_id)
        expected = valid.expected_answer or context.concept.reference_answer
        started = time.perf_counter()
        scoring = await service.score(
            valid, context, expected, expected_is_reference=valid.expected_answer is None
        )
        out.append(
            {
                "score": scoring.score,
                "error_type": scoring.error_type.value,
                "misconception": scoring.misconception,
                "decision": decide(scoring.score, scoring.error_type).value,
                "scored_by": scoring.scored_by,
                "ms": (time.perf_counter() - started) * 1000,
            }
        )
    return out


def summarise(rows: list[dict[str, Any]], results: list[dict[str, Any]]) -> dict[str, float]:
    gold_scores = [float(r["gold_score"]) for r in rows]
    with_mis = [(r, p) for r, p in zip(rows, results, strict=True) if r.get("gold_misconception")]
    return {
        "n": len(rows),
        "spearman": spearman(gold_scores, [p["score"] for p in results]),
        "f1": macro_f1([r["gold_error_type"] for r in rows], [p["error_type"] for p in results]),
        "decision": sum(r["gold_decision"] == p["decision"] for r, p in zip(rows, results, strict=True))
        / max(1, len(rows)),
        "type_acc": sum(r["gold_error_type"] == p["error_type"] for r, p in zip(rows, results, strict=True))
        / max(1, len(rows)),
        "mae": statistics.fmean(abs(g - p["score"]) for g, p in zip(gold_scores, results, strict=True))
        if rows
        else float("nan"),
        "misconception": (
            sum(r["gold_misconception"] == p["misconception"] for r, p in with_mis) / len(with_mis)
        )
        if with_mis
        else float("nan"),
    }


def fmt(value: float) -> str:
    return "–" if value != value else f"{value:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--answers", type=Path, default=DEFAULT)
    parser.add_argument("--split", default=None, help="only rows of this split (default: all)")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument(
        "--sample", type=int, default=None, help="only the first N answers of each category (a model is slow)"
    )
    parser.add_argument(
        "--model", default=None, help="also score with this model, e.g. local:qwen2.5-coder-0.5b"
    )
    parser.add_argument("--no-grade", action="store_true", help="score code answers as text (no sandbox)")
    parser.add_argument("--per-category", action="store_true", default=True)
    parser.add_argument("--dump", type=Path, default=None, help="write every row's predictions here (JSONL)")
    args = parser.parse_args()

    rows = [
        json.loads(line) for line in args.answers.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    if args.split:
        rows = [r for r in rows if r.get("split") == args.split]
    if args.sample:
        taken: Counter[str] = Counter()
        kept = []
        for row in rows:
            taken[row.get("category", "?")] += 1
            if taken[row.get("category", "?")] <= args.sample:
                kept.append(row)
        rows = kept
    rows = rows[: args.limit] if args.limit else rows
    store = MemoryConceptStore(load_course())
    grader = None
    if not args.no_grade:
        from assay.grading import GradingService

        grader = GradingServiceGrader(factory=lambda: GradingService(store=False))
    scorers = {"overlap": None, "deterministic": None}
    if args.model:
        scorers[args.model] = args.model
    results: dict[str, list[dict[str, Any]]] = {}
    for name, model in scorers.items():
        kind = "model" if model else name
        gateway = Gateway(model or "none")
        # The overlap baseline is the documented fallback alone: no grading of code answers.
        service = LearningService(
            concepts=store,
            gateway=gateway,
            mastery=_NoMastery(),
            grader=None if kind == "overlap" else grader,
            scorer=kind,
        )
        started = time.perf_counter()
        results[name] = asyncio.run(score_rows(service, rows))
        by = dict(Counter(p["scored_by"] for p in results[name]))
        print(
            f"{name}: {len(rows)} answers in {time.perf_counter() - started:.1f} s, scored by {by}",
            file=sys.stderr,
        )

    shown = args.answers.relative_to(ROOT) if args.answers.is_relative_to(ROOT) else args.answers
    print(f"\n{len(rows)} answers from {shown}\n")
    print(
        "| scorer | Spearman r | error-type macro-F1 | decision agreement | error-type accuracy "
        "| MAE | misconception |"
    )
    print("|---|---|---|---|---|---|---|")
    for name, preds in results.items():
        s = summarise(rows, preds)
        print(
            f"| {name} | {fmt(s['spearman'])} | {fmt(s['f1'])} | {fmt(s['decision'])} | {fmt(s['type_acc'])} "
            f"| {fmt(s['mae'])} | {fmt(s['misconception'])} |"
        )
    by_category: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        by_category[row.get("category", "?")].append(i)
    print("\nPer category (decision agreement / error-type accuracy / mean |score − gold|):\n")
    print("| category | n | " + " | ".join(results) + " |")
    print("|---|---|" + "---|" * len(results))
    for category in sorted(by_category):
        idx = by_category[category]
        cells = []
        for preds in results.values():
            s = summarise([rows[i] for i in idx], [preds[i] for i in idx])
            cells.append(f"{fmt(s['decision'])} / {fmt(s['type_acc'])} / {fmt(s['mae'])}")
        print(f"| {category} | {len(idx)} | " + " | ".join(cells) + " |")
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as out:
            for i, row in enumerate(rows):
                out.write(json.dumps({"id": row.get("id"), **{n: p[i] for n, p in results.items()}}) + "\n")


if __name__ == "__main__":
    main()
