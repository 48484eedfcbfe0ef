"""Library calls of the C family read as Python's own (docs/pseudocode.md, "C-family front end").

JavaScript arrays, ``Map``, ``Set`` and strings; Java collections, ``Math`` and ``Integer``; C++
containers and ``max``/``min``; ``ListNode``/``TreeNode`` with ``.``/``->``. Each mapping mirrors the
line rules' decision for the same call. A call not in these tables is refused, never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_call_parts import CALL, MEMBER, arguments, callee, checked_index, item
from assay.grading._pseudocode._cfamily_comparators import java_call
from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, T, Untranslatable, py
from assay.grading._pseudocode._cfamily_iterators import dereference, iterator_call
from assay.grading._pseudocode._cfamily_java_list import java_remove
from assay.grading._pseudocode._cfamily_methods import method
from assay.grading._pseudocode._cfamily_new import braced, new_array, new_object

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["element_target", "lambda_of", "library"]

_SUBSCRIPT = {"subscript_expression", "array_access"}
_LENGTH = {"length", "size", "Length", "Count"}
_MATH = {"max": "max", "min": "min", "abs": "abs"}


def library(tr: ExprTr, node: Node) -> tuple[str, T]:
    """Member reads, subscripts, calls, ``new`` and literals of arrays."""
    t = node.type
    ctx = tr.ctx
    if t == "pointer_expression":  # `*it` on a vector's iterator (a position)
        return dereference(tr, node)
    if t in MEMBER:
        obj = node.child_by_field_name("object") or node.child_by_field_name("argument")
        prop = node.child_by_field_name("property") or node.child_by_field_name("field")
        if obj is None or prop is None:
            raise Untranslatable("member")
        field = ctx.text(prop)
        if obj.type == "identifier" and ctx.text(obj) == "Integer" and field in ("MAX_VALUE", "MIN_VALUE"):
            return ("2147483647" if field == "MAX_VALUE" else "(-2147483648)"), "int"
        if (
            obj.type == "identifier"
            and ctx.text(obj) == "Number"
            and field
            in (
                "MAX_SAFE_INTEGER",
                "MIN_SAFE_INTEGER",
            )
        ):
            return ("9007199254740991" if field.startswith("MAX") else "(-9007199254740991)"), "num"
        code, kind = tr.ex(obj)
        if (
            field in ("length", "size")
            and t != "field_expression"
            and kind in ("list", "str", "map", "set", None)
        ):
            if field == "size" and kind not in ("map", "set"):
                raise Untranslatable(".size on something not known to be a Map or Set")
            if kind is None and field == "length" and not ctx.typed:
                return f"len({code})", "int"
            if kind is None:
                raise Untranslatable("length of something of unknown type")
            return f"len({code})", "int"
        if field in ("val", "next", "left", "right") and kind in ("node", None):
            return f"{code}.{field}", ("node" if field != "val" else ("int" if ctx.typed else "num"))
        raise Untranslatable(f"member .{field}")
    if t in _SUBSCRIPT:
        obj, idx = _subscript_parts(node)
        code, kind = tr.ex(obj)
        index, ik = tr.ex(idx)
        if not ctx.typed:
            if kind in ("map", "set"):
                raise Untranslatable("a Map or Set read with brackets")
            # JavaScript reads past the end (or from a map-like object) as undefined, never an error
            ctx.helpers.update({"_js_at", "_js_str"})
            return f"_js_at({code}, {index})", "str" if kind == "str" else None
        if kind == "str":
            return f"{code}[{checked_index(tr, index, ik)}]", "char"
        if kind == "list":
            return f"{code}[{checked_index(tr, index, ik)}]", _element(tr, obj)
        if kind == "map" and ctx.language == "cpp":
            # reading m[k] inserts a zero value for a missing key, as C++ does
            value = _element(tr, obj)
            zero = {"int": "0", "float": "0.0", "bool": "False", "str": "''", "list": "[]"}.get(value or "")
            if zero is None or ":=" in index:
                raise Untranslatable("map read of a value kind with no known zero")
            return f"{code}.setdefault({index}, {zero})", value
        raise Untranslatable("subscript of something of unknown type")
    if t in CALL:
        return _call(tr, node)
    if t == "compound_literal_expression":  # C++ `ListNode{1}`, `vector<int>{1, 2}`
        return braced(tr, node.child_by_field_name("type"), tr.f(node, "value"))
    if t in ("array", "initializer_list", "array_initializer"):
        items = [item(tr, c) for c in node.named_children if c.type not in COMMENT_NODES]
        return "[" + ", ".join(items) + "]", "list"
    if t == "object" and not ctx.typed:
        return _object(tr, node), "map_obj"
    if t in ("as_expression", "satisfies_expression"):
        return tr.ex(node.named_children[0])
    if t in {"arrow_function", "function_expression"}:
        return lambda_of(tr, node), "func"
    if t in ("new_expression", "object_creation_expression"):
        return new_object(tr, node)
    if t == "array_creation_expression":
        return new_array(tr, node)
    raise Untranslatable(f"expression {t}")


def _subscript_parts(node: Node) -> tuple[Node, Node]:
    """The container and the index of ``a[i]`` as each grammar names them (tree-sitter-cpp wraps the
    index in a ``subscript_argument_list``, which may hold several: refused)."""
    obj = (
        node.child_by_field_name("object")
        or node.child_by_field_name("array")
        or node.child_by_field_name("argument")
    )
    idx = node.child_by_field_name("index") or node.child_by_field_name("indices")
    if obj is None or idx is None:
        raise Untranslatable("subscript")
    if idx.type == "subscript_argument_list":
        if len(idx.named_children) != 1:
            raise Untranslatable("subscript list")
        idx = idx.named_children[0]
    return obj, idx


def element_target(tr: ExprTr, node: Node) -> tuple[str, str, T, T] | None:
    """``(container, index, container kind, index kind)`` of ``a[i] = …``; ``None`` for other targets."""
    if node.type not in _SUBSCRIPT:
        return None
    obj, idx = _subscript_parts(node)
    code, kind = tr.ex(obj)
    index, ik = tr.ex(idx)
    if ":=" in code:
        raise Untranslatable("an assignment inside the container of an assignment")
    if tr.ctx.typed and kind not in ("list",) and not (kind == "map" and tr.ctx.language == "cpp"):
        raise Untranslatable("element assignment to something of unknown type")
    return code, index, kind, ik


def _element(tr: ExprTr, obj: Node) -> T:
    """The kind of ``obj[i]`` from the declaration of the array ``obj`` indexes (``grid[r][c]``)."""
    depth = 1
    while obj.type in _SUBSCRIPT:
        inner = obj.child_by_field_name("object") or obj.child_by_field_name("array")
        inner = inner or obj.child_by_field_name("argument")
        if inner is None:
            return None
        obj, depth = inner, depth + 1
    if obj.type != "identifier":
        return None
    chain = tr.ctx.elements.get(tr.ctx.text(obj), [])
    return chain[depth - 1] if depth <= len(chain) else None


def _object(tr: ExprTr, node: Node) -> str:
    """A JavaScript object literal: a dict whose keys are strings, as JavaScript's are."""
    items: list[str] = []
    for pair in node.named_children:
        if pair.type in COMMENT_NODES:
            continue
        if pair.type != "pair":
            raise Untranslatable(f"object member {pair.type}")
        key = tr.f(pair, "key")
        if key.type == "property_identifier":
            k = repr(tr.ctx.text(key))
        elif key.type == "string":
            k = tr.string(key)
        elif key.type == "number":
            tr.ctx.helpers.update({"_js_at", "_js_str"})
            k = f"_js_key({tr.number(tr.ctx.text(key))[0]})"
        else:
            raise Untranslatable("computed object key")
        items.append(f"{k}: {tr.ex(tr.f(pair, 'value'))[0]}")
    return "{" + ", ".join(items) + "}"


