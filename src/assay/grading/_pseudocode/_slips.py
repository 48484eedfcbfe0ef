"""Keys that slipped, read before any rule (docs/pseudocode.md, "Conventions read since round 16 was
opened: mixed", and since round 17: textbook, Python-like, C-family): a keyword or builtin with two
letters swapped (``retrun``), a look-alike letter (``whi1e``), Shift+9 that did not catch
(``f9x)``) or held a letter too long (``LEft``), a closing ``end`` typed as another word (``and if``).
"""

from __future__ import annotations

from assay.grading._pseudocode._closer_slips import closer_slips
from assay.grading._pseudocode._held_shift import held_shift
from assay.grading._pseudocode._lookalikes import lookalike_words
from assay.grading._pseudocode._missed_shift import missed_shift
from assay.grading._pseudocode._swapped import swapped_letters

__all__ = ["read_slips"]


def read_slips(code: str, readings: list[tuple[str, str]]) -> str:
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
    read, found = closer_slips(read)  # `and if` on its own line: `end if` autocorrected
    readings.extend(("closer-slip", note) for note in found)
    return read
