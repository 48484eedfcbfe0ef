"""C-family expressions to Python, keeping the source language's meaning (docs/pseudocode.md).

Every translated expression comes back fully parenthesised with a coarse type (``int``, ``float``,
``num`` for JavaScript's one number type, ``str``, ``char``, ``bool``, ``list``, ``map``, ``set``,
``deque``, ``node``...; ``None`` when unknown). The type decides what C's ``/`` means (an integer
quotient toward zero, or a real one) and when a character takes part in arithmetic. Anything not
read with certainty raises :class:`Untranslatable`: the whole answer then goes to the line rules instead.
"""

from __future__ import annotations

from collections.abc import Callable

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, Ctx, T, Untranslatable, py, type_of
from assay.grading._pseudocode._cfamily_creturn import allocation, return_size_target

__all__ = ["ExprTr"]

_NUMBER = {
    "number",
    "decimal_integer_literal",
    "decimal_floating_point_literal",
    "hex_integer_literal",
    "number_literal",
}
_STRING = {"string", "string_literal"}
_CHAR = {"character_literal", "char_literal"}
_NULL = {"null", "undefined", "null_literal", "nullptr"}
# `nul`, `nulll`, `Null`, `nulptr`: the null literal typed with a letter dropped or doubled, or a capital
# first; read only where the answer declares no such name (docs/pseudocode.md, round 13's conventions).
# C's `NUL` (the character '\0') is not among them.
_MISSPELT_NULL = frozenset(
    {w[:k] + w[k + 1 :] for w in ("null", "nullptr") for k in range(len(w))}
    | {w[:k] + w[k] + w[k:] for w in ("null", "nullptr") for k in range(len(w))}
    | {"Null", "Nullptr"}
) - {"null", "nullptr"}
_PAREN = {"parenthesized_expression", "condition_clause"}
_COMPARE = {"<", "<=", ">", ">=", "==", "!=", "===", "!=="}


