"""The algorithmic techniques a submission shows (binary search, two pointers, dynamic programming,
...), recognised from its AST; computed once per context and shared by strengths and approach.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from assay.grading._review_context import (
    SCOPES,
    TREE_ATTRS,
    ReviewContext,
    call_name,
    is_memoised,
    is_mutable_literal,
    methods_of,
    self_calls,
    statement_lists,
)

__all__ = ["techniques_of"]


def _assignments(ctx: ReviewContext, func: ast.AST | None) -> dict[str, list[ast.AST]]:
    """Assignment statements of one function (``None``: module level), by assigned name."""
    if ctx.assignments is None:
        ctx.assignments = {}
        for n in ctx.nodes:
            if isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign):
                scope = ctx.assignments.setdefault(id(ctx.where[n].func), {})
                for t in _targets(n):
                    if isinstance(t, ast.Name):
                        scope.setdefault(t.id, []).append(n)
    return ctx.assignments.get(id(func), {})


def _targets(node: ast.Assign | ast.AugAssign | ast.AnnAssign) -> list[ast.AST]:
    if isinstance(node, ast.Assign):
        return [n for t in node.targets for n in ast.walk(t)]
    return [node.target]


def techniques_of(ctx: ReviewContext) -> set[str]:
    if ctx.techniques is None:
        ctx.techniques = _find_techniques(ctx)
    return ctx.techniques


def _find_techniques(ctx: ReviewContext) -> set[str]:
    found: set[str] = set()
    calls = [(c, call_name(c)) for c in ctx.of_type(ast.Call)]
    call_names = {name for _, name in calls}
    imported = {
        alias.name
        for node in [*ctx.of_type(ast.Import), *ctx.of_type(ast.ImportFrom)]
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    } | {node.module for node in ctx.of_type(ast.ImportFrom) if node.module}
    attrs = {a.attr for a in ctx.of_type(ast.Attribute)}
    if call_names & {"heappush", "heappop", "heapify", "heappushpop", "nlargest", "nsmallest"}:
        found.add("heap")
    if call_names & {"bisect_left", "bisect_right", "bisect", "insort"} or "bisect" in imported:
        found.add("binary search")
    if call_names & {"sorted", "sort"}:
        found.add("sorting")
    if call_names & {"set", "frozenset"} or ctx.has(ast.Set, ast.SetComp):
        found.add("hash set")
    if call_names & {"dict", "defaultdict", "Counter", "OrderedDict"} or ctx.has(ast.Dict, ast.DictComp):
        found.add("hash map")
    if "popleft" in call_names or (
        "deque" in call_names and any(isinstance(w, ast.While) for w in ctx.nodes)
    ):
        found.add("breadth-first search")
    if any(
        isinstance(a.value, ast.Attribute) and a.attr == "next" and a.value.attr == "next"
        for a in ctx.of_type(ast.Attribute)
    ):
        found.add("fast and slow pointers")
    for node in ctx.of_type(ast.Assign):
        value = node.value
        if (
            isinstance(value, ast.Attribute)
            and value.attr == "next"
            and ctx.in_loop(node)
            and any(isinstance(t, ast.Name) for t in node.targets)
        ):
            found.add("linked list traversal")
        if ctx.in_loop(node) and _is_midpoint(value) and _in_while(ctx, node):
            found.add("binary search")
        if ctx.in_loop(node) and _is_recurrence(node):
            found.add("dynamic programming")
        if any(isinstance(t, ast.Name) and "prefix" in t.id.lower() for t in node.targets):
            found.add("prefix sums")
    found |= _pointer_techniques(ctx)
    found |= _recursive_techniques(ctx, attrs)
    found |= _table_techniques(ctx)
    stack_names = {
        c.func.value.id
        for c, name in calls
        if name == "pop"
        and not c.args
        and isinstance(c.func, ast.Attribute)
        and isinstance(c.func.value, ast.Name)
    }
    pushes = {
        c.func.value.id
        for c, name in calls
        if name == "append" and isinstance(c.func, ast.Attribute) and isinstance(c.func.value, ast.Name)
    }
    if stack_names & pushes and "backtracking" not in found:
        found.add("stack")
    if "stack" in found and attrs & TREE_ATTRS and "breadth-first search" not in found:
        found.add("depth-first search")
    nested_for = any(
        isinstance(node, ast.For) and any(isinstance(inner, ast.For) for inner in _own_loop_body(node))
        for node in ctx.nodes
    )
    if nested_for:
        found.add("brute force (nested loops)")
    return found


def _is_midpoint(value: ast.expr) -> bool:
    """``(lo + hi) // 2``, ``lo + (hi - lo) // 2`` or ``(lo + hi) >> 1``."""
    for b in ast.walk(value):
        halving = isinstance(b, ast.BinOp) and (
            (isinstance(b.op, ast.FloorDiv) and isinstance(b.right, ast.Constant) and b.right.value == 2)
            or (isinstance(b.op, ast.RShift) and isinstance(b.right, ast.Constant) and b.right.value == 1)
        )
        if halving and isinstance(b, ast.BinOp) and isinstance(b.left, ast.BinOp):
            names = [n for n in ast.walk(b.left) if isinstance(n, ast.Name)]
            if len({n.id for n in names}) >= 2:
                return True
    return False


