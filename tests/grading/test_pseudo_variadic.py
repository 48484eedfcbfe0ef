"""Variadic calls (JavaScript's ``push(...xs)``, ``Math.max(...xs)``) and the no-blame signals for them.

A correct C-like answer once reached the learner as a failing grade: ``ans.push(...buckets[c])`` was
read as ``ans.append(*buckets[c])``, which raises ``TypeError`` whenever a bucket does not hold exactly
one item, and nothing said the failure was the translation's (docs/pseudocode.md, "C-like").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading import Normalised, normalise
from assay.grading._pseudocode._no_blame import runtime_doubts, static_doubts
from assay.questions import DirectoryStore, Question
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.judged import Judged, Result, error


@pytest.fixture(scope="module")
def top_k() -> Question:
    return DirectoryStore().get("347")


def _run(python: str, method: str, *args: object) -> object:
    namespace: dict[str, object] = {}
    exec(compile(python, "<normalised>", "exec"), namespace)  # the normaliser's own output, in-process
    solution = namespace["Solution"]
    assert isinstance(solution, type)
    return getattr(solution(), method)(*args)


BUCKETS_JS = """function topKFrequent(nums, k) {
  const count = new Map();
  for (const x of nums) count.set(x, (count.get(x) || 0) + 1);
  const buckets = Array.from({ length: nums.length + 1 }, () => []);
  for (const [x, c] of count) buckets[c].push(x);
  const out = [];
  for (let c = nums.length; c > 0 && out.length < k; c--) {
    %s
  }
  return out.slice(0, k);
}
"""


@pytest.mark.parametrize(
    "step",
    [
        "out.push(...buckets[c]);",
        "out.push( ...buckets[c] );",
        "for (const x of buckets[c]) out.push(x);",
        "if (buckets[c].length) out.push(...buckets[c]);",
    ],
)
def test_pushing_a_spread_list_adds_each_item(top_k: Question, step: str) -> None:
    normalised = normalise(BUCKETS_JS % step, top_k.signature)
    assert normalised.ok and not normalised.unrecognised, normalised.python
    assert "append(*" not in normalised.python
    assert static_doubts(BUCKETS_JS % step, normalised, top_k.signature) == []
    got = _run(normalised.python, "top_k_frequent", [1, 1, 1, 2, 2, 3, 4, 4], 3)
    assert isinstance(got, list) and sorted(got[:2]) == [1, 2] and len(got) == 3


CALLS = """function f(nums) {
  const out = [];
  %s
  return out;
}
"""


@pytest.mark.parametrize(
    ("step", "expected"),
    [
        ("out.push(1, 2);", [1, 2]),
        ("out.push(nums[0], nums[1], nums[2]);", [3, 1, 2]),
        ("out.push(...nums, 9);", [3, 1, 2, 9]),
        ("out.push(...nums.slice(1));", [1, 2]),
        ("out.push(Math.max(...nums));", [3]),
        ("out.push(Math.min(...nums));", [1]),
        ("out.push(Math.max(0, ...nums.slice(2)));", [2]),
        ("out.push(Math.max(nums[0], nums[1]));", [3]),
        ("out.push(Math.max(...[]));", [-float("inf")]),  # JavaScript: -Infinity, not an error
    ],
)
def test_variadic_javascript_calls_keep_their_meaning(step: str, expected: list[object]) -> None:
    question = DirectoryStore().get("1")  # any signature taking a list first
    normalised = normalise(CALLS % step, question.signature)
    assert normalised.ok and not normalised.unrecognised, normalised.python
    assert _run(normalised.python, question.signature.method, [3, 1, 2], 0) == expected


# --- the no-blame signals, on Python built by hand (independent of what the normaliser reads today) ---

SPREAD_PYTHON = """class Solution:
    def top_k_frequent(self, nums: list[int], k: int) -> list[int]:
        ans = []
        %s
        return ans
"""


@pytest.mark.parametrize(
    ("statement", "words"),
    [
        ("ans.append(*nums)", "passes several items to `append`"),
        ("ans.append(nums[0], nums[1])", "passes several items to `append`"),
        ("seen = set()\n        seen.add(*nums)", "passes several items to `add`"),
        ("ans = [max(*nums)]", "spreads a list into `max`"),
    ],
)
def test_a_one_item_method_given_several_items_is_ours(top_k: Question, statement: str, words: str) -> None:
    python = SPREAD_PYTHON % statement
    count = python.count("\n")
    line_map = [0, 0, *range(1, count - 1), 0]
    text = "\n".join(f"step {i}" for i in range(1, count)) + "\n"
    doubts = static_doubts(
        text, Normalised(python=python, ok=True, changed=True, line_map=line_map), top_k.signature
    )
    assert len(doubts) == 1 and words in doubts[0].hint, doubts
    fine = SPREAD_PYTHON % "ans.extend(nums)\n        ans.append(max(nums))\n        self.add(1, 2)"
    count = fine.count("\n")
    normalised = Normalised(python=fine, ok=True, changed=True, line_map=[0, 0, *range(1, count - 1), 0])
    assert static_doubts("a\nb\nc\nd\ne\n", normalised, top_k.signature) == []


def test_a_type_error_in_a_method_the_translation_chose_is_ours() -> None:
    """The run-time signal: Python refused a call to a method the learner never named."""
    text = "out ← []\nout.push(...row);\nreturn out\n"
    python = (
        "class Solution:\n    def f(self, row: list[int]) -> list[int]:\n        out = []\n"
        "        out.append(*row)\n        return out\n"
    )
    line_map = [0, 0, 1, 2, 3, 0]
    judged = Judged("RE", [Result(0, False, "RE", error=error("TypeError", "boom", 4))], 0, 1)
    doubts = runtime_doubts(text, judged, line_map, python)
    assert [(d.line, d.text) for d in doubts] == [(2, "out.push(...row);")]
    assert "`append`" in doubts[0].hint
    # The learner named the method themselves: Python's refusal is their error, graded as such.
    own = text.replace("out.push(...row);", "out.append(*row)")
    assert runtime_doubts(own, judged, line_map, python) == []
    # A TypeError of the learner's arithmetic on a line whose methods they wrote is theirs too.
    arithmetic = python.replace("out.append(*row)", 'out.append(row[0] + "x")')
    mine = text.replace("out.push(...row);", 'out.append(row[0] + "x")')
    assert runtime_doubts(mine, judged, line_map, arithmetic) == []


def test_the_bucket_answer_passes_through_the_service(tmp_path: Path, sandbox: Sandbox) -> None:
    import asyncio

    service = make_service(tmp_path, sandbox)
    result = asyncio.run(service.evaluate("347", BUCKETS_JS % "out.push(...buckets[c]);"))
    assert result.test_results.failed == 0, result.test_results
