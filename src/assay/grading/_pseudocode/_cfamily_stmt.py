"""C-family statements to Python, one construct at a time (docs/pseudocode.md, "C-family front end").

``for (init; cond; step)`` becomes ``init`` and ``while cond:`` with ``step`` at the end of the body
and before every ``continue`` of that loop (so a body that changes ``i`` keeps its effect); ``do …
while`` becomes ``while True`` with the test at the end; ``++``/``+=`` as statements are plain
assignments. ``switch`` (fall-through), labels, ``goto`` and comma expressions are refused.
"""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_assign import INDENT, AssignTr
from assay.grading._pseudocode._cfamily_context import (
    COMMENT_NODES,
    Untranslatable,
    element_kinds,
    py,
    raise_line,
    type_of,
)
from assay.grading._pseudocode._cfamily_loops import bare, counting_loop, plus

__all__ = ["StmtTr"]


_BLOCK = {"statement_block", "block", "compound_statement"}
_DECL = {"lexical_declaration", "variable_declaration", "local_variable_declaration", "declaration"}
# expressions written for their effect: each is a step of its own in Python
_STEP_EXPRESSIONS = {
    "update_expression",
    "assignment_expression",
    "augmented_assignment_expression",
    "call_expression",
    "method_invocation",
}


def _unwrapped(node: Node) -> Node:
    """``(i++)``: the expression inside a bracket (a bracket changes nothing a step does)."""
    while node.type == "parenthesized_expression" and len(node.named_children) == 1:
        node = node.named_children[0]
    return node


