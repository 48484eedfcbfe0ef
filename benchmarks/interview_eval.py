"""Phase evaluators on labelled transcripts: the seed's substring rule vs ours (vs a model, opt-in).

Reads one labelled phase transcript per line (``tests/corpora/interview/transcripts.jsonl``; format in
docs/interview.md, "Measuring the evaluators") and evaluates each with every evaluator on the
phase's default items. Prints, per split (dev, heldout) and per style, each evaluator's accuracy of
the next_phase/continue decision and its gap precision and recall (micro-averaged over items: a
predicted gap is right when the item is not in ``gold_covered``), the share of keyword-stuffed
transcripts it rejects, and the median evaluation time.

    .venv/bin/python benchmarks/interview_eval.py                    # seed-substring + coverage
    flock /tmp/assay-model.lock .venv/bin/python benchmarks/interview_eval.py --llm  # + LLM evaluator
    .venv/bin/python benchmarks/interview_eval.py --llm --llm-model openai:gpt-4o-mini --llm-limit 20
    .venv/bin/python benchmarks/interview_eval.py --transcripts FILE --split heldout --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from assay.interview import ChatMessage, PhaseEvaluator, default_phases, get_evaluator
from assay.llm import Gateway

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "tests" / "corpora" / "interview" / "transcripts.jsonl"
PHASES = {p.id: p for p in default_phases()}


class Transcript(BaseModel):
    """One labelled phase transcript."""

    id: str
    question: str = ""
    phase: str
    style: str
    messages: list[ChatMessage]
    gold_covered: list[str] = Field(default_factory=list)
    gold_decision: str
    split: str = "dev"


def load(path: Path) -> list[Transcript]:
    """The transcripts of a JSONL file; a malformed line stops with its number and the reason."""
    rows: list[Transcript] = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = Transcript.model_validate_json(line)
        except ValidationError as exc:
            sys.exit(f"{path}:{number}: {exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}")
        if row.phase not in PHASES:
            sys.exit(f"{path}:{number}: unknown phase {row.phase!r} (one of {', '.join(PHASES)})")
        unknown = set(row.gold_covered) - set(PHASES[row.phase].keywords)
        if unknown:
            sys.exit(f"{path}:{number}: gold_covered items not in {row.phase}: {sorted(unknown)}")
        rows.append(row)
    return rows


@dataclass
class Tally:
    """Decision and gap counts of one evaluator on a group of transcripts."""

    n: int = 0
    correct: int = 0
    rejected: int = 0
    gap_tp: int = 0
    gap_fp: int = 0
    gap_fn: int = 0
    seconds: list[float] = field(default_factory=list)

    def add(self, row: Transcript, decision: str, gaps: list[str], seconds: float) -> None:
        gold_gaps = set(PHASES[row.phase].keywords) - set(row.gold_covered)
        self.n += 1
        self.correct += decision == row.gold_decision
        self.rejected += decision == "continue"
        self.gap_tp += len(set(gaps) & gold_gaps)
        self.gap_fp += len(set(gaps) - gold_gaps)
        self.gap_fn += len(gold_gaps - set(gaps))
        self.seconds.append(seconds)

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else float("nan")

    @property
    def precision(self) -> float:
        predicted = self.gap_tp + self.gap_fp
        return self.gap_tp / predicted if predicted else float("nan")

    @property
    def recall(self) -> float:
        actual = self.gap_tp + self.gap_fn
        return self.gap_tp / actual if actual else float("nan")

    def as_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "accuracy": round(self.accuracy, 4),
            "gap_precision": round(self.precision, 4),
            "gap_recall": round(self.recall, 4),
            "rejected": self.rejected,
            "median_ms": round(statistics.median(self.seconds) * 1000, 3) if self.seconds else None,
        }


async def run(
    rows: list[Transcript], evaluators: dict[str, PhaseEvaluator], llm_rows: set[str] | None
) -> dict[str, Any]:
    """Evaluate every row with every evaluator; tallies by (split, style, evaluator), "all" included."""
    tallies: dict[tuple[str, str, str], Tally] = defaultdict(Tally)
    failures: dict[str, int] = defaultdict(int)
    for index, row in enumerate(rows):
        for name, evaluator in evaluators.items():
            if name == "llm" and llm_rows is not None and row.id not in llm_rows:
                continue
            started = time.perf_counter()
            try:
                result = await evaluator.evaluate(PHASES[row.phase], row.messages)
            except Exception as exc:  # a model failing is counted, not fatal
                failures[name] += 1
                print(f"  {name} failed on {row.id}: {type(exc).__name__}: {exc}", file=sys.stderr)
                continue
            seconds = time.perf_counter() - started
            keys = [(row.split, row.style), (row.split, "all"), ("all", row.style), ("all", "all")]
            if llm_rows is not None and row.id in llm_rows:
                keys += [("llm-subset", row.style), ("llm-subset", "all")]
            for split, style in keys:
                tallies[(split, style, name)].add(row, result.decision, result.gaps, seconds)
        if "llm" in evaluators and (llm_rows is None or row.id in llm_rows):
            print(f"  [{index + 1}/{len(rows)}] {row.id}", file=sys.stderr)
    return {"tallies": tallies, "failures": dict(failures)}


def _fmt(value: float) -> str:
    return "—" if value != value else f"{value:.2f}"  # NaN: nothing to measure


def table(tallies: dict[tuple[str, str, str], Tally], names: list[str], split: str) -> str:
    styles = [*sorted({style for s, style, _ in tallies if s == split and style != "all"}), "all"]
    head = "| style | n | " + " | ".join(f"{n} acc | {n} gap P | {n} gap R" for n in names) + " |"
    rule = "|---|---:|" + "---:|---:|---:|" * len(names)
    lines = [head, rule]
    for style in styles:
        counts = [tallies.get((split, style, n)) for n in names]
        n_rows = max((c.n for c in counts if c), default=0)
        if not n_rows:
            continue
        cells = []
        for c in counts:
            cells += [_fmt(c.accuracy), _fmt(c.precision), _fmt(c.recall)] if c else ["—", "—", "—"]
        lines.append(f"| {style} | {n_rows} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--transcripts", type=Path, default=DEFAULT)
    parser.add_argument("--split", choices=["dev", "heldout", "all"], default="all")
    parser.add_argument("--limit", type=int, default=None, help="only the first N transcripts")
    parser.add_argument(
        "--llm", action="store_true", help="also the LLM evaluator (hold /tmp/assay-model.lock)"
    )
    parser.add_argument("--llm-model", default="local:qwen2.5-coder-0.5b")
    parser.add_argument("--llm-limit", type=int, default=None, help="the LLM evaluator on the first N only")
    parser.add_argument(
        "--llm-per-style",
        type=int,
        default=None,
        help="the LLM evaluator on the first K of each style and split",
    )
    parser.add_argument("--json", type=Path, default=None, help="write the figures here too")
    args = parser.parse_args()
    if not args.transcripts.exists():
        sys.exit(f"no transcript set at {args.transcripts}")
    rows = load(args.transcripts)
    if args.split != "all":
        rows = [r for r in rows if r.split == args.split]
    rows = rows[: args.limit] if args.limit else rows
    evaluators: dict[str, PhaseEvaluator] = {
        "seed-substring": get_evaluator("seed-substring"),
        "coverage": get_evaluator("coverage"),
    }
    if args.llm:
        evaluators["llm"] = get_evaluator("llm", gateway=Gateway(args.llm_model, cache=False))
    names = list(evaluators)
    where = args.transcripts.relative_to(ROOT) if args.transcripts.is_relative_to(ROOT) else args.transcripts
    print(f"{len(rows)} transcripts from {where}")
    llm_rows: set[str] | None = None
    if args.llm_limit is not None:
        llm_rows = {r.id for r in rows[: args.llm_limit]}
    elif args.llm_per_style is not None:
        seen: dict[tuple[str, str], int] = defaultdict(int)
        llm_rows = set()
        for r in rows:
            if seen[(r.split, r.style)] < args.llm_per_style:
                seen[(r.split, r.style)] += 1
                llm_rows.add(r.id)
    outcome = asyncio.run(run(rows, evaluators, llm_rows))
    tallies: dict[tuple[str, str, str], Tally] = outcome["tallies"]
    splits = sorted({s for (s, _, _) in tallies if s not in ("all", "llm-subset")})
    if llm_rows is not None:
        splits.append("llm-subset")
    for split in [*splits, "all"]:
        print(f"\n### {split}\n")
        print(table(tallies, names, split))
    print("\nkeyword-stuffed transcripts rejected (decision continue):")
    for name in names:
        stuffed = tallies.get(("all", "keyword-stuffed", name))
        if stuffed:
            print(f"  {name}: {stuffed.rejected}/{stuffed.n}")
    print("\nmedian time per transcript:")
    for name in names:
        total = tallies.get(("all", "all", name))
        if total and total.seconds:
            print(f"  {name}: {statistics.median(total.seconds) * 1000:.3f} ms")
    base, ours = tallies.get(("all", "all", "seed-substring")), tallies.get(("all", "all", "coverage"))
    if base and ours and base.seconds and ours.seconds:
        ratio = statistics.median(ours.seconds) / statistics.median(base.seconds)
        print(f"  coverage / seed-substring time ratio: {ratio:.1f}x")
    if outcome["failures"]:
        print(f"\nfailures: {outcome['failures']}")
    if args.json:
        payload = {f"{s}/{st}/{n}": t.as_json() for (s, st, n), t in sorted(tallies.items())}
        args.json.write_text(json.dumps(payload, indent=2))


if __name__ == "__main__":
    main()
