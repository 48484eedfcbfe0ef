"""Exam-board pseudocode dialects of docs/pseudocode.md ("Exam-board dialects"), normalised then EXECUTED.

Written from the boards' published references (Cambridge 9618/0478 pseudocode guide and insert,
AQA 8525 pseudo-code, OCR J277 exam reference language, IB approved notation), not from a corpus
answer. Each correct answer must give the reference's result; each buggy one must keep its bug.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from assay.grading import normalise
from assay.judge import Signature
from tests.grading.support import signature as sig


def normalised(text: str, signature: Signature) -> str:
    result = normalise(textwrap.dedent(text).strip("\n"), signature)
    assert result.ok, f"{result.error}\n{result.python}"
    assert not result.unrecognised, f"{result.unrecognised}\n{result.python}"
    return result.python


def run(text: str, signature: Signature, *args: Any) -> Any:
    namespace: dict[str, Any] = {}
    exec(compile(normalised(text, signature), "<normalised>", "exec"), namespace)
    return getattr(namespace["Solution"](), signature.method)(*args)


SUM_EVEN = sig("sumEven", "int", nums="List[int]")
CAMBRIDGE_SUM_EVEN = """
    FUNCTION SumEven(Nums : ARRAY OF INTEGER) RETURNS INTEGER
        DECLARE Total, i : INTEGER
        CONSTANT Divisor = 2
        Total ← 0
        FOR i ← 1 TO LENGTH(Nums)
            IF Nums[i] MOD Divisor = 0 AND NOT (Nums[i] < 0) THEN
                Total ← Total + Nums[i]
            ENDIF
        NEXT i
        RETURN Total
    ENDFUNCTION
"""


def test_cambridge_declarations_constants_and_a_one_based_for_loop() -> None:
    assert run(CAMBRIDGE_SUM_EVEN, SUM_EVEN, [4, 1, 6, -2, 3]) == 10
    assert run(CAMBRIDGE_SUM_EVEN, SUM_EVEN, [2]) == 2  # the last position counts from 1 too


def test_cambridge_buggy_loop_keeps_its_off_by_one() -> None:
    buggy = CAMBRIDGE_SUM_EVEN.replace("TO LENGTH(Nums)", "TO LENGTH(Nums) - 1")
    # one position short: which end it misses depends on the reading, the answer is wrong either way
    assert run(buggy, SUM_EVEN, [4, 1, 6]) != 10


def test_cambridge_array_declared_from_one() -> None:
    text = """
    FUNCTION Doubled(Nums : ARRAY OF INTEGER) RETURNS INTEGER
        DECLARE Copy : ARRAY[1:10] OF INTEGER
        DECLARE i : INTEGER
        FOR i ← 1 TO LENGTH(Nums)
            Copy[i] ← Nums[i] * 2
        NEXT i
        RETURN Copy[1] + Copy[LENGTH(Nums)]
    ENDFUNCTION
    """
    assert run(text, sig("doubled", "int", nums="List[int]"), [3, 5, 7]) == 20


GRADE = sig("grade", "int", score="int")
CAMBRIDGE_CASE = """
    FUNCTION Grade(Score : INTEGER) RETURNS INTEGER
        DECLARE Points : INTEGER
        CASE OF Score DIV 10
            10 : Points ← 5
            9 : Points ← 4
            7 TO 8 : Points ← 3
            OTHERWISE
                Points ← 0
        ENDCASE
        RETURN Points
    ENDFUNCTION
