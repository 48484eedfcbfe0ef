"""Round-15 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from assay.grading._pseudocode._tabs import ambiguous_tab_line
from tests.grading.support import (
    ListNode,
    TreeNode,
    linked,
    normalised,
    run_normalised,
    sig,
    unread_lines,
    values,
)

REPEATS = sig("has_repeat", "bool", nums="List[int]")
TOTAL = sig("total", "int", nums="List[int]")
SAME_LETTERS = sig("same_letters", "bool", s="str", t="str")
COUNT = sig("count_nodes", "int", head="Optional[ListNode]")
MERGE = sig("merge", "Optional[ListNode]", list1="Optional[ListNode]", list2="Optional[ListNode]")
REVERSE = sig("reverse", "Optional[ListNode]", head="Optional[ListNode]")
LEVELS = sig("levels", "List[List[int]]", root="Optional[TreeNode]")
DEPTH = sig("depth", "int", root="Optional[TreeNode]")
NUMBERS = ([], [4], [4, 9], [4, 9, 4], [1, 2, 3, 1], [7, 7])
TREES = [None, TreeNode(4), TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3, None, TreeNode(5)))]
LEVELS_OF = [[], [[4]], [[1], [2, 3], [4, 5]]]


def repeats(text: str) -> list[object]:
    return [run_normalised(text, REPEATS, list(nums)) for nums in NUMBERS]


def levels(text: str) -> list[object]:
    return [run_normalised(text, LEVELS, tree, classes=(TreeNode,)) for tree in TREES]


def depths(text: str) -> list[object]:
    return [run_normalised(text, DEPTH, tree, classes=(TreeNode,)) for tree in TREES]


# --- a loop said to be made, and the step after it -------------------------------------------------------

MADE_LOOP = """
Make an empty set called seenBefore.
{loop}
    If seenBefore already contains value, we found a second one, so return true.
    Otherwise, add value to seenBefore.
{after}
"""


@pytest.mark.parametrize(
    ("loop", "after"),
    [
        (
            "Create a loop to iterate over every number of the input array, nums. This is our value.",
            "If the loop completes without finding a repeat, return false.",
        ),
        ("Make a loop that goes over each element in nums, calling each one value.", "Return false."),
        ("Write a for loop over every item of the given list nums. This is our value.", "return false"),
    ],
)
def test_a_loop_said_to_be_made(loop: str, after: str) -> None:
    text = MADE_LOOP.format(loop=loop, after=after)
    assert repeats(text) == [len(set(nums)) < len(nums) for nums in NUMBERS]


def test_a_loop_said_to_be_made_keeps_a_bug() -> None:
    # kept bug: true and false swapped at the end, so a list with no repeat says it has one
    text = MADE_LOOP.format(
        loop="Create a loop to iterate over every number of nums. This is our value.",
        after="When the loop completes, return true.",
    )
    assert repeats(text) == [True, True, True, True, True, True]


WHILE_LOOP = """
Set count to 0 and set cur to the head of the list.
Create a loop that runs while cur is not null.
    Add 1 to count.
    Move cur forward to its next node.
When the loop completes, cur has run off the end, so return count.
"""


def test_a_while_loop_said_to_be_made() -> None:
    lists = ([], [3], [3, 8, 1])
    assert [run_normalised(WHILE_LOOP, COUNT, linked(*v), classes=(ListNode,)) for v in lists] == [0, 1, 3]


def test_a_loop_made_to_do_something_unsaid_is_not_a_header() -> None:
    text = "set count to 0\ncreate a loop that does the counting\n    add 1 to count\nreturn count"
    assert 2 in unread_lines(text, COUNT)


# --- an input named by what it is; a node's value and link said in words -------------------------------

SAME = """
If the length of the input string s is not equal to the length of the given string t, return false.
Create an empty object called counts.
Create a loop to iterate over every character of s. This is our ch.
    If ch is not yet a key in counts, set counts[ch] to 0.
    Increment counts[ch] by 1.
Create a second loop to iterate over every character of t. This is also our ch.
    If ch is not a key in counts, or counts[ch] is already 0, return false.
    Decrement counts[ch] by 1.
