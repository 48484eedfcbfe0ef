"""C# answers, read by tree-sitter-c-sharp and translated from the tree (docs/pseudocode.md).

C# and Java share most of their syntax, so an answer is read as C# only when it writes something
only C# writes (``.Length``, ``.Count``, ``foreach``, ``Dictionary<…>``, ``Math.Max``,
``int.MaxValue``, a capitalised library method such as ``.Add``). Every value's C# type is tracked:
integer ``/`` and ``%`` truncate, a ``char`` in arithmetic is its code, a missing dictionary key
throws as C#'s indexer does. Reference semantics (lists, dictionaries, nodes) are Python's own.
What cannot be made certain raises ``Untranslatable`` and the line rules run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from tree_sitter import Language, Node, Parser

from assay.grading._cfamily_expr import Untranslatable
from assay.grading._cfamily_go import HELPERS as GO_HELPERS
from assay.grading._cfamily_go import py_name
from assay.grading._pseudo_models import Normalised
from assay.judge import Signature

__all__ = ["CSHARP_RULE", "translate_csharp"]

CSHARP_RULE = "c-family-csharp"
_MARKERS = re.compile(
    r"\.(?:Length|Count|Add|ContainsKey|TryGetValue|Push|Pop|Peek|Enqueue|Dequeue|Contains|Substring"
    r"|ToLower|ToUpper|ToCharArray|Remove|RemoveAt|ToArray|GetValueOrDefault)\b|\bforeach\b"
    r"|\bDictionary<|\bMath\.(?:Max|Min|Abs|Sqrt)\b|\b(?:int|long|char)\.[A-Z]\w*|\bout var\b"
)
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


def _no(why: str) -> Untranslatable:
    return Untranslatable(why)


@cache
def _parser() -> Parser:
    import tree_sitter_c_sharp as cs

    return Parser(Language(cs.language()))


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
class _CS:
    src: bytes
    methods: dict[str, _Method]
    main: str
    method: str
    out: list[str] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)
    helpers: set[str] = field(default_factory=set)
    imports: set[str] = field(default_factory=set)
    scopes: list[dict[str, str]] = field(default_factory=list)
    loops: list[list[str]] = field(default_factory=list)
    row: int = 0
    temps: int = 0

    def text(self, n: Node) -> str:
        return self.src[n.start_byte : n.end_byte].decode("utf-8")

    def emit(self, depth: int, line: str) -> None:
        self.out.append("    " * depth + line)
        self.rows.append(self.row)

    def temp(self) -> str:
        self.temps += 1
        return f"_t{self.temps}"

    def lookup(self, name: str) -> str:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        raise _no(f"name {name} not declared")

    def declare(self, name: str, t: str | None) -> None:
        if t is None:
            raise _no(f"type of {name}")
        if any(name in s for s in self.scopes):
            raise _no(f"{name} declared twice in one function")
        self.scopes[-1][name] = t

    def cstype(self, n: Node | None) -> str:
        if n is None:
            raise _no("missing type")
        t = re.sub(r"\s+", "", self.text(n))
        if t in _INTS or t in _FLOATS or t in ("bool", "char", "string", "ListNode", "TreeNode"):
            return "int" if t in _INTS else "double" if t in _FLOATS else t
        if t.endswith("[]") and "[][]" not in t:
            return self.cstype(n.child_by_field_name("type")) + "[]"
        g = _generic(t)
        known = {"List": 1, "Stack": 1, "Queue": 1, "HashSet": 1, "Dictionary": 2}
        interfaces = {"IList": "List", "ISet": "HashSet", "IDictionary": "Dictionary"}
        if g is not None and known.get(interfaces.get(g[0], g[0])) == len(g[1]):
            args = [a for a in n.named_children if a.type == "type_argument_list"]
            inner = [self.cstype(a) for a in args[0].named_children] if args else []
            return f"{interfaces.get(g[0], g[0])}<{','.join(inner)}>"
        raise _no(f"type {t}")

    # -- statements ------------------------------------------------------------------------------
    def block(self, n: Node, depth: int) -> None:
        self.scopes.append({})
        start = len(self.out)
        for st in n.named_children if n.type == "block" else [n]:
            self.stmt(st, depth)
        if len(self.out) == start:
            self.emit(depth, "pass")
        self.scopes.pop()

    def stmt(self, n: Node, depth: int) -> None:
        self.row = n.start_point.row + 1
        kind = n.type
        if kind == "comment":
            return
        if kind == "local_declaration_statement":
            self.declaration(n.named_children[0], depth)
        elif kind == "variable_declaration":
            self.declaration(n, depth)
        elif kind == "expression_statement":
            self.expr_stmt(n.named_children[0], depth)
        elif kind in ("postfix_unary_expression", "prefix_unary_expression", "assignment_expression"):
            self.expr_stmt(n, depth)
        elif kind == "return_statement":
            values = n.named_children
            if not values:
                self.emit(depth, "return")
            else:
                code, t = self.ex(values[0])
                want = self.methods[self.current].returns
                if _generic(want or "") is None:  # a List returned as an IList: the same list
                    code = self.convert(code, t, want)
                self.emit(depth, f"return {code}")
        elif kind == "if_statement":
            self.if_(n, depth, "if")
        elif kind == "while_statement":
            cond = n.child_by_field_name("condition")
            body = n.child_by_field_name("body")
            assert cond is not None and body is not None
            self.emit(depth, f"while {self.cond(cond)}:")
            self.loops.append([])
            self.block(body, depth + 1)
            self.loops.pop()
        elif kind == "for_statement":
            self.for_(n, depth)
        elif kind == "foreach_statement":
            self.foreach(n, depth)
        elif kind == "block":
            self.block(n, depth)
        elif kind == "break_statement":
            if not self.loops:
                raise _no("break outside a loop")
            self.emit(depth, "break")
        elif kind == "continue_statement":
            if not self.loops:
                raise _no("continue outside a loop")
            for line in self.loops[-1]:
                self.emit(depth, line)
            self.emit(depth, "continue")
        else:
            raise _no(f"statement {kind}")

    def declaration(self, n: Node, depth: int) -> None:
        tnode = n.child_by_field_name("type")
        implicit = tnode is not None and tnode.type == "implicit_type"
        declared = None if implicit else self.cstype(tnode)
        for d in n.named_children:
            if d.type != "variable_declarator":
                continue
            name_node = d.child_by_field_name("name")
            assert name_node is not None
            values = [c for c in d.named_children if c != name_node and c.type != "comment"]
            if len(values) != 1:
                raise _no("a variable declared without a value")
            code, t = self.ex(values[0])
            want = declared or t
            code = self.convert(code, t, want)
            self.declare(self.text(name_node), want)
            self.emit(depth, f"{py_name(self.text(name_node))} = {code}")

    def expr_stmt(self, n: Node, depth: int) -> None:
        if n.type in ("postfix_unary_expression", "prefix_unary_expression"):
            op = "+" if "++" in self.text(n) else "-" if "--" in self.text(n) else ""
            operand = n.named_children[0]
            if not op or operand.type not in (
                "identifier",
                "element_access_expression",
                "member_access_expression",
            ):
                raise _no("unary statement")
            self.compound(operand, op, "1", "int", depth)
            return
        if n.type == "assignment_expression":
            left = n.child_by_field_name("left")
            right = n.child_by_field_name("right")
            op = self.text(n.child_by_field_name("operator") or n)
            assert left is not None and right is not None
            code, t = self.ex(right)
            if op == "=":
                target, want = self.target(left)
                self.emit(depth, f"{target} = {self.convert(code, t, want)}")
                return
            if op[:-1] not in ("+", "-", "*", "/", "%"):
                raise _no(f"assignment {op}")
            self.compound(left, op[:-1], code, t, depth)
            return
        if n.type == "invocation_expression":
            self.emit(depth, self.invoke(n, statement=True)[0])
            return
        raise _no(f"expression statement {n.type}")

    def convert(self, code: str, t: str | None, want: str | None) -> str:
        """C#'s implicit conversions: a char into an int is its code, an int into a double a double."""
        if want in _INTS and t == "char":
            return f"ord({code})"
        if want in _FLOATS and t in _INTS:
            return f"float({code})"
        if t not in (want, "null") and not (want in _INTS and t in _INTS) and want != "void":
            raise _no(f"{t} where {want} is wanted")
        return code

    def compound(self, left: Node, op: str, code: str, t: str | None, depth: int) -> None:
        target, want = self.target(left)
        if left.type == "element_access_expression" and not self.pure(left):
            raise _no("compound assignment to an index with side effects")
        if want == "char":
            raise _no("arithmetic assigned to a char")
        value = self.binop(op, target, want, code, t)[0]
        if want in _INTS and value.startswith("(") and t in _FLOATS:
            raise _no("double narrowed into an int")
        self.emit(depth, f"{target} = {value}")

    def walk(self, n: Node) -> list[Node]:
        found, stack = [], [n]
        while stack:
            node = stack.pop()
            found.append(node)
            stack.extend(node.named_children)
        return found

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

    def target(self, n: Node) -> tuple[str, str | None]:
        if n.type == "identifier":
            return py_name(self.text(n)), self.lookup(self.text(n))
        if n.type == "element_access_expression":
            base_node = n.child_by_field_name("expression")
            assert base_node is not None
            base, bt = self.ex(base_node)
            idx, _ = self.subscript(n)
            g = _generic(bt or "")
            if bt is not None and (bt.endswith("[]") or (g is not None and g[0] == "List")):
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", _elem(bt)
            if g is not None and g[0] == "Dictionary":
                return f"{base}[{idx}]", g[1][1]
            raise _no("index assignment")
        if n.type == "member_access_expression":
            return self.ex(n)
        raise _no(f"target {n.type}")

    def cond(self, n: Node) -> str:
        code, t = self.ex(n)
        if t != "bool":
            raise _no("a condition that is not a bool")
        return code

    def if_(self, n: Node, depth: int, word: str) -> None:
        cond = n.child_by_field_name("condition")
        assert cond is not None
        inner = cond
        negate = False
        if inner.type == "prefix_unary_expression" and self.text(inner).startswith("!"):
            inner, negate = inner.named_children[0], True
        if inner.type == "invocation_expression" and self.text(inner).find(".TryGetValue(") > 0:
            if word == "elif":
                self.emit(depth, "else:")
                depth += 1
                word = "if"
            code = self.try_get(inner, depth)
            code = f"not {code}" if negate else code
        else:
            code = self.cond(cond)
        self.row = n.start_point.row + 1
        self.emit(depth, f"{word} {code}:")
        cons = n.child_by_field_name("consequence")
        assert cons is not None
        self.block(cons, depth + 1)
        alt = n.child_by_field_name("alternative")
        if alt is not None:
            if alt.type == "if_statement":
                self.if_(alt, depth, "elif")
            else:
                self.emit(depth, "else:")
                self.block(alt, depth + 1)

    def try_get(self, n: Node, depth: int) -> str:
        fn = n.child_by_field_name("function")
        args = n.child_by_field_name("arguments")
        assert fn is not None and args is not None
        base_node = fn.child_by_field_name("expression")
        assert base_node is not None
        base, bt = self.ex(base_node)
        g = _generic(bt or "")
        items = args.named_children
        if g is None or g[0] != "Dictionary" or len(items) != 2:
            raise _no("TryGetValue")
        key, _ = self.ex(items[0].named_children[0])
        out = items[1]
        decl = out.named_children[0] if out.named_children else None
        if not self.text(out).startswith("out") or decl is None:
            raise _no("TryGetValue without out")
        if decl.type == "declaration_expression":
            name_node = decl.child_by_field_name("name")
            assert name_node is not None
            name = self.text(name_node)
            tnode = decl.child_by_field_name("type")
            if tnode is not None and tnode.type != "implicit_type" and self.cstype(tnode) != g[1][1]:
                raise _no("TryGetValue into another type")
            self.declare(name, g[1][1])
        elif decl.type == "identifier":
            name = self.text(decl)
            if self.lookup(name) != g[1][1]:
                raise _no("TryGetValue into another type")
        else:
            raise _no("TryGetValue target")
        tmp = self.temp()
        self.emit(depth, f"{tmp} = {key}")
        self.emit(depth, f"{py_name(name)} = {base}.get({tmp}, {_zero(g[1][1])})")
        return f"{tmp} in {base}"

    def for_(self, n: Node, depth: int) -> None:
        self.scopes.append({})
        inits = n.children_by_field_name("initializer")
        for init in inits:
            self.stmt(init, depth)
        cond_node = n.child_by_field_name("condition")
        cond = self.cond(cond_node) if cond_node is not None else "True"
        updates = n.children_by_field_name("update")
        saved = self.out, self.rows
        self.out, self.rows = [], []
        for u in updates:
            self.expr_stmt(u, 0)
        step = self.out
        self.out, self.rows = saved
        self.row = n.start_point.row + 1
        self.emit(depth, f"while {cond}:")
        body = n.child_by_field_name("body")
        assert body is not None
        self.loops.append(step)
        self.block(body, depth + 1)
        self.row = n.start_point.row + 1
        for line in step:
            self.emit(depth + 1, line)
        self.loops.pop()
        self.scopes.pop()

    def foreach(self, n: Node, depth: int) -> None:
        left = n.child_by_field_name("left")
        right = n.child_by_field_name("right")
        body = n.child_by_field_name("body")
        tnode = n.child_by_field_name("type")
        assert left is not None and right is not None and body is not None
        if left.type != "identifier":
            raise _no("foreach pattern")
        code, t = self.ex(right)
        g = _generic(t or "")
        if t == "string":
            elem: str | None = "char"
        elif t is not None and (t.endswith("[]") or (g is not None and g[0] in ("List", "Queue"))):
            elem = _elem(t)
        else:
            # a Dictionary's or HashSet's order is not specified by C#, a Stack's runs from the top
            raise _no(f"foreach over {t}")
        if tnode is not None and tnode.type != "implicit_type" and self.cstype(tnode) != elem:
            raise _no("foreach with a conversion")
        live = t is not None and not t.endswith("[]") and t != "string" and right.type == "identifier"
        if live and self.text(right) in {self.text(x) for x in self.walk(body) if x.type == "identifier"}:
            raise _no("a collection used inside its own foreach (C# throws if it changes)")
        self.scopes.append({})
        self.declare(self.text(left), elem)
        # C# throws when a List changes during foreach; a copy would hide that, so iterate it live
        self.emit(depth, f"for {py_name(self.text(left))} in {code}:")
        self.loops.append([])
        self.block(body, depth + 1)
        self.loops.pop()
        self.scopes.pop()

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
            raise _no(f"{op} on operands of unknown type")
        if op == "+" and "string" in (at, bt):
            if at not in ("string", "char") or bt not in ("string", "char"):
                raise _no("string + a non-string")
            return f"({a} + {b})", "string"
        if op in ("+", "-", "*"):
            if not (ints or floats):
                raise _no(f"{op} on operands of unknown type")
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
                raise _no("== between objects (C# compares references)")
            return f"({a} {op} {b})", "bool"
        if op in ("<", ">", "<=", ">="):
            if at != bt and not ({at, bt} <= _INTS | _FLOATS):
                raise _no("comparison of mixed types")
            return f"({a} {op} {b})", "bool"
        if op in ("&&", "||"):
            return f"({a} {'and' if op == '&&' else 'or'} {b})", "bool"
        raise _no(f"operator {op}")

    def subscript(self, n: Node) -> tuple[str, str | None]:
        sub = n.child_by_field_name("subscript")
        if sub is None or len(sub.named_children) != 1:
            raise _no("subscript")
        return self.ex(sub.named_children[0].named_children[0])

    def ex(self, n: Node) -> tuple[str, str | None]:
        kind = n.type
        if kind == "identifier":
            return py_name(self.text(n)), self.lookup(self.text(n))
        if kind == "integer_literal":
            text = self.text(n).rstrip("lLuU").replace("_", "")
            radix = 16 if text.lower().startswith("0x") else 2 if text.lower().startswith("0b") else 10
            return str(int(text, radix)), "int"  # C#'s 010 is ten
        if kind == "real_literal":
            return repr(float(self.text(n).rstrip("dDfFmM"))), "double"
        if kind == "boolean_literal":
            return ("True" if self.text(n) == "true" else "False"), "bool"
        if kind == "null_literal":
            return "None", "null"
        if kind == "character_literal":
            body = self.text(n)[1:-1]
            if len(body) != 1:
                raise _no("character escapes")
            return repr(body), "char"
        if kind == "string_literal":
            body = self.text(n)[1:-1]
            if "\\" in body or not self.text(n).startswith('"'):
                raise _no("string escapes")
            return repr(body), "string"
        if kind == "parenthesized_expression":
            code, t = self.ex(n.named_children[0])
            return f"({code})", t
        if kind == "binary_expression":
            left = n.child_by_field_name("left")
            right = n.child_by_field_name("right")
            assert left is not None and right is not None
            a, at = self.ex(left)
            b, bt = self.ex(right)
            return self.binop(self.text(n.child_by_field_name("operator") or n), a, at, b, bt)
        if kind == "prefix_unary_expression":
            op = self.text(n)[0]
            code, t = self.ex(n.named_children[0])
            if op == "!" and t == "bool":
                return f"(not {code})", "bool"
            if op == "-" and t in _INTS | _FLOATS:
                return f"(-{code})", t
            raise _no("unary")
        if kind == "conditional_expression":
            cn = n.child_by_field_name("condition")
            an = n.child_by_field_name("consequence")
            bn = n.child_by_field_name("alternative")
            assert cn is not None and an is not None and bn is not None
            ac, at = self.ex(an)
            bc, bt = self.ex(bn)
            if at != bt and "null" not in (at, bt) and not {at, bt} <= _INTS:
                raise _no("a ternary of two types")
            return f"({ac} if {self.cond(cn)} else {bc})", at if at != "null" else bt
        if kind == "member_access_expression":
            return self.member(n)
        if kind == "element_access_expression":
            base_node = n.child_by_field_name("expression")
            assert base_node is not None
            base, bt = self.ex(base_node)
            idx, it = self.subscript(n)
            g = _generic(bt or "")
            if bt is not None and (bt.endswith("[]") or bt == "string" or (g is not None and g[0] == "List")):
                if it not in _INTS:
                    raise _no("index of another type")
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", "char" if bt == "string" else _elem(bt)
            if g is not None and g[0] == "Dictionary":
                return f"{base}[{idx}]", g[1][1]  # a missing key throws, as KeyError does
            raise _no("index of unknown type")
        if kind == "cast_expression":
            t = self.cstype(n.child_by_field_name("type"))
            value = n.child_by_field_name("value")
            assert value is not None
            code, vt = self.ex(value)
            if t == "int" and vt in _FLOATS:
                return f"int({code})", "int"  # C# truncates toward zero, as int() does
            if t == "int" and vt == "char":
                return f"ord({code})", "int"
            if t == "int" and vt in _INTS:
                return code, "int"
            if t == "char" and vt in _INTS:
                return f"chr({code})", "char"
            if t == "double" and vt in _INTS | _FLOATS:
                return f"float({code})", "double"
            raise _no("cast")
        if kind == "object_creation_expression":
            return self.creation(n)
        if kind in ("array_creation_expression", "implicit_array_creation_expression"):
            return self.array(n)
        if kind == "invocation_expression":
            return self.invoke(n, statement=False)
        raise _no(f"expression {kind}")

    def member(self, n: Node) -> tuple[str, str | None]:
        whole = re.sub(r"\s+", "", self.text(n))
        if whole in _CONSTS:
            return _CONSTS[whole], "int"
        base_node = n.child_by_field_name("expression")
        name = self.text(n.child_by_field_name("name") or n)
        assert base_node is not None
        base, bt = self.ex(base_node)
        g = _generic(bt or "")
        if name == "Length" and bt is not None and (bt.endswith("[]") or bt == "string"):
            return f"len({base})", "int"
        if name == "Count" and g is not None:
            return f"len({base})", "int"
        if bt in _NODES and name in _NODES[bt]:  # LeetCode's C# nodes: val, next, left, right
            return f"{base}.{name}", "int" if name == "val" else bt
        raise _no(f"member {name} of {bt}")

    def creation(self, n: Node) -> tuple[str, str | None]:
        t = self.cstype(n.child_by_field_name("type"))
        args_node = n.child_by_field_name("arguments")
        args = [a.named_children[0] for a in (args_node.named_children if args_node is not None else [])]
        if n.child_by_field_name("initializer") is not None:
            raise _no("collection initialiser")
        g = _generic(t)
        if t in _NODES:
            codes = [self.ex(a)[0] for a in args]
            if len(codes) > len(_NODES[t]):
                raise _no("node arguments")
            return f"{t}({', '.join(codes)})", t
        if g is None:
            raise _no(f"new {t}")
        if args:
            if len(args) != 1 or g[0] not in ("List", "HashSet", "Queue"):
                raise _no(f"new {t} with arguments")
            code, at = self.ex(args[0])
            if at in _INTS:
                source = ""  # a capacity: the collection starts empty
            elif _elem(at) != g[1][0]:
                raise _no("a copy of another type")
            else:
                source = code
        else:
            source = ""
        if g[0] in ("List", "Stack"):
            return f"list({source})", t
        if g[0] == "HashSet":
            return f"set({source})", t
        if g[0] == "Queue":
            self.imports.add("collections")
            return f"collections.deque({source})", t
        return "{}", t

    def array(self, n: Node) -> tuple[str, str | None]:
        init = next((c for c in n.named_children if c.type == "initializer_expression"), None)
        tnode = n.child_by_field_name("type")
        if init is not None:
            codes = [self.ex(c) for c in init.named_children]
            elem = (
                self.cstype(tnode.child_by_field_name("type"))
                if tnode is not None
                else (codes[0][1] if codes else None)
            )
            if elem is None or any(t != elem and not (t in _INTS and elem in _INTS) for _c, t in codes):
                raise _no("array literal of mixed types")
            return f"[{', '.join(c for c, _ in codes)}]", f"{elem}[]"
        if tnode is None:
            raise _no("array")
        rank = tnode.child_by_field_name("rank")
        if rank is None or len(rank.named_children) != 1:
            raise _no("array rank")
        elem = self.cstype(tnode.child_by_field_name("type"))
        size, st = self.ex(rank.named_children[0])
        if st not in _INTS:
            raise _no("array size")
        return f"[{_zero(elem)}] * {size}", f"{elem}[]"

    def invoke(self, n: Node, *, statement: bool) -> tuple[str, str | None]:
        fn = n.child_by_field_name("function")
        args_node = n.child_by_field_name("arguments")
        assert fn is not None
        raw = args_node.named_children if args_node is not None else []
        if any(len(a.named_children) != 1 or self.text(a).startswith(("out", "ref")) for a in raw):
            raise _no("out/ref arguments")
        args = [a.named_children[0] for a in raw]
        if fn.type == "identifier":
            name = self.text(fn)
            if name not in self.methods:
                raise _no(f"call {name}")
            target = self.methods[name]
            if len(args) != len(target.params):
                raise _no("argument count")
            passed = [self.convert(*self.ex(a), pt) for a, (_p, pt) in zip(args, target.params, strict=True)]
            called = self.method if name == self.main else py_name(name)
            return f"self.{called}({', '.join(passed)})", target.returns
        if fn.type != "member_access_expression":
            raise _no("call")
        base_node = fn.child_by_field_name("expression")
        member = self.text(fn.child_by_field_name("name") or fn)
        assert base_node is not None
        whole = self.text(base_node)
        codes = [self.ex(a) for a in args]
        if whole == "Math" and member in ("Max", "Min", "Abs") and codes:
            if not all(t in _INTS for _c, t in codes):
                raise _no("Math on doubles (NaN)")
            return f"{member.lower()}({', '.join(c for c, _ in codes)})", "int"
        if whole == "Math" and member == "Sqrt" and len(codes) == 1:
            self.imports.add("math")
            return f"math.sqrt({codes[0][0]})", "double"
        if whole == "Array" and member == "Sort" and len(codes) == 1 and statement:
            if codes[0][1] not in ("int[]", "char[]"):
                raise _no("Array.Sort of other items (C# compares strings by culture)")
            return f"{codes[0][0]}.sort()", None
        if whole == "char" and len(codes) == 1 and codes[0][1] == "char":
            if member in _CHAR_TESTS:
                return f"{codes[0][0]}.{_CHAR_TESTS[member]}()", "bool"
            if member in ("ToLower", "ToUpper"):
                return f"{codes[0][0]}.{member[2:].lower()}()", "char"
            raise _no(f"char.{member}")
        base, bt = self.ex(base_node)
        g = _generic(bt or "")
        kind = g[0] if g is not None else bt
        one = len(codes) == 1
        if kind == "string":
            if member == "Substring" and len(codes) in (1, 2):
                self.helpers.add("_cs_sub")
                return f"_cs_sub({base}, {', '.join(c for c, _ in codes)})", "string"
            if member in ("ToLower", "ToUpper") and not codes:
                return f"{base}.{member[2:].lower()}()", "string"
            if member == "ToCharArray" and not codes:
                return f"list({base})", "char[]"
            if member == "Contains" and one and codes[0][1] in ("string", "char"):
                return f"({codes[0][0]} in {base})", "bool"
            raise _no(f"string.{member}")
        elem = _elem(bt)
        if kind == "List":
            if member == "Add" and one and statement:
                return f"{base}.append({codes[0][0]})", None
            if member == "Contains" and one:
                return f"({codes[0][0]} in {base})", "bool"
            if member == "RemoveAt" and one and statement:
                self.helpers.add("_nn")
                return f"{base}.pop(_nn({codes[0][0]}))", None
            if member == "ToArray" and not codes:
                return f"list({base})", f"{elem}[]"
            if member == "Reverse" and not codes and statement:
                return f"{base}.reverse()", None
            if member == "Sort" and not codes and statement and elem in _INTS:
                return f"{base}.sort()", None
            raise _no(f"List.{member}")
        if kind == "Dictionary" and g is not None:
            if member == "ContainsKey" and one:
                return f"({codes[0][0]} in {base})", "bool"
            if member == "Remove" and one and statement:
                return f"{base}.pop({codes[0][0]}, None)", None
            if member == "GetValueOrDefault" and len(codes) in (1, 2):
                dflt = codes[1][0] if len(codes) == 2 else _zero(g[1][1])
                return f"{base}.get({codes[0][0]}, {dflt})", g[1][1]
            if member == "Add" and len(codes) == 2 and statement:
                self.helpers.add("_cs_dict_add")  # C#'s Add throws when the key is present
                return f"_cs_dict_add({base}, {codes[0][0]}, {codes[1][0]})", None
            raise _no(f"Dictionary.{member}")
        if kind == "HashSet":
            if member == "Add" and one:
                if statement:
                    return f"{base}.add({codes[0][0]})", None
                self.helpers.add("_cs_add")
                return f"_cs_add({base}, {codes[0][0]})", "bool"
            if member == "Contains" and one:
                return f"({codes[0][0]} in {base})", "bool"
            if member == "Remove" and one and statement:
                return f"{base}.discard({codes[0][0]})", None
            raise _no(f"HashSet.{member}")
        if kind == "Stack":
            if member == "Push" and one and statement:
                return f"{base}.append({codes[0][0]})", None
            if member == "Pop" and not codes:
                return f"{base}.pop()", elem
            if member == "Peek" and not codes:
                return f"{base}[-1]", elem
            raise _no(f"Stack.{member}")
        if kind == "Queue":
            if member == "Enqueue" and one and statement:
                return f"{base}.append({codes[0][0]})", None
            if member == "Dequeue" and not codes:
                return f"{base}.popleft()", elem
            if member == "Peek" and not codes:
                return f"{base}[0]", elem
            raise _no(f"Queue.{member}")
        raise _no(f"call {member} on {bt}")

    current: str = ""


