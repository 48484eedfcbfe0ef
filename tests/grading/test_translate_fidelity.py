"""Faithful, not fixed: a model translation that changes the learner's logic is caught and never graded.

The pairs below are written by hand for this test (not taken from the corpus): each buggy pseudocode
beside the "fixed" Python a small model tends to write for it, and faithful translations that the check
must leave alone (1-based textbook loops, `to` read inclusively, `until` turned into `while not`).
The translation loop is tested against a real HTTP server speaking OpenAI's wire format, and the
pipeline end to end: an unfaithful translation answers 422 PSEUDOCODE_NOT_UNDERSTOOD, never a grade.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from assay.grading import PseudocodeNotUnderstoodError
from assay.grading._pseudocode._fidelity_guards import without_added_guard
from assay.grading._pseudocode._translate import translate
from assay.grading._pseudocode._translate_fidelity import fidelity_drifts
from assay.judge import Param, Signature
from assay.sandbox import Sandbox
from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import make_gateway, make_service

WINDOW_SIG = Signature(
    method="length_of_longest_substring", params=[Param(name="s", type="str")], returns="int"
)

# --- the check on hand-written pairs -----------------------------------------------------------------

WINDOW_OFF_BY_ONE = """procedure widest(s)
    window <- empty set
    lo <- 0
    widest <- 0
    for hi <- 0 to length(s) - 1 do
        while s[hi] in window do
            remove s[lo] from window
            lo <- lo + 1
        end while
        add s[hi] to window
        widest <- max(widest, hi - lo)
    end for
    return widest
"""

WINDOW_KEPT = """class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        window = set()
        lo = 0
        widest = 0
        for hi in range(0, len(s)):
            while s[hi] in window:
                window.remove(s[lo])
                lo = lo + 1
            window.add(s[hi])
            widest = max(widest, hi - lo)
        return widest
"""


def _kinds(pseudo: str, python: str) -> set[str]:
    return {d.kind for d in fidelity_drifts(pseudo, python)}


def test_a_faithful_translation_has_no_drift() -> None:
    assert fidelity_drifts(WINDOW_OFF_BY_ONE, WINDOW_KEPT) == []


def test_an_added_plus_one_is_caught_and_named() -> None:
    fixed = WINDOW_KEPT.replace("hi - lo)", "hi - lo + 1)")
    drifts = fidelity_drifts(WINDOW_OFF_BY_ONE, fixed)
    assert [d.kind for d in drifts] == ["offset"]
    assert "`hi - lo + 1`" in drifts[0].message


def test_a_changed_starting_value_is_caught() -> None:
    pseudo = WINDOW_OFF_BY_ONE.replace("widest <- 0", "widest <- 1")
    faithful = WINDOW_KEPT.replace("widest = 0", "widest = 1")
    assert fidelity_drifts(pseudo, faithful) == []
    drifts = fidelity_drifts(pseudo, WINDOW_KEPT)
    assert [d.kind for d in drifts] == ["value"]
    assert "`widest` to 1" in drifts[0].message and "to 0" in drifts[0].message


def test_a_moved_loop_bound_is_caught() -> None:
    assert _kinds(WINDOW_OFF_BY_ONE, WINDOW_KEPT.replace("range(0, len(s))", "range(0, len(s) - 1)")) == {
        "loop_bound"
    }
    assert _kinds(WINDOW_OFF_BY_ONE, WINDOW_KEPT.replace("range(0, len(s))", "range(1, len(s))")) == {
        "loop_bound"
    }


def test_an_added_empty_input_check_is_caught() -> None:
    guarded = WINDOW_KEPT.replace(
        "        window = set()\n", "        if not s:\n            return 0\n        window = set()\n"
    )
    assert _kinds(WINDOW_OFF_BY_ONE, guarded) == {"empty_check"}
    # the pseudocode that does check keeps its check
    checked = WINDOW_OFF_BY_ONE.replace(
        "    window <- empty set\n", "    if s is empty then return 0\n    window <- empty set\n"
    )
    assert fidelity_drifts(checked, guarded) == []
    assert _kinds(checked, WINDOW_KEPT) == {"empty_check"}


SEARCH_STRICT = """lo := 0
hi := len(arr) - 1
while (lo < hi) {
    m := (lo + hi) div 2
    if arr[m] == goal { return m }
    if arr[m] < goal { lo := m + 1 } else { hi := m - 1 }
}
return -1
"""

SEARCH_KEPT = """class Solution:
    def search(self, arr: list[int], goal: int) -> int:
        lo = 0
        hi = len(arr) - 1
        while lo < hi:
            m = (lo + hi) // 2
            if arr[m] == goal:
                return m
            if arr[m] < goal:
                lo = m + 1
            else:
                hi = m - 1
        return -1
