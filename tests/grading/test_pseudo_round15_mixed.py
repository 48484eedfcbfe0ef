"""Round-15 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 15 was
opened: mixed"), in phrasings of our own, EXECUTED.

A Go-style ``For i = 0; i < n; i++`` header that a phone capitalised, a lone ``•`` a notes app put
before one step, and a phone's capital on a name the learner also sets in small letters. Each has a
buggy variant that still fails and a look-alike that stays refused or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

TOTAL = sig("total", "int", nums="List[int]")
LIST_TOTAL = sig("list_total", "int", head="Optional[ListNode]")
DOUBLED = sig("doubled", "Optional[ListNode]", head="Optional[ListNode]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


# --- a Go-style for header with a capital F ---------------------------------------------------------

CAPITAL_GO_FOR = """
total = 0
For i = 0; i < len(nums); i++
    total = total + nums[i]
return total
"""


@pytest.mark.parametrize("header", ["For i = 0; i < len(nums); i++", "For i := 0; i < len(nums); i++"])
def test_capitalised_go_for_header_is_one_loop(header: str) -> None:
    text = CAPITAL_GO_FOR.replace("For i = 0; i < len(nums); i++", header)
    assert run(text, TOTAL, [1, 2, 3, 4]) == 10


def test_capitalised_go_for_header_keeps_bug() -> None:
    # starts at 1: the first number is never added, as written
    text = CAPITAL_GO_FOR.replace("i = 0;", "i = 1;")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 9


def test_capitalised_for_with_one_semicolon_stays_split() -> None:
    # two parts only is no C header: the `;` still ends a step, so nothing reads `For i = 0` as a loop
    text = "total = 0\nFor i = 0; i < len(nums)\n    total = total + nums[i]\nreturn total"
    assert 2 in unread_lines(text, TOTAL)


# --- a lone bullet before one step -----------------------------------------------------------------

BULLETED = """
• total ← 0, node ← head
while node ≠ null
    total ← total + node.val
    node ← node.next
return total
"""


def test_lone_bullet_is_dropped() -> None:
    assert run(BULLETED, LIST_TOTAL, linked(1, 2, 3)) == 6


def test_lone_bullet_keeps_bug() -> None:
    # the first node is skipped, as written
    text = BULLETED.replace("node ← head", "node ← head.next")
    assert run(text, LIST_TOTAL, linked(1, 2, 3)) == 5


def test_lone_dash_is_not_dropped() -> None:
    # a `-` may continue the line above as a subtraction: a single one is left alone, as before
    text = BULLETED.replace("• total", "- total")
    assert 1 in unread_lines(text, LIST_TOTAL)


def test_bullet_among_other_bullets_is_a_list_as_before() -> None:
    text = BULLETED.replace("• total ← 0, node ← head", "• total ← 0\n• node ← head")
    before = normalised(text.replace("• ", "- "), LIST_TOTAL)
    assert normalised(text, LIST_TOTAL).python == before.python


# --- a phone's capital on a name also set in small letters ----------------------------------------

PHONE_SUM = """
Total ← 0
While head ≠ null
    Total ← total + head.val
    Head ← head.next
End
Return total
"""

PHONE_DOUBLED = """
Dummy ← new node(0), tail ← dummy
While head ≠ null
    Tail.next ← new node(head.val * 2)
    Tail ← tail.next
    Head ← head.next
