"""Step lists in Lipschutz's notation (docs/pseudocode.md, "Step lists (Lipschutz)"), normalised then RUN.

Written from the conventions of Lipschutz's *Data Structures* (Schaum's Outline): numbered steps
with bracketed remarks, ``Set K := 1, LOC := 1 and MAX := DATA[1].``, ``If …, then:`` closed by
``[End of If structure.]``, ``Repeat Steps 2 and 3 while …``, ``Repeat for K = 1 to N by 2:``,
``Go to Step 2.``, ``Write:`` / ``Exit.``, arrays counted from 1 — and the Indian-university
``Step 1: Start`` … ``Stop`` lists that follow it. Not from a corpus answer. A correct answer must
pass the question's tests; a buggy one must keep its bug; what cannot be followed is reported.
"""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path
from typing import Any

import pytest

from assay.grading import Normalised, normalise
from assay.judge import Signature
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from tests.api.support import make_service

STORE = DirectoryStore()
SEARCH = STORE.get("704").signature  # binary search: search(nums, target) -> int
MAX_SUB = STORE.get("53").signature  # maximum subarray: max_sub_array(nums) -> int
DUPLICATE = STORE.get("217").signature  # contains_duplicate(nums) -> bool


def normalised(text: str, signature: Signature) -> Normalised:
    return normalise(textwrap.dedent(text).strip("\n"), signature)


def run(text: str, signature: Signature, *args: Any) -> Any:
    result = normalised(text, signature)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    assert "step-list" in result.rules_applied
    namespace: dict[str, Any] = {}
    exec(compile(result.python, "<normalised>", "exec"), namespace)  # the normaliser's own output
    return getattr(namespace["Solution"](), signature.method)(*args)


def fails(text: str, signature: Signature, cases: list[tuple[Any, ...]]) -> bool:
    """Whether a buggy answer fails one of ``cases`` (its last item is the expected result)."""
    for *args, expected in cases:
        try:
            if run(text, signature, *args) != expected:
                return True
        except (IndexError, TypeError, ValueError):
            return True  # the learner's bug raising, as it would in the sandbox
    return False


SEARCHES: list[tuple[Any, ...]] = [
    ([-1, 0, 3, 5, 9, 12], 9, 4),
    ([-1, 0, 3, 5, 9, 12], 2, -1),
    ([5], 5, 0),
    ([5], -5, -1),
    ([1, 3], 3, 1),
]

# Lipschutz's Algorithm 4.6 layout: `1.` steps, remarks, a loop over named steps, `[End of …]` closers
BINARY_LIPSCHUTZ = """
    Algorithm 4.6: (Binary Search) BINARY(DATA, N, ITEM)
    Here DATA is a sorted array with N elements and ITEM is a given item of information.
    The variables BEG, END and MID denote the beginning, end and middle of a segment of DATA.
    1. [Initialize segment variables.]
       Set BEG := 1, END := N and MID := INT((BEG + END)/2).
    2. Repeat Steps 3 and 4 while BEG <= END and DATA[MID] != ITEM:
    3.     If ITEM < DATA[MID], then:
               Set END := MID - 1.
           Else:
               Set BEG := MID + 1.
           [End of If structure.]
    4.     Set MID := INT((BEG + END)/2).
       [End of Step 2 loop.]
    5. If BEG <= END, then:
           Write: MID - 1.
       Else:
           Write: -1.
       [End of If structure.]
    6. Exit.
"""

# the Indian-university list: `Step n:` labels, steps typed flush left, named by the loop
BINARY_STEPS_FLUSH = """
    Algorithm: BINARY_SEARCH(DATA, N, ITEM)
    Step 1: Start
    Step 2: Set BEG = 1 and END = N
    Step 3: Repeat Steps 4 to 6 while BEG <= END
    Step 4: Set MID = INT((BEG + END) / 2)
    Step 5: If DATA[MID] = ITEM, then: Return MID - 1
    Step 6: If ITEM < DATA[MID], then: Set END = MID - 1
            Else: Set BEG = MID + 1
    Step 7: Return -1
    Step 8: Stop
"""

