"""Two readings that failed correct answers on the learner's account (docs/pseudocode.md, "Limits"
and "Arrows"), found by round 12 of the corpus on its first read.

* ``queue <-- [root]``: the long arrow of school pseudocode was read as ``<-`` then a minus sign,
  ``queue = - [root]``, and a correct breadth-first search failed every test with a ``TypeError``.
* ``mid = (low + high) / 2`` then ``nums[mid]``: Python's ``/`` gave a fractional index and a
  correct binary search failed every test. No learner means a fractional position, so a quotient
  used as an index divides whole, as C's and Java's already did. A quotient the learner rounded
  (``int(…)``, ``floor(…)``) keeps their rounding, and JavaScript keeps its own ``/``.

The answers are written for this test, in phrasings of their own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading._pseudocode import normalise
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import api_client, post_evaluate


def _python(text: str, question: str) -> str:
    normalised = normalise(text, DirectoryStore().get(question).signature)
    assert normalised.ok, normalised.error
    return normalised.python


# -- long arrows -------------------------------------------------------------------------------------

LONG_ARROWS = {
    "two-dashes": "best <-- 0\nfor each x in nums\n  best <-- max(best, x)\nreturn best\n",
    "three-dashes": "best <--- 0\nfor each x in nums\n  best <--- max(best, x)\nreturn best\n",
    "tight": "best<--0\nfor each x in nums\n  best<--max(best, x)\nreturn best\n",
    "capitals": "SET best <-- 0\nFOR EACH x IN nums\n  best <-- MAX(best, x)\nRETURN best\n",
}


@pytest.mark.parametrize("name", LONG_ARROWS)
def test_a_long_arrow_assigns_and_never_negates(name: str) -> None:
    python = _python(LONG_ARROWS[name], "53")
    assert "best = 0" in python and "- 0" not in python and "-max" not in python.replace(" ", ""), python


def test_a_minus_sign_after_a_long_arrow_stays_the_learners() -> None:
    python = _python("low <-- -1\nhigh <-- len(nums)\nreturn high - low\n", "53")
    assert "low = -1" in python.replace("- 1", "-1"), python


BFS_DEPTH = (
    "IF root is null THEN RETURN 0\n"
    "line <-- [root]\n"
    "levels <-- 0\n"
    "WHILE line is not empty\n"
    "  levels <-- levels + 1\n"
    "  count <-- LEN(line)\n"
    "  FOR k <-- 1 TO count\n"
    "    cur <-- take the first one off line\n"
    "    IF cur.left is not null THEN add cur.left to the end of line\n"
    "    IF cur.right is not null THEN add cur.right to the end of line\n"
    "RETURN levels\n"
)


def test_a_breadth_first_search_with_long_arrows_runs(tmp_path: Path, sandbox: Sandbox) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, BFS_DEPTH, question_id="104")
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0, body


def test_adding_to_the_end_of_a_queue_on_a_tree_question_never_links_a_node() -> None:
    """Its making not understood, `queue` is still a queue by its name: never `queue.next = …`."""
    text = (
        "if root is null then return 0\nput root in a waiting line called queue\ndepth <-- 0\n"
        "while queue is not empty\n  depth <-- depth + 1\n  repeat len(queue) times\n"
        "    node <-- take the first one off the queue\n"
        "    if node.left is not null then add node.left to the end of queue\n"
        "    if node.right is not null then add node.right to the end of queue\nreturn depth\n"
    )
    normalised = normalise(text, DirectoryStore().get("104").signature)
    assert "queue.next" not in normalised.python, normalised.python
    assert normalised.unrecognised, "the line that made the queue was not understood: it must say so"


# -- a quotient used as an index -------------------------------------------------------------------

QUOTIENT_INDEX = {
    # Ruby-ish, no colons, `end` closers
    "ruby-ish": (
        "def search(nums, target)\n  low = 0\n  high = nums.length - 1\n  while low <= high\n"
        "    mid = (low + high) / 2\n    if nums[mid] == target\n      return mid\n"
        "    elsif nums[mid] < target\n      low = mid + 1\n    else\n      high = mid - 1\n"
        "    end\n  end\n  return -1\nend\n"
    ),
    # textbook arrows
    "arrows": (
        "lo ← 0\nhi ← length(nums) − 1\nwhile lo ≤ hi do\n    m ← (lo + hi) / 2\n"
        "    if nums[m] = target then return m\n    if nums[m] < target then lo ← m + 1\n"
        "    else hi ← m − 1\nend while\nreturn −1\n"
    ),
}


@pytest.mark.parametrize("name", QUOTIENT_INDEX)
def test_a_quotient_used_as_an_index_runs(tmp_path: Path, sandbox: Sandbox, name: str) -> None:
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, QUOTIENT_INDEX[name], question_id="704")
    body = response.json()
    assert response.status_code == 200, body
    assert body["solutionKind"] == "pseudocode" and body["testResults"]["failed"] == 0, body


def test_a_quotient_written_in_the_subscript_divides_whole() -> None:
    text = "while l <= r:\n    if nums[(l + r) / 2] < target: l = l + 1\n    else: r = r - 1\nreturn l\n"
    python = _python("l = 0; r = len(nums) - 1\n" + text, "704")
    assert "(l + r) // 2" in python and "(l + r) / 2" not in python, python


def test_the_learners_own_bug_beside_the_quotient_is_kept(tmp_path: Path, sandbox: Sandbox) -> None:
    """`low < high` misses a one-item range: still failing once `/` divides whole."""
    buggy = QUOTIENT_INDEX["ruby-ish"].replace("while low <= high", "while low < high")
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, buggy, question_id="704")
    body = response.json()
    assert response.status_code == 200, body
    assert body["testResults"]["failed"] > 0, body


def test_a_quotient_that_is_no_index_stays_real() -> None:
    text = (
        "total = sum of nums[0..k-1]\nbest = total / k\nfor i from k to len(nums) - 1\n"
        "    total = total + nums[i] - nums[i - k]\n    best = max(best, total / k)\nreturn best\n"
    )
    python = _python(text, "643")
    assert "//" not in python, python


@pytest.mark.parametrize(
    "line", ["mid = int((low + high) / 2)", "mid = ((low + high) / 2) // 1", "mid = round((low + high) / 2)"]
)
def test_a_quotient_the_learner_rounded_keeps_their_rounding(line: str) -> None:
    text = QUOTIENT_INDEX["ruby-ish"].replace("mid = (low + high) / 2", line)
    python = _python(text, "704")
    assert "(low + high) / 2" in python and "(low + high) // 2" not in python, python


def test_javascript_keeps_its_own_division() -> None:
    """`a[(lo + hi) / 2]` is `undefined` in JavaScript too: the learner's bug, kept."""
    text = (
        "var search = function(nums, target) {\n  let lo = 0, hi = nums.length - 1;\n"
        "  while (lo <= hi) {\n    const mid = (lo + hi) / 2;\n    if (nums[mid] === target) return mid;\n"
        "    if (nums[mid] < target) lo = mid + 1; else hi = mid - 1;\n  }\n  return -1;\n};\n"
    )
    python = _python(text, "704")
    assert "(lo + hi) // 2" not in python, python
