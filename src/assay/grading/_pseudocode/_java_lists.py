"""Java's ``List`` methods in the line rules (docs/pseudocode.md, "Java's ``List``").

An answer the C-family front end does not take (a block closed with ``} end while``, a method it
does not know) is read line by line, and there ``list.remove(i)`` was Python's ``list.remove``:
by value, where Java's ``remove(int)`` takes the item at position ``i``. On a name the answer
declared or built as a Java list (``List<Integer> out``, ``new ArrayList<>()``; a parameter the
question gives as a list in an answer that declares Java types), or an item of a list of lists:

* ``get(i)`` is ``xs[i]``;
* ``remove(i)`` with ``i`` an ``int`` is ``_remove_at(xs, i)`` (the item at ``i``; a negative
  position is an error, as in Java), and with a boxed value (``Integer.valueOf(x)``,
  ``(Integer) x``, an ``Integer`` name, a string, ``ys.get(j)``) ``_remove_value(xs, x)`` (the first
  equal item, ``false`` when there is none, never an error);
* ``remove(x)`` whose type the declarations do not give becomes a call nobody defined, so the line
  is listed as not understood rather than read one way or the other;
* ``add(i, x)`` is ``_insert_at(xs, i, x)`` (``add(x)`` appends, as before).

``set(i, x)`` as a statement is ``xs[i] = x`` (``_declarations``); ``size()`` and ``isEmpty()`` are
read for every container (``_expr``). The C-family front end reads the same calls the same way
(``_cfamily_java_list``).
"""

from __future__ import annotations

import functools
import re

from assay.grading._pseudocode._base import Ctx, rewrite_call, split_top
from assay.grading._pseudocode._java_names import remove_reading

__all__ = ["UNREAD_REMOVE", "java_list_calls"]

# what an unreadable `remove` becomes: no helper defines it, so its line is listed as not understood
UNREAD_REMOVE = "remove_at_position_or_value"


def _receivers(ctx: Ctx) -> list[str]:
    """The names whose ``remove``/``get``/``add`` are Java's ``List``'s, longest first."""
    names = set(ctx.java.lists)
    if (names or ctx.java.ints) and ctx.c_like and not ctx.javascript:
        names |= {p for p in ctx.params if ctx.kinds.get(p) == "list"}
    return sorted(names, key=len, reverse=True)


def java_list_calls(s: str, ctx: Ctx) -> str:
    """Rewrite ``xs.get(i)``, ``xs.remove(…)``, ``xs.add(i, x)`` on Java lists in ``s`` (masked)."""
    receivers = _receivers(ctx)
    if not receivers or not re.search(r"\.\s*(?:get|remove|add)\s*\(", s):
        return s
    for name in receivers:
        s, got = rewrite_call(s, rf"{re.escape(name)}\s*\.\s*get", functools.partial(_get, name))
        if got:
            ctx.rule("java-lists")
    for name in receivers:
        owner = re.escape(name)
        # an item of a list of lists (`adj.get(u)`, now `adj[u]`) is a list too
        target = rf"{owner}\s*\[[^\[\]]*\]" if name in ctx.java.nested else owner
        for pattern in [owner, target] if target != owner else [owner]:
            s = _calls(s, pattern, ctx)
    return s


def _get(name: str, args: str) -> str:
    parts = split_top(args)
    return f"{name}[{parts[0].strip()}]" if len(parts) == 1 and parts[0].strip() else f"{name}.get({args})"


def _calls(s: str, receiver: str, ctx: Ctx) -> str:
    for method in ("remove", "add"):
        rx = re.compile(rf"(?<![\w.])({receiver})\s*\.\s*{method}\s*\(")
        pos = 0
        while m := rx.search(s, pos):
            end = _closing(s, m.end() - 1)
            if end < 0:
                break
            built = _built(method, m.group(1), s[m.end() : end], ctx)
            if built is None:
                pos = m.end()
                continue
            s = s[: m.start()] + built + s[end + 1 :]
            pos = m.start() + len(built)
    return s


def _closing(s: str, open_at: int) -> int:
    depth = 0
    for k in range(open_at, len(s)):
        depth += s[k] == "("
        depth -= s[k] == ")"
        if depth == 0:
            return k
    return -1


def _built(method: str, owner: str, args: str, ctx: Ctx) -> str | None:
    parts = [p.strip() for p in split_top(args)]
    owner = re.sub(r"\s+", "", owner)
    if method == "add":
        if len(parts) != 2:
            return None  # `add(x)` appends (`_container_fix`)
        ctx.rule("java-lists")
        return f"_insert_at({owner}, {parts[0]}, {parts[1]})"
    if len(parts) != 1 or not parts[0]:
        return None
    ctx.rule("java-lists")
    reading = remove_reading(parts[0], ctx.java)
    if reading is None:
        ctx.note(
            f"'{owner}.remove({parts[0]})': Java removes the item at a position for an int and the "
            "first equal item for an object; the declarations do not say which this is"
        )
        return f"{UNREAD_REMOVE}({owner}, {parts[0]})"
    how, value = reading
    return f"_remove_at({owner}, {value})" if how == "index" else f"_remove_value({owner}, {value})"
