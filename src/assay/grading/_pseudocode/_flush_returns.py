"""A loop's last step read as a ``return`` the learner did not place in it (docs/pseudocode.md,
"Blocks").

Text typed flush left with no closer (``while lo ≤ hi do`` … ``return −1``, every line at the first
column) says where a loop starts but not where it ends: the normaliser keeps every later line in the
loop, so a final ``return`` lands in the loop's body and the loop runs once. A correct binary search
typed that way was graded 45/100 ("returns -1 instead of 4") with no flag: the learner blamed for
our reading. A loop whose body ends with an unconditional ``return`` is hardly ever meant (it never
loops), so when that ``return`` is not indented past the loop's header and no closer after it says
the learner put it there, the line is a doubt: the answer goes to the model, or is refused with the
line named and how to write it, never graded on our guess.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import origin
from assay.grading._pseudocode._model_slips import indent_width

__all__ = ["FLUSH_RETURN_HINT", "flush_returns"]

FLUSH_RETURN_HINT = (
    "this line stands at the loop's own indentation and nothing closes the loop before it, so it may "
    "belong inside the loop or after it; indent the loop's steps under its header, or end the loop "
    "with `end while` / `end for` before this line"
)

# `end`, `end while`, `endfor`, `od`, `done`, `}`, `next i`, `wend`, `loop`, `until …`: a closer line
_CLOSER = re.compile(
    r"^\s*(?:\}|end\b|end[a-z]+\b|od\b|done\b|fi\b|next\b|wend\b|loop\b|until\b|repeat\s+until\b)",
    re.IGNORECASE,
)


def flush_returns(tree: ast.AST, lines: Sequence[str], line_map: Sequence[int]) -> list[tuple[int, int]]:
    """``(loop header, return)``: the learner's lines (1-based) of a ``return`` read as a loop's last
    step that the text did not place in the loop (not indented past the loop's header, no closer
    after it), each with the line of the loop's header."""
    found: list[tuple[int, int]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.For | ast.While) or not node.body:
            continue
        last = node.body[-1]
        if not isinstance(last, ast.Return):
            continue
        header, step = origin(node.lineno, line_map), origin(last.lineno, line_map)
        if not (0 < header < step <= len(lines)):
            continue
        if indent_width(lines[step - 1]) > indent_width(lines[header - 1]):
            continue  # indented under the loop: the learner put it there
        if any(_CLOSER.match(later) for later in lines[step:]):
            continue  # a closer after it: the loop ends where the learner said
        found.append((header, step))
    return found