def _methods(cs: _CS, root: Node) -> list[Node]:
    found: list[Node] = []
    for node in root.named_children:
        if node.type == "global_statement":
            inner = node.named_children[0]
            if inner.type != "local_function_statement":
                raise _no("top-level statement")
            found.append(inner)
        elif node.type == "class_declaration":
            body = node.child_by_field_name("body")
            for member in body.named_children if body is not None else []:
                if member.type == "method_declaration":
                    found.append(member)
                elif member.type != "comment":
                    raise _no(f"class member {member.type}")
        elif node.type not in ("comment", "using_directive"):
            raise _no(f"top-level {node.type}")
    return found


def _method(cs: _CS, n: Node) -> _Method:
    name = cs.text(n.child_by_field_name("name") or n)
    returns_node = n.child_by_field_name("returns") or n.child_by_field_name("type")
    returns = "void" if returns_node is None or cs.text(returns_node) == "void" else cs.cstype(returns_node)
    params: list[tuple[str, str]] = []
    plist = n.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else []:
        if p.type != "parameter" or any(c.type == "modifier" for c in p.named_children):
            raise _no("parameter")
        params.append((cs.text(p.child_by_field_name("name") or p), cs.cstype(p.child_by_field_name("type"))))
    body = n.child_by_field_name("body")
    if body is None or body.type != "block":
        raise _no("method without a block body")
    return _Method(name, params, returns, body, n.start_point.row + 1)


