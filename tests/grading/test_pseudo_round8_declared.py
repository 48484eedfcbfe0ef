"""Round-8 conventions of declarations and headers (docs/pseudocode.md, "Conventions read since round 8
was opened"), in phrasings of our own, EXECUTED.

Visual Basic's ``Dim`` declarations, Pascal's parameter groups (``var a: array of integer; k:
integer``), and what may follow a header's parameter list (a type, a note in words, never a step).
Each has a buggy program that must still fail and a look-alike that stays refused.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from tests.grading.support import Sig, refused, run_normalised, sig

TOTAL = sig("total_of", "int", numbers="List[int]")
SHIFT = sig("shift_right", "None", items="List[int]", times="int")
WINDOW = sig("window_sum", "int", data="List[int]", lo="int", hi="int")


def run(text: str, signature: Sig, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- Visual Basic `Dim`: a variable starts at its type's default; `Dim a(n)` has indexes 0 to n ------

DIM = """
Function TotalOf(numbers)
    Dim acc As {kind}{start}
    Dim spare, other As Boolean
    Dim bucket(2) As Integer
    Dim seen As New HashSet(Of Integer)
    For Each v In numbers
        acc = acc + v
        seen.add(v)
    Next
    For Each b In bucket
        acc = acc + b + 1
    Next
    Return acc - 3
End Function
"""


@pytest.mark.parametrize("kind,start", [("Integer", ""), ("Long", ""), ("Integer", " = 0"), ("Double", "")])
def test_vb_dim_declarations_run(kind: str, start: str) -> None:
    # three buckets (0 to 2), each adding 1: the `- 3` cancels them only if `bucket(2)` has 3 items
    assert run(DIM.format(kind=kind, start=start), TOTAL, [4, 5, 6]) == 15
    assert run(DIM.format(kind=kind, start=start), TOTAL, []) == 0


def test_vb_dim_inferred_value_runs() -> None:
    text = """
    Function TotalOf(numbers)
        Dim acc = 10
        For Each v In numbers
            acc = acc + v
        Next
        Return acc
    End Function
    """
    assert run(text, TOTAL, [1, 2]) == 13


def test_vb_dim_kept_bug() -> None:
    # starting the total at 1 is still wrong
    assert run(DIM.format(kind="Integer", start=" = 1"), TOTAL, [4, 5, 6]) == 16


@pytest.mark.parametrize(
    "line",
    [
        "Dim bucket(2)",
        "Dim bucket() As Integer",
        "Dim acc As Object",
        "Dim acc As Widget",
        "Dim a, b As Integer = 0",
    ],
)
def test_vb_dim_uncertain_is_refused(line: str) -> None:
    text = f"""
    Function TotalOf(numbers)
        {line}
        Return 0
    End Function
    """
    assert refused(text, TOTAL) == [2]


# --- Pascal parameter groups: `;` between groups, `var`/`const` modes, several names per group -------

PASCAL = """
procedure Shift(var a: array of integer; k: integer);
var
  i, j, last: integer;
begin
  for i := 1 to k do
  begin
    last := a[length(a) - 1];
    for j := length(a) - 1 downto {stop} do
      a[j] := a[j - 1];
    a[0] := last;
  end;
end;
"""


def test_pascal_var_parameter_groups_run() -> None:
    items = [1, 2, 3, 4]
    run(PASCAL.format(stop=1), SHIFT, items, 1)
    assert items == [4, 1, 2, 3]


def test_pascal_parameter_group_of_several_names_runs() -> None:
    text = """
    function WindowSum(const d: array of integer; first, last: integer): integer;
    var
      i, s: integer;
    begin
      s := 0;
      for i := first to last do
        s := s + d[i];
      WindowSum := s;
    end;
    """
    assert run(text, WINDOW, [5, 6, 7, 8], 1, 2) == 13


def test_pascal_parameter_groups_kept_bug() -> None:
    # stopping the inner loop at 2 leaves a[1] unshifted
    items = [1, 2, 3, 4]
    run(PASCAL.format(stop=2), SHIFT, items, 1)
    assert items == [4, 2, 2, 3]


def test_pascal_name_outside_the_groups_is_refused() -> None:
    # `count` is no parameter of the header: never matched to the question's `times`
    text = """
    procedure Shift(var a: array of integer; k: integer);
    begin
      for i := 1 to count do
        a[0] := a[0];
    end;
    """
    assert refused(text, SHIFT) == [3]


# --- after a header's `)`: a return type or a note in words; a step there is refused -----------------

HEADER = """
function sumUp(xs){tail}
    s = 0
    for x in xs
        s = s + x
    return s{off}