"""


@pytest.mark.parametrize(("score", "points"), [(100, 5), (95, 4), (70, 3), (89, 3), (69, 0), (5, 0)])
def test_cambridge_case_of_with_ranges_and_otherwise(score: int, points: int) -> None:
    assert run(CAMBRIDGE_CASE, GRADE, score) == points


def test_cambridge_case_buggy_range_keeps_its_bug() -> None:
    buggy = CAMBRIDGE_CASE.replace("7 TO 8", "8 TO 8")
    assert run(buggy, GRADE, 70) == 0


def test_cambridge_while_repeat_procedures_and_output() -> None:
    text = """
    FUNCTION Steps(N : INTEGER) RETURNS INTEGER
        DECLARE Count : INTEGER
        Count ← 0
        WHILE N <> 1 DO
            IF N MOD 2 = 0 THEN
                N ← N DIV 2
            ELSE
                N ← 3 * N + 1
            ENDIF
            Count ← Count + 1
        ENDWHILE
        REPEAT
            Count ← Count + 100
        UNTIL Count > 0 OR FALSE
        CALL Show(Count)
        RETURN Count
    ENDFUNCTION
    PROCEDURE Show(BYVAL X : INTEGER)
        OUTPUT "Steps: ", X
    ENDPROCEDURE
    """
    python = normalised(text, sig("steps", "int", n="int"))
    assert 'print("Steps: ", X)' in python  # OUTPUT displays: never the routine's result
    assert run(text, sig("steps", "int", n="int"), 6) == 108


STRINGS = sig("initials", "str", s="str")


def test_cambridge_string_functions_count_from_one() -> None:
    text = """
    FUNCTION Initials(S : STRING) RETURNS STRING
        DECLARE R : STRING
        DECLARE i : INTEGER
        R ← UCASE(LEFT(S, 1))
        FOR i ← 2 TO LENGTH(S)
            IF MID(S, i - 1, 1) = " " THEN
                R ← R&UCASE(MID(S, i, 1))
            ENDIF
        NEXT i
        RETURN R & LCASE(RIGHT(S, 2)) & TO_UPPER(MID("ABCDEFGH", 2, 3)) & STRING(INT(7 / 2))
    ENDFUNCTION
    """.replace(" & STRING(INT(7 / 2))", "")
    # MID("ABCDEFGH", 2, 3) is "BCD" in the Cambridge insert; RIGHT(s, 2) the last two characters
    assert run(text, STRINGS, "ada byron king") == "ABKngBCD"


def test_cambridge_mid_in_a_loop_read_as_counting_from_one_is_not_shifted_twice() -> None:
    text = """
    FUNCTION Vowels(S : STRING) RETURNS INTEGER
        DECLARE Count, i : INTEGER
        DECLARE Seen : ARRAY[1:100] OF INTEGER
        Count ← 0
        FOR i ← 1 TO LENGTH(S)
            IF MID(S, i, 1) = "a" OR RIGHT(LEFT(S, i), 1) = "e" THEN
                Count ← Count + 1
                Seen[Count] ← i
            ENDIF
        NEXT i
        RETURN Count * 100 + Seen[1]
    ENDFUNCTION
    """
    assert run(text, sig("vowels", "int", s="str"), "bead") == 202


def test_cambridge_int_is_the_integer_part() -> None:
    text = """
    FUNCTION Half(X : INTEGER) RETURNS INTEGER
        RETURN INT(X / 2)
    ENDFUNCTION
    """
    assert run(text, sig("half", "int", x="int"), 7) == 3


def test_cambridge_buggy_mid_keeps_its_bug() -> None:
    text = """
    FUNCTION First(S : STRING) RETURNS STRING
        RETURN MID(S, 0, 1)
    ENDFUNCTION
    """
    # position 0 is before the first character: Cambridge's MID gives nothing useful there, and nor do we
    assert run(text, sig("first", "str", s="str"), "abc") != "a"


AQA_COUNT = """
SUBROUTINE countOdd(nums)
    total ← 0
    FOR i ← 0 TO LEN(nums) - 1
        OUTPUT nums[i]
        IF nums[i] MOD 2 ≠ 0 THEN
            total ← total + 1
        ELSE IF nums[i] = 0 THEN
            total ← total + 10
        ENDIF
    ENDFOR
    RETURN total
ENDSUBROUTINE
"""
COUNT = sig("countOdd", "int", nums="List[int]")


def test_aqa_subroutine_counts_from_zero_and_outputs_without_returning() -> None:
    assert run(AQA_COUNT, COUNT, [1, 2, 0, 3]) == 12


def test_aqa_buggy_loop_keeps_its_off_by_one() -> None:
    buggy = AQA_COUNT.replace("TO LEN(nums) - 1", "TO LEN(nums) - 2")
    assert run(buggy, COUNT, [2, 2, 3]) == 0


def test_aqa_substring_includes_both_ends_from_zero() -> None:
    text = """
    SUBROUTINE middle(s)
        OUTPUT SUBSTRING(2, 5, s)
        RETURN SUBSTRING(2, 5, s)
    ENDSUBROUTINE
    """
    # AQA's reference: SUBSTRING(2, 9, 'computer science') is 'mputer s'
    assert run(text, sig("middle", "str", s="str"), "computer science") == "mput"
    assert "print(" in normalised(text, sig("middle", "str", s="str"))


OCR_TOTAL = """
function total(nums)
    t = 0
    for i = 0 to nums.length - 1
        if nums[i] MOD 2 != 0 then
            t = t + nums[i] DIV 2
        elseif nums[i] == 4 then
            t = t + 100
        else
            t = t
        endif
    next i
    do
        t = t + 1
    until t >= 10
    switch t:
        case 10:
            t = 0
        case 11:
            t = 1
        default:
            t = t * 2
    endswitch
    return t
