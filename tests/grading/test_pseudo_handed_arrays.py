"""An array handed to the learner's own procedure keeps its counting under the procedure's name
(docs/pseudocode.md, "Counting from 1"), EXECUTED: the caller's positions ``1`` and ``n`` are the
helper's, whatever it calls the array. Phrasings of our own, with a buggy variant that still fails
and look-alikes that count from 0 and stay as written.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig

ROTATE = sig("rotate", "None", nums="List[int]", k="int")


def _rotate(outer: str, inner: str, first: str = "1", swap: str = "exchange {a}[i] with {a}[j]") -> str:
    return f"""
        ROTATE({outer}, k)
           n ← {outer}.length
           k ← k mod n
           REVERSE({outer}, {first}, n)
           REVERSE({outer}, {first}, k)
           REVERSE({outer}, k + 1, n)

        REVERSE({inner}, i, j)
           while i < j
               {swap.format(a=inner)}
               i ← i + 1
               j ← j − 1
    """


def _rotated(text: str, nums: list[int], k: int) -> list[int]:
    run_normalised(text, ROTATE, nums, k)
    return nums


@pytest.mark.parametrize(
    ("outer", "inner"),
    [("A", "B"), ("numbers_to_turn", "A"), ("xs", "part"), ("A", "A")],
    ids=["helper-B", "caller-renamed", "both-renamed", "same-name"],
)
def test_a_helper_handed_positions_from_1_counts_from_1(outer: str, inner: str) -> None:
    text = _rotate(outer, inner)
    assert _rotated(text, [1, 2, 3, 4, 5, 6, 7], 3) == [5, 6, 7, 1, 2, 3, 4]
    assert _rotated(text, [-1, -100, 3, 99], 2) == [3, 99, -1, -100]


def test_a_helper_that_hands_the_array_on_counts_from_1_too() -> None:
    text = (
        _rotate("A", "B", swap="SWAP({a}, i, j)")
        + """
        SWAP(C, p, q)
           t ← C[p]
           C[p] ← C[q]
           C[q] ← t
    """
    )
    assert _rotated(text, [1, 2, 3, 4, 5, 6, 7], 3) == [5, 6, 7, 1, 2, 3, 4]


def test_the_bug_is_kept_where_the_helper_is_handed_0() -> None:
    # the learner's REVERSE(A, 0, n) starts one before the first item: an error, never a wrap-around
    text = _rotate("A", "B", first="0")
    with pytest.raises(IndexError):
        _rotated(text, [1, 2, 3, 4, 5, 6, 7], 3)


def test_a_helper_handed_positions_from_0_stays_as_written() -> None:
    text = """
        rotate(A, k)
           n ← A.length
           k ← k mod n
           reverse(A, 0, n - 1)
           reverse(A, 0, k - 1)
           reverse(A, k, n - 1)

        reverse(B, i, j)
           while i < j
               exchange B[i] with B[j]
               i ← i + 1
               j ← j − 1
    """
    assert "one-based-indexing" not in normalised(text, ROTATE).rules_applied
    assert _rotated(text, [1, 2, 3, 4, 5, 6, 7], 3) == [5, 6, 7, 1, 2, 3, 4]
