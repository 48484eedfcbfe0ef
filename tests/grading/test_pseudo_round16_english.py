"""Round-16 conventions of the English style (docs/pseudocode.md), several phrasings each, EXECUTED.

A lecture's slides (a purpose said as `To … :`, decimal step numbers, `While …, repeat:`, `For i =
a, …, b`, `terminate with answer x`, a value said in words and then after `i.e.`). Each convention is
written in phrasings of our own (never a corpus answer's words): the answer runs, a buggy variant
still fails the same way, and a look-alike that could be read two ways is refused (listed as not
understood) or left as it was.
"""

from __future__ import annotations

import bisect

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

PLACE = sig("insert_place", "int", nums="List[int]", target="int")
BELOW = sig("count_below", "int", nums="List[int]", target="int")
DOUBLE = sig("double_all", "None", nums="List[int]")
SORTED = ([], [5], [1, 3, 3, 8], [2, 4, 6, 8, 10])
TARGETS = (0, 3, 5, 11)


def places(text: str) -> list[object]:
    return [run_normalised(text, PLACE, list(nums), t) for nums in SORTED for t in TARGETS]


def left_places() -> list[int]:
    return [bisect.bisect_left(nums, t) for nums in SORTED for t in TARGETS]


# --- the slides' steps: a purpose, `While …, repeat:`, `If …, set x = …`, `terminate with answer` ------

SLIDES = """
To find where target would be put in the sorted array nums[0…n–1]:
1. Set lo = 0, and set hi = n.
2. While lo < hi, repeat:
   2.1. Let mid be {mid}.
   2.2. If nums[mid] is {test} target, set lo = mid+1.
   2.3. Otherwise, set hi = mid.
3. Terminate with answer lo.
"""


@pytest.mark.parametrize(
    "mid",
    [
        "the point half way from lo to hi, i.e. (lo+hi)/2 rounded down",
        "the whole number between lo and hi, that is (lo + hi) // 2",
        "the middle position, namely (lo+hi)/2 rounded down",
    ],
)
def test_lecture_slides_run(mid: str) -> None:
    assert places(SLIDES.format(mid=mid, test="less than")) == left_places()


def test_lecture_slides_keep_a_bug() -> None:
    # kept bug: `less than or equal to` finds the place after the equal values, not before them
    text = SLIDES.format(mid="the middle, i.e. (lo+hi)/2 rounded down", test="less than or equal to")
    got = places(text)
    assert got != left_places()
    assert got == [bisect.bisect_right(nums, t) for nums in SORTED for t in TARGETS]


def test_words_after_that_is_are_no_formula() -> None:
    # `i.e.` before more words gives no formula: nothing says which middle, so the step stays listed
    text = SLIDES.format(mid="the middle one, i.e. the one in between", test="less than")
    assert 4 in unread_lines(text, PLACE)


@pytest.mark.parametrize(
    "step",
    [
        "If nums[i] is less than target, set c = c+1.",
        "If nums[i] < target, set c = c + 1",
        "if nums[i] is below target set c = c+1",
    ],
)
def test_a_test_then_set_with_an_equals(step: str) -> None:
    text = f"""
    Counting small values (linear search)

    To count the values of nums[0…n–1] that lie below target:
    1. Set c = 0.
    2. For i = 0, …, n–1, repeat:
       2.1. {step}
    3. Terminate with answer c.
    """
    got = [run_normalised(text, BELOW, list(nums), t) for nums in SORTED for t in TARGETS]
    assert got == [sum(1 for x in nums if x < t) for nums in SORTED for t in TARGETS]


def test_listed_values_take_the_last_one() -> None:
    # `For i = 1, …, n–1` walks 1 to n - 1 both included; a bug that stops one short is kept
    text = """
    To count the values below target:
    1. Set c = 0.
    2. For i = 0, …, n–2, repeat:
       2.1. If nums[i] is less than target, set c = c+1.
    3. Terminate with answer c.
    """
    got = [run_normalised(text, BELOW, list(nums), t) for nums in SORTED for t in TARGETS]
    assert got == [sum(1 for x in nums[:-1] if x < t) for nums in SORTED for t in TARGETS]


