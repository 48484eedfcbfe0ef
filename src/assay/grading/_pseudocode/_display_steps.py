"""``output x`` with a step after it displays x; it does not end the answer (docs/pseudocode.md,
"A displayed value before the result").

``output``, ``report`` and ``display`` are read as the answer's result, since a bare program has no
other way to give it (``output max``). But a learner who writes ``output "found"`` and then
``return [i, j]`` in the same block displays a message and returns the pair: read as a return, the
message becomes the answer, the pair is never reached, and a correct answer fails every test. A
step after a return in its own block is dead code, which nobody writes on purpose, so that is the
sign: such a result word is read as Python's ``print``. A ``return`` the learner wrote is left
alone, whatever follows it (their dead code, their bug).
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import learner_line

__all__ = ["displayed_values"]

_DISPLAY_WORD = re.compile(r"^\W*(?:output|report|display|show|print|write)\b", re.IGNORECASE)


def displayed_values(python: str, line_map: Sequence[int], text: str) -> tuple[str, int]:
    """``python`` with each ``return x`` read from a display word and followed by a step in its
    block written ``print(x)``; how many changed. Lines keep their numbers, so ``line_map`` holds."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, 0
    learner = text.replace("\r\n", "\n").split("\n")
    rows = python.split("\n")
    changed = 0
    for node in ast.walk(tree):
        for body in _bodies(node):
            for step, _after in itertools.pairwise(body):  # a step after it: the return hides it
                if not isinstance(step, ast.Return) or step.value is None or step.end_lineno != step.lineno:
                    continue
                if not _DISPLAY_WORD.match(learner_line(learner, line_map, step.lineno)):
                    continue
                row = rows[step.lineno - 1]
                indent = row[: step.col_offset]
                rows[step.lineno - 1] = f"{indent}print({ast.get_source_segment(python, step.value)})"
                changed += 1
    return "\n".join(rows), changed


def _bodies(node: ast.AST) -> list[list[ast.stmt]]:
    return [
        getattr(node, field)
        for field in ("body", "orelse", "finalbody")
        if isinstance(getattr(node, field, None), list)
        and getattr(node, field)
        and isinstance(getattr(node, field)[0], ast.stmt)
    ]
