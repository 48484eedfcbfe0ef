"""Square brackets typed for round ones around a sum that is divided: ``m = [l + r] div 2``
(docs/pseudocode.md, "Conventions read since round 18 was opened: textbook, Python-like, C-family").

Learners who avoid the shifted keys of a phone or a laptop (``(`` and ``)`` are shifted on most
layouts, ``[`` and ``]`` are not on a US one) group with square brackets. In Python ``[l + r]`` is a
list of one item, and a list divided (``//``, ``/``, ``%``) has no meaning at all, so the brackets can
only group: they are read as round ones. Read narrowly: the brackets stand where an operand starts
(not after a name or a closing bracket, which makes an index: ``a[l + r] // 2`` stays), hold one
arithmetic expression (no comma, colon or bracket of their own) and are divided straight after.
``[x] * 3`` repeats a list and ``[a + b] + c`` may join lists: both are left as written.

The same learners call with them: ``max[b, a + x]``, ``range[2, n]`` (as Mathematica's ``Max[a, b]``
does). Python's ``max``, ``min``, ``abs`` and ``range`` cannot be indexed, so such a bracket after
one of them is its call, unless the answer set or was given a variable of that name (its own list
``max`` is indexed as written) or the bracket holds a slice (``range[:k]``). Words learners also use
as names (``sum``, ``sorted``) and types (``list[int]``) are never called.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx

__all__ = ["square_grouping"]

# `[l + r]` holding one arithmetic expression, then divided: `// 2`, `/ 2`, `% n`
_GROUPED = re.compile(
    r"\[(\s*[\w(](?:[^\[\]\n,:^\\]*?[\w)])?\s*[-+*/]\s*[^\[\]\n,:^\\]*?)\](?=\s*(?://|/|%))"
)
# `max[b, a + x]`: one of Python's functions that cannot be indexed, its bracket opened
_CALLED = re.compile(r"(?<![\w.])(max|min|abs|range)\s*\[")


def square_grouping(s: str, ctx: Ctx) -> str:
    """``s`` with each divided square-bracket group, and each function's bracket, read as round ones."""
    s = _called(s, ctx)
    out: list[str] = []
    pos = 0
    for m in _GROUPED.finditer(s):
        before = s[: m.start()].rstrip()
        if before and (before[-1].isalnum() or before[-1] in "_)]'\""):
            continue  # an index: `a[l + r] // 2`
        out.append(s[pos : m.start()] + f"({m.group(1)})")
        pos = m.end()
    if not out:
        return s
    ctx.rule("square-grouping")
    return "".join(out) + s[pos:]


def _called(s: str, ctx: Ctx) -> str:
    """``s`` with ``max[…]`` and its kin read as calls, their brackets balanced."""
    pos = 0
    while (m := _CALLED.search(s, pos)) is not None:
        pos = m.end()
        if m.group(1) in ctx.names or m.group(1) in ctx.params:
            continue  # the answer's own `max` list
        depth, end = 1, m.end()
        while end < len(s) and depth:
            depth += {"[": 1, "]": -1}.get(s[end], 0)
            end += 1
        inner = s[m.end() : end - 1]
        if depth or not inner.strip() or ":" in inner:
            continue  # unclosed, empty (`max[]`) or a slice: no call
        s = f"{s[: m.end() - 1]}({inner}){s[end:]}"
        ctx.rule("square-grouping")
    return s
