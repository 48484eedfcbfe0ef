"""An empty collection written ``∅`` that the answer uses as a heap: ``H ← ∅`` then ``MIN-HEAP-INSERT(H, x)``.

Textbooks write an empty priority queue as ``∅``, which the normaliser reads as ``set()`` (an empty
set is what ``∅`` names elsewhere). A heap operation (``heappush``, ``heappop``, ``heapify``…) on it
would fail on a set, so a correct answer would crash: where every value the name is given is
``set()`` or ``[]``, it is handed to the heap operations, and nothing else uses it as a set (no
method of its own, no set arithmetic), ``set()`` becomes ``[]`` (docs/pseudocode.md, "Conventions
read since round 8 was opened").
"""

from __future__ import annotations

import ast

__all__ = ["heaps"]

_HEAP_CALLS = {"heappush", "heappop", "heapify", "heappushpop", "heapreplace"}


def _is_empty_set(value: ast.expr) -> bool:
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "set"
        and not value.args
        and not value.keywords
    )


def _heap_args(tree: ast.Module) -> set[str]:
    return {
        n.args[0].id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Name)
        and n.func.id in _HEAP_CALLS
        and n.args
        and isinstance(n.args[0], ast.Name)
    }


def _used_as_set(name: str, tree: ast.Module) -> bool:
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == name:
            return True  # `H.add(x)`, `H.discard(x)`: a set's own methods
        if isinstance(n, ast.BinOp | ast.AugAssign) and any(
            isinstance(side, ast.Name) and side.id == name
            for side in ((n.left, n.right) if isinstance(n, ast.BinOp) else (n.target, n.value))
        ):
            return True  # `H | S`, `H -= S`
    return False


def heaps(python: str) -> tuple[str, list[str]]:
    """``H = set()`` as ``H = []`` for each name used only as a heap; the names changed."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    wanted = _heap_args(tree)
    if not wanted:
        return python, []
    made: dict[str, list[ast.expr]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            made.setdefault(n.targets[0].id, []).append(n.value)
    chosen = [
        name
        for name in sorted(wanted)
        if made.get(name)
        and any(_is_empty_set(v) for v in made[name])
        and all(_is_empty_set(v) or (isinstance(v, ast.List) and not v.elts) for v in made[name])
        and not _used_as_set(name, tree)
    ]
    if not chosen:
        return python, []
    lines = python.split("\n")
    spans = sorted(
        (
            (v.lineno, v.col_offset, v.end_col_offset)
            for name in chosen
            for v in made[name]
            if _is_empty_set(v)
        ),
        reverse=True,
    )
    for lineno, start, end in spans:
        if end is None:
            return python, []
        line = lines[lineno - 1]
        lines[lineno - 1] = line[:start] + "[]" + line[end:]
    return "\n".join(lines), chosen