# a goto loop: `If BEG > END, then: Write: -1, and Exit.` … `Go to Step 2.`
BINARY_GOTO = """
    BINARY(DATA, N, ITEM)
    Step 1. [Initialize.] Set BEG := 1 and END := N.
    Step 2. [Empty segment?] If BEG > END, then: Write: -1, and Exit.
    Step 3. Set MID := INT((BEG + END) / 2).
    Step 4. [Found?] If DATA[MID] = ITEM, then: Write: MID - 1, and Exit.
    Step 5. If ITEM < DATA[MID], then:
                Set END := MID - 1.
            Else:
                Set BEG := MID + 1.
            [End of If structure.]
    Step 6. [Repeat loop.] Go to Step 2.
"""


@pytest.mark.parametrize(
    "text", [BINARY_LIPSCHUTZ, BINARY_STEPS_FLUSH, BINARY_GOTO], ids=["lipschutz", "flush", "goto"]
)
@pytest.mark.parametrize(("nums", "target", "expected"), SEARCHES)
def test_binary_search_step_lists_run_and_pass(
    text: str, nums: list[int], target: int, expected: int
) -> None:
    assert run(text, SEARCH, nums, target) == expected


def test_a_goto_back_at_the_end_of_a_step_is_a_loop_and_is_kept() -> None:
    result = normalised(BINARY_GOTO, SEARCH)
    assert "step-list-goto" in result.rules_applied
    assert "while True:" in result.python  # the jump back, not dropped
    assert "# Go to Step 2" in result.python


@pytest.mark.parametrize(
    ("text", "bug", "fix"),
    [
        (BINARY_LIPSCHUTZ, "while BEG <= END and", "while BEG < END and"),  # misses a one-item segment
        (BINARY_STEPS_FLUSH, "Return MID - 1", "Return MID"),  # the position counted from 1
        (BINARY_GOTO, "If BEG > END, then", "If BEG >= END, then"),  # off by one
    ],
)
def test_buggy_binary_searches_keep_their_bug(text: str, bug: str, fix: str) -> None:
    buggy = text.replace(bug, fix)
    assert buggy != text
    assert fails(buggy, SEARCH, SEARCHES)


# Lipschutz's "largest element" (Algorithm 2.1) shape, for the largest sum of a run: a goto loop
KADANE_GOTO = """
    Algorithm 2.1: (Largest Sum) MAXSUM(DATA, N)
    A nonempty array DATA with N numerical values is given. This algorithm finds the largest sum
    BEST of a run of consecutive elements of DATA. The variable K is used as a counter.
    Step 1. [Initialize.] Set K := 1, CUR := DATA[1] and BEST := DATA[1].
    Step 2. [Increment counter.] Set K := K + 1.
    Step 3. [Test counter.] If K > N, then:
                Write: BEST, and Exit.
    Step 4. [Extend or restart the run.] If CUR + DATA[K] > DATA[K], then:
                Set CUR := CUR + DATA[K].
            Else:
                Set CUR := DATA[K].
            [End of If structure.]
    Step 5. [Compare and update.] If BEST < CUR, then: Set BEST := CUR.
    Step 6. [Repeat loop.] Go to Step 2.
"""

# two jumps (a forward one out of the loop, one back): only a dispatch over the steps follows them
KADANE_DISPATCH = """
    MAXSUM(DATA, N)
    1. [Initialize.] Set K := 1, CUR := DATA[1] and BEST := DATA[1].
    2. Set K := K + 1.
    3. If K > N, then: Go to Step 7.
    4. If CUR > 0, then:
           Set CUR := CUR + DATA[K].
       Else:
           Set CUR := DATA[K].
       [End of If structure.]
    5. If CUR > BEST, then: Set BEST := CUR.
    6. Go to Step 2.
    7. Write: BEST.
    8. Exit.
"""

