"""Grade latency: a full offline grade (no model) of every bundled question's reference solution.

Each grade is the whole pipeline of ``GradingService.evaluate``: load the question, validate, run
the visible and hidden tests in the sandboxed judge, measure the time complexity, review, feedback,
score, and store in SQLite (result reuse off, so every round really grades). The naive column runs
the same grades with the judge and the complexity measurement one after the other instead of
concurrently (``ASSAY_PARALLEL_CHECKS=false``).

    .venv/bin/python benchmarks/grade_latency.py [--rounds 3] [--questions 3,1,20]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from assay.grading import GradingService, GradingSettings
from assay.llm import Gateway
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import open_repository


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _run(
    service: GradingService, ids: list[str], rounds: int
) -> tuple[list[float], dict[str, list[float]], int]:
    store = service.questions
    latencies: list[float] = []
    steps: dict[str, list[float]] = {}
    failures = 0

    async def one(question_id: str) -> None:
        nonlocal failures
        question = store.get(question_id)
        started = time.perf_counter()
        result = await service.evaluate(question_id, question.reference_solution)
        latencies.append((time.perf_counter() - started) * 1000.0)
        failures += int(result.test_results.failed > 0)
        for name, value in result.timings.model_dump().items():
            steps.setdefault(name, []).append(float(value))

    async def main() -> None:
        for _ in range(rounds):
            for question_id in ids:
                await one(question_id)

    asyncio.run(main())
    return latencies, steps, failures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=3, help="grades per question per mode")
    parser.add_argument("--questions", default="", help="comma-separated ids (default: the whole bank)")
    args = parser.parse_args()

    store = DirectoryStore()
    ids = [i for i in args.questions.split(",") if i] or store.ids()
    with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
        results = {}
        for label, parallel in (("naive (judge, then complexity)", False), ("ours (concurrent)", True)):
            service = GradingService(
                questions=store,
                repository=open_repository(f"sqlite:///{tmp}/{int(parallel)}.sqlite3"),
                sandbox=sandbox,
                gateway=Gateway("none", cache=False),
                settings=GradingSettings(reuse_results=False, parallel_checks=parallel),
            )
            _run(service, ids[:2], 1)  # warm-up: zygote, imports, SQLite file
            results[label] = _run(service, ids, args.rounds)

    print(f"{len(ids)} questions x {args.rounds} rounds, reference solutions, no model")
    print(f"{'mode':34} {'p50 ms':>8} {'p99 ms':>8} {'mean ms':>8} {'failing':>8}")
    for label, (latencies, _steps, failures) in results.items():
        print(
            f"{label:34} {statistics.median(latencies):8.1f} {_percentile(latencies, 0.99):8.1f} "
            f"{statistics.fmean(latencies):8.1f} {failures:8d}"
        )
    naive = statistics.median(results["naive (judge, then complexity)"][0])
    ours = statistics.median(results["ours (concurrent)"][0])
    verdict = "met" if ours <= 300 else "MISSED"
    print(f"ratio naive/ours (p50): {naive / ours:.2f}x   target p50 <= 300 ms: {verdict}")
    print("median per step (ours):")
    for name, values in results["ours (concurrent)"][1].items():
        print(f"  {name:16} {statistics.median(values):8.1f} ms")


if __name__ == "__main__":
    main()
