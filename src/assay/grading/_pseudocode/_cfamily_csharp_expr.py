"""The C# reader's expressions: operators, members, object creation and library calls
(docs/pseudocode.md, "Go and C#")."""

from __future__ import annotations

import re

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_csharp_lib import (
    _CHAR_TESTS,
    _CONSTS,
    _FLOATS,
    _INTS,
    _NODES,
    _CSBase,
    _elem,
    _generic,
    _zero,
)
from assay.grading._pseudocode._cfamily_csharp_sort import sorted_by
from assay.grading._pseudocode._cfamily_reader import no, py_name


class _CSExpr(_CSBase):
    def cond(self, n: Node) -> str:
        code, t = self.ex(n)
        if t != "bool":
            raise no("a condition that is not a bool")
        return code

    def subscript(self, n: Node) -> tuple[str, str | None]:
        sub = n.child_by_field_name("subscript")
        if sub is None or len(sub.named_children) != 1:
            raise no("subscript")
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
                raise no("character escapes")
            return repr(body), "char"
        if kind == "string_literal":
            body = self.text(n)[1:-1]
            if "\\" in body or not self.text(n).startswith('"'):
                raise no("string escapes")
            return repr(body), "string"
        if kind == "parenthesized_expression":
            return self.parenthesized(n)
        if kind == "binary_expression":
            return self.binary(n)
        if kind == "prefix_unary_expression":
            op = self.text(n)[0]
            code, t = self.ex(n.named_children[0])
            if op == "!" and t == "bool":
                return f"(not {code})", "bool"
            if op == "-" and t in _INTS | _FLOATS:
                return f"(-{code})", t
            raise no("unary")
        if kind == "conditional_expression":
            cn = n.child_by_field_name("condition")
            an = n.child_by_field_name("consequence")
            bn = n.child_by_field_name("alternative")
            assert cn is not None and an is not None and bn is not None
            ac, at = self.ex(an)
            bc, bt = self.ex(bn)
            if at != bt and "null" not in (at, bt) and not {at, bt} <= _INTS:
                raise no("a ternary of two types")
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
                    raise no("index of another type")
                self.helpers.add("_nn")
                return f"{base}[_nn({idx})]", "char" if bt == "string" else _elem(bt)
            if g is not None and g[0] == "Dictionary":
                return f"{base}[{idx}]", g[1][1]  # a missing key throws, as KeyError does
            raise no("index of unknown type")
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
            raise no("cast")
        if kind == "object_creation_expression":
            return self.creation(n)
        if kind in ("array_creation_expression", "implicit_array_creation_expression"):
            return self.array(n)
        if kind == "invocation_expression":
            return self.invoke(n, statement=False)
        raise no(f"expression {kind}")

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
        raise no(f"member {name} of {bt}")

    def creation(self, n: Node) -> tuple[str, str | None]:
        t = self.cstype(n.child_by_field_name("type"))
        args_node = n.child_by_field_name("arguments")
        args = [a.named_children[0] for a in (args_node.named_children if args_node is not None else [])]
        if n.child_by_field_name("initializer") is not None:
            raise no("collection initialiser")
        g = _generic(t)
        if t in _NODES:
            codes = [self.ex(a)[0] for a in args]
            if len(codes) > len(_NODES[t]):
                raise no("node arguments")
            return f"{t}({', '.join(codes)})", t
        if g is None:
            raise no(f"new {t}")
        if args:
            if len(args) != 1 or g[0] not in ("List", "HashSet", "Queue"):
                raise no(f"new {t} with arguments")
            code, at = self.ex(args[0])
            if at in _INTS:
                source = ""  # a capacity: the collection starts empty
            elif _elem(at) != g[1][0]:
                raise no("a copy of another type")
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
                raise no("array literal of mixed types")
            return f"[{', '.join(c for c, _ in codes)}]", f"{elem}[]"
        if tnode is None:
            raise no("array")
        rank = tnode.child_by_field_name("rank")
        if rank is None or len(rank.named_children) != 1:
            raise no("array rank")
        elem = self.cstype(tnode.child_by_field_name("type"))
        size, st = self.ex(rank.named_children[0])
        if st not in _INTS:
            raise no("array size")
        return f"[{_zero(elem)}] * {size}", f"{elem}[]"

    def invoke(self, n: Node, *, statement: bool) -> tuple[str, str | None]:
        fn = n.child_by_field_name("function")
        args_node = n.child_by_field_name("arguments")
        assert fn is not None
        raw = args_node.named_children if args_node is not None else []
        if any(len(a.named_children) != 1 or self.text(a).startswith(("out", "ref")) for a in raw):
            raise no("out/ref arguments")
        args = [a.named_children[0] for a in raw]
        if fn.type == "identifier":
            name = self.text(fn)
            if name not in self.methods:
                raise no(f"call {name}")
            target = self.methods[name]
            if len(args) != len(target.params):
                raise no("argument count")
            passed = [self.convert(*self.ex(a), pt) for a, (_p, pt) in zip(args, target.params, strict=True)]
            called = self.method if name == self.main else py_name(name)
            return f"self.{called}({', '.join(passed)})", target.returns
        if fn.type != "member_access_expression":
            raise no("call")
        base_node = fn.child_by_field_name("expression")
        member = self.text(fn.child_by_field_name("name") or fn)
        assert base_node is not None
        whole = self.text(base_node)
        if member == "Sort" and args and args[-1].type == "lambda_expression" and statement:
            # `Array.Sort(a, (x, y) => …)`, `list.Sort((x, y) => …)`: by the learner's comparison
            items, it = self.ex(args[0] if whole == "Array" and len(args) == 2 else base_node)
            g = _generic(it or "")
            if len(args) != (2 if whole == "Array" else 1) or not (
                (it or "").endswith("[]") or (g is not None and g[0] == "List")
            ):
                raise no("Sort with a comparison")
            return sorted_by(self, self.ex, items, _elem(it), args[-1]), None
        codes = [self.ex(a) for a in args]
        if whole == "Math" and member in ("Max", "Min", "Abs") and codes:
            if not all(t in _INTS for _c, t in codes):
                raise no("Math on doubles (NaN)")
            return f"{member.lower()}({', '.join(c for c, _ in codes)})", "int"
        if whole == "Math" and member == "Sqrt" and len(codes) == 1:
            self.imports.add("math")
            return f"math.sqrt({codes[0][0]})", "double"
        if whole == "Array" and member == "Sort" and len(codes) == 1 and statement:
            if codes[0][1] not in ("int[]", "char[]"):
                raise no("Array.Sort of other items (C# compares strings by culture)")
            return f"{codes[0][0]}.sort()", None
        if whole == "char" and len(codes) == 1 and codes[0][1] == "char":
            if member in _CHAR_TESTS:
                return f"{codes[0][0]}.{_CHAR_TESTS[member]}()", "bool"
            if member in ("ToLower", "ToUpper"):
                return f"{codes[0][0]}.{member[2:].lower()}()", "char"
            raise no(f"char.{member}")
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
            raise no(f"string.{member}")
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
            raise no(f"List.{member}")
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
            raise no(f"Dictionary.{member}")
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
            raise no(f"HashSet.{member}")
        if kind == "Stack":
            if member == "Push" and one and statement:
                return f"{base}.append({codes[0][0]})", None
            if member == "Pop" and not codes:
                return f"{base}.pop()", elem
            if member == "Peek" and not codes:
                return f"{base}[-1]", elem
            raise no(f"Stack.{member}")
        if kind == "Queue":
            if member == "Enqueue" and one and statement:
                return f"{base}.append({codes[0][0]})", None
            if member == "Dequeue" and not codes:
                return f"{base}.popleft()", elem
            if member == "Peek" and not codes:
                return f"{base}[0]", elem
            raise no(f"Queue.{member}")
        raise no(f"call {member} on {bt}")
