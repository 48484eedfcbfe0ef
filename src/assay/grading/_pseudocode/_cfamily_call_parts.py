"""The parts of a C-family call the library readers share (docs/pseudocode.md,
"C-family front end"): the node types of a call and of a member, a call's arguments (a JavaScript
spread unpacked), its receiver and method name, and an index checked not to be negative.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, T, Untranslatable

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["CALL", "MEMBER", "arguments", "callee", "checked_index", "item"]

CALL = {"call_expression", "method_invocation"}
MEMBER = {"member_expression", "field_access", "field_expression"}


def arguments(tr: ExprTr, node: Node) -> list[tuple[str, T]]:
    args = node.child_by_field_name("arguments")
    if args is None:
        return []
    read = [
        (item(tr, a), None) if a.type == "spread_element" else tr.ex(a)
        for a in args.named_children
        if a.type not in COMMENT_NODES
    ]
    if any((kind or "").startswith("iter:") for _, kind in read):
        # a vector's iterator is read as a position (_cfamily_iterators): no other call takes one so
        raise Untranslatable("an iterator passed to a call")
    return read


def item(tr: ExprTr, node: Node) -> str:
    """An array item or argument; a JavaScript spread ``...xs`` unpacks what ``for … of`` would walk."""
    if node.type != "spread_element":
        return tr.ex(node)[0]
    if tr.ctx.typed or len(node.named_children) != 1:
        raise Untranslatable("spread")
    tr.ctx.helpers.update({"_js_iter", "_JsSet"})
    return f"*_js_iter({tr.ex(node.named_children[0])[0]})"


def callee(tr: ExprTr, node: Node) -> tuple[Node | None, str]:
    """(receiver, method name) of a call: ``a.push(x)`` → (a, "push"); ``max(a, b)`` → (None, "max")."""
    if node.type == "method_invocation":
        return node.child_by_field_name("object"), tr.ctx.text(tr.f(node, "name"))
    fn = tr.f(node, "function")
    if fn.type in MEMBER:
        obj = fn.child_by_field_name("object") or fn.child_by_field_name("argument")
        prop = fn.child_by_field_name("property") or fn.child_by_field_name("field")
        if obj is None or prop is None:
            raise Untranslatable("member call")
        return obj, tr.ctx.text(prop)
    if fn.type in ("identifier", "qualified_identifier"):
        return None, tr.ctx.text(fn).removeprefix("std::")
    if fn.type == "template_function":
        return None, tr.ctx.text(tr.f(fn, "name")).removeprefix("std::") + "<>"
    raise Untranslatable(f"call of {fn.type}")


def checked_index(tr: ExprTr, index: str, kind: T) -> str:
    """A negative index is an error (Java, C++) or ``undefined`` (JS): never Python's from-the-end."""
    if index.lstrip("(").startswith("-"):
        raise Untranslatable("negative index")
    if kind == "char":
        raise Untranslatable("character used as an index")
    if kind != "int":
        raise Untranslatable("index of unknown type")
    tr.ctx.helpers.add("_nonneg")
    return f"_nonneg({index})"
