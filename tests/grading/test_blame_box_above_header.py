"""An algorithm box above the learner's own header is never the learner's failure (docs/pseudocode.md,
"Textbook" and "Lines not understood").

Round 15 of the corpus, read unseen, had two correct answers written as a programming-interview blog
writes them: ``Algorithm: Name`` / ``Input: s`` / ``Output: …`` above ``function name(s)``. The box was
made a header and the learner's function was nested, uncalled, inside it: every test failed with
``needsHumanReview: false``. Now a header behind a keyword (``function``, ``def``, ``procedure``, a
return type) counts as the header the box gives way to, and a function left nested and uncalled in a
method that returns nothing is a doubt on its line, whatever put it there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assay.grading import Normalised
from assay.grading._pseudocode._inputs import algorithm_box
from assay.grading._pseudocode._no_blame import NOT_UNDERSTOOD, static_doubts
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service
from tests.grading.support import api_client, post_evaluate, refused, run_normalised, sig

LONGEST = sig("length_of_longest_substring", "int", s="str")

BOX = """
Algorithm: LongestRun
Input: a string s
Output: the length of the longest stretch with no repeated letter

{header}
    seen = {{}}
    left = 0
    best = 0
    for right in range(0, len(s))
        if s[right] in seen and seen[s[right]] >= left
            left = seen[s[right]] + 1
        seen[s[right]] = right
        best = max(best, right - left + 1)
    return best
"""

HEADERS = [
    "function longestRun(s)",
    "def longest_run(s):",
    "procedure LongestRun(s)",
    "FUNCTION longestRun(s)",
    "int longestRun(string s)",
    "func longestRun(s) -> int:",
    "function longestRun(s) returns int",
    "function longestRun(s) -- gives back an int",
    "Function LongestRun(s) As Integer",
]


@pytest.mark.parametrize("header", HEADERS)
def test_a_box_above_a_header_with_a_keyword_runs(header: str) -> None:
    text = BOX.format(header=header)
    assert refused(text, LONGEST) == []
    assert run_normalised(text, LONGEST, "abcabcbb") == 3
    assert run_normalised(text, LONGEST, "") == 0


def test_a_box_above_bare_steps_still_makes_the_header() -> None:
    """`if seen(x)` at the margin with a step under it is a step, not a header the box gives way to."""
    text = "Algorithm: F\nInput: s\nOutput: n\nif found(s)\n    return 1\nreturn 0"
    assert algorithm_box(text, ["s"]).split("\n")[0] == "F(s)"


STRANDED = (
    "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n"
    "        def longestRun(s):\n            return len(set(s))\n"
)
SUBMISSION = "Algorithm: LongestRun\nInput: s\nfunction longestRun(s)\n    return size of set of s\n"
QUESTION = DirectoryStore().get("3")


def test_a_function_nested_and_never_called_is_a_doubt_on_its_line() -> None:
    normalised = Normalised(python=STRANDED, ok=True, changed=True, line_map=[0, 0, 3, 4, 0])
    doubts = static_doubts(SUBMISSION, normalised, QUESTION.signature)
    assert [(d.line, d.text) for d in doubts] == [(3, "function longestRun(s)")]
    assert "nothing calls it" in doubts[0].hint


def test_a_helper_the_learner_never_calls_under_their_own_header_keeps_its_failing_grade() -> None:
    """The learner wrote the method's header and a helper they forgot to call: their bug, no doubt."""
    text = "def rotate(nums, k):\n    def turn(a):\n        a.reverse()\n"
    python = (
        "class Solution:\n    def rotate(self, nums: List[int], k: int) -> None:\n"
        "        def turn(a):\n            a.reverse()\n"
    )
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0, 1, 2, 3, 0])
    assert static_doubts(text, normalised, DirectoryStore().get("189").signature) == []


@pytest.mark.parametrize(
    "body",
    [
        # the helper is called: the method's own return uses it
        "        def run(s):\n            return len(set(s))\n        return run(s)\n",
        # an unused helper beside a method that answers by itself
        "        def unused(s):\n            return 0\n        return len(set(s))\n",
        # a recursive helper called once from the method, in place (no value returned)
        "        def walk(i):\n            if i < len(s):\n                walk(i + 1)\n        walk(0)\n",
    ],
)
def test_a_called_helper_or_a_method_that_answers_is_no_doubt(body: str) -> None:
    python = "class Solution:\n    def length_of_longest_substring(self, s: str) -> int:\n" + body
    lines = python.count("\n") + 1
    normalised = Normalised(python=python, ok=True, changed=True, line_map=[0] * lines)
    assert static_doubts(SUBMISSION, normalised, QUESTION.signature) == []


def test_over_http_a_stranded_function_is_a_422_not_a_failing_grade(tmp_path: Path, sandbox: Sandbox) -> None:
    """A header the box still does not give way to (a default value with brackets of its own): the
    function is stranded, and the learner is told which line was not understood, with nothing stored."""
    text = BOX.format(header="def longest_run(s: str = str()):").strip("\n")
    service = make_service(tmp_path, sandbox)
    with api_client(service) as client:
        response = post_evaluate(client, text)
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["error"] == NOT_UNDERSTOOD
    assert [(d["line"], d["text"]) for d in body["details"]["lines"]] == [
        (5, "def longest_run(s: str = str()):")
    ]
    assert service.repository is not None and service.repository.count() == 0