def _in_while(ctx: ReviewContext, node: ast.AST) -> bool:
    func = ctx.where[node].func
    return any(ctx.where[w].func is func and _inside(node, w) for w in ctx.of_type(ast.While))


def _is_recurrence(node: ast.Assign) -> bool:
    """``cur = max(x, cur + x)`` / ``a, b = b, min(a + c, b + d)``: a rolling DP recurrence.

    A plain running maximum (``best = max(best, x)``) is not one: the target must appear inside
    arithmetic within the ``min``/``max`` call.
    """
    targets = {t.id for tgt in node.targets for t in ast.walk(tgt) if isinstance(t, ast.Name)}
    nodes = list(ast.walk(node.value))
    if not any(isinstance(c, ast.Call) and call_name(c) in ("max", "min") for c in nodes):
        return False
    return any(
        isinstance(b, ast.BinOp) and any(isinstance(n, ast.Name) and n.id in targets for n in ast.walk(b))
        for b in nodes
    )


def _own_loop_body(loop: ast.For) -> Iterator[ast.AST]:
    for stmt in loop.body:
        yield stmt
        for node in ast.walk(stmt):
            if isinstance(node, SCOPES):
                break
            yield node


def _pointer_techniques(ctx: ReviewContext) -> set[str]:
    found: set[str] = set()
    for loop in ctx.of_type(ast.For):
        loop_vars = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        assigned = _assignments(ctx, ctx.where[loop].func)
        body = [n for stmt in loop.body for n in ast.walk(stmt)]
        moved = {
            t.id
            for n in body
            if isinstance(n, ast.Assign | ast.AugAssign)
            for t in _targets(n)
            if isinstance(t, ast.Name) and t.id not in loop_vars
        }
        in_loop = {id(n) for n in ast.walk(loop)}
        outer = {name for name in moved if any(id(a) not in in_loop for a in assigned.get(name, ()))}
        # `right - left`: the window's width, between the loop index (or a counter the loop advances,
        # as in `for ch in s: ... right += 1`) and a start index the loop moves.
        window = any(
            isinstance(n, ast.BinOp)
            and isinstance(n.op, ast.Sub)
            and isinstance(n.left, ast.Name)
            and n.left.id in loop_vars | outer
            and isinstance(n.right, ast.Name)
            and n.right.id in outer
            and n.left.id != n.right.id
            for n in body
        )
        # Fixed-size window: `total += nums[i] - nums[i - k]`.
        fixed = any(
            isinstance(n, ast.AugAssign)
            and any(
                isinstance(sub, ast.Subscript)
                and isinstance(sub.slice, ast.BinOp)
                and isinstance(sub.slice.op, ast.Sub)
                and isinstance(sub.slice.left, ast.Name)
                and sub.slice.left.id in loop_vars
                for sub in ast.walk(n.value)
            )
            for n in body
        )
        if window or fixed:
            found.add("sliding window")
            continue
        # Read/write pointers: a second index moved inside the loop and used to subscript.
        indexed = {n.slice.id for n in body if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Name)}
        steps = {
            n.target.id
            for n in body
            if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and isinstance(n.op, ast.Add)
        }
        if outer & indexed & steps and loop_vars & indexed:
            found.add("two pointers")
    for wloop in ctx.of_type(ast.While):
        tested = {n.id for n in ast.walk(wloop.test) if isinstance(n, ast.Name)}
        body = [n for s in wloop.body for n in ast.walk(s)]
        ups = {name for name in tested if any(_moves(n, name, up=True) for n in body)}
        downs = {name for name in tested if any(_moves(n, name, up=False) for n in body)}
        midpoint = any(isinstance(n, ast.Assign) and _is_midpoint(n.value) for n in body)
        if ups and downs and (ups | downs) - (ups & downs) and not midpoint:
            found.add("two pointers")
    return found


