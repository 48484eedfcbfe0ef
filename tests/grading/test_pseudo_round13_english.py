"""Round-13 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import TreeNode, run_normalised, sig, unread_lines

TWICE = sig("has_twice", "bool", vals="List[int]")
CASES = ([], [4], [4, 5, 6], [4, 5, 4], [7, 7])
WANT = [False, False, False, True, True]


def answers(text: str) -> list[object]:
    return [run_normalised(text, TWICE, list(vals)) for vals in CASES]


# --- the loop's end said with `cycle`, or by the loop reaching the end ---------------------------------

ENDS = """
let met be an empty set
for each v in vals:
    if v is in met, return true
    add v to met
{end}
"""


@pytest.mark.parametrize(
    "end",
    [
        "When the cycle is over, return false.",
        "once the cycle ends return false",
        "After the cycle has finished, give back false",
        "If the loop reaches the end of vals, return false.",
        "When the Loop gets to the end without a match, return false",
        "if I arrive at the end of the list with no repeat, I give back false.",
        "If we arrive to the end of vals without finding one, we return false",
    ],
)
def test_the_loop_end_said_another_way(end: str) -> None:
    assert answers(ENDS.format(end=end)) == WANT


def test_the_loop_end_said_another_way_keeps_a_bug() -> None:
    # kept bug: true comes back when no value repeats, false when one does
    text = ENDS.format(end="When the cycle is over, return true.").replace("return true\n", "return false\n")
    assert answers(text) == [not w for w in WANT]


def test_a_graph_cycle_is_not_the_loop() -> None:
    # `if the cycle is found` tests a cycle of the learner's; it says nothing of the loop's end
    text = ENDS.format(end="if the cycle is found, return false")
    assert 5 in unread_lines(text, TWICE)


# --- a remark on what the empty input gives, after the last step ---------------------------------------

REMARK = """
let met be an empty set
for each v in vals:
    if v is in met, return true
    add v to met
{last}
"""


@pytest.mark.parametrize(
    "last",
    [
        "return false (an empty vals lands here as well, which is right)",
        "Return false. (For an empty list the loop never starts, so false is correct.)",
        "return false. This also works with an empty list because nothing repeats.",
        "give back false\nIf vals is empty the loop never runs and the answer is false, which is correct.",
        "return false\n(An EMPTY input also gives false, that's right.)",
    ],
)
def test_a_remark_on_the_empty_input_after_the_last_step(last: str) -> None:
    text = REMARK.format(last=last)
    assert not unread_lines(text, TWICE)
    assert answers(text) == WANT


def test_a_remark_on_the_empty_input_keeps_a_bug() -> None:
    # kept bug: every value is added before the test, so every value is "seen"
    text = REMARK.format(last="return false (an empty vals lands here too, which is right)")
    text = text.replace(
        "    if v is in met, return true\n    add v to met\n",
        "    add v to met\n    if v is in met, return true\n",
    )
    assert answers(text) == [False, True, True, True, True]


def test_a_remark_that_holds_a_step_is_not_dropped() -> None:
    # `so return true` is a step: the words are no remark, and the line stays listed, never dropped
    text = REMARK.format(last="return false. This also works for an empty list, so return true.")
    assert 5 in unread_lines(text, TWICE)


def test_a_remark_before_another_step_is_left() -> None:
    # only after the answer's last step: here a step follows, so the words are not taken for a remark
    text = REMARK.format(last="return false. This also works for an empty list, which is right.\nreturn true")
    assert 5 in unread_lines(text, TWICE)


# --- a walk said as looking at the items ------------------------------------------------------------------

LOOK = """
let met be an empty set
{walk}
    if the {item} is in met, return true
    add the {item} to met
return false
"""


@pytest.mark.parametrize(
    ("walk", "item"),
    [
        ("look at each value in vals:", "value"),
        ("Look at every number of vals:", "number"),
        ("then look at the values in vals one by one", "value"),
        ("I go on every number in vals, one at a time:", "number"),
        ("look at all the numbers in vals one at a time.", "number"),
        ("Go through the integers of vals one by one:", "number"),
    ],
)
def test_a_walk_said_as_looking_at_the_items(walk: str, item: str) -> None:
    text = LOOK.format(walk=walk, item=item)
    assert not unread_lines(text, TWICE)
    assert answers(text) == WANT


def test_looking_at_the_items_in_a_paragraph() -> None:
    text = (
        "let met be an empty set\n"
        "Now look at the numbers in vals one at a time. If the number is in met, return true. "
        "Otherwise add the number to met.\n"
        "When the loop ends, return false."
    )
    assert answers(text) == WANT


def test_looking_at_the_items_keeps_a_bug() -> None:
    # kept bug: the value is added before the test, so every list says true
    text = LOOK.format(walk="look at each value in vals:", item="value").replace(
        "    if the value is in met, return true\n    add the value to met\n",
        "    add the value to met\n    if the value is in met, return true\n",
    )
    assert answers(text) == [False, True, True, True, True]


@pytest.mark.parametrize(
    "walk",
    [
        "look at the values in vals:",  # the plural with no `one at a time`: a glance, not a walk
        "look at the last value in vals:",  # one item, not each
    ],
)
def test_looking_at_without_a_walk_is_not_a_loop(walk: str) -> None:
    text = LOOK.format(walk=walk, item="value")
    assert 2 in unread_lines(text, TWICE)


# --- the front said after the noun: `take the node at the front of the queue out` ------------------------

SUM_TREE = sig("total", "int", root="Optional[TreeNode]")
TAKE = """
if root is none, return 0
make a queue holding just the root
sum is 0
while the queue is not empty:
    {take}
    add its val to sum
    if it has a left child, put the left child at the back of the queue
    if it has a right child, put the right child at the back of the queue
