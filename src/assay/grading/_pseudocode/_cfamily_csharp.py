"""C# answers, read by tree-sitter-c-sharp and translated from the tree (docs/pseudocode.md).

C# and Java share most of their syntax, so an answer is read as C# only when it writes something
only C# writes (``.Length``, ``.Count``, ``foreach``, ``Dictionary<…>``, ``Math.Max``,
``int.MaxValue``, a capitalised library method such as ``.Add``). Every value's C# type is tracked:
integer ``/`` and ``%`` truncate, a ``char`` in arithmetic is its code, a missing dictionary key
throws as C#'s indexer does. Reference semantics (lists, dictionaries, nodes) are Python's own.
What cannot be made certain raises ``Untranslatable`` and the line rules run.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._cfamily_context import COMMENT_NODES
from assay.grading._pseudocode._cfamily_csharp_lib import (
    _HELPERS,
    _Method,
)
from assay.grading._pseudocode._cfamily_csharp_stmt import _CS
from assay.grading._pseudocode._cfamily_parse import grammar
from assay.grading._pseudocode._cfamily_reader import no, the_answer
from assay.grading._pseudocode._cfamily_solution import grammar_read, solution_module
from assay.grading._pseudocode._models import Normalised
from assay.judge import Signature

__all__ = ["CSHARP_RULE", "translate_csharp"]

CSHARP_RULE = "c-family-csharp"

_MARKERS = re.compile(
    r"\.(?:Length|Count|Add|ContainsKey|TryGetValue|Push|Pop|Peek|Enqueue|Dequeue|Contains|Substring"
    r"|ToLower|ToUpper|ToCharArray|Remove|RemoveAt|ToArray|GetValueOrDefault)\b|\bforeach\b"
    r"|\bDictionary<|\bMath\.(?:Max|Min|Abs|Sqrt)\b|\b(?:int|long|char)\.[A-Z]\w*|\bout var\b"
)


def _methods(cs: _CS, root: Node) -> list[Node]:
    found: list[Node] = []
    for node in root.named_children:
        if node.type == "global_statement":
            inner = node.named_children[0]
            if inner.type != "local_function_statement":
                raise no("top-level statement")
            found.append(inner)
        elif node.type == "class_declaration":
            body = node.child_by_field_name("body")
            for member in body.named_children if body is not None else []:
                if member.type == "method_declaration":
                    found.append(member)
                elif member.type not in COMMENT_NODES:
                    raise no(f"class member {member.type}")
        elif node.type not in (*COMMENT_NODES, "using_directive"):
            raise no(f"top-level {node.type}")
    return found


def _method(cs: _CS, n: Node) -> _Method:
    name = cs.text(n.child_by_field_name("name") or n)
    returns_node = n.child_by_field_name("returns") or n.child_by_field_name("type")
    returns = "void" if returns_node is None or cs.text(returns_node) == "void" else cs.cstype(returns_node)
    params: list[tuple[str, str]] = []
    plist = n.child_by_field_name("parameters")
    for p in plist.named_children if plist is not None else []:
        if p.type != "parameter" or any(c.type == "modifier" for c in p.named_children):
            raise no("parameter")
        params.append((cs.text(p.child_by_field_name("name") or p), cs.cstype(p.child_by_field_name("type"))))
    body = n.child_by_field_name("body")
    if body is None or body.type != "block":
        raise no("method without a block body")
    return _Method(name, params, returns, body, n.start_point.row + 1)


def translate_csharp(text: str, signature: Signature, *, marked: bool = True) -> Normalised | None:
    """A C# answer translated to the question's ``class Solution``; ``None`` when it is not C#.

    ``marked``: read it only when it writes something only C# writes (the caller passes ``False``
    once no other grammar read it). Raises ``Untranslatable`` when it is C# but something in it
    cannot be translated with certainty.
    """
    if marked and _MARKERS.search(text) is None:
        return None  # Java, C++ and C read the same way: theirs is the established path
    source = text.encode("utf-8")
    root = grammar("c_sharp").parse(source).root_node
    if root.has_error:
        return None
    cs = _CS(src=source, methods={}, main="", method=signature.method)
    nodes = _methods(cs, root)
    if not nodes:
        return None
    methods = [_method(cs, m) for m in nodes]
    cs.methods = {m.name: m for m in methods}
    if len(cs.methods) != len(methods):
        raise no("overloads")
    main = the_answer(methods, signature, "method")
    cs.main = main.name
    for m in methods:
        cs.current = m.name
        cs.row = m.row
        cs.scopes = [dict(m.params)]
        cs.header(signature, m.name, m.params, m is main)
        cs.loops = []
        cs.block(m.body, 2)
        cs.out.append("")
        cs.rows.append(0)
    python, line_map = solution_module(
        signature, cs.imports, [_HELPERS[h] for h in sorted(cs.helpers)], cs.out, cs.rows
    )
    compile_quietly(python, "<csharp>")
    return grammar_read(python, line_map, CSHARP_RULE, "C#")
