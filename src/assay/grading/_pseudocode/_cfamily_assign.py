"""C-family declarations, assignments and expression statements to Python (docs/pseudocode.md,
"C-family front end").

:class:`AssignTr` holds what a statement reader writes into (the Python lines and the learner's row
each came from) and reads the statements that bind or change values: declarations with their types
(a C++ container declared without a value is constructed empty), element assignments with a checked
index, destructuring, ``++``/``+=`` as plain assignments, and calls kept for their effect.
:class:`assay.grading._pseudocode._cfamily_stmt.StmtTr` adds blocks and control flow on top.
"""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_call_parts import checked_index
from assay.grading._pseudocode._cfamily_context import (
    COMMENT_NODES,
    CONTAINERS,
    Ctx,
    T,
    Untranslatable,
    element_kinds,
    py,
    type_of,
)
from assay.grading._pseudocode._cfamily_expr import ExprTr
from assay.grading._pseudocode._cfamily_lib import element_target, library
from assay.grading._pseudocode._cfamily_new import braced
from assay.grading._pseudocode._cfamily_statement_calls import statement_call

__all__ = ["INDENT", "AssignTr"]

INDENT = "    "
_EMPTY = {
    "list": "[]",
    "stack": "[]",
    "map": "{}",
    "set": "set()",
    "queue": "collections.deque()",
    "deque": "collections.deque()",
    "str": "''",
}


