"""Library calls of the C family read as Python's own (docs/pseudocode.md, "C-family front end").

JavaScript arrays, ``Map``, ``Set`` and strings; Java collections, ``Math`` and ``Integer``; C++
containers and ``max``/``min``; ``ListNode``/``TreeNode`` with ``.``/``->``. Each mapping mirrors the
line rules' decision for the same call. A call not in these tables is refused, never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._cfamily_expr import T, Untranslatable, element_kinds, py, type_of
from assay.grading._cfamily_methods import method

if TYPE_CHECKING:
    from assay.grading._cfamily_expr import ExprTr

__all__ = ["braced", "checked_index", "element_target", "lambda_of", "library", "statement_call"]

_MEMBER = {"member_expression", "field_access", "field_expression"}
_SUBSCRIPT = {"subscript_expression", "array_access"}
_CALL = {"call_expression", "method_invocation"}
_LENGTH = {"length", "size", "Length", "Count"}
_MATH = {"max": "max", "min": "min", "abs": "abs"}


def _args(tr: ExprTr, node: Node) -> list[tuple[str, T]]:
    args = node.child_by_field_name("arguments")
    if args is None:
        return []
    return [
        (_item(tr, a), None) if a.type == "spread_element" else tr.ex(a)
        for a in args.named_children
        if a.type != "comment"
    ]


def _item(tr: ExprTr, node: Node) -> str:
    """An array item or argument; a JavaScript spread ``...xs`` unpacks what ``for … of`` would walk."""
    if node.type != "spread_element":
        return tr.ex(node)[0]
    if tr.ctx.typed or len(node.named_children) != 1:
        raise Untranslatable("spread")
    tr.ctx.helpers.update({"_js_iter", "_JsSet"})
    return f"*_js_iter({tr.ex(node.named_children[0])[0]})"


def _callee(tr: ExprTr, node: Node) -> tuple[Node | None, str]:
    """(receiver, method name) of a call: ``a.push(x)`` → (a, "push"); ``max(a, b)`` → (None, "max")."""
    if node.type == "method_invocation":
        return node.child_by_field_name("object"), tr.ctx.text(tr.f(node, "name"))
    fn = tr.f(node, "function")
    if fn.type in _MEMBER:
        obj = fn.child_by_field_name("object") or fn.child_by_field_name("argument")
        prop = fn.child_by_field_name("property") or fn.child_by_field_name("field")
        if obj is None or prop is None:
            raise Untranslatable("member call")
        return obj, tr.ctx.text(prop)
    if fn.type in ("identifier", "qualified_identifier"):
        return None, tr.ctx.text(fn).removeprefix("std::")
    if fn.type == "template_function":
        return None, tr.ctx.text(tr.f(fn, "name")).removeprefix("std::") + "<>"
    raise Untranslatable(f"call of {fn.type}")


def library(tr: ExprTr, node: Node) -> tuple[str, T]:
    """Member reads, subscripts, calls, ``new`` and literals of arrays."""
    t = node.type
    ctx = tr.ctx
    if t in _MEMBER:
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
            return f"{code}[{_index(tr, index, ik)}]", "char"
        if kind == "list":
            return f"{code}[{_index(tr, index, ik)}]", _element(tr, obj)
        if kind == "map" and ctx.language == "cpp":
            # reading m[k] inserts a zero value for a missing key, as C++ does
            value = _element(tr, obj)
            zero = {"int": "0", "float": "0.0", "bool": "False", "str": "''", "list": "[]"}.get(value or "")
            if zero is None or ":=" in index:
                raise Untranslatable("map read of a value kind with no known zero")
            return f"{code}.setdefault({index}, {zero})", value
        raise Untranslatable("subscript of something of unknown type")
    if t in _CALL:
        return _call(tr, node)
    if t == "compound_literal_expression":  # C++ `ListNode{1}`, `vector<int>{1, 2}`
        return braced(tr, node.child_by_field_name("type"), tr.f(node, "value"))
    if t in ("array", "initializer_list", "array_initializer"):
        items = [_item(tr, c) for c in node.named_children if c.type != "comment"]
        return "[" + ", ".join(items) + "]", "list"
    if t == "object" and not ctx.typed:
        return _object(tr, node), "map_obj"
    if t in ("as_expression", "satisfies_expression"):
        return tr.ex(node.named_children[0])
    if t in {"arrow_function", "function_expression"}:
        return lambda_of(tr, node), "func"
    if t in ("new_expression", "object_creation_expression"):
        return _new(tr, node)
    if t == "array_creation_expression":
        return _new_array(tr, node)
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


def checked_index(tr: ExprTr, index: str, kind: T) -> str:
    """An index of a typed language's array, checked not to be negative (Python would wrap)."""
    return _index(tr, index, kind)


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
        if pair.type == "comment":
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
    for param in params.named_children if params is not None else []:
        p = param.child_by_field_name("pattern") or param if param.type == "required_parameter" else param
        if p.type != "identifier":
            raise Untranslatable("arrow function parameter")
        names.append(tr.ctx.text(p))
    body = tr.f(node, "body")
    if body.type == "statement_block":
        stmts = [c for c in body.named_children if c.type != "comment"]
        if len(stmts) != 1 or stmts[0].type != "return_statement" or len(stmts[0].named_children) != 1:
            raise Untranslatable("arrow function with statements, passed as a value")
        body = stmts[0].named_children[0]
    tr.ctx.scopes.append(dict.fromkeys(names))
    try:
        code, _ = tr.ex(body)
    finally:
        tr.ctx.scopes.pop()
    if ":=" in code:
        raise Untranslatable("assignment inside an arrow function")
    return f"(lambda {', '.join(py(n) for n in names)}: {code})"


