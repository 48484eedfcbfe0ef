"""Misspelt words read before the rules (docs/pseudocode.md): a builtin or keyword with two letters
swapped, a look-alike letter, a Shift that did not catch or was held a letter too long."""

from __future__ import annotations

from assay.grading._pseudocode._held_shift import held_shift
from assay.grading._pseudocode._lookalikes import lookalike_words
from assay.grading._pseudocode._missed_shift import missed_shift
from assay.grading._pseudocode._swapped import swapped_letters

__all__ = ["typing_slips"]


def typing_slips(code: str, readings: list[tuple[str, str]]) -> str:
    """``code`` with misspelt keywords and builtins read; each reading goes to ``readings`` as
    (rule, note)."""
    read, found = swapped_letters(code)  # `lenght(cur)`: a builtin typed with two letters swapped
    readings.extend(("swapped-letters", note) for note in found)
    read, found = lookalike_words(read)  # `whi1e`, `retum`, `1en(n)`: a look-alike letter
    readings.extend(("lookalike-letters", note) for note in found)
    read, found = missed_shift(read)  # `numIslands9grid):`: Shift+9 that did not catch
    readings.extend(("missed-shift", note) for note in found)
    read, found = held_shift(read)  # `the LEft child`: Shift held a letter too long
    readings.extend(("held-shift", note) for note in found)
    return read
