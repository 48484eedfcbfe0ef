"""Round-11 conventions of the mixed and textbook styles (docs/pseudocode.md, "Conventions read
since round 11 was opened"), in phrasings of our own, EXECUTED.

A name a phone capitalised at the start of its line, a one-word note pointed at a step, Fortran's
``C`` comments, a cost that defines its letters in words, a title joined by ``&``, a count after
``//`` and a bracketed note after the last step. Each has a buggy variant that still fails and a
look-alike that stays refused (listed as not understood) or keeps its other reading.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import ListNode, linked, normalised, run_normalised, sig, unread_lines

TOTAL = sig("sum_of_evens", "int", nums="List[int]")
UNDO = sig("all_orders", "List[List[int]]", nums="List[int]")
CLIMB = sig("cheapest_climb", "int", cost="List[int]")
MIDDLE = sig("middle_node", "Optional[ListNode]", head="Optional[ListNode]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args, classes=(ListNode,))


# --- a name a phone capitalised at the start of a line: `Total = 0` above `total += x` -----------


@pytest.mark.parametrize(
    "first",
    [
        "Total = 0",
        "Total ← 0",
        "Total := 0",
        "Total = 0   // running sum",
    ],
)
def test_phone_capital_is_the_small_name(first: str) -> None:
    text = f"""
    {first}
    for x in nums:
        if x % 2 == 0:
            total += x
    return total
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_phone_capitals_in_a_nested_helper() -> None:
    text = """
    Picked = []
    Out = []
    def walk(i):
        if i == len(nums):
            out.append(picked.copy())
            return
        picked.append(nums[i])
        walk(i + 1)
        picked.pop()
        walk(i + 1)
    walk(0)
    return out
    """
    assert run(text, UNDO, [1, 2]) == [[1, 2], [1], [2], []]


def test_phone_capital_keeps_bug() -> None:
    text = """
    Total = 0
    for x in nums:
        if x % 2 == 1:
            total += x
    return total
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4  # adds the odd numbers, as written


@pytest.mark.parametrize(
    "text",
    [
        # the capital form is read too: two names the learner keeps apart
        "Total = 0\nfor x in nums:\n    total = Total + x\nreturn total",
        # one letter: textbooks name a size `N` beside a loop's `n`
        "N = 0\nfor x in nums:\n    n += x\nreturn n",
    ],
)
def test_phone_capital_lookalikes_stay_as_written(text: str) -> None:
    result = normalised(text, TOTAL)
    assert "total = 0" not in result.python and "n = 0" not in result.python


# --- a one-word note pointed at a finished step: `picked.pop()   ← undo` ---------------------------


@pytest.mark.parametrize("note", ["← undo", "<-- un-choose", "==> backtrack", "← Undo!"])
def test_one_word_note_after_a_call(note: str) -> None:
    text = f"""
    out = []
    picked = []
    def walk(i):
        if i == len(nums):
            out.append(picked.copy())
            return
        picked.append(nums[i])
        walk(i + 1)
        picked.pop()   {note}
        walk(i + 1)
    walk(0)
    return out
    """
    assert run(text, UNDO, [1, 2]) == [[1, 2], [1], [2], []]


def test_one_word_note_after_an_assignment() -> None:
    text = """
    total = 0
    for x in nums:
        if x % 2 == 0:
            total += x   <-- add
    return total
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_one_word_note_keeps_bug() -> None:
    text = """
    total = 0
    for x in nums:
        total += x   ← add
    return total
    """
    assert run(text, TOTAL, [1, 2, 3, 4]) == 10  # adds every number, as written


def test_one_word_after_a_bare_target_or_a_less_than_stays_code() -> None:
    # `x  ← n`: an assignment; `ok = a  <- b` may compare `a < -b`: neither is a note
    assert "total = nums" in normalised("total  ← nums\nreturn len(total)", TOTAL).python
    assert "#" not in normalised("ok = len(nums)   <- other\nreturn ok", TOTAL).python


# --- Fortran's `C` comment in the first column ----------------------------------------------------

CLIMB_TEXT = """
PROCEDURE CHEAPEST(COST)
{c1}
      N := LENGTH(COST)
      A := COST(1)
      B := COST(2)
      DO I = 3, N
{c2}
         T := COST(I) + MIN(A, B)
         A := B
         B := T
      END DO
      RETURN MIN(A, B)
END PROCEDURE
"""