def _index(tr: ExprTr, index: str, kind: T) -> str:
    """A negative index is an error (Java, C++) or ``undefined`` (JS): never Python's from-the-end."""
    if index.lstrip("(").startswith("-"):
        raise Untranslatable("negative index")
    if kind == "char":
        raise Untranslatable("character used as an index")
    if kind != "int":
        raise Untranslatable("index of unknown type")
    tr.ctx.helpers.add("_nonneg")
    return f"_nonneg({index})"


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
    recv, name = _callee(tr, node)
    args = _args(tr, node)
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


def statement_call(tr: ExprTr, node: Node) -> str | None:
    """Calls whose value is dropped: ``a.push(x)``, ``m.set(k, v)``, ``s.add(x)``, ``v.push_back(x)``."""
    if node.type not in _CALL:
        return None
    recv, name = _callee(tr, node)
    if recv is None and tr.ctx.language == "cpp":
        return _cpp_statement(tr, node, name)
    if recv is None:
        return None
    if recv.type == "identifier" and tr.ctx.text(recv) == "Arrays" and not tr.ctx.known("Arrays"):
        args = _args(tr, node)
        if name == "sort" and len(args) == 1 and args[0][1] == "list" and tr.ctx.language == "java":
            arg_list = tr.f(node, "arguments").named_children
            chain = tr.ctx.elements.get(tr.ctx.text(arg_list[0]), []) if arg_list else []
            if chain[:1] in (["int"], ["char"], ["str"], ["float"]):
                return f"{args[0][0]}.sort()"  # numbers by value, strings and chars by code unit
        raise Untranslatable(f"Arrays.{name}")
    obj, kind = tr.ex(recv)
    args = _args(tr, node)
    a = [code for code, _ in args]
    if any(code.startswith("*") for code in a) and not (name == "push" and kind in ("list", None)):
        raise Untranslatable(f"a spread passed to .{name}")
    if (
        name == "push"
        and kind in ("list", None)
        and not tr.ctx.typed
        and (len(a) > 1 or a[0].startswith("*"))
    ):
        return f"{obj}.extend([{', '.join(a)}])"  # push(a, b) and push(...xs) add every item
    if (
        kind in ("list", None)
        and name in ("push", "push_back", "add")
        and len(a) == 1
        and (kind or not tr.ctx.typed)
    ):
        if kind is None and name == "add":
            return None
        return f"{obj}.append({a[0]})"
    if kind == "map" and name in ("set", "put") and len(a) == 2:
        return f"{obj}[{a[0]}] = {a[1]}"
    if kind == "list" and name == "pop_back" and not a:
        return f"{obj}.pop()"
    if kind == "list" and name == "set" and len(a) == 2 and tr.ctx.language == "java":
        return f"{obj}[{_index(tr, a[0], args[0][1])}] = {a[1]}"
    if kind == "stack" and name == "push" and len(a) == 1:
        return f"{obj}.append({a[0]})"
    if kind in ("stack", "queue") and name == "pop" and not a:
        return f"{obj}.pop({'' if kind == 'stack' else '0'})"
    if kind == "queue" and name == "push" and len(a) == 1:
        return f"{obj}.append({a[0]})"
    if kind == "deque" and len(a) == 1:
        if name in ("push", "addFirst", "offerFirst"):
            return f"{obj}.appendleft({a[0]})"
        if name in ("offer", "add", "addLast", "offerLast"):
            return f"{obj}.append({a[0]})"
    if kind == "sb" and name == "append" and len(a) == 1:
        return f"{obj}.append({tr.stringify(a[0], args[0][1])})"
    if kind == "list" and name == "unshift" and len(a) == 1 and not tr.ctx.typed:
        return f"{obj}.insert(0, {a[0]})"
    if kind == "set" and name in ("add", "insert") and len(a) == 1:
        return f"{obj}[{a[0]}] = None" if not tr.ctx.typed else f"{obj}.add({a[0]})"
    if kind in ("set", "map") and name in ("delete", "remove", "erase") and len(a) == 1:
        if kind == "map" or not tr.ctx.typed:
            return f"{obj}.pop({a[0]}, None)"
        return f"{obj}.discard({a[0]})"
    return None


