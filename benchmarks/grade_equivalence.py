"""Same grades before and after a refactor: grade a fixed set of submissions, then compare two runs.

The set: every bundled question's reference solution, every answer of the labelled pseudocode corpus
(``tests/corpora/pseudocode``: the pseudocode and its hand translation) and a few edge cases (empty,
comments only, JSON, Python with a syntax error, a NUL character, an endless loop...). Each is graded
with no model and nothing stored, by whichever ``assay`` the interpreter imports, and written as one
JSON line: the response body without its id, timings and date, or the error's code, message and
details. ``--compare`` then lists what differs between two such files, ignoring the CPU milliseconds
of the complexity measurement's points (they differ between two runs of the same code).

    # the old code in a worktree with its own interpreter (docs/performance.md, top), then this one
    (cd /tmp/old && /tmp/oldvenv/bin/python benchmarks/grade_equivalence.py /tmp/old.jsonl)
    .venv/bin/python benchmarks/grade_equivalence.py /tmp/new.jsonl
    .venv/bin/python benchmarks/grade_equivalence.py --compare /tmp/old.jsonl /tmp/new.jsonl
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpora" / "pseudocode"

_DEF = "    def length_of_longest_substring(self, s: str) -> int:\n"
_HEADER = "class Solution:\n" + _DEF
_BODY = "        return len(set(s))\n"
EDGES: list[tuple[str, str, str]] = [
    ("empty", "3", ""),
    ("blank", "3", "   \n  "),
    ("comments-only", "3", "# just a comment\n# another"),
    ("slash-comments-only", "3", "// nothing here\n// at all"),
    ("too-long", "3", "x = 1\n" * 5000),
    ("json", "3", '{"a": 1, "b": [1, 2]}'),
    ("shopping-list", "3", "eggs\nmilk\nbread"),
    ("other-class", "3", "class Foo:\n" + _DEF + _BODY),
    ("top-level-def", "3", "def length_of_longest_substring(s: str) -> int:\n    return len(set(s))\n"),
    ("syntax-error", "3", _HEADER + "        x = (\n        return 1\n"),
    ("no-type-hints", "3", _HEADER.replace("s: str) -> int", "s)") + _BODY),
    ("camel-case-method", "3", _HEADER.replace("length_of_longest", "lengthOfLongest") + _BODY),
    ("nul", "3", _HEADER.replace(":\n", ":\x00\n", 1) + _BODY),
    ("indented", "3", "".join("    " + line + "\n" for line in (_HEADER + _BODY).splitlines())),
    ("smart-quotes", "3", _HEADER + "        return len(s.split(\u201c \u201d))\n"),
    ("endless-loop", "3", _HEADER + "        while True:\n            pass\n"),
    ("crash", "3", _HEADER + "        return 1 // 0\n"),
    ("async", "3", _HEADER.replace("def ", "async def ") + _BODY),
    ("pseudo-unbound", "1", "function twoSum(nums, t)\n    for i from 0 to n - 1 do\n        return i\n"),
    ("pseudo-procedure-header", "1", "TWO-SUM(A, t)\n    for i <- 0 to length(A) - 1\n        return [i]\n"),
]


def _submissions() -> list[tuple[str, str, str]]:
    from assay.questions import DirectoryStore

    store = DirectoryStore()
    items = list(EDGES)
    items += [(f"reference-{qid}", qid, store.get(qid).reference_solution) for qid in store.ids()]
    for manifest in sorted(CORPUS.glob("*/manifest.jsonl")):
        for line in manifest.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            for suffix in (".txt", ".py"):
                path = manifest.parent / f"{entry['id']}{suffix}"
                if path.exists():
                    items.append((path.name, entry["question_id"], path.read_text(encoding="utf-8")))
    return items


def grade(out: Path) -> None:
    os.environ["ASSAY_LLM_MODEL"] = "none"
    from assay.errors import AssayError
    from assay.grading import GradingService, GradingSettings
    from assay.questions import DirectoryStore
    from assay.sandbox import Sandbox

    items = _submissions()
    with Sandbox() as sandbox:
        service = GradingService(
            questions=DirectoryStore(),
            sandbox=sandbox,
            settings=GradingSettings(reuse_results=False, _env_file=None),
            store=False,
        )

        async def run() -> None:
            with out.open("w", encoding="utf-8") as fh:
                for name, question_id, text in items:
                    row: dict[str, Any] = {"name": name}
                    try:
                        body = (await service.evaluate(question_id, text)).to_json()
                        for key in ("evaluationId", "createdAt", "timings"):
                            body.pop(key, None)
                        row["body"] = body
                    except AssayError as exc:
                        row["error"] = {"code": exc.code, "message": exc.message, "details": exc.details}
                    fh.write(json.dumps(row, sort_keys=True, default=str) + "\n")

        asyncio.run(run())
    print(f"{len(items)} submissions graded into {out}", file=sys.stderr)


def _differences(a: Any, b: Any, path: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in sorted(set(a) | set(b)) for d in _differences(a.get(k), b.get(k), f"{path}.{k}")]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b, strict=True)) for d in _differences(x, y, f"{path}[]")]
    if a != b and not path.endswith(".cpu_ms"):
        return [path]
    return []


def compare(first: Path, second: Path) -> int:
    def load(path: Path) -> dict[str, Any]:
        return {row["name"]: row for row in map(json.loads, path.read_text(encoding="utf-8").splitlines())}

    a, b = load(first), load(second)
    where: dict[str, list[str]] = {}
    same = 0
    for name in sorted(set(a) | set(b)):
        found = sorted(set(_differences(a.get(name), b.get(name))))
        same += not found
        for path in found:
            where.setdefault(path, []).append(name)
    print(f"{same}/{len(set(a) | set(b))} identical")
    for path, names in sorted(where.items(), key=lambda item: -len(item[1])):
        print(f"  {path or '(whole row)'}: {len(names)}: {', '.join(names[:5])}")
    return 0 if not where else 1


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "files", nargs="+", type=Path, help="OUT.jsonl to grade into, or two files with --compare"
    )
    parser.add_argument("--compare", action="store_true", help="compare two files written by this script")
    args = parser.parse_args()
    if args.compare:
        if len(args.files) != 2:
            parser.error("--compare takes two files")
        sys.exit(compare(*args.files))
    grade(args.files[0])


if __name__ == "__main__":
    main()
