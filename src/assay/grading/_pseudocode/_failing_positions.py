"""Positions no input can reach: a textbook's 1-based loop read from 0, a read at ``A[len(A)]``.

Read word for word, ``for i ← 1 to A.length … A[i]`` runs one past the end on its last pass, whatever
the input. When the translation did not decide the answer counts from 1 (docs/pseudocode.md, "Counting
from 1"), the no-blame checks (``_no_blame``) name such a loop, or such a read, instead of grading
the ``IndexError`` as the learner's (docs/grading.md, "When the translation is unsure").
"""

from __future__ import annotations

import ast

from assay.grading._pseudocode._python_shapes import call_args, counted_loop, length_of

__all__ = ["one_based_loops", "past_the_end"]


def one_based_loops(tree: ast.Module) -> list[tuple[int, str]]:
    """Loops from 1 whose last pass reads past the end: textbook 1-based arrays read from 0.

    ``for i in range(1, len(A) + 1)`` reading ``A[i]``, or ``for i in range(1, len(A))`` reading
    ``A[i + 1]`` (``for i ← 1 to A.length − 1 … A[i + 1]``, neighbours compared counting from 1).

    The length may come through a name (``n = len(A)`` ... ``range(1, n + 1)``). Read as Python, the
    last pass always indexes past the end, so no 0-based reading of the pseudocode is a working
    program: the translation, not the learner, got the convention wrong.
    """
    lengths: dict[str, str] = {}  # n -> A for `n = len(A)`
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and (array := length_of(node.value)) is not None
        ):
            lengths[node.targets[0].id] = array
    tables = _tables_by_size(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.For) or (counted := counted_loop(node)) is None or len(counted[1]) != 2:
            continue
        index, (start, stop) = counted
        if not (isinstance(start, ast.Constant) and start.value == 1):
            continue
        bound, past = _offset(stop)  # the loop's last pass is `bound + past - 1`
        array = length_of(bound, lengths)
        # a list the translation built with `bound` items (`[0] * (m)`, `[[0] * (n) for _ in range(m)]`)
        arrays = ({array} if array else set()) | tables.get(ast.dump(bound), set())
        if not arrays:
            continue
        for inner in ast.walk(ast.Module(body=node.body, type_ignores=[])):
            if (
                isinstance(inner, ast.Subscript)
                and isinstance(inner.value, ast.Name)
                and inner.value.id in arrays
                and isinstance((read := _offset(_unguarded(inner.slice)))[0], ast.Name)
                and read[0].id == index
                and past + read[1] >= 1  # the last pass reads `bound + past - 1 + offset`: past the end
            ):
                found.append((node.lineno, inner.value.id))
                break
    return found


def past_the_end(tree: ast.Module) -> list[tuple[int, str]]:
    """Reads ``R[len(R)]`` of a list: one past its last item, whatever the input.

    In an answer read as counting from 1, it is a list the 1-based reading did not reach (``R ← ⟨I[1]⟩``
    built in the procedure, then ``R[R.length]`` for its last item): the translation mixed the two
    conventions, and the ``IndexError`` is its own, not the learner's.
    """
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Load)
            and isinstance(node.value, ast.Name)
            and (index := call_args(node.slice, "_index") or [node.slice])
            and length_of(index[0]) == node.value.id
        ):
            found.append((node.lineno, node.value.id))
    return found


def _unguarded(node: ast.expr) -> ast.expr:
    """``i`` for ``_index(i)`` (the guard the translation adds against negative indices), else ``node``."""
    guarded = call_args(node, "_index")
    return guarded[0] if guarded else node


def _offset(node: ast.expr) -> tuple[ast.expr, int]:
    """``(x, c)`` for ``x + c``, ``(x, -c)`` for ``x - c`` (a whole number ``c``), else ``(node, 0)``."""
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Add | ast.Sub)
        and isinstance(node.right, ast.Constant)
        and isinstance(node.right.value, int)
        and not isinstance(node.right.value, bool)
    ):
        return node.left, node.right.value if isinstance(node.op, ast.Add) else -node.right.value
    return node, 0


def _tables_by_size(tree: ast.Module) -> dict[str, set[str]]:
    """Lists built with a fixed number of items, by that number's expression (``ast.dump``).

    ``A = [0] * (n)`` and ``T = [[0] * (k) for _ in range(n)]`` both hold ``n`` items: a loop
    ``for i in range(1, n + 1)`` that reads ``A[i]`` or ``T[i]`` indexes past the end on its last pass.
    """
    tables: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
        ):
            continue
        value = node.value
        size: ast.expr | None = None
        if (
            isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Mult)
            and isinstance(value.left, ast.List)
        ):
            size = value.right
        elif (
            isinstance(value, ast.ListComp)
            and len(value.generators) == 1
            and (rows := call_args(value.generators[0].iter, "range")) is not None
            and len(rows) == 1
        ):
            size = rows[0]
        if size is not None:
            tables.setdefault(ast.dump(size), set()).add(node.targets[0].id)
    # a list bound again or grown (``append``) has another length somewhere
    changed = [name for name, count in _bindings(tree).items() if count > 1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.attr != "index":
            changed.append(node.value.id)
    return {size: names - set(changed) for size, names in tables.items()}


def _bindings(tree: ast.Module) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                counts[target.id] = counts.get(target.id, 0) + 1
    return counts
