"""C#'s sorts with a comparison (docs/pseudocode.md, "Conventions read since round 15 was opened:
textbook, C-family, Python-like").

``Array.Sort(intervals, (a, b) => a[0] - b[0])`` and ``list.Sort((a, b) => …)`` sort with the
learner's comparison through ``functools.cmp_to_key``: it runs as written, its bugs included, and
only its sign counts, as in C#. C#'s sort is not stable, Python's is: items the comparison calls equal
may come out in another order than C#'s, an order no C# program can count on. Like the rest of the
C-family reader, the comparison's arithmetic is Python's, with no 32-bit overflow: `a[1] - b[1]` on
extreme values, wrong in C#, sorts right here (the one bug of C# comparisons not kept). Only a lambda of two
parameters (untyped, or typed as the items are) whose body is one expression giving an ``int`` is
read, and only on an array or a ``List`` whose items are known; anything else stays refused.
"""

from __future__ import annotations

from collections.abc import Callable

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_csharp_lib import _CSBase
from assay.grading._pseudocode._cfamily_reader import no, py_name

__all__ = ["sorted_by"]


def sorted_by(
    cs: _CSBase,
    ex: Callable[[Node], tuple[str, str | None]],
    items: str,
    elem: str | None,
    comparison: Node,
) -> str:
    """The Python statement that sorts ``items`` (of ``elem`` items) by the lambda ``comparison``;
    ``ex`` reads an expression of the reader ``cs`` (passed in: the expression reader calls this)."""
    if elem is None or comparison.type != "lambda_expression":
        raise no("a sort by something other than a lambda over known items")
    params = comparison.child_by_field_name("parameters")
    body = comparison.child_by_field_name("body")
    if params is None or body is None or body.type == "block":
        raise no("a comparison that is not one expression")
    names: list[str] = []
    for p in params.named_children:
        typed = p.child_by_field_name("type")
        if p.type != "parameter" or (typed is not None and cs.cstype(typed) != elem):
            raise no("a comparison's parameter")
        names.append(cs.text(p.child_by_field_name("name") or p))
    if len(names) != 2:
        raise no("a comparison of other than two items")
    cs.scopes.append({})
    try:
        for name in names:
            cs.declare(name, elem)
        code, t = ex(body)
    finally:
        cs.scopes.pop()
    if t != "int":
        raise no("a comparison that gives no int")
    cs.imports.add("functools")
    lam = f"lambda {', '.join(py_name(n) for n in names)}: {code}"
    return f"{items}.sort(key=functools.cmp_to_key({lam}))"
