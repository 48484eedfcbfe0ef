"""A helper that updates the main procedure's variables: ``LUNGHEZZA := DX - SX - 1`` in ``ESPANDI``.

In pseudocode a procedure written beside the main one shares its variables: ``ESPANDI(S, SX, DX)``
compares ``DX - SX - 1 > LUNGHEZZA`` and then stores ``LUNGHEZZA := DX - SX - 1`` for
``PALINDROMO`` to return, as the learner's own remark says (``# usa N, INIZIO, LUNGHEZZA di
PALINDROMO``); an AQA subroutine appends with ``result <-- result + [cur]``. Once such a helper is
nested in the main method (``_scopes``), Python makes the stored name the helper's own, and its first
read is an ``UnboundLocalError`` on every input, a failure the learner never wrote.

So where a nested helper reads a name before every step of its own that sets it (``unset_reads``:
an error whatever the input) and the main method sets that name, the helper declares it
``nonlocal``, and with it every name of the main method the helper stores and never reads
(``INIZIO := SX + 1``, a store that would go nowhere). As written the read could never run, so no
answer that runs changes. A helper that only stores a name of the main method (``found = True``) runs
as written, its store its own, and is left so (docs/pseudocode.md, "Conventions read since round 15
was opened: mixed").
"""

from __future__ import annotations

import ast

from assay.grading._pseudocode._check import bound_names
from assay.grading._pseudocode._unbound_names import unset_reads

__all__ = ["shared_writes"]


def _own_names(func: ast.FunctionDef) -> set[str]:
    """The names ``func`` binds in its own scope: its parameters and its steps', nested helpers aside."""
    names = {a.arg for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]}
    for stmt in func.body:
        if not isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            names |= bound_names(stmt)
    return names


def _dead_stores(helper: ast.FunctionDef) -> set[str]:
    """Names the helper stores and never reads (``INIZIO := SX + 1``), its parameters aside."""
    names = [n for n in ast.walk(helper) if isinstance(n, ast.Name)]
    stored = {n.id for n in names if isinstance(n.ctx, ast.Store)}
    read = {n.id for n in names if isinstance(n.ctx, ast.Load)}
    params = {a.arg for a in [*helper.args.posonlyargs, *helper.args.args, *helper.args.kwonlyargs]}
    return stored - read - params


def shared_writes(
    python: str, line_map: list[int], method: str, moved: list[str]
) -> tuple[str, list[int], list[str]]:
    """``python`` with ``nonlocal`` declared in each helper of ``moved`` (those ``nest_helpers`` nested
    in the main method; never one the learner nested) that updates the main method's names.

    Returns the Python, its line map (the declaration maps to the helper's header) and the names.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, line_map, []
    solution = next((c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == "Solution"), None)
    main = next(
        (
            f
            for f in (solution.body if solution else [])
            if isinstance(f, ast.FunctionDef) and f.name == method
        ),
        None,
    )
    if main is None or not moved:
        return python, line_map, []
    outer = _own_names(main) - {"self"}
    inserts: list[tuple[int, int, list[str]]] = []
    for helper in main.body:
        if not isinstance(helper, ast.FunctionDef) or not helper.body or helper.name not in moved:
            continue
        alone = ast.Module(body=[helper], type_ignores=[])
        found = {name for _line, name, _hint in unset_reads(alone)} & outer
        if found:
            found |= _dead_stores(helper) & outer
        names = sorted(found)
        if names:
            inserts.append((helper.body[0].lineno - 1, helper.body[0].col_offset, names))
    if not inserts:
        return python, line_map, []
    lines = python.split("\n")
    padded = len(lines) - len(line_map)  # a final newline has no entry in the map
    if padded not in (0, 1):
        return python, line_map, []
    new_map = [*line_map, *([0] * padded)]
    shared: list[str] = []
    for at, col, names in sorted(inserts, reverse=True):
        lines.insert(at, f"{' ' * col}nonlocal {', '.join(names)}")
        new_map.insert(at, new_map[at - 1] if at else 0)
        shared = names + shared
    return "\n".join(lines), new_map[: len(new_map) - padded], shared
