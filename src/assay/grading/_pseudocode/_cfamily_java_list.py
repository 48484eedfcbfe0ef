"""Java's ``List.remove`` and ``List.add(int, E)`` in the C-family front end (docs/pseudocode.md,
"Java's ``List``").

``remove(int index)`` takes the item at a position, ``remove(Object o)`` the first equal item; the
argument's declared type picks one (``_java_names.remove_reading``, shared with the line rules so
that both paths read a call the same way). An argument whose type the declarations do not give is
refused, and the line rules then list its line as not understood.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, T, Untranslatable
from assay.grading._pseudocode._java_names import java_names, remove_reading

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["java_insert", "java_remove"]


def _arguments(node: Node) -> list[Node]:
    args = node.child_by_field_name("arguments")
    return [] if args is None else [a for a in args.named_children if a.type not in COMMENT_NODES]


def _unboxed(node: Node) -> Node:
    """The value inside ``(x)``, ``(Integer) x`` or ``Integer.valueOf(x)``."""
    while node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    if node.type == "cast_expression":
        value = node.child_by_field_name("value")
        return _unboxed(value) if value is not None else node
    name = node.child_by_field_name("name")
    if node.type == "method_invocation" and name is not None and name.text == b"valueOf":
        inner = _arguments(node)
        if len(inner) == 1:
            return _unboxed(inner[0])
    return node


def java_remove(tr: ExprTr, node: Node, recv: Node | None, name: str) -> tuple[str, T] | None:
    """``xs.remove(i)`` on a Java ``List``: ``_remove_at`` for an ``int``, ``_remove_value`` for an
    object; ``None`` for any other call."""
    ctx = tr.ctx
    args = _arguments(node)
    if ctx.language != "java" or recv is None or name != "remove" or len(args) != 1:
        return None
    obj, kind = tr.ex(recv)
    if kind != "list":
        return None
    reading = remove_reading(ctx.text(args[0]), java_names(ctx.source.decode("utf-8", "replace")))
    if reading is None:
        raise Untranslatable("List.remove of an argument not declared an int or an object")
    if reading[0] == "value":
        code, _ = tr.ex(_unboxed(args[0]))
        ctx.helpers.add("_remove_value")
        return f"_remove_value({obj}, {code})", "bool"
    code, ik = tr.ex(args[0])
    if ik != "int":
        raise Untranslatable("List.remove of a position not read as an int")
    ctx.helpers.add("_remove_at")
    chain = ctx.elements.get(ctx.text(recv), []) if recv.type == "identifier" else []
    return f"_remove_at({obj}, {code})", chain[0] if chain else None


def java_insert(tr: ExprTr, obj: str, kind: T, name: str, args: list[tuple[str, T]]) -> str | None:
    """``xs.add(i, x)`` on a Java ``List`` (a statement: it returns nothing)."""
    if tr.ctx.language != "java" or kind != "list" or name != "add" or len(args) != 2:
        return None
    if args[0][1] != "int":
        raise Untranslatable("List.add at a position not read as an int")
    tr.ctx.helpers.add("_insert_at")
    return f"_insert_at({obj}, {args[0][0]}, {args[1][0]})"
