"""Fixed cost of one sandboxed job: the Sandbox vs a fresh ``python3 -c pass`` subprocess.

Usage::

    .venv/bin/python benchmarks/sandbox_overhead.py [--jobs 300]

Prints medians (and p99) of: a fresh interpreter per job (the naive approach), a trivial job
through the Sandbox with every layer this machine allows, the same in ``minimal`` mode, and the
cost each isolation layer adds to a bare fork from a warm, zygote-sized interpreter (each step is
timed alternately with and without it, so the paired difference holds up on a busy machine). Run
as root for the full set of layers. Compare figures from the same run: the machine is shared and
noisy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.sandbox_entries

_LAYER_PROBE = r"""
import json, os, resource, statistics, sys, time
from assay.sandbox import _layers as L
filt = L.build_seccomp_filter()
uid = 62999
steps = {
    "fork + exit + wait": lambda: None,
    "+ setsid + rlimits": lambda: (os.setsid(), L.apply_rlimits(cpu_s=2, memory_bytes=1 << 32,
                                   file_bytes=1 << 24, open_files=64, processes=16)),
    "+ net namespace": lambda: L.unshare(L.CLONE_NEWNET),
    "+ mount namespace (ro root, hidden dirs, tmpfs)": lambda: (L.unshare(L.CLONE_NEWNS),
        L.private_filesystem(workspace="/tmp", workspace_mb=16, uid=uid,
                             hidden=("/root", "/home", "/var/tmp", "/dev/shm"), expose=())),
    "+ private /proc (hidepid=invisible)": lambda: L.private_proc(),
    "+ uid drop + no_new_privs": lambda: (L.drop_privileges(uid), L.set_no_new_privs()),
    "+ seccomp": lambda: filt.load(),
}
def child(active):
    t = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            for s in active:
                s()
            os._exit(0)
        except BaseException:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return None if status else time.perf_counter() - t

# Each step is timed against the steps before it, alternately in the same loop, so that the load
# of a shared machine hits both sides alike: the median of the paired differences is its own cost.
out, names, fns = {}, list(steps), list(steps.values())
for k, name in enumerate(names):
    with_step, without, diffs = [], [], []
    for _ in range(int(sys.argv[1])):
        a, b = child(fns[:k]), child(fns[: k + 1])
        if a is None or b is None:
            break
        without.append(a)
        with_step.append(b)
        diffs.append(b - a)
    else:
        out[name] = [statistics.median(with_step) * 1000, statistics.median(diffs) * 1000]
        continue
    out[name] = None
print(json.dumps(out))
"""


def _timed(fn: Callable[[], object], n: int) -> list[float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return times


def _summary(times: list[float]) -> str:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"median {statistics.median(times):6.2f} ms   p99 {p99:6.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=300, help="jobs per measurement")
    args = parser.parse_args()

    from assay.sandbox import RunStatus, Sandbox, SandboxJob, SandboxSettings

    job = SandboxJob(entry="tests.sandbox_entries:echo", payload={"a": 1})
    naive = _timed(
        lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), max(args.jobs // 3, 30)
    )
    results = {}
    for mode in ("auto", "minimal"):
        with Sandbox(max_workers=1, settings=SandboxSettings(sandbox_isolation=mode)) as pool:
            pool.warm()
            layers = pool.report().active
            first = pool.run(job)
            if first.status is not RunStatus.OK:
                sys.exit(
                    f"the trivial job failed in {mode} mode: {first.status} {first.detail or first.stderr}"
                )
            results[mode] = (_timed(lambda pool=pool: pool.run(job), args.jobs), layers)  # type: ignore[misc]

    print(f"naive: fresh `python -c pass` subprocess   {_summary(naive)}")
    for mode, (times, layers) in results.items():
        print(f"Sandbox ({mode:7s}, {len(layers)} layers)        {_summary(times)}")
        print(f"    layers: {', '.join(layers)}")
    full = statistics.median(results["auto"][0])
    print(f"ratio naive / Sandbox(auto): {statistics.median(naive) / full:.1f}x")

    probe = subprocess.run(
        [sys.executable, "-I", "-c", _LAYER_PROBE, str(min(args.jobs, 200))],
        capture_output=True,
        text=True,
        check=False,
    )
    if probe.returncode == 0:
        print("per-layer cost of a bare fork from a lean interpreter")
        print("(median with the steps so far; median paired cost of the step itself):")
        for name, cost in json.loads(probe.stdout).items():
            shown = "unavailable" if cost is None else f"{cost[0]:6.2f} ms   {cost[1]:+6.3f} ms"
            print(f"    {name:50s} {shown}")
    else:
        print("per-layer probe failed:", probe.stderr.strip().splitlines()[-1:])


if __name__ == "__main__":
    main()
