"""C++'s iterators into a vector, read as the position they stand at (docs/pseudocode.md,
"Conventions read since round 15 was opened: textbook, C-family, Python-like").

Competitive C++ finds a place in a sorted vector with ``auto it = lower_bound(d.begin(), d.end(), x)``
and then tests ``it == d.end()`` or writes ``*it = x``. A vector's iterator moves as its index does:
``d.begin()`` is position 0, ``d.end()`` is ``len(d)``, ``*it`` is ``d[it]`` (read or written),
and ``lower_bound`` / ``upper_bound`` over the whole vector are ``bisect_left`` / ``bisect_right``
(both search with ``<``, as C++'s do). So an iterator is read as an ``int`` position whose kind,
``iter:d``, names the vector it walks; only a vector's, only over the whole vector, and only where
the answer declares no function of that name. Any other iterator (a map's, a set's, a part of the
vector, ``it->first``) stays refused, and the line rules read the answer as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, T, Untranslatable, py

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["dereference", "iterator_call"]

ITER = "iter:"
_SEARCHES = {"lower_bound": "bisect_left", "upper_bound": "bisect_right"}


def iterator_call(tr: ExprTr, node: Node, recv: Node | None, name: str) -> tuple[str, T] | None:
    """``d.begin()``, ``d.end()``, ``lower_bound(d.begin(), d.end(), x)`` in C++; ``None`` otherwise."""
    ctx = tr.ctx
    if ctx.language != "cpp":
        return None
    args = [c for c in tr.f(node, "arguments").named_children if c.type not in COMMENT_NODES]
    if recv is not None and name in ("begin", "end") and not args and recv.type == "identifier":
        vector = ctx.text(recv)
        if not ctx.known(vector) or ctx.lookup(vector) != "list":
            return None
        return ("0" if name == "begin" else f"len({py(vector)})"), ITER + vector
    if (
        recv is None
        and name in _SEARCHES
        and len(args) == 3
        and not ctx.known(name)
        and name not in ctx.methods
    ):
        first, first_kind = tr.ex(args[0])
        last, last_kind = tr.ex(args[1])
        vector = (first_kind or "").removeprefix(ITER)
        if not (first_kind or "").startswith(ITER) or last_kind != first_kind:
            raise Untranslatable(f"{name} over something other than a vector's iterators")
        if first != "0" or last != f"len({py(vector)})":
            raise Untranslatable(f"{name} over part of a vector")
        value, _ = tr.ex(args[2])
        ctx.imports.add("bisect")
        return f"bisect.{_SEARCHES[name]}({py(vector)}, {value})", first_kind
    return None


def dereference(tr: ExprTr, node: Node) -> tuple[str, T]:
    """``*it`` on a vector's iterator: the item at its position (a value to read or to write)."""
    operator = node.child_by_field_name("operator")
    argument = node.child_by_field_name("argument")
    if operator is None or argument is None or tr.ctx.text(operator) != "*":
        raise Untranslatable("pointer expression")
    position, kind = tr.ex(argument)
    if not (kind or "").startswith(ITER):
        raise Untranslatable("a pointer read through")
    vector = (kind or "").removeprefix(ITER)
    chain = tr.ctx.elements.get(vector, [])
    return f"{py(vector)}[{position}]", chain[0] if chain else None
