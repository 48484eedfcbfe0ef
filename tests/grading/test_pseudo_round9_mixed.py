"""Round-9 conventions of the mixed style and the structured styles (docs/pseudocode.md,
"Conventions read since round 9 was opened"), in phrasings of our own, EXECUTED.

A conditional kept for its branches' effects (``c ? i++ : j--;``), a condition and its step apart
by one space, ``is still`` before a value, an opening remark above the steps, a helper named with
``where`` / ``helper``, and a step's result pointed at a new name (``sum … → total``). Each has a
buggy variant that still fails and a look-alike that stays refused (listed as not understood).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

SPLIT = sig("count_split", "int", nums="List[int]")
BELOW = sig("biggest_below", "int", nums="List[int]", k="int")
SMALLEST = sig("smallest_or", "int", nums="List[int]", k="int")
FLIP = sig("flip_ends", "List[int]", nums="List[int]", k="int")
WINDOW = sig("first_window", "int", nums="List[int]", k="int")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- a conditional kept for its branches' effects: `c ? i++ : j--;` ----------------------------------

JS_SPLIT = """
function countSplit(nums) {{
  let pos = 0, neg = 0;
  for (let i = 0; i < nums.length; i++) {{
    {step}
  }}
  return pos * 10 + neg;
}}
"""


@pytest.mark.parametrize(
    "step",
    [
        "nums[i] > 0 ? pos++ : neg++;",
        "(nums[i] > 0) ? (pos += 1) : (neg += 1);",
        "nums[i] <= 0 ? neg = neg + 1 : pos = pos + 1;",
        "nums[i] > 0 ? ++pos : ++neg;",
    ],
)
def test_ternary_step_runs(step: str) -> None:
    assert run(JS_SPLIT.format(step=step), SPLIT, [3, -1, 0, 5]) == 22


def test_ternary_step_in_c_and_java() -> None:
    c = """
    int countSplit(int* nums, int numsSize) {
        int pos = 0, neg = 0;
        for (int i = 0; i < numsSize; i++)
            nums[i] > 0 ? pos++ : neg++;
        return pos * 10 + neg;
    }
    """
    java = """
    public int countSplit(int[] nums) {
        int pos = 0, neg = 0;
        for (int x : nums) {
            x > 0 ? pos++ : neg--;
        }
        return pos * 10 - neg;
    }
    """
    assert run(c, SPLIT, [3, -1, 0, 5]) == 22
    normalised_java = normalised(java, SPLIT)
    # Java allows no conditional as a statement; whatever the reading, it never guesses a wrong one
    if not normalised_java.unrecognised and normalised_java.ok:
        assert run(java, SPLIT, [3, -1, 0, 5]) == 22


def test_ternary_step_with_calls() -> None:
    text = """
    function countSplit(nums) {
      const big = [], small = [];
      for (const x of nums) {
        x > 0 ? big.push(x) : small.push(x);
      }
      return big.length * 10 + small.length;
    }
    """
    assert run(text, SPLIT, [3, -1, 0, 5]) == 22


def test_ternary_step_kept_bug() -> None:
    # `>=` counts the 0 as positive: the learner's slip stays
    assert run(JS_SPLIT.format(step="nums[i] >= 0 ? pos++ : neg++;"), SPLIT, [3, -1, 0, 5]) == 31


def test_ternary_of_values_stays_refused() -> None:
    # `c ? 1 : 0;` computes a value and drops it: no step to take
    assert unread_lines(JS_SPLIT.format(step="nums[i] > 0 ? 1 : 0;"), SPLIT) == {4}


# --- a condition and its step apart by one space --------------------------------------------------

BELOW_TEXT = """
def biggest_below(nums, k):
    best = -1
    for i in range(len(nums)):
        {line}
    return best
"""


@pytest.mark.parametrize(
    "line",
    [
        "if nums[i] < k and nums[i] > best best = nums[i]",
        "If nums[i] > best and nums[i] < k best ← nums[i]",
        "if k > nums[i] and best < nums[i] best = nums[i]",
        "if nums[i] < k and best < nums[i] best += nums[i] - best",
    ],
)
def test_one_space_condition_step_runs(line: str) -> None:
    assert run(BELOW_TEXT.format(line=line), BELOW, [4, 9, 7, 2], 8) == 7


def test_one_space_condition_step_kept_bug() -> None:
    # `<=` lets k itself in: the slip stays
    assert (
        run(BELOW_TEXT.format(line="if nums[i] <= k and nums[i] > best best = nums[i]"), BELOW, [4, 8, 2], 8)
        == 8
    )


def test_one_space_without_a_test_stays_refused() -> None:
    # Swift's `if let x = …` binds a name: there is no test to end, so nothing is split
    text = """
    def biggest_below(nums, k):
        best = -1
        for i in range(len(nums)):
            if let v = nums[i]
        return best
    """
    assert 4 in unread_lines(text, BELOW)


# --- `is still` before a value ------------------------------------------------------------------

SMALLEST_TEXT = """
def smallest_or(nums, k):
    best = ∞
    for x in nums:
        if x < best: best = x
    {tail}
