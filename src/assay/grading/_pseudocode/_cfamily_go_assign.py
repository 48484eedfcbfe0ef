"""The Go reader's simple statements: declarations, assignments, calls and returns
(docs/pseudocode.md, "Go and C#")."""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_go_expr import _GoExpr
from assay.grading._pseudocode._cfamily_go_lib import (
    _FLOATS,
    _INTS,
    _elem,
    _is_int,
    _key,
    _map_kv,
    _zero,
)
from assay.grading._pseudocode._cfamily_reader import no, py_name, walk


class _GoAssign(_GoExpr):
    def stored_slice(self, item: Node) -> None:
        """``res = append(res, level)``: the stored slice shares ``level``'s array, so it is read
        only when nothing changes ``level`` afterwards: every write, append or re-slice of it comes
        before, and no loop between its declaration and here runs the writes again."""
        name = self.text(item)
        home = self.homes.get(name)
        if home is None:
            raise no("a slice parameter stored in another slice")
        for node in walk(self.body):
            if node.start_byte <= item.start_byte:
                continue
            if node.type == "identifier" and self.text(node) == name:
                raise no("a stored slice used again afterwards (it shares its array)")
        up = item.parent
        while up is not None and _key(up) != _key(home):
            if up.type == "for_statement":
                raise no("a slice stored inside a loop that outlives its declaration")
            up = up.parent
        if up is None:
            raise no("a stored slice declared elsewhere")

    def var_spec(self, spec: Node, depth: int) -> None:
        if spec.type != "var_spec":
            raise no("var block")
        names = [c for c in spec.children_by_field_name("name")]
        tnode = spec.child_by_field_name("type")
        value = spec.child_by_field_name("value")
        if value is not None:
            values = [v for v in value.named_children if v.type != "comment"]
            if len(values) != len(names):
                raise no("var with several values")
            codes = [self.ex(v) for v in values]
            for nm, (code, t) in zip(names, codes, strict=True):
                want = self.gotype(tnode) if tnode is not None else t
                value_code = f"float({code})" if want in _FLOATS and _is_int(t) else code
                self.declare(self.text(nm), want)
                self.emit(depth, f"{py_name(self.text(nm))} = {value_code}")
            return
        t = self.gotype(tnode)
        if t.startswith("map["):
            raise no("a nil map (writing to it panics)")
        zero = "[]" if t.startswith("[]") else _zero(t)  # a nil slice reads as an empty one
        for nm in names:
            self.declare(self.text(nm), t)
            self.emit(depth, f"{py_name(self.text(nm))} = {zero}")

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
                raise no(f"assignment {op}")
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
                raise no("results count")
            names = []
            for target, t in zip(left, kinds, strict=True):
                names.append(self.target(target, t, declare=declare)[0])
            self.emit(depth, f"{', '.join(names)} = {code}")
            return
        if len(left) != len(right):
            raise no("assignment counts differ")
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
                raise no("a target reads a variable assigned earlier in the same statement")
            name, _kind = self.target(target, t, declare=declare)
            names.append(name)
            if target.type == "identifier":
                assigned.add(self.text(target))
        self.emit(depth, f"{', '.join(names)} = {', '.join(c for c, _ in values)}")

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
                    raise no("a parameter re-sliced (the caller's slice keeps its length in Go)")
                end_node = r.child_by_field_name("end")
                assert end_node is not None
                end, _ = self.ex(end_node)
                name = py_name(self.text(target))
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
            raise no("append to a parameter (the caller's slice keeps its length in Go)")
        elem = _elem(kind)
        spread = any(
            c.type == "..." or self.text(c) == "..."
            for c in (call.child_by_field_name("arguments") or call).children
        )
        items = args[1:]
        if spread:
            if len(items) != 1:
                raise no("append with a spread")
            code, t = self.ex(items[0])
            if t != kind:
                raise no("append of another type")
            self.emit(depth, f"{py_name(name)}.extend({code})")
            return
        for item in items:
            code, t = self.ex(item)
            if item.type == "identifier" and (t or "").startswith("[]"):
                self.stored_slice(item)
            else:
                self.check_alias(item, t)
            if item.type == "slice_expression" and (t or "").startswith("[]"):
                raise no("append of a slice view (it shares its array)")
            if elem is None or (t != elem and not (_is_int(t) and elem in _INTS) and not (t == "nil")):
                raise no("append of another type")
            self.emit(depth, f"{py_name(name)}.append({code})")

    def target(self, n: Node, t: str | None, *, declare: bool) -> tuple[str, str | None]:
        if n.type == "identifier":
            name = self.text(n)
            if name == "_":
                return "_", t
            if declare and not any(name in s for s in self.scopes[-1:]):
                self.declare(name, t)
                return py_name(name), self.lookup(name)
            want = self.lookup(name)
            return py_name(name), want
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
            raise no("index assignment")
        if n.type == "selector_expression":
            code, t2 = self.ex(n)
            return code, t2
        raise no(f"target {n.type}")

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
            raise no("comma-ok of a non-map")
        idx, _ = self.ex(index)
        tmp = self.temp()
        self.emit(depth, f"{tmp} = {idx}")
        a, _ = self.target(left[0], kv[1], declare=declare)
        b, _ = self.target(left[1], "bool", declare=declare)
        self.emit(depth, f"{a}, {b} = {base}.get({tmp}, {_zero(kv[1])}), {tmp} in {base}")

    def call_stmt(self, n: Node, depth: int) -> None:
        if n.type != "call_expression":
            raise no("expression statement")
        fn = self.text(n.child_by_field_name("function") or n)
        args = self.targets_of(n.child_by_field_name("arguments") or n)
        if fn == "delete" and len(args) == 2:
            base, bt = self.ex(args[0])
            if _map_kv(bt) is None:
                raise no("delete of a non-map")
            self.emit(depth, f"{base}.pop({self.ex(args[1])[0]}, None)")
            return
        if fn == "sort.Ints" and len(args) == 1:
            base, bt = self.ex(args[0])
            if bt != "[]int":
                raise no("sort.Ints")
            self.emit(depth, f"{base}.sort()")
            return
        if fn in self.funcs:
            self.emit(depth, self.ex(n)[0])
            return
        raise no(f"call statement {fn}")

    def ret(self, n: Node, depth: int) -> None:
        values = [
            v for c in n.named_children for v in (c.named_children if c.type == "expression_list" else [c])
        ]
        if len(values) != len(self.results):
            raise no("return count")
        codes = []
        for v, want in zip(values, self.results, strict=True):
            code, t = self.ex(v)
            if v.type == "nil" and want.startswith("[]"):
                code = "[]"  # a nil slice is an empty one to the judge, as on LeetCode
            elif want in _FLOATS and _is_int(t):
                code = f"float({code})"
            codes.append(code)
        self.emit(depth, "return" + (" " + ", ".join(codes) if codes else ""))