def lambda_of(tr: ExprTr, node: Node) -> str:
    """An arrow function passed as a value (a comparator): a ``lambda`` of one expression."""
    params = node.child_by_field_name("parameters")
    single = node.child_by_field_name("parameter")
    names = [tr.ctx.text(single)] if single is not None else []
    unpacked: list[tuple[str, list[str]]] = []  # `([k, v]) => v`: a parameter destructured
    for param in params.named_children if params is not None else []:
        p = param.child_by_field_name("pattern") or param if param.type == "required_parameter" else param
        if p.type == "array_pattern" and not tr.ctx.typed:
            parts = [c for c in p.named_children if c.type not in COMMENT_NODES]
            if not parts or any(c.type != "identifier" for c in parts):
                raise Untranslatable("arrow function parameter")
            unpacked.append((f"_arg{len(names)}", [tr.ctx.text(c) for c in parts]))
            names.append(unpacked[-1][0])
            continue
        if p.type != "identifier":
            raise Untranslatable("arrow function parameter")
        names.append(tr.ctx.text(p))
    body = tr.f(node, "body")
    if body.type == "statement_block":
        stmts = [c for c in body.named_children if c.type not in COMMENT_NODES]
        if len(stmts) != 1 or stmts[0].type != "return_statement" or len(stmts[0].named_children) != 1:
            raise Untranslatable("arrow function with statements, passed as a value")
        body = stmts[0].named_children[0]
    inner = [n for _, parts in unpacked for n in parts]
    tr.ctx.scopes.append(dict.fromkeys([*names, *inner]))
    try:
        code, _ = tr.ex(body)
    finally:
        tr.ctx.scopes.pop()
    if ":=" in code:
        raise Untranslatable("assignment inside an arrow function")
    if unpacked:
        # JavaScript reads a missing item as `undefined`, never an error: `_js_at`, as for `a[i]`
        tr.ctx.helpers.update({"_js_at", "_js_str"})
        reads = [f"_js_at({arg}, {k})" for arg, parts in unpacked for k in range(len(parts))]
        code = f"(lambda {', '.join(py(n) for n in inner)}: {code})({', '.join(reads)})"
    temps = {arg for arg, _ in unpacked}
    return f"(lambda {', '.join(n if n in temps else py(n) for n in names)}: {code})"


