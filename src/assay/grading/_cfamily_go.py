"""Go answers, read by tree-sitter-go and translated from the tree (docs/pseudocode.md, "Go and C#").

Go is statically typed, so every value's Go type is tracked (``int``, ``[]int``, ``map[int]int``,
``*ListNode``…) and the translation follows it: integer ``/`` and ``%`` truncate, a map read of a
missing key gives the value type's zero, ``s[i]`` of a string is a byte (an int), a negative index
fails as Go's does. What cannot be made certain — slices aliasing one backing array, iteration over a
map whose order matters, closures, ``switch`` — raises ``Untranslatable`` and the line rules run.
"""

from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass, field
from functools import cache

from tree_sitter import Language, Node, Parser

from assay.grading._cfamily_expr import Untranslatable
from assay.grading._pseudo_models import Normalised
from assay.judge import Signature

__all__ = ["GO_RULE", "HELPERS", "py_name", "translate_go"]

GO_RULE = "c-family-go"
_TAKEN = set(keyword.kwlist) | set(dir(builtins)) | {"self", "math"}
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


def _no(why: str) -> Untranslatable:
    return Untranslatable(why)


@cache
def _parser() -> Parser:
    import tree_sitter_go as go

    return Parser(Language(go.language()))


def parse_go(text: str) -> Node | None:
    """The Go tree of ``text`` when the grammar reads it with no error and it has a ``func``."""
    tree = _parser().parse(text.encode("utf-8"))
    root = tree.root_node
    if root.has_error or not any(c.type == "function_declaration" for c in root.named_children):
        return None
    return root


def _py(name: str) -> str:
    return f"{name}_" if name in _TAKEN or name.startswith("_") else name


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
    raise _no(f"zero value of {t}")


def _is_int(t: str | None) -> bool:
    return t in _INTS or t == "untyped-int"


HELPERS = _HELPERS  # integer division, bounds checks: shared with the C# reader


def py_name(name: str) -> str:
    """The learner's name as a Python name (``len`` → ``len_``)."""
    return _py(name)


@dataclass
class _Func:
    name: str
    params: list[tuple[str, str]]
    results: list[str]
    body: Node
    row: int


