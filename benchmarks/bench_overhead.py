"""The benchmark harness's own cost per trial, with a zero-latency scripted model.

Runs the bundled example config (3 prompts × 17 questions) through the whole ``run_bench`` — the
start-up connection check, prompt building, the HTTP round trip through the gateway, code
extraction, the sandboxed run, comparison, every result file (trials.jsonl, question_N.py,
summary.json, detailed_report.json, summary.csv, quick_view.html) and the terminal report — against a
scripted OpenAI-compatible server on 127.0.0.1 that answers instantly with a correct program, so the
time measured is ours. Measures concurrency 1 and 2 in the same run (after one uncounted warm-up
run of each) and prints the medians and the speed-up.

    .venv/bin/python benchmarks/bench_overhead.py [--repeats 3]
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console
from tests.bench.scripted_openai import scripted_openai
from tests.bench.test_example_config import REFERENCES

from assay.bench._clients import GatewayClient, generation_options
from assay.bench._config import load_config
from assay.bench._runner import BenchOptions
from assay.bench._service import BenchRequest, run_bench
from assay.llm import Gateway, LLMSettings
from assay.sandbox import Sandbox


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
    with scripted_openai(script) as server, Sandbox() as sandbox, tempfile.TemporaryDirectory() as tmp:
        settings = LLMSettings(
            openai_base_url=server.base_url, openai_api_key="sk-bench-0000000000", llm_cache=False
        )
        options_for_round = {
            1: generation_options(temperature=0, max_tokens=512, seed=0, round=1, timeout_s=10, retries=0)
        }
        # round 0 warms up (imports, the SDK client, Pygments' lexer, the sandbox's workers): not counted
        for repeat in range(args.repeats + 1):
            for k in (1, 2):
                gateway = Gateway("openai:scripted", settings=settings, cache=False)
                client = GatewayClient(gateway, options_for_round, use_cache=False)
                options = BenchOptions(prompts=config.prompts, models=["openai:scripted"], concurrency=k)
                request = BenchRequest(config=config, options=options, out_dir=Path(tmp) / f"r{repeat}k{k}")
                console = Console(file=io.StringIO(), width=120)  # the terminal report is rendered too
                start = time.perf_counter()
                outcome = run_bench(request, client=client, sandbox=sandbox, console=console)
                elapsed = time.perf_counter() - start
                wrong = [t for t in outcome.trials if t.status.value != "correct"]
                assert not wrong, wrong[0]
                assert (outcome.folder.path / "quick_view.html").is_file()
                if repeat:
                    per_trial[k].append(1000 * elapsed / len(outcome.trials))
    n = len(config.prompts) * len(config.questions)
    m1, m2 = statistics.median(per_trial[1]), statistics.median(per_trial[2])
    shape = f"{len(config.prompts)} prompts × {len(config.questions)} questions"
    print(f"trials per run: {n} ({shape}), repeats: {args.repeats}, model latency: {args.latency_ms:g} ms")
    print("measured: the whole run_bench (check, trials, every result file, the report)")
    print(f"concurrency 1: median {m1:.1f} ms per trial ({1000 / m1:.0f} trials/s)")
    print(f"concurrency 2: median {m2:.1f} ms per trial ({1000 / m2:.0f} trials/s)")
    print(f"speed-up 1 → 2: {m1 / m2:.2f}x (with history, {len(config.prompts)} chains can overlap at most)")
    if args.latency_ms == 0:
        print(f"target ≤ 20 ms of harness cost per trial: {'met' if m1 <= 20 else 'NOT met'} ({m1:.1f} ms)")


if __name__ == "__main__":
    main()
