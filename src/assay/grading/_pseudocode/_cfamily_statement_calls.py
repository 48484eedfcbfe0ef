"""C-family calls made for their effect, read as Python statements (docs/pseudocode.md,
"C-family front end"): ``push``/``add``/``put`` and their kin on a collection, C++'s ``swap``,
``sort`` and ``reverse`` over a whole container.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_call_parts import CALL, arguments, callee, checked_index
from assay.grading._pseudocode._cfamily_comparators import java_sort
from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, Untranslatable
from assay.grading._pseudocode._cfamily_java_list import java_insert

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["statement_call"]


def statement_call(tr: ExprTr, node: Node) -> str | None:
    """Calls whose value is dropped: ``a.push(x)``, ``m.set(k, v)``, ``s.add(x)``, ``v.push_back(x)``."""
    if node.type not in CALL:
        return None
    recv, name = callee(tr, node)
    compared = java_sort(tr, node, recv, name)
    if compared is not None:
        return compared
    if recv is None and tr.ctx.language == "cpp":
        return _cpp_statement(tr, node, name)
    if recv is None:
        return None
    if recv.type == "identifier" and tr.ctx.text(recv) == "Arrays" and not tr.ctx.known("Arrays"):
        args = arguments(tr, node)
        if name == "sort" and len(args) == 1 and args[0][1] == "list" and tr.ctx.language == "java":
            arg_list = tr.f(node, "arguments").named_children
            chain = tr.ctx.elements.get(tr.ctx.text(arg_list[0]), []) if arg_list else []
            if chain[:1] in (["int"], ["char"], ["str"], ["float"]):
                return f"{args[0][0]}.sort()"  # numbers by value, strings and chars by code unit
        raise Untranslatable(f"Arrays.{name}")
    obj, kind = tr.ex(recv)
    args = arguments(tr, node)
    a = [code for code, _ in args]
    if any(code.startswith("*") for code in a) and not (name == "push" and kind in ("list", None)):
        raise Untranslatable(f"a spread passed to .{name}")
    inserted = java_insert(tr, obj, kind, name, args)
    if inserted is not None:
        return inserted
    if (
        name == "push"
        and kind in ("list", None)
        and not tr.ctx.typed
        and (len(a) > 1 or a[0].startswith("*"))
    ):
        return f"{obj}.extend([{', '.join(a)}])"  # push(a, b) and push(...xs) add every item
    if (
        kind in ("list", None)
        and name in ("push", "push_back", "add")
        and len(a) == 1
        and (kind or not tr.ctx.typed)
    ):
        if kind is None and name == "add":
            return None
        return f"{obj}.append({a[0]})"
    if kind == "map" and name in ("set", "put") and len(a) == 2:
        return f"{obj}[{a[0]}] = {a[1]}"
    if kind == "list" and name == "pop_back" and not a:
        return f"{obj}.pop()"
    if kind == "list" and name == "set" and len(a) == 2 and tr.ctx.language == "java":
        return f"{obj}[{checked_index(tr, a[0], args[0][1])}] = {a[1]}"
    if kind == "stack" and name == "push" and len(a) == 1:
        return f"{obj}.append({a[0]})"
    if kind in ("stack", "queue") and name == "pop" and not a:
        return f"{obj}.pop({'' if kind == 'stack' else '0'})"
    if kind == "queue" and name == "push" and len(a) == 1:
        return f"{obj}.append({a[0]})"
    if kind == "deque" and len(a) == 1:
        if name in ("push", "addFirst", "offerFirst"):
            return f"{obj}.appendleft({a[0]})"
        if name in ("offer", "add", "addLast", "offerLast"):
            return f"{obj}.append({a[0]})"
    if kind == "sb" and name == "append" and len(a) == 1:
        return f"{obj}.append({tr.stringify(a[0], args[0][1])})"
    if kind == "list" and name == "unshift" and len(a) == 1 and not tr.ctx.typed:
        return f"{obj}.insert(0, {a[0]})"
    if kind == "set" and name in ("add", "insert") and len(a) == 1:
        return f"{obj}[{a[0]}] = None" if not tr.ctx.typed else f"{obj}.add({a[0]})"
    if kind in ("set", "map") and name in ("delete", "remove", "erase") and len(a) == 1:
        if kind == "map" or not tr.ctx.typed:
            return f"{obj}.pop({a[0]}, None)"
        return f"{obj}.discard({a[0]})"
    return None


def _cpp_statement(tr: ExprTr, node: Node, name: str) -> str | None:
    """``swap(a[i], a[j])``, ``sort(v.begin(), v.end())``, ``reverse(v.begin(), v.end())``."""
    arg_nodes = [c for c in tr.f(node, "arguments").named_children if c.type not in COMMENT_NODES]
    if name == "swap" and len(arg_nodes) == 2:
        first, second = (tr.target(n)[0] for n in arg_nodes)
        if ":=" in first + second:
            raise Untranslatable("swap of elements whose index has a side effect")
        return f"{first}, {second} = {second}, {first}"
    if name in ("sort", "reverse") and len(arg_nodes) == 2:
        texts = [tr.ctx.text(n).replace(" ", "") for n in arg_nodes]
        base = texts[0].removesuffix(".begin()")
        if texts[0] == f"{base}.begin()" and texts[1] == f"{base}.end()" and tr.ctx.known(base):
            code, kind = tr.ex(tr.f(tr.f(arg_nodes[0], "function"), "argument"))
            chain = tr.ctx.elements.get(base, [])
            if kind == "list" and (name == "reverse" or chain[:1] in (["int"], ["str"], ["float"], ["char"])):
                return f"{code}.{name}()"
        raise Untranslatable(f"{name} over this range")
    return None