class StmtTr(AssignTr):
    """Emit Python lines for statements; ``steps`` holds each enclosing C ``for``'s step (or None)."""

    def body(self, node: Node, depth: int) -> None:
        """A block or a single statement as an indented body (``pass`` when empty)."""
        start = len(self.out)
        self.ctx.scopes.append({})
        try:
            if node.type in _BLOCK:
                for child in node.named_children:
                    self.stmt(child, depth)
            else:
                self.stmt(node, depth)
        finally:
            self.ctx.scopes.pop()
        if len(self.out) == start:
            self.emit(depth, "pass")

    def stmt(self, node: Node, depth: int) -> None:
        t = node.type
        self.row = node.start_point.row + 1
        if t in {*COMMENT_NODES, "empty_statement", ";"}:
            return
        if t in _BLOCK:
            self.body(node, depth)
            return
        if t == "function_declaration":
            self.nested(node, depth)
            return
        if t in _DECL and self.function_value(node) is not None:
            self.nested(node, depth)
            return
        if t in _DECL:
            self.declaration(node, depth)
            return
        if t == "expression_statement":
            inner = [c for c in node.named_children if c.type not in COMMENT_NODES]
            if len(inner) != 1:
                raise Untranslatable("expression statement")
            freed = self.freed(inner[0])
            if freed is not None:
                # C's `free(stk);`: the memory goes back; after it the name holds nothing to read
                # (docs/pseudocode.md, "Conventions read since round 10 was opened")
                self.emit(depth, f"del {freed}")
                return
            if not self.ternary_steps(inner[0], depth):
                self.expression(inner[0], depth)
            return
        if t == "return_statement":
            values = [c for c in node.named_children if c.type not in COMMENT_NODES]
            if len(values) > 1:
                raise Untranslatable("return of several values")
            value, kind = self.ex.ex(values[0]) if values else ("None", None)
            if self.ctx.returns == "float" and kind == "int" and not self.ctx.frames:
                # `double f(…) { return sum / k; }`: C converts the int it returns to a double
                value = f"float({value})"
            if self.ctx.return_size is not None and not self.ctx.frames:
                self.ctx.helpers.add("_sized")  # C: the caller reads `*returnSize` items
                value = f"_sized({value}, {py(self.ctx.return_size)})"
            self.emit(depth, f"return {value}")
            return
        if t == "throw_statement":
            self.emit(depth, raise_line(node))
            return
        if t == "if_statement":
            self.if_stmt(node, depth, "if")
            return
        if t == "while_statement":
            self.emit(depth, f"while {self.ex.cond(self.ex.f(node, 'condition'))}:")
            self.loop_body(node, depth, None)
            return
        if t == "for_statement":
            self.for_stmt(node, depth)
            return
        if t == "do_statement":
            self.emit(depth, "while True:")
            cond = self.ex.f(node, "condition")
            test = f"if not {self.ex.cond(cond)}:"
            self.steps.append(None)
            try:
                self.guard_continue(self.ex.f(node, "body"))
                self.body(self.ex.f(node, "body"), depth + 1)
            finally:
                self.steps.pop()
            self.emit(depth + 1, test)
            self.emit(depth + 2, "break")
            return
        if t in ("for_in_statement", "enhanced_for_statement", "for_range_loop"):
            self.for_each(node, depth)
            return
        if t == "break_statement" and not node.named_children:
            if not self.steps:
                raise Untranslatable("break outside a loop")
            self.emit(depth, "break")
            return
        if t == "continue_statement" and not node.named_children:
            if not self.steps:
                raise Untranslatable("continue outside a loop")
            for line in self.steps[-1] or []:
                self.emit(depth, line)
            self.emit(depth, "continue")
            return
        raise Untranslatable(f"statement {t}")

    def function_value(self, node: Node) -> Node | None:
        """The function of ``const dfs = (i) => {…}`` (one declarator holding a function), else ``None``."""
        decls = [c for c in node.named_children if c.type == "variable_declarator"]
        if len(decls) != 1:
            return None
        value = decls[0].child_by_field_name("value")
        if value is not None and value.type in ("arrow_function", "function_expression", "function"):
            return value
        return None

    def nested(self, node: Node, depth: int) -> None:
        """A function inside a function: a nested ``def``, ``nonlocal`` for what it assigns outside."""
        ctx = self.ctx
        fn = self.function_value(node) if node.type != "function_declaration" else node
        if fn is None:
            raise Untranslatable("nested function")
        name_node = fn.child_by_field_name("name")
        if node.type != "function_declaration":
            decl = next(c for c in node.named_children if c.type == "variable_declarator")
            name_node = decl.child_by_field_name("name")
        if name_node is None or name_node.type != "identifier":
            raise Untranslatable("nested function")
        if self.steps:
            raise Untranslatable("a function defined inside a loop (its closure would differ)")
        name = ctx.text(name_node)
        params = self.param_names(fn)
        ctx.declare(name, "func")
        self.emit(depth, f"def {py(name)}({', '.join(py(p) for p in params)}):")
        ctx.scopes.append(dict.fromkeys(params))
        ctx.frames.append(len(ctx.scopes) - 1)
        ctx.nonlocals.append(set())
        saved_steps, self.steps = self.steps, []
        mark = len(self.out)
        try:
            body = self.ex.f(fn, "body")
            if body.type == "statement_block":
                for child in body.named_children:
                    self.stmt(child, depth + 1)
            else:
                self.emit(depth + 1, "return " + self.ex.ex(body)[0])
            outer = ctx.nonlocals[-1]
        finally:
            self.steps = saved_steps
            ctx.nonlocals.pop()
            ctx.frames.pop()
            ctx.scopes.pop()
        if outer:
            self.out.insert(mark, INDENT * (depth + 1) + f"nonlocal {', '.join(sorted(outer))}")
            self.src.insert(mark, self.row)
        if len(self.out) == mark:
            self.emit(depth + 1, "pass")

    def param_names(self, fn: Node) -> list[str]:
        params = fn.child_by_field_name("parameters")
        if params is None:
            single = fn.child_by_field_name("parameter")
            if single is None or single.type != "identifier":
                raise Untranslatable("parameters")
            return [self.ctx.text(single)]
        names: list[str] = []
        for param in params.named_children:
            p = param.child_by_field_name("pattern") or param if param.type == "required_parameter" else param
            if p.type != "identifier":
                raise Untranslatable(f"parameter {p.type}")
            names.append(self.ctx.text(p))
        return names

    def guard_continue(self, node: Node) -> None:
        """A ``continue`` in a ``do … while`` jumps to the test: refuse rather than skip it."""
        stack = [node]
        while stack:
            n = stack.pop()
            if n.type == "continue_statement":
                raise Untranslatable("continue inside do-while")
            if n.type not in ("for_statement", "while_statement", "do_statement", "for_in_statement"):
                stack.extend(n.named_children)

    def loop_body(self, node: Node, depth: int, step: list[str] | None) -> None:
        self.steps.append(step)
        try:
            self.body(self.ex.f(node, "body"), depth + 1)
        finally:
            self.steps.pop()
        for line in step or []:
            self.emit(depth + 1, line)

    def if_stmt(self, node: Node, depth: int, word: str) -> None:
        self.emit(depth, f"{word} {self.ex.cond(self.ex.f(node, 'condition'))}:")
        self.body(self.ex.f(node, "consequence"), depth + 1)
        alt = node.child_by_field_name("alternative")
        if alt is None:
            return
        if alt.type == "else_clause":
            inner = [c for c in alt.named_children if c.type not in COMMENT_NODES]
            if len(inner) != 1:
                raise Untranslatable("else")
            alt = inner[0]
        if alt.type == "if_statement":
            self.if_stmt(alt, depth, "elif")
            return
        self.emit(depth, "else:")
        self.body(alt, depth + 1)

    def freed(self, node: Node) -> str | None:
        """The variable of C's ``free(name)``; ``None`` for any other statement."""
        if self.ctx.language not in ("c", "cpp") or node.type != "call_expression":
            return None
        fn, args = node.child_by_field_name("function"), node.child_by_field_name("arguments")
        if fn is None or args is None or self.ctx.text(fn) != "free":
            return None
        named = [a for a in args.named_children if a.type not in COMMENT_NODES]
        return py(self.ctx.text(named[0])) if len(named) == 1 and named[0].type == "identifier" else None

    def ternary_steps(self, node: Node, depth: int) -> bool:
        """``a[i] < a[j] ? i++ : j--;``: a conditional kept for its branches' effects is an ``if``/``else``.

        Only when both branches are steps (``++``/``--``, an assignment, a call); a branch that is a
        plain value (``c ? 1 : 2;``) computes something and drops it, and stays as written
        (docs/pseudocode.md, "Conventions read since round 9 was opened").
        """
        if node.type not in ("ternary_expression", "conditional_expression"):
            return False
        branches = [_unwrapped(self.ex.f(node, name)) for name in ("consequence", "alternative")]
        if not all(b.type in _STEP_EXPRESSIONS for b in branches):
            return False
        self.emit(depth, f"if {self.ex.cond(self.ex.f(node, 'condition'))}:")
        self.expression(branches[0], depth + 1)
        self.emit(depth, "else:")
        self.expression(branches[1], depth + 1)
        return True

    def for_stmt(self, node: Node, depth: int) -> None:
        self.ctx.scopes.append({})
        try:
            if self.range_loop(node, depth):
                return
            init = node.child_by_field_name("initializer") or node.child_by_field_name("init")
            if init is not None:
                if len(node.children_by_field_name("init") or node.children_by_field_name("initializer")) > 1:
                    raise Untranslatable("several for initialisers")
                if init.type in _DECL:
                    self.declaration(init, depth)
                elif init.type == "expression_statement" or init.type.endswith("expression"):
                    self.expression(
                        init.named_children[0] if init.type == "expression_statement" else init, depth
                    )
            cond = node.child_by_field_name("condition")
            if cond is not None and cond.type == "expression_statement":
                cond = cond.named_children[0] if cond.named_children else None
            step_nodes = node.children_by_field_name("increment") or node.children_by_field_name("update")
            saved, saved_src = self.out, self.src
            self.out, self.src = [], []
            for s in step_nodes:
                if s.type == "sequence_expression":
                    raise Untranslatable("comma in a for step")
                self.expression(s, 0)
            step, self.out, self.src = self.out, saved, saved_src
            self.row = node.start_point.row + 1
            self.emit(depth, f"while {self.ex.cond(cond) if cond is not None else 'True'}:")
            self.loop_body(node, depth, step)
        finally:
            self.ctx.scopes.pop()

    def range_loop(self, node: Node, depth: int) -> bool:
        """``for (int i = a; i < b; i++)`` as ``for i in range(a, b)`` when provably the same loop.

        ``counting_loop`` checks the shape; here both ends must also be integers (a real start or
        bound would make ``range`` fail where the source loop runs).
        """
        ctx = self.ctx
        loop = counting_loop(node, ctx.text)
        if loop is None:
            return False
        declared = type_of(ctx, loop.declared_type) if ctx.typed else "int"
        a, ka = self.ex.ex(loop.start)
        b, kb = self.ex.ex(loop.bound)
        if declared != "int" or ka != "int" or kb != "int" or ":=" in a + b:
            return False
        a, b = bare(a), bare(b)
        end = {"<": b, "<=": plus(b, 1), ">": b, ">=": plus(b, -1)}[loop.op]
        ctx.declare(loop.name, "int")
        self.emit(depth, f"for {py(loop.name)} in range({a}, {end}{', -1' if loop.down else ''}):")
        self.loop_body(node, depth, None)
        return True

    def for_each(self, node: Node, depth: int) -> None:
        ctx = self.ctx
        if node.type == "for_in_statement":
            op = node.child_by_field_name("operator")
            if op is None or ctx.text(op) != "of":
                raise Untranslatable("for … in")
            left = self.ex.f(node, "left")
            right, kind = self.ex.ex(self.ex.f(node, "right"))
            element = None
        elif node.type == "enhanced_for_statement":
            left = self.ex.f(node, "name")
            right, kind = self.ex.ex(self.ex.f(node, "value"))
            element = type_of(ctx, node.child_by_field_name("type"))
        else:
            element = None
            if "auto" not in ctx.text(self.ex.f(node, "type")):
                element = type_of(ctx, node.child_by_field_name("type"))
            left = self.ex.f(node, "declarator")
            while left.type == "reference_declarator":
                left = left.named_children[0]
            right, kind = self.ex.ex(self.ex.f(node, "right"))
        if kind not in ("list", "str", "set", "map", None) or (ctx.typed and kind in ("map", None)):
            raise Untranslatable("for-each over this")
        if not ctx.typed and kind in ("map", "set", None):
            ctx.helpers.update({"_js_iter", "_JsSet"})  # a Map gives [key, value] pairs, a Set its keys
            right = f"_js_iter({right})"
        names = [left]
        if left.type == "array_pattern" and not ctx.typed:
            names = [c for c in left.named_children if c.type not in COMMENT_NODES]
        if any(n.type != "identifier" for n in names):
            raise Untranslatable("for-each with this pattern")
        self.ctx.scopes.append({})
        try:
            for n in names:
                ctx.declare(ctx.text(n), element or ("char" if kind == "str" and ctx.typed else None))
                if element is not None:  # `for (int[] p : pairs)`: `p[0]` is an int, as declared
                    ctx.elements[ctx.text(n)] = element_kinds(ctx, node.child_by_field_name("type"))
            self.emit(depth, f"for {', '.join(py(ctx.text(n)) for n in names)} in {right}:")
            self.loop_body(node, depth, None)
        finally:
            self.ctx.scopes.pop()