@dataclass
class _Go:
    src: bytes
    funcs: dict[str, _Func]
    method: str
    out: list[str] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)
    helpers: set[str] = field(default_factory=set)
    imports: set[str] = field(default_factory=set)
    scopes: list[dict[str, str]] = field(default_factory=list)
    loops: list[list[str] | None] = field(default_factory=list)
    params: set[str] = field(default_factory=set)
    results: list[str] = field(default_factory=list)
    row: int = 0
    temps: int = 0
    sliced: bool = False
    wrote_slice: bool = False
    funcs_main: str = ""
    blocks: list[Node] = field(default_factory=list)
    homes: dict[str, Node] = field(default_factory=dict)
    body: Node | None = None

    # -- plumbing -------------------------------------------------------------------------------
    def text(self, n: Node) -> str:
        return self.src[n.start_byte : n.end_byte].decode("utf-8")

    def emit(self, depth: int, line: str) -> None:
        self.out.append("    " * depth + line)
        self.rows.append(self.row)

    def lookup(self, name: str) -> str:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        raise _no(f"name {name} not declared")

    def declare(self, name: str, t: str | None) -> None:
        if name == "_":
            return
        if t is None:
            raise _no(f"type of {name}")
        if any(name in s for s in self.scopes[:-1]):
            raise _no(f"{name} shadows an outer variable (Python has one scope per function)")
        if self.blocks:
            self.homes[name] = self.blocks[-1]
        self.scopes[-1][name] = "int" if t == "untyped-int" else "float64" if t == "untyped-float" else t

    def temp(self) -> str:
        self.temps += 1
        return f"_r{self.temps}"

    # -- types -----------------------------------------------------------------------------------
    def gotype(self, n: Node | None) -> str:
        if n is None:
            raise _no("missing type")
        t = re.sub(r"\s+", "", self.text(n))
        if t in _INTS or t in _FLOATS or t in ("string", "bool", "*ListNode", "*TreeNode"):
            return t
        if t.startswith("[]"):
            return "[]" + self.gotype(n.child_by_field_name("element"))
        if n.type == "map_type":
            key = self.gotype(n.child_by_field_name("key"))
            return f"map[{key}]{self.gotype(n.child_by_field_name('value'))}"
        raise _no(f"type {t}")

    # -- statements ------------------------------------------------------------------------------
    def block(self, n: Node, depth: int, scope: dict[str, str] | None = None) -> None:
        self.scopes.append(scope if scope is not None else {})
        self.blocks.append(n)
        start = len(self.out)
        for child in n.named_children:
            items = child.named_children if child.type == "statement_list" else [child]
            for st in items:
                self.stmt(st, depth)
        if len(self.out) == start:
            self.emit(depth, "pass")
        self.blocks.pop()
        self.scopes.pop()

    def stored_slice(self, item: Node) -> None:
        """``res = append(res, level)``: the stored slice shares ``level``'s array, so it is read
        only when nothing changes ``level`` afterwards: every write, append or re-slice of it comes
        before, and no loop between its declaration and here runs the writes again."""
        name = self.text(item)
        home = self.homes.get(name)
        if home is None:
            raise _no("a slice parameter stored in another slice")
        for node in _walk(self.body):
            if node.start_byte <= item.start_byte:
                continue
            if node.type == "identifier" and self.text(node) == name:
                raise _no("a stored slice used again afterwards (it shares its array)")
        up = item.parent
        while up is not None and _key(up) != _key(home):
            if up.type == "for_statement":
                raise _no("a slice stored inside a loop that outlives its declaration")
            up = up.parent
        if up is None:
            raise _no("a stored slice declared elsewhere")

    def stmt(self, n: Node, depth: int) -> None:
        self.row = n.start_point.row + 1
        kind = n.type
        if kind == "comment":
            return
        if kind == "short_var_declaration":
            self.assign(n, depth, declare=True)
        elif kind == "assignment_statement":
            self.assign(n, depth, declare=False)
        elif kind == "var_declaration":
            for spec in n.named_children:
                self.var_spec(spec, depth)
        elif kind in ("inc_statement", "dec_statement"):
            target = n.named_children[0]
            self.compound(target, "+" if kind == "inc_statement" else "-", "1", "untyped-int", depth)
        elif kind == "expression_statement":
            self.call_stmt(n.named_children[0], depth)
        elif kind == "return_statement":
            self.ret(n, depth)
        elif kind == "if_statement":
            self.if_(n, depth, "if")
        elif kind == "for_statement":
            self.for_(n, depth)
        elif kind == "expression_switch_statement":
            self.switch(n, depth)
        elif kind == "block":
            self.block(n, depth)
        elif kind == "break_statement" and not n.named_children:
            if not self.loops:
                raise _no("break outside a loop")
            self.emit(depth, "break")
        elif kind == "continue_statement" and not n.named_children:
            step = self.loops[-1] if self.loops else None
            if not self.loops:
                raise _no("continue outside a loop")
            for line in step or []:
                self.emit(depth, line)
            self.emit(depth, "continue")
        else:
            raise _no(f"statement {kind}")

    def var_spec(self, spec: Node, depth: int) -> None:
        if spec.type != "var_spec":
            raise _no("var block")
        names = [c for c in spec.children_by_field_name("name")]
        tnode = spec.child_by_field_name("type")
        value = spec.child_by_field_name("value")
        if value is not None:
            values = [v for v in value.named_children if v.type != "comment"]
            if len(values) != len(names):
                raise _no("var with several values")
            codes = [self.ex(v) for v in values]
            for nm, (code, t) in zip(names, codes, strict=True):
                want = self.gotype(tnode) if tnode is not None else t
                value_code = f"float({code})" if want in _FLOATS and _is_int(t) else code
                self.declare(self.text(nm), want)
                self.emit(depth, f"{_py(self.text(nm))} = {value_code}")
            return
        t = self.gotype(tnode)
        if t.startswith("map["):
            raise _no("a nil map (writing to it panics)")
        zero = "[]" if t.startswith("[]") else _zero(t)  # a nil slice reads as an empty one
        for nm in names:
            self.declare(self.text(nm), t)
            self.emit(depth, f"{_py(self.text(nm))} = {zero}")

    def targets_of(self, n: Node) -> list[Node]:
        return [c for c in n.named_children if c.type != "comment"]

    def assign(self, n: Node, depth: int, *, declare: bool) -> None:
        left = self.targets_of(n.child_by_field_name("left") or n)
        right_node = n.child_by_field_name("right")
        right = self.targets_of(right_node) if right_node is not None else []
        op_node = n.child_by_field_name("operator")
        op = self.text(op_node) if op_node is not None else "="
        if op == ":=":
            declare = True
        if op not in ("=", ":="):
            if (
                len(left) != 1
                or len(right) != 1
                or op[:-1] not in ("+", "-", "*", "/", "%", "<<", ">>", "|", "&", "^")
            ):
                raise _no(f"assignment {op}")
            code, t = self.ex(right[0])
            self.compound(left[0], op[:-1], code, t, depth)
            return
        if len(left) == 2 and len(right) == 1 and right[0].type == "index_expression":
            self.comma_ok(left, right[0], depth, declare=declare)
            return
        if len(right) == 1 and len(left) > 1 and right[0].type == "call_expression":
            code, _t = self.ex(right[0])
            kinds = self.call_results(right[0])
            if len(kinds) != len(left):
                raise _no("results count")
            names = []
            for target, t in zip(left, kinds, strict=True):
                names.append(self.target(target, t, declare=declare)[0])
            self.emit(depth, f"{', '.join(names)} = {code}")
            return
        if len(left) != len(right):
            raise _no("assignment counts differ")
        if len(left) == 1:
            self.single(left[0], right[0], depth, declare=declare)
            return
        values = [self.ex(r) for r in right]
        for r, (_code, t) in zip(right, values, strict=True):
            self.check_alias(r, t)
        # Go evaluates every index operand on the left before assigning; Python assigns left to
        # right, evaluating each target as it goes: refuse when an earlier target feeds a later one.
        assigned: set[str] = set()
        names = []
        for target, (_code, t) in zip(left, values, strict=True):
            reads = self.names_in(target) - ({self.text(target)} if target.type == "identifier" else set())
            if reads & assigned:
                raise _no("a target reads a variable assigned earlier in the same statement")
            name, _kind = self.target(target, t, declare=declare)
            names.append(name)
            if target.type == "identifier":
                assigned.add(self.text(target))
        self.emit(depth, f"{', '.join(names)} = {', '.join(c for c, _ in values)}")

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
            raise _no("a slice assigned from another slice (they share one array)")

    def single(self, target: Node, r: Node, depth: int, *, declare: bool) -> None:
        if (
            r.type == "call_expression"
            and self.text(r.child_by_field_name("function") or r) == "append"
            and target.type == "identifier"
        ):
            args = self.targets_of(r.child_by_field_name("arguments") or r)
            if args and self.text(args[0]) == self.text(target) and not declare:
                self.append_in_place(target, args, r, depth)
                return
        if r.type == "slice_expression" and target.type == "identifier" and not declare:
            operand = r.child_by_field_name("operand")
            start = r.child_by_field_name("start")
            if (
                operand is not None
                and self.text(operand) == self.text(target)
                and (start is None or self.text(start) == "0")
                and r.child_by_field_name("end") is not None
                and (self.lookup(self.text(target)) or "").startswith("[]")
            ):
                if self.text(target) in self.params:
                    raise _no("a parameter re-sliced (the caller's slice keeps its length in Go)")
                end_node = r.child_by_field_name("end")
                assert end_node is not None
                end, _ = self.ex(end_node)
                name = _py(self.text(target))
                self.helpers.add("_go_slice")
                # `s = s[:j]` keeps the array and shortens the view: truncate in place (no copy)
                self.emit(depth, f"del {name}[len(_go_slice({name}, 0, {end})):]")
                return
        code, t = self.ex(r)
        self.check_alias(r, t)
        name, want = self.target(target, t, declare=declare)
        if want in _FLOATS and _is_int(t):
            code = f"float({code})"
        self.emit(depth, f"{name} = {code}")

    def append_in_place(self, target: Node, args: list[Node], call: Node, depth: int) -> None:
        name = self.text(target)
        kind = self.lookup(name)
        if name in self.params:
            raise _no("append to a parameter (the caller's slice keeps its length in Go)")
        elem = _elem(kind)
        spread = any(
            c.type == "..." or self.text(c) == "..."
            for c in (call.child_by_field_name("arguments") or call).children
        )
        items = args[1:]
        if spread:
            if len(items) != 1:
                raise _no("append with a spread")
            code, t = self.ex(items[0])
            if t != kind:
                raise _no("append of another type")
            self.emit(depth, f"{_py(name)}.extend({code})")
            return
        for item in items:
            code, t = self.ex(item)
            if item.type == "identifier" and (t or "").startswith("[]"):
                self.stored_slice(item)
            else:
                self.check_alias(item, t)
            if item.type == "slice_expression" and (t or "").startswith("[]"):
                raise _no("append of a slice view (it shares its array)")
            if elem is None or (t != elem and not (_is_int(t) and elem in _INTS) and not (t == "nil")):
                raise _no("append of another type")
            self.emit(depth, f"{_py(name)}.append({code})")

    def target(self, n: Node, t: str | None, *, declare: bool) -> tuple[str, str | None]:
        if n.type == "identifier":
            name = self.text(n)
            if name == "_":
                return "_", t
            if declare and not any(name in s for s in self.scopes[-1:]):
                self.declare(name, t)
                return _py(name), self.lookup(name)
            want = self.lookup(name)
            return _py(name), want
        if n.type == "index_expression":
            operand = n.child_by_field_name("operand")
            index = n.child_by_field_name("index")
            assert operand is not None and index is not None
            base, bt = self.ex(operand)
            idx, _ = self.ex(index)
            if bt is not None and bt.startswith("[]"):
                self.wrote_slice = True
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", _elem(bt)
            kv = _map_kv(bt)
            if kv is not None:
                return f"{base}[{idx}]", kv[1]
            raise _no("index assignment")
        if n.type == "selector_expression":
            code, t2 = self.ex(n)
            return code, t2
        raise _no(f"target {n.type}")

    def compound(self, target: Node, op: str, code: str, t: str | None, depth: int) -> None:
        if target.type == "index_expression":
            operand = target.child_by_field_name("operand")
            index = target.child_by_field_name("index")
            assert operand is not None and index is not None
            base, bt = self.ex(operand)
            kv = _map_kv(bt)
            if kv is not None:
                idx, _ = self.ex(index)
                tmp = self.temp()
                self.emit(depth, f"{tmp} = {idx}")
                cur = f"{base}.get({tmp}, {_zero(kv[1])})"
                self.emit(depth, f"{base}[{tmp}] = {self.binop(op, cur, kv[1], code, t)[0]}")
                return
        name, want = self.target(target, t, declare=False)
        self.emit(depth, f"{name} = {self.binop(op, name, want, code, t)[0]}")

    def comma_ok(self, left: list[Node], r: Node, depth: int, *, declare: bool) -> None:
        operand = r.child_by_field_name("operand")
        index = r.child_by_field_name("index")
        assert operand is not None and index is not None
        base, bt = self.ex(operand)
        kv = _map_kv(bt)
        if kv is None:
            raise _no("comma-ok of a non-map")
        idx, _ = self.ex(index)
        tmp = self.temp()
        self.emit(depth, f"{tmp} = {idx}")
        a, _ = self.target(left[0], kv[1], declare=declare)
        b, _ = self.target(left[1], "bool", declare=declare)
        self.emit(depth, f"{a}, {b} = {base}.get({tmp}, {_zero(kv[1])}), {tmp} in {base}")

    def call_stmt(self, n: Node, depth: int) -> None:
        if n.type != "call_expression":
            raise _no("expression statement")
        fn = self.text(n.child_by_field_name("function") or n)
        args = self.targets_of(n.child_by_field_name("arguments") or n)
        if fn == "delete" and len(args) == 2:
            base, bt = self.ex(args[0])
            if _map_kv(bt) is None:
                raise _no("delete of a non-map")
            self.emit(depth, f"{base}.pop({self.ex(args[1])[0]}, None)")
            return
        if fn == "sort.Ints" and len(args) == 1:
            base, bt = self.ex(args[0])
            if bt != "[]int":
                raise _no("sort.Ints")
            self.emit(depth, f"{base}.sort()")
            return
        if fn in self.funcs:
            self.emit(depth, self.ex(n)[0])
            return
        raise _no(f"call statement {fn}")

    def ret(self, n: Node, depth: int) -> None:
        values = [
            v for c in n.named_children for v in (c.named_children if c.type == "expression_list" else [c])
        ]
        if len(values) != len(self.results):
            raise _no("return count")
        codes = []
        for v, want in zip(values, self.results, strict=True):
            code, t = self.ex(v)
            if v.type == "nil" and want.startswith("[]"):
                code = "[]"  # a nil slice is an empty one to the judge, as on LeetCode
            elif want in _FLOATS and _is_int(t):
                code = f"float({code})"
            codes.append(code)
        self.emit(depth, "return" + (" " + ", ".join(codes) if codes else ""))

    def if_(self, n: Node, depth: int, word: str) -> None:
        init = n.child_by_field_name("initializer")
        scope: dict[str, str] = {}
        self.scopes.append(scope)
        if init is not None:
            if word == "elif":
                self.scopes.pop()
                self.emit(depth, "else:")
                self.scopes.append(scope)
                depth += 1
                word = "if"
            self.stmt(init, depth)
        cond = n.child_by_field_name("condition")
        assert cond is not None
        code, _ = self.ex(cond)
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
        self.scopes.pop()

    def switch(self, n: Node, depth: int) -> None:
        """Go's ``switch``: no fall-through, cases tried in order, ``default`` only when none match
        (wherever it is written). A ``break`` inside leaves the switch in Go, not the loop: refused."""
        if n.child_by_field_name("initializer") is not None:
            raise _no("switch with an initializer")
        value = n.child_by_field_name("value")
        tag: tuple[str, str | None] | None = None
        if value is not None:
            code, t = self.ex(value)
            tmp = self.temp()
            self.emit(depth, f"{tmp} = {code}")
            tag = (tmp, t)
        cases = [c for c in n.named_children if c.type in ("expression_case", "default_case")]
        if any(
            c.type not in ("expression_case", "default_case", "comment") and c != value
            for c in n.named_children
        ):
            raise _no("switch clause")
        for case in cases:
            for node in _walk(case):
                if node.type in ("break_statement", "fallthrough_statement"):
                    raise _no("break or fallthrough in a switch")
        word = "if"
        ordered = [c for c in cases if c.type == "expression_case"] + [
            c for c in cases if c.type == "default_case"
        ]
        for case in ordered:
            self.row = case.start_point.row + 1
            if case.type == "default_case":
                if word == "if":
                    self.emit(depth, "if True:")
                else:
                    self.emit(depth, "else:")
            else:
                values = case.child_by_field_name("value")
                tests = []
                for v in self.targets_of(values) if values is not None else []:
                    code, t = self.ex(v)
                    if tag is None:
                        if t != "bool":
                            raise _no("a tagless case that is not a condition")
                        tests.append(code)
                    else:
                        tests.append(self.binop("==", tag[0], tag[1], code, t)[0])
                if not tests:
                    raise _no("empty case")
                self.emit(depth, f"{word} {' or '.join(tests)}:")
                word = "elif"
            self.scopes.append({})
            start = len(self.out)
            for child in case.named_children:
                if child.type == "statement_list":
                    for st in child.named_children:
                        self.stmt(st, depth + 1)
            if len(self.out) == start:
                self.emit(depth + 1, "pass")
            self.scopes.pop()

    def for_(self, n: Node, depth: int) -> None:
        clause = next((c for c in n.named_children if c.type in ("for_clause", "range_clause")), None)
        body = n.child_by_field_name("body")
        assert body is not None
        scope: dict[str, str] = {}
        self.scopes.append(scope)
        if clause is None:
            conds = [c for c in n.named_children if c != body and c.type != "comment"]
            cond = self.ex(conds[0])[0] if conds else "True"
            self.emit(depth, f"while {cond}:")
            self.loops.append(None)
            self.block(body, depth + 1)
        elif clause.type == "for_clause":
            init = clause.child_by_field_name("initializer")
            if init is not None:
                self.stmt(init, depth)
            cond_node = clause.child_by_field_name("condition")
            cond = self.ex(cond_node)[0] if cond_node is not None else "True"
            update = clause.child_by_field_name("update")
            step: list[str] = []
            if update is not None:
                saved_out, saved_rows = self.out, self.rows
                self.out, self.rows = [], []
                self.stmt(update, 0)
                step = self.out
                self.out, self.rows = saved_out, saved_rows
            self.row = n.start_point.row + 1
            self.emit(depth, f"while {cond}:")
            self.loops.append(step)
            self.block(body, depth + 1)
            self.row = n.start_point.row + 1
            for line in step:
                self.emit(depth + 1, line)
        else:
            self.range_(clause, body, depth)
        self.loops.pop()
        self.scopes.pop()

    def range_(self, clause: Node, body: Node, depth: int) -> None:
        left_node = clause.child_by_field_name("left")
        names = self.targets_of(left_node) if left_node is not None else []
        right = clause.child_by_field_name("right")
        assert right is not None
        declare = any(self.text(c) == ":=" for c in clause.children)
        code, t = self.ex(right)
        idx_name = self.text(names[0]) if names else "_"
        val_name = self.text(names[1]) if len(names) > 1 else "_"
        if any(x.type != "identifier" for x in names):
            raise _no("range into a non-variable")
        kv = _map_kv(t)
        if kv is not None:
            self.order_free(body, {idx_name, val_name})
            k, _ = self.target(names[0], kv[0], declare=declare) if names else ("_", None)
            v, _ = self.target(names[1], kv[1], declare=declare) if len(names) > 1 else ("_", None)
            self.emit(depth, f"for {k}, {v} in list({code}.items()):")
            self.loops.append(None)
            self.block(body, depth + 1)
            return
        if _is_int(t):  # Go 1.22: `for i := range n`
            if len(names) > 1:
                raise _no("range over an int with two variables")
            i, _ = self.target(names[0], "int", declare=declare) if names else ("_", None)
            self.emit(depth, f"for {i} in range({code}):")
        elif t == "string":
            self.helpers.add("_go_runes")
            i, _ = self.target(names[0], "int", declare=declare) if names else ("_", None)
            v, _ = self.target(names[1], "rune", declare=declare) if len(names) > 1 else ("_", None)
            self.emit(depth, f"for {i}, {v} in _go_runes({code}):")
        elif t is not None and t.startswith("[]"):
            # the range expression is evaluated once, its length fixed; each value is read as the
            # iteration reaches it (writes to later elements are seen, appends are not)
            arr = self.temp()
            self.emit(depth, f"{arr} = {code}")
            counter = self.temp() if idx_name == "_" else None
            i, _ = self.target(names[0], "int", declare=declare) if names else ("_", None)
            loop_var = counter or i
            self.emit(depth, f"for {loop_var} in range(len({arr})):")
            if len(names) > 1 and val_name != "_":
                v, _ = self.target(names[1], _elem(t), declare=declare)
                self.loops.append(None)
                self.row = clause.start_point.row + 1
                self.emit(depth + 1, f"{v} = {arr}[{loop_var}]")
                self.block(body, depth + 1)
                return
        else:
            raise _no(f"range over {t}")
        self.loops.append(None)
        self.block(body, depth + 1)

    def order_free(self, body: Node, loop_vars: set[str]) -> None:
        """Go randomises map order; read only bodies whose effect cannot depend on it.

        Allowed: sums into integers the loop does not read (``total += v``, ``count++``), and
        ``if cond { return C }`` where every such return in the loop gives one same literal.
        """
        returned: set[str] = set()
        written: set[str] = set()
        stack = [body]
        while stack:
            node = stack.pop()
            if node.type == "call_expression":  # a call may do anything, in any order
                raise _no("map iteration calling a function")
            stack.extend(node.named_children)
        stmts = [
            s for c in body.named_children for s in (c.named_children if c.type == "statement_list" else [c])
        ]
        for st in stmts:
            if st.type in ("inc_statement", "dec_statement"):
                target = st.named_children[0]
            elif st.type == "assignment_statement" and self.text(
                st.child_by_field_name("operator") or st
            ) in ("+=", "-="):
                target = self.targets_of(st.child_by_field_name("left") or st)[0]
            elif (
                st.type == "if_statement"
                and st.child_by_field_name("alternative") is None
                and st.child_by_field_name("initializer") is None
            ):
                cons = st.child_by_field_name("consequence")
                inner = [
                    s
                    for c in (cons.named_children if cons else [])
                    for s in (c.named_children if c.type == "statement_list" else [c])
                ]
                if len(inner) != 1 or inner[0].type != "return_statement":
                    raise _no("map iteration whose order may matter")
                said = re.sub(r"\s+", "", self.text(inner[0])[len("return") :])
                if not re.fullmatch(r"true|false|nil|-?\d+", said):
                    raise _no("map iteration returning a value that depends on order")
                returned.add(said)
                continue
            elif st.type == "comment":
                continue
            else:
                raise _no("map iteration whose order may matter")
            if target.type != "identifier" or not _is_int(self.lookup(self.text(target))):
                raise _no("map iteration writing something other than an integer sum")
            written.add(self.text(target))
        if len(returned) > 1:
            raise _no("map iteration with returns that differ")
        body_reads = self.names_in(body)
        for st in stmts:
            if st.type == "if_statement" and self.names_in(st) & written:
                raise _no("map iteration reading its own sum")
            if st.type == "assignment_statement":
                right = st.child_by_field_name("right")
                if right is not None and self.names_in(right) & written:
                    raise _no("map iteration reading its own sum")
        del body_reads, loop_vars

    # -- expressions -----------------------------------------------------------------------------
    def call_results(self, n: Node) -> list[str]:
        fn = self.text(n.child_by_field_name("function") or n)
        if fn not in self.funcs:
            raise _no(f"results of {fn}")
        return self.funcs[fn].results

    def binop(self, op: str, a: str, at: str | None, b: str, bt: str | None) -> tuple[str, str | None]:
        if (at in _INTS and bt == "untyped-float") or (bt in _INTS and at == "untyped-float"):
            raise _no("a float constant with an integer (Go makes the constant an integer)")
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
            raise _no(f"{op} on operands of unknown type")
        if op in ("+", "-", "*", "<<", ">>", "|", "&", "^"):
            if op == "^":
                op = "^"
            if (at is None or bt is None) or (op != "+" and not (ints or floats)):
                raise _no(f"{op} on operands of unknown type")
            return f"({a} {op} {b})", t
        if op in ("==", "!="):
            if at in ("*ListNode", "*TreeNode", "nil") or bt in ("*ListNode", "*TreeNode", "nil"):
                return f"({a} {'is' if op == '==' else 'is not'} {b})", "bool"
            if (at or "").startswith(("[]", "map[")) or (bt or "").startswith(("[]", "map[")):
                raise _no("a slice or map compared with nil (nil and empty differ)")
            return f"({a} {op} {b})", "bool"
        if op in ("<", ">", "<=", ">="):
            return f"({a} {op} {b})", "bool"
        if op in ("&&", "||"):
            return f"({a} {'and' if op == '&&' else 'or'} {b})", "bool"
        raise _no(f"operator {op}")

    def ex(self, n: Node) -> tuple[str, str | None]:
        kind = n.type
        if kind == "identifier":
            name = self.text(n)
            return _py(name), self.lookup(name)
        if kind == "int_literal":
            digits = self.text(n).replace("_", "")
            if re.fullmatch(r"0[0-7]+", digits):  # Go's 010 is octal (8)
                digits = "0o" + digits[1:]
            return str(int(digits, 0)), "untyped-int"
        if kind == "float_literal":
            return repr(float(self.text(n).replace("_", ""))), "untyped-float"
        if kind == "interpreted_string_literal":
            body = self.text(n)[1:-1]
            if "\\" in body:
                raise _no("string escapes")
            return repr(body), "string"
        if kind == "rune_literal":
            body = self.text(n)[1:-1]
            if len(body) != 1:
                raise _no("rune escapes")
            return str(ord(body)), "untyped-int"
        if kind in ("true", "false"):
            return ("True" if kind == "true" else "False"), "bool"
        if kind == "nil":
            return "None", "nil"
        if kind == "parenthesized_expression":
            code, t = self.ex(n.named_children[0])
            return f"({code})", t
        if kind == "binary_expression":
            left = n.child_by_field_name("left")
            right = n.child_by_field_name("right")
            op_node = n.child_by_field_name("operator")
            assert left is not None and right is not None and op_node is not None
            a, at = self.ex(left)
            b, bt = self.ex(right)
            return self.binop(self.text(op_node), a, at, b, bt)
        if kind == "unary_expression":
            op = self.text(n.child_by_field_name("operator") or n)
            operand = n.child_by_field_name("operand")
            assert operand is not None
            if op == "&" and operand.type == "composite_literal":
                return self.node_literal(operand)
            code, t = self.ex(operand)
            if op == "-" and t is not None and (_is_int(t) or t in _FLOATS or t.startswith("untyped")):
                return f"(-{code})", t
            if op == "!":
                return f"(not {code})", "bool"
            raise _no(f"unary {op}")
        if kind == "selector_expression":
            operand = n.child_by_field_name("operand")
            fld = self.text(n.child_by_field_name("field") or n)
            assert operand is not None
            if operand.type == "identifier" and self.text(operand) == "math" and fld in _CONSTS:
                return _CONSTS[fld]
            code, t = self.ex(operand)
            if t in _NODE_FIELDS and fld in _NODE_FIELDS[t]:
                return f"{code}.{_FIELDS[fld]}", ("int" if fld == "Val" else t)
            raise _no(f"field {fld}")
        if kind == "index_expression":
            operand = n.child_by_field_name("operand")
            index = n.child_by_field_name("index")
            assert operand is not None and index is not None
            base, bt = self.ex(operand)
            idx, it = self.ex(index)
            if bt == "string":
                self.helpers.add("_go_byte")
                return f"_go_byte({base}, {idx})", "byte"
            if bt is not None and bt.startswith("[]"):
                if not _is_int(it):
                    raise _no("index of unknown type")
                if index.type == "int_literal":
                    return f"{base}[{idx}]", _elem(bt)
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", _elem(bt)
            kv = _map_kv(bt)
            if kv is not None:
                return f"{base}.get({idx}, {_zero(kv[1])})", kv[1]
            raise _no("index of unknown type")
        if kind == "slice_expression":
            operand = n.child_by_field_name("operand")
            assert operand is not None
            base, bt = self.ex(operand)
            if bt != "string":
                if bt is None or not bt.startswith("[]"):
                    raise _no("slice of unknown type")
                self.sliced = True
            if any(c.type == ":" for c in n.children) and self.text(n).count(":") > 1:
                raise _no("three-index slice")
            start = n.child_by_field_name("start")
            end = n.child_by_field_name("end")
            a = self.ex(start)[0] if start is not None else "0"
            b = self.ex(end)[0] if end is not None else "None"
            self.helpers.add("_go_slice")
            return f"_go_slice({base}, {a}, {b})", bt
        if kind == "composite_literal":
            return self.composite(n)
        if kind == "call_expression":
            return self.call(n)
        raise _no(f"expression {kind}")

    def node_literal(self, lit: Node) -> tuple[str, str]:
        t = "*" + self.text(lit.child_by_field_name("type") or lit)
        if t not in _NODE_FIELDS:
            raise _no(f"struct {t}")
        body = lit.child_by_field_name("body")
        values: dict[str, str] = {}
        for el in body.named_children if body is not None else []:
            if el.type != "keyed_element":
                raise _no("struct literal without field names")
            key_el, val_el = el.named_children[0], el.named_children[-1]
            key = self.text(key_el)
            if key not in _NODE_FIELDS[t] or key in values:
                raise _no(f"field {key}")
            inner = val_el.named_children[0] if val_el.type == "literal_element" else val_el
            values[key] = self.ex(inner)[0]
        args = ", ".join(f"{_FIELDS[k]}={v}" for k, v in values.items())
        return f"{t[1:]}({args})", t

    def composite(self, n: Node) -> tuple[str, str | None]:
        t = self.gotype(n.child_by_field_name("type"))
        body = n.child_by_field_name("body")
        elements = [c for c in (body.named_children if body is not None else []) if c.type != "comment"]
        if t.startswith("[]"):
            items = []
            for el in elements:
                if el.type != "literal_element":
                    raise _no("keyed slice literal")
                inner = el.named_children[0]
                if inner.type == "literal_value":
                    raise _no("nested literal without its type")
                code, it = self.ex(inner)
                self.check_alias(inner, it)
                items.append(code)
            return f"[{', '.join(items)}]", t
        if t.startswith("map["):
            pairs = []
            for el in elements:
                if el.type != "keyed_element":
                    raise _no("map literal")
                k = el.named_children[0]
                v = el.named_children[-1]
                kc = self.ex(k.named_children[0] if k.type == "literal_element" else k)[0]
                vc = self.ex(v.named_children[0] if v.type == "literal_element" else v)[0]
                pairs.append(f"{kc}: {vc}")
            return "{" + ", ".join(pairs) + "}", t
        raise _no(f"literal of {t}")

    def call(self, n: Node) -> tuple[str, str | None]:
        fn_node = n.child_by_field_name("function")
        assert fn_node is not None
        fn = self.text(fn_node)
        arg_node = n.child_by_field_name("arguments")
        args = [c for c in (arg_node.named_children if arg_node is not None else []) if c.type != "comment"]
        if arg_node is not None and any(c.type == "..." for c in arg_node.children):
            if fn == "append" and len(args) == 2:
                a, at = self.ex(args[0])
                b, bt = self.ex(args[1])
                if at != bt or at is None or not at.startswith("[]"):
                    raise _no("append of another type")
                return f"[*{a}, *{b}]", at  # `append([]int{}, path...)` is a fresh copy
            raise _no("spread arguments")
        if fn == "make":
            t = self.gotype(args[0])
            if t.startswith("map["):
                return "{}", t
            if t.startswith("[]") and len(args) in (2, 3):
                size, st = self.ex(args[1])
                if not _is_int(st):
                    raise _no("make of unknown size")
                elem = _elem(t)
                zero = "[]" if (elem or "").startswith("[]") else _zero(elem)
                if zero == "[]":
                    return f"[[] for _ in range({size})]", t  # nil slices, each its own
                return f"[{zero}] * {size}", t
            raise _no("make")
        if fn == "len" and len(args) == 1:
            a, at = self.ex(args[0])
            if at == "string":
                self.helpers.add("_go_len")
                return f"_go_len({a})", "int"
            if at is not None and (at.startswith("[]") or at.startswith("map[")):
                return f"len({a})", "int"
            raise _no("len of unknown type")
        if fn in ("min", "max") and args:
            typed = [self.ex(a) for a in args]
            kinds = {t for _c, t in typed}
            if not all(_is_int(t) for t in kinds) and not kinds <= _FLOATS | {"untyped-float", "untyped-int"}:
                raise _no(f"{fn} of mixed types")
            kind = next((t for t in kinds if t not in ("untyped-int", "untyped-float")), typed[0][1])
            return f"{fn}({', '.join(c for c, _ in typed)})", kind
        if fn in ("int", "int64", "int32") and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at):
                return a, "int"
            if at in _FLOATS:
                return f"int({a})", "int"  # Go truncates toward zero, as int() does
            raise _no("conversion")
        if fn == "float64" and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at) or at in _FLOATS or at == "untyped-float":
                return f"float({a})", "float64"
            raise _no("conversion")
        if fn == "string" and len(args) == 1:
            a, at = self.ex(args[0])
            if at in ("byte", "rune", "untyped-int"):
                return f"chr({a})", "string"
            raise _no("string() of a non-character")
        if fn in ("byte", "rune") and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at):
                return a, fn
            raise _no("conversion")
        if fn in ("math.Abs", "math.Sqrt", "math.Max", "math.Min") and args:
            codes = [self.ex(a) for a in args]
            if not all(t in _FLOATS or t in ("untyped-float", "untyped-int") for _c, t in codes):
                raise _no(f"{fn} of a non-float")
            name = {"math.Abs": "abs", "math.Sqrt": "math.sqrt", "math.Max": "max", "math.Min": "min"}[fn]
            if name.startswith("math."):
                self.imports.add("math")
            return f"{name}({', '.join(c for c, _ in codes)})", "float64"
        if fn == "math.Inf" and len(args) == 1:
            sign = self.text(args[0])
            return ("float('inf')" if not sign.startswith("-") else "float('-inf')"), "float64"
        if fn in self.funcs:
            target = self.funcs[fn]
            if len(args) != len(target.params):
                raise _no("argument count")
            passed: list[str] = []
            for arg, (_p, pt) in zip(args, target.params, strict=True):
                if pt.startswith("[]") and arg.type == "slice_expression":
                    raise _no("a slice view passed to a function (it shares its array)")
                passed.append(self.ex(arg)[0])
            name = self.method if fn == self.funcs_main else fn
            results = target.results
            return f"self.{_py(name)}({', '.join(passed)})", (results[0] if len(results) == 1 else None)
        raise _no(f"call {fn}")


