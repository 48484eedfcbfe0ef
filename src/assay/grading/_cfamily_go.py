"""Go answers, read by tree-sitter-go and translated from the tree (docs/pseudocode.md, "Go and C#").

Go is statically typed, so every value's Go type is tracked (``int``, ``[]int``, ``map[int]int``,
``*ListNode``…) and the translation follows it: integer ``/`` and ``%`` truncate, a map read of a
missing key gives the value type's zero, ``s[i]`` of a string is a byte (an int), a negative index
fails as Go's does. What cannot be made certain — slices aliasing one backing array, iteration over a
map whose order matters, closures, ``switch`` — raises ``Untranslatable`` and the line rules run.
"""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._cfamily_go_lib import (
    _HELPERS,
    HELPERS,
    _Func,
    _no,
    _py,
    parse_go,
    py_name,
)
from assay.grading._cfamily_go_stmt import _Go
from assay.grading._cfamily_solution import def_line, grammar_read, main_def_line, renaming, solution_module
from assay.grading._pseudo_models import Normalised
from assay.judge import Signature

__all__ = ["GO_RULE", "HELPERS", "py_name", "translate_go"]

GO_RULE = "c-family-go"


def _function(go: _Go, fn: Node) -> _Func:
    name = go.text(fn.child_by_field_name("name") or fn)
    if fn.child_by_field_name("type_parameters") is not None:
        raise _no("generic function")
    params: list[tuple[str, str]] = []
    plist = fn.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else []:
        if p.type != "parameter_declaration":
            raise _no(f"parameter {p.type}")
        t = go.gotype(p.child_by_field_name("type"))
        names = p.children_by_field_name("name")
        if not names:
            raise _no("unnamed parameter")
        params.extend((go.text(nm), t) for nm in names)
    result = fn.child_by_field_name("result")
    results: list[str] = []
    if result is not None:
        if result.type == "parameter_list":
            for p in result.named_children:
                if p.child_by_field_name("name") is not None:
                    raise _no("named results")
                results.append(go.gotype(p.child_by_field_name("type")))
        else:
            results.append(go.gotype(result))
    body = fn.child_by_field_name("body")
    if body is None:
        raise _no("function without a body")
    return _Func(name, params, results, body, fn.start_point.row + 1)


def translate_go(text: str, signature: Signature) -> Normalised | None:
    """A Go answer translated to the question's ``class Solution``; ``None`` when it is not Go.

    Raises ``Untranslatable`` when it is Go but something in it cannot be translated with certainty.
    """
    root = parse_go(text)
    if root is None:
        return None
    go = _Go(src=text.encode("utf-8"), funcs={}, method=signature.method)
    nodes = []
    for node in root.named_children:
        if node.type == "function_declaration":
            nodes.append(node)
        elif node.type not in ("comment", "package_clause", "import_declaration"):
            raise _no(f"top-level {node.type}")
    funcs = [_function(go, fn) for fn in nodes]
    go.funcs = {f.name: f for f in funcs}
    if len(go.funcs) != len(funcs):
        raise _no("two functions of one name")
    wanted = signature.method.lower().replace("_", "")
    mains = [f for f in funcs if f.name.lower().replace("_", "") == wanted] or (
        funcs if len(funcs) == 1 else []
    )
    if len(mains) != 1:
        raise _no("which function is the answer")
    main = mains[0]
    go.funcs_main = main.name
    if any(_py(f.name) == signature.method for f in funcs if f is not main):
        raise _no("a helper named as the question's method")
    for f in funcs:
        go.row = f.row
        go.scopes = [{p: t for p, t in f.params}]
        go.params = {p for p, _ in f.params}
        go.results = f.results
        if f is main:
            if len(f.params) != len(signature.params):
                raise _no("parameter count differs from the question's")
            go.emit(1, main_def_line(signature))
            renamed = [(_py(u), q.name) for (u, _t), q in zip(f.params, signature.params, strict=True)]
            renamed = [(u, q) for u, q in renamed if u != q]
            if renamed:
                go.emit(2, renaming(renamed))
        else:
            go.emit(1, def_line(_py(f.name), (_py(p) for p, _ in f.params)))
        go.loops = []
        go.body = f.body
        go.homes = {}
        go.block(f.body, 2, go.scopes[0])
        go.scopes = []
        go.out.append("")
        go.rows.append(0)
    if go.sliced and go.wrote_slice:
        raise _no("a slice view and a write into a slice: in Go they may share one array")
    python, line_map = solution_module(
        signature, go.imports, [_HELPERS[h] for h in sorted(go.helpers)], go.out, go.rows
    )
    compile(python, "<go>", "exec", dont_inherit=True)
    return grammar_read(python, line_map, GO_RULE, "Go")
