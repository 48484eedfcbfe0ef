"""Type notation of signatures, and the conversions between JSON values and Python objects.

Imported inside the sandboxed child (pre-imported by the zygote), so it uses the standard library
only. Arguments are *decoded* from the JSON notation of test inputs by the signature's types; return
values are *encoded* back to strict, typed JSON by their runtime types, so that an object that merely
claims to be equal (a lying ``__eq__``, a subclass of ``int``) can never pass: it does not encode.

Notation: ``int``, ``float``, ``str``, ``bool``, ``None``, ``Any``, ``List[T]``, ``Dict[str, T]``,
``Tuple[T, ...]``, ``Optional[T]``, ``Set[T]``, ``ListNode`` and ``TreeNode`` (LeetCode's array
notation: linked lists as ``[1, 2, 3]``, trees level-order with ``null`` for missing children), and
the lowercase builtins ``list[int]``, ``dict[str, int]``, ``tuple[int, int]``, ``set[int]``,
``int | None``.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Any

__all__ = [
    "DecodeError",
    "EncodeError",
    "ListNode",
    "TreeNode",
    "TypeSpec",
    "TypeSyntaxError",
    "decode",
    "encode",
    "list_to_nodes",
    "list_to_tree",
    "nodes_to_list",
    "parse_type",
    "tree_to_list",
]

#: Longest linked list or largest tree we encode: beyond it the structure is assumed to be cyclic.
MAX_NODES = 1_000_000


class TypeSyntaxError(ValueError):
    """A type string that is not in the notation."""


class DecodeError(ValueError):
    """A JSON value that does not fit the declared type (a fault of the question, not the solution)."""


class EncodeError(ValueError):
    """A returned value that cannot be represented as strict JSON (a fault of the solution)."""


class ListNode:
    """A singly linked list node, as on LeetCode."""

    def __init__(self, val: Any = 0, next: ListNode | None = None) -> None:
        self.val = val
        self.next = next

    def __repr__(self) -> str:
        return f"ListNode({self.val})"


class TreeNode:
    """A binary tree node, as on LeetCode."""

    def __init__(self, val: Any = 0, left: TreeNode | None = None, right: TreeNode | None = None) -> None:
        self.val = val
        self.left = left
        self.right = right

    def __repr__(self) -> str:
        return f"TreeNode({self.val})"


@dataclass(frozen=True)
class TypeSpec:
    """A parsed type: ``kind`` is one of the names below, ``args`` its parameters."""

    kind: str  # int float str bool none any list dict tuple optional set listnode treenode
    args: tuple[TypeSpec, ...] = ()
    variadic: bool = False  # Tuple[int, ...]

    def __str__(self) -> str:
        names = {"none": "None", "any": "Any", "listnode": "ListNode", "treenode": "TreeNode"}
        if not self.args:
            return names.get(self.kind, self.kind)
        inner = ", ".join(str(a) for a in self.args) + (", ..." if self.variadic else "")
        return f"{self.kind.capitalize()}[{inner}]"


_SIMPLE = {
    "int": "int",
    "float": "float",
    "str": "str",
    "bool": "bool",
    "None": "none",
    "NoneType": "none",
    "Any": "any",
    "object": "any",
    "ListNode": "listnode",
    "TreeNode": "treenode",
}
_GENERIC = {
    "List": "list",
    "list": "list",
    "Sequence": "list",
    "Dict": "dict",
    "dict": "dict",
    "Mapping": "dict",
    "Tuple": "tuple",
    "tuple": "tuple",
    "Optional": "optional",
    "Set": "set",
    "set": "set",
    "FrozenSet": "set",
    "frozenset": "set",
}


def _split_top(text: str, sep: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
            if depth < 0:
                raise TypeSyntaxError(f"unbalanced ']' in {text!r}")
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if depth != 0:
        raise TypeSyntaxError(f"unbalanced '[' in {text!r}")
    parts.append(text[start:])
    return [p.strip() for p in parts]


def parse_type(text: str) -> TypeSpec:
    """Parse a type string of the notation.

    Raises:
        TypeSyntaxError: the string is not a type of the notation.
    """
    text = text.strip().removeprefix("typing.").strip("'\"")
    if not text:
        raise TypeSyntaxError("empty type")
    union = _split_top(text, "|")
    if len(union) > 1:
        members = [parse_type(u) for u in union]
        others = [m for m in members if m.kind != "none"]
        if len(others) == 1 and len(members) == 2:
            return TypeSpec("optional", (others[0],))
        raise TypeSyntaxError(f"only 'T | None' unions are supported, got {text!r}")
    if text in _SIMPLE:
        return TypeSpec(_SIMPLE[text])
    if "[" not in text or not text.endswith("]"):
        if text in _GENERIC:  # bare ``list`` / ``List``
            kind = _GENERIC[text]
            any_ = TypeSpec("any")
            return TypeSpec(kind, (any_, any_) if kind == "dict" else (any_,), variadic=kind == "tuple")
        raise TypeSyntaxError(f"unknown type {text!r}")
    head, inner = text[: text.index("[")].strip().removeprefix("typing."), text[text.index("[") + 1 : -1]
    if head not in _GENERIC:
        raise TypeSyntaxError(f"unknown generic {head!r} in {text!r}")
    kind = _GENERIC[head]
    parts = _split_top(inner, ",")
    if kind == "tuple" and len(parts) == 2 and parts[1] == "...":
        return TypeSpec("tuple", (parse_type(parts[0]),), variadic=True)
    args = tuple(parse_type(p) for p in parts)
    expected = {"list": 1, "optional": 1, "set": 1, "dict": 2}.get(kind)
    if expected is not None and len(args) != expected:
        raise TypeSyntaxError(f"{head} takes {expected} parameter(s), got {len(args)} in {text!r}")
    return TypeSpec(kind, args)


# -- JSON → Python -------------------------------------------------------------------------------


def list_to_nodes(values: list[Any], decode_val: Any = None) -> ListNode | None:
    """Build a linked list from LeetCode's array notation (``[]`` is ``None``)."""
    head: ListNode | None = None
    for value in reversed(values):
        head = ListNode(value if decode_val is None else decode_val(value), head)
    return head


