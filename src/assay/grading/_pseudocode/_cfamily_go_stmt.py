"""The Go reader's blocks and control flow: ``if``, ``switch``, ``for`` and ``range``
(docs/pseudocode.md, "Go and C#")."""

from __future__ import annotations

import re

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_go_assign import _GoAssign
from assay.grading._pseudocode._cfamily_go_lib import (
    _elem,
    _is_int,
    _map_kv,
)
from assay.grading._pseudocode._cfamily_reader import no, walk


class _Go(_GoAssign):
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
                raise no("break outside a loop")
            self.emit(depth, "break")
        elif kind == "continue_statement" and not n.named_children:
            step = self.loops[-1] if self.loops else None
            if not self.loops:
                raise no("continue outside a loop")
            for line in step or []:
                self.emit(depth, line)
            self.emit(depth, "continue")
        else:
            raise no(f"statement {kind}")

    def if_(self, n: Node, depth: int, word: str) -> None:
        init = n.child_by_field_name("initializer")
        scope: dict[str, str] = {}
        self.scopes.append(scope)
        if init is not None:
            depth, word = self.else_if(depth, word)
            self.stmt(init, depth)
        cond = n.child_by_field_name("condition")
        assert cond is not None
        code, _ = self.ex(cond)
        self.branches(n, depth, word, code)
        self.scopes.pop()

    def switch(self, n: Node, depth: int) -> None:
        """Go's ``switch``: no fall-through, cases tried in order, ``default`` only when none match
        (wherever it is written). A ``break`` inside leaves the switch in Go, not the loop: refused."""
        if n.child_by_field_name("initializer") is not None:
            raise no("switch with an initializer")
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
            raise no("switch clause")
        for case in cases:
            for node in walk(case):
                if node.type in ("break_statement", "fallthrough_statement"):
                    raise no("break or fallthrough in a switch")
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
                            raise no("a tagless case that is not a condition")
                        tests.append(code)
                    else:
                        tests.append(self.binop("==", tag[0], tag[1], code, t)[0])
                if not tests:
                    raise no("empty case")
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
            if init is not None and init.type == "assignment_statement" and self.undeclared(init):
                # `for r = 0; r < rows; r++` with no `r` before: the header's `=` declares it, as `:=`
                # would (a learner writing Go without `:=`; docs/pseudocode.md, round 15's sections)
                self.row = init.start_point.row + 1
                self.assign(init, depth, declare=True)
            elif init is not None:
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
        # `for _, d = range dirs` with no `d` before declares it, as `:=` would
        declare = any(self.text(c) == ":=" for c in clause.children) or self.undeclared(clause)
        code, t = self.ex(right)
        idx_name = self.text(names[0]) if names else "_"
        val_name = self.text(names[1]) if len(names) > 1 else "_"
        if any(x.type != "identifier" for x in names):
            raise no("range into a non-variable")
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
                raise no("range over an int with two variables")
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
            raise no(f"range over {t}")
        self.loops.append(None)
        self.block(body, depth + 1)

    def undeclared(self, n: Node) -> bool:
        """Whether every name ``n`` assigns (its ``left``, blanks aside) is declared nowhere yet."""
        left = n.child_by_field_name("left")
        names = [self.text(x) for x in self.targets_of(left)] if left is not None else []
        named = [x for x in names if x != "_"]
        if not named or not all(re.fullmatch(r"[A-Za-z_]\w*", x) for x in named):
            return False
        return not any(x in scope for x in named for scope in self.scopes)

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
                raise no("map iteration calling a function")
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
                    raise no("map iteration whose order may matter")
                said = re.sub(r"\s+", "", self.text(inner[0])[len("return") :])
                if not re.fullmatch(r"true|false|nil|-?\d+", said):
                    raise no("map iteration returning a value that depends on order")
                returned.add(said)
                continue
            elif st.type == "comment":
                continue
            else:
                raise no("map iteration whose order may matter")
            if target.type != "identifier" or not _is_int(self.lookup(self.text(target))):
                raise no("map iteration writing something other than an integer sum")
            written.add(self.text(target))
        if len(returned) > 1:
            raise no("map iteration with returns that differ")
        body_reads = self.names_in(body)
        for st in stmts:
            if st.type == "if_statement" and self.names_in(st) & written:
                raise no("map iteration reading its own sum")
            if st.type == "assignment_statement":
                right = st.child_by_field_name("right")
                if right is not None and self.names_in(right) & written:
                    raise no("map iteration reading its own sum")
        del body_reads, loop_vars
