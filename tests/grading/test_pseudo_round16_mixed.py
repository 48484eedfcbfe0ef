"""Round-16 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 16 was
opened: mixed"), in phrasings of our own, EXECUTED.

A title that starts with the problem's number, a keyword typed with two letters swapped, a
first-year flowchart's ``Declare`` list, a map said to hold the counts of a string, two assignments
joined by ``and`` (or an arrow) in a one-line ``if``, ``If suppose``, COBOL's ``MOVE … TO`` and
``END-PERFORM``, and a test that drops its ``is`` (``node not null``). Each has a buggy variant that
still fails and a look-alike that stays refused or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines, values

TOTAL = sig("total", "int", nums="List[int]")
BEST_AT = sig("best_at", "int", nums="List[int]")
LIST_TOTAL = sig("list_total", "int", head="Optional[ListNode]")
REVERSED = sig("reversed_list", "Optional[ListNode]", head="Optional[ListNode]")
SHARED = sig("shared", "int", s="str", t="str")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


# --- a title that starts with the problem's number -------------------------------------------------

NUMBERED_TITLE = """
4Sum – moje notatki

total = 0
for x in nums:
    total = total + x
return total
"""


def test_title_starting_with_a_number_is_a_title() -> None:
    assert run(NUMBERED_TITLE, TOTAL, [1, 2, 3]) == 6


def test_title_starting_with_a_number_keeps_bug() -> None:
    # the first number is counted twice, as written
    text = NUMBERED_TITLE.replace("total = 0", "total = nums[0]")
    assert run(text, TOTAL, [1, 2, 3]) == 7


def test_number_apart_from_its_word_is_no_title() -> None:
    # `4 sum`: a number and a word are not one name, so the line is not read as a title
    assert 1 in unread_lines(NUMBERED_TITLE.replace("4Sum", "4 sum"), TOTAL)


# --- a keyword typed with two letters swapped -------------------------------------------------------

SWAPPED = """
best = -1
for i in range(lenght of nums):
    if nums[i] > 10 -> retrun i
retrun best
"""


def test_swapped_return_and_length_are_read() -> None:
    assert run(SWAPPED, BEST_AT, [3, 12, 40]) == 1
    assert run(SWAPPED, BEST_AT, [3, 4]) == -1


def test_swapped_keyword_keeps_bug() -> None:
    # `>= 10` where the question wants `> 10`: 10 itself is taken, as written
    assert run(SWAPPED.replace("> 10", ">= 10"), BEST_AT, [10, 12]) == 0


def test_swapped_word_the_answer_sets_stays_a_name() -> None:
    # `retrun` given a value is the learner's own name: never read as `return`
    text = "retrun = 0\nfor x in nums:\n    retrun = retrun + x\nretrun retrun"
    assert 4 in unread_lines(text, TOTAL)


# --- a flowchart's Declare list ----------------------------------------------------------------------

DECLARED = """
1. Start
2. Declare prev=NULL, curr=head, nxt
3. While (curr != NULL)
4.   nxt = curr->next
5.   curr->next = prev
6.   prev = curr
7.   curr = nxt
8. Endwhile
9. return prev
10. Stop
"""


def test_declare_list_gives_each_name_its_value() -> None:
    assert values(run(DECLARED, REVERSED, linked(1, 2, 3))) == [3, 2, 1]


def test_declare_list_keeps_bug() -> None:
    # the list's old head keeps its link, so the reversed list loops back: as written, `curr` is
    # returned instead (None at the end)
    assert run(DECLARED.replace("return prev", "return curr"), REVERSED, linked(1, 2, 3)) is None


def test_declare_with_a_colon_is_not_a_declare_list() -> None:
    # Cambridge's `DECLARE x : INTEGER` names a type, no value; this `Declare` with a type is not read
    text = DECLARED.replace("Declare prev=NULL, curr=head, nxt", "Declare prev : node = NULL")
    assert 2 in unread_lines(text, REVERSED)


# --- a map said to hold the counts of a string -------------------------------------------------------

COUNTED = """
need = map with the count of every char of t
shared = 0
for c in s:
    if need[c] > 0 then shared = shared + 1
