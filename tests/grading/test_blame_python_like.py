"""Python-like answers our translation once ran with another meaning, blaming the learner.

Two classes (docs/grading.md, "When the translation is unsure"; docs/pseudocode.md):

- tabs among space indents: a tab read 4 wide put a loop's body left of the loop, and the lines
  after it landed in the wrong block. The width that nests every line consistently (Python 2's 8)
  is the learner's; where both widths nest consistently but differently, the line is a doubt;
- Ruby's implicit result (``def … end`` whose last line is ``len(tails)`` or ``best``): the value
  was computed and dropped, so the method returned ``None``. A statement that only computes a value
  is returned when it ends the method, and is a doubt anywhere else.
"""

from __future__ import annotations

import pytest

from assay.grading import normalise
from assay.grading._pseudocode._no_blame import static_doubts
from assay.questions import DirectoryStore, Question


@pytest.fixture(scope="module")
def max_sub_array() -> Question:
    return DirectoryStore().get("53")


@pytest.fixture(scope="module")
def contains_duplicate() -> Question:
    return DirectoryStore().get("217")


def _run(python: str, method: str, *args: object) -> object:
    namespace: dict[str, object] = {}
    exec(compile(python, "<normalised>", "exec"), namespace)  # the normaliser's own output, in-process
    solution = namespace["Solution"]
    assert isinstance(solution, type)
    return getattr(solution(), method)(*args)


# 2 spaces, then 5, then a tab for the innermost body: 4 wide it sits left of its `if` (col 5)
TABBED_WINDOW = (
    "def lengthOfLongestSubstring(s):\n"
    "  last = {}\n"
    "  start = best = 0\n"
    "  for i in range(len(s)):\n"
    "     c = s[i]\n"
    "     if c in last and last[c] >= start:\n"
    "\tstart = last[c] + 1\n"
    "     last[c] = i\n"
    "     best = max(best, i - start + 1)\n"
    "  return best\n"
)


def test_a_tab_body_under_space_indents_nests_as_8_wide(longest: Question) -> None:
    normalised = normalise(TABBED_WINDOW, longest.signature)
    assert normalised.ok, normalised.error
    method = longest.signature.method
    assert _run(normalised.python, method, "abcabcbb") == 3
    assert _run(normalised.python, method, "pwwkew") == 3
    assert _run(normalised.python, method, "abba") == 2
    assert static_doubts(TABBED_WINDOW, normalised, longest.signature) == []


# a tab 4 wide puts `if best:` after the inner loop, 8 wide inside it: both nest consistently
AMBIGUOUS_TABS = (
    "def twoSum(nums, target):\n"
    "    best = []\n"
    "    for i in range(len(nums)):\n"
    "        for j in range(i + 1, len(nums)):\n"
    "            if nums[i] + nums[j] == target:\n"
    "                best = [i, j]\n"
    "\tif best:\n"
    "\t    return best\n"
    "    return best\n"
)


def test_tabs_whose_width_changes_the_blocks_are_a_doubt(two_sum: Question) -> None:
    normalised = normalise(AMBIGUOUS_TABS, two_sum.signature)
    doubts = static_doubts(AMBIGUOUS_TABS, normalised, two_sum.signature)
    assert [(d.line, d.text) for d in doubts] == [(7, "if best:")]
    assert "how wide a tab is" in doubts[0].hint and "spaces only" in doubts[0].hint


def test_tabs_alone_or_at_the_same_depth_either_way_are_no_doubt(two_sum: Question) -> None:
    only_tabs = AMBIGUOUS_TABS.replace("    ", "\t")
    normalised = normalise(only_tabs, two_sum.signature)
    assert static_doubts(only_tabs, normalised, two_sum.signature) == []
    assert _run(normalised.python, two_sum.signature.method, [2, 7, 11, 15], 9) == [0, 1]


RUBY_KADANE = """def maxSubArray(nums)
    best = nums[0]
    cur = 0
    nums.each do |x|
        cur = max(cur + x, x)
        best = max(best, cur)
    end
    %s
end
"""


@pytest.mark.parametrize("last", ["max(best, cur)", "best", "int(best)"])
def test_rubys_last_expression_is_the_methods_result(max_sub_array: Question, last: str) -> None:
    text = RUBY_KADANE % last
    normalised = normalise(text, max_sub_array.signature)
    assert normalised.ok, normalised.error
    assert _run(normalised.python, max_sub_array.signature.method, [-2, 1, -3, 4, -1, 2, 1, -5, 4]) == 6
    assert _run(normalised.python, max_sub_array.signature.method, [-3, -1]) == -1


def test_a_step_that_acts_is_never_returned(contains_duplicate: Question) -> None:
    # `seen.add(x)` acts: a method ending on it falls off the end as the learner wrote, no `return` added
    text = (
        "def containsDuplicate(nums)\n    seen = set()\n    nums.each do |x|\n        seen.add(x)\n"
        "    end\n    seen.add(0)\nend\n"
    )
    normalised = normalise(text, contains_duplicate.signature)
    assert normalised.ok, normalised.error
    assert "return seen.add" not in normalised.python


def test_a_value_computed_and_dropped_mid_method_is_not_understood(contains_duplicate: Question) -> None:
    text = (
        "def containsDuplicate(nums):\n"
        "    seen = set()\n"
        "    for x in nums:\n"
        "        if x in seen:\n"
        "            return True\n"
        "        seen.add(x)\n"
        "        len(seen)\n"
        "    return False\n"
    )
    normalised = normalise(text, contains_duplicate.signature)
    lines = {u.line: u.hint for u in normalised.unrecognised}
    assert set(lines) == {7}
    assert "drops it" in lines[7] and "return" in lines[7]
