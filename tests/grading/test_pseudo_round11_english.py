"""Round-11 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

REPEAT = sig("has_repeat", "bool", nums="List[int]")
TWO_LISTS = sig("shared", "bool", a="List[int]", b="List[int]")
COUNT_A = sig("count_a", "int", s="str")
ZEROES_LAST = sig("zeroes_last", "None", nums="List[int]")
TOTAL = sig("total", "int", nums="List[int]")


def repeats(text: str) -> list[bool]:
    return [run_normalised(text, REPEAT, xs) for xs in ([1, 2, 1], [4, 5, 6], [])]


def zeroes_last(text: str, xs: list[int]) -> list[int]:
    assert run_normalised(text, ZEROES_LAST, xs) is None
    return xs


# --- a walk told in first person, over the input named by its noun ----------------------------------

WALK = """
make an empty set called seen
{walk}
    if the {item} is in seen, return true
    otherwise add it to seen
return false
"""


@pytest.mark.parametrize(
    ("walk", "item"),
    [
        ("We go through the numbers one by one.", "number"),
        ("then I walk over the values one by one, from the first to the last", "value"),
        ("You iterate over the integers one by one, in order:", "number"),
        ("I will go through the list one number at a time.", "number"),
        ("Now we scan across the input array one element at a time", "element"),
    ],
)
def test_a_walk_in_first_person_over_the_input_by_its_noun(walk: str, item: str) -> None:
    assert repeats(WALK.format(walk=walk, item=item)) == [True, False, False]


def test_a_walk_by_its_noun_keeps_a_bug() -> None:
    # kept bug: the number is added before the test, so every number is "seen"
    text = """
    make an empty set called seen
    I go through the numbers one by one.
        add the number to seen
        if the number is in seen, return true
    return false
    """
    assert repeats(text) == [True, True, False]


def test_the_noun_with_two_lists_names_neither() -> None:
    text = """
    make an empty set called seen
    we go through the numbers one by one
        if the number is in seen, return true
    return false
    """
    assert 2 in unread_lines(text, TWO_LISTS)


def test_a_noun_with_no_item_and_the_other_order_are_left() -> None:
    # `the array one by one` gives the steps no noun to say; `last to first` is not the usual order
    assert 2 in unread_lines(WALK.format(walk="I go through the array one by one.", item="number"), REPEAT)
    text = WALK.format(
        walk="we go through the numbers from the last to the first, one number at a time", item="number"
    )
    assert 2 in unread_lines(text, REPEAT)


def test_a_list_noun_with_a_list_of_the_answers_own_is_left() -> None:
    text = """
    make an empty list called out
    I go through the list one number at a time.
        put the number at the end of out
    return out
    """
    assert 2 in unread_lines(text, sig("copy", "List[int]", nums="List[int]"))


def test_a_noun_the_learner_set_is_theirs() -> None:
    text = """
    make an empty set called seen
    set values to nums
    I go through the values one by one.
        if the value is in seen, return true
        otherwise add it to seen
    return false
    """
    assert "in nums" not in normalised(text, REPEAT).python


@pytest.mark.parametrize(
    "walk",
    [
        "go over the array with index i from 0 to end",
        "Walk through nums, index i",
        "I go through the list from left to right, index i:",
        "we step through the input with an index i from 0 till the end.",
    ],
)
def test_a_walk_with_its_index_named(walk: str) -> None:
    text = f"""
    set total to 0
    {walk}
        add nums[i] to total
    return total
    """
    assert run_normalised(text, TOTAL, [3, 4, 5]) == 12


def test_an_index_from_elsewhere_is_left() -> None:
    text = """
    set total to 0
    go over the array with index i from 1 to end
        add nums[i] to total
    return total
    """
    assert 2 in unread_lines(text, TOTAL)


@pytest.mark.parametrize(
    "walk",
    [
        "I go through the string one character at a time.",
        "we walk over the characters one by one",
        "Then you go across the letters one by one, from start to end.",
    ],
)
def test_a_walk_over_the_string_by_its_noun(walk: str) -> None:
    item = "letter" if "letters" in walk else "character"
    text = f"""
    set count to 0
    {walk}
        if the {item} is "a", increase count by 1
    return count
    """
    assert run_normalised(text, COUNT_A, "banana") == 3


@pytest.mark.parametrize(
    "said",
    [
        "We go through the numbers one by one. For each number, if it is in seen, return true.",
        "I walk over the values one by one. For every value, if the value is in seen, return true.",
    ],
)
def test_the_walks_item_named_again_on_its_first_step(said: str) -> None:
    text = f"""
    make an empty set called seen
    {said} Otherwise add it to seen.
    return false
    """
    result = normalised(text, REPEAT)
    assert "for value:" not in result.python and "for number:" not in result.python, result.python


# --- a step told in first person is a step, not an explanation ---------------------------------------


@pytest.mark.parametrize(
    "last",
    ["I return false.", "We give back false.", "You will return false.", "We then return false."],
)
def test_a_first_person_step_is_a_step(last: str) -> None:
    text = f"""
    make an empty set called seen
    for each x in nums
        if x is in seen, return true
        add x to seen
    {last}
    """
    assert repeats(text) == [True, False, False]


def test_a_first_person_step_keeps_a_bug() -> None:
    # kept bug: true at the end, so a list with no repeat answers true
    text = """
    make an empty set called seen
    for each x in nums
        if x is in seen, return true
        add x to seen
    I return true.
    """
    assert repeats(text) == [True, True, True]


def test_an_explanation_in_first_person_stays_one() -> None:
    text = """
    We use a set here.
    make an empty set called seen
    for each x in nums
        if x is in seen, return true
        add x to seen
    return false
    """
    assert repeats(text) == [True, False, False]
    assert not unread_lines(text, REPEAT)


# --- a thing kept with its first value after its name -------------------------------------------------


@pytest.mark.parametrize(
    "made",
    [
        "I will keep a set called seen, which starts empty.",
        "make a set named seen that starts out empty",
        "Keep a hash set seen, which starts empty",
        "we keep a set seen, it starts empty.",
    ],
)
def test_a_container_kept_then_said_empty(made: str) -> None:
    text = f"""
    {made}
    for each x in nums
        if x is in seen, return true
        add x to seen
    return false
    """
    assert repeats(text) == [True, False, False]


@pytest.mark.parametrize(
    "made",
    [
        "keep a running sum s, start 0",
        "Keep a sum called s, which starts at 0.",
        "use a counter s that begins at 0",
        "I keep a number s, which starts from zero",
    ],
)
def test_a_number_kept_then_given_its_first_value(made: str) -> None:
    text = f"""
    {made}
    for each x in nums
        add x to s
    return s
    """
    assert run_normalised(text, TOTAL, [2, 3]) == 5


def test_a_number_kept_keeps_a_bug() -> None:
    # kept bug: the sum starts at 1
    text = """
    keep a running sum s, which starts at 1
    for each x in nums
        add x to s
    return s
    """
    assert run_normalised(text, TOTAL, [2, 3]) == 6


@pytest.mark.parametrize(
    "made", ["keep a list seen, which starts at 0", "keep a thing seen, which starts empty"]
)
def test_a_first_value_that_does_not_fit_the_noun_is_left(made: str) -> None:
    text = f"""
    {made}
    for each x in nums
        if x is in seen, return true
        add x to seen
    return false
    """
    assert 1 in unread_lines(text, REPEAT)


# --- the rest of a list filled with one value ---------------------------------------------------------

FILL = """
set w to 0
for each x in nums
    if x is not 0
        set nums[w] to x
        increase w by 1
{fill}
"""


@pytest.mark.parametrize(
    "fill",
    [
        "After the loop, fill everything from w to the end with 0.",
        "after this loop, from position w until the end of the array, fill all with zeros",
        "set every position from w to the end of nums to zero",
        "Put 0 in every slot from w till the end.",
    ],
)
def test_the_rest_filled_with_one_value(fill: str) -> None:
    text = FILL.format(fill=fill)
    assert zeroes_last(text, [0, 1, 0, 3, 12]) == [1, 3, 12, 0, 0]
    assert zeroes_last(text, []) == []


def test_the_rest_filled_keeps_a_bug() -> None:
    # kept bug: the filling starts one place too late, the old value stays there
    text = FILL.format(fill="fill everything from w + 1 to the end with 0")
    assert normalised(text, ZEROES_LAST).ok is False or zeroes_last(text, [0, 1]) != [1, 0]


@pytest.mark.parametrize(
    ("fill", "signature"),
    [
        ("fill everything from w to n - 2 with 0", ZEROES_LAST),
        ("fill everything from w to the end with 0", TWO_LISTS),
    ],
)
def test_another_end_or_two_lists_is_left(fill: str, signature: object) -> None:
    assert 6 in unread_lines(FILL.format(fill=fill), signature)  # type: ignore[arg-type]


# --- the loop is over, more ways; nothing given back said last --------------------------------------

LOOP = """
make an empty set called seen
for each x in nums
    if x is in seen, return true
    add x to seen
{after}
"""


@pytest.mark.parametrize(
    "after",
    [
        "When the loop ends and nothing was found, I return false.",
        "once the loop finishes and no repeat was seen, return false",
        "if we get to the end without a match we return false",
        "If I reach the end w/o finding anything I return false.",
    ],
)
def test_the_loop_is_over_with_what_did_not_happen(after: str) -> None:
    assert repeats(LOOP.format(after=after)) == [True, False, False]


def test_the_loop_is_over_with_a_test_is_left() -> None:
    # `and x > 0` is a test, not what the loop did not find
    assert 5 in unread_lines(LOOP.format(after="when the loop ends and x > 0, return false"), REPEAT)


@pytest.mark.parametrize(
    "last",
    [
        "Nothing to return, nums is changed in place.",
        "the function returns nothing because the list is changed where it is",
        "we don't need to return anything",
        "There is nothing to be returned.",
    ],
)
def test_nothing_given_back_said_last(last: str) -> None:
    text = FILL.format(fill="fill everything from w to the end with 0") + last
    assert zeroes_last(text, [0, 2, 1]) == [2, 1, 0]


def test_nothing_given_back_said_before_a_step_is_no_remark() -> None:
    # not the last line: the words may mean to stop there, and are left to the other rules
    text = """
    for each x in nums
        nothing to return
    set nums[0] to 1
    """
    assert "# nothing to return" not in normalised(text, ZEROES_LAST).python


# --- words said in passing: a phone's `bc`, a pictograph, what the empty input gives, `!` ----------


@pytest.mark.parametrize(
    "step",
    [
        "if x is in seen I return true right away bc it is a repeat!!",
        "if x is in seen, return true b/c that's a repeat",
        "if x is in seen return true cuz we saw it 😀",
        "if x is in seen, return true ✅",
    ],
)
def test_a_short_reason_and_a_pictograph(step: str) -> None:
    text = f"""
    make an empty set called seen
    for each x in nums
        {step}
        add x to seen
    return false (an empty list just goes straight to false, which is right)
    """
    assert repeats(text) == [True, False, False]


def test_an_exclamation_ends_a_sentence() -> None:
    text = """
    make an empty set called seen
    for each x in nums
        if x is in seen, return true! Otherwise add x to seen.
    return false
    """
    assert repeats(text) == [True, False, False]


def test_a_short_reason_that_goes_on_to_a_step_is_left() -> None:
    text = """
    make an empty set called seen
    for each x in nums
        add x to seen bc we need it, then return true
    return false
    """
    assert 3 in unread_lines(text, REPEAT)