def _walk(n: Node | None) -> list[Node]:
    found: list[Node] = []
    stack = [n] if n is not None else []
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node.named_children)
    return found


def _key(n: Node) -> tuple[int, int, str]:
    return n.start_byte, n.end_byte, n.type


def _function(go: _Go, fn: Node) -> _Func:
    name = go.text(fn.child_by_field_name("name") or fn)
    if fn.child_by_field_name("type_parameters") is not None:
        raise _no("generic function")
    params: list[tuple[str, str]] = []
    plist = fn.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else []:
        if p.type != "parameter_declaration":
            raise _no(f"parameter {p.type}")
        t = go.gotype(p.child_by_field_name("type"))
        names = p.children_by_field_name("name")
        if not names:
            raise _no("unnamed parameter")
        params.extend((go.text(nm), t) for nm in names)
    result = fn.child_by_field_name("result")
    results: list[str] = []
    if result is not None:
        if result.type == "parameter_list":
            for p in result.named_children:
                if p.child_by_field_name("name") is not None:
                    raise _no("named results")
                results.append(go.gotype(p.child_by_field_name("type")))
        else:
            results.append(go.gotype(result))
    body = fn.child_by_field_name("body")
    if body is None:
        raise _no("function without a body")
    return _Func(name, params, results, body, fn.start_point.row + 1)


