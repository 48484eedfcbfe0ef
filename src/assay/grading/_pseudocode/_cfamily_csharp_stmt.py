"""The C# reader's statements: declarations, assignments, ``if``, ``for`` and ``foreach``
(docs/pseudocode.md, "Go and C#")."""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, raise_line
from assay.grading._pseudocode._cfamily_csharp_expr import _CSExpr
from assay.grading._pseudocode._cfamily_csharp_lib import (
    _FLOATS,
    _INTS,
    _elem,
    _generic,
    _zero,
)
from assay.grading._pseudocode._cfamily_reader import no, py_name, walk


class _CS(_CSExpr):
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
        if kind in COMMENT_NODES:
            return
        if kind == "local_declaration_statement":
            self.declaration(n.named_children[0], depth)
        elif kind == "variable_declaration":
            self.declaration(n, depth)
        elif kind == "expression_statement":
            self.expr_stmt(n.named_children[0], depth)
        elif kind in ("postfix_unary_expression", "prefix_unary_expression", "assignment_expression"):
            self.expr_stmt(n, depth)
        elif kind == "throw_statement":
            self.emit(depth, raise_line(n))
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
                raise no("break outside a loop")
            self.emit(depth, "break")
        elif kind == "continue_statement":
            if not self.loops:
                raise no("continue outside a loop")
            for line in self.loops[-1]:
                self.emit(depth, line)
            self.emit(depth, "continue")
        else:
            raise no(f"statement {kind}")

    def declaration(self, n: Node, depth: int) -> None:
        tnode = n.child_by_field_name("type")
        implicit = tnode is not None and tnode.type == "implicit_type"
        declared = None if implicit else self.cstype(tnode)
        for d in n.named_children:
            if d.type != "variable_declarator":
                continue
            name_node = d.child_by_field_name("name")
            assert name_node is not None
            values = [c for c in d.named_children if c != name_node and c.type not in COMMENT_NODES]
            if len(values) != 1:
                raise no("a variable declared without a value")
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
                raise no("unary statement")
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
                raise no(f"assignment {op}")
            self.compound(left, op[:-1], code, t, depth)
            return
        if n.type == "invocation_expression":
            self.emit(depth, self.invoke(n, statement=True)[0])
            return
        raise no(f"expression statement {n.type}")

    def compound(self, left: Node, op: str, code: str, t: str | None, depth: int) -> None:
        target, want = self.target(left)
        if left.type == "element_access_expression" and not self.pure(left):
            raise no("compound assignment to an index with side effects")
        if want == "char":
            raise no("arithmetic assigned to a char")
        value = self.binop(op, target, want, code, t)[0]
        if want in _INTS and value.startswith("(") and t in _FLOATS:
            raise no("double narrowed into an int")
        self.emit(depth, f"{target} = {value}")

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
            raise no("index assignment")
        if n.type == "member_access_expression":
            return self.ex(n)
        raise no(f"target {n.type}")

    def if_(self, n: Node, depth: int, word: str) -> None:
        cond = n.child_by_field_name("condition")
        assert cond is not None
        inner = cond
        negate = False
        if inner.type == "prefix_unary_expression" and self.text(inner).startswith("!"):
            inner, negate = inner.named_children[0], True
        if inner.type == "invocation_expression" and self.text(inner).find(".TryGetValue(") > 0:
            depth, word = self.else_if(depth, word)
            code = self.try_get(inner, depth)
            code = f"not {code}" if negate else code
        else:
            code = self.cond(cond)
        self.branches(n, depth, word, code)

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
            raise no("TryGetValue")
        key, _ = self.ex(items[0].named_children[0])
        out = items[1]
        decl = out.named_children[0] if out.named_children else None
        if not self.text(out).startswith("out") or decl is None:
            raise no("TryGetValue without out")
        if decl.type == "declaration_expression":
            name_node = decl.child_by_field_name("name")
            assert name_node is not None
            name = self.text(name_node)
            tnode = decl.child_by_field_name("type")
            if tnode is not None and tnode.type != "implicit_type" and self.cstype(tnode) != g[1][1]:
                raise no("TryGetValue into another type")
            self.declare(name, g[1][1])
        elif decl.type == "identifier":
            name = self.text(decl)
            if self.lookup(name) != g[1][1]:
                raise no("TryGetValue into another type")
        else:
            raise no("TryGetValue target")
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
            raise no("foreach pattern")
        code, t = self.ex(right)
        g = _generic(t or "")
        if t == "string":
            elem: str | None = "char"
        elif t is not None and (t.endswith("[]") or (g is not None and g[0] in ("List", "Queue"))):
            elem = _elem(t)
        else:
            # a Dictionary's or HashSet's order is not specified by C#, a Stack's runs from the top
            raise no(f"foreach over {t}")
        if tnode is not None and tnode.type != "implicit_type" and self.cstype(tnode) != elem:
            raise no("foreach with a conversion")
        live = t is not None and not t.endswith("[]") and t != "string" and right.type == "identifier"
        if live and self.text(right) in {self.text(x) for x in walk(body) if x.type == "identifier"}:
            raise no("a collection used inside its own foreach (C# throws if it changes)")
        self.scopes.append({})
        self.declare(self.text(left), elem)
        # C# throws when a List changes during foreach; a copy would hide that, so iterate it live
        self.emit(depth, f"for {py_name(self.text(left))} in {code}:")
        self.loops.append([])
        self.block(body, depth + 1)
        self.loops.pop()
        self.scopes.pop()