class AssignTr:
    """Emit Python lines for the statements that bind or change values."""

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self.ex = ExprTr(ctx, library)
        self.out: list[str] = []
        self.src: list[int] = []
        self.row = 0
        self.steps: list[list[str] | None] = []

    def emit(self, depth: int, line: str) -> None:
        self.out.append(INDENT * depth + line)
        self.src.append(self.row)

    def declaration(self, node: Node, depth: int) -> None:
        ctx = self.ctx
        declared = type_of(ctx, node.child_by_field_name("type")) if ctx.typed else None
        if declared == "auto":
            declared = None
        decls = node.children_by_field_name("declarator") or [
            c for c in node.named_children if c.type == "variable_declarator"
        ]
        for decl in decls:
            kind = declared
            items: T = None
            value_node: Node | None = None
            name_node = decl
            if decl.type in ("variable_declarator", "init_declarator"):
                name_node = decl.child_by_field_name("name") or self.ex.f(decl, "declarator")
                value_node = decl.child_by_field_name("value")
            pointer = False
            while name_node.type in ("pointer_declarator", "reference_declarator"):
                pointer = pointer or name_node.type == "pointer_declarator"
                name_node = name_node.named_children[-1]
            if name_node.type == "array_pattern" and value_node is not None and not ctx.typed:
                self.unpack(name_node, value_node, depth, declare=True)
                continue
            if name_node.type != "identifier":
                raise Untranslatable("declaration of a pattern")
            name = ctx.text(name_node)
            if value_node is None and ctx.language == "cpp" and kind in _EMPTY:
                code = _EMPTY[kind]  # a C++ container declared without a value is constructed empty
                if kind in ("queue", "deque"):
                    ctx.imports.add("collections")
            elif value_node is None:
                code = "None"
            elif value_node.type == "argument_list":
                code = self.construct(kind, node, value_node)
            else:
                if value_node.type in ("arrow_function", "function_expression", "function"):
                    raise Untranslatable("function inside a function")
                if value_node.type == "initializer_list" and ctx.language in ("c", "cpp"):
                    # `TreeNode t{5}`, `int a{0}`, `vector<int> v = {1, 2}`: the declared type's constructor
                    code, vk = braced(self.ex, node.child_by_field_name("type"), value_node)
                else:
                    code, vk = self.ex.ex(value_node)
                code = self.copied(code, kind or vk, value_node, decl)
                if kind == "char" and vk == "int":
                    code = f"chr({code})"
                elif kind == "int" and vk == "char":
                    code = f"ord({code})"
                elif kind == "float" and vk == "int":
                    code = f"float({code})"
                elif kind == "int" and vk == "float":
                    raise Untranslatable("a real number stored in an integer")
                items = (
                    kind if pointer and vk == "list" and kind in ("int", "float", "bool", "char") else None
                )
                kind = "list" if items else kind or vk
            ctx.declare(name, kind)
            if ctx.typed and items:  # `int* ans = malloc(n * sizeof(int))`: an array of ints
                ctx.elements[name] = [items]
            elif ctx.typed:
                ctx.elements[name] = element_kinds(ctx, node.child_by_field_name("type"))
            self.emit(depth, f"{py(name)} = {code}")

    def element(self, node: Node, element: tuple[str, str, T, T], depth: int) -> None:
        """``a[i] = v``: JavaScript arrays grow to hold ``i``, objects take ``i`` as a string key.

        An index with a side effect (``a[k++] = v``) is computed first, as the source language
        does, and kept in a temporary: Python would evaluate ``v`` before the index.
        """
        ctx = self.ctx
        code, index, kind, ik = element
        if ":=" in index:
            temp = f"_at{len(self.out)}"
            self.emit(depth, f"{temp} = {index}")
            index = temp
        op_node = node.child_by_field_name("operator")
        op = op_node.type if op_node is not None else "="
        value, vk = self.ex.ex(self.ex.f(node, "right"))
        base = op[:-1]
        if op != "=" and base not in ("+", "-", "*"):
            raise Untranslatable(f"compound assignment {op} to an element")
        if ctx.typed:
            at = f"{code}[{checked_index(self.ex, index, ik) if kind == 'list' else index}]"
            if op != "=" and vk not in ("int", "float"):
                raise Untranslatable("compound assignment to an element of unknown type")
            if op != "=" and kind == "map":
                self.emit(depth, f"{at} = {code}.get({index}, 0) {base} {value}")
                return
            self.emit(depth, f"{at} {op} {value}")
            return
        ctx.helpers.update({"_js_set", "_js_at", "_js_str"})
        if op != "=":
            old = f"_js_at({code}, {index})"
            value = f"({old} {base} {value})" if base != "+" or vk != "str" else f"(_js_str({old}) + {value})"
        self.emit(depth, f"_js_set({code}, {index}, {value})")

    def unpack(self, pattern: Node, value: Node, depth: int, *, declare: bool) -> None:
        """``const [a, b] = p`` / ``[x[i], x[j]] = [x[j], x[i]]``: the right side first, then each target."""
        ctx = self.ctx
        targets = [c for c in pattern.named_children if c.type not in COMMENT_NODES]
        code, _ = self.ex.ex(value)
        temp = f"_pair{len(self.out)}"
        ctx.helpers.update({"_js_at", "_js_str"})
        self.emit(depth, f"{temp} = {code}")
        for k, target in enumerate(targets):
            item = f"_js_at({temp}, {k})"
            if declare:
                if target.type != "identifier":
                    raise Untranslatable("nested destructuring")
                ctx.declare(ctx.text(target), None)
                self.emit(depth, f"{py(ctx.text(target))} = {item}")
                continue
            element = element_target(self.ex, target)
            if element is not None:
                c, index, _kind, _ik = element
                if ":=" in index:
                    raise Untranslatable("a side effect inside a destructuring target")
                ctx.helpers.add("_js_set")
                self.emit(depth, f"_js_set({c}, {index}, {item})")
            elif target.type == "identifier":
                self.emit(depth, f"{self.ex.target(target)[0]} = {item}")
            else:
                raise Untranslatable("destructuring target")

    def bump_element(self, element: tuple[str, str, T, T], sign: str, depth: int) -> None:
        """``a[i]++`` / ``count[c - 'a']--`` / C++ ``m[k]++`` (a missing key counts from 0)."""
        code, index, kind, ik = element
        if ":=" in index:
            raise Untranslatable("++ of an element whose index has a side effect")
        if not self.ctx.typed:
            self.ctx.helpers.update({"_js_set", "_js_at", "_js_str"})
            self.emit(depth, f"_js_set({code}, {index}, _js_at({code}, {index}) {sign} 1)")
        elif kind == "map":
            self.emit(depth, f"{code}[{index}] = {code}.get({index}, 0) {sign} 1")
        else:
            self.emit(depth, f"{code}[{checked_index(self.ex, index, ik)}] {sign}= 1")

    def copied(self, code: str, kind: T, value: Node, decl: Node | None) -> str:
        """C++ copies a container it assigns (``vector<int> b = a;``); a reference (``auto& r``) does not."""
        if self.ctx.language != "cpp" or kind not in CONTAINERS:
            return code
        if decl is not None and any(c.type == "reference_declarator" for c in decl.named_children):
            return code
        if value.type in ("identifier", "subscript_expression", "field_expression"):
            self.ctx.imports.add("copy")
            return f"copy.deepcopy({code})"
        return code

    def construct(self, kind: T, node: Node, args: Node) -> str:
        """C++ ``vector<int> v(n, 0)``."""
        read = [self.ex.ex(c) for c in args.named_children]
        if any((k or "").startswith("iter:") for _, k in read):
            raise Untranslatable("a vector built from iterators")  # `vector<int> w(v.begin(), v.end())`
        a = [code for code, _ in read]
        if kind == "list" and len(a) == 2:
            return f"[{a[1]} for _ in range({a[0]})]"
        if kind == "list" and len(a) == 1:
            return f"[0] * {a[0]}"
        raise Untranslatable("constructor arguments")

    def expression(self, node: Node, depth: int) -> None:
        ctx = self.ctx
        t = node.type
        if t == "update_expression":
            arg = node.child_by_field_name("argument") or node.named_children[0]
            element = element_target(self.ex, arg)
            if element is not None:
                self.bump_element(element, "+" if "++" in ctx.text(node) else "-", depth)
                return
            target, kind = self.ex.target(arg)
            sign = "+" if "++" in ctx.text(node) else "-"
            if kind == "char":  # c++ on a char is the next character
                self.emit(depth, f"{target} = chr(ord({target}) {sign} 1)")
                return
            self.emit(depth, f"{target} {sign}= 1")
            return
        left = node.child_by_field_name("left")
        if (
            t == "assignment_expression"
            and left is not None
            and left.type == "array_pattern"
            and not ctx.typed
        ):
            self.unpack(left, self.ex.f(node, "right"), depth, declare=False)
            return
        if t in ("assignment_expression", "augmented_assignment_expression"):
            element = element_target(self.ex, self.ex.f(node, "left"))
            if element is not None:
                self.element(node, element, depth)
                return
        if t in ("assignment_expression", "augmented_assignment_expression"):
            target, kind = self.ex.target(self.ex.f(node, "left"))
            op_node = node.child_by_field_name("operator")
            op = op_node.type if op_node is not None else "="
            value, vk = self.ex.ex(self.ex.f(node, "right"))
            if op == "=":
                value = self.copied(value, kind or vk, self.ex.f(node, "right"), None)
                if kind == "char" and vk == "int":
                    value = f"chr({value})"
                elif kind == "int" and vk == "float":
                    raise Untranslatable("a real number stored in an integer")
                self.emit(depth, f"{target} = {value}")
                return
            base = op[:-1]
            if kind == "int" and vk != "int" and ctx.typed:
                raise Untranslatable("a compound assignment that narrows to an integer")
            if base in ("+", "-", "*") and not (kind == "str" or vk == "str" or kind == "char"):
                self.emit(depth, f"{target} {op} {value}")
                return
            if base == "+" and kind == "str":
                self.emit(depth, f"{target} += {self.ex.stringify(value, vk)}")
                return
            if base in ("/", "%") and kind == "int" and vk == "int":
                helper = "_cdiv" if base == "/" else "_cmod"
                ctx.helpers.add(helper)
                self.emit(depth, f"{target} = {helper}({target}, {value})")
                return
            raise Untranslatable(f"compound assignment {op}")
        call = statement_call(self.ex, node)
        if call is not None:
            self.emit(depth, call)
            return
        if t in ("call_expression", "method_invocation"):
            self.emit(depth, self.ex.ex(node)[0])
            return
        raise Untranslatable(f"statement expression {t}")