"""


@pytest.mark.parametrize(
    "tail",
    [
        ": integer",
        " -> List[int]",
        ": array of integer",
        " returns an integer",
        ": adds the values together",
        " returns int",
    ],
)
def test_header_type_or_note_runs(tail: str) -> None:
    assert run(HEADER.format(tail=tail, off=""), TOTAL, [2, 3]) == 5


def test_header_type_kept_bug() -> None:
    assert run(HEADER.format(tail=": integer", off=" - 1"), TOTAL, [2, 3]) == 4


@pytest.mark.parametrize(
    "tail", [": s = 0", " = xs + 1", ": add up each value", ": s := 0", " returns s + 1"]
)
def test_header_with_a_step_after_it_is_refused(tail: str) -> None:
    text = HEADER.format(tail=tail, off="")
    assert 1 in refused(text, TOTAL)


def test_header_with_a_step_in_words_keeps_the_step() -> None:
    # a step in words on the header's line is read as the body's first step, never dropped
    text = """
    function sumUp(xs): set s to 10
        for x in xs
            s = s + x
        return s
    """
    assert run(text, TOTAL, [2, 3]) == 15


def test_pascal_count_parameter_after_a_group_counts_from_one() -> None:
    # `n` (a parameter the question does not pass) is the array's length, and the loop from 1 to n
    # with `a[i]` counts from 1: the last item is a[n], never one past the end
    text = """
    function TotalOf(a: array of integer; n: integer): integer;
    var i, s: integer;
    begin
      s := 0;
      for i := 1 to n do
        s := s + a[i];
      TotalOf := s;
    end;
    """
    assert run(text, TOTAL, [3, 4, 5]) == 12


def test_header_name_of_several_words_reads_its_parameters() -> None:
    text = """
    function total of (xs): the sum
        s = 0
        for x in xs
            s = s + x
        return s
    """
    assert run(text, TOTAL, [1, 2]) == 3


# --- textbook: an empty collection written ∅ that the answer uses as a heap -------------------------

SMALLEST = sig("third_smallest", "int", values="List[int]")
HEAP = """
THIRD-SMALLEST(V)
    Q ← ∅
    for each v in V
        MIN-HEAP-INSERT(Q, v)
    repeat {times} times
        HEAP-EXTRACT-MIN(Q)
    return HEAP-MINIMUM(Q)
"""


def test_empty_set_used_as_a_heap_runs() -> None:
    assert run(HEAP.format(times=2), SMALLEST, [9, 4, 7, 1, 8]) == 7


def test_empty_set_used_as_a_heap_kept_bug() -> None:
    assert run(HEAP.format(times=1), SMALLEST, [9, 4, 7, 1, 8]) == 4


def test_empty_set_used_also_as_a_set_is_not_changed() -> None:
    # `S` is also given a set's own `add`: it stays a set (and the heap step on it fails as written)
    text = """
    THIRD-SMALLEST(V)
        S ← ∅
        for each v in V
            S.discard(v)
            MIN-HEAP-INSERT(S, v)
        return HEAP-MINIMUM(S)
    """
    python = normalise(textwrap.dedent(text).strip("\n"), SMALLEST).python  # type: ignore[arg-type]
    assert "S = []" not in python


# --- sorting by a part named "of each <item>": `sort P by the second value of every pair` --------------

BY_PART = sig("ordered", "List[List[int]]", pairs="List[List[int]]")


@pytest.mark.parametrize(
    "phrase,expected",
    [
        ("the first number of each pair", [[1, 9], [2, 5], [3, 7]]),
        ("the second value of every pair", [[2, 5], [3, 7], [1, 9]]),
        ("the first element in each entry", [[1, 9], [2, 5], [3, 7]]),
    ],
)
def test_sort_by_a_part_of_each_item_runs(phrase: str, expected: list[list[int]]) -> None:
    text = f"""
    ORDERED(P)
        sort P by {phrase}
        return P
    """
    assert run(text, BY_PART, [[3, 7], [1, 9], [2, 5]]) == expected


def test_sort_by_a_part_kept_bug() -> None:
    # sorting by the second part where the first was meant still gives the other order
    text = """
    ORDERED(P)
        sort P by the second number of each pair
        return P
    """
    assert run(text, BY_PART, [[3, 7], [1, 9], [2, 5]]) != [[1, 9], [2, 5], [3, 7]]


def test_sort_by_a_part_of_some_other_thing_is_refused() -> None:
    # `of the largest pair` names no part of each item: not guessed
    text = """
    ORDERED(P)
        sort P by the first number of the largest pair
        return P
    """
    assert refused(text, BY_PART) == [2]
