"""Round-12 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines

FIB = sig("fib", "int", n="int")
SUM_UP = sig("sum_up", "int", nums="List[int]")
STAIRS = sig("cheapest", "int", fees="List[int]")


# --- two first values on one line: `a is 0 and b is 1` ----------------------------------------------

PAIR = """
{first}
for i from 1 to n
    nxt is a + b
    a becomes b
    b becomes nxt
return a
"""


@pytest.mark.parametrize(
    "first",
    [
        "a is 0 and b is 1",
        "a is 0, and b is 1.",
        "A is 0 and b is 1".replace("A", "a"),
        "two variables I keep, a is 0 and b is 1",
        "Three numbers we need: a is 0 and b is 1 and nxt is 0",
        "two variable we use, a is set to 0 and b is 1",
    ],
)
def test_two_first_values_on_one_line(first: str) -> None:
    text = PAIR.format(first=first)
    assert [run_normalised(text, FIB, n) for n in (0, 1, 2, 6)] == [0, 1, 1, 8]


def test_two_first_values_keep_a_bug() -> None:
    # kept bug: b starts at 0, so every number is 0
    text = PAIR.format(first="a is 0 and b is 0")
    assert [run_normalised(text, FIB, n) for n in (1, 6)] == [0, 0]


def test_a_test_among_the_kept_values_is_refused() -> None:
    # `b is not 1` is a test, never a first value: the line stays listed
    text = PAIR.format(first="two variables I keep, a is 0 and b is not 1")
    assert 1 in unread_lines(text, FIB)


# --- a filler word that is the subject: `now is …` ----------------------------------------------------

FILLER = """
best is 0
then {subject} is 0
for each x in nums
    {subject} is the larger of {subject} + x and x
    best is the larger of best and {subject}
return best
"""


@pytest.mark.parametrize("subject", ["now", "next", "so", "well"])
def test_a_filler_word_named_as_a_variable(subject: str) -> None:
    text = FILLER.format(subject=subject)
    assert [run_normalised(text, SUM_UP, xs) for xs in ([1, -2, 3, 4], [-1], [])] == [7, 0, 0]


def test_a_filler_before_a_step_is_still_dropped() -> None:
    text = """
    total is 0
    for each x in nums
        now add x to total
    return total
    """
    assert run_normalised(text, SUM_UP, [1, 2, 3]) == 6


# --- a collection counted by its own name: `the number of nums` -------------------------------------

COUNT = """
{count}
total is 0
for i from 0 to n - 1
    add nums[i] to total
return total + n
"""


@pytest.mark.parametrize(
    "count",
    [
        "n is number of nums",
        "n is the number of nums.",
        "set n to the number of nums",
        "let n be Number of nums",
    ],
)
def test_a_collection_counted_by_its_name(count: str) -> None:
    assert run_normalised(COUNT.format(count=count), SUM_UP, [4, 5]) == 11


def test_the_number_of_one_value_in_a_list_is_not_a_length() -> None:
    text = COUNT.format(count="n is the number of x in nums")
    assert "len(x)" not in normalised(text, SUM_UP).python
    assert 1 in unread_lines(text, SUM_UP)


# --- a range's end said again as in or out: `to n, n is included` -----------------------------------

STEPS = """
a is 0 and b is 0
n is the length of fees
for i from 2 to {end}
    c is the smaller of a + fees[i - 2] and b + fees[i - 1]
    a becomes b
    b becomes c
