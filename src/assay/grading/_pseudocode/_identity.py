"""``is`` between two values is equality in pseudocode (docs/pseudocode.md, "Equality said with is").

A learner who writes ``if the length of s is not the length of t`` or ``if sorted(s) is sorted(t)``
means the values. Python's ``is`` asks whether two values are one object: ``len(s) is not len(t)``
happens to agree for lengths up to 256, CPython's cached integers, and disagrees above, and two
sorted lists are never one object. Run as written, a correct answer would fail tests it deserves to
pass, and the failure would be put on the learner. So, once the program is Python, a comparison
``a is b`` / ``a is not b`` becomes ``a == b`` / ``a != b`` unless one side is ``None``, ``True`` or
``False`` (there ``is`` is what the learner's ``is null`` / ``is true`` meant, and what Python
writes). For the judge's ``ListNode`` and ``TreeNode``, which define no ``==``, ``==`` is identity:
``slow is fast`` keeps its meaning.

Only pseudocode passes through here; a Python answer's ``is`` is run as written.
"""

from __future__ import annotations

import ast
import re

__all__ = ["value_identity"]

_SINGLETONS = (None, True, False, Ellipsis)
# what stands between the two operands: brackets that close the left one, the operator, brackets
# that open the right one
_BETWEEN = re.compile(rb"^(?P<close>[\s)]*?)\s*is(?P<negated>\s+not)?\s*(?P<open>[\s(]*)$")


def _singleton(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and any(node.value is s for s in _SINGLETONS)


def value_identity(python: str) -> tuple[str, int]:
    """``python`` with each value-to-value ``is``/``is not`` written ``==``/``!=``; how many changed.

    Returns ``python`` unchanged when it does not parse (the checks after report that) or when an
    operator spans lines (left as written: rare, and never guessed at).
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, 0
    lines = [line.encode() for line in python.split("\n")]
    # (line index, start byte, end byte, replacement), applied right to left within a line
    edits: list[tuple[int, int, int, bytes]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        for i, op in enumerate(node.ops):
            if not isinstance(op, ast.Is | ast.IsNot):
                continue
            left, right = operands[i], operands[i + 1]
            if _singleton(left) or _singleton(right):
                continue
            if left.end_lineno != right.lineno or left.end_col_offset is None:
                continue
            row = right.lineno - 1
            start, end = left.end_col_offset, right.col_offset
            m = _BETWEEN.match(lines[row][start:end])
            if m is None:
                continue
            operator = b" != " if m.group("negated") else b" == "
            edits.append((row, start, end, m.group("close").rstrip() + operator + m.group("open").lstrip()))
    for row, start, end, text in sorted(edits, key=lambda e: (e[0], -e[1])):
        lines[row] = lines[row][:start] + text + lines[row][end:]
    return "\n".join(line.decode() for line in lines), len(edits)