endfunction
"""
TOTAL = sig("total", "int", nums="List[int]")


@pytest.mark.parametrize(("nums", "expected"), [([5, 3], 0), ([4], 202), ([7, 9, 9], 24), ([21], 1)])
def test_ocr_for_next_do_until_and_switch(nums: list[int], expected: int) -> None:
    assert run(OCR_TOTAL, TOTAL, nums) == expected


def test_ocr_buggy_switch_keeps_its_bug() -> None:
    buggy = OCR_TOTAL.replace("case 10:", "case 12:")
    assert run(buggy, TOTAL, [5, 3]) == 20


def test_ocr_substring_and_upper() -> None:
    text = """
    function shout(s)
        return s.substring(1, 3).upper
    endfunction
    """
    # OCR's reference: "Computer Science".substring(3, 3) is "put"
    assert run(text, sig("shout", "str", s="str"), "computer") == "OMP"


IB_SUM = """
T = 0
loop I from 0 to N-1
    if NUMS[I] mod 2 ≠ 0 then
        T = T + NUMS[I] div 2
    else
        T = T + 100
    end if
end loop
loop while T > 1000
    T = T - 1000
end loop
return T
"""
IB = sig("total", "int", NUMS="List[int]", N="int")


def test_ib_loops_from_to_and_while() -> None:
    assert run(IB_SUM, IB, [5, 7, 2], 3) == 105
    assert run(IB_SUM, IB, [2] * 12, 12) == 200


def test_ib_buggy_loop_keeps_its_bug() -> None:
    buggy = IB_SUM.replace("to N-1", "to N-2")
    assert run(buggy, IB, [5, 7, 2], 3) == 5


def test_ib_collections_stacks_and_queues() -> None:
    text = """
    S = new Stack()
    Q = new Queue()
    C = new Collection()
    loop I from 0 to N-1
        C.addItem(NUMS[I])
    end loop
    C.resetNext()
    loop while C.hasNext()
        X = C.getNext()
        S.push(X)
        Q.enqueue(X * 10)
    end loop
    R = 0
    loop until S.isEmpty()
        R = R + S.pop() - Q.dequeue()
    end loop
    return R
    """
    assert run(text, IB, [1, 2, 3], 3) == -54


CAMBRIDGE_SWAP = """
FUNCTION Smaller(X : INTEGER, Y : INTEGER) RETURNS INTEGER
    DECLARE A, B : INTEGER
    A ← X
    B ← Y
    IF A > B THEN
        CALL Swap(A, B)
    ENDIF
    RETURN A * 10 + B
ENDFUNCTION
PROCEDURE Swap(BYREF P : INTEGER, Q : INTEGER)
    DECLARE T : INTEGER
    T ← P
    P ← Q
    Q ← T
ENDPROCEDURE
"""
SMALLER = sig("smaller", "int", x="int", y="int")


def test_cambridge_byref_scalars_come_back_to_the_caller() -> None:
    # BYREF holds for the parameters after it until a BYVAL (the guide), so Q is by reference too
    assert run(CAMBRIDGE_SWAP, SMALLER, 7, 3) == 37
    assert run(CAMBRIDGE_SWAP, SMALLER, 3, 7) == 37


def test_cambridge_byval_parameters_keep_the_callers_value() -> None:
    buggy = CAMBRIDGE_SWAP.replace("Q : INTEGER)", "BYVAL Q : INTEGER)")
    assert run(buggy, SMALLER, 7, 3) == 33  # only P came back: the learner's bug runs as written


def test_a_function_that_sets_a_byref_scalar_is_not_understood() -> None:
    text = """
    FUNCTION Twice(X : INTEGER) RETURNS INTEGER
        RETURN Bump(X) + X
    ENDFUNCTION
    FUNCTION Bump(BYREF N : INTEGER) RETURNS INTEGER
        N ← N + 1
        RETURN N
    ENDFUNCTION
    """
    result = normalise(textwrap.dedent(text).strip("\n"), sig("twice", "int", x="int"))
    assert not result.ok and result.unrecognised


def test_ocr_a_do_opening_a_while_body_is_not_a_repeat() -> None:
    text = """
    function total(nums)
        t = 0
        i = 0
        while i < nums.length
        do
            t = t + nums[i]
            i = i + 1
        endwhile
        do
            t = t * 2
        until t > 0
        return t
    endfunction
    """
    python = normalised(text, TOTAL)
    assert python.count("while True") == 1  # the second `do`, closed by its `until`
    assert run(text, TOTAL, [1, 2, 3]) == 12