"""


def test_a_strict_comparison_made_inclusive_is_caught() -> None:
    assert fidelity_drifts(SEARCH_STRICT, SEARCH_KEPT) == []
    drifts = fidelity_drifts(SEARCH_STRICT, SEARCH_KEPT.replace("while lo < hi", "while lo <= hi"))
    assert [d.kind for d in drifts] == ["comparison"]


def test_an_english_bound_read_as_the_last_index() -> None:
    pseudo = (
        "let best be the first number\n"
        "let run be 0\n"
        "for every position p from 1 up to the end of vals:\n"
        "    add vals[p] to run\n"
        "    if run exceeds best, best becomes run\n"
        "give back best\n"
    )
    kept = (
        "class Solution:\n"
        "    def f(self, vals):\n"
        "        best = vals[0]\n"
        "        run = 0\n"
        "        for p in range(1, len(vals)):\n"
        "            run += vals[p]\n"
        "            if run > best:\n"
        "                best = run\n"
        "        return best\n"
    )
    assert fidelity_drifts(pseudo, kept) == []
    assert _kinds(pseudo, kept.replace("range(1, len(vals))", "range(len(vals))")) == {"loop_bound"}
    assert _kinds(pseudo, kept.replace("run = 0\n", "run = 1\n")) == {"value"}


@pytest.mark.parametrize(
    ("pseudo", "python"),
    [
        # textbook, counting from 1: both ends shift together, the iterations are the same
        (
            "SUM-ALL(A)\n  total ← 0\n  for k ← 1 to A.length do\n    total ← total + A[k]\n  return total\n",
            "class Solution:\n    def f(self, A):\n        total = 0\n        for k in range(0, len(A)):\n"
            "            total = total + A[k]\n        return total\n",
        ),
        # `to` is inclusive, written as a while loop with <=
        (
            "i ← 2\nfor j ← 2 to n do\n  s ← s + j\nend for\nreturn s\n",
            "class Solution:\n    def f(self, n):\n        s = 0\n        j = 2\n        while j <= n:\n"
            "            s = s + j\n            j += 1\n        return s\n",
        ),
        # repeat … until written as while not (the comparison turns around)
        (
            "k ← 10\nrepeat\n  k ← k - 3\nuntil k < 0\nreturn k\n",
            "class Solution:\n    def f(self):\n        k = 10\n        while True:\n            k = k - 3\n"
            "            if k >= 0:\n                continue\n            break\n        return k\n",
        ),
        # C's for loop with <= becomes a range one past the bound
        (
            "int acc = 0;\nfor (int t = 1; t <= m; t++) { acc += t; }\nreturn acc;\n",
            "class Solution:\n    def f(self, m):\n        acc = 0\n        for t in range(1, m + 1):\n"
            "            acc += t\n        return acc\n",
        ),
        # a null check the pseudocode has, kept the other way round
        (
            "function walk(node)\n  if node is null then return 0\n  return 1 + walk(node.next)\n",
            "class Solution:\n    def walk(self, node):\n        if node is None:\n            return 0\n"
            "        return 1 + self.walk(node.next)\n",
        ),
        # numbers in comments and strings are not code
        (
            "// runs in O(n^2), 2 loops\ncount ← 0\nfor each ch in word do\n"
            '  if ch = "7" then count ← count + 1\nreturn count\n',
            "class Solution:\n    def f(self, word):\n        count = 0\n        for ch in word:\n"
            "            if ch == '7':\n                count = count + 1\n        return count\n",
        ),
    ],
    ids=["one-based", "inclusive-to-as-while", "until", "c-for-le", "null-check", "comments"],
)
def test_faithful_translations_of_each_style_are_left_alone(pseudo: str, python: str) -> None:
    assert fidelity_drifts(pseudo, python) == []


def test_unparsable_python_is_not_judged_here() -> None:
    assert fidelity_drifts(WINDOW_OFF_BY_ONE, "def broken(:\n") == []


# --- the translation loop, through a real HTTP server ----------------------------------------------


def _fenced(code: str) -> Step:
    return Step(body=completion(f"```python\n{code}```"))


FIXED = WINDOW_KEPT.replace("hi - lo)", "hi - lo + 1)")


def test_a_drift_is_named_back_to_the_model_and_a_faithful_retry_is_accepted() -> None:
    with scripted_llm([_fenced(FIXED), _fenced(WINDOW_KEPT)]) as llm:
        result = asyncio.run(translate(WINDOW_OFF_BY_ONE, WINDOW_SIG, gateway=make_gateway(llm.url)))
        assert result.ok and result.attempts == 2, result.error
        follow_up = llm.requests[1]["messages"][-1]["content"]
    assert "`hi - lo + 1`" in follow_up and "does not do what the pseudocode does" in follow_up
    assert "hi - lo)" in result.python and "hi - lo + 1" not in result.python


def test_a_translation_that_keeps_fixing_the_bug_is_refused() -> None:
    with scripted_llm([_fenced(FIXED)]) as llm:
        result = asyncio.run(translate(WINDOW_OFF_BY_ONE, WINDOW_SIG, gateway=make_gateway(llm.url)))
        assert len(llm.requests) == 2  # the first answer and one round naming the difference
    assert not result.ok and result.error_code == "UNFAITHFUL_TRANSLATION" and not result.retryable
    assert result.error is not None and "`hi - lo + 1`" in result.error


def test_no_fidelity_round_refuses_at_once() -> None:
    with scripted_llm([_fenced(FIXED)]) as llm:
        result = asyncio.run(
            translate(WINDOW_OFF_BY_ONE, WINDOW_SIG, gateway=make_gateway(llm.url), fidelity_rounds=0)
        )
        assert len(llm.requests) == 1
    assert result.error_code == "UNFAITHFUL_TRANSLATION"


# --- the pipeline: an unfaithful translation is never graded ----------------------------------------

# Question 3 (longest substring), in words the normaliser does not read, with the off-by-one bug.
PROSE_OFF_BY_ONE = """widest(s):
  keep a window of letters, from lo to hi, and a set called window
  lo starts at 0 and widest starts at 0
  walk hi over every position of s
  while the letter at hi is inside the window, throw out the letter at lo and move lo forward by 1
  put the letter at hi into the window
  widest becomes the larger of widest and hi - lo
  hand widest back