def translate_go(text: str, signature: Signature) -> Normalised | None:
    """A Go answer translated to the question's ``class Solution``; ``None`` when it is not Go.

    Raises ``Untranslatable`` when it is Go but something in it cannot be translated with certainty.
    """
    root = parse_go(text)
    if root is None:
        return None
    go = _Go(src=text.encode("utf-8"), funcs={}, method=signature.method)
    nodes = []
    for node in root.named_children:
        if node.type == "function_declaration":
            nodes.append(node)
        elif node.type not in ("comment", "package_clause", "import_declaration"):
            raise _no(f"top-level {node.type}")
    funcs = [_function(go, fn) for fn in nodes]
    go.funcs = {f.name: f for f in funcs}
    if len(go.funcs) != len(funcs):
        raise _no("two functions of one name")
    wanted = signature.method.lower().replace("_", "")
    mains = [f for f in funcs if f.name.lower().replace("_", "") == wanted] or (
        funcs if len(funcs) == 1 else []
    )
    if len(mains) != 1:
        raise _no("which function is the answer")
    main = mains[0]
    go.funcs_main = main.name
    if any(_py(f.name) == signature.method for f in funcs if f is not main):
        raise _no("a helper named as the question's method")
    for f in funcs:
        go.row = f.row
        go.scopes = [{p: t for p, t in f.params}]
        go.params = {p for p, _ in f.params}
        go.results = f.results
        if f is main:
            if len(f.params) != len(signature.params):
                raise _no("parameter count differs from the question's")
            sig = ", ".join(f"{p.name}: {p.type}" for p in signature.params)
            go.emit(1, f"def {signature.method}(self{', ' if sig else ''}{sig}) -> {signature.returns}:")
            renamed = [(_py(u), q.name) for (u, _t), q in zip(f.params, signature.params, strict=True)]
            renamed = [(u, q) for u, q in renamed if u != q]
            if renamed:
                go.emit(2, f"{', '.join(u for u, _ in renamed)} = {', '.join(q for _, q in renamed)}")
        else:
            args = ", ".join(_py(p) for p, _ in f.params)
            go.emit(1, f"def {_py(f.name)}(self{', ' if args else ''}{args}):")
        go.loops = []
        go.body = f.body
        go.homes = {}
        go.block(f.body, 2, go.scopes[0])
        go.scopes = []
        go.out.append("")
        go.rows.append(0)
    if go.sliced and go.wrote_slice:
        raise _no("a slice view and a write into a slice: in Go they may share one array")
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
    head.extend(f"import {m}" for m in sorted(go.imports))
    for helper in sorted(go.helpers):
        head.extend(["", "", *_HELPERS[helper]])
    lines = [*head, "", "", "class Solution:", *go.out]
    python = "\n".join(lines)
    compile(python, "<go>", "exec", dont_inherit=True)
    return Normalised(
        python=python,
        ok=True,
        changed=True,
        rules_applied=["c-family-parser", GO_RULE],
        notes=["read as Go by its grammar (docs/pseudocode.md, 'C-family front end')"],
        line_map=[0] * (len(lines) - len(go.rows)) + go.rows,
    )