@pytest.mark.parametrize(
    ("c1", "c2"),
    [
        ("C     A IS THE CHEAPEST WAY ONTO STEP I-2", "C     ONE OR TWO STEPS UP"),
        ("c  b: cheapest onto the step before", "c  t = cost of this step, plus the cheaper"),
        ("C 2 WAYS TO GET HERE", "C     COST(I) IS PAID ON LANDING"),
    ],
)
def test_fortran_c_comments(c1: str, c2: str) -> None:
    assert run(CLIMB_TEXT.format(c1=c1, c2=c2), CLIMB, [10, 15, 20]) == 15


def test_fortran_c_comment_keeps_bug() -> None:
    text = CLIMB_TEXT.format(c1="C     A AND B SO FAR", c2="C     TAKE THE DEARER").replace(
        "RETURN MIN", "RETURN MAX"
    )
    assert run(text, CLIMB, [10, 15, 20]) == 30  # the dearer of the last two, as written


@pytest.mark.parametrize("line", ["C = 0", "C (1) := 0", "c += 1"])
def test_fortran_c_before_an_operator_is_a_step(line: str) -> None:
    text = CLIMB_TEXT.format(c1=line, c2="C     ONE OR TWO STEPS UP")
    assert "# " + line.split(maxsplit=1)[0] not in normalised(text, CLIMB).python


# --- a cost that defines its letters in words; a closing paragraph after a numbered return ---------

EVENS_NUMBERED = """
1. total = 0
2. for x in nums:
      if x % 2 == 0: total += x
3. return total

{remark}
"""


@pytest.mark.parametrize(
    "remark",
    [
        "Time O(n), space O(1) where n = how many numbers",
        "O(n) time with n = the length of nums",
        "runs in O(n·m) where n = rows and m = columns, so fine",
        "Space O(k) where k = the number of evens; time O(n).",
    ],
)
def test_cost_defining_its_letters(remark: str) -> None:
    assert run(EVENS_NUMBERED.format(remark=remark), TOTAL, [1, 2, 3, 4]) == 6


def test_cost_defining_its_letters_keeps_bug() -> None:
    text = EVENS_NUMBERED.format(remark="O(n) where n = size of the list").replace("% 2 == 0", "% 2 == 1")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 4


def test_cost_with_code_after_where_stays_code() -> None:
    # `k = n + 1` is a value, not words: the line is no remark (it stays a step, read as one)
    text = EVENS_NUMBERED.format(remark="Time O(n) where k = n + 1")
    assert "# Time" not in normalised(text, TOTAL).python


# --- a title whose words are joined by `&` or `+` ---------------------------------------------------


@pytest.mark.parametrize(
    "title",
    ["Even sum — filter & add", "Evens – scan + add", "Even Sum — Filter & Add", "evens & sums 🙂"],
)
def test_title_joined_by_ampersand(title: str) -> None:
    text = f"{title}\n\ntotal = 0\nfor x in nums:\n    if x % 2 == 0: total += x\nreturn total"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_words_joined_by_ampersand_without_a_title_mark_stay_listed() -> None:
    text = "total & evens\n\ntotal = 0\nfor x in nums:\n    total += x\nreturn total"
    assert 1 in unread_lines(text, TOTAL)


# --- a count and what it counts after `//`: `fast = fast.next.next   // 2 steps` -----------------

MIDDLE_TEXT = """
slow = head
fast = head
while fast is not null and fast.next is not null:
    slow = slow.next
    fast = fast.next.next   {note}
return slow
"""


@pytest.mark.parametrize("note", ["// 2 steps", "// 2 hops at a time", "//2 nodes", "// 1st pointer x2"])
def test_count_after_slashes_is_a_comment(note: str) -> None:
    assert run(MIDDLE_TEXT.format(note=note), MIDDLE, linked(1, 2, 3, 4)).val == 3


def test_count_after_slashes_keeps_bug() -> None:
    text = MIDDLE_TEXT.format(note="// 2 steps").replace("slow = slow.next", "slow = slow.next.next", 1)
    assert run(text, MIDDLE, linked(1, 2, 3, 4)) is None  # slow runs off the end, as written


@pytest.mark.parametrize(
    "line",
    ["half = len(nums) // 2 if len(nums) > 0 else 0", "half = len(nums) // 2 and 1", "half = len(nums) // 2"],
)
def test_count_that_joins_an_expression_stays_a_division(line: str) -> None:
    assert line in normalised(f"{line}\nreturn half", TOTAL).python


# --- a sentence in brackets after the last step, quoting code ------------------------------------


