"""Each produced statement line made to fit the container it acts on (docs/pseudocode.md).

Learners write the verbs of the language they know (``q.add(x)`` on a list, ``s.append(x)`` on a
set, ``q.pop()`` on a C++ queue), and pseudocode's ``counts[c] += 1`` on a map counts from 0. The
statement rules pass every line they produce through :func:`fix_containers`, which reads the kinds
the answer has given its names so far.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import Ctx
from assay.grading._pseudocode._kinds import NAME

__all__ = ["fix_containers"]

_AUG_ITEM = re.compile(rf"^({NAME})\[(.+)\]\s*([-+])=\s*(.+)$")
_SELF_ITEM = re.compile(rf"^({NAME})\[(.+)\]\s*=\s*({NAME})\[(.+)\]\s*([-+])\s*(.+)$")


_ITEM_ADD = re.compile(rf"^({NAME})(\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\])\.add\(")
_LIST_ITEMS = re.compile(rf"^({NAME})\.(?:append|add)\(\[\]\)$|^({NAME})\s*=\s*\[\[\]\s+for\s+")


def _note_items(line: str, ctx: Ctx) -> None:
    """Remember a list whose items are lists (``adj.append([])``, ``adj = [[] for _ in …]``)."""
    m = _LIST_ITEMS.match(line)
    if m and (m.group(2) or ctx.kinds.get(m.group(1)) in ("list", "queue")):
        ctx.lists_of_lists.add(m.group(1) or m.group(2))


def fix_containers(line: str, ctx: Ctx) -> str:
    """Make one produced line use the container the learner made.

    ``counts[c] += 1`` on a map means "starting from 0" in pseudocode (``.get(c, 0)``), not in
    JavaScript (where it is ``NaN``, the learner's bug);
    ``q.add(x)`` on a list appends; ``s.append(x)`` on a set adds; ``q.pop()`` on a C++ queue
    takes the front.
    """
    m = _AUG_ITEM.match(line)
    if m and ctx.kinds.get(m.group(1)) == "dict" and not ctx.javascript:
        ctx.rule("map-default-zero")
        name, key, op, value = m.groups()
        return f"{name}[{key}] = {name}.get({key}, 0) {op} {value}"
    m = _SELF_ITEM.match(line)
    if (
        m
        and not ctx.javascript
        and m.group(1) == m.group(3)
        and m.group(2) == m.group(4)
        and ctx.kinds.get(m.group(1)) == "dict"
    ):
        ctx.rule("map-default-zero")
        name, key, _n, _k, op, value = m.groups()
        return f"{name}[{key}] = {name}.get({key}, 0) {op} {value}"

    _note_items(line, ctx)
    item = _ITEM_ADD.match(line)
    if item and ctx.c_like and not ctx.javascript and item.group(1) in ctx.lists_of_lists:
        # Java's `adj.get(u).add(v)` on a list of lists: the item is a list, and `List.add` appends
        ctx.rule("container-verbs")
        return f"{line[: item.end(2)]}.append({line[item.end(0) :]}"

    def method(m: re.Match[str]) -> str:
        name, meth = m.group(1), m.group(2)
        kind = ctx.kinds.get(name)
        if meth == "add" and kind in ("list", "queue"):
            return f"{name}.append("
        if meth == "append" and kind == "set":
            return f"{name}.add("
        if meth == "pop" and kind == "queue" and m.group(3) == ")":
            return f"{name}.pop(0)"
        return m.group(0)

    new = re.sub(rf"(?<![\w.])({NAME})\.(add|append|pop)\((\)?)", method, line)
    if new != line:
        ctx.rule("container-verbs")
    return new
