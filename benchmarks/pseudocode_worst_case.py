"""How long the normaliser takes on the worst texts we know of, bounded and as it read them before.

Hundreds of the normaliser's rules are regular expressions tried on each line. Some were cubic or
quadratic in the length of a run of blanks, of a word, of an indentation, or of a chain of literals
glued to words; a submission of 20,000 characters (the service's limit) could hold the grader for
minutes. The normaliser now reads the text with those runs bounded (docs/pseudocode.md, "Bounded
reading"). This script times both ways on the same texts, side by side:

* ``bounded``: :func:`assay.grading.normalise`, as the service calls it;
* ``unbounded``: the same rules on the text as typed (the pipeline past its bounding step), the naive
  way, as they ran before.

Each shape is timed at a size the unbounded way finishes in seconds, and the bounded way again at the
service's limit, 20,000 characters. Medians of ``--repeat`` runs; the machine is noisy.

Usage::

    nice .venv/bin/python benchmarks/pseudocode_worst_case.py
    nice .venv/bin/python benchmarks/pseudocode_worst_case.py --repeat 5 --shape "long word"
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from assay.grading import normalise
from assay.grading._pseudocode._normalise import _read
from assay.judge import Param, Signature

SIGNATURE = Signature(
    method="search",
    params=[Param(name="nums", type="List[int]"), Param(name="target", type="int")],
    returns="int",
)
LIMIT = 20_000

#: name -> (text of about n characters, n where the unbounded way takes seconds)
SHAPES: dict[str, tuple[Callable[[int], str], int]] = {
    "blanks and tabs in a line": (lambda n: "if x" + " \t" * (n // 2) + "y then return 1", 300),
    "one long word": (lambda n: "a" * n, 8_000),
    "wide indentation": (lambda n: "if x then\n" + " " * n + "return 1", 800),
    "literals glued to words": (lambda n: "x = " + "'a" * (n // 2), 6_000),
    "many short lines (linear)": (lambda n: "\n".join(["x <- x + 1"] * (n // 10)), 5_000),
}


def _median(read: Callable[[str], object], text: str, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        read(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement (median)")
    parser.add_argument(
        "--shape", action="append", choices=sorted(SHAPES), help="only this shape (repeatable)"
    )
    args = parser.parse_args()
    print(f"| shape | chars | unbounded s | bounded s | ratio | bounded s at {LIMIT:,} chars |")
    print("|---|---|---|---|---|---|")
    for name in args.shape or SHAPES:
        make, size = SHAPES[name]
        text = make(size)
        naive = _median(lambda t: _read(t, t, SIGNATURE), text, args.repeat)
        ours = _median(lambda t: normalise(t, SIGNATURE), text, args.repeat)
        at_limit = _median(lambda t: normalise(t, SIGNATURE), make(LIMIT), args.repeat)
        ratio = naive / ours if ours > 0 else float("inf")
        print(
            f"| {name} | {len(text):,} | {naive:.2f} | {ours:.3f} | {ratio:,.0f}× | {at_limit:.2f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