def list_to_tree(values: list[Any], decode_val: Any = None) -> TreeNode | None:
    """Build a binary tree from level-order notation with ``null`` gaps, using a queue."""
    if not values or values[0] is None:
        return None
    conv = (lambda v: v) if decode_val is None else decode_val
    root = TreeNode(conv(values[0]))
    queue: deque[TreeNode] = deque([root])
    i = 1
    while queue and i < len(values):
        node = queue.popleft()
        if i < len(values) and values[i] is not None:
            node.left = TreeNode(conv(values[i]))
            queue.append(node.left)
        i += 1
        if i < len(values) and values[i] is not None:
            node.right = TreeNode(conv(values[i]))
            queue.append(node.right)
        i += 1
    return root


def _float_from_json(value: Any) -> float:
    if isinstance(value, dict) and set(value) == {"__float__"}:
        return float(value["__float__"])
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    raise DecodeError(f"expected a number, got {value!r}")


def decode(value: Any, spec: TypeSpec) -> Any:
    """Turn a JSON value into the Python object the signature's type asks for.

    Raises:
        DecodeError: the value does not fit the type.
    """
    kind = spec.kind
    if kind == "any":
        return value
    if kind == "optional":
        return None if value is None else decode(value, spec.args[0])
    if kind == "none":
        if value is not None:
            raise DecodeError(f"expected null, got {value!r}")
        return None
    if kind == "int":
        if type(value) is not int:
            raise DecodeError(f"expected an int, got {value!r}")
        return value
    if kind == "float":
        return _float_from_json(value)
    if kind == "bool":
        if type(value) is not bool:
            raise DecodeError(f"expected a bool, got {value!r}")
        return value
    if kind == "str":
        if type(value) is not str:
            raise DecodeError(f"expected a string, got {value!r}")
        return value
    if kind in ("list", "set", "tuple", "listnode", "treenode") and type(value) is not list:
        raise DecodeError(f"expected a JSON array for {spec}, got {value!r}")
    if kind == "list":
        return [decode(v, spec.args[0]) for v in value]
    if kind == "set":
        return {decode(v, spec.args[0]) for v in value}
    if kind == "tuple":
        if spec.variadic:
            return tuple(decode(v, spec.args[0]) for v in value)
        if len(value) != len(spec.args):
            raise DecodeError(f"expected {len(spec.args)} items for {spec}, got {len(value)}")
        return tuple(decode(v, s) for v, s in zip(value, spec.args, strict=True))
    if kind == "dict":
        if type(value) is not dict:
            raise DecodeError(f"expected a JSON object for {spec}, got {value!r}")
        key_spec, val_spec = spec.args
        return {_decode_key(k, key_spec): decode(v, val_spec) for k, v in value.items()}
    if kind == "listnode":
        return list_to_nodes(value)
    if kind == "treenode":
        return list_to_tree(value)
    raise DecodeError(f"cannot decode type {spec}")


