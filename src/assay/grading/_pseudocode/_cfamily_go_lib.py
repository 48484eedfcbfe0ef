"""The Go reader's tables, type helpers and state (docs/pseudocode.md, "Go and C#").

The Go grammar, Go types read as strings (``[]int``, ``map[int]int``…) and their zero values, the
helpers a translation may need, and ``_GoBase``: what the Go reader tracks beyond
``_cfamily_reader.ReaderBase`` while it walks one function (blocks, results, slices written and
viewed) with the type and operator rules that every statement and expression shares.
``_cfamily_go_expr``, ``_cfamily_go_assign`` and ``_cfamily_go_stmt`` build the reader on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_parse import grammar
from assay.grading._pseudocode._cfamily_reader import ReaderBase, no

_INTS = {
    "int",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "byte",
    "rune",
}


_FLOATS = {"float64", "float32"}


_FIELDS = {"Val": "val", "Next": "next", "Left": "left", "Right": "right"}


_NODE_FIELDS = {"*ListNode": ("Val", "Next"), "*TreeNode": ("Val", "Left", "Right")}


_CONSTS = {
    "MaxInt32": ("2147483647", "int"),
    "MinInt32": ("-2147483648", "int"),
    "MaxInt64": ("9223372036854775807", "int"),
    "MinInt64": ("-9223372036854775808", "int"),
    "MaxInt": ("9223372036854775807", "int"),
    "MinInt": ("-9223372036854775808", "int"),
}


_HELPERS: dict[str, list[str]] = {
    "_cdiv": [
        "def _cdiv(a, b):",
        "    q = abs(a) // abs(b)",
        "    return q if (a < 0) == (b < 0) else -q",
    ],
    "_cmod": [
        "def _cmod(a, b):",
        "    r = abs(a) % abs(b)",
        "    return -r if a < 0 else r",
    ],
    "_nn": [
        "def _nn(i):",
        "    if i < 0:",
        "        raise IndexError('index out of range [' + str(i) + ']')",
        "    return i",
    ],
    "_go_byte": [
        "def _go_byte(s, i):",
        "    if i < 0:",
        "        raise IndexError('index out of range [' + str(i) + ']')",
        "    return ord(s[i]) if s.isascii() else s.encode()[i]",
    ],
    "_go_len": ["def _go_len(s):", "    return len(s) if s.isascii() else len(s.encode())"],
    "_go_runes": [
        "def _go_runes(s):",
        "    at = 0",
        "    for ch in s:",
        "        yield at, ord(ch)",
        "        at += len(ch.encode())",
    ],
    "_go_slice": [
        "def _go_slice(a, i, j):",
        "    j = len(a) if j is None else j",
        "    if not 0 <= i <= j <= len(a):",
        "        raise IndexError('slice bounds out of range [' + str(i) + ':' + str(j) + ']')",
        "    if isinstance(a, str) and not a.isascii():",
        "        return a.encode()[i:j].decode()",
        "    return a[i:j]",
    ],
}


def parse_go(text: str) -> Node | None:
    """The Go tree of ``text`` when the grammar reads it with no error and it has a ``func``."""
    tree = grammar("go").parse(text.encode("utf-8"))
    root = tree.root_node
    if root.has_error or not any(c.type == "function_declaration" for c in root.named_children):
        return None
    return root


def _elem(t: str | None) -> str | None:
    if t is not None and t.startswith("[]"):
        return t[2:]
    return None


def _map_kv(t: str | None) -> tuple[str, str] | None:
    if t is None or not t.startswith("map["):
        return None
    depth = 0
    for k, ch in enumerate(t[3:], start=3):
        depth += ch == "["
        depth -= ch == "]"
        if depth == 0:
            return t[4:k], t[k + 1 :]
    return None


def _zero(t: str | None) -> str:
    if t in _INTS:
        return "0"
    if t in _FLOATS:
        return "0.0"
    if t == "string":
        return "''"
    if t == "bool":
        return "False"
    if t is not None and t.startswith("*"):
        return "None"
    raise no(f"zero value of {t}")


def _is_int(t: str | None) -> bool:
    return t in _INTS or t == "untyped-int"


HELPERS = _HELPERS  # integer division, bounds checks: shared with the C# reader


def _key(n: Node) -> tuple[int, int, str]:
    return n.start_byte, n.end_byte, n.type


@dataclass
class _Func:
    name: str
    params: list[tuple[str, str]]
    results: list[str]
    body: Node
    row: int


@dataclass
class _GoBase(ReaderBase):
    TEMP_PREFIX = "_r"

    funcs: dict[str, _Func]
    method: str
    loops: list[list[str] | None] = field(default_factory=list)
    params: set[str] = field(default_factory=set)
    results: list[str] = field(default_factory=list)
    sliced: bool = False
    wrote_slice: bool = False
    funcs_main: str = ""
    blocks: list[Node] = field(default_factory=list)
    homes: dict[str, Node] = field(default_factory=dict)
    body: Node | None = None

    # -- plumbing -------------------------------------------------------------------------------
    def declare(self, name: str, t: str | None) -> None:
        if name == "_":
            return
        if t is None:
            raise no(f"type of {name}")
        if any(name in s for s in self.scopes[:-1]):
            raise no(f"{name} shadows an outer variable (Python has one scope per function)")
        if self.blocks:
            self.homes[name] = self.blocks[-1]
        self.scopes[-1][name] = "int" if t == "untyped-int" else "float64" if t == "untyped-float" else t

    # -- types -----------------------------------------------------------------------------------
    def gotype(self, n: Node | None) -> str:
        if n is None:
            raise no("missing type")
        t = re.sub(r"\s+", "", self.text(n))
        if t in _INTS or t in _FLOATS or t in ("string", "bool", "*ListNode", "*TreeNode"):
            return t
        if t.startswith("[]"):
            return "[]" + self.gotype(n.child_by_field_name("element"))
        if n.type == "map_type":
            key = self.gotype(n.child_by_field_name("key"))
            return f"map[{key}]{self.gotype(n.child_by_field_name('value'))}"
        raise no(f"type {t}")

    def targets_of(self, n: Node) -> list[Node]:
        return [c for c in n.named_children if c.type != "comment"]

    def names_in(self, n: Node) -> set[str]:
        found: set[str] = set()
        stack = [n]
        while stack:
            node = stack.pop()
            if node.type == "identifier":
                found.add(self.text(node))
            stack.extend(node.named_children)
        return found

    def check_alias(self, r: Node, t: str | None) -> None:
        # A slice named on its own shares its backing array: `t := s` then `s = append(s, x)` or
        # `s[i] = x` would behave differently once Python's lists are in place.
        if t is not None and t.startswith("[]") and r.type in ("identifier", "selector_expression"):
            raise no("a slice assigned from another slice (they share one array)")

    # -- expressions -----------------------------------------------------------------------------
    def call_results(self, n: Node) -> list[str]:
        fn = self.text(n.child_by_field_name("function") or n)
        if fn not in self.funcs:
            raise no(f"results of {fn}")
        return self.funcs[fn].results

    def binop(self, op: str, a: str, at: str | None, b: str, bt: str | None) -> tuple[str, str | None]:
        if (at in _INTS and bt == "untyped-float") or (bt in _INTS and at == "untyped-float"):
            raise no("a float constant with an integer (Go makes the constant an integer)")
        floats = at in _FLOATS or bt in _FLOATS or "untyped-float" in (at, bt)
        ints = _is_int(at) and _is_int(bt)
        t = at if at not in (None, "untyped-int", "untyped-float") else bt
        if t == "untyped-int" and floats:
            t = "float64"
        if op in ("/", "%"):
            if ints:
                helper = "_cdiv" if op == "/" else "_cmod"
                self.helpers.add(helper)
                return f"{helper}({a}, {b})", t if t != "untyped-int" else "untyped-int"
            if op == "/" and floats and (at in _FLOATS or bt in _FLOATS or not (at is None or bt is None)):
                return f"({a} / {b})", "float64"
            raise no(f"{op} on operands of unknown type")
        if op in ("+", "-", "*", "<<", ">>", "|", "&", "^"):
            if op == "^":
                op = "^"
            if (at is None or bt is None) or (op != "+" and not (ints or floats)):
                raise no(f"{op} on operands of unknown type")
            return f"({a} {op} {b})", t
        if op in ("==", "!="):
            if at in ("*ListNode", "*TreeNode", "nil") or bt in ("*ListNode", "*TreeNode", "nil"):
                return f"({a} {'is' if op == '==' else 'is not'} {b})", "bool"
            if (at or "").startswith(("[]", "map[")) or (bt or "").startswith(("[]", "map[")):
                raise no("a slice or map compared with nil (nil and empty differ)")
            return f"({a} {op} {b})", "bool"
        if op in ("<", ">", "<=", ">="):
            return f"({a} {op} {b})", "bool"
        if op in ("&&", "||"):
            return f"({a} {'and' if op == '&&' else 'or'} {b})", "bool"
        raise no(f"operator {op}")