def test_terminate_alone_ends_an_in_place_procedure() -> None:
    text = """
    To double every value of nums[0…n–1] where it stands:
    1. Set k = 2.
    2. For i = 0, …, n–1, repeat:
       2.1. Set nums[i] = k × nums[i].
    3. Terminate.
    """
    nums = [3, -1, 0]
    assert run_normalised(text, DOUBLE, nums) is None
    assert nums == [6, -2, 0]


def test_a_reason_in_brackets_after_the_answer() -> None:
    text = """
    1. Set c = 0.
    2. For i = 0, …, n–1, repeat:
       2.1. If nums[i] is less than target, set c = c+1.
    3. Terminate with answer c (every value was looked at).
    """
    assert run_normalised(text, BELOW, [1, 5, 2], 3) == 2
    assert "# every value was looked at" in normalised(text, BELOW).python


def test_a_full_stop_after_a_sum_is_the_sentences() -> None:
    # `set hi = n–1.` is an index, never `n - 1.0` (a float would fail as an index)
    text = """
    1. Set lo = 0, and set hi = n–1.
    2. Terminate with answer nums[hi].
    """
    assert run_normalised(text, BELOW, [1, 5, 2], 3) == 2


def test_a_purpose_that_sets_a_name_is_no_heading() -> None:
    # `To start, c = 0:` sets a name: it is no purpose heading and is never dropped as one
    text = """
    To start, c = 0:
    1. For i = 0, …, n–1, repeat:
       1.1. If nums[i] is less than target, set c = c+1.
    2. Terminate with answer c.
    """
    assert "To start" not in "".join(
        line for line in normalised(text, BELOW).python.split("\n") if line.strip().startswith("#")
    )


def test_a_step_by_step_listing_is_not_a_range() -> None:
    # `For i = 0, 2, …, n–1` could step by 2: the values between are not said as one step; not read here
    text = """
    1. Set c = 0.
    2. For i = 0, 2, …, n–1, repeat:
       2.1. If nums[i] is less than target, set c = c+1.
    3. Terminate with answer c.
    """
    result = normalised(text, BELOW)
    assert "range(0, n)" not in result.python


def test_listed_values_counting_down() -> None:
    # `For i = n–1, …, 0`: a figure last says the values go down to it
    text = """
    1. Set c = 0.
    2. For i = n–1, …, 0, repeat:
       2.1. If nums[i] is less than target, set c = c+1.
       2.2. Otherwise, terminate with answer c.
    3. Terminate with answer c.
    """
    got = [run_normalised(text, BELOW, list(nums), t) for nums in SORTED for t in TARGETS]
    want = [
        next((k for k, x in enumerate(reversed(nums)) if x >= t), len(nums))
        for nums in SORTED
        for t in TARGETS
    ]
    assert got == want


def test_a_procedure_named_after_to_is_a_header() -> None:
    # `To walk(i):` names a helper and its parameter, as a header does: never a purpose dropped (no
    # rule reads that header yet, so the line stays listed)
    text = """
    To walk(i):
        If i = n, terminate with answer 0.
        Terminate with answer 1 + walk(i+1).
    Terminate with answer walk(0).
    """
    assert 1 in unread_lines(text, BELOW)


PLAIN_STEPS = """
{first}

c = 0
for x in nums:
    if x < target:
        c += 1
return c
"""


@pytest.mark.parametrize(
    "first",
    [
        "Smaller values tally (two pointers)",
        "Numbers under a limit (linear search)",
        "To count the values of nums[0…n–1] that lie below target:",
        "to find how many numbers are under the limit:",
    ],
)
def test_a_title_or_purpose_above_the_steps(first: str) -> None:
    # (run strictly: the line above the steps is read as no step, and nothing is left listed)
    assert run_normalised(PLAIN_STEPS.format(first=first), BELOW, [1, 5, 2], 3) == 2
