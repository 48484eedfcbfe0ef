"""The C# reader's tables, type helpers and state (docs/pseudocode.md, "Go and C#").

The C# grammar, C# types read as strings (``int[]``, ``Dictionary<int, int>``…) and their zero
values, the helpers a translation may need, and ``_CSBase``: what the C# reader tracks beyond
``_cfamily_reader.ReaderBase`` while it walks one method, with the type and operator rules that
every statement and expression shares. ``_cfamily_csharp_expr`` and ``_cfamily_csharp_stmt`` build
the reader on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_go_lib import HELPERS as GO_HELPERS
from assay.grading._pseudocode._cfamily_reader import ReaderBase, no

_INTS = {"int", "long", "short", "uint", "ulong"}


_FLOATS = {"double", "float"}


_NODES = {"ListNode": ("val", "next"), "TreeNode": ("val", "left", "right")}


_CONSTS = {
    "int.MaxValue": "2147483647",
    "int.MinValue": "-2147483648",
    "long.MaxValue": "9223372036854775807",
    "long.MinValue": "-9223372036854775808",
}


_CHAR_TESTS = {
    "IsLetterOrDigit": "isalnum",
    "IsLetter": "isalpha",
    "IsDigit": "isdecimal",
    "IsUpper": "isupper",
    "IsLower": "islower",
    "IsWhiteSpace": "isspace",
}


_HELPERS: dict[str, list[str]] = {
    **GO_HELPERS,
    "_cs_sub": [
        "def _cs_sub(s, start, length=None):",
        "    length = len(s) - start if length is None else length",
        "    if start < 0 or length < 0 or start + length > len(s):",
        "        raise IndexError('Substring(' + str(start) + ', ' + str(length) + ') is out of range')",
        "    return s[start:start + length]",
    ],
    "_cs_dict_add": [
        "def _cs_dict_add(d, k, v):",
        "    if k in d:",
        "        raise KeyError('An item with the same key has already been added. Key: ' + str(k))",
        "    d[k] = v",
    ],
    "_cs_add": [
        "def _cs_add(s, x):",
        "    if x in s:",
        "        return False",
        "    s.add(x)",
        "    return True",
    ],
}


def _generic(t: str) -> tuple[str, list[str]] | None:
    m = re.fullmatch(r"(\w+)<(.+)>", t)
    if m is None:
        return None
    args, depth, cur = [], 0, ""
    for ch in m.group(2):
        depth += ch == "<"
        depth -= ch == ">"
        if ch == "," and depth == 0:
            args.append(cur)
            cur = ""
        else:
            cur += ch
    return m.group(1), [*args, cur]


def _zero(t: str | None) -> str:
    if t in _INTS:
        return "0"
    if t in _FLOATS:
        return "0.0"
    if t == "bool":
        return "False"
    if t == "char":
        return "'\\x00'"
    return "None"  # reference types: null


def _elem(t: str | None) -> str | None:
    if t is None:
        return None
    if t.endswith("[]"):
        return t[:-2]
    g = _generic(t)
    if g is not None and g[0] in ("List", "Stack", "Queue", "HashSet") and len(g[1]) == 1:
        return g[1][0]
    return None


@dataclass
class _Method:
    name: str
    params: list[tuple[str, str]]
    returns: str
    body: Node
    row: int


@dataclass
class _CSBase(ReaderBase):
    methods: dict[str, _Method]
    main: str
    method: str
    loops: list[list[str]] = field(default_factory=list)
    current: str = ""

    def declare(self, name: str, t: str | None) -> None:
        if t is None:
            raise no(f"type of {name}")
        if any(name in s for s in self.scopes):
            raise no(f"{name} declared twice in one function")
        self.scopes[-1][name] = t

    def cstype(self, n: Node | None) -> str:
        if n is None:
            raise no("missing type")
        t = re.sub(r"\s+", "", self.text(n))
        if t in _INTS or t in _FLOATS or t in ("bool", "char", "string", "ListNode", "TreeNode"):
            return "int" if t in _INTS else "double" if t in _FLOATS else t
        if t.endswith("[]"):  # `int[][]` too: an array of arrays, each row its own reference
            return self.cstype(n.child_by_field_name("type")) + "[]"
        g = _generic(t)
        known = {"List": 1, "Stack": 1, "Queue": 1, "HashSet": 1, "Dictionary": 2}
        interfaces = {"IList": "List", "ISet": "HashSet", "IDictionary": "Dictionary"}
        if g is not None and known.get(interfaces.get(g[0], g[0])) == len(g[1]):
            args = [a for a in n.named_children if a.type == "type_argument_list"]
            inner = [self.cstype(a) for a in args[0].named_children] if args else []
            return f"{interfaces.get(g[0], g[0])}<{','.join(inner)}>"
        raise no(f"type {t}")

    def convert(self, code: str, t: str | None, want: str | None) -> str:
        """C#'s implicit conversions: a char into an int is its code, an int into a double a double."""
        if want in _INTS and t == "char":
            return f"ord({code})"
        if want in _FLOATS and t in _INTS:
            return f"float({code})"
        if t not in (want, "null") and not (want in _INTS and t in _INTS) and want != "void":
            raise no(f"{t} where {want} is wanted")
        return code

    def pure(self, n: Node) -> bool:
        stack = [n]
        while stack:
            node = stack.pop()
            if node.type in ("invocation_expression", "assignment_expression") or (
                "unary" in node.type and ("++" in self.text(node) or "--" in self.text(node))
            ):
                return False
            stack.extend(node.named_children)
        return True

    # -- expressions -----------------------------------------------------------------------------
    def binop(self, op: str, a: str, at: str | None, b: str, bt: str | None) -> tuple[str, str | None]:
        if (
            op in ("+", "-", "*", "/", "%")
            and "char" in (at, bt)
            and not (op == "+" and "string" in (at, bt))
        ):
            a = f"ord({a})" if at == "char" else a
            b = f"ord({b})" if bt == "char" else b
            at = "int" if at == "char" else at
            bt = "int" if bt == "char" else bt
        if op in ("<", ">", "<=", ">=", "==", "!=") and {at, bt} == {"char", "int"}:
            a = f"ord({a})" if at == "char" else a
            b = f"ord({b})" if bt == "char" else b
        ints = at in _INTS and bt in _INTS
        floats = (at in _FLOATS or bt in _FLOATS) and {at, bt} <= _INTS | _FLOATS
        if op in ("/", "%"):
            if ints:
                helper = "_cdiv" if op == "/" else "_cmod"
                self.helpers.add(helper)
                return f"{helper}({a}, {b})", "int"
            if floats and op == "/":
                return f"({a} / {b})", "double"
            raise no(f"{op} on operands of unknown type")
        if op == "+" and "string" in (at, bt):
            if at not in ("string", "char") or bt not in ("string", "char"):
                raise no("string + a non-string")
            return f"({a} + {b})", "string"
        if op in ("+", "-", "*"):
            if not (ints or floats):
                raise no(f"{op} on operands of unknown type")
            return f"({a} {op} {b})", "int" if ints else "double"
        if op in ("==", "!="):
            refs = {"ListNode", "TreeNode", "null"}
            if at in refs or bt in refs:
                return f"({a} {'is' if op == '==' else 'is not'} {b})", "bool"
            if (at != bt and not ({at, bt} <= _INTS | _FLOATS)) or at not in _INTS | _FLOATS | {
                "char",
                "string",
                "bool",
            }:
                raise no("== between objects (C# compares references)")
            return f"({a} {op} {b})", "bool"
        if op in ("<", ">", "<=", ">="):
            if at != bt and not ({at, bt} <= _INTS | _FLOATS):
                raise no("comparison of mixed types")
            return f"({a} {op} {b})", "bool"
        if op in ("&&", "||"):
            return f"({a} {'and' if op == '&&' else 'or'} {b})", "bool"
        raise no(f"operator {op}")