class ExprTr:
    """Translate expressions under a :class:`Ctx`.

    ``library`` reads what is not an operator (names of members, calls, ``new``, literals of
    containers); it lives in ``_cfamily_lib``, which needs this class, so it is passed in.
    """

    def __init__(self, ctx: Ctx, library: Callable[[ExprTr, Node], tuple[str, T]]) -> None:
        self.ctx = ctx
        self.library = library

    def f(self, node: Node, name: str) -> Node:
        child = node.child_by_field_name(name)
        if child is None:
            raise Untranslatable(f"{node.type} without {name}")
        return child

    def ex(self, node: Node) -> tuple[str, T]:
        t = node.type
        ctx = self.ctx
        if t in _PAREN:
            inner = [c for c in node.named_children if c.type not in COMMENT_NODES]
            if len(inner) != 1:
                raise Untranslatable("comma expression")
            return self.ex(inner[0])
        if t == "identifier":
            return self.name(ctx.text(node))
        if t in _NUMBER:
            return self.number(ctx.text(node))
        if t in _STRING:
            return self.string(node), "str"
        if t in _CHAR:
            return repr(eval_char(ctx.text(node))), "char"
        if t in ("true", "false"):
            return ("True" if t == "true" else "False"), "bool"
        if t in _NULL or (t == "identifier" and ctx.text(node) == "NULL"):
            return "None", None
        if t == "template_string":
            return self.template(node), "str"
        if t == "binary_expression":
            return self.binary(node)
        if t == "unary_expression":
            return self.unary(node)
        if t in ("ternary_expression", "conditional_expression"):
            cond = self.cond(self.f(node, "condition"))
            a, ta = self.ex(self.f(node, "consequence"))
            b, tb = self.ex(self.f(node, "alternative"))
            return f"({a} if {cond} else {b})", ta if ta == tb else (ta or tb)
        if t == "update_expression":
            return self.update_value(node)
        if t in ("assignment_expression", "augmented_assignment_expression"):
            return self.assign_value(node)
        allocated = allocation(ctx, node, self.ex) if t in ("cast_expression", "call_expression") else None
        if allocated is not None:
            return allocated
        if t == "cast_expression":
            return self.cast(node)
        return self.library(self, node)

    def name(self, name: str) -> tuple[str, T]:
        ctx = self.ctx
        if name == "NULL":
            return "None", None
        if name == "undefined":
            return "None", None
        if name in ("INT_MAX", "INT_MIN"):
            return ("2147483647" if name == "INT_MAX" else "(-2147483648)"), "int"
        if name == "Infinity":
            return "float('inf')", "num"
        if not ctx.known(name):
            if name in ctx.methods:
                return f"self.{ctx.methods[name]}", "func"
            if name in _MISSPELT_NULL:
                return "None", None  # no program declares it: the learner's null with a slip
            raise Untranslatable(f"`{name}` is not declared")
        return py(name), ctx.lookup(name)

    def number(self, raw: str) -> tuple[str, T]:
        text = raw.rstrip("lLuUfF") if not raw.lower().startswith("0x") else raw.rstrip("lLuU")
        if len(text) > 1 and text[0] == "0" and text.isdigit():
            raise Untranslatable(f"octal number {raw}")
        try:
            value = int(text, 0)
        except ValueError:
            try:
                value_f = float(text)
            except ValueError as exc:
                raise Untranslatable(f"number {raw}") from exc
            if raw[-1:] in "fF" and not self.ctx.typed:
                raise Untranslatable(f"number {raw}") from None
            return repr(value_f), "float" if self.ctx.typed else "num"
        return str(value), "int"

    def string(self, node: Node) -> str:
        raw = self.ctx.text(node)
        if raw[:1] not in "\"'" or "\\u" in raw or "\\x" in raw:
            raise Untranslatable("string literal")
        return raw

    def template(self, node: Node) -> str:
        parts: list[str] = []
        for child in node.named_children:
            if child.type == "string_fragment":
                parts.append(repr(self.ctx.text(child)))
            elif child.type == "template_substitution":
                inner = child.named_children
                if len(inner) != 1:
                    raise Untranslatable("template substitution")
                self.ctx.helpers.add("_js_str")
                parts.append(f"_js_str({self.ex(inner[0])[0]})")
            else:
                raise Untranslatable(f"template part {child.type}")
        return "(" + " + ".join(parts or ["''"]) + ")"

    def cond(self, node: Node) -> str:
        """An expression used as a condition, with the source language's idea of truth."""
        code, kind = self.ex(node)
        if kind == "bool":
            return code
        if kind in ("int", "float", "num", "node") or (kind == "str" and not self.ctx.typed):
            return code
        self.ctx.helpers.add("_truthy")
        return f"_truthy({code})"

    def arith(self, code: str, kind: T) -> tuple[str, T]:
        """A character in arithmetic is its code (``c - 'a'``)."""
        if kind == "char":
            return f"ord({code})", "int"
        return code, kind

    def binary(self, node: Node) -> tuple[str, T]:
        op = self.f(node, "operator").type
        if op in ("&&", "||") and self.ctx.typed:
            a = self.cond(self.f(node, "left"))
            b = self.cond(self.f(node, "right"))
            return f"({a} {'and' if op == '&&' else 'or'} {b})", "bool"
        left, tl = self.ex(self.f(node, "left"))
        right, tr = self.ex(self.f(node, "right"))
        if op == "??" and not self.ctx.typed:
            if ":=" in right:
                raise Untranslatable("an assignment on the right of ??")
            # only undefined and null (both None here) give way to the right side; 0 and "" do not
            self.ctx.helpers.add("_js_nullish")
            return f"_js_nullish({left}, lambda: {right})", tl if tl == tr else None
        if op in ("&&", "||"):
            if tl == tr == "bool":
                return f"({left} {'and' if op == '&&' else 'or'} {right})", "bool"
            if ":=" in right:
                raise Untranslatable("an assignment on the right of && or ||")
            # JavaScript's && and || give one of their operands, tested by JavaScript's truth
            helper = "_js_and" if op == "&&" else "_js_or"
            self.ctx.helpers.update({helper, "_truthy"})
            return f"{helper}({left}, lambda: {right})", tl if tl == tr else None
        if op == "in" and not self.ctx.typed:
            if tr != "map_obj":
                # `i in array` tests an index and `k in map` a Map's own properties, not its keys
                raise Untranslatable("`in` on anything but an object literal")
            self.ctx.helpers.add("_js_at")  # brings _js_key: an object's keys are strings
            return f"(_js_key({left}) in {right})", "bool"
        if op in _COMPARE:
            pyop = {"===": "==", "!==": "!="}.get(op, op)
            if not self.ctx.typed and op in ("==", "!=") and {tl, tr} & {"str"} and {tl, tr} & {"int", "num"}:
                raise Untranslatable("JavaScript's loose == between a string and a number converts")
            java_refs = tl in ("str", None) or tr in ("str", None)
            if (
                self.ctx.language == "java"
                and op in ("==", "!=")
                and "None" not in (left, right)
                and java_refs
            ):
                raise Untranslatable("== between Java objects compares references")
            if (tl == "char" and tr not in ("char", "str", None)) or (
                tr == "char" and tl not in ("char", "str", None)
            ):
                left, tl = self.arith(left, tl)
                right, tr = self.arith(right, tr)
            if op in ("==", "!=") and not self.ctx.typed and {tl, tr} & {"list", "map", "set"}:
                pyop = "is" if op == "==" else "is not"
            return f"({left} {pyop} {right})", "bool"
        if op == "+" and (tl == "str" or tr == "str"):
            return f"({self.stringify(left, tl)} + {self.stringify(right, tr)})", "str"
        left, tl = self.arith(left, tl)
        right, tr = self.arith(right, tr)
        if op in ("+", "-", "*"):
            return f"({left} {op} {right})", self.numeric(tl, tr)
        if op == "/" and not self.ctx.typed:
            return f"({left} / {right})", "num"
        if op == "/":
            kind = self.numeric(tl, tr)
            if kind == "int":
                self.ctx.helpers.add("_cdiv")
                return f"_cdiv({left}, {right})", "int"
            if kind in ("float", "num"):
                return f"({left} / {right})", kind
            raise Untranslatable("division of operands of unknown type")
        if op == "%":
            self.ctx.helpers.add("_cmod")
            return f"_cmod({left}, {right})", self.numeric(tl, tr)
        if op in ("<<", ">>", ">>>", "&", "|", "^") and not self.ctx.typed:
            if tl not in ("int", "num") or tr not in ("int", "num"):
                raise Untranslatable("bit operation on values not known to be numbers")
            # JavaScript works on 32-bit integers: (lo + hi) >> 1, x | 0
            self.ctx.helpers.add("_js_bit")
            return f"_js_bit({left}, {right}, {op!r})", "int"
        if op in ("<<", ">>", "&", "|", "^"):
            if self.numeric(tl, tr) != "int":
                raise Untranslatable("bit operation on values not known to be integers")
            return f"({left} {op} {right})", "int"
        raise Untranslatable(f"operator {op}")

    def numeric(self, a: T, b: T) -> T:
        if not self.ctx.typed:
            if a in ("num", "int") and b in ("num", "int"):
                return "int" if a == b == "int" else "num"
            return None
        if a == "int" and b == "int":
            return "int"
        if {a, b} <= {"int", "float"}:
            return "float"
        return None

    def stringify(self, code: str, kind: T) -> str:
        if kind == "str":
            return code
        if kind == "char":
            return code
        if self.ctx.typed and kind == "int":
            return f"str({code})"
        self.ctx.helpers.add("_js_str")
        return f"_js_str({code})"

    def unary(self, node: Node) -> tuple[str, T]:
        op = self.f(node, "operator").type
        arg = node.child_by_field_name("argument") or node.child_by_field_name("operand")
        if arg is None:
            raise Untranslatable("unary without operand")
        if op == "!":
            return f"(not {self.cond(arg)})", "bool"
        code, kind = self.arith(*self.ex(arg))
        if op == "-":
            return f"(-{code})", kind
        if op == "+":
            return code, kind
        if op == "~" and kind == "int":
            return f"(~{code})", kind
        raise Untranslatable(f"unary {op}")

    def cast(self, node: Node) -> tuple[str, T]:
        kind = type_of(self.ctx, self.f(node, "type"))
        code, tk = self.ex(self.f(node, "value"))
        if kind == "int" and tk == "float":
            return f"int({code})", "int"
        if kind == "int" and tk == "char":
            return f"ord({code})", "int"
        if kind == "float" and tk == "int":
            return f"float({code})", "float"
        if kind == "char" and tk == "int":
            return f"chr({code})", "char"
        if kind == tk:
            return code, kind
        raise Untranslatable("cast")

    def target(self, node: Node) -> tuple[str, T]:
        """The left side of an assignment (a name, an element, a field)."""
        if node.type == "identifier":
            name = self.ctx.text(node)
            if not self.ctx.known(name):
                raise Untranslatable(f"assignment to undeclared `{name}`")
            self.ctx.assigned(name)
            return py(name), self.ctx.lookup(name)
        if node.type in (
            "subscript_expression",
            "array_access",
            "member_expression",
            "field_access",
            "field_expression",
        ):
            code, kind = self.library(self, node)
            if code.startswith("len("):
                raise Untranslatable("assignment to a length")
            return code, kind
        counted = return_size_target(self.ctx, node)
        if counted is not None:
            return counted
        if node.type == "pointer_expression":  # `*it = x` on a vector's iterator (_cfamily_iterators)
            return self.library(self, node)
        raise Untranslatable(f"assignment target {node.type}")

    def update_value(self, node: Node) -> tuple[str, T]:
        """``i++`` inside an expression: its old value, with the increment done in order."""
        arg = node.child_by_field_name("argument") or node.named_children[0]
        if arg.type != "identifier":
            raise Untranslatable("++ on something other than a variable, inside an expression")
        name, kind = self.target(arg)
        op = "+" if "++" in self.ctx.text(node) else "-"
        prefix = node.children[0].type in ("++", "--")
        new = f"({name} := {name} {op} 1)"
        if prefix:
            return new, kind
        back = "-" if op == "+" else "+"
        return f"({new} {back} 1)", kind

    def assign_value(self, node: Node) -> tuple[str, T]:
        left = self.f(node, "left")
        if left.type != "identifier":
            raise Untranslatable("assignment inside an expression to something other than a variable")
        name, kind = self.target(left)
        op_node = node.child_by_field_name("operator")
        op = op_node.type if op_node is not None else "="
        value, vk = self.ex(self.f(node, "right"))
        if op != "=":
            raise Untranslatable("compound assignment inside an expression")
        return f"({name} := {value})", vk or kind


def eval_char(raw: str) -> str:
    """The character a C/Java character literal stands for."""
    body = raw[1:-1]
    escapes = {"\\n": "\n", "\\t": "\t", "\\0": "\0", "\\\\": "\\", "\\'": "'", '\\"': '"'}
    if body in escapes:
        return escapes[body]
    if len(body) != 1:
        raise Untranslatable(f"character literal {raw}")
    return body
