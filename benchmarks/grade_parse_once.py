"""Parse once: the grading pipeline's in-process steps on a Python answer, our way and the naive way.

What the pipeline does to a Python submission before and after the sandbox, without the sandbox:
decide that it is Python, validate its structure, review it. The naive way hands the text to each
step, and each parses it (three ``ast.parse`` of the same text, as the pipeline did before issue 10);
ours parses it once (:class:`assay.grading._parsed.Parsed`) and hands the tree along. Same answers,
same process, alternating; the script checks that both ways give the same validation and review.

    .venv/bin/python benchmarks/grade_parse_once.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from assay.grading._parsed import Parsed
from assay.grading._review import review
from assay.grading._validation import (
    reads_as_python,
    reads_parsed_as_python,
    validate_parsed,
    validate_solution,
)
from assay.judge import Signature
from assay.questions import DirectoryStore


def naive(text: str, signature: Signature) -> tuple[object, object]:
    assert reads_as_python(text)
    validated = validate_solution(text, signature)
    return validated, review(validated.source, signature)


def ours(text: str, signature: Signature) -> tuple[object, object]:
    parsed = Parsed.of(text)
    assert reads_parsed_as_python(parsed)
    validated = validate_parsed(parsed, signature)
    return validated, review(parsed.text, signature, tree=parsed.tree)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=20, help="passes over the bank's reference solutions")
    args = parser.parse_args()
    store = DirectoryStore()
    answers = [(store.get(i).reference_solution, store.get(i).signature) for i in store.ids()]
    for text, signature in answers:
        if naive(text, signature) != ours(text, signature):
            sys.exit("the two ways disagree")
    times: dict[str, list[float]] = {"naive": [], "ours": []}
    for _ in range(args.rounds):
        for text, signature in answers:
            for name, way in (("naive", naive), ("ours", ours)):
                started = time.perf_counter()
                way(text, signature)
                times[name].append((time.perf_counter() - started) * 1000.0)
    print(
        f"{len(answers)} reference solutions x {args.rounds} rounds: classify + validate + review, no sandbox"
    )
    for name, values in times.items():
        ordered = sorted(values)
        p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
        print(f"{name:6} p50 {statistics.median(values):6.3f} ms   p99 {p99:6.3f} ms")
    ratio = statistics.median(times["naive"]) / statistics.median(times["ours"])
    print(f"ratio naive/ours (p50): {ratio:.2f}x")


if __name__ == "__main__":
    main()