@pytest.mark.parametrize(
    "aside",
    [
        "(for an even count it stops on the second middle: [1,2] gives slow = 2)",
        "(e.g. head = [1,2,3] -> fast falls off after 1 move, slow = 2 ✔)",
        "(With 4 nodes fast.next is null after two moves, so slow is node 3.)",
    ],
)
def test_closing_aside_quoting_code(aside: str) -> None:
    text = MIDDLE_TEXT.format(note="") + "\n" + aside
    assert run(text, MIDDLE, linked(1, 2, 3, 4)).val == 3


def test_closing_aside_keeps_bug() -> None:
    text = (
        MIDDLE_TEXT.format(note="").replace("return slow", "return fast")
        + "\n(slow = 2 for [1,2], which is the middle)"
    )
    assert run(text, MIDDLE, linked(1, 2, 3)).val == 3  # returns fast, which ends on the last node


def test_short_bracket_after_the_last_step_is_listed() -> None:
    text = MIDDLE_TEXT.format(note="") + "\n(slow = 2)"
    assert 8 in unread_lines(text, MIDDLE)


# --- a grid's sizes read and never set; a position inside the grid; the front of a queue ----------

ISLANDS = sig("count_islands", "int", grid="List[List[str]]")
GRID = [["1", "1", "0"], ["0", "0", "0"], ["0", "1", "1"]]

ISLANDS_TEXT = """
count ← 0
for r in 0..{rows}-1:
    for c in 0..{cols}-1:
        if grid[r][c] == "1":
            count ← count + 1
            grid[r][c] ← "0"
            queue ← [(r, c)]
            while queue not empty:
                {take}
                for each (dx, dy) in [(1,0),(-1,0),(0,1),(0,-1)]:
                    nx, ny ← x + dx, y + dy
                    if {inside} and grid[nx][ny] == "1":
                        grid[nx][ny] ← "0"
                        append (nx, ny) to queue
return count
"""


@pytest.mark.parametrize(
    ("rows", "cols", "take", "inside"),
    [
        ("rows", "cols", "(x, y) ← take from front of queue", "(nx, ny) inside grid"),
        ("ROWS", "COLS", "(x, y) ← take the front of queue", "(nx, ny) is within the grid"),
        ("nrows", "ncols", "x, y ← remove from the front of queue", "[nx, ny] in grid bounds"),
        ("rows", "columns", "(x,y)  ← pop from front of queue", "(nx,ny) inside the board's bounds"),
    ],
)
def test_grid_walk_in_words(rows: str, cols: str, take: str, inside: str) -> None:
    text = ISLANDS_TEXT.format(rows=rows, cols=cols, take=take, inside=inside)
    assert run(text, ISLANDS, [row[:] for row in GRID]) == 2


def test_grid_walk_in_words_keeps_bug() -> None:
    # the bound on the columns is the rows' count: a wide grid's right part is never visited
    text = ISLANDS_TEXT.format(
        rows="rows", cols="rows", take="(x, y) ← take from front of queue", inside="(nx, ny) inside grid"
    )
    assert run(text, ISLANDS, [["0", "0", "1"], ["0", "0", "0"]]) == 0


@pytest.mark.parametrize(
    "inside",
    [
        "(nx, ny) inside seen",  # a membership test, never a grid's bounds
        "(nx + 1, ny) inside grid",  # not a pair of names
    ],
)
def test_position_inside_grid_lookalikes_stay_as_written(inside: str) -> None:
    text = ISLANDS_TEXT.format(
        rows="rows", cols="cols", take="(x, y) ← take from front of queue", inside=inside
    )
    assert "0 <= nx < len(grid)" not in normalised(text, ISLANDS).python


def test_two_names_for_the_rows_say_nothing_sure() -> None:
    text = "return rows + nrows + cols"
    assert "rows = len(grid)" not in normalised(text, ISLANDS).python
    assert "cols = len(grid[0])" in normalised(text, ISLANDS).python


def test_grid_sizes_need_a_grid() -> None:
    assert 1 in unread_lines("return rows", TOTAL)


def test_position_inside_a_grid_needs_one_grid() -> None:
    two = sig("same_shape", "bool", a="List[List[int]]", b="List[List[int]]")
    text = "x, y ← 0, 0\nif (x, y) inside grid and a[x][y] == b[x][y]:\n    return True\nreturn False"
    assert "0 <= x <" not in normalised(text, two).python  # which grid is meant is not said