return shared
"""


def test_map_with_the_count_of_every_char_is_a_tally() -> None:
    # a letter that `t` lacks reads as 0: the map holds counts
    assert run(COUNTED, SHARED, "abcz", "aab") == 2


def test_map_with_the_count_keeps_bug() -> None:
    # never used up, so a letter of `s` seen twice counts twice, as written
    assert run(COUNTED, SHARED, "aab", "ab") == 3


def test_map_with_another_phrase_is_not_guessed() -> None:
    assert 1 in unread_lines(COUNTED.replace("the count of every char", "the letters"), SHARED)


# --- two assignments joined by `and` (or an arrow) in a one-line if ---------------------------------

JOINED = """
best = -1
at = -1
for i in range(len(nums)):
    if nums[i] > best then best = nums[i] and at = i
return at
"""


def test_then_two_assignments_joined_by_and_are_two_steps() -> None:
    assert run(JOINED, BEST_AT, [3, 9, 2, 9]) == 1


def test_then_two_assignments_keep_bug() -> None:
    # `>=`: the last of equal bests wins, as written
    assert run(JOINED.replace("> best", ">= best"), BEST_AT, [3, 9, 2, 9]) == 3


def test_then_one_assignment_of_a_test_stays_one() -> None:
    # `ok = a and b = c`? No: `at = i > 0 and nums[i] > 5` has one sign, one assignment of a test
    text = JOINED.replace("at = i", "at = i > 0 and nums[i] > 5")
    assert "at = i > 0 and nums[i] > 5" in normalised(text, BEST_AT).python


ARROWS = """
best <- -1
at <- -1
for i in range(len(nums)):
    if nums[i] > best then best <- nums[i] else at <- at
    if nums[i] == best then at <- i else at <- at
return at
"""


def test_arrows_in_a_one_line_if_else_assign() -> None:
    assert run(ARROWS, BEST_AT, [3, 9, 2]) == 1


def test_arrow_in_a_test_still_compares() -> None:
    # `nums[i] <-1` is `nums[i] < -1`: the arrow before `then` is the test's, never a step's
    text = "count = 0\nfor i in range(len(nums)):\n    if nums[i] <-1 then count <- count + 1\nreturn count"
    assert run(text, TOTAL, [-5, -1, 3]) == 1


# --- `If suppose` ------------------------------------------------------------------------------------

SUPPOSED = """
total = 0
for x in nums:
    If suppose x > 0 then total = total + x
    else if suppose x < -10 then total = total - 1
return total
"""


def test_if_suppose_is_if() -> None:
    assert run(SUPPOSED, TOTAL, [1, -2, 3, -20]) == 3


def test_if_suppose_keeps_bug() -> None:
    assert run(SUPPOSED.replace("x > 0", "x > 1"), TOTAL, [1, -2, 3]) == 3


def test_a_name_suppose_stays_a_name() -> None:
    # `if suppose == 1`: the learner's own variable, compared
    text = "suppose = 1\ntotal = 0\nif suppose == 1 then total = 5\nreturn total"
    assert run(text, TOTAL, [1]) == 5


# --- COBOL's MOVE … TO and END-PERFORM ---------------------------------------------------------------

COBOL = """
MOVE 0 TO total
For each x in nums
    If x > 0 then total = total + x END-IF
END-PERFORM
Return total
"""


def test_cobol_move_and_end_perform() -> None:
    assert run(COBOL, TOTAL, [2, -1, 5]) == 7


def test_cobol_move_keeps_bug() -> None:
    assert run(COBOL.replace("MOVE 0", "MOVE 1"), TOTAL, [2, -1, 5]) == 8


def test_move_in_small_letters_is_not_cobol() -> None:
    # `move 0 to total` is English (`move` moves a pointer): not read as COBOL's assignment
    assert "total = 0" not in normalised(COBOL.replace("MOVE 0 TO", "move 0 to"), TOTAL).python


# --- a test that drops its `is`: `node not null` -----------------------------------------------------

NOT_NULL = """
total = 0
node = head
while node not null
    total = total + node.val
    node = node.next
return total
"""


def test_not_null_without_is_tests_for_a_node() -> None:
    assert run(NOT_NULL, LIST_TOTAL, linked(1, 2, 3)) == 6


def test_not_null_keeps_bug() -> None:
    # `node.next not null` stops before the last node, as written
    assert run(NOT_NULL.replace("while node not", "while node.next not"), LIST_TOTAL, linked(1, 2, 3)) == 3


def test_is_not_null_reads_as_before() -> None:
    text = NOT_NULL.replace("not null", "is not null")
    assert "while node is not None" in normalised(text, LIST_TOTAL).python.replace("(", "").replace(")", "")