If the second loop completes, nothing is left over, so return true.
"""
PAIRS = [("ab", "ba"), ("ab", "abc"), ("aab", "abb"), ("", ""), ("listen", "silent")]


def test_inputs_named_by_their_noun_and_a_test_that_goes_on_after_a_comma() -> None:
    got = [run_normalised(SAME, SAME_LETTERS, s, t) for s, t in PAIRS]
    assert got == [sorted(s) == sorted(t) for s, t in PAIRS]


def test_an_input_noun_before_a_name_of_the_learner_is_left() -> None:
    # `result` is no input: "the input array, result" is not read as the name
    text = "set total to 0\nfor each x in the input array, result\n    add x to total\nreturn total"
    assert normalised(text, TOTAL).unrecognised


def test_a_comma_before_or_with_no_step_after_another_comma_is_not_joined() -> None:
    text = "set total to 0\nfor each x in nums\n    if x is 0, or return total\nreturn total"
    assert 3 in unread_lines(text, TOTAL)


MERGED = """
Create a dummy node called front. Set tail to front.
Create a loop that runs while both list1 and list2 are not null.
    If the value of list1 is less than or equal to the value of list2:
        Set the next node of tail to list1.
        Move list1 forward to its next node.
    Otherwise:
        Set the next node of tail to list2.
        Move list2 forward to its next node.
    Move tail forward to its next node.
When the loop completes, only one of the lists can still have nodes left.
If list1 is not null, set the next node of tail to list1. Otherwise, set the next node of tail to list2.
Return the node after front.
"""


def test_a_nodes_value_and_link_said_in_words() -> None:
    for a, b in (([], []), ([1, 4], [2, 3, 9]), ([5], [])):
        got = run_normalised(MERGED, MERGE, linked(*a), linked(*b), classes=(ListNode,))
        assert values(got) == sorted(a + b)


def test_the_value_of_a_number_is_not_a_field() -> None:
    text = (
        "set best to 0\nfor each x in nums\n    if the value of best is below x, set best to x\nreturn best"
    )
    assert ".val" not in normalised(text, TOTAL).python


TURNED = """
Set previous to null and set current to the head of the list.
Create a loop that runs while current is not null.
    Set following to the node after current.
    Point the next of current back at previous.
    Set previous to current.
    Set current to following.
When the loop completes, return {back}.
"""


def test_a_link_pointed_back_in_words() -> None:
    got = run_normalised(TURNED.format(back="previous"), REVERSE, linked(1, 2, 3), classes=(ListNode,))
    assert values(got) == [3, 2, 1]


def test_a_link_pointed_back_keeps_a_bug() -> None:
    # kept bug: the walking name is given back, which is null once the loop is over
    assert (
        run_normalised(TURNED.format(back="current"), REVERSE, linked(1, 2, 3), classes=(ListNode,)) is None
    )


# --- a draft above the final algorithm --------------------------------------------------------------------

DRAFT = """
First Attempt:
Add up the numbers.
That misses where the total starts. Here it is in full.
{final}
Set total to 0.
Create a loop to iterate over every number of nums. This is our x.
    Add x to total.
Return total.
"""


@pytest.mark.parametrize("final", ["Final Algorithm:", "Revised version:", "Final steps"])
def test_a_draft_above_the_final_algorithm_is_a_comment(final: str) -> None:
    text = DRAFT.format(final=final)
    assert [run_normalised(text, TOTAL, list(nums)) for nums in NUMBERS] == [sum(nums) for nums in NUMBERS]


def test_a_draft_with_no_final_heading_is_read_as_written() -> None:
    text = DRAFT.format(final="Then:")
    assert {2, 3} <= unread_lines(text, TOTAL)


# --- a test closed on its line settles how wide a tab is ---------------------------------------------------

TABBED = (
    "set seen to an empty set\n"
    "for each x in nums\n"
    "    if x is in seen then return true\n"
    "\tadd x to seen\n"
    "return false"
)


def test_a_closed_if_then_settles_the_tab_width() -> None:
    # a tab of 8 would put `add x to seen` under a test whose one step is said on its line
    assert ambiguous_tab_line(TABBED) is None
    assert repeats(TABBED) == [len(set(nums)) < len(nums) for nums in NUMBERS]


def test_an_open_if_leaves_the_tab_width_unknown() -> None:
    # `if x is in seen then` opens a block: under it or after it depends on how wide the tab is
    text = TABBED.replace("then return true", "then")
    assert ambiguous_tab_line(text) == 4


# --- a plan said aloud above the steps ---------------------------------------------------------------------

SPOKEN = """
{plan}

make an empty set called seen
for each x in nums
    if x is in seen then return true
    add x to seen
