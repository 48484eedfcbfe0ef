"""The review's view of one parsed submission: every node with its function, loop depth and nesting
depth (one annotating traversal of the one parse), the comment lines, and the small AST helpers the
checks, strengths and approach detection share. Findings are built and ordered here too.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from assay.grading._models import Finding, FindingCategory, Severity
from assay.judge import Signature

__all__ = [
    "BLOCKS",
    "COMPREHENSIONS",
    "SCOPES",
    "TREE_ATTRS",
    "ReviewContext",
    "build_context",
    "call_name",
    "dedupe_findings",
    "is_endless",
    "is_memoised",
    "is_mutable_literal",
    "make_finding",
    "methods_of",
    "own_nodes",
    "self_calls",
    "signature_names",
    "statement_lists",
    "stored_names",
]

_T = TypeVar("_T", bound=ast.AST)


_FUNCS = (ast.FunctionDef, ast.AsyncFunctionDef)


SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


BLOCKS = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.TryStar, ast.Match)


_MEMO_NAMES = re.compile(r"memo|cache|dp|table|seen|visited|computed", re.IGNORECASE)


_CACHE_DECORATORS = frozenset({"cache", "lru_cache", "cached"})


TREE_ATTRS = frozenset({"left", "right", "next", "children", "neighbors", "neighbours"})


@dataclass(slots=True)
class _Where:
    func: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | None
    loops: int
    depth: int


@dataclass
class ReviewContext:
    source: str
    tree: ast.Module
    signature: Signature | None
    where: dict[ast.AST, _Where] = field(default_factory=dict)
    nodes: list[ast.AST] = field(default_factory=list)
    comment_lines: set[int] = field(default_factory=set)
    main: ast.FunctionDef | ast.AsyncFunctionDef | None = None
    techniques: set[str] | None = None
    assignments: dict[int, dict[str, list[ast.AST]]] | None = None

    def in_loop(self, node: ast.AST) -> bool:
        where = self.where.get(node)
        return where is not None and where.loops > 0

    def of_type(self, kind: type[_T]) -> Iterator[_T]:
        for node in self.nodes:
            if isinstance(node, kind):
                yield node

    def functions(self) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
        for node in self.nodes:
            if isinstance(node, _FUNCS):
                yield node

    def has(self, *kinds: type[ast.AST]) -> bool:
        return any(isinstance(node, kinds) for node in self.nodes)


def build_context(source: str, tree: ast.Module, signature: Signature | None) -> ReviewContext:
    ctx = ReviewContext(source=source, tree=tree, signature=signature)
    _annotate(ctx, tree, None, 0, 0)
    ctx.nodes = list(ctx.where)
    ctx.comment_lines = _comment_lines(source)
    method = signature.method if signature is not None else None
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            for item in node.body:
                if isinstance(item, _FUNCS) and (item.name == method or method is None):
                    ctx.main = item
    return ctx


def _annotate(
    ctx: ReviewContext,
    node: ast.AST,
    func: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | None,
    loops: int,
    depth: int,
) -> None:
    """Record, for every node, its function and how many loops / blocks enclose it there."""
    ctx.where[node] = _Where(func, loops, depth)
    if isinstance(node, (*_FUNCS, ast.Lambda)):
        inner: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | None = node
        for child in ast.iter_child_nodes(node):
            # Decorators and defaults run in the enclosing scope; the body is a new one.
            body = node.body
            in_body = any(child is b for b in body) if isinstance(body, list) else child is body
            if in_body:
                _annotate(ctx, child, inner, 0, 0)
            else:
                _annotate(ctx, child, func, loops, depth)
        return
    for name, value in ast.iter_fields(node):
        children = value if isinstance(value, list) else [value]
        for child in children:
            if not isinstance(child, ast.AST):
                continue
            child_loops, child_depth = loops, depth
            if isinstance(node, ast.For | ast.AsyncFor) and name in ("body", "orelse"):
                child_loops, child_depth = loops + 1, depth + 1
            elif isinstance(node, ast.While) and name in ("test", "body"):
                child_loops, child_depth = loops + 1, depth + (name == "body")
            elif (isinstance(node, COMPREHENSIONS) and name != "generators") or (
                isinstance(node, ast.comprehension) and name == "ifs"
            ):
                child_loops = loops + 1
            elif isinstance(node, BLOCKS) and name in ("body", "orelse", "finalbody", "handlers", "cases"):
                child_depth = depth + 1
            _annotate(ctx, child, func, child_loops, child_depth)


def _comment_lines(source: str) -> set[int]:
    lines: set[int] = set()
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                lines.add(tok.start[0])
    except (tokenize.TokenError, SyntaxError):
        pass
    return lines


def dedupe_findings(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[str, int | None, str]] = set()
    unique = []
    for f in findings:
        key = (f.rule, f.line, f.message)
        if key not in seen:
            seen.add(key)
            unique.append(f)
    order = {Severity.MAJOR: 0, Severity.MINOR: 1, Severity.INFO: 2}
    return sorted(unique, key=lambda f: (f.line or 0, order[f.severity], f.rule))


def make_finding(
    rule: str,
    category: FindingCategory,
    severity: Severity,
    node: ast.AST | None,
    message: str,
    suggestion: str,
) -> Finding:
    line = getattr(node, "lineno", None) if node is not None else None
    return Finding(
        rule=rule, category=category, severity=severity, line=line, message=message, suggestion=suggestion
    )


def call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def stored_names(ctx: ReviewContext) -> Iterator[tuple[str, ast.AST]]:
    """Every name bound in the code (targets, parameters, defs), with the binding node."""
    for node in ctx.nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            yield node.id, node
        elif isinstance(node, ast.arg):
            yield node.arg, node
        elif isinstance(node, (*_FUNCS, ast.ClassDef)):
            yield node.name, node


def signature_names(ctx: ReviewContext) -> set[str]:
    sig = ctx.signature
    return {p.name for p in sig.params} | {sig.method, "self"} if sig is not None else {"self"}


def statement_lists(node: ast.AST) -> Iterator[list[ast.stmt]]:
    for name in ("body", "orelse", "finalbody"):
        value = getattr(node, name, None)
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
            yield value


def own_nodes(func: ast.AST) -> Iterator[ast.AST]:
    """Nodes of ``func``'s body, not descending into nested function or class scopes."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, SCOPES):
            stack.extend(ast.iter_child_nodes(node))


