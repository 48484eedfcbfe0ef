"""C's way of returning an array, as LeetCode's C signatures write it (docs/pseudocode.md, "C-family
front end").

``int* f(int* nums, int numsSize, int* returnSize)``: the caller reads ``*returnSize`` items of the
array returned, which the function allocates. ``int* ans = (int*)malloc(n * sizeof(int));`` is a
list of ``n`` slots holding ``None`` (malloc's memory holds no value: reading a slot before writing
it fails, as reading garbage would), ``calloc(n, sizeof(int))`` one of zeros; ``*returnSize = n;``
sets the count, and every ``return a;`` of the function gives ``a[:returnSize]``, failing when the
count was never set. ``returnColumnSizes`` (arrays of arrays), ``realloc`` and pointer arithmetic
stay refused.
"""

from __future__ import annotations

from collections.abc import Callable

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, Ctx, T, Untranslatable, py

__all__ = ["RETURN_SIZE", "SIZED_HELPER", "allocation", "return_size_target"]

RETURN_SIZE = "returnSize"
SIZED_HELPER = [
    "def _sized(a, size):",
    "    if size is None:",
    "        raise ValueError('*returnSize was never set: the caller cannot tell how many items came back')",
    "    return a[:size]",
]
_ZERO = {"int": "0", "float": "0.0", "bool": "False", "char": "'\\x00'"}


def allocation(ctx: Ctx, node: Node, ex: Callable[[Node], tuple[str, T]]) -> tuple[str, T] | None:
    """``(int*)malloc(n * sizeof(int))`` / ``calloc(n, sizeof(int))`` as a list; ``None`` when not one.

    ``ex`` translates a sub-expression (``ExprTr.ex``).
    """
    call = node.child_by_field_name("value") if node.type == "cast_expression" else node
    if call is None or call.type != "call_expression" or ctx.language not in ("c", "cpp"):
        return None
    fn = call.child_by_field_name("function")
    args_node = call.child_by_field_name("arguments")
    name = ctx.text(fn) if fn is not None else ""
    if name not in ("malloc", "calloc") or args_node is None:
        return None
    args = [a for a in args_node.named_children if a.type not in COMMENT_NODES]
    if name == "calloc" and len(args) == 2 and args[1].type == "sizeof_expression":
        count, item = args[0], args[1]
    elif name == "malloc" and len(args) == 1 and args[0].type == "binary_expression":
        left, right = args[0].child_by_field_name("left"), args[0].child_by_field_name("right")
        op = args[0].child_by_field_name("operator")
        if op is None or ctx.text(op) != "*" or left is None or right is None:
            raise Untranslatable("malloc of a size other than n * sizeof(type)")
        count, item = (left, right) if right.type == "sizeof_expression" else (right, left)
        if item.type != "sizeof_expression":
            raise Untranslatable("malloc of a size other than n * sizeof(type)")
    else:
        raise Untranslatable(f"{name} of a size other than n items of sizeof(type)")
    kind = _item_kind(ctx, item)
    size, _ = ex(count)
    fill = "None" if name == "malloc" else _ZERO.get(kind or "")
    if fill is None:
        raise Untranslatable(f"calloc of {kind}")
    return f"[{fill}] * ({size})", "list"


def _item_kind(ctx: Ctx, sizeof: Node) -> T:
    described = [c for c in sizeof.named_children if c.type == "type_descriptor"]
    if not described:
        raise Untranslatable("sizeof of a value")
    text = ctx.text(described[0]).replace(" ", "")
    return {
        "int": "int",
        "long": "int",
        "double": "float",
        "float": "float",
        "bool": "bool",
        "char": "char",
    }.get(text) or _refuse(text)


def _refuse(text: str) -> T:
    raise Untranslatable(f"an array of {text}")


def return_size_target(ctx: Ctx, node: Node) -> tuple[str, T] | None:
    """``*returnSize`` on the left of an assignment: the count; ``None`` for any other target."""
    if node.type != "pointer_expression" or ctx.return_size is None:
        return None
    arg = node.child_by_field_name("argument")
    if arg is None or arg.type != "identifier" or ctx.text(arg) != ctx.return_size:
        raise Untranslatable("assignment through a pointer")
    return py(ctx.return_size), "int"
