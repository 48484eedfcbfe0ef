"""What reading pseudocode in a worker costs, and what it buys (docs/grading.md, "Reading pseudocode").

Two measurements, each our way and the naive way in the same run:

* **cost per answer**: the median time to read the labelled corpus's answers (``--answers`` of them,
  spread over the styles) by :class:`assay.grading.Reader` (a worker process: pickling, a pipe, the
  reading) and by :func:`assay.grading.normalise` called in this process (the naive way);
* **what the event loop suffers** while one slow answer (about 20,000 characters of steps, seconds to
  read) is read: the longest gap between the ticks of a 10 ms timer on the loop, with the reading
  awaited from a worker and with it called on the loop (the naive way, as the service read before stop
  32), and how long the answer took to come back with a deadline of ``--timeout`` seconds.

Medians of ``--repeat`` runs; the machine is noisy.

Usage::

    nice .venv/bin/python benchmarks/pseudocode_reader.py
    nice .venv/bin/python benchmarks/pseudocode_reader.py --answers 120 --repeat 5
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from assay.grading import Reader, normalise
from assay.judge import Signature
from assay.questions import DirectoryStore

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpora" / "pseudocode"
SLOW = "function longest(s)\n" + "    x <- x + 1\n" * 1300 + "    return x\n"


def _answers(count: int) -> list[tuple[str, Signature]]:
    store = DirectoryStore()
    rows = []
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for line in manifest.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["split"] != "heldout":
                rows.append((manifest.parent / f"{row['id']}.txt", row["question_id"]))
    step = max(1, len(rows) // count)
    return [
        (path.read_text(encoding="utf-8"), store.get(qid).signature) for path, qid in rows[::step][:count]
    ]


async def _per_answer(
    read: Callable[[str, Signature], Awaitable[object]], answers: list[tuple[str, Signature]]
) -> float:
    times = []
    for text, signature in answers:
        started = time.perf_counter()
        await read(text, signature)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


async def _stall(read: Callable[[], Awaitable[object]]) -> tuple[float, float]:
    """The longest gap between ticks of a 10 ms timer while ``read`` runs, and how long it took."""
    gaps: list[float] = []

    async def tick() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.01)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticking = asyncio.create_task(tick())
    await asyncio.sleep(0.05)
    started = time.perf_counter()
    await read()
    took = time.perf_counter() - started
    await asyncio.sleep(0.05)
    ticking.cancel()
    return max(gaps), took


async def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--answers", type=int, default=60, help="corpus answers read for the cost (default 60)"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement (default 3)")
    parser.add_argument(
        "--timeout", type=float, default=2.0, help="the worker's deadline for the slow answer"
    )
    args = parser.parse_args()

    answers = _answers(args.answers)
    reader = Reader(workers=2)
    started = time.perf_counter()
    await asyncio.to_thread(reader.warm)
    print(f"workers started in {time.perf_counter() - started:.2f} s (once per process)")

    async def here(text: str, signature: Signature) -> object:
        return normalise(text, signature)

    async def worker(text: str, signature: Signature) -> object:
        return await reader.normalise(text, signature, timeout_s=60)

    naive = statistics.median([await _per_answer(here, answers) for _ in range(args.repeat)])
    ours = statistics.median([await _per_answer(worker, answers) for _ in range(args.repeat)])
    print(f"\nper answer, median over {len(answers)} corpus answers, median of {args.repeat} runs")
    print("| way | ms per answer |\n|---|---|")
    print(f"| in this process (naive) | {naive * 1000:.1f} |")
    print(f"| in a worker process | {ours * 1000:.1f} |")
    print(f"cost of the worker: {(ours - naive) * 1000:+.1f} ms per answer ({ours / naive:.2f}x)")

    signature = answers[0][1]

    async def slow_here() -> object:
        return normalise(SLOW, signature)

    async def slow_worker() -> object:
        return await reader.normalise(SLOW, signature, timeout_s=args.timeout)

    naive_runs = [await _stall(slow_here) for _ in range(args.repeat)]
    our_runs = [await _stall(slow_worker) for _ in range(args.repeat)]
    naive_gap = statistics.median(g for g, _ in naive_runs)
    naive_took = statistics.median(t for _, t in naive_runs)
    our_gap = statistics.median(g for g, _ in our_runs)
    our_took = statistics.median(t for _, t in our_runs)
    print(f"\none slow answer ({len(SLOW):,} characters of steps), median of {args.repeat} runs")
    print("| way | longest event-loop stall | answer back after |\n|---|---|---|")
    print(f"| on the event loop (naive) | {naive_gap:.2f} s | {naive_took:.2f} s (read to the end) |")
    shown = f"{our_took:.2f} s (not read in time)"
    print(f"| in a worker, {args.timeout:g} s deadline | {our_gap * 1000:.0f} ms | {shown} |")
    print(f"stall ratio: {naive_gap / our_gap:,.0f}x shorter")
    reader.close()


if __name__ == "__main__":
    asyncio.run(main())
