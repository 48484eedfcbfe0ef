"""What the code digest in the engine fingerprint costs, our way and the naive way.

The fingerprint that keys the reuse of stored grades holds a SHA-256 of the grading, judge and
sandbox sources (docs/grading.md, "Storage"). Ours computes that digest once per process and keeps
it; the naive way reads and hashes the sources each time a fingerprint is asked for (each
``GradingService`` built). Also: the first digest in a fresh process (what an ``assay grade`` pays
once, after its imports), measured in subprocesses.

    .venv/bin/python benchmarks/engine_fingerprint.py [--rounds 30] [--fresh 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from assay.grading import GradingSettings
from assay.grading._engine_sources import engine_sources_digest, package_roots, source_digest
from assay.grading._settings import engine_fingerprint

# The import (the whole pipeline, ~1 s) comes first: only the digest is timed.
FRESH = (
    "import time; from assay.grading._engine_sources import engine_sources_digest;"
    "t = time.perf_counter(); engine_sources_digest(); print(time.perf_counter() - t)"
)


def main() -> None:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--rounds", type=int, default=30, help="fingerprints per way")
    parser.add_argument("--fresh", type=int, default=5, help="fresh processes timing their first digest")
    args = parser.parse_args()
    settings = GradingSettings(_env_file=None)
    roots = package_roots()
    files = [p for root in roots for p in root.rglob("*.py")]
    size = sum(p.stat().st_size for p in files)
    if engine_fingerprint(settings) != engine_fingerprint(settings, sources=source_digest(roots)):
        sys.exit("the two ways disagree")
    times: dict[str, list[float]] = {"naive": [], "ours": []}
    for _ in range(args.rounds):
        started = time.perf_counter()
        engine_fingerprint(settings, sources=source_digest(roots))
        times["naive"].append(time.perf_counter() - started)
        started = time.perf_counter()
        engine_fingerprint(settings, sources=engine_sources_digest())
        times["ours"].append(time.perf_counter() - started)
    fresh = []
    for _ in range(args.fresh):
        done = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True, check=True)
        fresh.append(float(done.stdout))
    naive, ours = statistics.median(times["naive"]), statistics.median(times["ours"])
    print(f"sources: {len(files)} files, {size / 1e6:.2f} MB in {', '.join(r.name for r in roots)}")
    print(f"fingerprint, naive (digest each time): median {naive * 1e3:.2f} ms")
    print(f"fingerprint, ours (digest once):       median {ours * 1e6:.1f} us")
    print(f"ratio naive/ours: {naive / ours:.0f}x")
    print(f"first digest in a fresh process (read + hash): median {statistics.median(fresh) * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
