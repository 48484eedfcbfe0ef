"""How far could a test-outcome check guard the model translation? A design measurement, no model.

When the normaliser does not understand a line, a model translates the answer, and a small model
sometimes fixes the learner's bug on the way (docs/pseudocode.md, "Model translation"). One proposed
guard: run our own translation with each line we did not understand replaced by a sentinel that
raises, keep the tests that never reached such a line ("trusted": they ran only lines we
understood), and refuse a model translation whose outcome differs on any of them.

This script measures that guard's reach on the corpus without a model: for every answer that would
go to the model (the normaliser's doubts are not empty), how many tests are trusted, and for the
buggy answers, whether a trusted test fails (only then could the guard catch a fixed bug). For
correct answers a trusted failing test means the guard would refuse a correct translation.

Usage::

    nice .venv/bin/python benchmarks/pseudocode_outcome_reach.py            # dev + opened
    nice .venv/bin/python benchmarks/pseudocode_outcome_reach.py --split dev
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpora" / "pseudocode"
_HEADER = re.compile(r"^(\s*)(if|elif|while|for|else)\b.*:\s*(#.*)?$")
_SENTINEL = "NotUnderstoodSentinel"
_COLUMNS = ("to-model", "no-partial", "no-trusted", "trusted", "trusted-fail")


def partial_program(python: str, line_map: list[int], doubtful: set[int]) -> str | None:
    """Our translation with every line from a doubtful source line made to raise; None if impossible."""
    out: list[str] = []
    for i, line in enumerate(python.split("\n")):
        source = line_map[i] if i < len(line_map) else 0
        if source not in doubtful or not line.strip():
            out.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        header = _HEADER.match(line)
        if header is None:
            out.append(f"{indent}_nu({source})")
        elif header.group(2) == "else":
            return None  # an `else:` cannot raise before its body without changing the chain
        else:
            out.append(f"{indent}{'elif' if header.group(2) == 'elif' else 'if'} _nu({source}):")
    code = "\n".join(out) + (
        f"\n\nclass {_SENTINEL}(Exception):\n    pass\n\n\ndef _nu(n):\n    raise {_SENTINEL}(n)\n"
    )
    try:
        compile(code, "<partial>", "exec")
    except SyntaxError:
        return None
    return code


async def measure(splits: set[str]) -> dict[str, Counter[str]]:
    from assay.grading import normalise
    from assay.grading._pseudocode import static_doubts, syntax_doubts
    from assay.judge import Judge, Verdict
    from assay.questions import DirectoryStore
    from assay.sandbox import get_sandbox

    store = DirectoryStore()
    judge = Judge(get_sandbox())
    table: dict[str, Counter[str]] = {}
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for raw in manifest.read_text(encoding="utf-8").splitlines():
            row = json.loads(raw) if raw.strip() else None
            if row is None or row["split"] not in splits:
                continue
            question = store.get(row["question_id"])
            text = (manifest.parent / f"{row['id']}.txt").read_text(encoding="utf-8")
            normalised = normalise(text, question.signature)
            doubts = (
                static_doubts(text, normalised, question.signature)
                if normalised.ok
                else syntax_doubts(text, normalised)
            )
            if normalised.ok and not doubts:
                continue
            counts = table.setdefault(f"{row['style']} {row['label']}", Counter())
            counts["to-model"] += 1
            code = partial_program(normalised.python, normalised.line_map, {d.line for d in doubts})
            if code is None:
                counts["no-partial"] += 1
                continue
            judged = await judge.arun(
                code,
                question.signature,
                question.all_test_cases,
                question.compare,
                hidden_from=len(question.test_cases),
                time_limit_s=2.0,
                stop_on_first_failure=False,
            )
            trusted = [
                t
                for t in judged.tests
                if t.verdict is not Verdict.SKIPPED and not (t.error and _SENTINEL in t.error.type)
            ]
            if judged.compile_error is not None or not trusted:
                counts["no-trusted"] += 1
                continue
            counts["trusted"] += 1
            if any(t.verdict is not Verdict.AC for t in trusted):
                counts["trusted-fail"] += 1
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=["dev", "opened", "tuned"], default="tuned")
    args = parser.parse_args()
    splits = {"dev", "opened"} if args.split == "tuned" else {args.split}
    table = asyncio.run(measure(splits))
    print(f"{'style label':<22}" + "".join(f"{c:>14}" for c in _COLUMNS))
    total: dict[str, Counter[str]] = {"correct": Counter(), "buggy": Counter()}
    for key in sorted(table):
        print(f"{key:<22}" + "".join(f"{table[key][c]:>14}" for c in _COLUMNS))
        total[key.split()[-1]].update(table[key])
    for label, counts in total.items():
        print(f"{'all ' + label:<22}" + "".join(f"{counts[c]:>14}" for c in _COLUMNS))
    print(
        "trusted: tests that ran only lines we understood; trusted-fail, buggy: a fixed bug the guard "
        "could catch; trusted-fail, correct: a correct translation the guard would refuse"
    )


if __name__ == "__main__":
    main()
