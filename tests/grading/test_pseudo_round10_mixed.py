"""Round-10 conventions of the mixed and textbook styles (docs/pseudocode.md, "Conventions read
since round 10 was opened"), in phrasings of our own, EXECUTED.

What comes before the steps (an explanation with a bracket of words, an opening remark whose words
the steps' comments repeat, the problem's initials as a title) and more. Each has a buggy variant
that still fails and a look-alike that stays refused (listed as not understood).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

RUN = sig("longest_even_run", "int", nums="List[int]")
BELOW = sig("biggest_below", "int", nums="List[int]", k="int")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


EVEN_RUN = """
{first}
best = 0
cur = 0
for x in nums:
    if x % 2 == 0: cur += 1
    else: cur = 0
    best = max(best, cur)
return best
"""


# --- an explanation with a bracket of words: `Here is my approach (greedy):` --------------------------


@pytest.mark.parametrize(
    "first",
    [
        "Here is my approach (one pass):",
        "my plan (count, then reset, keep the best):\n",
        "Method: a running count (reset on odd).",
        "METHOD:   running counter",
    ],
)
def test_explanation_with_a_bracket_of_words(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_explanation_with_a_bracket_keeps_bug() -> None:
    text = EVEN_RUN.format(first="Here is my approach (one pass):").replace("cur = 0\n    best", "best")
    assert run(text, RUN, [2, 4, 1, 6, 3]) == 3  # never resets: counts every even number


@pytest.mark.parametrize(
    "first",
    [
        "Here is my approach (best = 0):",  # an assignment in the bracket: a step
        "Here is my approach (cur[0]):",  # an index: code
    ],
)
def test_explanation_with_code_in_its_bracket_is_listed(first: str) -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first=first), RUN)


def test_method_header_is_no_explanation() -> None:
    text = """
    method countRuns(nums):
        return len(nums)
    """
    assert run(text, sig("count_runs", "int", nums="List[int]"), [1, 2]) == 2


# --- an opening remark with an emoji and a bracket of words ---------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        "Evens in a row 🙂 (reset + keep max)",
        "just a simple scan 😅 (counter, reset)",
        "one pass over the list 🚀 (no extra space)\n",
    ],
)
def test_opening_remark_with_a_bracket_of_words(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_opening_remark_with_a_bracket_of_code_is_listed() -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first="Evens in a row 🙂 (cur = 0)"), RUN)


# --- an opening remark whose words a comment below repeats --------------------------------------


@pytest.mark.parametrize(
    "note",
    [
        "// the middle, the run is nums[i]",
        "# run so far, middle of the list",
        "-- run, as in the line above",
    ],
)
def test_opening_remark_words_in_a_comment_are_not_reads(note: str) -> None:
    text = f"""
    evens in a row 😎 keep the longest run, reset on an odd

    best = 0
    cur = 0
    for x in nums:
        {note}
        if x % 2 == 0: cur += 1
        else: cur = 0
        best = max(best, cur)
    return best
    """
    assert run(text, RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_opening_sentence_that_sets_a_name_read_in_code_is_still_a_step() -> None:
    # `picked` is read by the step below (not only by its comment): the sentence may set it
    text = """
    The picked list starts out empty 🙂

    for x in nums:
        # picked grows here
        if x < k: picked.append(x)
    return len(picked)
    """
    assert 1 in unread_lines(text, BELOW)


# --- the problem's initials as a title: `LCS, rolling row` -----------------------------------------


@pytest.mark.parametrize(
    "first",
    [
        "LER",
        "LER, running counter",
        "LER — only the current run kept (like a window)",
        "LER: count and reset.",
        "EVEN - one pass",  # a word of the method's name, in capitals
    ],
)
def test_initials_title(first: str) -> None:
    assert run(EVEN_RUN.format(first=first), RUN, [2, 4, 1, 6, 8, 10, 3]) == 3


def test_initials_title_keeps_bug() -> None:
    text = EVEN_RUN.format(first="LER, running counter").replace("x % 2 == 0", "x % 2 == 1")
    assert run(text, RUN, [2, 4, 1, 6, 8, 10, 3]) == 1


@pytest.mark.parametrize(
    "first",
    [
        "LER, then return it",  # a step after the name
        "ABC, running counter",  # not the problem's initials
    ],
)
def test_initials_look_alikes_stay_listed(first: str) -> None:
    assert 1 in unread_lines(EVEN_RUN.format(first=first), RUN)


def test_initials_assigned_are_a_step() -> None:
    assert "LER = 0" in normalised(EVEN_RUN.format(first="LER = 0"), RUN).python


def test_initials_used_as_a_name_are_no_title() -> None:
    text = EVEN_RUN.format(first="LER, running counter").replace("return best", "return LER(best)")
    result = normalised(text, RUN)
    assert not result.python.lstrip().startswith("# LER")
    assert "# LER" not in result.python


# --- a number word as a variable's name: `two ← cost[1]` ------------------------------------------

STAIRS = sig("cheapest_climb", "int", cost="List[int]")


@pytest.mark.parametrize(
    ("first", "second", "shift"),
    [
        ("two ← cost[1]", "one ← cost[2]", "two ← one"),
        ("set two to cost[1]", "set one to cost[2]", "set two to one"),
        ("let two be cost[1]", "let one be cost[2]", "two := one"),
        ("Two := cost[1]", "One := cost[2]", "Two := One"),
    ],
)
def test_number_word_names(first: str, second: str, shift: str) -> None:
    one, two = ("One", "Two") if first.startswith("Two") else ("one", "two")
    text = f"""
    CHEAPEST-CLIMB(cost)
       n ← length[cost]
       {first}
       {second}
       for i ← 3 to n do
          here ← cost[i] + min({one}, {two})
          {shift}
          {one} ← here
       end for
       return min({one}, {two})
    """
    assert run(text, STAIRS, [10, 15, 20]) == 15
    assert run(text, STAIRS, [1, 100, 1, 1, 1, 100, 1, 1, 100, 1]) == 6


def test_number_word_names_keep_bug() -> None:
    text = """
    CHEAPEST-CLIMB(cost)
       two ← cost[1]
       one ← cost[2]
       for i ← 3 to length[cost] do
          here ← cost[i] + min(one, two)
          two ← one
          one ← here
       end for
       return one
    """
    assert run(text, STAIRS, [10, 15, 20]) != 15


def test_number_word_never_assigned_is_a_number() -> None:
    text = """
    CHEAPEST-CLIMB(cost)
       x ← two
       return x + one
    """
    assert run(text, STAIRS, [1]) == 3
