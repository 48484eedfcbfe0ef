"""A parameter written short with no header to rename it: ``temps`` for ``temperatures`` (docs/pseudocode.md).

An answer with no procedure header takes the question's parameter names; a learner who types
``let n be the length of temps`` means the one input ``temperatures``. A name is read as a
parameter only when nothing in the answer gives it a value, it is at least three letters, it begins
with the parameter's first three letters and its letters come in the parameter's order
(``nums``/``numbers``, ``prereqs``/``prerequisites``), exactly one parameter fits it, and no other
unbound name fits that parameter; the caller applies it only when the learner wrote no header.
Anything else stays unbound and its line is listed as not
understood.
"""

from __future__ import annotations

import ast

from assay.grading._pseudocode._check import KNOWN_NAMES, bound_names
from assay.judge import Signature

__all__ = ["abbreviated_params"]

# `math` too: learners call `math.sqrt`, `math.floor`… and translations import it; it shortens no parameter
_KNOWN = KNOWN_NAMES | {"math"}


def _letters(name: str) -> str:
    return name.replace("_", "").lower()


def _shortens(short: str, full: str) -> bool:
    a, b = _letters(short), _letters(full)
    if len(a) < 3 or len(a) >= len(b) or a[:3] != b[:3]:
        return False
    rest = iter(b)
    return all(ch in rest for ch in a)


def abbreviated_params(python: str, signature: Signature) -> tuple[str, dict[str, str]]:
    """Reads of a short name nothing binds become reads of the one parameter it shortens.

    Returns the Python and the names read as parameters (short name → parameter).
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, {}
    bound = bound_names(tree)
    free = {
        n.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Name)
        and isinstance(n.ctx, ast.Load)
        and n.id not in bound
        and n.id not in _KNOWN
    }
    params = [p.name for p in signature.params]
    fits = {name: [p for p in params if _shortens(name, p)] for name in sorted(free)}
    chosen = {name: ps[0] for name, ps in fits.items() if len(ps) == 1}
    taken = [p for p in chosen.values()]
    chosen = {name: p for name, p in chosen.items() if taken.count(p) == 1}
    if not chosen:
        return python, {}
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and n.id in chosen and n.end_col_offset is not None:
            edits.setdefault(n.lineno, []).append((n.col_offset, n.end_col_offset, chosen[n.id]))
    lines = python.split("\n")
    for lineno, spans in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end, param in sorted(spans, reverse=True):
            encoded = encoded[:start] + param.encode("utf-8") + encoded[end:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), chosen