def is_mutable_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.List | ast.Dict | ast.Set | ast.ListComp | ast.DictComp | ast.SetComp):
        return True
    return isinstance(node, ast.Call) and call_name(node) in {
        "list",
        "dict",
        "set",
        "defaultdict",
        "Counter",
    }


def is_endless(loop: ast.While) -> bool:
    """``while True`` (or ``while 1``) whose body can never leave it: no break, return or raise."""
    if not (isinstance(loop.test, ast.Constant) and loop.test.value in (True, 1)):
        return False
    stack: list[ast.AST] = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return | ast.Raise):
            return False
        if isinstance(node, ast.Break):
            return False
        if isinstance(node, SCOPES):
            continue
        if isinstance(node, ast.For | ast.AsyncFor | ast.While):
            # a `break` in an inner loop leaves only that loop; a return or raise still leaves ours
            stack.extend(n for n in ast.walk(node) if isinstance(n, ast.Return | ast.Raise))
            continue
        call = node.value if isinstance(node, ast.Expr) else None
        if isinstance(call, ast.Call) and call_name(call) == "exit":
            return False
        stack.extend(ast.iter_child_nodes(node))
    return True


def self_calls(func: ast.FunctionDef | ast.AsyncFunctionDef, in_class: bool) -> list[ast.Call]:
    calls = []
    for node in own_nodes(func):
        if not isinstance(node, ast.Call):
            continue
        target = node.func
        if (isinstance(target, ast.Name) and target.id == func.name) or (
            in_class
            and isinstance(target, ast.Attribute)
            and target.attr == func.name
            and isinstance(target.value, ast.Name)
            and target.value.id == "self"
        ):
            calls.append(node)
    return calls


def methods_of(ctx: ReviewContext) -> set[ast.AST]:
    return {item for cls in ctx.of_type(ast.ClassDef) for item in cls.body if isinstance(item, _FUNCS)}


def is_memoised(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    decorators = {(d.func if isinstance(d, ast.Call) else d) for d in func.decorator_list}
    for d in decorators:
        name = d.attr if isinstance(d, ast.Attribute) else d.id if isinstance(d, ast.Name) else ""
        if name in _CACHE_DECORATORS:
            return True
    for node in ast.walk(func):
        if (
            isinstance(node, ast.Compare)
            and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops)
            and any(_MEMO_NAMES.search(ast.unparse(c)) for c in node.comparators)
        ):
            return True
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Store)
            and _MEMO_NAMES.search(ast.unparse(node.value))
        ):
            return True
    return False