def _decode_key(key: str, spec: TypeSpec) -> Any:
    # JSON object keys are strings; Dict[int, ...] keys are written as "1".
    if spec.kind == "int":
        try:
            return int(key)
        except ValueError:
            raise DecodeError(f"expected an int key, got {key!r}") from None
    return key


# -- Python → JSON -------------------------------------------------------------------------------


def nodes_to_list(head: Any) -> list[Any]:
    """A linked list back to array notation; a cycle or a non-ListNode link is an EncodeError."""
    out: list[Any] = []
    node = head
    while node is not None:
        if type(node) is not ListNode:
            raise EncodeError(f"a linked list link is a {type(node).__name__}, not a ListNode")
        if len(out) >= MAX_NODES:
            raise EncodeError(f"the linked list has more than {MAX_NODES} nodes (is it cyclic?)")
        out.append(encode(node.val))
        node = node.next
    return out


def tree_to_list(root: Any) -> list[Any]:
    """A tree back to level-order notation with trailing nulls trimmed."""
    out: list[Any] = []
    queue: deque[Any] = deque([root])
    seen = 0
    while queue:
        node = queue.popleft()
        if node is None:
            out.append(None)
            continue
        if type(node) is not TreeNode:
            raise EncodeError(f"a tree child is a {type(node).__name__}, not a TreeNode")
        seen += 1
        if seen > MAX_NODES:
            raise EncodeError(f"the tree has more than {MAX_NODES} nodes (is it cyclic?)")
        out.append(encode(node.val))
        queue.append(node.left)
        queue.append(node.right)
    while out and out[-1] is None:
        out.pop()
    return out


def _encode_float(value: float) -> Any:
    if math.isnan(value):
        return {"__float__": "nan"}
    if math.isinf(value):
        return {"__float__": "inf" if value > 0 else "-inf"}
    return value


#: Built-in, finite, order-fixed iterables a Python answer returns for a list (docs/judge.md).
_LIST_VIEWS: frozenset[type] = frozenset({type({}.keys()), type({}.values()), type({}.items()), range})


def encode(value: Any, spec: TypeSpec | None = None, _depth: int = 0) -> Any:
    """Strict typed JSON of a returned value, by its exact runtime type.

    ``spec`` only matters where the runtime type is ambiguous in JSON: a ``ListNode``/``TreeNode``
    return of ``None`` is ``[]`` (LeetCode's empty list/tree). Subclasses of built-in types and any
    other class are refused, so a returned object cannot pretend to equal the expected value.

    Raises:
        EncodeError: the value has a type that has no strict JSON form.
    """
    if _depth > 200:
        raise EncodeError("the returned value is nested more than 200 levels deep")
    t = type(value)
    if spec is not None and spec.kind == "optional":
        spec = spec.args[0]
    if value is None:
        if spec is not None and spec.kind in ("listnode", "treenode"):
            return []
        return None
    if t is bool or t is int or t is str:
        return value
    if t is float:
        return _encode_float(value)
    if t is ListNode:
        return nodes_to_list(value)
    if t is TreeNode:
        return tree_to_list(value)
    inner = spec.args[0] if spec is not None and spec.args and spec.kind in ("list", "tuple", "set") else None
    if t is list or t is tuple:
        return [encode(v, inner, _depth + 1) for v in value]
    if t in _LIST_VIEWS and spec is not None and spec.kind == "list":
        # LeetCode accepts `return groups.values()` for a List return; these built-in views iterate
        # in a fixed order and cannot override equality, so their items are the answer
        return [encode(v, inner, _depth + 1) for v in value]
    if t is set or t is frozenset:
        items = [encode(v, inner, _depth + 1) for v in value]
        try:
            return sorted(items)
        except TypeError:
            return sorted(items, key=repr)
    if t is dict:
        val_spec = spec.args[1] if spec is not None and spec.kind == "dict" else None
        out = {}
        for k, v in value.items():
            if type(k) not in (str, int, bool) and k is not None:
                raise EncodeError(
                    f"a dict key is a {type(k).__name__}; only str and int keys have a JSON form"
                )
            key = k if type(k) is str else str(k)
            if key in out:
                # {1: x, "1": y} would silently lose one of the two values.
                raise EncodeError(f"two dict keys, {k!r} and another, both have the JSON key {key!r}")
            out[key] = encode(v, val_spec, _depth + 1)
        return out
    declared = f" (the signature says {spec})" if spec is not None else ""
    raise EncodeError(f"returned a {t.__name__}, which has no strict JSON form{declared}")
