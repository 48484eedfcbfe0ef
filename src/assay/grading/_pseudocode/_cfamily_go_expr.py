"""The Go reader's expressions: operators, literals, composite values and calls (docs/pseudocode.md,
"Go and C#")."""

from __future__ import annotations

import re

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_go_lib import (
    _CONSTS,
    _FIELDS,
    _FLOATS,
    _NODE_FIELDS,
    _elem,
    _GoBase,
    _is_int,
    _map_kv,
    _zero,
)
from assay.grading._pseudocode._cfamily_reader import no, py_name


class _GoExpr(_GoBase):
    def ex(self, n: Node) -> tuple[str, str | None]:
        kind = n.type
        if kind == "identifier":
            name = self.text(n)
            return py_name(name), self.lookup(name)
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
                raise no("string escapes")
            return repr(body), "string"
        if kind == "rune_literal":
            body = self.text(n)[1:-1]
            if len(body) != 1:
                raise no("rune escapes")
            return str(ord(body)), "untyped-int"
        if kind in ("true", "false"):
            return ("True" if kind == "true" else "False"), "bool"
        if kind == "nil":
            return "None", "nil"
        if kind == "parenthesized_expression":
            return self.parenthesized(n)
        if kind == "binary_expression":
            return self.binary(n)
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
            raise no(f"unary {op}")
        if kind == "selector_expression":
            operand = n.child_by_field_name("operand")
            fld = self.text(n.child_by_field_name("field") or n)
            assert operand is not None
            if operand.type == "identifier" and self.text(operand) == "math" and fld in _CONSTS:
                return _CONSTS[fld]
            code, t = self.ex(operand)
            if t in _NODE_FIELDS and fld in _NODE_FIELDS[t]:
                return f"{code}.{_FIELDS[fld]}", ("int" if fld == "Val" else t)
            raise no(f"field {fld}")
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
                    raise no("index of unknown type")
                if index.type == "int_literal":
                    return f"{base}[{idx}]", _elem(bt)
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", _elem(bt)
            kv = _map_kv(bt)
            if kv is not None:
                return f"{base}.get({idx}, {_zero(kv[1])})", kv[1]
            raise no("index of unknown type")
        if kind == "slice_expression":
            operand = n.child_by_field_name("operand")
            assert operand is not None
            base, bt = self.ex(operand)
            if bt != "string":
                if bt is None or not bt.startswith("[]"):
                    raise no("slice of unknown type")
                self.sliced = True
            if any(c.type == ":" for c in n.children) and self.text(n).count(":") > 1:
                raise no("three-index slice")
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
        raise no(f"expression {kind}")

    def node_literal(self, lit: Node) -> tuple[str, str]:
        t = "*" + self.text(lit.child_by_field_name("type") or lit)
        if t not in _NODE_FIELDS:
            raise no(f"struct {t}")
        body = lit.child_by_field_name("body")
        values: dict[str, str] = {}
        for el in body.named_children if body is not None else []:
            if el.type != "keyed_element":
                raise no("struct literal without field names")
            key_el, val_el = el.named_children[0], el.named_children[-1]
            key = self.text(key_el)
            if key not in _NODE_FIELDS[t] or key in values:
                raise no(f"field {key}")
            inner = val_el.named_children[0] if val_el.type == "literal_element" else val_el
            values[key] = self.ex(inner)[0]
        args = ", ".join(f"{_FIELDS[k]}={v}" for k, v in values.items())
        return f"{t[1:]}({args})", t

    def composite(self, n: Node) -> tuple[str, str | None]:
        t = self.gotype(n.child_by_field_name("type"))
        body = n.child_by_field_name("body")
        if t.startswith("[]"):
            return self.slice_literal(body, t), t
        elements = [c for c in (body.named_children if body is not None else []) if c.type != "comment"]
        if t.startswith("map["):
            pairs = []
            for el in elements:
                if el.type != "keyed_element":
                    raise no("map literal")
                k = el.named_children[0]
                v = el.named_children[-1]
                kc = self.ex(k.named_children[0] if k.type == "literal_element" else k)[0]
                vc = self.ex(v.named_children[0] if v.type == "literal_element" else v)[0]
                pairs.append(f"{kc}: {vc}")
            return "{" + ", ".join(pairs) + "}", t
        raise no(f"literal of {t}")

    def slice_literal(self, body: Node | None, t: str) -> str:
        """``[]int{1, 2}``; an inner literal may leave out its type, which is the slice's element
        type (``[][]int{{1, 0}, {0, 1}}``, as Go allows)."""
        items = []
        for el in body.named_children if body is not None else []:
            if el.type == "comment":
                continue
            if el.type != "literal_element":
                raise no("keyed slice literal")
            inner = el.named_children[0]
            if inner.type == "literal_value":
                if not t.startswith("[][]"):
                    raise no("nested literal without its type")
                items.append(self.slice_literal(inner, t[2:]))
                continue
            code, it = self.ex(inner)
            self.check_alias(inner, it)
            items.append(code)
        return f"[{', '.join(items)}]"

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
                    raise no("append of another type")
                return f"[*{a}, *{b}]", at  # `append([]int{}, path...)` is a fresh copy
            raise no("spread arguments")
        if fn == "make":
            t = self.gotype(args[0])
            if t.startswith("map["):
                return "{}", t
            if t.startswith("[]") and len(args) in (2, 3):
                size, st = self.ex(args[1])
                if not _is_int(st):
                    raise no("make of unknown size")
                elem = _elem(t)
                zero = "[]" if (elem or "").startswith("[]") else _zero(elem)
                if zero == "[]":
                    return f"[[] for _ in range({size})]", t  # nil slices, each its own
                return f"[{zero}] * {size}", t
            raise no("make")
        if fn == "len" and len(args) == 1:
            a, at = self.ex(args[0])
            if at == "string":
                self.helpers.add("_go_len")
                return f"_go_len({a})", "int"
            if at is not None and (at.startswith("[]") or at.startswith("map[")):
                return f"len({a})", "int"
            raise no("len of unknown type")
        if fn in ("min", "max") and args:
            typed = [self.ex(a) for a in args]
            kinds = {t for _c, t in typed}
            if not all(_is_int(t) for t in kinds) and not kinds <= _FLOATS | {"untyped-float", "untyped-int"}:
                raise no(f"{fn} of mixed types")
            kind = next((t for t in kinds if t not in ("untyped-int", "untyped-float")), typed[0][1])
            return f"{fn}({', '.join(c for c, _ in typed)})", kind
        if fn in ("int", "int64", "int32") and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at):
                return a, "int"
            if at in _FLOATS:
                return f"int({a})", "int"  # Go truncates toward zero, as int() does
            raise no("conversion")
        if fn == "float64" and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at) or at in _FLOATS or at == "untyped-float":
                return f"float({a})", "float64"
            raise no("conversion")
        if fn == "string" and len(args) == 1:
            a, at = self.ex(args[0])
            if at in ("byte", "rune", "untyped-int"):
                return f"chr({a})", "string"
            raise no("string() of a non-character")
        if fn in ("byte", "rune") and len(args) == 1:
            a, at = self.ex(args[0])
            if _is_int(at):
                return a, fn
            raise no("conversion")
        if fn in ("math.Abs", "math.Sqrt", "math.Max", "math.Min") and args:
            codes = [self.ex(a) for a in args]
            if not all(t in _FLOATS or t in ("untyped-float", "untyped-int") for _c, t in codes):
                raise no(f"{fn} of a non-float")
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
                raise no("argument count")
            passed: list[str] = []
            for arg, (_p, pt) in zip(args, target.params, strict=True):
                if pt.startswith("[]") and arg.type == "slice_expression":
                    raise no("a slice view passed to a function (it shares its array)")
                passed.append(self.ex(arg)[0])
            name = self.method if fn == self.funcs_main else fn
            results = target.results
            return f"self.{py_name(name)}({', '.join(passed)})", (results[0] if len(results) == 1 else None)
        raise no(f"call {fn}")