def translate_csharp(text: str, signature: Signature, *, marked: bool = True) -> Normalised | None:
    """A C# answer translated to the question's ``class Solution``; ``None`` when it is not C#.

    ``marked``: read it only when it writes something only C# writes (the caller passes ``False``
    once no other grammar read it). Raises ``Untranslatable`` when it is C# but something in it
    cannot be translated with certainty.
    """
    if marked and _MARKERS.search(text) is None:
        return None  # Java, C++ and C read the same way: theirs is the established path
    source = text.encode("utf-8")
    root = _parser().parse(source).root_node
    if root.has_error:
        return None
    cs = _CS(src=source, methods={}, main="", method=signature.method)
    nodes = _methods(cs, root)
    if not nodes:
        return None
    methods = [_method(cs, m) for m in nodes]
    cs.methods = {m.name: m for m in methods}
    if len(cs.methods) != len(methods):
        raise _no("overloads")
    wanted = signature.method.lower().replace("_", "")
    mains = [m for m in methods if m.name.lower().replace("_", "") == wanted] or (
        methods if len(methods) == 1 else []
    )
    if len(mains) != 1:
        raise _no("which method is the answer")
    main = mains[0]
    cs.main = main.name
    if any(py_name(m.name) == signature.method for m in methods if m is not main):
        raise _no("a helper named as the question's method")
    for m in methods:
        cs.current = m.name
        cs.row = m.row
        cs.scopes = [dict(m.params)]
        if m is main:
            if len(m.params) != len(signature.params):
                raise _no("parameter count differs from the question's")
            sig = ", ".join(f"{p.name}: {p.type}" for p in signature.params)
            cs.emit(1, f"def {signature.method}(self{', ' if sig else ''}{sig}) -> {signature.returns}:")
            renamed = [(py_name(u), q.name) for (u, _t), q in zip(m.params, signature.params, strict=True)]
            renamed = [(u, q) for u, q in renamed if u != q]
            if renamed:
                cs.emit(2, f"{', '.join(u for u, _ in renamed)} = {', '.join(q for _, q in renamed)}")
        else:
            args = ", ".join(py_name(p) for p, _ in m.params)
            cs.emit(1, f"def {py_name(m.name)}(self{', ' if args else ''}{args}):")
        cs.loops = []
        cs.block(m.body, 2)
        cs.out.append("")
        cs.rows.append(0)
    head: list[str] = []
    typing = sorted(
        set(
            re.findall(
                r"\b(Dict|List|Optional|Set|Tuple)\b",
                " ".join([signature.returns, *(p.type for p in signature.params)]),
            )
        )
    )
    if typing:
        head.append(f"from typing import {', '.join(typing)}")
    head.extend(f"import {module}" for module in sorted(cs.imports))
    for helper in sorted(cs.helpers):
        head.extend(["", "", *_HELPERS[helper]])
    lines = [*head, "", "", "class Solution:", *cs.out]
    python = "\n".join(lines)
    compile(python, "<csharp>", "exec", dont_inherit=True)
    return Normalised(
        python=python,
        ok=True,
        changed=True,
        rules_applied=["c-family-parser", CSHARP_RULE],
        notes=["read as C# by its grammar (docs/pseudocode.md, 'C-family front end')"],
        line_map=[0] * (len(lines) - len(cs.rows)) + cs.rows,
    )