return sum
"""


def tree_totals(text: str) -> list[object]:
    trees = [None, TreeNode(4), TreeNode(1, TreeNode(2, TreeNode(4)), TreeNode(3, None, TreeNode(5)))]
    return [run_normalised(text, SUM_TREE, t, classes=(TreeNode,)) for t in trees]


@pytest.mark.parametrize(
    "take",
    [
        "take the node at the front of the queue out",
        "Take the node at the front of the queue off.",
        "remove the node from the front of the queue",
        "take node out from the start of the queue",
        "take out the first node in the queue",
        "Pull out the next node of the queue.",
    ],
)
def test_the_front_said_after_the_noun(take: str) -> None:
    text = TAKE.format(take=take)
    assert not unread_lines(text, SUM_TREE)
    assert tree_totals(text) == [0, 4, 15]


def test_the_front_said_after_the_noun_keeps_a_bug() -> None:
    # kept bug: the right child is never queued, so a right branch is never summed
    text = TAKE.format(take="take the node at the front of the queue out").replace(
        "    if it has a right child, put the right child at the back of the queue\n", ""
    )
    assert tree_totals(text) == [0, 4, 7]


@pytest.mark.parametrize(
    "take",
    [
        "take the node at the top of the queue out",  # a queue's top: which end is not guessed
        "take out the node at the front",  # which queue is not said
        # the same top said before the noun (stop 29: read as the last, `queue.pop()`, a silent change
        # of a breadth-first walk into another order)
        "take the top node out of the queue",
        "pop the top node off the queue",
        "Take the top node out of the queue as cur.",
    ],
)
def test_a_take_whose_end_or_container_is_unclear_is_refused(take: str) -> None:
    assert 5 in unread_lines(TAKE.format(take=take), SUM_TREE)


def test_a_stacks_top_is_still_its_last() -> None:
    """`take the top item off the stack`: a stack's top is its last, a queue's top is not said."""
    text = TAKE.format(take="take the top node off the stack").replace("a queue", "a stack")
    text = text.replace("the queue", "the stack").replace("back of the stack", "top of the stack")
    assert not unread_lines(text, SUM_TREE)
    assert tree_totals(text) == [0, 4, 15]


# --- the child a test names, said again as `that` / `it`: `if cur has a left child, put that …` ----------

CHILD = """
if root is none, return 0
make a queue holding just the root
sum is 0
while the queue is not empty:
    {take}
    add {who}.val to sum
    if {who} has a left child, {left}
    if {who} has a right child, {right}
return sum
"""


@pytest.mark.parametrize(
    ("take", "who", "left", "right"),
    [
        (
            "take the first node out of the queue as cur",
            "cur",
            "put that at the back of the queue",
            "put that one at the back of the queue",
        ),
        (
            "take the first node out of the queue as cur",
            "cur",
            "Add that to the queue.",
            "push that child onto the queue",
        ),
        (
            "take the node at the front of the queue out",
            "it",
            "put that at the back of the queue",
            "Put it at the back of the queue.",
        ),
    ],
)
def test_the_child_a_test_names_said_again(take: str, who: str, left: str, right: str) -> None:
    text = CHILD.format(take=take, who=who, left=left, right=right).replace("add it.val", "add its val")
    assert not unread_lines(text, SUM_TREE)
    assert tree_totals(text) == [0, 4, 15]


def test_the_child_said_again_keeps_a_bug() -> None:
    # kept bug: the left child is queued for both tests, so right branches are lost and left ones doubled
    text = CHILD.format(
        take="take the first node out of the queue as cur",
        who="cur",
        left="put that at the back of the queue",
        right="put cur.left at the back of the queue",
    )
    assert tree_totals(text)[2] != 15


def test_it_and_that_after_a_child_test_of_the_taken_thing_are_refused() -> None:
    # `put it in the queue and add that to sum`: which is the child and which the node is not said
    text = CHILD.format(
        take="take the node at the front of the queue out",
        who="it",
        left="put it in the queue and add that to sum",
        right="put it at the back of the queue",
    ).replace("add it.val", "add its val")
    assert unread_lines(text, SUM_TREE) & {5, 6, 7}
