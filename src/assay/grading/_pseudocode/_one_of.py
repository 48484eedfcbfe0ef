"""``x is a or b or c`` names the values x may be (docs/pseudocode.md, "One of several values").

In English, ``if ch is '(' or '[' or '{'`` asks whether ``ch`` is any of the three. Read word for
word, Python asks ``ch is '('``, and failing that takes ``'['`` itself as the answer, which is
always true: every character would be pushed and a correct answer would fail, the failure put on
the learner. So, once the program is Python, ``X is A or B …`` whose every further operand is a
literal (a string or a number, never ``True``/``False``/``None``) becomes ``X in (A, B, …)``.

Only a chain the learner wrote with ``is`` or ``equals`` (the English copula; the line rules may
have written it ``==`` by now, so the learner's own line decides) is read so. ``X == A or B`` is
code-shaped, and code-shaped it can be the Python slip it looks like: it is not guessed at, and the
static checks refuse it (the condition is always true; see "Runs as written: the static checks").
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from assay.grading._pseudocode._learner_lines import learner_line

__all__ = ["one_of_values"]

_COPULA = re.compile(r"\b(?:is|equals)\b", re.IGNORECASE)


def _literal(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str | int | float)
        and not isinstance(node.value, bool)
    )


def one_of_values(python: str, line_map: Sequence[int], text: str) -> tuple[str, int]:
    """``python`` with each ``X is A or B …`` (further operands literals) written ``X in (A, B, …)``;
    how many changed. Unchanged when it does not parse or a chain spans lines; ``line_map`` gives
    each Python line's line in ``text``, the learner's."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, 0
    rows = python.split("\n")
    learner = text.replace("\r\n", "\n").split("\n")
    edits: list[tuple[int, int, int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.BoolOp) or not isinstance(node.op, ast.Or) or len(node.values) < 2:
            continue
        first, rest = node.values[0], node.values[1:]
        if not (
            isinstance(first, ast.Compare)
            and len(first.ops) == 1
            and isinstance(first.ops[0], ast.Is | ast.Eq)
            and _literal(first.comparators[0])
            and all(_literal(v) for v in rest)
        ):
            continue
        if node.lineno != node.end_lineno or node.end_col_offset is None:
            continue
        said = learner_line(learner, line_map, node.lineno)
        if not _COPULA.search(said) or "==" in said:
            continue
        row = rows[node.lineno - 1]
        subject = ast.get_source_segment(python, first.left)
        values = [ast.get_source_segment(python, v) for v in (first.comparators[0], *rest)]
        if subject is None or None in values:
            continue
        text = f"{subject} in ({', '.join(v for v in values if v is not None)})"
        # the slice is in characters of this line; ast offsets are in UTF-8 bytes
        start = len(row.encode()[: node.col_offset].decode())
        end = len(row.encode()[: node.end_col_offset].decode())
        edits.append((node.lineno - 1, start, end, text))
    for row_index, start, end, text in sorted(edits, key=lambda e: (e[0], -e[1])):
        row = rows[row_index]
        rows[row_index] = row[:start] + text + row[end:]
    return "\n".join(rows), len(edits)
