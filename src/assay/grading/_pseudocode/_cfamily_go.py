"""Go answers, read by tree-sitter-go and translated from the tree (docs/pseudocode.md, "Go and C#").

Go is statically typed, so every value's Go type is tracked (``int``, ``[]int``, ``map[int]int``,
``*ListNode``…) and the translation follows it: integer ``/`` and ``%`` truncate, a map read of a
missing key gives the value type's zero, ``s[i]`` of a string is a byte (an int), a negative index
fails as Go's does. What cannot be made certain — slices aliasing one backing array, iteration over a
map whose order matters, closures, ``switch`` — raises ``Untranslatable`` and the line rules run.
"""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._cfamily_go_lib import (
    _HELPERS,
    _Func,
    parse_go,
)
from assay.grading._pseudocode._cfamily_go_stmt import _Go
from assay.grading._pseudocode._cfamily_reader import no, the_answer
from assay.grading._pseudocode._cfamily_solution import grammar_read, solution_module
from assay.grading._pseudocode._models import Normalised
from assay.judge import Signature

__all__ = ["GO_RULE", "translate_go"]

GO_RULE = "c-family-go"


def _function(go: _Go, fn: Node) -> _Func:
    name = go.text(fn.child_by_field_name("name") or fn)
    if fn.child_by_field_name("type_parameters") is not None:
        raise no("generic function")
    params: list[tuple[str, str]] = []
    plist = fn.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else []:
        if p.type != "parameter_declaration":
            raise no(f"parameter {p.type}")
        t = go.gotype(p.child_by_field_name("type"))
        names = p.children_by_field_name("name")
        if not names:
            raise no("unnamed parameter")
        params.extend((go.text(nm), t) for nm in names)
    result = fn.child_by_field_name("result")
    results: list[str] = []
    if result is not None:
        if result.type == "parameter_list":
            for p in result.named_children:
                if p.child_by_field_name("name") is not None:
                    raise no("named results")
                results.append(go.gotype(p.child_by_field_name("type")))
        else:
            results.append(go.gotype(result))
    body = fn.child_by_field_name("body")
    if body is None:
        raise no("function without a body")
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
            raise no(f"top-level {node.type}")
    funcs = [_function(go, fn) for fn in nodes]
    go.funcs = {f.name: f for f in funcs}
    if len(go.funcs) != len(funcs):
        raise no("two functions of one name")
    main = the_answer(funcs, signature, "function")
    go.funcs_main = main.name
    for f in funcs:
        go.row = f.row
        go.scopes = [{p: t for p, t in f.params}]
        go.params = {p for p, _ in f.params}
        go.results = f.results
        go.header(signature, f.name, f.params, f is main)
        go.loops = []
        go.body = f.body
        go.homes = {}
        go.block(f.body, 2, go.scopes[0])
        go.scopes = []
        go.out.append("")
        go.rows.append(0)
    if go.sliced and go.wrote_slice:
        raise no("a slice view and a write into a slice: in Go they may share one array")
    python, line_map = solution_module(
        signature, go.imports, [_HELPERS[h] for h in sorted(go.helpers)], go.out, go.rows
    )
    compile_quietly(python, "<go>")
    return grammar_read(python, line_map, GO_RULE, "Go")
