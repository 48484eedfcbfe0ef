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

from tests.grading.support import run_normalised, sig, unread_lines

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