# `Repeat for K = 2 to N:` with `[End of loop.]`
KADANE_FOR = """
    Procedure: MAXSUM(DATA, N)
    Step 1: Start
    Step 2: Set CUR := DATA[1] and BEST := DATA[1]
    Step 3: Repeat for K = 2 to N:
                If CUR + DATA[K] > DATA[K], then:
                    Set CUR := CUR + DATA[K]
                Else:
                    Set CUR := DATA[K]
                [End of If structure]
                If CUR > BEST, then: Set BEST := CUR
            [End of loop]
    Step 4: Return BEST
    Step 5: Stop
"""

SUBARRAYS: list[tuple[Any, ...]] = [
    ([-2, 1, -3, 4, -1, 2, 1, -5, 4], 6),
    ([1], 1),
    ([5, 4, -1, 7, 8], 23),
    ([-3, -1, -2], -1),
]


@pytest.mark.parametrize("text", [KADANE_GOTO, KADANE_DISPATCH, KADANE_FOR], ids=["goto", "dispatch", "for"])
@pytest.mark.parametrize(("nums", "expected"), SUBARRAYS)
def test_largest_sum_step_lists_run_and_pass(text: str, nums: list[int], expected: int) -> None:
    assert run(text, MAX_SUB, nums) == expected


def test_two_jumps_become_a_dispatch_over_the_steps() -> None:
    result = normalised(KADANE_DISPATCH, MAX_SUB)
    assert "_step = 7" in result.python and "continue" in result.python
    assert "Go to" not in result.python.replace("# Go to", "")


@pytest.mark.parametrize(
    ("text", "bug", "fix"),
    [
        (KADANE_GOTO, "If K > N, then", "If K >= N, then"),  # never looks at the last element
        (KADANE_DISPATCH, "If CUR > 0, then", "If CUR >= -1000000, then"),  # never restarts a run
        (KADANE_FOR, "Repeat for K = 2 to N:", "Repeat for K = 2 to N - 1:"),  # off by one
        (KADANE_GOTO, "Set K := 1, CUR", "Set K := 2, CUR"),  # skips DATA[2]
    ],
)
def test_buggy_largest_sums_keep_their_bug(text: str, bug: str, fix: str) -> None:
    buggy = text.replace(bug, fix)
    assert buggy != text
    assert fails(buggy, MAX_SUB, SUBARRAYS)


DUPLICATES = """
    DUPLICATE(A, N)
    1. [Outer loop.] Repeat Steps 2 and 3 for I = 1 to N - 1:
    2.     Set J := I + 1.
    3.     Repeat while J <= N:
               (a) If A[I] = A[J], then: Return TRUE.
               (b) Set J := J + 1.
           [End of inner loop.]
       [End of Step 1 outer loop.]
    4. Return FALSE.
"""


@pytest.mark.parametrize(
    ("nums", "expected"), [([1, 2, 3, 1], True), ([1, 2, 3, 4], False), ([7], False), ([2, 2], True)]
)
def test_nested_loops_with_lettered_sub_steps(nums: list[int], expected: bool) -> None:
    assert run(DUPLICATES, DUPLICATE, nums) is expected


def test_nested_loops_buggy_bound_keeps_its_bug() -> None:
    buggy = DUPLICATES.replace("Repeat while J <= N:", "Repeat while J < N:")
    assert run(buggy, DUPLICATE, [1, 2, 3, 1]) is False  # never compares with the last element


def test_a_counted_loop_by_a_step() -> None:
    text = """
    SUMEVENPOS(DATA, N)
    Step 1: Set S := 0.
    Step 2: Repeat for K = 2 to N by 2:
                Set S := S + DATA[K].
            [End of loop.]
    Step 3: Write: S.
    Step 4: Exit.
    """
    assert run(text, MAX_SUB, [10, 1, 20, 2, 30, 3]) == 6  # positions 2, 4, 6 counted from 1


def test_a_goto_out_of_a_loop_is_reported_not_dropped() -> None:
    text = """
    MAXSUM(DATA, N)
    Step 1: Set BEST := DATA[1].
    Step 2: Repeat for K = 1 to N:
                If DATA[K] > BEST, then: Go to Step 3.
            [End of loop.]
    Step 3: Return BEST.
    """
    result = normalised(text, MAX_SUB)
    assert [u.line for u in result.unrecognised] == [4]