"""


@pytest.mark.parametrize(
    "tail",
    [
        "return k if best is still ∞ else best",
        "if best is still infinity: return k\n    return best",
        "If best is Still ∞ then return k\n    return best",
        "if best is not still ∞: return best\n    return k",
    ],
)
def test_is_still_runs(tail: str) -> None:
    assert run(SMALLEST_TEXT.format(tail=tail), SMALLEST, [], 5) == 5
    assert run(SMALLEST_TEXT.format(tail=tail), SMALLEST, [4, 2], 5) == 2


def test_is_still_kept_bug() -> None:
    text = SMALLEST_TEXT.format(tail="return k if best is still 0 else best")
    assert run(text, SMALLEST, [], 5) == float("inf")


def test_is_still_before_words_stays() -> None:
    text = SMALLEST_TEXT.format(tail="if best is still going: return k\n    return best")
    assert 5 in unread_lines(text, SMALLEST)


# --- an opening remark above the steps ---------------------------------------------------------------

OPENED = """
{first}
best = -1
for x in nums:
    if x < k and x > best: best = x
return best
"""


@pytest.mark.parametrize(
    "first",
    [
        "Here's what I did 😊 one pass over the list",
        "ok so basically a running max 🚀",
        "Greedy pass, nothing fancy.\n",
        "Running maximum, only numbers under k count.\n",
    ],
)
def test_opening_remark_is_a_comment(first: str) -> None:
    assert run(OPENED.format(first=first), BELOW, [4, 9, 7, 2], 8) == 7


def test_opening_remark_kept_bug() -> None:
    text = OPENED.format(first="ok so basically a running max 🚀").replace("x < k", "x <= k")
    assert run(text, BELOW, [4, 8, 2], 8) == 8


@pytest.mark.parametrize(
    "first",
    [
        "First, set best to 5.\n",  # an order word: the first step
        "So I keep best at 5 🙂",  # a person and a step verb: a step in a sentence
    ],
)
def test_opening_step_is_never_dropped(first: str) -> None:
    text = OPENED.format(first=first)
    result = normalised(text, BELOW)
    assert not any(line.strip().startswith("#") and "best" in line for line in result.python.splitlines()[:6])
    assert 1 in unread_lines(text, BELOW) or "5" in result.python


def test_opening_sentence_that_sets_a_name_is_a_step() -> None:
    # `picked` is read below and set nowhere else: the sentence is where it gets its value, so the
    # line is listed (not read as a remark that would leave `picked` unset)
    text = """
    The picked list starts out empty.

    for x in nums:
        if x < k: append x to picked
    return len(picked)
    """
    assert 1 in unread_lines(text, BELOW)


# --- a helper named with `where` / `helper` ------------------------------------------------------

FLIP_TEXT = """
flip_ends(nums, k)
n = len(nums)
swap_range(0, k - 1)
swap_range(n - k, n - 1)
return nums

{header}
    while i < j:
        swap nums[i], nums[j]
        i += 1
        j -= 1
"""


@pytest.mark.parametrize(
    "header",
    [
        "where swap_range(i, j):",
        "Where swap_range(i, j):",
        "helper swap_range(i, j):",
        "helper function swap_range(i, j):",
    ],
)
def test_named_helper_runs(header: str) -> None:
    assert run(FLIP_TEXT.format(header=header), FLIP, [1, 2, 3, 4, 5], 2) == [2, 1, 3, 5, 4]


def test_named_helper_kept_bug() -> None:
    text = FLIP_TEXT.format(header="where swap_range(i, j):").replace(
        "swap_range(0, k - 1)", "swap_range(0, k)"
    )
    assert run(text, FLIP, [1, 2, 3, 4, 5], 2) == [3, 2, 1, 5, 4]


def test_where_without_a_call_stays() -> None:
    # `where` names what was used; a name never called before is no helper
    text = FLIP_TEXT.format(header="where other(i, j):")
    assert unread_lines(text, FLIP)


# --- a step's result pointed at a new name: `sum the first k numbers → window` ----------------------

WINDOW_TEXT = """
{first}
best = window
for i from k to len(nums) - 1:
    window += nums[i] - nums[i - k]
    best = max(best, window)
