"""Lines that were run as something other than what the learner wrote, without being listed, EXECUTED.

Each is read right now, or listed as not understood (docs/pseudocode.md: "Conventions read since
round 14 was opened: English" and "Mixed (what phones add)"): a step said in words and as code in a
bracket that disagree, a typed `←` before words, and assignments joined by `and` that may be a test.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, Sig, linked, normalised, run_normalised, sig, unread_lines

COUNT = sig("count_nodes", "int", head="Optional[ListNode]")
LAST = sig("last_value", "int", head="Optional[ListNode]")
SAME = sig("same_start", "bool", a="List[int]", b="List[int]", x="int")
LISTS: tuple[list[int], ...] = ([], [3], [3, 8], [3, 8, 1, 6, 2])


def _python_lines(text: str, signature: Sig) -> list[str]:
    return [line.strip() for line in normalised(text, signature).python.splitlines()]


# --- a step said in words, then as code in a bracket: words and code that disagree ----------------------

WALK = """
cur := head
while cur.next is not null:
    {step}
return cur.val
"""


@pytest.mark.parametrize(
    "step",
    [
        # one node in words, two in the code, with each assignment sign
        "move cur one node (cur = cur.next.next)",
        "move cur one node (cur := cur.next.next)",
        "move cur one node (cur ← cur.next.next)",
        # a bracket after a number was read as a call of the number
        "increase cur by 2 (cur = cur.next)",
    ],
)
def test_words_and_code_in_a_bracket_that_disagree_are_listed(step: str) -> None:
    text = WALK.format(step=step)
    assert 3 in unread_lines(text, LAST)
    assert "cur = cur.next.next" not in _python_lines(text, LAST)


def test_words_and_code_in_a_bracket_that_disagree_on_a_loop_line_are_listed() -> None:
    text = "cur := head\nwhile cur.next is not null, move cur one node (cur = cur.next.next)\nreturn cur.val"
    assert 2 in unread_lines(text, LAST)


INCREMENTS = """
k := {start}
cur := head
while cur is not null:
    increment k (k {sign} k + 1)
    cur := cur.next
return k
"""


def test_words_and_code_that_disagree_are_never_left_as_a_call() -> None:
    # `return k (k = k + 1)` kept as written would be Python: a call of k with a keyword
    text = "k := 0\nreturn k (k = k + 1)"
    assert 2 in unread_lines(text, COUNT)


@pytest.mark.parametrize("sign", ["=", ":=", "←"])
def test_an_increment_said_twice_runs_once(sign: str) -> None:
    # `increment k` is `k += 1`, the bracket `k = k + 1`: one step, said two ways
    text = INCREMENTS.format(start=0, sign=sign)
    assert not unread_lines(text, COUNT)
    got = [run_normalised(text, COUNT, linked(*vals), classes=(ListNode,)) for vals in LISTS]
    assert got == [len(vals) for vals in LISTS]


def test_an_increment_said_twice_keeps_a_bug() -> None:
    # kept bug: the count starts at 1, said the same both ways
    text = INCREMENTS.format(start=1, sign="=")
    got = [run_normalised(text, COUNT, linked(*vals), classes=(ListNode,)) for vals in LISTS]
    assert got == [len(vals) + 1 for vals in LISTS]


# --- a typed `←` before words reads as `:=` does --------------------------------------------------------

COUNTED = """
{first}
while cur is not null, k ← k + 1 and cur ← cur.next
return k
"""


@pytest.mark.parametrize(
    "first",
    [
        "First, k ← 0 and cur ← head, both start at the front",
        "k ← 0 and cur ← head, the two begin at the start of the list",
        "First, k := 0 and cur := head, both start at the front",
    ],
)
def test_a_typed_arrow_before_words_is_an_assignment(first: str) -> None:
    text = COUNTED.format(first=first)
    assert not unread_lines(text, COUNT)
    assert "cur = head" in _python_lines(text, COUNT) or any(
        line.startswith("cur = head  #") for line in _python_lines(text, COUNT)
    )
    got = [run_normalised(text, COUNT, linked(*vals), classes=(ListNode,)) for vals in LISTS]
    assert got == [len(vals) for vals in LISTS]


def test_a_typed_arrow_before_words_keeps_a_bug() -> None:
    # kept bug: the count starts at 1
    text = COUNTED.format(first="First, k ← 1 and cur ← head, both start at the front")
    got = [run_normalised(text, COUNT, linked(*vals), classes=(ListNode,)) for vals in LISTS]
    assert got == [len(vals) + 1 for vals in LISTS]


def test_a_note_pointed_with_an_arrow_after_a_wide_gap_stays_a_note() -> None:
    text = "k ← 0\n" + COUNTED.format(first="cur ← head   ← start at the front")
    assert not unread_lines(text, COUNT)
    assert "cur = head  # start at the front" in _python_lines(text, COUNT)


# --- assignments joined by `and` that may be one test ----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # an arrow assigns, so `=` compares: `ok` is one test of two comparisons
        "ok ← a[0] = x and b[0] = x",
        "ok := a[0] = x and b[0] = x",
        # a second `=` in a part compares or chains: which one?
        "ok = a[0] = x and b[0] = x",
    ],
)
def test_a_test_joined_by_and_is_never_split_into_an_assignment(line: str) -> None:
    text = f"{line}\nreturn ok"
    lines = _python_lines(text, SAME)
    assert "b[0] = x" not in lines
    assert "ok = a[0] = x" not in lines  # neither a chained assignment
    assert 1 in unread_lines(text, SAME)


def test_a_name_set_to_itself_and_a_test_is_not_split() -> None:
    # `found = found and a[i] = b[i]`: no one sets found to itself as a step; a[i] is never written
    text = "found = true\nfor i = 0 to len(a) - 1\n    found = found and a[i] = b[i]\nreturn found"
    lines = _python_lines(text, SAME)
    assert "found = found" not in lines
    assert not any(line.startswith("a[") for line in lines)


@pytest.mark.parametrize("line", ["ok = 0 and k = 1", "ok ← 0 and k ← 1", "ok := 0 and k := 1"])
def test_assignments_joined_by_and_with_one_sign_each_are_still_split(line: str) -> None:
    text = f"{line}\nreturn ok"
    lines = _python_lines(text, SAME)
    assert "ok = 0" in lines
    assert "k = 1" in lines
