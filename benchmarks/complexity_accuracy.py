"""Complexity accuracy: our measured complexity against the ``big_O`` package, on the labelled set.

For each labelled solution, ours runs in the sandbox (operation counting, adaptive sizes); then
``big_O`` (wall-clock timings, least squares over its classes) is given the SAME range of sizes ours
measured and the same inputs (the entry's generator, decoded by the signature), in this process.
``big_O``'s "Polynomial" class is left out, so that both choose among the same seven classes.
Prints each classification, both accuracies, and the median / p90 time per classification (wall
clock, and the sandboxed child's CPU time, which a shared machine's load disturbs less).

With ``--bank``, also measures the bundled bank's reference solutions as a grade does (default
target, space on) and prints the median / p90 time per reference.

    .venv/bin/pip install big_O   # in the [dev] extra
    .venv/bin/python benchmarks/complexity_accuracy.py [--repeat 1] [--bank]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT))

from tests.judge.complexity_labelled import LABELLED, Labelled  # noqa: E402

from assay.judge._complexity import measure_complexity  # noqa: E402
from assay.judge._generators import derive_generator  # noqa: E402
from assay.judge._harness import solution_namespace  # noqa: E402
from assay.judge._models import Param, Signature  # noqa: E402
from assay.judge._types import decode, parse_type  # noqa: E402
from assay.sandbox import Sandbox  # noqa: E402

try:
    import big_o
    from big_o import complexities as bc
except ImportError:  # pragma: no cover - reported below
    big_o = None

BIG_O_NAMES = {
    "Constant": "O(1)",
    "Logarithmic": "O(log n)",
    "Linear": "O(n)",
    "Linearithmic": "O(n log n)",
    "Quadratic": "O(n^2)",
    "Cubic": "O(n^3)",
    "Exponential": "O(2^n)",
}


def _big_o_classify(item: Labelled, lo: int, hi: int) -> tuple[str, float]:
    namespace = solution_namespace()
    exec(compile(item.code, "<solution>", "exec"), namespace)
    method = getattr(namespace["Solution"](), item.method)
    specs = [(name, parse_type(kind)) for name, kind in item.params]
    if item.generator:
        gen_ns: dict[str, Any] = {}
        exec(item.generator, gen_ns)
        generate = gen_ns["generate"]
    else:
        generate = derive_generator(item.params)

    def data(n: int) -> list[Any]:
        raw = generate(int(n), random.Random(f"0:{n}"))
        return [decode(raw[name], spec) for name, spec in specs]

    classes = [
        bc.Constant,
        bc.Linear,
        bc.Quadratic,
        bc.Cubic,
        bc.Logarithmic,
        bc.Linearithmic,
        bc.Exponential,
    ]
    started = time.perf_counter()
    best, _ = big_o.big_o(
        lambda args: method(*args),
        data,
        min_n=lo,
        max_n=hi,
        n_measures=10,
        n_repeats=1,
        n_timings=3,
        classes=classes,
    )
    return BIG_O_NAMES.get(type(best).__name__, type(best).__name__), time.perf_counter() - started


def _pct(values: list[float], q: float) -> float:
    return sorted(values)[int(q * len(values))]


def _bank(sandbox: Sandbox, repeat: int) -> str:
    from assay.judge import meets_requirement
    from assay.judge._complexity import SPACE_FLOOR_BYTES
    from assay.judge._fit import SPACE_CLASSES, SPACE_PREFER_SIMPLER, fit_complexity, fit_space
    from assay.questions import DirectoryStore

    store = DirectoryStore()
    wall: list[float] = []
    cpu: list[float] = []
    meets = total = 0
    # Space confidence below the grade's 0.6 asks a person to look (docs/complexity.md, "Fitting"):
    # point by point (the naive way) against through the steps of the allocation (ours).
    unsure_plain = unsure_steps = 0
    for _ in range(repeat):
        for qid in store.ids():
            question = store.get(qid)
            scaling = question.scaling
            started = time.perf_counter()
            report = measure_complexity(
                sandbox,
                question.reference_solution,
                question.signature,
                generator=scaling.generator if scaling else None,
                sizes=scaling.sizes if scaling else None,
            )
            wall.append(time.perf_counter() - started)
            cpu.append(report.cpu_ms)
            total += 1
            measured = report.time.cls if report.time is not None else "-"
            meets += meets_requirement(measured, question.complexity_requirements.time)
            peaks = [
                (p.n, float(p.peak_bytes + SPACE_FLOOR_BYTES))
                for p in report.points
                if p.peak_bytes is not None
            ]
            plain = fit_complexity(peaks, classes=SPACE_CLASSES, prefer_simpler=SPACE_PREFER_SIMPLER)
            stepped = fit_space(peaks)
            unsure_plain += plain is not None and plain.confidence < 0.6
            unsure_steps += stepped is not None and stepped.confidence < 0.6
    return (
        f"bank : {meets}/{total} references meet their time class"
        f"   median {statistics.median(wall) * 1000:.0f} ms   p90 {_pct(wall, 0.9) * 1000:.0f} ms"
        f"   child CPU median {statistics.median(cpu):.0f} ms  (time and space, grading defaults)\n"
        f"bank : space fit below 0.6 confidence: {unsure_plain}/{total} point by point, "
        f"{unsure_steps}/{total} through allocation steps"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="runs of the whole set")
    parser.add_argument("--bank", action="store_true", help="also measure the bundled bank's references")
    args = parser.parse_args()
    sys.setrecursionlimit(20_000)  # as in the sandboxed child
    ours_ok = theirs_ok = total = 0
    ours_s: list[float] = []
    ours_cpu: list[float] = []
    theirs_s: list[float] = []
    with Sandbox() as sandbox:
        for _ in range(args.repeat):
            for item in LABELLED:
                signature = Signature(
                    method=item.method,
                    params=[Param(name=n, type=t) for n, t in item.params],
                    returns=item.returns,
                )
                started = time.perf_counter()
                report = measure_complexity(
                    sandbox, item.code, signature, generator=item.generator, space=False
                )
                ours_s.append(time.perf_counter() - started)
                ours_cpu.append(report.cpu_ms)
                ours = report.time.cls if report.time is not None else "-"
                sizes = [p.n for p in report.points if p.complete] or [8, 64]
                lo, hi = min(sizes), max(sizes)
                theirs = "-"
                if big_o is not None:
                    theirs, spent = _big_o_classify(item, lo, max(hi, lo + 10))
                    theirs_s.append(spent)
                total += 1
                ours_ok += ours == item.label
                theirs_ok += theirs == item.label
                print(f"{item.name:30} {item.label:11} ours {ours:11} big_O {theirs:11} n={lo}..{hi}")
        bank = _bank(sandbox, args.repeat) if args.bank else None
    print()
    print(f"labelled solutions: {total}")
    print(
        f"ours : {ours_ok}/{total} = {ours_ok / total:.1%}   median {statistics.median(ours_s) * 1000:.0f} ms"
        f"   p90 {_pct(ours_s, 0.9) * 1000:.0f} ms  (sandboxed, incl. fork)"
        f"   child CPU median {statistics.median(ours_cpu):.0f} ms"
    )
    if big_o is None:
        print("big_O: not installed (pip install big_O)")
    else:
        print(
            f"big_O: {theirs_ok}/{total} = {theirs_ok / total:.1%}   median "
            f"{statistics.median(theirs_s) * 1000:.0f} ms   p90 "
            f"{sorted(theirs_s)[int(0.9 * len(theirs_s))] * 1000:.0f} ms"
            "  (in-process, same sizes)"
        )
    if bank is not None:
        print(bank)


if __name__ == "__main__":
    main()