return b
"""


@pytest.mark.parametrize(
    "end",
    ["n, n is included", "n (n included)", "n , n is also INCLUDED", "n, inclusive", "n (n is included)"],
)
def test_a_range_end_said_to_be_included(end: str) -> None:
    assert [run_normalised(STEPS.format(end=end), STAIRS, xs) for xs in ([10, 15, 20], [1, 1, 1, 1])] == [
        15,
        2,
    ]


@pytest.mark.parametrize(
    "end", ["n + 1, n + 1 is not included", "n + 1 (n + 1 excluded)", "n + 1, exclusive"]
)
def test_a_range_end_said_to_be_left_out(end: str) -> None:
    assert [run_normalised(STEPS.format(end=end), STAIRS, xs) for xs in ([10, 15, 20], [1, 1, 1, 1])] == [
        15,
        2,
    ]


def test_a_range_end_left_out_keeps_a_bug() -> None:
    # kept bug: the top (n) is left out, so the last step's cost is never weighed
    text = STEPS.format(end="n, n is not included")
    assert run_normalised(text, STAIRS, [10, 15, 20]) == 10


def test_a_downward_range_with_its_end_left_out_is_refused() -> None:
    text = STEPS.format(end="n").replace("from 2 to n", "from n down to 2, 2 excluded")
    assert 3 in unread_lines(text, STAIRS)


# --- a reason that closes on a negated afterthought -------------------------------------------------


@pytest.mark.parametrize(
    "reason",
    [
        "because the first step is free, no cost",
        "because starting is free, nothing to pay",
        "because we start on the ground, not on a step.",
    ],
)
def test_a_reason_with_a_negated_afterthought(reason: str) -> None:
    text = STEPS.format(end="n").replace("a is 0 and b is 0", f"a is 0 and b is 0 {reason}")
    assert run_normalised(text, STAIRS, [10, 15, 20]) == 15


def test_a_step_after_a_reason_is_not_taken_for_the_reason() -> None:
    # `, b is 0` after the reason could be a step: the line is not read as a reason and a comment
    text = STEPS.format(end="n").replace("a is 0 and b is 0", "a is 0 because we start free, b is 0")
    assert "# because we start free, b is 0" not in normalised(text, STAIRS).python


# --- a first value said with the name first: `slow pointer set to head` ----------------------------

MIDDLE = sig("middle_node", "Optional[ListNode]", head="Optional[ListNode]")


def middles(text: str) -> list[int | None]:
    out = []
    for xs in ([1, 2, 3, 4, 5], [1, 2, 3, 4], [7]):
        node = run_normalised(text, MIDDLE, linked(*xs), classes=(ListNode,))
        out.append(None if node is None else node.val)
    return out


WALKERS = """
{first}
while fast is not null and fast.next is not null, move slow on by one node and move fast on by two nodes{why}
{after}
return slow
"""


@pytest.mark.parametrize(
    "first",
    [
        "Slow pointer set to head and fast pointer set to head as well.",
        "slow set to head, and fast set to head too",
        "slow is set to head and fast is set to head",
        "the slow pointer starts at head and fast starts at head also",
    ],
)
def test_first_values_said_name_first(first: str) -> None:
    assert middles(WALKERS.format(first=first, why="", after="")) == [3, 3, 7]


def test_first_values_said_name_first_keep_a_bug() -> None:
    # kept bug: fast starts one node ahead, so the first of two middles is returned
    text = WALKERS.format(first="slow set to head and fast set to head.next", why="", after="")
    assert middles(text) == [3, 2, 7]


def test_a_second_clause_that_is_a_test_is_refused() -> None:
    text = WALKERS.format(first="slow set to head and fast is not head", why="", after="")
    assert 1 in unread_lines(text, MIDDLE)


@pytest.mark.parametrize(
    "first",
    ["Left pointer set to 0 and right set to n - 1.", "Slow starts at head, fast starts at head."],
)
def test_a_first_value_is_never_an_opening_remark(first: str) -> None:
    # set apart by a blank line and ending with a full stop, it was taken for a remark and dropped
    loop = "while fast is not null and fast.next is not null, move slow one step and fast two steps"
    text = f"{first}\n\n{loop}\nreturn slow"
    assert not normalised(text, MIDDLE).python.lstrip().startswith("#")
    assert "# " + first not in normalised(text, MIDDLE).python


# --- where the pointers are after the loop, said with `hit the end` / `in the middle` ----------------


@pytest.mark.parametrize(
    "after",
    [
        "When the loop stops fast has hit the end, so slow is in the middle.",
        "once the loop ends, fast has reached the end and slow is in the middle",
        "After the loop fast has got to the end.",
    ],
)
def test_where_the_pointers_are_after_the_loop(after: str) -> None:
    text = WALKERS.format(first="slow set to head and fast set to head", why="", after=after)
    assert middles(text) == [3, 3, 7]


def test_in_anything_but_the_middle_is_a_membership_and_is_not_a_place() -> None:
    text = WALKERS.format(
        first="slow set to head and fast set to head", why="", after="when the loop stops, slow is in seen"
    )
    assert "# when the loop stops" not in normalised(text, MIDDLE).python


# --- what one case gives, said of the input -----------------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [
        "If the list has an even length there are two middles and slow will be on the second one.",
        "when the list has an odd length, slow ends up on the exact middle",
        "If the input is of an even length, slow lands on the second middle node, which is what they want.",
    ],
)
def test_what_one_case_gives(after: str) -> None:
    text = WALKERS.format(first="slow set to head and fast set to head", why="", after=after)
    assert middles(text) == [3, 3, 7]


def test_a_case_that_gives_a_step_is_not_a_remark() -> None:
    text = WALKERS.format(
        first="slow set to head and fast set to head",
        why="",
        after="if the list has an even length, return fast",
    )
    assert "return fast" in normalised(text, MIDDLE).python.replace("(", "").replace(")", "")


# --- a consequence in a bracket after a step ---------------------------------------------------------


@pytest.mark.parametrize(
    "why",
    [" (so fast goes twice as quick)", " (so fast runs at double speed)", " (so fast is always ahead)"],
)
def test_a_consequence_in_a_bracket_is_a_comment(why: str) -> None:
    text = WALKERS.format(first="slow set to head and fast set to head", why=why, after="")
    assert middles(text) == [3, 3, 7]


def test_a_consequence_that_changes_a_name_is_left() -> None:
    text = WALKERS.format(
        first="slow set to head and fast set to head", why=" (so fast becomes fast.next)", after=""
    )
    assert 2 in unread_lines(text, MIDDLE)


# --- steps told in the present continuous -------------------------------------------------------------

CONTINUOUS = """
{first}
while fast is not nil and fast.next is not nil, {move}
{after}
return slow
"""


@pytest.mark.parametrize(
    ("first", "move", "after"),
    [
        (
            "Take two pointers, slow and fast, both are starting at head.",
            "we are moving slow by one step and fast by two steps.",
            "When fast is reaching the end, slow is standing on the middle itself.",
        ),
        (
            "use two pointers: slow and fast, both start at head",
            "I am moving slow one step and fast two steps",
            "once fast hits the end, slow is on the middle",
        ),
        (
            "slow is starting at head and fast is also starting at head",
            "slow is moving one step and fast is moving two steps",
            "",
        ),
    ],
)
def test_steps_in_the_present_continuous(first: str, move: str, after: str) -> None:
    assert middles(CONTINUOUS.format(first=first, move=move, after=after)) == [3, 3, 7]


def test_steps_in_the_present_continuous_keep_a_bug() -> None:
    # kept bug: fast moves one step, so slow ends where fast does, on the last node
    text = CONTINUOUS.format(
        first="slow and fast, both are starting at head",
        move="we are moving slow by one step and fast by one step",
        after="",
    )
    assert 3 not in middles(text)[:1]


def test_a_state_or_a_future_in_the_continuous_is_left() -> None:
    # `is going to be` is a future and `is increasing` a state: neither becomes a step
    text = CONTINUOUS.format(
        first="slow is going to be head", move="move slow one step and fast two steps", after=""
    )
    assert 1 in unread_lines(text, MIDDLE)


# --- labels of worked examples, and what one small input gives -----------------------------------------


@pytest.mark.parametrize(
    "label",
    [
        "Test first: list 1->2->3, answer should be node 2.",
        "Example: 1->2->3->4 gives node 3",
        "Tests: [1,2,3] -> 2, [1,2] -> 2.",
        "test cases: one node -> that node",
    ],
)
def test_a_worked_example_above_the_steps_is_a_remark(label: str) -> None:
    text = f"{label}\nslow set to head and fast set to head\n" + CONTINUOUS.format(
        first="", move="move slow one step and fast two steps", after=""
    )
    assert middles(text) == [3, 3, 7]


def test_a_test_without_its_colon_is_no_label() -> None:
    # `test whether …` is a step's verb, not a label: the line is read or listed, never dropped
    text = "test whether fast is null.\n" + CONTINUOUS.format(
        first="slow set to head and fast set to head", move="move slow one step and fast two steps", after=""
    )
    assert 1 in unread_lines(text, MIDDLE)


@pytest.mark.parametrize(
    "case",
    [
        "(For 1 node, the loop never runs and head itself comes back, that is correct.)",
        "(with a single node the while does nothing, which is fine)",
        "(for an empty list nothing happens.)",
    ],
)
def test_what_one_small_input_gives_in_a_bracket(case: str) -> None:
    text = CONTINUOUS.format(
        first="slow set to head and fast set to head", move="move slow one step and fast two steps", after=""
    )
    assert middles(f"{text}\n{case}") == [3, 3, 7]


def test_a_small_case_that_gives_a_step_is_left() -> None:
    text = CONTINUOUS.format(
        first="slow set to head and fast set to head", move="move slow one step and fast two steps", after=""
    )
    lines = f"{text.strip()}\n(for one node, return head)"
    assert (
        len(lines.split("\n")) in unread_lines(lines, MIDDLE)
        or "return head" in normalised(lines, MIDDLE).python
    )


# --- a walk whose item is named after it: `go through nums one by one, each one I call x` -----------

REPEAT = sig("has_repeat", "bool", nums="List[int]")

NAMED_WALK = """
make an empty set called seen
{walk}
    if {item} is in seen, return true
    add {item} to seen
