"""Methods of the C family's strings and containers, each read as the Python that behaves the same.

Keyed by (the receiver's kind, the method, how many arguments). Kinds come from declarations
(``_cfamily_expr.type_of``) or from what built the value (``new Map()``, ``[]``, ``""``): ``list``
(JavaScript arrays, Java ``List``/``ArrayList``, C++ ``vector``), ``stack`` (Java ``Stack``, C++
``stack``), ``queue`` (C++ ``queue``), ``deque`` (Java ``Deque``/``Queue``/``LinkedList``, a
``collections.deque``: ``push`` adds at the front as Java's does), ``map``, ``set``, ``str``, ``sb``
(Java ``StringBuilder``, a list of pieces). Methods that return a value a Python method would not
(JavaScript's ``pop`` on an empty array is ``undefined``, Java's ``poll`` is ``null``) go through
small helpers. A method missing here is refused (the line rules read the answer).
"""

from __future__ import annotations

from collections.abc import Callable

from assay.grading._pseudocode._cfamily_context import Ctx, T, Untranslatable

__all__ = ["HELPERS", "method"]

Rule = Callable[[str, list[str]], tuple[str, T]]

HELPERS: dict[str, list[str]] = {
    "_js_pop": ["def _js_pop(a):", "    return a.pop() if a else None"],
    "_js_shift": ["def _js_shift(a):", "    return a.pop(0) if a else None"],
    "_poll": ["def _poll(d):", "    return d.popleft() if d else None"],
    "_poll_last": ["def _poll_last(d):", "    return d.pop() if d else None"],
    "_peek": ["def _peek(d):", "    return d[0] if d else None"],
    "_peek_last": ["def _peek_last(d):", "    return d[-1] if d else None"],
    "_substring": [
        "def _substring(s, a, b=None):",
        "    b = len(s) if b is None else b",
        "    if a < 0 or b > len(s) or a > b:",
        "        raise IndexError(f'substring({a}, {b}) of a string of length {len(s)}')",
        "    return s[a:b]",
    ],
    "_js_slice": [
        "def _js_slice(s, a=0, b=None):",
        "    n = len(s)",
        "    b = n if b is None else b",
        "    a = max(n + a, 0) if a < 0 else min(a, n)",
        "    b = max(n + b, 0) if b < 0 else min(b, n)",
        "    return s[a:b] if a < b else s[:0]",
    ],
    "_js_substring": [
        "def _js_substring(s, a, b=None):",
        "    n = len(s)",
        "    b = n if b is None else b",
        "    a, b = min(max(a, 0), n), min(max(b, 0), n)",
        "    return s[min(a, b):max(a, b)]",
    ],
    "_js_join": [
        "def _js_join(a, sep=','):",
        "    return sep.join('' if v is None else _js_str(v) for v in a)",
    ],
    "_js_sort": [
        "def _js_sort(a, cmp=None):",
        "    if cmp is None:",
        "        a.sort(key=lambda v: 'undefined' if v is None else _js_str(v))",
        "    else:",
        "        a.sort(key=functools.cmp_to_key(lambda x, y: _sign(cmp(x, y))))",
        "    return a",
    ],
    "_sign": ["def _sign(r):", "    return -1 if r < 0 else (1 if r > 0 else 0)"],
    "_JsSet": ["class _JsSet(dict):", '    """A JavaScript Set: its keys, in the order they were added."""'],
    "_js_iter": [
        "def _js_iter(x):",
        "    if isinstance(x, dict) and not isinstance(x, _JsSet):",
        "        return [[k, v] for k, v in list(x.items())]",
        "    return list(x) if isinstance(x, dict) else x",
    ],
    "_js_obj_keys": [
        "def _js_obj_keys(o):",
        "    # JavaScript's order: array indices ascending, then the other keys as they were added",
        "    index = [k for k in o if isinstance(k, str) and k.isdigit() and str(int(k)) == k]",
        "    index.sort(key=int)",
        "    return index + [k for k in o if k not in set(index)]",
    ],
    "_js_call": [
        "def _js_call(f, v, i, a):",
        "    # a JavaScript callback takes (value, index, array) and ignores what it does not name",
        "    return f(*(v, i, a)[: f.__code__.co_argcount])",
    ],
    "_js_map": ["def _js_map(a, f):", "    return [_js_call(f, v, i, a) for i, v in enumerate(list(a))]"],
    "_js_filter": [
        "def _js_filter(a, f):",
        "    return [v for i, v in enumerate(list(a)) if _truthy(_js_call(f, v, i, a))]",
    ],
    "_js_some": [
        "def _js_some(a, f):",
        "    return any(_truthy(_js_call(f, v, i, a)) for i, v in enumerate(list(a)))",
    ],
    "_js_every": [
        "def _js_every(a, f):",
        "    return all(_truthy(_js_call(f, v, i, a)) for i, v in enumerate(list(a)))",
    ],
    "_js_find": [
        "def _js_find(a, f):",
        "    return next((v for i, v in enumerate(list(a)) if _truthy(_js_call(f, v, i, a))), None)",
    ],
    "_js_findindex": [
        "def _js_findindex(a, f):",
        "    return next((i for i, v in enumerate(list(a)) if _truthy(_js_call(f, v, i, a))), -1)",
    ],
    "_js_reduce": [
        "def _js_reduce(a, f, acc):",
        "    for i, v in enumerate(list(a)):",
        "        acc = f(*(acc, v, i, a)[: f.__code__.co_argcount])",
        "    return acc",
    ],
    "_js_index_of": ["def _js_index_of(a, x):", "    return a.index(x) if x in a else -1"],
}