"""


def test_the_pipeline_refuses_to_grade_a_translation_that_fixed_the_bug(
    tmp_path: Path, sandbox: Sandbox
) -> None:
    with scripted_llm([_fenced(FIXED)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), model_feedback=False)
        with pytest.raises(PseudocodeNotUnderstoodError) as caught:
            asyncio.run(service.evaluate("3", PROSE_OFF_BY_ONE))
    error = caught.value
    assert error.code == "PSEUDOCODE_NOT_UNDERSTOOD"
    assert error.details["modelTranslation"]["errorCode"] == "UNFAITHFUL_TRANSLATION"
    assert "hi - lo + 1" in error.details["modelTranslation"]["message"]


def test_the_pipeline_grades_a_faithful_translation_as_failing(tmp_path: Path, sandbox: Sandbox) -> None:
    with scripted_llm([_fenced(WINDOW_KEPT)]) as llm:
        service = make_service(tmp_path, sandbox, gateway=make_gateway(llm.url), model_feedback=False)
        result = asyncio.run(service.evaluate("3", PROSE_OFF_BY_ONE))
    assert result.solution_kind == "translated" and not result.passed
    assert result.needs_human_review


def test_a_dropped_early_return_is_caught() -> None:
    pseudo = (
        "height(t):\n"
        "  when t is missing, give back -1\n"
        "  if t has no kids then give back 0\n"
        "  give back 1 plus the taller of height(t.left) and height(t.right)\n"
    )
    both = (
        "class Solution:\n    def height(self, t):\n        if t is None:\n            return -1\n"
        "        if t.left is None and t.right is None:\n            return 0\n"
        "        return 1 + max(self.height(t.left), self.height(t.right))\n"
    )
    assert fidelity_drifts(pseudo, both) == []
    one = both.replace("        if t.left is None and t.right is None:\n            return 0\n", "")
    drifts = fidelity_drifts(pseudo, one)
    assert [d.kind for d in drifts] == ["empty_check"] and "under only 1" in drifts[0].message


PEAK_PROSE = (
    "keep two markers, lo at the start and hi at the end, and best at 0.\n"
    "as long as lo is left of hi, best becomes the bigger of best and (hi - lo) times the lower wall,\n"
    "then step the marker on the lower wall inwards.\n"
    "{last}\n"
)
PEAK_PYTHON = (
    "class Solution:\n    def max_area(self, height):\n        lo, hi = 0, len(height) - 1\n"
    "        best = 0\n        while lo < hi:\n"
    "            best = max(best, (hi - lo) * min(height[lo], height[hi]))\n"
    "            if height[lo] < height[hi]:\n                lo += 1\n"
    "            else:\n                hi -= 1\n"
    "        return best\n"
)


@pytest.mark.parametrize(
    "last",
    [
        "when the markers meet we are finished, give back best",
        "When that stops, best is the answer so return best",
        "when lo and hi meet the loop is over; return best.",
        "3 when lo reaches hi output best",
    ],
)
def test_the_last_step_told_as_a_time_is_the_final_return(last: str) -> None:
    """`when the fingers meet, give back best` as the last step is when the answer is given (after
    the loop), not an early return the translation dropped."""
    assert fidelity_drifts(PEAK_PROSE.format(last=last), PEAK_PYTHON) == []


def test_a_time_that_is_not_the_last_step_still_counts_as_an_early_return() -> None:
    pseudo = PEAK_PROSE.format(last="when the walls are equal give back best\nafter that give back best")
    assert [d.kind for d in fidelity_drifts(pseudo, PEAK_PYTHON)] == ["empty_check"]


def test_an_if_as_the_last_step_still_counts_as_an_early_return() -> None:
    """Only a time (`when`, `once`) reads as the loop's end; `if` is a test the translation must keep."""
    pseudo = PEAK_PROSE.format(last="if best is 0 give back 0")
    assert [d.kind for d in fidelity_drifts(pseudo, PEAK_PYTHON)] == ["empty_check"]


