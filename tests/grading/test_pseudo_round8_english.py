"""Round-8 conventions of the English and mixed styles (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) rather than guessed.
"""

from __future__ import annotations

import textwrap

import pytest

from assay.grading import normalise
from tests.grading.support import run_normalised, sig

BY_REMAINDER = sig("by_remainder", "List[List[int]]", nums="List[int]", k="int")
TRIMMED = sig("trimmed_length", "int", s="str")
TOTAL = sig("total", "int", nums="List[int]")


def refused(text: str, signature: object) -> list[int]:
    """The lines reported as not understood (the answer does not run as written)."""
    result = normalise(textwrap.dedent(text).strip("\n"), signature)  # type: ignore[arg-type]
    return [u.line for u in result.unrecognised]


# --- several empty containers in one value: `a list of n empty lists` -----------------------------

BUCKETS = """
{make}
for each x in nums
    append x to groups[x mod k]
return groups
"""


@pytest.mark.parametrize(
    "make",
    [
        "groups = a list of k empty lists",
        "let groups be k empty lists",
        "groups is an array with k separate empty lists",
        "make a list named groups that holds k new empty lists in it",
        "set groups to a list containing k fresh empty lists",
    ],
)
def test_counted_empty_lists_are_one_new_list_each(make: str) -> None:
    text = BUCKETS.format(make=make)
    # appending to one group leaves the others alone: never `[[]] * k`
    assert run_normalised(text, BY_REMAINDER, [3, 4, 5, 6], 3) == [[3, 6], [4], [5]]


def test_counted_empty_sets_and_a_sum_as_the_count() -> None:
    text = """
    seen = a list of k + 1 empty sets
    for each x in nums
        add x to seen[x mod k]
    return [len(group) for group in seen]
    """
    assert run_normalised(text, BY_REMAINDER, [1, 1, 2], 2) == [1, 1, 0]


def test_counted_empty_lists_keep_a_wrong_count() -> None:
    # kept bug: one list too many is the learner's, and the answer still fails
    text = BUCKETS.format(make="let groups be k + 1 empty lists")
    assert run_normalised(text, BY_REMAINDER, [3, 4, 5, 6], 3) == [[3, 6], [4], [5], []]


@pytest.mark.parametrize(
    "make",
    [
        "groups = a list of empty lists",  # how many is not said
        "let groups be some empty lists",  # nor here
        "groups = a list of the number of rows empty lists",  # a count that is more than one word
    ],
)
def test_empty_lists_without_a_plain_count_are_refused(make: str) -> None:
    assert refused(BUCKETS.format(make=make), BY_REMAINDER) == [1]


# --- a bare bracketed guard after a repeated step's test: `skip i while … (i < j)` -----------------

TRIM = """
i = 0
j = length of s - 1
{left}
{right}
return j - i + 1
"""


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ('skip i forward while s[i] == " " (i < j)', 'skip j back while s[j] == " " (i < j)'),
        ("move i right while s[i] is a space (i < j)", "move j left while s[j] is a space (i < j)"),
        ('advance i while s[i] == " " (and i < j)', 'move j to the left while s[j] == " " (j > i)'),
    ],
)
def test_bare_bracket_guard_is_tested_first(left: str, right: str) -> None:
    text = TRIM.format(left=left, right=right)
    assert run_normalised(text, TRIMMED, "  ab c ") == 4
    assert run_normalised(text, TRIMMED, "xy") == 2


def test_bare_bracket_guard_keeps_an_off_by_one() -> None:
    # kept bug: the learner's `return j - i` still answers one short
    text = TRIM.format(
        left='skip i forward while s[i] == " " (i < j)', right='skip j back while s[j] == " " (i < j)'
    ).replace("return j - i + 1", "return j - i")
    assert run_normalised(text, TRIMMED, "  ab c ") == 3


@pytest.mark.parametrize(
    "left",
    [
        'skip i forward while s[i] == " " (i under j)',  # words in the bracket: no comparison to add
        'skip i forward while s[i] == " " (see above)',
    ],
)
def test_bracket_of_words_after_the_test_is_refused(left: str) -> None:
    text = TRIM.format(left=left, right='skip j back while s[j] == " " (i < j)')
    assert 3 in refused(text, TRIMMED)


def test_a_test_called_like_a_function_is_named_statically() -> None:
    # two tests with no word between them are Python's call of a truth value: a TypeError on every
    # input, so the line is named before anything runs, never left to fail at run time
    text = """
    i = 0
    j = len(s) - 1
    while (s[i] == " ") (i < j):
        i += 1
    return j - i + 1
    """
    assert 3 in refused(text, TRIMMED)


# --- the person who does a step, at the start of a clause: `…, I add x to total` -------------------


@pytest.mark.parametrize(
    "loop",
    [
        "for each x in nums, I add x to total",
        "for every number x in nums, we add x to total",
        "for each x in nums: you just add x to total",
        "for each x in nums, then I add x to total",
    ],
)
def test_subject_inside_a_sentence_is_dropped(loop: str) -> None:
    text = f"""
    total = 0
    {loop}
    if total > 100, we return 100
    I return total
    """
    assert run_normalised(text, TOTAL, [1, 2, 3]) == 6
    assert run_normalised(text, TOTAL, [99, 2]) == 100


def test_subject_inside_a_sentence_keeps_a_wrong_step() -> None:
    # kept bug: the learner subtracts where adding was meant
    text = """
    total = 0
    for each x in nums, I subtract x from total
    return total
    """
    assert run_normalised(text, TOTAL, [1, 2, 3]) == -6


def test_lower_case_i_inside_a_sentence_is_the_learners_index() -> None:
    # `…, and i add …`: `i` is as likely the index; it is not dropped, and the line is not read
    text = """
    total = 0
    for each x in nums, and i add x to total
    return total
    """
    assert 2 in refused(text, TOTAL)


def test_the_static_check_names_a_call_of_a_truth_value() -> None:
    # the check itself, on Python any reading could leave behind: a comparison, a `not` or a sum called
    import ast

    from assay.grading._pseudocode._failing_readings import readings_no_program_runs

    for code in ("while (a == 1) (b < 2):\n    pass", "x = (not a) (b)", "y = (a + 1) (c)"):
        assert [line for line, _ in readings_no_program_runs(ast.parse(code))] == [1], code
    assert readings_no_program_runs(ast.parse("f = max\ny = (f)(1, 2)")) == []