End
Return dummy.next
"""


def test_phone_capital_store_that_nothing_reads_is_the_small_name() -> None:
    # `Head ← head.next`: nothing ever reads `Head`, so the phone capitalised `head`
    assert run(PHONE_SUM, LIST_TOTAL, linked(1, 2, 3)) == 6


def test_phone_capital_read_above_its_store_is_the_small_name() -> None:
    # `Tail.next ← …` is read above every `Tail ← …`: as written it could never run
    assert values(run(PHONE_DOUBLED, DOUBLED, linked(1, 2, 3))) == [2, 4, 6]


def test_phone_capital_keeps_bug() -> None:
    # the tail never moves on: each node replaces the one before, as written
    text = PHONE_DOUBLED.replace("    Tail ← tail.next\n", "")
    assert values(run(text, DOUBLED, linked(1, 2, 3))) == [6]


def test_capital_name_without_a_phone_stays_as_written() -> None:
    # keywords in small letters: the capitals may be the learner's own, so `Tail` stays `Tail`
    text = PHONE_DOUBLED.replace("While", "while").replace("End", "end").replace("Return", "return")
    assert "Tail.next = " in normalised(text, DOUBLED).python


# --- Visual Basic's integer division ----------------------------------------------------------------

SEARCH = sig("search", "int", nums="List[int]", target="int")

VB_SEARCH = """
lo = 0
hi = len(nums) - 1
do while lo <= hi
    mid = (lo + hi) \\ 2          ' whole number division
    if nums(mid) = target then return mid
    if nums(mid) < target then
        lo = mid + 1
    else
        hi = mid - 1
    end if
loop
return -1
"""


def test_vb_backslash_is_integer_division() -> None:
    assert [run(VB_SEARCH, SEARCH, [1, 3, 5, 7, 9], t) for t in (1, 7, 9, 4)] == [0, 3, 4, -1]


def test_vb_backslash_keeps_bug() -> None:
    # `hi = mid` never leaves a one-item range above the target: the search loops forever, as written
    text = VB_SEARCH.replace("hi = mid - 1", "hi = mid").replace("lo = mid + 1", "lo = mid")
    assert "(lo + hi) // 2" in normalised(text, SEARCH).python


def test_backslash_before_a_set_is_not_division() -> None:
    # `seen \\ {x}` is a set's difference in mathematics, never read as a division
    text = "seen = set(nums)\nrest = seen \\ {target}\nreturn len(rest)"
    assert "//" not in normalised(text, SEARCH).python


# --- an opening paragraph of sentences with no last full stop ----------------------------------------

OPENING = (
    "ok so it is a binary search over the sorted list. every time the middle is looked at and the half"
    " that cannot hold the target is thrown away"
)
TALK_ABOVE = (
    OPENING
    + """

lo = 0
hi = len(nums) - 1
while lo <= hi
    mid = (lo + hi) // 2
    if nums[mid] == target then return mid
    if nums[mid] < target then lo = mid + 1
    else hi = mid - 1
return -1
"""
)


def test_opening_sentences_without_last_stop_are_a_remark() -> None:
    assert [run(TALK_ABOVE, SEARCH, [1, 3, 5, 7, 9], t) for t in (1, 7, 9, 4)] == [0, 3, 4, -1]


def test_opening_sentences_keep_bug() -> None:
    text = TALK_ABOVE.replace("lo <= hi", "lo < hi")
    assert run(text, SEARCH, [1, 3, 5, 7, 9], 9) == -1


def test_opening_single_sentence_without_stop_stays_listed() -> None:
    # one sentence with no full stop could be a step said in words: still listed
    text = TALK_ABOVE.replace("sorted list. every time", "sorted list and every time")
    assert 1 in unread_lines(text, SEARCH)


def test_opening_sentences_that_name_an_unset_variable_stay_listed() -> None:
    # the paragraph names `best`, read below and set nowhere: it may be where `best` is set
    text = TALK_ABOVE.replace("thrown away", "thrown away and best is the answer").replace(
        "return -1", "return best"
    )
    assert 1 in unread_lines(text, SEARCH)


# --- a one-line if with a swiped `them`, or with `do … done` ----------------------------------------

EVENS = sig("evens", "List[int]", nums="List[int]")

SWIPED = """
out = []
for x in nums
    if x % 2 == 1 them continue
    out.append(x)
return out
"""

DO_DONE = """
out = []
for x in nums
    if x % 2 == 0 do out.append(x) done