def test_a_last_when_step_with_no_final_return_in_the_translation_still_counts() -> None:
    pseudo = PEAK_PROSE.format(last="when the markers meet, give back best")
    dropped = PEAK_PYTHON.replace("        return best\n", "        print(best)\n")
    assert [d.kind for d in fidelity_drifts(pseudo, dropped)] == ["empty_check"]


INORDER_PYTHON = (
    "class Solution:\n    def is_valid_bst(self, root):\n        stack, prev = [], None\n"
    "        while root is not None or stack:\n            while root is not None:\n"
    "                stack.append(root)\n                root = root.left\n"
    "            root = stack.pop()\n"
    "            if prev is not None and root.val <= prev:\n                return False\n"
    "            prev = root.val\n            root = root.right\n        return True\n"
)


@pytest.mark.parametrize(
    "said",
    [
        "smaller or same like prev",
        "smaller or the same as prev",
        "the same or smaller than prev",
        "equal or less than prev",
    ],
)
def test_an_inclusive_comparison_told_as_sameness_made_strict_is_caught(said: str) -> None:
    """`smaller or same like prev` is `<=`; a translation that writes `<` dropped the equal case."""
    pseudo = (
        "walk the tree in order with a stack, prev starts as nothing.\n"
        f"take the next node; if prev is set and its value is {said}, give back false.\n"
        "prev becomes its value, then go right. at the end give back true.\n"
    )
    assert fidelity_drifts(pseudo, INORDER_PYTHON) == []
    strict = INORDER_PYTHON.replace("root.val <= prev", "root.val < prev")
    assert [d.kind for d in fidelity_drifts(pseudo, strict)] == ["comparison"]


# --- an empty-input guard the model added is taken out, not refused (stop 32) ----------------------

GUARDED = WINDOW_KEPT.replace(
    "        window = set()\n", "        if not s:\n            return 0\n        window = set()\n"
)


def test_an_added_empty_input_guard_is_taken_out_and_the_steps_run_as_written() -> None:
    with scripted_llm([_fenced(GUARDED)]) as llm:
        result = asyncio.run(translate(WINDOW_OFF_BY_ONE, WINDOW_SIG, gateway=make_gateway(llm.url)))
        assert len(llm.requests) == 1  # no round asking the model again
    assert result.ok and result.python is not None, result.error
    assert "if not s" not in result.python and "hi - lo)" in result.python  # the learner's bug is kept
    assert fidelity_drifts(WINDOW_OFF_BY_ONE, result.python) == []
    assert any("`if not s: return …`" in note and "taken out" in note for note in result.notes)


def test_a_guard_beside_another_drift_is_still_refused() -> None:
    with scripted_llm([_fenced(GUARDED.replace("hi - lo)", "hi - lo + 1)"))]) as llm:
        result = asyncio.run(translate(WINDOW_OFF_BY_ONE, WINDOW_SIG, gateway=make_gateway(llm.url)))
    assert not result.ok and result.error_code == "UNFAITHFUL_TRANSLATION"


def test_a_guard_with_an_else_or_more_steps_is_never_taken_out() -> None:
    with_else = WINDOW_KEPT.replace(
        "        window = set()\n",
        "        if not s:\n            return 0\n        else:\n            pass\n        window = set()\n",
    )
    assert without_added_guard(WINDOW_OFF_BY_ONE, with_else) is None
    two_steps = WINDOW_KEPT.replace(
        "        window = set()\n",
        "        if not s:\n            print(s)\n            return 0\n        window = set()\n",
    )
    assert without_added_guard(WINDOW_OFF_BY_ONE, two_steps) is None
    said = WINDOW_OFF_BY_ONE.replace(
        "    window <- empty set\n", "    if s is empty then return 0\n    window <- empty set\n"
    )
    assert without_added_guard(said, GUARDED) is None  # the learner's own check stays
