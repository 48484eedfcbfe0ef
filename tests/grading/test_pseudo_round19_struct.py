"""Round-19 conventions of the structured styles (docs/pseudocode.md, "Conventions read since round
19 was opened: textbook, Python-like, C-family"), several phrasings each, EXECUTED.

Each convention is written in phrasings of our own (never a corpus answer's words), with a buggy
program that must still fail and a look-alike that stays refused (listed as not understood) or keeps
its other reading.
"""

from __future__ import annotations

import pytest

from tests.grading.support import normalised, run_normalised, sig, unread_lines

COUNT = sig("count_big", "int", nums="List[int]", k="int")
LAST = sig("last_index", "int", nums="List[int]", target="int")
GAP = sig("widest", "int", nums="List[int]")

# --- Spanish control words in English pseudocode, Python or C ----------------------------------------

# how many values are at least k: textbook lines with `para … do`, `si … then`, `end si`
TEXTBOOK = """
    COUNT-BIG(A, k)
        total ← 0
        para i ← 1 to A.length do
            si A[i] >= k then
                total ← total + 1
            end si
        end para
        return total
"""

# the last position of target, walking back with `mientras … hacer` and `else si`
WALK_BACK = """
    LAST-INDEX(A, t)
        i ← A.length
        mientras i >= 1 hacer
            si A[i] = t then
                return i - 1
            else si i = 1 then
                return -1
            end si
            i ← i - 1
        fin mientras
        return -1
"""

# Python with `si …:` (a comment after it) and `sino:`
PYTHON = """
    def count_big(nums, k):
        total = 0
        for x in nums:
            si x >= k:   # big enough
                total += 1
            sino:
                pass
        return total
"""

# C with `si (…) {` and `} else si (…) {`
C_FAMILY = """
    int widest(int[] nums) {
        int lo = nums[0], hi = nums[0];
        for (int i = 1; i < nums.length; i++) {
            si (nums[i] < lo) {
                lo = nums[i];
            } else si (nums[i] > hi) {
                hi = nums[i];
            }
        }
        return hi - lo;
    }
"""


@pytest.mark.parametrize("text", [TEXTBOOK, PYTHON])
def test_spanish_words_count(text: str) -> None:
    assert run_normalised(text, COUNT, [1, 5, 3, 7], 3) == 3
    assert run_normalised(text, COUNT, [], 3) == 0


def test_spanish_words_walk_back() -> None:
    assert run_normalised(WALK_BACK, LAST, [4, 2, 4, 1], 4) == 2
    assert run_normalised(WALK_BACK, LAST, [4, 2], 9) == -1


def test_spanish_words_in_c() -> None:
    assert run_normalised(C_FAMILY, GAP, [3, 9, 1, 4]) == 8


@pytest.mark.parametrize(
    ("text", "old", "new", "args", "right"),
    [
        (TEXTBOOK, "A[i] >= k", "A[i] > k", ([1, 5, 3, 7], 3), 3),
        (PYTHON, "x >= k", "x > k", ([1, 5, 3, 7], 3), 3),
        (WALK_BACK, "return i - 1", "return i", ([4, 2, 4, 1], 4), 2),
        (C_FAMILY, "return hi - lo", "return hi - lo + 1", ([3, 9, 1, 4],), 8),
    ],
)
def test_spanish_words_keep_the_bug(
    text: str, old: str, new: str, args: tuple[object, ...], right: int
) -> None:
    buggy = text.replace(old, new)
    assert buggy != text
    signature = {TEXTBOOK: COUNT, PYTHON: COUNT, WALK_BACK: LAST, C_FAMILY: GAP}[text]
    assert run_normalised(buggy, signature, *args) != right


def test_si_as_a_name_is_not_a_keyword() -> None:
    # a name `si` that is assigned and compared keeps its reading as a name
    text = """
        def count_big(nums, k):
            si = 0
            for x in nums:
                if x >= k:
                    si += 1
            return si
    """
    assert run_normalised(text, COUNT, [1, 5, 3, 7], 3) == 3
    # `si <= k:` opens with an operator: not a Spanish `if`, so the line stays not understood
    looks_alike = PYTHON.replace("si x >= k:", "si <= k:")
    assert 4 in unread_lines(looks_alike, COUNT)


def test_french_si_keeps_its_reading() -> None:
    # `si … alors` is French's (its own table), not an English line with a Spanish word
    text = """
        fonction count_big(nums, k)
            total ← 0
            pour chaque x dans nums faire
                si x >= k alors
                    total ← total + 1
                fin si
            fin pour
            retourner total
        fin fonction
    """
    assert "spanish-words" not in normalised(text, COUNT).rules_applied


# --- `=>` after an index: `>=` typed backwards, not a JavaScript arrow -------------------------------

BACKWARDS = """
    def count_big(nums, k):
        total = 0
        for i in range(len(nums)):
            if nums[i] => k:
                total += 1
        return total
"""


def test_backwards_at_least_after_an_index() -> None:
    assert run_normalised(BACKWARDS, COUNT, [1, 5, 3, 7], 3) == 3
    guarded = BACKWARDS.replace("if nums[i] => k:", "if i >= 0 and nums[i] => k:")
    assert run_normalised(guarded, COUNT, [4, 5, 1], 3) == 2


def test_backwards_at_least_keeps_the_bug() -> None:
    assert run_normalised(BACKWARDS.replace("total += 1", "total = 1"), COUNT, [1, 5, 3, 7], 3) == 1


def test_arrow_function_keeps_its_reading() -> None:
    # a real JavaScript arrow (`x => x >= k`) is still read as JavaScript, not as a comparison
    text = """
        function countBig(nums, k) {
            return nums.filter(x => x >= k).length;
        }
    """
    assert run_normalised(text, COUNT, [1, 5, 3, 7], 3) == 3
