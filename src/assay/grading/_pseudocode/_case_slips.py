"""A name read once with a capital it was never set with: ``counts[ch] = 0`` … ``if Counts[ch] is 0``
(docs/pseudocode.md, "Conventions read since round 17 was opened: English").

Pseudocode is read by people, to whom ``Counts`` and ``counts`` are one word; a learner who sets
``counts`` and later reads ``Counts`` in mid-sentence means the one variable there is. Python keeps
them apart, and the read fails with a ``NameError`` on every input that reaches it.

Read narrowly (``_phone_capitals`` reads the same slip first on a line): only in pseudocode (never
C-family text or the learner's own Python ``def``), only a name with one capital then small letters
that nothing ever sets, binds, calls or imports, that names no builtin or judge class, and whose small
spelling the answer itself sets.
"""

from __future__ import annotations

import ast
import builtins
import re

__all__ = ["case_slips"]

_TITLE = re.compile(r"^[A-Z][a-z][a-z0-9_]*$")
_KNOWN = frozenset(
    {"Counter", "OrderedDict", "ListNode", "TreeNode", "Node", "List", "Optional", "Dict", "Set"}
)


def case_slips(python: str, procedures: set[str]) -> tuple[str, list[str]]:
    """``python`` with each such name written small, and the names; never a name of ``procedures``
    (the learner's own, in any case: Pascal's `Count > 0` in `function Count` is its result or a call)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
    stored = {n.id for n in names if not isinstance(n.ctx, ast.Load)}
    stored |= {a.arg for a in ast.walk(tree) if isinstance(a, ast.arg)}
    stored |= {d.name for d in ast.walk(tree) if isinstance(d, ast.FunctionDef | ast.ClassDef)}
    stored |= {
        a.asname or a.name
        for i in ast.walk(tree)
        if isinstance(i, ast.ImportFrom | ast.Import)
        for a in i.names
    }
    called = {c.func.id for c in ast.walk(tree) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}
    chosen = sorted(
        {
            n.id
            for n in names
            if _TITLE.match(n.id)
            and n.id not in stored | called | _KNOWN
            and not hasattr(builtins, n.id)
            and n.id.lower() in stored
            and n.id.lower() not in {p.lower() for p in procedures}
        }
    )
    if not chosen:
        return python, []
    rows = python.split("\n")
    for n in sorted(
        (n for n in names if n.id in chosen), key=lambda n: (n.lineno, n.col_offset), reverse=True
    ):
        encoded = rows[n.lineno - 1].encode("utf-8")
        encoded = encoded[: n.col_offset] + n.id.lower().encode("utf-8") + encoded[n.col_offset + len(n.id) :]
        rows[n.lineno - 1] = encoded.decode("utf-8")
    return "\n".join(rows), chosen