def _cpp_statement(tr: ExprTr, node: Node, name: str) -> str | None:
    """``swap(a[i], a[j])``, ``sort(v.begin(), v.end())``, ``reverse(v.begin(), v.end())``."""
    arg_nodes = [c for c in tr.f(node, "arguments").named_children if c.type != "comment"]
    if name == "swap" and len(arg_nodes) == 2:
        first, second = (tr.target(n)[0] for n in arg_nodes)
        if ":=" in first + second:
            raise Untranslatable("swap of elements whose index has a side effect")
        return f"{first}, {second} = {second}, {first}"
    if name in ("sort", "reverse") and len(arg_nodes) == 2:
        texts = [tr.ctx.text(n).replace(" ", "") for n in arg_nodes]
        base = texts[0].removesuffix(".begin()")
        if texts[0] == f"{base}.begin()" and texts[1] == f"{base}.end()" and tr.ctx.known(base):
            code, kind = tr.ex(tr.f(tr.f(arg_nodes[0], "function"), "argument"))
            chain = tr.ctx.elements.get(base, [])
            if kind == "list" and (name == "reverse" or chain[:1] in (["int"], ["str"], ["float"], ["char"])):
                return f"{code}.{name}()"
        raise Untranslatable(f"{name} over this range")
    return None


def _new(tr: ExprTr, node: Node) -> tuple[str, T]:
    ctor = node.child_by_field_name("constructor") or node.child_by_field_name("type")
    if ctor is None:
        raise Untranslatable("new")
    name = tr.ctx.text(ctor).split("<", 1)[0].strip()
    args = _args(tr, node)
    a = [code for code, _ in args]
    if name in ("ListNode", "TreeNode"):
        return f"{name}({', '.join(a)})", "node"
    if name in ("Map", "HashMap") and not a:
        return "{}", "map"
    if name == "Set" and len(a) <= 1 and not tr.ctx.typed:
        # a JavaScript Set keeps insertion order: a dict of keys does, a Python set does not
        tr.ctx.helpers.add("_JsSet")
        return f"_JsSet.fromkeys({a[0] if a else '()'})", "set"
    if name == "HashSet" and len(a) <= 1 and tr.ctx.typed:
        return f"set({a[0] if a else ''})", "set"
    if (
        name in ("ArrayList", "LinkedList", "HashSet")
        and len(a) == 1
        and args[0][1] in ("list", "set", "deque")
    ):
        if name == "HashSet":
            return f"set({a[0]})", "set"
        if name == "LinkedList":
            tr.ctx.imports.add("collections")
            return f"collections.deque({a[0]})", "deque"
        return f"list({a[0]})", "list"  # a copy, as Java's constructor makes
    if name == "String" and len(a) == 1 and args[0][1] == "list" and tr.ctx.language == "java":
        return f"''.join({a[0]})", "str"
    if name == "StringBuilder" and len(a) == 1 and args[0][1] == "str":
        return f"[{a[0]}]", "sb"
    if name in ("ArrayList", "Stack", "StringBuilder") and not a:
        return "[]", {"ArrayList": "list", "Stack": "stack", "StringBuilder": "sb"}[name]
    if name in ("LinkedList", "ArrayDeque") and not a:
        tr.ctx.imports.add("collections")
        return "collections.deque()", "deque"
    if name in ("Map", "HashMap", "TreeMap") and len(a) == 1 and not tr.ctx.typed:
        raise Untranslatable("new Map(entries)")
    if name == "Array" and not tr.ctx.typed and len(a) == 1 and args[0][1] == "int":
        return f"[None] * {a[0]}", "list"
    raise Untranslatable(f"new {name}")


