"""Java's sorts with a comparator and ``toArray`` (docs/pseudocode.md, "C-family front end").

``Arrays.sort(a, (x, y) -> x[0] - y[0])``, ``Collections.sort(list, (x, y) -> …)`` and
``list.sort((x, y) -> …)`` sort with the learner's comparator through ``functools.cmp_to_key``:
the comparator runs as written (its bugs included), and Java's object sorts are stable as Python's
is. Only a lambda of two parameters whose body is one expression (or a block of one ``return``) is
read, and only on a container whose items are known; anything else stays refused.
``list.toArray(new int[list.size()][])`` (or ``new T[0]``) is a copy of the list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import COMMENT_NODES, T, Untranslatable, py

if TYPE_CHECKING:
    from assay.grading._pseudocode._cfamily_expr import ExprTr

__all__ = ["java_call", "java_sort"]

_OWNERS = {"Arrays", "Collections"}


def _args(node: Node) -> list[Node]:
    args = node.child_by_field_name("arguments")
    return [a for a in (args.named_children if args is not None else []) if a.type not in COMMENT_NODES]


def _lambda_parts(tr: ExprTr, node: Node) -> tuple[list[str], Node] | None:
    """The parameter names and the one expression of a Java comparator lambda."""
    if node.type != "lambda_expression":
        return None
    params = tr.f(node, "parameters")
    if params.type == "identifier":
        names = [tr.ctx.text(params)]
    elif params.type == "inferred_parameters":
        names = [tr.ctx.text(c) for c in params.named_children if c.type == "identifier"]
    elif params.type == "formal_parameters":
        names = []
        for p in params.named_children:
            name = p.child_by_field_name("name")
            if p.type != "formal_parameter" or name is None:
                raise Untranslatable("comparator parameter")
            names.append(tr.ctx.text(name))
    else:
        raise Untranslatable("comparator parameters")
    body = tr.f(node, "body")
    if body.type == "block":
        stmts = [c for c in body.named_children if c.type not in COMMENT_NODES]
        if len(stmts) != 1 or stmts[0].type != "return_statement" or len(stmts[0].named_children) != 1:
            raise Untranslatable("comparator with statements")
        body = stmts[0].named_children[0]
    return names, body


def _comparator(tr: ExprTr, node: Node, items: list[T]) -> str:
    """``(a, b) -> a[0] - b[0]`` as a Python function of two items of the sorted container."""
    parts = _lambda_parts(tr, node)
    if parts is None:
        raise Untranslatable("a comparator that is not a lambda")
    names, body = parts
    if len(names) != 2 or len(set(names)) != 2 or any(tr.ctx.known(n) for n in names):
        raise Untranslatable("comparator parameters")
    ctx = tr.ctx
    saved = {n: ctx.elements.get(n) for n in names}
    ctx.scopes.append(dict.fromkeys(names, items[0]))
    for n in names:
        ctx.elements[n] = list(items[1:])
    try:
        code, kind = tr.ex(body)
    finally:
        ctx.scopes.pop()
        for n, chain in saved.items():
            if chain is None:
                ctx.elements.pop(n, None)
            else:
                ctx.elements[n] = chain
    if ":=" in code or kind in ("bool", "str", "list", "map", "set"):
        raise Untranslatable("a comparator that gives no number")
    ctx.imports.add("functools")
    return f"functools.cmp_to_key(lambda {', '.join(py(n) for n in names)}: {code})"


def _items(tr: ExprTr, target: Node) -> tuple[str, list[T]]:
    code, kind = tr.ex(target)
    chain = tr.ctx.elements.get(tr.ctx.text(target), []) if target.type == "identifier" else []
    if kind != "list" or not chain or chain[0] in ("int", "float", "char", None):
        raise Untranslatable("a comparator sort of items whose type is not known")
    return code, chain


def java_sort(tr: ExprTr, node: Node, recv: Node | None, name: str) -> str | None:
    """``Arrays.sort(a, cmp)``, ``Collections.sort(xs, cmp)``, ``xs.sort(cmp)`` as a statement."""
    if tr.ctx.language != "java" or name != "sort" or recv is None:
        return None
    args = _args(node)
    owner = tr.ctx.text(recv) if recv.type == "identifier" else None
    if owner in _OWNERS and not tr.ctx.known(owner):
        if len(args) != 2 or args[1].type != "lambda_expression":
            return None
        code, chain = _items(tr, args[0])
        return f"{code}.sort(key={_comparator(tr, args[1], chain)})"
    if len(args) == 1 and args[0].type == "lambda_expression" and recv.type == "identifier":
        code, chain = _items(tr, recv)
        return f"{code}.sort(key={_comparator(tr, args[0], chain)})"
    return None


def java_call(tr: ExprTr, node: Node, recv: Node | None, name: str) -> tuple[str, T] | None:
    """``xs.toArray(new int[xs.size()][])``: Java copies the list into a new array;
    ``Integer.compare(a, b)`` is -1, 0 or 1."""
    if tr.ctx.language != "java" or recv is None:
        return None
    args = _args(node)
    owner = tr.ctx.text(recv) if recv.type == "identifier" else None
    if owner in ("Integer", "Long") and name == "compare" and not tr.ctx.known(owner) and len(args) == 2:
        (a, ka), (b, kb) = tr.ex(args[0]), tr.ex(args[1])
        if ka not in ("int", "char") or kb not in ("int", "char") or ":=" in a + b:
            raise Untranslatable("Integer.compare of values not known to be integers")
        return f"(({a}) > ({b})) - (({a}) < ({b}))", "int"
    if name != "toArray":
        return None
    if len(args) != 1 or args[0].type != "array_creation_expression":
        return None
    code, kind = tr.ex(recv)
    if kind != "list":
        raise Untranslatable("toArray of something not known to be a list")
    return f"list({code})", "list"
