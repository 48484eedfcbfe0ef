"""Round-14 conventions of the mixed style (docs/pseudocode.md, "Conventions read since round 14 was
opened: mixed"), in phrasings of our own, EXECUTED.

French school pseudocode (``POUR … JUSQU'A … FAIRE`` / ``FINPOUR``), an array never made that a
counted loop fills first, and ``equals`` giving a value at the start of a step. Each has a buggy
variant that still fails and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

TOTAL = sig("sum_of_evens", "int", nums="List[int]")
DOUBLED = sig("doubled", "List[int]", nums="List[int]")


def run(text: str, signature: Any, *args: Any) -> Any:
    return run_normalised(text, signature, *args)


# --- French school pseudocode --------------------------------------------------------------------

FRENCH_EVENS = """
Exercice 2 : somme des pairs
Énoncé : additionner les nombres pairs de nums
\\ Programme principal
DÉBUT
Total = 0
POUR i = 0 JUSQU'A LONGUEUR(nums) - 1 FAIRE
    SI nums[i] MOD 2 = 0 ET VRAI ALORS
        Total = Total + nums[i]
    FINSI
FINPOUR
ECRIRE Total
FIN
------------------
"""


def test_french_bare_program_writes_its_result() -> None:
    assert run(FRENCH_EVENS, TOTAL, [1, 2, 3, 4]) == 6


@pytest.mark.parametrize(
    "variant",
    [
        # a function, its return word, `Tant que` in two words, `Fin Si` spelt apart, `SINON`
        """
FONCTION pairs(nums)
    total <- 0
    i <- 0
    Tant que i < Taille(nums) faire
        Si nums[i] mod 2 = 1 alors
            total <- total
        Sinon
            total <- total + nums[i]
        Fin Si
        i <- i + 1
    Fin Tantque
    RETOURNER total
FINFONCTION
""",
        # `Pour i de a à b`, a downward step `PAS DE -1`, `NON` in a condition
        """
total = 0
Pour i de LONGUEUR(nums) - 1 à 0 pas de -1 faire
    SI NON (nums[i] MOD 2 = 1) ALORS
        total = total + nums[i]
    FINSI
FINPOUR
ECRIRE(total)
""",
    ],
)
def test_french_forms(variant: str) -> None:
    assert run(variant, TOTAL, [1, 2, 3, 4]) == 6


def test_french_keeps_bug() -> None:
    # stops one short (`JUSQU'A LONGUEUR(nums) - 2`), as written
    text = FRENCH_EVENS.replace("LONGUEUR(nums) - 1", "LONGUEUR(nums) - 2")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 2


def test_french_write_in_passing_is_a_display_not_the_result() -> None:
    # an `ECRIRE` inside a loop shows a value in passing; only the last one outside every block is
    # a bare program's result, and inside a `FONCTION` it never returns
    shown = FRENCH_EVENS.replace(
        "        Total = Total + nums[i]\n", "        Total = Total + nums[i]\n        ECRIRE Total\n"
    )
    assert run(shown, TOTAL, [2, 4]) == 6
    text = (
        "FONCTION pairs(nums)\n  total <- 0\n  POUR i = 0 JUSQU'A LONGUEUR(nums) - 1 FAIRE\n"
        "    SI nums[i] MOD 2 = 0 ALORS\n      total <- total + nums[i]\n      ECRIRE total\n    FINSI\n"
        "  FINPOUR\n  RETOURNER total\nFINFONCTION"
    )
    assert run(text, TOTAL, [2, 4]) == 6


def test_french_words_without_french_blocks_stay_as_written() -> None:
    # `POUR … FAIRE` with no French closer: not French pseudocode, left to the other rules
    text = "total = 0\nPOUR i = 0 JUSQU'A 3 FAIRE\n    total += nums[i]\nreturn total"
    assert 2 in unread_lines(text, TOTAL)


# --- an array never made, first filled by a counted loop ------------------------------------------

FILLED = """
n = len(nums)
for i from 0 to n - 1:
    out[i] = 0
for i from 0 to n - 1:
    out[i] = nums[i] * 2
return out
"""


def test_array_filled_first_by_a_counted_loop_is_made_that_long() -> None:
    assert run(FILLED, DOUBLED, [1, 2, 3]) == [2, 4, 6]


def test_array_filled_first_keeps_a_short_loop() -> None:
    # the first loop misses the last position: the array is as short as the learner's loop
    text = FILLED.replace("for i from 0 to n - 1:\n    out[i] = 0", "for i from 0 to n - 2:\n    out[i] = 0")
    with pytest.raises(IndexError):
        run(text, DOUBLED, [1, 2, 3])


@pytest.mark.parametrize(
    "text",
    [
        # read before it is filled: not a fill
        "n = len(nums)\nfor i from 0 to n - 1:\n    out[i] = out[i] + nums[i]\nreturn out",
        # filled at another position than the loop's own
        "n = len(nums)\nfor i from 0 to n - 1:\n    out[i + 1] = nums[i]\nreturn out",
        # filled under a condition: which positions exist is not said
        "n = len(nums)\nfor i from 0 to n - 1:\n    if nums[i] > 0:\n        out[i] = nums[i]\nreturn out",
    ],
)
def test_array_never_made_otherwise_stays_unset(text: str) -> None:
    assert unread_lines(text, DOUBLED)  # `out` listed as never given a value


# --- `equals` giving a value at the start of a step ------------------------------------------------

DICTATED = """
Here is my sum of the evens 🙂 one pass over nums
total equals 0
FOR x in nums:
    IF x % 2 == 0: total equals total + x ENDIF
