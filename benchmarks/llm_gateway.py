"""LLM gateway: what the gateway costs and saves, ours vs naive, side by side.

1. Overhead: the gateway (retry policy, deadline, accounting, semaphore) vs a bare ``openai`` SDK call,
   both against a scripted OpenAI-compatible server on 127.0.0.1 (no network, no model).
2. Cache: a cache hit vs a call to that server.
3. Deadline: a response that trickles one byte every 50 ms for 3 s; the gateway's wall-clock deadline
   (0.5 s) vs the SDK's own timeout (0.5 s, an inactivity timeout that never fires).
4. With ``--local``: tokens/s of the embedded 0.5B model (n_threads=2) when it is installed.

Run: ``.venv/bin/python benchmarks/llm_gateway.py [--n 40] [--local]``
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import openai
from tests.llm.scripted_server import ScriptedLLMServer, Step, ok, openai_body

from assay.llm import Gateway, GenerationOptions, LLMSettings, LLMTimeout

CHAT = "/v1/chat/completions"


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def main(n: int, local: bool) -> None:
    server = ScriptedLLMServer().start()
    tmp = Path(tempfile.mkdtemp())
    settings = LLMSettings(
        _env_file=None,  # type: ignore[call-arg]
        llm_model="openai:gpt-4o-mini",
        openai_base_url=f"{server.url}/v1",
        openai_api_key="sk-bench-000000000000",
        llm_cache_path=tmp / "cache.sqlite3",
    )
    try:
        server.script(CHAT, *[ok(f"answer {i}") for i in range(3 * n + 10)])
        raw = openai.AsyncOpenAI(api_key="sk-bench-000000000000", base_url=f"{server.url}/v1", max_retries=0)
        gw = Gateway(settings=settings, cache=False)
        for _ in range(3):  # warm both connection pools
            await raw.chat.completions.create(
                model="gpt-4o-mini", messages=[{"role": "user", "content": "w"}]
            )
            await gw.complete("w")
        naive, ours = [], []
        for i in range(n):
            t = time.perf_counter()
            await raw.chat.completions.create(
                model="gpt-4o-mini", messages=[{"role": "user", "content": f"q{i}"}]
            )
            naive.append(time.perf_counter() - t)
            t = time.perf_counter()
            await gw.complete(f"q{i}")
            ours.append(time.perf_counter() - t)
        print(
            f"overhead  bare SDK median {_median_ms(naive):.2f} ms | gateway {_median_ms(ours):.2f} ms "
            f"| ratio {statistics.median(ours) / statistics.median(naive):.2f}x  (n={n})"
        )

        cached = Gateway(settings=settings)
        misses, hits = [], []
        for i in range(n):
            t = time.perf_counter()
            await cached.complete(f"c{i}")
            misses.append(time.perf_counter() - t)
            t = time.perf_counter()
            await cached.complete(f"c{i}")
            hits.append(time.perf_counter() - t)
        print(
            f"cache     call median {_median_ms(misses):.2f} ms | hit median {_median_ms(hits):.2f} ms "
            f"| ratio {statistics.median(misses) / statistics.median(hits):.1f}x faster"
        )

        slow = Step(body=openai_body("late"), stall_s=3.0)
        server.script(CHAT, slow, slow, model="gpt-slow")
        t = time.perf_counter()
        await raw.chat.completions.create(
            model="gpt-slow", messages=[{"role": "user", "content": "slow"}], timeout=0.5
        )
        sdk_s = time.perf_counter() - t
        t = time.perf_counter()
        with contextlib.suppress(LLMTimeout):
            await gw.complete(
                "slow", model="openai:gpt-slow", options=GenerationOptions(timeout_s=0.5, max_retries=0)
            )
        ours_s = time.perf_counter() - t
        print(
            f"deadline  SDK timeout=0.5s returned after {sdk_s:.2f} s | gateway deadline 0.5s raised after "
            f"{ours_s:.2f} s | ratio {sdk_s / ours_s:.1f}x"
        )
        await raw.close()
        await gw.aclose()
    finally:
        server.stop()

    if local:
        from assay.llm._local import llama_available
        from assay.llm._local_model import find_local_model

        local_settings = LLMSettings(_env_file=None, llm_cache=False)  # type: ignore[call-arg]
        model_dir = local_settings.local_model_dir  # ASSAY_LOCAL_MODEL_DIR, as the install script uses
        if not llama_available() or find_local_model("qwen2.5-coder-0.5b", model_dir) is None:
            print(
                f"local     skipped: no llama-cpp-python or no 0.5B in {model_dir}; "
                "run scripts/install_local_model.sh"
            )
            return
        lg = Gateway("local:qwen2.5-coder-0.5b", settings=local_settings)
        rates, prompt_sizes = [], []
        for i in range(5):
            c = await lg.complete(
                f"Explain in detail how binary search works ({i}).",
                options=GenerationOptions(temperature=0.0, seed=i, max_tokens=128),
            )
            rates.append(c.usage.completion_tokens / c.latency_s)
            prompt_sizes.append(c.usage.prompt_tokens)
        print(
            f"local     qwen2.5-coder-0.5b median {statistics.median(rates):.1f} tokens/s end to end "
            f"(5 answers of <=128 tokens, ~{statistics.median(prompt_sizes):.0f}-token prompts, "
            f"n_threads={local_settings.local_threads})"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--local", action="store_true")
    args = parser.parse_args()
    asyncio.run(main(args.n, args.local))