def test_several_values_written_as_the_one_result_are_reported() -> None:
    text = """
    LARGEST(DATA, N)
    1. [Initialize.] Set K := 1, LOC := 1 and MAX := DATA[1].
    2. Repeat Steps 3 and 4 while K <= N:
    3.     If MAX < DATA[K], then: Set LOC := K and MAX := DATA[K].
    4.     Set K := K + 1.
       [End of Step 2 loop.]
    5. Write: LOC, MAX.
    6. Exit.
    """
    result = normalised(text, MAX_SUB)
    assert [u.line for u in result.unrecognised] == [7]
    one = text.replace("Write: LOC, MAX.", "Write: MAX.")
    assert run(one, MAX_SUB, [3, 9, 2]) == 9


def test_a_write_that_does_not_end_the_algorithm_displays() -> None:
    text = """
    SHOW(DATA, N)
    Step 1: Repeat for K = 1 to N:
                Write: DATA[K]
            [End of loop]
    Step 2: Return 0
    Step 3: Stop
    """
    python = normalised(text, MAX_SUB).python
    assert "print(DATA[" in python and "return 0" in python


def test_an_answer_without_the_marks_keeps_its_reading() -> None:
    text = """
    1. set best to nums[0]
    2. for each x in nums
    3.     if x > best then best = x
    4. return best
    """
    result = normalised(text, MAX_SUB)
    assert "step-list" not in result.rules_applied
    assert result.ok


def test_step_lists_pass_through_the_service(tmp_path: Path) -> None:
    with Sandbox() as sandbox:
        service = make_service(tmp_path, sandbox)
        good = asyncio.run(service.evaluate("704", textwrap.dedent(BINARY_GOTO)))
        bad = asyncio.run(
            service.evaluate("704", textwrap.dedent(BINARY_GOTO).replace("MID - 1, and", "MID, and"))
        )
        kadane = asyncio.run(service.evaluate("53", textwrap.dedent(KADANE_DISPATCH)))
    assert good.solution_kind == "pseudocode" and good.test_results.failed == 0, good.executed_solution
    assert kadane.solution_kind == "pseudocode" and kadane.test_results.failed == 0, kadane.executed_solution
    assert bad.solution_kind == "pseudocode" and bad.test_results.failed > 0


# `Set J := J + 1 and Go to Step 3.` and a conditional jump: a dispatch over the steps
DUPLICATES_GOTO = """
    DUPLICATE(A, N)
    Step 1: Set I := 1.
    Step 2: If I >= N, then: Return FALSE.
    Step 3: Set J := I + 1.
    Step 4: If J > N, then: Set I := I + 1 and Go to Step 2.
    Step 5: If A[I] = A[J], then: Return TRUE.
            Else if A[I] < 0, then: Set J := J + 1 and Go to Step 4.
            Else: Set J := J + 1.
            [End of If structure.]
    Step 6: Go to Step 4.
"""


@pytest.mark.parametrize(
    ("nums", "expected"),
    [([1, 2, 3, 1], True), ([1, 2, 3, 4], False), ([7], False), ([-2, -2], True), ([3, -1, 3], True)],
)
def test_jumps_out_of_an_if_chain(nums: list[int], expected: bool) -> None:
    assert run(DUPLICATES_GOTO, DUPLICATE, nums) is expected


def test_jumps_buggy_bound_keeps_its_bug() -> None:
    buggy = DUPLICATES_GOTO.replace("If J > N, then", "If J >= N, then")
    assert run(buggy, DUPLICATE, [1, 2, 3, 1]) is False


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (("Go to Step 4.\n", "Go to Step 9.\n"), 10),  # no such step
        (("Step 6: Go to Step 4.", "Step 6: Else: Go to Step 4."), 10),  # a step that starts inside an If
    ],
)
def test_jumps_that_cannot_be_followed_are_reported(change: tuple[str, str], line: int) -> None:
    text = DUPLICATES_GOTO.replace(*change)
    assert text != DUPLICATES_GOTO
    result = normalised(text, DUPLICATE)
    assert line in [u.line for u in result.unrecognised]  # every jump kept as written, none dropped
    assert {5, 7} <= {u.line for u in result.unrecognised}