def _h(ctx: Ctx, *names: str) -> None:
    ctx.helpers.update(names)


def method(ctx: Ctx, obj: str, kind: T, name: str, a: list[str]) -> tuple[str, T]:
    """The Python expression for ``obj.name(*a)`` on a receiver of ``kind``."""
    js = not ctx.typed
    n = len(a)
    x = a[0] if a else ""
    if kind == "str" or (kind is None and js and name in _JS_STRING_ONLY):
        if name in ("length", "size") and n == 0 and ctx.typed:
            return f"len({obj})", "int"
        if name == "charAt" and n == 1:
            if js:
                _h(ctx, "_js_at", "_js_str")
                return f"(_js_at({obj}, {x}) or '')", "str"
            _h(ctx, "_nonneg")
            return f"{obj}[_nonneg({x})]", "char"
        if name == "charCodeAt" and n == 1 and js:
            _h(ctx, "_nonneg")
            return f"ord({obj}[_nonneg({x})])", "int"
        if name == "substring" and n in (1, 2):
            _h(ctx, "_js_substring" if js else "_substring")
            return f"{'_js_substring' if js else '_substring'}({obj}, {', '.join(a)})", "str"
        if name == "slice" and n in (0, 1, 2) and js:
            _h(ctx, "_js_slice")
            return f"_js_slice({obj}{''.join(', ' + v for v in a)})", "str"
        if name in ("toLowerCase", "toUpperCase") and n == 0:
            return f"{obj}.{'lower' if name == 'toLowerCase' else 'upper'}()", "str"
        if name == "trim" and n == 0:
            return f"{obj}.strip()", "str"
        if name == "split" and n == 1 and js:
            return (f"list({obj})" if x in ("''", '""') else f"{obj}.split({x})"), "list"
        if name == "toCharArray" and n == 0:
            return f"list({obj})", "list"
        if name in ("includes", "contains") and n == 1:
            return f"({x} in {obj})", "bool"
        if name == "equals" and n == 1:
            return f"({obj} == {x})", "bool"
        if name == "indexOf" and n == 1:
            return f"{obj}.find({x})", "int"
        if name == "isEmpty" and n == 0:
            return f"(len({obj}) == 0)", "bool"
        if name == "repeat" and n == 1:
            return f"({obj} * {x})", "str"
        raise Untranslatable(f"string method .{name}")
    if kind == "list" or (kind is None and js and name in _JS_ARRAY_ONLY):
        return _list(ctx, obj, name, a)
    if kind in ("map", "set"):
        return _map_set(ctx, obj, kind, name, a)
    if kind == "stack":
        table: dict[tuple[str, int], tuple[str, T]] = {
            ("pop", 0): (f"{obj}.pop()", None),
            ("peek", 0): (f"{obj}[-1]", None),
            ("top", 0): (f"{obj}[-1]", None),
            ("isEmpty", 0): (f"(len({obj}) == 0)", "bool"),
            ("empty", 0): (f"(len({obj}) == 0)", "bool"),
            ("size", 0): (f"len({obj})", "int"),
        }
    elif kind == "queue":
        table = {
            ("front", 0): (f"{obj}[0]", None),
            ("back", 0): (f"{obj}[-1]", None),
            ("empty", 0): (f"(len({obj}) == 0)", "bool"),
            ("size", 0): (f"len({obj})", "int"),
        }
    elif kind == "deque":
        _h(ctx, "_poll", "_poll_last", "_peek", "_peek_last")
        table = {
            ("poll", 0): (f"_poll({obj})", None),
            ("pollFirst", 0): (f"_poll({obj})", None),
            ("pollLast", 0): (f"_poll_last({obj})", None),
            ("peek", 0): (f"_peek({obj})", None),
            ("peekFirst", 0): (f"_peek({obj})", None),
            ("peekLast", 0): (f"_peek_last({obj})", None),
            ("pop", 0): (f"{obj}.popleft()", None),
            ("remove", 0): (f"{obj}.popleft()", None),
            ("removeFirst", 0): (f"{obj}.popleft()", None),
            ("removeLast", 0): (f"{obj}.pop()", None),
            ("getFirst", 0): (f"{obj}[0]", None),
            ("getLast", 0): (f"{obj}[-1]", None),
            ("isEmpty", 0): (f"(len({obj}) == 0)", "bool"),
            ("size", 0): (f"len({obj})", "int"),
        }
    elif kind == "sb":
        table = {
            ("toString", 0): (f"''.join({obj})", "str"),
            ("length", 0): (f"len(''.join({obj}))", "int"),
        }
    else:
        raise Untranslatable(f"method .{name} of a value of unknown type")
    if (name, n) not in table:
        raise Untranslatable(f"method .{name} on {kind}")
    return table[(name, n)]