_ELEMENT_METHODS = {"get", "getOrDefault", "peek", "pop", "poll", "top", "front", "back", "remove"}
_ELEMENT_METHODS |= {"getFirst", "getLast", "peekFirst", "peekLast", "pollFirst", "pollLast", "removeFirst"}
_CHARACTER = {
    "isLetterOrDigit": ("{}.isalnum()", "bool"),
    "isDigit": ("{}.isdigit()", "bool"),
    "isLetter": ("{}.isalpha()", "bool"),
    "isWhitespace": ("{}.isspace()", "bool"),
    "toLowerCase": ("{}.lower()", "char"),
    "toUpperCase": ("{}.upper()", "char"),
}


def _static(tr: ExprTr, recv: Node | None, name: str, args: list[tuple[str, T]]) -> tuple[str, T] | None:
    """``Character.isDigit(c)``, ``String.valueOf(chars)``, ``Object.keys(o)``, ``Array.from(…)``."""
    ctx = tr.ctx
    if recv is None or recv.type != "identifier" or ctx.known(ctx.text(recv)):
        return None
    owner = ctx.text(recv)
    a = [code for code, _ in args]
    if owner == "Character" and ctx.language == "java" and name in _CHARACTER and len(a) == 1:
        if args[0][1] != "char":
            raise Untranslatable("Character method on a value not known to be a char")
        pattern, kind = _CHARACTER[name]
        return pattern.format(a[0]), kind
    if owner == "String" and ctx.language == "java" and name == "valueOf" and len(a) == 1:
        if args[0][1] == "list":
            return f"''.join({a[0]})", "str"
        if args[0][1] in ("char", "str"):
            return a[0], "str"
        return None
    if owner == "Arrays" and ctx.language == "java" and name == "asList" and a:
        return f"[{', '.join(a)}]", "list"
    if owner == "Object" and not ctx.typed and name in ("keys", "values", "entries") and len(a) == 1:
        ctx.helpers.update({"_js_obj_keys", "_js_str"})
        pick = {"keys": "k", "values": "{0}[k]", "entries": "[k, {0}[k]]"}[name].format("_o")
        return f"(lambda _o: [{pick} for k in _js_obj_keys(_o)])({a[0]})", "list"
    if (
        owner == "Array"
        and not ctx.typed
        and name == "from"
        and len(a) == 2
        and a[0].startswith("{'length': ")
    ):
        length = a[0][len("{'length': ") : -1]
        fn = a[1]
        if not fn.startswith("(lambda : ") or "," in length or ":" in length:
            raise Untranslatable("Array.from with a mapping function of arguments")
        return f"[{fn[len('(lambda : ') : -1]} for _ in range({length})]", "list"
    if owner == "Array" and not ctx.typed and name == "from" and len(a) == 1:
        ctx.helpers.update({"_js_iter", "_JsSet"})
        return f"list(_js_iter({a[0]}))", "list"
    return None


