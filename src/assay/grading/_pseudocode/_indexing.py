"""Index passes of the pseudocode normaliser over its Python (docs/pseudocode.md).

* :func:`index_division` makes ``mid ← (lo + hi) / 2`` an integer when ``mid`` is used as an index.
* :func:`guard_negative_indices` stops a 1-based answer's ``A[0 - 1]`` from quietly reading the end.
* :func:`grow_arrays` lets a JavaScript or textbook array made empty grow when written past its end.
* :func:`subscripts` reads CLRS's ``x_i`` as ``X[i]``.

1-based arrays (``one_based``) are in ``_one_based``.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._handed_arrays import Handing, handing

__all__ = [
    "GROW",
    "GUARD",
    "grow_arrays",
    "guard_negative_indices",
    "index_division",
    "subscripts",
]


# -- integer division for indices -------------------------------------------------------------------


def index_division(
    python: str, skip: frozenset[int] = frozenset(), *, keep_rounded: bool = False
) -> tuple[str, bool]:
    """``/`` becomes ``//`` where the quotient is an index (a subscript, or a name used as one).

    Not on the lines in ``skip`` (1-based), whose ``/`` is not C's (see ``_dialects``). With
    ``keep_rounded``, not where the learner already rounded the quotient (``int((lo + hi) / 2)``,
    ``floor(x / 2)``, ``(x / 2) // 1``): that rounding is theirs, toward zero or down as written.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    index_names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            index_names.update(n.id for n in ast.walk(node.slice) if isinstance(n, ast.Name))
    spots: dict[int, list[int]] = {}

    def divisions(root: ast.AST) -> None:
        rounded = {
            id(inner)
            for outer in ast.walk(root)
            if keep_rounded and _rounds(outer)
            for inner in ast.walk(outer)
            if inner is not outer
        }
        for n in ast.walk(root):
            div = (
                isinstance(n, ast.BinOp)
                and isinstance(n.op, ast.Div)
                and n.lineno == n.end_lineno
                and id(n) not in rounded
            )
            if (
                div
                and isinstance(n, ast.BinOp)
                and n.left.end_col_offset is not None
                and n.lineno not in skip
            ):
                spots.setdefault(n.lineno, []).append(n.left.end_col_offset)

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {t.id for t in targets if isinstance(t, ast.Name)}
            if names & index_names and node.value is not None:
                divisions(node.value)
        elif isinstance(node, ast.Subscript):
            divisions(node.slice)
    if not spots:
        return python, False
    lines = python.split("\n")
    for lineno, cols in spots.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col in sorted(set(cols), reverse=True):
            k = encoded.find(b"/", col)
            if k >= 0 and encoded[k : k + 2] != b"//":
                encoded = encoded[:k] + b"//" + encoded[k + 1 :]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


def _rounds(node: ast.AST) -> bool:
    """Whether ``node`` rounds what it holds to a whole number: ``int(…)``, ``floor(…)``,
    ``math.trunc(…)``, ``round(…)`` or ``… // k``."""
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.FloorDiv)
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return name in ("int", "floor", "trunc", "round", "ceil")


# -- negative indices ------------------------------------------------------------------------------

GUARD_NAME = "_index"
GUARD = [
    # the parameter is named so that no learner's name is bound by it (the unrecognised check reads
    # every bound name: an `i` here would hide a learner's `i` that nothing sets)
    f"def {GUARD_NAME}(_position):",
    '    """Arrays in C, Java, JavaScript and pseudocode have no negative positions (Python wraps)."""',
    "    if _position < 0:",
    '        raise IndexError(f"index {_position} is before the start of the array")',
    "    return _position",
    "",
    "",
]


