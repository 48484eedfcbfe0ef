"""Lines read as remarks that may have been steps: the prose that gave a variable its first value.

A line of prose the normaliser reads as an explanation (``We take two variable, prev2 … prev1 … Both
start 0.``) is dropped. When the program then reads one of the names that line mentions before any
step sets it, the line was probably that step, written in words the rules do not read: the no-blame
checks name it (docs/pseudocode.md, "Lines not understood"), so the learner is told to write it as a
step instead of being graded on the crash. A line the learner marked as a comment (``#``, ``//``,
``--``, ``▷``) is theirs to leave out and is not named.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assay.grading._pseudocode._models import UnrecognisedLine

__all__ = ["remarks_naming"]

_COMMENTED = re.compile(r"^\s*(?:#|//|--|▷|%|'|;|/\*|\(\*|\{)")


def remarks_naming(
    name: str, lines: Sequence[str], line_map: Sequence[int], python: str | None = None
) -> list[UnrecognisedLine]:
    """The submission lines that mention ``name`` and gave no step to the translation.

    Args:
        name: a name the translation reads before any step sets it.
        lines: the submission's lines.
        line_map: produced line -> submission line (0 for lines the normaliser added).
        python: the produced Python; a submission line it kept only as a comment counts as dropped.
    """
    produced = python.split("\n") if python is not None else []
    stepped = {
        src
        for k, src in enumerate(line_map)
        if src > 0 and (k >= len(produced) or not produced[k].strip().startswith("#"))
    }
    word = re.compile(rf"(?<![\w.]){re.escape(name)}(?!\w)")
    return [
        UnrecognisedLine(
            line=number,
            text=text.strip(),
            hint=(
                f"this line was read as a remark, not a step, but it names `{name}`, which the steps "
                f"read before anything sets it: if it gives `{name}` its first value, write that as a "
                f"step of its own, e.g. `{name} ← 0`"
            ),
        )
        for number, text in enumerate(lines, 1)
        if number not in stepped and text.strip() and not _COMMENTED.match(text) and word.search(text)
    ]
