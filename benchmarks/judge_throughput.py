"""Judge throughput: the sandboxed judge against the naive way, on the same batch, in one run.

The naive way is the usual online-judge design: a fresh ``python3`` subprocess per test case
that executes the solution and prints the result (no isolation at all). The judge runs all of a
submission's tests in one child forked from a warm zygote, with every isolation layer on (the run
stops if one is missing). Both use the same parallelism (one worker per core) and must agree on
every verdict (the run fails if they do not).

    .venv/bin/python benchmarks/judge_throughput.py [--submissions 200] [--tests 10]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from assay.judge import Judge, Param, Signature, TestCase, Verdict
from assay.sandbox import Sandbox, SandboxError, SandboxSettings

SIGNATURE = Signature(
    method="length_of_longest_substring", params=[Param(name="s", type="str")], returns="int"
)
CORRECT = """
class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = set()
        best = left = 0
        for right in range(len(s)):
            while s[right] in seen:
                seen.remove(s[left])
                left += 1
            seen.add(s[right])
            best = max(best, right - left + 1)
        return best
"""
BUGGY = CORRECT.replace("best = max(best, right - left + 1)", "best = max(best, right - left)")
NAIVE_RUNNER = """
import json, sys
source, args = sys.stdin.read().split("\\0")
ns = {}
exec(source, ns)
print(json.dumps(ns["Solution"]().length_of_longest_substring(**json.loads(args))))
"""


def longest(s: str) -> int:
    best = 0
    for i in range(len(s)):
        seen: set[str] = set()
        for ch in s[i:]:
            if ch in seen:
                break
            seen.add(ch)
        best = max(best, len(seen))
    return best


def make_tests(n: int, seed: int) -> list[TestCase]:
    words = ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf", "abba", "tmmzuxt", "au", " ", "abcdefg"]
    out = []
    for i in range(n):
        s = words[(i + seed) % len(words)] * (1 + (seed + i) % 3)
        out.append(TestCase(input={"s": s}, expected=longest(s)))
    return out


def naive(code: str, tests: list[TestCase]) -> tuple[str, float]:
    start = time.perf_counter()
    verdict = "AC"
    for t in tests:
        proc = subprocess.run(
            [sys.executable, "-c", NAIVE_RUNNER],
            input=code + "\0" + json.dumps(t.input),
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
        if proc.returncode != 0:
            verdict = "RE"
        elif json.loads(proc.stdout) != t.expected and verdict == "AC":
            verdict = "WA"
    return verdict, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--submissions", type=int, default=200)
    parser.add_argument("--tests", type=int, default=10)
    args = parser.parse_args()
    batch = [(BUGGY if i % 5 == 0 else CORRECT, make_tests(args.tests, i)) for i in range(args.submissions)]
    workers = os.cpu_count() or 1

    # Every layer or nothing: a figure measured with reduced isolation is not the judge's.
    with Sandbox(settings=SandboxSettings(sandbox_isolation="full")) as sandbox:
        try:
            sandbox.warm()  # start the zygotes: a service starts them once
        except SandboxError as exc:
            sys.exit(f"full isolation is unavailable here ({exc.message}); run as root on Linux")
        judge = Judge(sandbox)
        judge.run(CORRECT, SIGNATURE, batch[0][1])

        def ours(item: tuple[str, list[TestCase]]) -> tuple[str, float]:
            start = time.perf_counter()
            result = judge.run(item[0], SIGNATURE, item[1])
            return result.verdict.value, time.perf_counter() - start

        with ThreadPoolExecutor(workers) as pool:
            t0 = time.perf_counter()
            judged = list(pool.map(ours, batch))
            ours_s = time.perf_counter() - t0
        layers = judge.run(CORRECT, SIGNATURE, batch[0][1]).isolation
    with ThreadPoolExecutor(workers) as pool:
        t0 = time.perf_counter()
        naive_results = list(pool.map(lambda item: naive(*item), batch))
        naive_s = time.perf_counter() - t0

    disagreements = [
        (i, a[0], b[0]) for i, (a, b) in enumerate(zip(judged, naive_results, strict=True)) if a[0] != b[0]
    ]
    if disagreements or not all(v in (Verdict.AC.value, Verdict.WA.value) for v, _ in judged):
        sys.exit(f"the judge and the naive runner disagree (submission, judge, naive): {disagreements[:10]}")

    def pct(values: list[float], q: float) -> float:
        values = sorted(values)
        return values[min(len(values) - 1, round(q * (len(values) - 1)))]

    ours_lat = [1000 * s for _, s in judged]
    naive_lat = [1000 * s for _, s in naive_results]
    n = args.submissions
    print(f"batch: {n} submissions × {args.tests} tests, {workers} workers, isolation: {', '.join(layers)}")
    for name, total, lat in (("judge", ours_s, ours_lat), ("naive", naive_s, naive_lat)):
        p50, p99 = statistics.median(lat), pct(lat, 0.99)
        print(f"{name:6}: {n / total:8.1f} submissions/s   p50 {p50:7.2f} ms   p99 {p99:7.2f} ms")
    print(f"ratio : {naive_s / ours_s:.1f}x the naive throughput   (verdicts agree on all {n} submissions)")
    print("targets: ≥ 10x naive, p50 ≤ 15 ms per 10-test submission")


if __name__ == "__main__":
    main()