return out
"""


def test_swiped_them_is_then() -> None:
    assert run(SWIPED, EVENS, [1, 2, 3, 4]) == [2, 4]


def test_swiped_them_keeps_bug() -> None:
    text = SWIPED.replace("x % 2 == 1", "x % 2 == 0")
    assert run(text, EVENS, [1, 2, 3, 4]) == [1, 3]


def test_them_used_elsewhere_stays_listed() -> None:
    # the answer also names something `them`: the word is the learner's, not a slip
    text = SWIPED.replace("out = []", "out = []\nthem = 0")
    assert 4 in unread_lines(text, EVENS)


def test_if_do_done_is_one_line_if() -> None:
    assert run(DO_DONE, EVENS, [1, 2, 3, 4]) == [2, 4]


def test_if_do_done_keeps_bug() -> None:
    text = DO_DONE.replace("x % 2 == 0", "x % 2 == 1")
    assert run(text, EVENS, [1, 2, 3, 4]) == [1, 3]


def test_if_do_without_done_stays_listed() -> None:
    text = DO_DONE.replace(" done", "")
    assert 3 in unread_lines(text, EVENS)


# --- `LOCAL N INTEGER` and a helper that updates the main procedure's variables ----------------------

LONGEST_RUN = sig("longest_run", "int", nums="List[int]")

SHARED = """
LONGEST ( A )
    LOCAL N INTEGER
    LOCAL BEST INTEGER      // the longest so far
    LOCAL ENDS INTEGER
    N := len(A)
    BEST := 0
    ENDS := -1
    For I := 0; I < N; I++
        GROW ( A, I )
    END FOR
    RETURN BEST
END LONGEST

GROW ( A, I )
    # uses N, BEST and ENDS of LONGEST
    J := I
    WHILE J + 1 < N && A[J + 1] == A[I]
        J++
    END WHILE
    IF J - I + 1 > BEST
        BEST := J - I + 1
        ENDS := J
    END IF
END GROW
"""


def test_local_declarations_and_shared_writes() -> None:
    assert run(SHARED, LONGEST_RUN, [1, 1, 2, 2, 2, 3]) == 3
    assert run(SHARED, LONGEST_RUN, []) == 0


def test_shared_writes_keep_bug() -> None:
    # the run counted one short, as written
    text = SHARED.replace("BEST := J - I + 1", "BEST := J - I")
    assert run(text, LONGEST_RUN, [1, 1, 2, 2, 2, 3]) == 2


def test_helper_that_only_stores_keeps_its_own_name() -> None:
    # the helper never reads BEST before setting it: its store is its own, as written
    text = SHARED.replace(
        "    IF J - I + 1 > BEST\n        BEST := J - I + 1\n        ENDS := J\n    END IF\n",
        "    BEST := J - I + 1\n",
    )
    assert "nonlocal" not in normalised(text, LONGEST_RUN).python


def test_local_with_a_value_stays_listed() -> None:
    text = SHARED.replace("LOCAL N INTEGER", "LOCAL N INTEGER := 0")
    assert 2 in unread_lines(text, LONGEST_RUN)


# --- AQA: a bare program's last OUTPUT after helper subroutines is its result ------------------------

AQA_EVENS = """
result <-- []
SUBROUTINE keep(x)
IF x MOD 2 = 0 THEN
result <-- result + [x]
ENDIF
ENDSUBROUTINE
FOR i <-- 0 TO LEN(nums) - 1
keep(nums[i])
ENDFOR
OUTPUT result
"""


def test_aqa_output_after_helper_subroutines_is_the_result() -> None:
    assert run(AQA_EVENS, EVENS, [1, 2, 3, 4]) == [2, 4]


def test_aqa_output_keeps_bug() -> None:
    text = AQA_EVENS.replace("LEN(nums) - 1", "LEN(nums) - 2")
    assert run(text, EVENS, [1, 2, 3, 4]) == [2]


def test_aqa_output_beside_a_function_that_returns_is_a_display() -> None:
    text = AQA_EVENS.replace("ENDSUBROUTINE", "RETURN x\nENDSUBROUTINE")
    assert "print(result)" in normalised(text, EVENS).python