def test_a_jump_into_a_loop_over_named_steps_is_reported() -> None:
    text = """
    DUPLICATE(A, N)
    1. Set I := 1.
    2. Repeat Steps 3 and 4 while I < N:
    3.     If A[I] = A[I + 1], then: Return TRUE.
    4.     Set I := I + 1.
       [End of Step 2 loop.]
    5. If N > 100, then: Go to Step 3.
    6. Return FALSE.
    """
    result = normalised(text, DUPLICATE)
    assert 7 in [u.line for u in result.unrecognised]


def test_a_counted_loop_down_by_minus_one() -> None:
    text = """
    LASTNEG(DATA, N)
    Step 1: Repeat for K = N to 1 by -1:
                If DATA[K] < 0, then: Return DATA[K].
            [End of loop.]
    Step 2: Return 0.
    """
    assert run(text, MAX_SUB, [-1, 2, -3, 4]) == -3


def test_the_docs_dispatch_example_runs_as_shown() -> None:
    text = """
    MAXIMUM(DATA, N)
    1. Set K := 1 and BEST := DATA[1].
    2. Set K := K + 1.
    3. If K > N, then: Go to Step 5.
    4. If BEST < DATA[K], then:
           Set BEST := DATA[K].
       Go to Step 2.
    5. Write: BEST.
    """
    python = normalised(text, MAX_SUB).python
    assert "_step = 5\n" in python and "continue" in python
    assert run(text, MAX_SUB, [3, 9, 2]) == 9 and run(text, MAX_SUB, [3]) == 3
    assert run(text.replace("If K > N", "If K >= N"), MAX_SUB, [3, 2, 9]) == 3  # the off-by-one kept


def test_a_loop_body_typed_short_of_its_steps_text_is_still_the_body() -> None:
    # `   Set K` is past the label's column but short of the step's text: inside the loop, so the
    # jump in it leaves a loop and is reported (it was once read after the loop and run)
    text = """
    MAXSUM(DATA, N)
    Step 1: Set K := 0
    Step 2: Repeat while K < 10:
       Set K := K + 1
       If K = 5, then: Go to Step 3.
    [End of loop]
    Step 3: Return K
    """
    result = normalised(text, MAX_SUB)
    assert 5 in [u.line for u in result.unrecognised]
    assert run(text.replace("If K = 5, then: Go to Step 3.", "Set K := K + 1"), MAX_SUB, [1]) == 10


# the book's own layout: no `NAME(…)`, the paragraph says what is given; `≤` as typeset
LARGEST_NO_HEADER = """
    Algorithm 2.3: (Largest Element in Array) A nonempty array DATA with N numerical values is
    given. This algorithm finds the location LOC and the value MAX of the largest element of DATA.
    1. [Initialize.] Set K := 1, LOC := 1 and MAX := DATA[1].
    2. Repeat Steps 3 and 4 while K \u2264 N:
    3.     If MAX < DATA[K], then:
               Set LOC := K and MAX := DATA[K].
           [End of If structure.]
    4.     Set K := K + 1.
       [End of Step 2 loop.]
    5. Write: MAX.
    6. Exit.
"""


def test_the_paragraph_names_what_the_algorithm_is_given() -> None:
    assert run(LARGEST_NO_HEADER, MAX_SUB, [3, 9, 2]) == 9
    assert run(LARGEST_NO_HEADER, MAX_SUB, [-4]) == -4
    buggy = LARGEST_NO_HEADER.replace("while K \u2264 N:", "while K < N:")
    assert run(buggy, MAX_SUB, [3, 2, 9]) == 3  # never looks at DATA[N]


def test_a_paragraph_naming_more_than_the_question_passes_is_reported() -> None:
    text = LARGEST_NO_HEADER.replace("numerical values is", "numerical values and a number ITEM is").replace(
        "Set K := 1,", "Set K := ITEM,"
    )
    result = normalised(text, MAX_SUB)
    assert result.unrecognised  # DATA, N and ITEM: one more than the question passes, never guessed