def guard_negative_indices(python: str, arrays: set[str], handed: Handing | None = None) -> tuple[str, bool]:
    """``A[i - 1]`` on an array becomes ``A[_index(i - 1)]``: at ``i = 0`` it fails, as it would there.

    Python reads ``A[-1]`` as the last item, so a learner's off-by-one at the start of an array
    would silently pass. Literal positions (``A[0]``, the ``A[-1]`` the normaliser writes for "the
    last item") are left alone.
    """
    if not arrays:
        return python, False
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    # (an array handed to the learner's own helper is guarded there under the helper's name too)
    arrays = arrays | (handed if handed is not None else handing(tree)).arrays(arrays)
    inserts: dict[int, list[tuple[int, str]]] = {}
    for n in ast.walk(tree):
        if not (
            isinstance(n, ast.Subscript)
            and isinstance(n.value, ast.Name)
            and n.value.id in arrays
            and not isinstance(n.slice, ast.Slice | ast.Constant | ast.Tuple)
            and not (isinstance(n.slice, ast.UnaryOp) and isinstance(n.slice.operand, ast.Constant))
            and n.slice.lineno == n.slice.end_lineno
            and n.slice.end_col_offset is not None
        ):
            continue
        inserts.setdefault(n.slice.lineno, []).extend(
            [(n.slice.col_offset, f"{GUARD_NAME}("), (n.slice.end_col_offset, ")")]
        )
    if not inserts:
        return python, False
    lines = python.split("\n")
    for lineno, points in inserts.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col, token in sorted(points, key=lambda p: (p[0], p[1] != ")"), reverse=True):
            encoded = encoded[:col] + token.encode("utf-8") + encoded[col:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- arrays that grow when written past their end ----------------------------------------------------

GROW_NAME = "_grown"
GROW = [
    f"def {GROW_NAME}(a, i, v):",
    '    """``a[i] = v`` on a JavaScript or textbook array: written past its end, it grows to hold it."""',
    "    if isinstance(i, int) and i >= len(a):",
    "        a.extend([None] * (i + 1 - len(a)))",
    "    a[i] = v",
    "",
    "",
]


def grow_arrays(python: str) -> tuple[str, bool]:
    """``dp[i] = x`` on an array made empty (``dp = []``) becomes ``_grown(dp, i, x)``.

    JavaScript arrays, and the textbook's ``let T be an empty array``, grow when a position past
    the end is written; a Python list raises, so the learner's working ``dp[0] = 1`` would fail.
    Only plain assignments grow (``dp[i] += 1`` on a hole is ``NaN`` there, an error here), and only
    arrays made empty: one declared with a size keeps its bounds.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    empty = {
        t.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.List) and not n.value.elts
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for n in ast.walk(tree):
        if not isinstance(n, ast.Assign) or len(n.targets) != 1:
            continue
        t = n.targets[0]
        if not (
            isinstance(t, ast.Subscript)
            and isinstance(t.value, ast.Name)
            and t.value.id in empty
            and not isinstance(t.slice, ast.Slice | ast.Tuple)
            and n.lineno == n.end_lineno
            and n.end_col_offset is not None
        ):
            continue
        index, value = ast.get_source_segment(python, t.slice), ast.get_source_segment(python, n.value)
        if index is None or value is None:
            continue
        # the position is read before the value, as JavaScript does (`out[k++] = k`)
        call = f"{GROW_NAME}({t.value.id}, {index}, {value})"
        edits.setdefault(n.lineno, []).append((n.col_offset, n.end_col_offset, call))
    if not edits:
        return python, False
    lines = python.split("\n")
    for lineno, points in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end, text in sorted(points, reverse=True):
            encoded = encoded[:start] + text.encode("utf-8") + encoded[end:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


_SUBSCRIPT = re.compile(r"(?<![\w.])([a-z])_([a-z]\w*|\d+)(?![\w(])")


def subscripts(python: str, sequences: set[str]) -> tuple[str, bool]:
    """CLRS's subscripts: with ``X = ⟨x_1, …, x_m⟩`` an input sequence, ``x_i`` is ``X[i]``.

    Only for a one-letter sequence whose lower-case letter names nothing the answer assigns, so a
    variable the learner called ``x_i`` keeps its meaning.
    """
    letters = {name.lower(): name for name in sequences if len(name) == 1 and name.isupper()}
    if not letters:
        return python, False
    assigned = set(re.findall(r"(?<![\w.])([a-z]_\w+)\s*(?:=(?!=)|,[^=\n]*=(?!=)|\s+in\b)", python))
    assigned |= set(re.findall(r"\bfor\s+([a-z]_\w+)\b", python))
    changed = False

    def read(m: re.Match[str]) -> str:
        nonlocal changed
        if m.group(1) not in letters or m.group(0) in assigned:
            return m.group(0)
        changed = True
        return f"{letters[m.group(1)]}[{m.group(2)}]"

    return _SUBSCRIPT.sub(read, python), changed
