"""Review checks on idioms and complexity smells: ``range(len(...))``, hand-written counters,
``in`` on a list inside a loop, string building with ``+=``, exponential recursion.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from assay.grading._models import Finding, FindingCategory, Severity
from assay.grading._review_context import (
    TREE_ATTRS,
    ReviewContext,
    call_name,
    is_memoised,
    make_finding,
    methods_of,
    own_nodes,
    self_calls,
)

__all__ = ["check_complexity_smells", "check_manual_counter", "check_range_len"]


def check_range_len(ctx: ReviewContext) -> Iterator[Finding]:
    for loop in ctx.of_type(ast.For):
        it = loop.iter
        if not (
            isinstance(it, ast.Call)
            and call_name(it) == "range"
            and isinstance(it.func, ast.Name)
            and len(it.args) == 1
            and isinstance(it.args[0], ast.Call)
            and call_name(it.args[0]) == "len"
            and len(it.args[0].args) == 1
            and isinstance(loop.target, ast.Name)
        ):
            continue
        seq = ast.dump(it.args[0].args[0])
        index = loop.target.id
        # enumerate fits only when the body reads seq[i] and uses i for nothing else.
        subscripts = [
            n
            for stmt in loop.body
            for n in ast.walk(stmt)
            if isinstance(n, ast.Subscript)
            and isinstance(n.slice, ast.Name)
            and n.slice.id == index
            and ast.dump(n.value) == seq
        ]
        uses = [n for stmt in loop.body for n in ast.walk(stmt) if isinstance(n, ast.Name) and n.id == index]
        stores = [s for s in subscripts if isinstance(s.ctx, ast.Store)]
        if subscripts and not stores and len(uses) == len(subscripts):
            name = ast.unparse(it.args[0].args[0])
            yield make_finding(
                "range-len",
                FindingCategory.IDIOMS,
                Severity.MINOR,
                loop,
                f"`for {index} in range(len({name}))` is only used to read `{name}[{index}]`.",
                f"Iterate directly: `for item in {name}:` (or `enumerate({name})` if you need the index).",
            )


def _subscript_base(node: ast.AST) -> str | None:
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return node.value.id
    return None


def check_manual_counter(ctx: ReviewContext) -> Iterator[Finding]:
    for node in ctx.of_type(ast.If):
        test = node.test
        if not (
            isinstance(test, ast.Compare)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.In | ast.NotIn)
            and isinstance(test.comparators[0], ast.Name)
        ):
            continue
        table = test.comparators[0].id
        branch_nodes = [n for s in [*node.body, *node.orelse] for n in ast.walk(s)]
        increments = any(
            isinstance(n, ast.AugAssign) and _subscript_base(n.target) == table for n in branch_nodes
        )
        initialises = any(
            isinstance(n, ast.Assign)
            and any(_subscript_base(t) == table for t in n.targets)
            and isinstance(n.value, ast.Constant)
            for n in branch_nodes
        )
        if increments and initialises:
            yield make_finding(
                "manual-counter",
                FindingCategory.IDIOMS,
                Severity.MINOR,
                node,
                f"`{table}` is counted by hand with an `if … in {table}` check.",
                "Use `collections.Counter(...)` (or `defaultdict(int)`), which does this in one step.",
            )
    for assign in ctx.of_type(ast.Assign):
        value = assign.value
        if (
            ctx.in_loop(assign)
            and isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Add)
            and isinstance(value.left, ast.Call)
            and call_name(value.left) == "get"
            and len(assign.targets) == 1
            and _subscript_base(assign.targets[0]) is not None
        ):
            yield make_finding(
                "manual-counter",
                FindingCategory.IDIOMS,
                Severity.INFO,
                assign,
                "Counting with `d[k] = d.get(k, 0) + 1` works, but there is a dedicated tool.",
                "`collections.Counter(iterable)` builds the counts in one call.",
            )


def _list_names(ctx: ReviewContext) -> set[str]:
    names: set[str] = set()
    assigns: list[ast.Assign | ast.AnnAssign] = [*ctx.of_type(ast.Assign), *ctx.of_type(ast.AnnAssign)]
    for node in assigns:
        value = node.value
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        is_list = isinstance(value, ast.List | ast.ListComp) or (
            isinstance(value, ast.Call) and call_name(value) in {"list", "sorted", "split"}
        )
        if isinstance(node, ast.AnnAssign) and re.match(r"^(List|list)\b", ast.unparse(node.annotation)):
            is_list = True
        if is_list:
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    for arg in ctx.of_type(ast.arg):
        if arg.annotation is not None and re.match(r"^(List|list)\b", ast.unparse(arg.annotation)):
            names.add(arg.arg)
    # A name later rebound to a set or dict is not a list any more.
    for node in ctx.of_type(ast.Assign):
        if isinstance(node.value, ast.Set | ast.SetComp | ast.Dict | ast.DictComp) or (
            isinstance(node.value, ast.Call) and call_name(node.value) in {"set", "dict", "frozenset"}
        ):
            names.difference_update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _str_names(ctx: ReviewContext) -> set[str]:
    names: set[str] = set()
    for node in ctx.of_type(ast.Assign):
        if (isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)) or isinstance(
            node.value, ast.JoinedStr
        ):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    for ann in ctx.of_type(ast.AnnAssign):
        if isinstance(ann.target, ast.Name) and ast.unparse(ann.annotation) == "str":
            names.add(ann.target.id)
    return names


def check_complexity_smells(ctx: ReviewContext) -> Iterator[Finding]:
    lists = _list_names(ctx)
    strings = _str_names(ctx)
    reported: set[str] = set()
    for node in ctx.of_type(ast.Compare):
        if not ctx.in_loop(node):
            continue
        for op, right in zip(node.ops, node.comparators, strict=False):
            if isinstance(op, ast.In | ast.NotIn) and isinstance(right, ast.Name) and right.id in lists:
                if right.id in reported:
                    continue
                reported.add(right.id)
                yield make_finding(
                    "list-membership-in-loop",
                    FindingCategory.COMPLEXITY_SMELL,
                    Severity.MINOR,
                    node,
                    f"`in {right.id}` scans the whole list on every loop iteration (O(n) each time).",
                    f"Keep a set alongside (`{right.id}_set = set({right.id})`) for O(1) membership checks.",
                )
    for aug in ctx.of_type(ast.AugAssign):
        if (
            ctx.in_loop(aug)
            and isinstance(aug.op, ast.Add)
            and isinstance(aug.target, ast.Name)
            and aug.target.id in strings
            and aug.target.id not in reported
        ):
            reported.add(aug.target.id)
            yield make_finding(
                "string-concat-in-loop",
                FindingCategory.COMPLEXITY_SMELL,
                Severity.MINOR,
                aug,
                f"`{aug.target.id} += …` in a loop copies the string each time (quadratic at worst).",
                "Append the pieces to a list and `''.join(parts)` once at the end.",
            )
    for call in ctx.of_type(ast.Call):
        name = call_name(call)
        front = (name == "pop" and len(call.args) == 1) or (name == "insert" and len(call.args) == 2)
        if (
            front
            and isinstance(call.func, ast.Attribute)
            and isinstance(call.args[0], ast.Constant)
            and call.args[0].value == 0
            and ctx.in_loop(call)
        ):
            yield make_finding(
                "pop-front",
                FindingCategory.COMPLEXITY_SMELL,
                Severity.MINOR,
                call,
                f"`.{name}(0, …)` on a list shifts every element (O(n) per call)."
                if name == "insert"
                else "`.pop(0)` on a list shifts every element (O(n) per call).",
                "Use `collections.deque` with `popleft()` / `appendleft()`.",
            )
    yield from _check_recursion(ctx)


def _check_recursion(ctx: ReviewContext) -> Iterator[Finding]:
    methods = methods_of(ctx)
    for func in ctx.functions():
        calls = self_calls(func, func in methods)
        if len(calls) < 2 or is_memoised(func):
            continue
        # Tree / list walks recurse on children: linear, not exponential.
        args = [a for c in calls for a in ast.walk(c) if isinstance(a, ast.Attribute)]
        if any(a.attr in TREE_ATTRS for a in args):
            continue
        combined = [
            n
            for n in own_nodes(func)
            if isinstance(n, ast.Return | ast.BinOp | ast.BoolOp | ast.Call)
            and not (isinstance(n, ast.Call) and n in calls)
            and sum(1 for m in ast.walk(n) if m in calls) >= 2
        ]
        if combined:
            yield make_finding(
                "recursion-without-memo",
                FindingCategory.COMPLEXITY_SMELL,
                Severity.MINOR,
                combined[0],
                f"`{func.name}` calls itself more than once per call without memoisation (exponential time).",
                "Cache results with `@functools.cache` or build the answer bottom-up in a table.",
            )
