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
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._kinds import NAME

__all__ = ["brace_items", "pushed_parts"]

_PUSHED = re.compile(rf"(?<![\w.])({NAME}(?:\[[^\[\]]*\])*)\.(append|appendleft)\(\{{([^{{}}]*)\}}\)")
# C++'s `return {m[need], i};` and `return {};`: the braces build the vector the method returns
_RETURNED = re.compile(r"^return\s*\{([^{}:]*)\}\s*;?$")


def brace_items(line: str, ctx: Ctx) -> str:
    """``q.append({i, j})`` (from ``q.push({i, j})``) as ``q.append([i, j])`` in a C-family answer; a
    braced ``return {a, b}``, ``return {i}`` or ``return {}`` as the list it is where the question
    returns a list."""
    if not ctx.c_like or ctx.javascript:
        return line

    def listed(m: re.Match[str]) -> str:
        if len(split_top(m.group(3))) < 2:
            return m.group(0)
        ctx.rule("braced-items")
        return f"{m.group(1)}.{m.group(2)}([{m.group(3)}])"

    returned = _RETURNED.match(line.strip()) if ctx.returns_list else None
    if returned is not None:  # one item too: `return {i};` is a vector of one, never Python's set
        ctx.rule("braced-items")
        return f"{line[: len(line) - len(line.lstrip())]}return [{returned.group(1).strip()}]"
    return _PUSHED.sub(listed, line)


# C++'s and Java's one-item adds, handed an item's parts: `s.push(i, j)`, `v.push_back(r, c)`;
# never `emplace_back`, which builds its item from the parts (`emplace_back(n, 0)` is a row of n zeros)
_PARTS_PUSHED = re.compile(rf"(?<![\w.])({NAME}(?:\[[^\[\]]*\])*)\.(push|push_back)\(")


def pushed_parts(line: str, ctx: Ctx) -> str:
    """``s.push(i, j)`` as ``s.push((i, j))`` in a C or Java answer: one item, built of its parts.

    ``push`` of a C++ or Java stack or queue (and C++'s ``push_back``) takes one item, so two
    arguments are the two parts of one item, pushed and popped together (``(r, c) = s.pop()``), as
    C++'s ``emplace(r, c)`` builds a pair. JavaScript's ``push`` adds each argument as an item of its
    own, so a JavaScript answer keeps that reading (``_variadic``).
    """
    if not ctx.c_like or ctx.javascript:
        return line
    out: list[str] = []
    pos = 0
    for m in _PARTS_PUSHED.finditer(line):
        if m.start() < pos:
            continue
        close = closing(line, m.end() - 1)
        if close < 0:
            break
        args = [a.strip() for a in split_top(line[m.end() : close])]
        if len(args) < 2 or any(not a or a.startswith("*") or "=" in a for a in args):
            continue
        ctx.rule("pushed-parts")
        out.append(line[pos : m.end()] + f"({', '.join(args)})")
        pos = close
    out.append(line[pos:])
    return "".join(out)
