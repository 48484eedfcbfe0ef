"""C++'s and Java's braced items pushed onto a container: ``q.push({i, j})``, ``v.push_back({a, b})``.

In C++ a ``{i, j}`` handed to ``push``/``push_back``/``emplace`` is an initialiser list that builds
the container's item, a ``pair`` or a ``vector``; read as Python's ``{i, j}`` it is a set, which
loses an item when ``i == j`` and has no order, so a correct answer would crash. It is pushed as a
list ``[i, j]`` (which a pair's ``.first``/``.second`` read as ``[0]``/``[1]``, and which unpacks
as C++17's ``auto [r, c] = q.front()`` does). JavaScript is left alone: there ``{a, b}`` is an
object (docs/pseudocode.md, "Conventions read since round 8 was opened").
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx, split_top
from assay.grading._pseudocode._kinds import NAME

__all__ = ["brace_items"]

_PUSHED = re.compile(rf"(?<![\w.])({NAME}(?:\[[^\[\]]*\])*)\.(append|appendleft)\(\{{([^{{}}]*)\}}\)")


def brace_items(line: str, ctx: Ctx) -> str:
    """``q.append({i, j})`` (from ``q.push({i, j})``) as ``q.append([i, j])`` in a C-family answer."""
    if not ctx.c_like or ctx.javascript:
        return line

    def listed(m: re.Match[str]) -> str:
        if len(split_top(m.group(3))) < 2:
            return m.group(0)
        ctx.rule("braced-items")
        return f"{m.group(1)}.{m.group(2)}([{m.group(3)}])"

    return _PUSHED.sub(listed, line)