def _call(tr: ExprTr, node: Node) -> tuple[str, T]:
    ctx = tr.ctx
    recv, name = callee(tr, node)
    java = java_call(tr, node, recv, name)
    if java is not None:
        return java
    walked = iterator_call(tr, node, recv, name)  # `d.end()`, `lower_bound(d.begin(), d.end(), x)`
    if walked is not None:
        return walked
    removed = java_remove(tr, node, recv, name)  # `List.remove(int)` or `remove(Object)`
    if removed is not None:
        return removed
    args = arguments(tr, node)
    a = [code for code, _ in args]
    static = _static(tr, recv, name, args)
    if static is not None:
        return static
    if recv is not None and recv.type == "identifier" and ctx.text(recv) == "Math" and not ctx.known("Math"):
        if name in ("max", "min") and any(code.startswith("*") for code in a) and not ctx.typed:
            # Math.max() of nothing is -Infinity (Python's max raises)
            empty = "float('-inf')" if name == "max" else "float('inf')"
            return f"{name}([{', '.join(a)}], default={empty})", "num"
        if name in _MATH and args:
            kinds = {k for _, k in args}
            if kinds & {"list", "str", "map", "set"} or (
                len(args) == 1 and name != "abs" and kinds != {"int"}
            ):
                # Math.max([1, 2]) is NaN in JavaScript; Python's max would read the array
                raise Untranslatable(f"Math.{name} of something that may be an array")
            return f"{_MATH[name]}({', '.join(a)})", kinds.pop() if len(kinds) == 1 else None
        if name in ("floor", "ceil", "trunc") and len(a) == 1:
            ctx.imports.add("math")
            return f"math.{name}({a[0]})", "int"
        if name == "sqrt" and len(a) == 1:
            ctx.imports.add("math")
            return f"math.sqrt({a[0]})", "float" if ctx.typed else "num"
        raise Untranslatable(f"Math.{name}")
    if recv is None:
        if name == "to_string" and len(a) == 1 and args[0][1] == "int" and ctx.language == "cpp":
            return f"str({a[0]})", "str"
        if name == "String" and len(a) == 1 and not ctx.typed:
            ctx.helpers.add("_js_str")
            return f"_js_str({a[0]})", "str"
        if name == "vector<>" and len(a) in (1, 2):
            return (f"[0] * {a[0]}" if len(a) == 1 else f"[{a[1]} for _ in range({a[0]})]"), "list"
        if name in ("max", "min") and len(a) == 2 and ctx.language == "cpp":
            return f"{name}({a[0]}, {a[1]})", args[0][1]
        if name in ctx.methods and not ctx.known(name):
            return f"self.{ctx.methods[name]}({', '.join(a)})", None
        if ctx.known(name) and ctx.lookup(name) == "func":
            return f"{py(name)}({', '.join(a)})", None
        raise Untranslatable(f"call of {name}")
    obj, kind = tr.ex(recv)
    code, result = method(ctx, obj, kind, name, a)
    if result is None and name in _ELEMENT_METHODS and recv.type == "identifier":
        chain = ctx.elements.get(ctx.text(recv), [])
        result = chain[0] if chain else None  # Deque<Integer>.pop() is an int
    return code, result
