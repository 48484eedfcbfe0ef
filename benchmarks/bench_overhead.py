"""The benchmark harness's own cost per trial, with a zero-latency scripted model.

Runs the bundled example config (3 prompts × 17 questions) through the whole ``run_bench`` — the
start-up connection check, prompt building, the HTTP round trip through the gateway, code
extraction, the sandboxed run, comparison, every result file (trials.jsonl, question_N.py,
summary.json, detailed_report.json, summary.csv, quick_view.html) and the terminal report — against a
scripted OpenAI-compatible server on 127.0.0.1 that answers instantly with a correct program, so the
time measured is ours. Measures concurrency 1 and 2 in the same run (after one uncounted warm-up
run of each) and prints the medians and the speed-up.

The target is a ratio measured in the same run, so a slow day moves both sides: the harness's cost
per trial (the whole run at concurrency 1 divided by its trials, the sandboxed run included) over
the cost of one sandbox job alone (the same 17 programs, each run directly with ``Sandbox.run`` as
the harness submits it), at most 2 — the harness around a trial costs no more than the trial's own
sandboxed run.

    .venv/bin/python benchmarks/bench_overhead.py [--repeats 3] [--latency-ms 0]
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
from importlib import resources
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console
from tests.bench.scripted_openai import scripted_openai
from tests.bench.test_example_config import REFERENCES

from assay.bench import BenchOptions, BenchRequest, GatewayClient, generation_options, load_config, run_bench
from assay.bench._runner import ENTRY
from assay.llm import Gateway, LLMSettings
from assay.sandbox import Limits, Sandbox, SandboxJob

TARGET_RATIO = 2.0


def run_and_render(request: BenchRequest, client: GatewayClient, sandbox: Sandbox, console: Console) -> Any:
    """The whole run with its terminal report rendered, as ``assay bench`` does it."""
    try:
        from assay.cli._bench_view import BenchView
    except ImportError:  # the code before the job/view split, for old-vs-new runs (docs/performance.md)
        return run_bench(request, client=client, sandbox=sandbox, console=console)  # type: ignore[call-arg]
    with BenchView(console) as view:
        return run_bench(request, client=client, sandbox=sandbox, on_event=view)


def sandbox_job_ms(sandbox: Sandbox, programs: list[str], timeout_s: float) -> list[float]:
    """Each program run once as the harness runs it: one sandbox job, timed alone."""
    times = []
    for code in programs:
        job = SandboxJob(
            entry=ENTRY,
            payload={"source": code},
            limits=Limits(wall_s=timeout_s, cpu_s=timeout_s, memory_mb=512, output_bytes=256 * 1024),
        )
        start = time.perf_counter()
        result = sandbox.run(job)
        times.append(1000 * (time.perf_counter() - start))
        assert result.status.value == "ok", result
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--latency-ms", type=float, default=0.0, help="make the scripted model slow, as a real one is"
    )
    args = parser.parse_args()
    config = load_config(Path(str(resources.files("assay.bench") / "examples" / "test_data.json")))
    answers = {q.question: f"```python\n{REFERENCES[i]}```" for i, q in enumerate(config.questions)}

    def script(prompt: str) -> str:
        time.sleep(args.latency_ms / 1000)
        tail = prompt.rsplit("現在請解決新問題：", 1)[-1]
        return next(a for q, a in answers.items() if q in tail)

    per_trial: dict[int, list[float]] = {1: [], 2: []}
    job_ms: list[float] = []  # per repeat: the median sandbox job around its concurrency-1 run
    ratios: list[float] = []
    with scripted_openai(script) as server, Sandbox() as sandbox, tempfile.TemporaryDirectory() as tmp:
        settings = LLMSettings(
            openai_base_url=server.base_url, openai_api_key="sk-bench-0000000000", llm_cache=False
        )
        options_for_round = {
            1: generation_options(temperature=0, max_tokens=512, seed=0, round=1, timeout_s=10, retries=0)
        }
        # round 0 warms up (imports, the SDK client, Pygments' lexer, the sandbox's workers): not counted
        programs = list(REFERENCES)
        for repeat in range(args.repeats + 1):
            # The sandbox jobs are timed right before and after the concurrency-1 run they are compared
            # with, so that a burst of load on the shared machine weighs on both sides of the ratio.
            jobs = sandbox_job_ms(sandbox, programs, config.settings.timeout_s)
            for k in (1, 2):
                gateway = Gateway("openai:scripted", settings=settings, cache=False)
                client = GatewayClient(gateway, options_for_round, use_cache=False)
                options = BenchOptions(prompts=config.prompts, models=["openai:scripted"], concurrency=k)
                request = BenchRequest(config=config, options=options, out_dir=Path(tmp) / f"r{repeat}k{k}")
                console = Console(file=io.StringIO(), width=120)  # the terminal report is rendered too
                start = time.perf_counter()
                outcome = run_and_render(request, client, sandbox, console)
                elapsed = time.perf_counter() - start
                wrong = [t for t in outcome.trials if t.status.value != "correct"]
                assert not wrong, wrong[0]
                assert (outcome.folder.path / "quick_view.html").is_file()
                if k == 1:
                    jobs += sandbox_job_ms(sandbox, programs, config.settings.timeout_s)
                if repeat:
                    per_trial[k].append(1000 * elapsed / len(outcome.trials))
            if repeat:
                job_ms.append(statistics.median(jobs))
                ratios.append(per_trial[1][-1] / job_ms[-1])
    n = len(config.prompts) * len(config.questions)
    m1, m2 = statistics.median(per_trial[1]), statistics.median(per_trial[2])
    shape = f"{len(config.prompts)} prompts × {len(config.questions)} questions"
    print(f"trials per run: {n} ({shape}), repeats: {args.repeats}, model latency: {args.latency_ms:g} ms")
    print("measured: the whole run_bench (check, trials, every result file, the report)")
    print(f"concurrency 1: median {m1:.1f} ms per trial ({1000 / m1:.0f} trials/s)")
    print(f"concurrency 2: median {m2:.1f} ms per trial ({1000 / m2:.0f} trials/s)")
    print(f"speed-up 1 → 2: {m1 / m2:.2f}x (with history, {len(config.prompts)} chains can overlap at most)")
    job = statistics.median(job_ms)
    ratio = statistics.median(ratios)
    print(f"one sandbox job alone (the same programs): median {job:.1f} ms")
    print(f"ratio per repeat: {', '.join(f'{r:.2f}' for r in ratios)}")
    if args.latency_ms == 0:
        verdict = "met" if ratio <= TARGET_RATIO else "NOT met"
        print(f"harness cost per trial ÷ one sandbox job: {ratio:.2f} (target ≤ {TARGET_RATIO:g}: {verdict})")
    else:
        print(f"cost per trial ÷ one sandbox job: {ratio:.2f} (the target applies at --latency-ms 0)")


if __name__ == "__main__":
    main()