def _inside(node: ast.AST, container: ast.AST) -> bool:
    return any(n is node for n in ast.walk(container))


def _moves(node: ast.AST, name: str, *, up: bool) -> bool:
    if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
        return isinstance(node.op, ast.Add) if up else isinstance(node.op, ast.Sub)
    return (
        isinstance(node, ast.Assign)
        and not up
        and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
    )


def _recursive_techniques(ctx: ReviewContext, attrs: set[str]) -> set[str]:
    found: set[str] = set()
    methods = methods_of(ctx)
    for func in ctx.functions():
        calls = self_calls(func, func in methods)
        if not calls:
            continue
        found.add("recursion")
        call_attrs = {a.attr for c in calls for a in ast.walk(c) if isinstance(a, ast.Attribute)}
        if is_memoised(func) and not (call_attrs & TREE_ATTRS):
            found.add("dynamic programming")
        if (
            call_attrs & TREE_ATTRS
            or (attrs & TREE_ATTRS and "recursion" in found)
            or any(
                re.search(r"visit|seen", ast.unparse(n)) for n in ast.walk(func) if isinstance(n, ast.Name)
            )
        ):
            found.add("depth-first search")
        if _chooses_and_unchooses(func, calls):
            found.add("backtracking")
    return found


def _chooses_and_unchooses(func: ast.AST, calls: list[ast.Call]) -> bool:
    """``path.append(x); recurse(...); path.pop()`` in one block: choose, explore, un-choose."""
    for node in ast.walk(func):
        for stmts in statement_lists(node):
            kinds = []
            for stmt in stmts:
                inner = list(ast.walk(stmt))
                if any(n in calls for n in inner):
                    kinds.append("call")
                elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                    kinds.append(call_name(stmt.value))
            text = " ".join(kinds)
            if re.search(r"(append|add|push) (\S+ )*call (\S+ )*(pop|remove|discard)", text):
                return True
    return False


def _table_techniques(ctx: ReviewContext) -> set[str]:
    tables: set[str] = set()
    for node in ctx.of_type(ast.Assign):
        value = node.value
        is_table = (
            isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Mult)
            and isinstance(value.left, ast.List)
        ) or isinstance(value, ast.ListComp)
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        if is_table or (names and re.fullmatch(r"dp|memo|table", names[0]) and is_mutable_literal(value)):
            tables.update(names)
    written = {
        t.id
        for node in ctx.nodes
        if isinstance(node, ast.Assign) and ctx.in_loop(node)
        for tgt in node.targets
        for t in ast.walk(tgt)
        if isinstance(t, ast.Name)
    }
    for sub in ctx.of_type(ast.Subscript):
        if (
            isinstance(sub.value, ast.Name)
            and sub.value.id in tables
            and ctx.in_loop(sub)
            and isinstance(sub.ctx, ast.Load)
            and (
                sub.value.id in written
                or any(isinstance(b, ast.BinOp) and isinstance(b.op, ast.Sub) for b in ast.walk(sub.slice))
            )
        ):
            return {"dynamic programming"}
    return set()
