"""A bracket of words that fails late is read in linear time (docs/pseudocode.md, "Cost").

The opening-remark reader allowed words inside a bracket to be joined by nothing, so a long bracket
that ends in something other than a word (`(the cheapest way to stand on steps 0 and 1)`) was tried
split at every letter: one corpus answer took 25 s to normalise, another 14 s. These texts would
run for hours with that pattern; with it fixed they are read as before, in milliseconds, and the
suite's own timeout is the only clock here.
"""

from __future__ import annotations

import pytest

from assay.grading._pseudocode import normalise
from assay.grading._pseudocode._clean import clean_text
from assay.questions import DirectoryStore

LONG = " ".join(["the cheapest way to stand on a step"] * 6)


@pytest.mark.parametrize(
    "first",
    [
        f"We keep two running costs ({LONG} 0 and 1).",
        f"Idea 🙂 ({LONG}, 2)",
        f"Two pointers ({LONG} + 3",
    ],
)
def test_a_long_bracket_that_fails_late_is_read_at_once(first: str) -> None:
    text = f"{first}\n\nreturn 0\n"
    cleaned, _ = clean_text(text)
    assert cleaned.split("\n")[-2].strip() == "return 0"


def test_a_bracket_of_joined_words_is_still_part_of_the_remark() -> None:
    """`(odd + even)` and `(choose, undo)` keep being read as words inside the remark."""
    text = "Expand around every centre 🙂 (odd + even)\nbest ← 0\nreturn best\n"
    normalised = normalise(text, DirectoryStore().get("5").signature)
    assert "Expand around" not in normalised.python.replace("# Expand around", "")
