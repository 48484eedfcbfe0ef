"""Round-19 conventions of the English style (docs/pseudocode.md, "Conventions read since round 19 was
opened: English"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words): the answer runs,
a buggy variant still fails the same way, and a look-alike that could be read two ways is refused
(listed as not understood) or left as it was.
"""

from __future__ import annotations

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

MIDDLE = sig("middle_of", "Optional[ListNode]", head="Optional[ListNode]")
CHAINS = ((1,), (1, 2), (1, 2, 3), (1, 2, 3, 4, 5, 6))


def middles(text: str) -> list[list[int]]:
    return [values(run_normalised(text, MIDDLE, linked(*c), classes=(ListNode,))) for c in CHAINS]


RIGHT = [[1], [2], [2, 3], [4, 5, 6]]

# --- where two pointers stand at the start; `too` closing the second joined test ----------------------

WALKERS = """
{start}
while fast is not null and fast.next is not null{too}, move slow one node and fast two nodes.
return slow.
"""


@pytest.mark.parametrize(
    ("start", "too"),
    [
        ("Have two pointers, slow and fast, both stand on head at start.", " too"),
        ("slow and fast both sit on head at first.", " as well"),
        ("fast and slow stand at head to begin with.", ""),
        ("Keep two markers: slow, fast, each sit on head initially.", " too"),
    ],
)
def test_pointers_standing_at_the_start_and_a_closing_too_run(start: str, too: str) -> None:
    assert middles(WALKERS.format(start=start, too=too)) == RIGHT


@pytest.mark.parametrize(
    ("start", "too"),
    [
        ("slow and fast both stand on head at start.", " too"),
        ("Use two pointers, slow and fast, both start at head.", ""),
    ],
)
def test_the_buggy_variant_still_fails(start: str, too: str) -> None:
    # the bug put in: the walk tests one node further on, so an even list gives the first middle
    text = WALKERS.format(start=start, too=too)
    text = text.replace("fast is not null and fast.next", "fast.next is not null and fast.next.next")
    assert middles(text) != RIGHT


@pytest.mark.parametrize(
    "start",
    [
        "slow and fast stand on head.",  # no time words: a remark on where they are, not a step
        "slow stands on head at start.",  # one name: nothing gathers them
    ],
)
def test_standing_without_a_start_is_left(start: str) -> None:
    assert 1 in unread_lines(WALKERS.format(start=start, too=""), MIDDLE)


def test_a_lone_too_is_left() -> None:
    # `too` with no `and` before it compares with something said elsewhere
    text = "slow and fast both start at head.\nif fast is null too, return slow.\nreturn fast."
    assert 2 in unread_lines(text, MIDDLE)


# --- advice that places its pointers is the step that sets them ----------------------------------------


@pytest.mark.parametrize(
    "start",
    [
        "Use two pointers, slow and fast, both stand on head at start.",
        "Use two pointers: slow and fast, both start at head.",
        "Using two pointers, fast and slow, both sit on head initially.",
    ],
)
def test_use_two_pointers_that_places_them_is_a_step(start: str) -> None:
    # read as an explanation (it opens as advice, `use …`), the pointers were never set
    assert middles(WALKERS.format(start=start, too="")) == RIGHT


@pytest.mark.parametrize(
    "start",
    [
        "Use two pointers, slow and fast.",  # names them, places nothing: advice
        "Use two pointers, slow and fast, because the list has no index.",
    ],
)
def test_use_two_pointers_without_a_place_sets_nothing(start: str) -> None:
    # dropped as advice or listed as not understood, as before: either way nothing is set from it
    n = normalised(WALKERS.format(start=start, too=""), MIDDLE)
    assert any("as an explanation" in note for note in n.notes) or 1 in {u.line for u in n.unrecognised}
    assert "slow = fast" not in n.python
