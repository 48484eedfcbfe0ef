"""Web page weight and speed: the first load of every page of `assay serve`, in Debian's Chromium.

Starts a real `assay serve` (throwaway data directory, no model, a bench result folder made by
`assay bench --replay`, two learner evaluations), then for each page opens a fresh browser context
(empty cache) and reads the Navigation Timing and Resource Timing entries: bytes transferred
(document + every asset, headers included) and time to interactive (``domInteractive``; the
page's deferred scripts have run by ``domContentLoadedEventEnd``, also shown). A second visit in
the same context gives the warm figure (assets from the cache). The budget is 300 kB and 1 s.

The naive column of the Benchmarks row is the run's own ``quick_view.html`` (the self-contained page
`assay bench` writes), which a viewer that inlined it would send on every open; ours sends the
matrix and a link.

    .venv/bin/python benchmarks/web_pages.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from tests.web.support import ARGS, ASSAY, CHROMIUM, assay_serve, base_env  # noqa: E402

BUDGET_BYTES = 300 * 1024
BUDGET_MS = 1000.0

SOLUTION = (ROOT / "src/assay/grading/examples/lsubstr_pseudo_arrow.txt").read_text(encoding="utf-8")

_MEASURE = """() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const assets = performance.getEntriesByType('resource');
    const bytes = nav.transferSize + assets.reduce((sum, r) => sum + r.transferSize, 0);
    return {bytes, interactive: nav.domInteractive, loaded: nav.domContentLoadedEventEnd,
            requests: 1 + assets.length};
}"""


def _visit(context: Any, url: str, submit: bool) -> dict[str, float]:
    page = context.new_page()
    page.goto(url)
    if submit:  # the result page is the answer to the form post: measure that navigation
        page.locator("#solution").fill(SOLUTION)
        page.locator("#submit").click()
        page.wait_for_selector("#score")
    page.wait_for_load_state("load")
    figures: dict[str, float] = page.evaluate(_MEASURE)
    page.close()
    return figures


def measure(browser: Any, base: str, path: str, *, learner: bool, submit: bool, runs: int) -> dict[str, Any]:
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        if learner:
            context.add_cookies([{"name": "assay_learner", "value": "bench-learner", "url": base}])
        cold.append(_visit(context, base + path, submit))
        warm.append(_visit(context, base + path, submit))
        context.close()

    def median(rows: list[dict[str, float]], key: str) -> float:
        return statistics.median(r[key] for r in rows)

    return {
        "bytes": median(cold, "bytes"),
        "warm_bytes": median(warm, "bytes"),
        "interactive": median(cold, "interactive"),
        "loaded": median(cold, "loaded"),
        "requests": median(cold, "requests"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold loads per page (median reported)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="assay-web-bench-") as tmp:
        root = Path(tmp)
        bench = root / "bench"
        subprocess.run(
            [str(ASSAY), "bench", "--replay", "--out", str(bench)],
            env=base_env(root / "bench-data"),
            check=True,
            capture_output=True,
            timeout=300,
        )
        run = next(p.name for p in bench.iterdir() if (p / "summary.json").is_file())
        env = base_env(root / "data", ASSAY_WEB_BENCH_DIR=str(bench))
        with assay_serve(env, root / "serve.log") as base:
            for concept, answer in (
                ("hashing", "It loops over the entries until it finds the key"),
                ("hashing", "A hash function maps the key to a bucket: O(1) on average."),
            ):
                httpx.post(
                    base + "/api/learn/evaluate",
                    json={"learner_id": "bench-learner", "concept_id": concept, "learner_response": answer},
                    timeout=60,
                ).raise_for_status()
            pages = [
                ("Practice: question list", "/practice", False, False),
                ("Practice: question", "/practice/3", True, False),
                ("Practice: graded result", "/practice/3", True, True),
                ("Dashboard", "/learn", True, False),
                ("Interview", "/interview", True, False),
                ("Benchmarks: a run", f"/bench?run={run}", False, False),
                ("(naive) the run's quick_view.html", f"/bench/quick-view?run={run}", False, False),
            ]
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                rows = [
                    (name, measure(browser, base, path, learner=who, submit=post, runs=args.runs))
                    for name, path, who, post in pages
                ]
                browser.close()
    print(
        f"web pages, first load in a fresh context, median of {args.runs} (machine: {os.cpu_count()} cores)"
    )
    print(
        f"{'page':38} {'kB':>7} {'warm kB':>8} {'requests':>8} {'interactive ms':>15} {'DCL ms':>7}  budget"
    )
    for name, r in rows:
        within = r["bytes"] <= BUDGET_BYTES and r["interactive"] <= BUDGET_MS
        print(
            f"{name:38} {r['bytes'] / 1024:7.1f} {r['warm_bytes'] / 1024:8.1f} {r['requests']:8.0f} "
            f"{r['interactive']:15.1f} {r['loaded']:7.1f}  {'ok' if within else 'OVER'}"
        )
    ours = next(r for n, r in rows if n.startswith("Benchmarks"))
    naive = rows[-1][1]
    print(f"Benchmarks page: naive/ours bytes = {naive['bytes'] / ours['bytes']:.1f}x")
    return 0 if all(r["bytes"] <= BUDGET_BYTES and r["interactive"] <= BUDGET_MS for _, r in rows[:-1]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
