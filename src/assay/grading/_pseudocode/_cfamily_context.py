"""What a C-family translation knows while it reads an answer (docs/pseudocode.md, "C-family front
end"): the language, the kinds of the names declared in each scope, the helpers and methods it
needs, the learner's names made Python names, the kinds read from a declared type, and the error
that hands an answer to the line rules.

A kind is coarse (``int``, ``float``, ``num`` for JavaScript's one number type, ``str``, ``char``,
``bool``, ``list``, ``map``, ``set``, ``deque``, ``node``...; ``None`` when unknown).
"""

from __future__ import annotations

import builtins
import keyword
from dataclasses import dataclass, field

from tree_sitter import Node

from assay.grading._pseudocode._throw import raise_of

__all__ = [
    "COMMENT_NODES",
    "CONTAINERS",
    "Ctx",
    "T",
    "Untranslatable",
    "element_kinds",
    "py",
    "raise_line",
    "type_of",
]

T = str | None

# The kinds that are containers: C++ copies them on assignment and when passed by value.
CONTAINERS = frozenset({"list", "map", "set", "stack", "queue", "deque"})
# what each grammar calls a comment: Java's has two kinds, the others one
COMMENT_NODES = frozenset({"comment", "line_comment", "block_comment"})

_TAKEN = set(keyword.kwlist) | set(dir(builtins)) | {"self", "math", "functools", "collections", "copy"}


def py(name: str) -> str:
    """The learner's name, or ``name_`` when Python (or the translation) already uses it (``len``)."""
    return f"{name}_" if name in _TAKEN or name.startswith("_") else name


class Untranslatable(Exception):  # noqa: N818 - a verdict on the answer, not a failure: the line rules read it
    """The front end cannot translate this with certainty; the line rules take the answer."""


@dataclass
class Ctx:
    """What a translation knows: the language, declared types by scope, helpers it needs."""

    language: str
    source: bytes
    scopes: list[dict[str, T]] = field(default_factory=lambda: [{}])
    helpers: set[str] = field(default_factory=set)
    methods: dict[str, str] = field(default_factory=dict)
    frames: list[int] = field(default_factory=list)
    nonlocals: list[set[str]] = field(default_factory=list)
    elements: dict[str, list[T]] = field(default_factory=dict)
    copies: set[str] = field(default_factory=set)
    imports: set[str] = field(default_factory=set)
    return_size: str | None = None  # C's `int* returnSize` of the function being read
    returns: T = None  # the declared return type of the function being read (`double f(…)`: "float")

    @property
    def typed(self) -> bool:
        """Whether variables carry declared types (C, C++, Java): JavaScript's do not."""
        return self.language not in ("javascript", "typescript")

    def text(self, node: Node) -> str:
        return self.source[node.start_byte : node.end_byte].decode("utf-8")

    def lookup(self, name: str) -> T:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def known(self, name: str) -> bool:
        return any(name in scope for scope in self.scopes)

    def assigned(self, name: str) -> None:
        """An assignment in a nested function to its enclosing function's variable needs ``nonlocal``."""
        if not self.frames:
            return
        level = max(k for k, scope in enumerate(self.scopes) if name in scope)
        if level < self.frames[-1]:
            if self.lookup(name) == "func":
                raise Untranslatable(f"assignment to the function `{name}`")
            self.nonlocals[-1].add(py(name))

    def declare(self, name: str, kind: T) -> None:
        if any(name in scope for scope in self.scopes[:-1]) and name not in self.scopes[-1]:
            raise Untranslatable(f"`{name}` shadows a variable of an enclosing block")
        self.scopes[-1][name] = kind


def element_kinds(ctx: Ctx, type_node: Node | None) -> list[T]:
    """What indexing a declared container gives, level by level: ``int[][]`` → ``[list, int]``."""
    if type_node is None:
        return []
    return _elements(ctx, _untagged(ctx.text(type_node)).replace(" ", "").rstrip("*&"))


def _elements(ctx: Ctx, raw: str) -> list[T]:
    if raw.endswith("[]"):
        inner = raw[:-2]
        return [_kind_text(ctx, inner), *_elements(ctx, inner)]
    if "<" in raw and raw.endswith(">"):
        args = raw[raw.index("<") + 1 : -1]
        depth, cut = 0, -1
        for k, ch in enumerate(args):
            depth += ch == "<"
            depth -= ch == ">"
            if ch == "," and depth == 0:
                cut = k
        last = args[cut + 1 :]
        return [_kind_text(ctx, last), *_elements(ctx, last)]
    return []


def _kind_text(ctx: Ctx, raw: str) -> T:
    try:
        return _table_kind(raw)
    except Untranslatable:
        return None


def type_of(ctx: Ctx, type_node: Node | None) -> T:
    """A declared type (``int``, ``vector<int>``, ``Map<String, Integer>``, ``ListNode*``) as a kind."""
    if type_node is None:
        return None
    return _table_kind(_untagged(ctx.text(type_node)).replace(" ", ""))


def _untagged(text: str) -> str:
    """C names a struct type with its tag, ``struct ListNode``: the type is ``ListNode``."""
    return text[len("struct ") :].lstrip() if text.startswith("struct ") else text


def _table_kind(raw: str) -> T:
    base = raw.split("<", 1)[0].rstrip("*&")
    if raw in ("char*", "constchar*"):
        raise Untranslatable("C strings end at '\\0', which a Python string does not hold")
    if raw.endswith("[]") or (raw.endswith("*") and base in ("int", "double", "long", "bool")):
        return "list"
    table = {
        "int": "int",
        "long": "int",
        "short": "int",
        "byte": "int",
        "longlong": "int",
        "size_t": "int",
        "Integer": "int",
        "Long": "int",
        "double": "float",
        "float": "float",
        "Double": "float",
        "char": "char",
        "Character": "char",
        "bool": "bool",
        "boolean": "bool",
        "Boolean": "bool",
        "String": "str",
        "string": "str",
        "std::string": "str",
        "ListNode": "node",
        "TreeNode": "node",
        "vector": "list",
        "std::vector": "list",
        "List": "list",
        "ArrayList": "list",
        "LinkedList": "deque",
        "Map": "map",
        "HashMap": "map",
        "unordered_map": "map",
        "Set": "set",
        "HashSet": "set",
        "unordered_set": "set",
        "Deque": "deque",
        "ArrayDeque": "deque",
        "Queue": "deque",
        "Stack": "stack",
        "stack": "stack",
        "queue": "queue",
        "deque": "deque",
        "StringBuilder": "sb",
        "number": "num",
        "void": None,
        "auto": "auto",  # the value's kind (see the declaration)
    }
    if base in table:
        return table[base]
    raise Untranslatable(f"type `{raw}` is not one the front end reads")


def raise_line(node: Node) -> str:
    """``throw new IllegalArgumentException("no solution");`` as a Python ``raise``.

    The learner's program stops there with an exception, and so does the translation: a test that
    reaches it fails as it would in their language. Nothing catches it (``try`` is refused), so the
    exception's class only names it: the message is the thrown expression as written. A bare
    ``throw;`` rethrows inside a ``catch`` only, which no translation holds.
    """
    thrown = [c for c in node.named_children if c.type not in COMMENT_NODES]
    if len(thrown) != 1 or thrown[0].text is None:
        raise Untranslatable("throw with nothing to throw")
    return raise_of(thrown[0].text.decode())
