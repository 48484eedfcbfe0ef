"""``skip j while …`` with no direction moves j the way the answer moves it (docs/pseudocode.md,
"Which way a skip goes").

``skip i while s[i] is not a letter`` says how long, not which way; the line rules read it forward
(``i += 1``), which is right for a left pointer. For a right pointer (``j ← length of s − 1`` …
``j ← j − 1``) forward runs j off the end: a correct two-pointer answer would crash, and the crash
would be put on the learner. Once the program is Python, each such loop (found by the learner's
own line: ``skip``/``advance`` and the name, with no direction word) steps its name backward when
the rest of the method only ever steps it backward, or, when it never steps it elsewhere, when it
starts at the end (``len(...)`` in its first value). Otherwise forward is left as it was read.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import learner_line

__all__ = ["skip_directions"]

_SKIP = (
    r"^\W*(?:skip|advance|keep\s+skipping|keep\s+advancing)\s+{name}\s*,?\s+(?:while|as\s+long\s+as|until)\b"
)


def skip_directions(python: str, line_map: Sequence[int], text: str) -> tuple[str, int]:
    """``python`` with each directionless skip loop of a backward-moving name stepping ``-= 1``;
    how many changed. Lines keep their numbers."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, 0
    learner = text.replace("\r\n", "\n").split("\n")
    rows = python.split("\n")
    changed = 0
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        skips = [
            loop
            for loop in ast.walk(function)
            if isinstance(loop, ast.While) and _directionless_skip(loop, line_map, learner)
        ]
        for loop in skips:
            step = loop.body[0]
            assert isinstance(step, ast.AugAssign) and isinstance(step.target, ast.Name)
            name = step.target.id
            if _backward(function, name, {id(s.body[0]) for s in skips}):
                row = rows[step.lineno - 1]
                at = step.col_offset
                rows[step.lineno - 1] = row[:at] + row[at:].replace(f"{name} += 1", f"{name} -= 1", 1)
                changed += 1
    return "\n".join(rows), changed


def _directionless_skip(loop: ast.While, line_map: Sequence[int], learner: list[str]) -> bool:
    if len(loop.body) != 1 or loop.orelse:
        return False
    step = loop.body[0]
    if not (
        isinstance(step, ast.AugAssign)
        and isinstance(step.op, ast.Add)
        and isinstance(step.target, ast.Name)
        and isinstance(step.value, ast.Constant)
        and step.value.value == 1
        and step.lineno == loop.lineno
    ):
        return False
    said = learner_line(learner, line_map, loop.lineno)
    return re.match(_SKIP.format(name=re.escape(step.target.id)), said, re.IGNORECASE) is not None


def _backward(function: ast.FunctionDef, name: str, skipping: set[int]) -> bool:
    """Whether the method moves ``name`` backward: every other step of it subtracts one, or, with no
    other step, its first value counts from the end."""
    ups = downs = 0
    first: ast.expr | None = None
    for node in ast.walk(function):
        if id(node) in skipping:
            continue
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            if isinstance(node.op, ast.Add):
                ups += 1
            elif isinstance(node.op, ast.Sub):
                downs += 1
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            value = node.value
            if isinstance(value, ast.BinOp) and isinstance(value.left, ast.Name) and value.left.id == name:
                ups += isinstance(value.op, ast.Add)
                downs += isinstance(value.op, ast.Sub)
            elif first is None:
                first = value
    if ups or downs:
        return downs > 0 and ups == 0
    return first is not None and any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len"
        for n in ast.walk(first)
    )