return false
"""


@pytest.mark.parametrize(
    ("walk", "item"),
    [
        ("then go through nums one by one, each one I call x", "x"),
        ("Walk over nums, calling each number cur:", "cur"),
        ("we iterate through nums in order, each item is called v.", "v"),
        ("loop over nums and name each one value", "value"),
    ],
)
def test_a_walk_whose_item_is_named_after_it(walk: str, item: str) -> None:
    text = NAMED_WALK.format(walk=walk, item=item)
    assert [run_normalised(text, REPEAT, xs) for xs in ([1, 2, 1], [4, 5, 6], [])] == [True, False, False]


def test_a_walk_whose_item_is_named_after_it_keeps_a_bug() -> None:
    # kept bug: the number is added before the test, so every number is "seen"
    text = """
    make an empty set called seen
    go through nums one by one, each one I call x
        add x to seen
        if x is in seen, return true
    return false
    """
    assert run_normalised(text, REPEAT, [4, 5, 6]) is True


def test_a_walk_over_an_unnamed_collection_is_not_named() -> None:
    # `the list` does not say which list: the walk is not guessed
    text = NAMED_WALK.format(walk="go through the list one by one, each one I call x", item="x")
    assert 2 in unread_lines(text, TWO_LISTS)


TWO_LISTS = sig("shared", "bool", a="List[int]", b="List[int]")


# --- a thing made, then its name said as a noun; membership said with `inside` -----------------------

MADE_NAMED = """
{make}
for each x in nums
    if x is {inside} seen, return true
    add x to seen