return false
"""


@pytest.mark.parametrize(
    "plan",
    [
        "ok so we walk the list once and we add every number to a set, a repeat is one we saw before",
        "Okay so the trick is that a repeat shows up in the set before we add it, like a guest list",
    ],
)
def test_a_plan_said_aloud_is_a_comment(plan: str) -> None:
    text = SPOKEN.format(plan=plan)
    assert repeats(text) == [len(set(nums)) < len(nums) for nums in NUMBERS]


def test_a_plan_that_names_a_step_the_steps_never_take_stays() -> None:
    # `sort` is said above and never below: the plan may be that step
    text = SPOKEN.format(
        plan="ok so we sort the numbers first and then we look for a repeat with a set of seen ones"
    )
    assert 1 in unread_lines(text, REPEATS)


# --- a level at a time: the queue, the count, the children -------------------------------------------------

LEVEL_WALK = """
if the root is nothing then give back an empty list and we are done
answer is an empty list
make a queue and put the root in it
while the queue is not empty
    count how many nodes are in the queue at this moment, call it n, these are the nodes of one level
    make an empty list called row
    repeat n times
        take the node at the front out of the queue
        put its value at the end of row
        {children}
    add row to answer
return answer
"""


@pytest.mark.parametrize(
    "children",
    [
        "put its left child and its right child at the back of the queue, if they exist",
        "add the node's left and right children to the queue (if they exist)",
        "queue up its left child and its right child, only the ones that exist",
    ],
)
def test_a_level_at_a_time(children: str) -> None:
    assert levels(LEVEL_WALK.format(children=children)) == LEVEL_ORDER


LEVEL_ORDER = LEVELS_OF


def test_children_put_with_no_test_go_in_as_said() -> None:
    # without `if they exist` an empty child goes in too, as written: the learner's crash is kept
    # (it was `queue.append(node.left and node.right)`, one child of the two)
    text = LEVEL_WALK.format(children="put its left child and its right child at the back of the queue")
    python = normalised(text, LEVELS).python
    assert "queue.append(node.left)" in python and "queue.append(node.right)" in python
    with pytest.raises(AttributeError):
        levels(text)


@pytest.mark.parametrize(
    "children",
    [
        "if it has a left child put the left child at the back of the queue\n"
        "        if it has a right child put the right child at the back of the queue too",
        "if it has a left child then add the left child to the queue\n"
        "        if it has a right child then add the right child to the queue as well",
    ],
)
def test_a_step_done_again_too(children: str) -> None:
    assert levels(LEVEL_WALK.format(children=children)) == LEVEL_ORDER


def test_put_in_it_with_nothing_made_is_not_a_name() -> None:
    # "it" is no name: `it = root` read a container into a variable the answer never has
    text = "set depth to 0\nput the root in it\nreturn depth"
    assert "it = root" not in normalised(text, DEPTH).python
    assert 2 in unread_lines(text, DEPTH)


def test_the_answer_as_the_result_of_a_test_is_still_given_back() -> None:
    text = "if the root is nothing, the answer is an empty list\nanswer is an empty list\nreturn answer"
    assert normalised(text, LEVELS).python.count("return []") == 1


DEPTH_WALK = """
If the root is empty, return 0.
Put the root in the queue, and set depth to 0.
While the queue is not empty:
    Add 1 to depth.
    Count how many nodes are in the queue right now and call it width.
    Repeat width times: take the node at the front out of the queue, and put its left child and its {right}
Return depth{extra}.
"""
RIGHT = "right child at the back of the queue, if they exist."


def test_a_counted_repeat_with_its_steps_after_the_colon() -> None:
    assert depths(DEPTH_WALK.format(extra="", right=RIGHT)) == [0, 1, 3]


def test_a_counted_repeat_keeps_a_bug() -> None:
    # kept bug: one level too many
    assert depths(DEPTH_WALK.format(extra=" plus 1", right=RIGHT)) == [0, 2, 4]


# --- the same step for the other side --------------------------------------------------------------------


@pytest.mark.parametrize(
    "children",
    [
        "if it has a left child, put that at the back of the queue\n        same for its right child",
        "if it has a left child then add the left child to the queue\n"
        "        do the same for the right child",
    ],
)
def test_the_same_for_the_other_side(children: str) -> None:
    assert levels(LEVEL_WALK.format(children=children)) == LEVEL_ORDER


def test_the_same_for_a_side_already_said_is_left() -> None:
    # the step above names both sides: what "the same" changes is not said
    children = (
        "if it has a left child and a right child, put both at the back of the queue\n"
        "        same for its right child"
    )
    assert 11 in unread_lines(LEVEL_WALK.format(children=children), LEVELS)
