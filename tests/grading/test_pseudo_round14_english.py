"""Round-14 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines

COUNT = sig("count_nodes", "int", head="Optional[ListNode]")
LAST = sig("last_value", "int", head="Optional[ListNode]")
MIDDLE = sig("middle_value", "int", head="Optional[ListNode]")
LISTS = ([], [3], [3, 8], [3, 8, 1, 6, 2])
SOME = ([3], [3, 8], [3, 8, 1], [3, 8, 1, 6, 2, 7])


def counts(text: str) -> list[object]:
    return [run_normalised(text, COUNT, linked(*vals), classes=(ListNode,)) for vals in LISTS]


# --- names set with an arrow, joined by `and`, after an order word; where they stand said after -------

JOINED = """
{first}
While cur is not null, k := k + 1 and cur := cur.next.
Return k.
"""


@pytest.mark.parametrize(
    "first",
    [
        "First k := 0 and cur := head.",
        "Then k ← 0 and cur ← head",
        "Then, k := 0, cur := head.",
        "First k := 0 and cur := head, the two start at the front of the list.",
        "First k := 0 and cur := head, both of them begin at the start.",
        "k := 0 and cur := head, they both are at the beginning",
    ],
)
def test_names_set_with_an_arrow_and_joined_by_and(first: str) -> None:
    text = JOINED.format(first=first)
    assert not unread_lines(text, COUNT)
    assert counts(text) == [len(vals) for vals in LISTS]


def test_names_joined_by_and_keep_a_bug() -> None:
    # kept bug: the count starts at 1, so every list is counted one too many
    text = JOINED.format(first="First k := 1 and cur := head, the two start at the front.")
    assert counts(text) == [len(vals) + 1 for vals in LISTS]


@pytest.mark.parametrize(
    "first",
    [
        # a number where they stand: another value than the step's, perhaps
        "First k := 0 and cur := head, both start at 1.",
        # one of the names: which one stands where?
        "First k := 0 and cur := head, they start at cur.",
    ],
)
def test_where_they_stand_naming_a_value_is_not_dropped(first: str) -> None:
    assert 1 in unread_lines(JOINED.format(first=first), COUNT)


def test_equals_joined_by_and_is_not_split_in_a_step() -> None:
    # with `=` the `and` could join two tests (`= true` compares in this style): no two steps are made
    text = "Then ok = k = 0 and cur = head\nreturn 0"
    assert "cur = head" not in [line.strip() for line in normalised(text, COUNT).python.splitlines()]


# --- a step said in words, then as code in a bracket ----------------------------------------------------

TWICE = """
cur := head
{walk}
return cur.val
"""


@pytest.mark.parametrize(
    "walk",
    [
        "while cur.next is not null, we move cur one node (cur := cur.next)",
        "while cur.next is not null, move cur forward one step (cur ← cur.next).",
        "while cur.next is not null:\n    move cur one node (cur = cur.next)",
        "while cur.next is not null:\n    advance cur (cur := cur.next)",
    ],
)
def test_a_step_said_in_words_and_then_as_code_runs_once(walk: str) -> None:
    text = TWICE.format(walk=walk)
    assert not unread_lines(text, LAST)
    assert [run_normalised(text, LAST, linked(*vals), classes=(ListNode,)) for vals in SOME] == [
        vals[-1] for vals in SOME
    ]


def test_two_steps_said_twice_on_one_line() -> None:
    walk = "we move slow one node (slow := slow.next) and fast two nodes (fast := fast.next.next)"
    loop = "while fast is not null and fast.next is not null"
    text = f"slow := head\nfast := head\n{loop}, {walk}\nreturn slow.val"
    got = [run_normalised(text, MIDDLE, linked(*vals), classes=(ListNode,)) for vals in SOME]
    assert got == [vals[len(vals) // 2] for vals in SOME]


def test_a_step_said_twice_keeps_a_bug() -> None:
    # kept bug: the walk stops one node early (the test looks two ahead), said the same both ways
    text = TWICE.format(walk="while cur.next.next is not null, move cur one node (cur := cur.next)")
    got = [run_normalised(text, LAST, linked(*vals), classes=(ListNode,)) for vals in SOME[1:]]
    assert got == [vals[-2] for vals in SOME[1:]]


def test_words_and_code_that_disagree_are_not_chosen_between() -> None:
    # one node in words, two in the code: which did the learner mean? The line is listed
    text = TWICE.format(walk="while cur.next is not null, move cur one node (cur := cur.next.next)")
    assert 2 in unread_lines(text, LAST)


# --- after the loop: the walking name arrived at the end, and where the others stand ------------------

AFTER = """
slow := head and fast := head
while fast is not null and fast.next is not null, slow := slow.next and fast := fast.next.next
{after}
return slow.val
"""


@pytest.mark.parametrize(
    "after",
    [
        "When fast arrives at the end, slow is in the middle of the list.",
        "once fast arrive to the end slow is in the middle",
        "When fast arrives to the end, slow is on the middle node, and if there are two middles slow stays on"
        " the second one.",
        "After fast arrives at the end, slow remains at the second middle",
    ],
)
def test_where_the_pointers_stand_when_one_arrives_at_the_end(after: str) -> None:
    text = AFTER.format(after=after)
    assert not unread_lines(text, MIDDLE)
    got = [run_normalised(text, MIDDLE, linked(*vals), classes=(ListNode,)) for vals in SOME]
    assert got == [vals[len(vals) // 2] for vals in SOME]


def test_a_remark_after_the_loop_keeps_a_bug() -> None:
    # kept bug: fast looks two ahead, so slow stops on the first of two middles
    text = AFTER.format(after="When fast arrives at the end, slow is in the middle.").replace(
        "fast is not null and fast.next is not null,", "fast.next is not null and fast.next.next is not null,"
    )
    got = [run_normalised(text, MIDDLE, linked(*vals), classes=(ListNode,)) for vals in SOME]
    assert got == [vals[(len(vals) - 1) // 2] for vals in SOME]


def test_a_place_under_another_test_is_left() -> None:
    # `if the list is long` is a test of the learner's, no fact of the input's: not a place
    text = AFTER.format(
        after="When fast arrives at the end, if the list is long slow stays on the second one."
    )
    assert 3 in unread_lines(text, MIDDLE)