_CALLBACKS = {"map", "filter", "some", "every", "find", "findIndex"}
_JS_STRING_ONLY = {"charAt", "charCodeAt", "substring", "toLowerCase", "toUpperCase", "trim", "split"}
_JS_ARRAY_ONLY = {"push", "shift", "unshift", "join", "fill"}


def _list(ctx: Ctx, obj: str, name: str, a: list[str]) -> tuple[str, T]:
    js = not ctx.typed
    n = len(a)
    x = a[0] if a else ""
    if js:
        if name == "pop" and n == 0:
            _h(ctx, "_js_pop")
            return f"_js_pop({obj})", None
        if name == "shift" and n == 0:
            _h(ctx, "_js_shift")
            return f"_js_shift({obj})", None
        if name == "includes" and n == 1:
            return f"({x} in {obj})", "bool"
        if name == "indexOf" and n == 1:
            _h(ctx, "_js_index_of")
            return f"_js_index_of({obj}, {x})", "int"
        if name == "join" and n <= 1:
            _h(ctx, "_js_join", "_js_str")
            return f"_js_join({obj}{', ' + x if a else ''})", "str"
        if name == "slice" and n <= 2:
            _h(ctx, "_js_slice")
            return f"_js_slice({obj}{''.join(', ' + v for v in a)})", "list"
        if name == "sort" and n <= 1:
            _h(ctx, "_js_sort", "_js_str", "_sign")
            ctx.imports.add("functools")
            return f"_js_sort({obj}{', ' + x if a else ''})", "list"
        if ((name in _CALLBACKS and n == 1) or (name == "reduce" and n == 2)) and x.startswith("(lambda"):
            _h(ctx, "_js_call", f"_js_{name.lower()}")
            if name in ("some", "every", "filter", "find", "findindex"):
                _h(ctx, "_truthy")
            kind = {"map": "list", "filter": "list", "some": "bool", "every": "bool", "findIndex": "int"}
            return f"_js_{name.lower()}({obj}, {', '.join(a)})", kind.get(name)
        if name == "reverse" and n == 0:
            return f"(lambda v: (v.reverse(), v)[1])({obj})", "list"
        if name == "fill" and n == 1:
            return f"(lambda v: (v.__setitem__(slice(None), [{x}] * len(v)), v)[1])({obj})", "list"
        raise Untranslatable(f"array method .{name}")
    table: dict[tuple[str, int], tuple[str, T]] = {
        ("size", 0): (f"len({obj})", "int"),
        ("isEmpty", 0): (f"(len({obj}) == 0)", "bool"),
        ("empty", 0): (f"(len({obj}) == 0)", "bool"),
        ("contains", 1): (f"({x} in {obj})", "bool"),
        ("back", 0): (f"{obj}[-1]", None),
        ("front", 0): (f"{obj}[0]", None),
    }
    if name == "get" and n == 1:
        _h(ctx, "_nonneg")
        return f"{obj}[_nonneg({x})]", None
    if (name, n) in table:
        return table[(name, n)]
    raise Untranslatable(f"list method .{name}")


def _map_set(ctx: Ctx, obj: str, kind: str, name: str, a: list[str]) -> tuple[str, T]:
    n = len(a)
    x = a[0] if a else ""
    if name in ("has", "containsKey", "contains") and n == 1:
        return f"({x} in {obj})", "bool"
    if name == "count" and n == 1 and ctx.language == "cpp":
        return f"(1 if {x} in {obj} else 0)", "int"
    if name in ("size", "count") and n == 0:
        return f"len({obj})", "int"
    if name in ("isEmpty", "empty") and n == 0:
        return f"(len({obj}) == 0)", "bool"
    if not ctx.typed and name in ("keys", "values", "entries") and n == 0:
        if kind == "set" or name == "keys":
            return f"list({obj}.keys())", "list"
        return (
            (f"list({obj}.values())", "list")
            if name == "values"
            else (f"[[k, v] for k, v in {obj}.items()]", "list")
        )
    if kind == "map" and name == "get" and n == 1:
        return f"{obj}.get({x})", None
    if kind == "map" and name == "getOrDefault" and n == 2:
        return f"{obj}.get({x}, {a[1]})", None
    if kind == "map" and name in ("keys", "values", "keySet") and n == 0 and ctx.language == "java":
        return f"list({obj}.{'keys' if name != 'values' else 'values'}())", "list"
    raise Untranslatable(f"method .{name} on {kind}")