return false
"""


@pytest.mark.parametrize(
    ("make", "inside"),
    [
        ("first I make one empty set, name is seen", "inside"),
        ("make an empty set, its name is seen", "already inside"),
        ("Then we create a new empty set, with the name seen.", "inside the"),
        ("make an empty set, name: seen", "in"),
    ],
)
def test_a_thing_made_then_named_and_inside(make: str, inside: str) -> None:
    text = MADE_NAMED.format(make=make, inside=inside)
    assert [run_normalised(text, REPEAT, xs) for xs in ([1, 2, 1], [4, 5, 6], [])] == [True, False, False]


def test_inside_a_name_that_holds_no_items_is_not_membership() -> None:
    text = MADE_NAMED.format(make="make an empty set called seen\nk is 0", inside="inside").replace(
        "inside seen", "inside k"
    )
    assert "in k" not in normalised(text, REPEAT).python


# --- `if not, …` after an `if`; `go to the next number` after a step ---------------------------------

IF_NOT = """
make an empty set called seen
for each x in nums
    if x is in seen, return true
    {otherwise}
return false
"""


@pytest.mark.parametrize(
    "otherwise",
    [
        "if not, add x to seen",
        "If not inside, put x into seen and go to next number",
        "if not: add x to seen and move on to the next one",
        "if not there, add x to seen and go to the next number.",
    ],
)
def test_if_not_after_an_if_is_otherwise(otherwise: str) -> None:
    text = IF_NOT.format(otherwise=otherwise)
    assert [run_normalised(text, REPEAT, xs) for xs in ([1, 2, 1], [4, 5, 6], [])] == [True, False, False]


def test_if_not_keeps_a_bug() -> None:
    # kept bug: "if not" returns false on the first new number
    text = IF_NOT.format(otherwise="if not, return false")
    assert run_normalised(text, REPEAT, [4, 4]) is False


def test_if_not_with_a_test_of_its_own_is_a_test() -> None:
    text = IF_NOT.format(otherwise="if not x in seen, add x to seen")
    assert "else" not in normalised(text, REPEAT).python


def test_if_not_with_no_if_above_is_left() -> None:
    text = "make an empty set called seen\nif not, return true\nreturn false"
    assert 2 in unread_lines(text, REPEAT)


# --- a loop typed flush (bullets at one level) closed by `when the loop is finished` -------------------

FLUSH = """
- make an empty set called seen
- go through nums one by one, each one I call x
- if x is in seen, return true
- otherwise add x to seen
- {closer}
"""


@pytest.mark.parametrize(
    "closer",
    [
        "when the loop is finished, return false",
        "when loop is finish and nothing was found, return FALSE (this also cover the empty list)",
        "After the loop, return false.",
        "once the loop ends, give back false",
    ],
)
def test_a_flush_loop_closed_by_saying_it_is_over(closer: str) -> None:
    text = FLUSH.format(closer=closer)
    assert [run_normalised(text, REPEAT, xs) for xs in ([1, 2, 1], [4, 5, 6], [])] == [True, False, False]


def test_a_flush_loop_closed_keeps_a_bug() -> None:
    # kept bug: the answer is true when nothing repeats
    text = FLUSH.format(closer="when the loop is finished, return true")
    assert run_normalised(text, REPEAT, [4, 5, 6]) is True


def test_a_flush_line_that_does_not_close_the_loop_stays_in_it() -> None:
    # `return false` with no word that the loop is over: where the loop ends is not said
    text = FLUSH.format(closer="return false")
    assert "        return False" not in normalised(text, REPEAT).python.split("\n")


def test_inside_a_grid_is_within_its_bounds_not_membership() -> None:
    grid_sig = sig("count_ones", "int", grid="List[List[str]]")
    text = """
    total is 0
    for each row r and column c of grid
        if (r, c) is inside grid, add 1 to total
    return total
    """
    assert " in grid" not in normalised(text, grid_sig).python


def test_a_closer_under_two_flush_loops_moves_nothing() -> None:
    # typed flush, the second loop is read inside the first: which one is over is not said
    text = """
    - total is 0
    - go through nums one by one, each one I call x
    - go through nums one by one, each one I call y
    - add x * y to total
    - when the loop is finished, return total
    """
    assert "        return total" not in normalised(text, SUM_UP).python.split("\\n")
