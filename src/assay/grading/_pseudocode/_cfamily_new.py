"""Objects and arrays a C-family answer creates, read as Python's own (docs/pseudocode.md,
"C-family front end"): ``new`` of a collection, a node or a builder, ``new int[n][m]`` filled with
the element's zero, and C and C++ brace initialisation by the declared type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_call_parts import arguments
from assay.grading._pseudocode._cfamily_context import (
    COMMENT_NODES,
    T,
    Untranslatable,
    element_kinds,
    type_of,
)

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["braced", "new_array", "new_object"]


def new_object(tr: ExprTr, node: Node) -> tuple[str, T]:
    ctor = node.child_by_field_name("constructor") or node.child_by_field_name("type")
    if ctor is None:
        raise Untranslatable("new")
    name = tr.ctx.text(ctor).split("<", 1)[0].strip()
    args = arguments(tr, node)
    a = [code for code, _ in args]
    if name in ("ListNode", "TreeNode"):
        return f"{name}({', '.join(a)})", "node"
    if name in ("Map", "HashMap") and not a:
        return "{}", "map"
    if name == "Set" and len(a) <= 1 and not tr.ctx.typed:
        # a JavaScript Set keeps insertion order: a dict of keys does, a Python set does not
        tr.ctx.helpers.add("_JsSet")
        return f"_JsSet.fromkeys({a[0] if a else '()'})", "set"
    if name == "HashSet" and len(a) <= 1 and tr.ctx.typed:
        return f"set({a[0] if a else ''})", "set"
    if (
        name in ("ArrayList", "LinkedList", "HashSet")
        and len(a) == 1
        and args[0][1] in ("list", "set", "deque")
    ):
        if name == "HashSet":
            return f"set({a[0]})", "set"
        if name == "LinkedList":
            tr.ctx.imports.add("collections")
            return f"collections.deque({a[0]})", "deque"
        return f"list({a[0]})", "list"  # a copy, as Java's constructor makes
    if name == "String" and len(a) == 1 and args[0][1] == "list" and tr.ctx.language == "java":
        return f"''.join({a[0]})", "str"
    if name == "StringBuilder" and len(a) == 1 and args[0][1] == "str":
        return f"[{a[0]}]", "sb"
    if name in ("ArrayList", "Stack", "StringBuilder") and not a:
        return "[]", {"ArrayList": "list", "Stack": "stack", "StringBuilder": "sb"}[name]
    if name in ("LinkedList", "ArrayDeque") and not a:
        tr.ctx.imports.add("collections")
        return "collections.deque()", "deque"
    if name in ("Map", "HashMap", "TreeMap") and len(a) == 1 and not tr.ctx.typed:
        raise Untranslatable("new Map(entries)")
    if name == "Array" and not tr.ctx.typed and len(a) == 1 and args[0][1] == "int":
        return f"[None] * {a[0]}", "list"
    raise Untranslatable(f"new {name}")


def new_array(tr: ExprTr, node: Node) -> tuple[str, T]:
    dims = node.child_by_field_name("dimensions")
    elem = tr.ctx.text(tr.f(node, "type"))
    value = node.child_by_field_name("value")
    if value is not None and value.type == "array_initializer":
        return tr.library(tr, value)  # new int[]{i, j}
    if dims is None:
        raise Untranslatable("array creation")
    sizes = [
        tr.ex(d.named_children[0])[0]
        for d in node.children_by_field_name("dimensions")
        if d.type == "dimensions_expr"
    ]
    if len(sizes) != len(
        [d for d in node.children_by_field_name("dimensions") if d.type == "dimensions_expr"]
    ) or (node.child_by_field_name("value") is not None):
        raise Untranslatable("array creation")
    zero = {"int": "0", "long": "0", "double": "0.0", "boolean": "False", "char": "'\\x00'"}.get(elem, "None")
    if any(d.type == "dimensions" for d in node.children_by_field_name("dimensions")):
        raise Untranslatable("array of arrays left unfilled")
    if not sizes:
        raise Untranslatable("array creation")
    code = f"[{zero}] * {sizes[-1]}"
    for size in reversed(sizes[:-1]):
        code = f"[{code} for _ in range({size})]"
    return code, "list"


_ZERO = {"int": "0", "float": "0.0", "bool": "False", "str": "''"}
_NUMBERS = ("int", "float", "char", "num", "bool")


def braced(tr: ExprTr, type_node: Node | None, init: Node) -> tuple[str, T]:
    """C and C++ brace initialisation: ``TreeNode t{5}``, ``ListNode{0}``, ``int a{}``, ``vector<int> v{1}``.

    The braces call the type's constructor: a node is built (``TreeNode(5)``), never a list of its
    arguments; a scalar gets its one value or its zero; a vector gets its items. Braces whose meaning
    depends on overload rules we do not model (``vector<vector<int>> g{n, row}`` is a size and a
    fill value, not two items) are refused, and the line rules or the model take the answer.
    """
    kind = type_of(tr.ctx, type_node)
    items = [c for c in init.named_children if c.type not in COMMENT_NODES]
    if kind == "node" and type_node is not None:
        name = tr.ctx.text(type_node).replace(" ", "").rstrip("*&").removeprefix("std::")
        return f"{name}({', '.join(tr.ex(c)[0] for c in items)})", "node"
    if kind == "list" and type_node is not None:
        element = (element_kinds(tr.ctx, type_node) or [None])[0]
        codes = [tr.ex(c) for c in items]
        for _, k in codes:
            if element in ("int", "float") and k in _NUMBERS:
                continue
            if element is None or k != element:
                raise Untranslatable("brace initialisation whose items may be constructor arguments")
        return "[" + ", ".join(code for code, _ in codes) + "]", "list"
    if kind in _ZERO and not items:
        return _ZERO[kind], kind
    if kind in _ZERO and len(items) == 1:
        return tr.ex(items[0])
    raise Untranslatable("brace initialisation of this type")
