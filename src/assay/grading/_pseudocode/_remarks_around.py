"""Remarks written around a mixed-style answer's steps (docs/pseudocode.md, "Mixed").

A sentence in brackets on a line of its own, text outside a Markdown fence that holds the steps, and
a closing paragraph after the last ``return`` (``Every node is visited once, so the running time is
Θ(n).``) are about the answer, not steps of it: they become comments. A line with anything a step
would hold (an assignment, a brace, a step word) stays code.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._step_words import STEP_WORD

__all__ = ["outside_steps", "remark"]


_COMPLEXITY = re.compile(
    r"\b[O\u0398\u03a9\u0398]\s*\(|\bTheta\(|running time|complexity|\btime\b|\bspace\b", re.I
)
_CODE_MARK = re.compile(r"\u2190|:=|(?<![<>=!])=(?!=)|[{}]|\breturn\b|^\s*(?:if|for|while|else)\b", re.I)
_FENCE = re.compile(r"^\s*```[\w+-]*\s*$")


_ASIDE_LINE = re.compile(r"^\s*\(([^()]*)\)\s*\.?\s*$")


# a cost's letters defined in words: `O(n·k) where k = different chars`, `with n = rows and m = columns`
_WORDS_VALUE = r"(?:(?!(?:and|where|with)\b)[A-Za-z][A-Za-z'-]*\s*)+(?=$|[,;.)]|and\b)"
_LETTERS_DEFINED = re.compile(
    rf"\b(?:where|with)\s+[A-Za-z]\w*\s*=\s*{_WORDS_VALUE}(?:(?:,|\band\b)\s*[A-Za-z]\w*\s*=\s*{_WORDS_VALUE})*",
    re.I,
)
_BIG_O = re.compile(r"\b[O\u0398\u03a9]\s*\(|\bTheta\(")


def remark(line: str, least: int = 3) -> bool:
    """A sentence about the answer, not a step: words, no assignment, nothing a step starts with.

    A cost (``O(k)``) may define its letters in words (``where k = different chars``): that `=`
    names what a letter counts, and assigns nothing (docs/pseudocode.md, "Conventions read since
    round 11 was opened")."""
    text = line.strip()
    marks = _LETTERS_DEFINED.sub(" ", text) if _BIG_O.search(text) else text
    if not text or text.startswith(("#", "//")) or _CODE_MARK.search(marks) or STEP_WORD.match(text):
        return False
    words = re.findall(r"[A-Za-z]{2,}", text)
    if len(words) < least:
        return False
    return _COMPLEXITY.search(text) is not None or not re.search(r"[()\[\]]", text)


_CLOSING_ASIDE = re.compile(r"^\s*\(\s*(?P<inner>[A-Za-z].*)\)\s*\.?\s*$")


def _closing_aside(line: str) -> bool:
    """``(for an even length this stops on the 2nd one, so [1,2] gives 2)``: a sentence in brackets,
    six words or more, that may quote code (an example, a value). Only in the closing paragraph
    after the last ``return``, where no step could run (docs/pseudocode.md, "Conventions read since
    round 11 was opened")."""
    m = _CLOSING_ASIDE.match(line)
    # (a step word may open it, `(for an even length …)`: nothing after the last step runs)
    return m is not None and len(re.findall(r"\b[A-Za-z]{2,}\b", m.group("inner"))) >= 6


def outside_steps(lines: list[str]) -> bool:
    """Comment out what is written around the steps; ``lines`` is changed in place.

    A sentence in brackets on a line of its own is an aside wherever it stands. Then two kinds:
    what is outside a Markdown fence when the steps are inside one (an intro line, a
    closing remark), and a closing paragraph of sentences after the last step's ``return``, set
    apart by a blank line (``Every node is visited once, so the running time is Θ(n).``, ``sorting
    puts equal numbers next to each other, so one pass is enough``). A paragraph with anything a
    step would hold (an assignment, a brace, a step word) stays code.
    """
    changed = False
    for k, line in enumerate(lines):
        aside = _ASIDE_LINE.match(line)
        if aside and remark(aside.group(1)):
            # `(every element doubles the list, so 2^n subsets)`: a sentence in brackets on its own line
            lines[k] = line[: len(line) - len(line.lstrip())] + "# " + aside.group(1).strip()
            changed = True
    fences = [k for k, line in enumerate(lines) if _FENCE.match(line)]
    if len(fences) == 2:
        for k, line in enumerate(lines):
            if (k < fences[0] or k > fences[1]) and line.strip() and not line.lstrip().startswith("#"):
                lines[k] = "# " + line.strip()
                changed = True
    filled = [k for k, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]
    tail: list[int] = []
    for k in reversed(filled):
        if not remark(lines[k], least=1) and not _closing_aside(lines[k]):
            break
        tail.insert(0, k)
    while tail and not remark(lines[tail[0]]) and not _closing_aside(lines[tail[0]]):
        tail.pop(0)  # a paragraph opens with a sentence; a lone word after a step is not one
    if tail and len(tail) < len(filled):
        before = filled[len(filled) - len(tail) - 1]
        gap = any(not lines[j].strip() for j in range(before + 1, tail[0]))
        # (the last step may be numbered, `4. return best`, or bulleted, `• Return best`: the numbers
        # and bullets are read later)
        if gap and re.match(
            r"^\s*(?:(?:step\s+)?\d{1,3}[.:)]\s*|[\u2022\u00b7\u25e6*+-]\s+)?(?:return|end|\}|done)\b|^\s*\}",
            lines[before],
            re.I,
        ):
            for k in tail:
                lines[k] = "# " + lines[k].strip()
            changed = True
    return changed