def _new_array(tr: ExprTr, node: Node) -> tuple[str, T]:
    dims = node.child_by_field_name("dimensions")
    elem = tr.ctx.text(tr.f(node, "type"))
    value = node.child_by_field_name("value")
    if value is not None and value.type == "array_initializer":
        return library(tr, value)  # new int[]{i, j}
    if dims is None:
        raise Untranslatable("array creation")
    sizes = [
        tr.ex(d.named_children[0])[0]
        for d in node.children_by_field_name("dimensions")
        if d.type == "dimensions_expr"
    ]
    if len(sizes) != len(
        [d for d in node.children_by_field_name("dimensions") if d.type == "dimensions_expr"]
    ) or (node.child_by_field_name("value") is not None):
        raise Untranslatable("array creation")
    zero = {"int": "0", "long": "0", "double": "0.0", "boolean": "False", "char": "'\\x00'"}.get(elem, "None")
    if any(d.type == "dimensions" for d in node.children_by_field_name("dimensions")):
        raise Untranslatable("array of arrays left unfilled")
    if not sizes:
        raise Untranslatable("array creation")
    code = f"[{zero}] * {sizes[-1]}"
    for size in reversed(sizes[:-1]):
        code = f"[{code} for _ in range({size})]"
    return code, "list"


_ZERO = {"int": "0", "float": "0.0", "bool": "False", "str": "''"}
_NUMBERS = ("int", "float", "char", "num", "bool")


def braced(tr: ExprTr, type_node: Node | None, init: Node) -> tuple[str, T]:
    """C and C++ brace initialisation: ``TreeNode t{5}``, ``ListNode{0}``, ``int a{}``, ``vector<int> v{1}``.

    The braces call the type's constructor: a node is built (``TreeNode(5)``), never a list of its
    arguments; a scalar gets its one value or its zero; a vector gets its items. Braces whose meaning
    depends on overload rules we do not model (``vector<vector<int>> g{n, row}`` is a size and a
    fill value, not two items) are refused, and the line rules or the model take the answer.
    """
    kind = type_of(tr.ctx, type_node)
    items = [c for c in init.named_children if c.type != "comment"]
    if kind == "node" and type_node is not None:
        name = tr.ctx.text(type_node).replace(" ", "").rstrip("*&").removeprefix("std::")
        return f"{name}({', '.join(tr.ex(c)[0] for c in items)})", "node"
    if kind == "list" and type_node is not None:
        element = (element_kinds(tr.ctx, type_node) or [None])[0]
        codes = [tr.ex(c) for c in items]
        for _, k in codes:
            if element in ("int", "float") and k in _NUMBERS:
                continue
            if element is None or k != element:
                raise Untranslatable("brace initialisation whose items may be constructor arguments")
        return "[" + ", ".join(code for code, _ in codes) + "]", "list"
    if kind in _ZERO and not items:
        return _ZERO[kind], kind
    if kind in _ZERO and len(items) == 1:
        return tr.ex(items[0])
    raise Untranslatable("brace initialisation of this type")