return best
"""


@pytest.mark.parametrize(
    "first",
    [
        "sum the first k numbers → window",
        "add up the first k numbers -> window",
        "Sum nums[0:k]  →  window",
        "the sum of the first k numbers => window",
    ],
)
def test_result_arrow_runs(first: str) -> None:
    assert run(WINDOW_TEXT.format(first=first), WINDOW, [1, 5, 2, 6, 1], 2) == 8


def test_result_arrow_kept_bug() -> None:
    text = WINDOW_TEXT.format(first="sum the first k numbers → window").replace(
        "nums[i - k]", "nums[i - k + 1]"
    )
    assert run(text, WINDOW, [1, 5, 2, 6, 1], 2) != 8


def test_arrow_to_a_name_set_before_stays_a_note() -> None:
    # `window` already has a value: the arrow points at a note, not at where a value goes
    text = WINDOW_TEXT.format(first="window = 0\nsum the first k numbers → window")
    result = normalised(text, WINDOW)
    assert "window = sum" not in result.python
    assert unread_lines(text, WINDOW)


# --- `all i with a[i] == 0`: the positions of the one list the variable indexes ----------------------

ZEROS = sig("zero_spots", "List[int]", nums="List[int]")
ZEROS_TEXT = """
def zero_spots(nums):
    marks = [0] * len(nums)
    for i in range(len(nums)):
        marks[i] = nums[i] * 2
    {line}
    return spots
"""


@pytest.mark.parametrize(
    "line",
    [
        "spots = all i with marks[i] == 0",
        "spots = every i where marks[i] = 0",
        "spots = all indices j such that marks[j] == 0",
        "spots = All k with marks[ k ] == 0",
    ],
)
def test_positions_of_one_list_run(line: str) -> None:
    assert run(ZEROS_TEXT.format(line=line), ZEROS, [0, 3, 0, -1]) == [0, 2]


def test_positions_of_a_map_are_its_keys() -> None:
    text = """
    def zero_spots(nums):
        seen = {}
        for x in nums:
            seen[x] = seen.get(x, 0) + 1
        spots = all v with seen[v] == 1
        return spots
    """
    assert run(text, ZEROS, [4, 3, 4, 7]) == [3, 7]


def test_positions_kept_bug() -> None:
    assert run(ZEROS_TEXT.format(line="spots = all i with marks[i] != 0"), ZEROS, [0, 3, 0, -1]) == [1, 3]


@pytest.mark.parametrize(
    "line",
    [
        "spots = all i with i > 0",  # not a position of anything: where `i` comes from is not said
        "spots = all i with marks[i] == nums[i]",  # positions of two lists
    ],
)
def test_positions_unsaid_stay_refused(line: str) -> None:
    assert 5 in unread_lines(ZEROS_TEXT.format(line=line), ZEROS)


# --- `a and b both not null`: `both` after the pair -----------------------------------------------

PAIRS = sig("count_pairs", "int", nums="List[int]", k="int")
PAIRS_TEXT = """
def count_pairs(nums, k):
    i = 0
    j = len(nums) - 1
    c = 0
    while i < j:
        a = nums[i]
        b = nums[j]
        {line} c += 1
        i += 1
        j -= 1
    return c
"""


@pytest.mark.parametrize(
    "line",
    [
        "if a and b both not 0:",
        "if a and b are both not 0:",
        "If a and b both are not 0:",
        "if (a and b are both not zero):",
    ],
)
def test_both_after_the_pair_runs(line: str) -> None:
    assert run(PAIRS_TEXT.format(line=line), PAIRS, [1, 0, 2, 3, 0, 4], 0) == 2


def test_both_after_the_pair_kept_bug() -> None:
    # `both 0` (the `not` left out) counts the pairs of zeros: the slip stays
    assert run(PAIRS_TEXT.format(line="if a and b both 0:"), PAIRS, [1, 0, 2, 3, 0, 4], 0) == 1


# --- a loop's domain written as a set: `for each (dr, dc) in {(1,0), (0,1)}` ----------------------------

NEAR = sig("count_near", "int", nums="List[int]", k="int")
NEAR_TEXT = """
count_near(nums, k)
c = 0
for i = 0 to len(nums) - 1
    {loop}
        if 0 <= i + d < len(nums) and nums[i + d] == k
            c = c + 1
return c
"""


@pytest.mark.parametrize(
    "loop",
    ["for each d in {-1, 1}", "for d in {1, -1}:", "for each d ∈ {-1, 1}", "for every d of {-1,1}"],
)
def test_set_as_loop_domain_runs(loop: str) -> None:
    assert run(NEAR_TEXT.format(loop=loop), NEAR, [3, 1, 3, 2], 3) == 3


def test_set_as_loop_domain_kept_bug() -> None:
    assert run(NEAR_TEXT.format(loop="for each d in {-1, 0}"), NEAR, [3, 1, 3, 2], 3) == 4


def test_brace_after_a_domain_still_opens_a_block() -> None:
    text = """
    function countNear(nums, k) {
      let c = 0;
      for (const x of nums) { if (x === k) c++; }
      return c;
    }
    """
    assert run(text, NEAR, [3, 1, 3, 2], 3) == 2
