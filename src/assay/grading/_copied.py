"""How much of a text is another text's wording: runs of six words copied in order.

Two checks ask it of the question's own text: a model's narrative that restates the question says
nothing about the answer (docs/grading.md, "Reading the feedback"), and a submission that is the
question pasted back holds no algorithm of the learner's (docs/grading.md, "What counts as Python,
what as pseudocode"). Six words in a row are rarely shared by chance, while a pasted or paraphrased
sentence shares many such runs.
"""

from __future__ import annotations

import re

__all__ = ["SHINGLE", "copied_marks", "copied_share", "words"]

SHINGLE = 6
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")


def words(text: str) -> list[str]:
    """The words of ``text``, lower case, letters only (numbers and symbols are not wording)."""
    return [w.lower().strip("'") for w in _WORD.findall(text)]


def copied_marks(text: str, source: str) -> list[bool]:
    """For each word of ``text`` (:func:`words`), whether it lies in a run of :data:`SHINGLE` words
    found in ``source``. Runs cross line breaks: a statement wrapped by a phone still matches."""
    said = words(text)
    told = words(source)
    runs = {tuple(told[i : i + SHINGLE]) for i in range(len(told) - SHINGLE + 1)}
    marks = [False] * len(said)
    for i in range(len(said) - SHINGLE + 1):
        if tuple(said[i : i + SHINGLE]) in runs:
            marks[i : i + SHINGLE] = [True] * SHINGLE
    return marks


def copied_share(text: str, source: str) -> float:
    """The share of ``text``'s words that lie in a run of :data:`SHINGLE` words found in ``source``.

    0.0 for a text with no words; 1.0 when every word is inside a run copied from ``source``.
    """
    marks = copied_marks(text, source)
    return sum(marks) / len(marks) if marks else 0.0