ENDFOR
RETURN total
"""


def test_equals_at_the_start_of_a_step_gives_a_value() -> None:
    assert run(DICTATED, TOTAL, [1, 2, 3, 4]) == 6


def test_equals_gives_zero_its_value() -> None:
    # `equals zero` sets the value, where `is zero` would ask it
    text = DICTATED.replace("total equals 0", "total equals zero")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


def test_equals_keeps_bug() -> None:
    # counts the evens instead of adding them, as written
    text = DICTATED.replace("total equals total + x", "total equals total + 1")
    assert run(text, TOTAL, [1, 2, 3, 4]) == 2


def test_equals_in_a_condition_still_compares() -> None:
    text = "total = 0\nfor x in nums:\n    if x % 2 equals 0:\n        total = total + x\nreturn total"
    assert run(text, TOTAL, [1, 2, 3, 4]) == 6


# --- a stylus's `retum` as the step of a one-line `if` ---------------------------------------------

STYLUS = """
- If len(nums) = 0 retum 0
- total = 0
- For x in nums:
    - If x % 2 == 0: total = total + x
- retum total
"""


def test_lookalike_return_after_a_one_line_condition() -> None:
    assert run(STYLUS, TOTAL, []) == 0
    assert run(STYLUS, TOTAL, [1, 2, 3, 4]) == 6


def test_lookalike_return_after_a_condition_keeps_bug() -> None:
    # returns 1 for an empty list, as written
    assert run(STYLUS.replace("retum 0", "retum 1"), TOTAL, []) == 1


def test_lookalike_return_set_as_a_name_stays() -> None:
    # the answer sets `retum` itself: a name of the learner's, never the keyword
    text = "retum = 0\nfor x in nums:\n    if x > 0 retum = retum + x\nreturn retum"
    assert run(text, TOTAL, [1, 2, -3]) == 3


# --- an example labelled `ex:` -----------------------------------------------------------------------


def test_example_labelled_ex() -> None:
    assert run(EVENS_WITH_EXAMPLE, TOTAL, [1, 2, 3, 4]) == 6


def test_ex_without_a_result_stays_listed() -> None:
    text = EVENS_WITH_EXAMPLE.replace("ex: [1, 2, 3, 4] → 6 ✓", "ex: [1, 2, 3, 4] 6")
    assert 6 in unread_lines(text, TOTAL)


EVENS_WITH_EXAMPLE = """total = 0
for x in nums:
    if x % 2 == 0:
        total += x
return total
ex: [1, 2, 3, 4] → 6 ✓
"""


# --- a homework site's C answer: plan above, Allman header, remark below ------------------------------

FIRST_EVEN = sig("first_even", "int", nums="List[int]")

HOMEWORK = """Explanation / Answer

We walk the array from the left and stop at the first even number.

Algorithm(int a[],int n)
{
int i;
for(i=0;i<n;i++) //each position
if(a[i]%2==0) //even
return i;
return -1; // none
}

Time complexity: O(n)
"""


def test_homework_answer_is_read_by_the_c_parser() -> None:
    n = normalised(HOMEWORK, FIRST_EVEN)
    assert "c-family-parser" in n.rules_applied
    assert run(HOMEWORK, FIRST_EVEN, [1, 3, 4, 6]) == 2
    assert run(HOMEWORK, FIRST_EVEN, [1, 3]) == -1


def test_homework_answer_keeps_bug() -> None:
    # stops one short of the end, as written
    text = HOMEWORK.replace("i<n;", "i<n-1;")
    assert run(text, FIRST_EVEN, [1, 3, 4]) == -1


def test_c_array_parameter_read_alike_by_java_and_cpp() -> None:
    # `int a[]` parses in both grammars; Java's `return (-1)` and C++'s `return -1` run alike
    text = (
        "int firstEven(int a[], int n) {\n  for (int i = 0; i < n; i++) {\n"
        "    if (a[i] % 2 == 0) return i;\n  }\n  return -1;\n}"
    )
    assert "c-family-parser" in normalised(text, FIRST_EVEN).rules_applied
    assert run(text, FIRST_EVEN, [1, 3]) == -1


def test_remark_below_with_code_marks_is_not_commented() -> None:
    # `x = 1;` below the code is a step, not a remark: the parser is not offered it as a comment
    text = HOMEWORK.replace("Time complexity: O(n)", "total = 1;")
    assert "c-family-parser" not in normalised(text, FIRST_EVEN).rules_applied
