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

The same holds for any block, not only one that ends in a ``return`` (:func:`flush_blocks`): when a
loop or an ``if`` typed flush left holds two or more of the learner's later lines and runs to the end
of its function with no closer anywhere after its header, where the learner meant it to end is not
written, and an in-place answer (move the zeroes, rotate the array) would be graded on our guess.
Its header is the doubt. A block that something ended before the function's end (a step list's
``Repeat Steps 4 to 6``, a dedent), or with one later line, is left alone.

Indentation is read on the cleaned text, where a listing's line numbers are spaces: ``3  while`` and
``4      x ← 1`` are a header and its indented step, not two flush lines.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import origin
from assay.grading._pseudocode._model_slips import indent_width

__all__ = ["FLUSH_BLOCK_HINT", "FLUSH_RETURN_HINT", "flush_blocks", "flush_returns"]

FLUSH_RETURN_HINT = (
    "this line stands at the loop's own indentation and nothing closes the loop before it, so it may "
    "belong inside the loop or after it; indent the loop's steps under its header, or end the loop "
    "with `end while` / `end for` before this line"
)

FLUSH_BLOCK_HINT = (
    "the steps after this line stand at its own indentation and nothing closes it, so where it ends is "
    "not written (every later step was read inside it); indent its steps under it, or end it with "
    "`end while` / `end for` / `end if` where it ends"
)

# `end`, `end while`, `endfor`, `od`, `done`, `}`, `next i`, `wend`, `loop`, `until …`: a closer line
_CLOSER = re.compile(
    r"^\s*(?:\}|end\b|end[a-z]+\b|od\b|done\b|fi\b|next\b|wend\b|loop\b|until\b|repeat\s+until\b|\[\s*end\b)",
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


def flush_blocks(tree: ast.AST, lines: Sequence[str], line_map: Sequence[int]) -> list[int]:
    """The learner's lines (1-based) of each outermost loop or ``if`` header typed flush left whose end
    is not written: two or more of its steps on later lines no deeper than the header, no closer after
    the header, and nothing of its function after it."""
    found: list[int] = []
    inside_found: set[int] = set()
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            if not isinstance(node, ast.For | ast.While | ast.If) or id(node) in inside_found:
                continue
            header = origin(node.lineno, line_map)
            if not 0 < header <= len(lines):
                continue
            held = _statements(node.body)
            steps = {origin(s.lineno, line_map) for s in held}
            width = indent_width(lines[header - 1])
            flush = {b for b in steps if header < b <= len(lines) and indent_width(lines[b - 1]) <= width}
            if len(flush) < 2 or any(_CLOSER.match(later) for later in lines[header:]):
                continue
            own = {id(s) for s in _statements([node])}
            after = [origin(s.lineno, line_map) for s in _statements(function.body) if id(s) not in own]
            if any(line > max(steps) for line in after):
                continue  # something ended it before the function's end: the learner said where
            found.append(header)
            inside_found.update(own)
    return found


def _statements(nodes: Sequence[ast.AST]) -> list[ast.stmt]:
    return [s for n in nodes for s in ast.walk(n) if isinstance(s, ast.stmt)]
