"""Review checks on correctness and robustness: unreachable code, swallowed errors, comparisons,
mutable defaults, global state and loops that never end.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator

from assay.grading._models import Finding, FindingCategory, Severity
from assay.grading._review_context import (
    ReviewContext,
    call_name,
    is_endless,
    is_mutable_literal,
    make_finding,
    statement_lists,
)

__all__ = [
    "check_comparisons",
    "check_endless_loops",
    "check_exceptions",
    "check_global_state",
    "check_mutable_defaults",
    "check_unreachable",
]

_SWALLOWING = (ast.Pass, ast.Continue)


_TERMINATORS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def check_unreachable(ctx: ReviewContext) -> Iterator[Finding]:
    for node in ctx.nodes:
        for stmts in statement_lists(node):
            for stmt, following in itertools.pairwise(stmts):
                if isinstance(stmt, _TERMINATORS):
                    kind = type(stmt).__name__.lower()
                    yield make_finding(
                        "unreachable-code",
                        FindingCategory.DEAD_CODE,
                        Severity.MINOR,
                        following,
                        f"This code never runs: it follows a `{kind}` on line {stmt.lineno}.",
                        "Remove it, or move it before that statement if it was meant to run.",
                    )
                    break


def check_exceptions(ctx: ReviewContext) -> Iterator[Finding]:
    for handler in ctx.of_type(ast.ExceptHandler):
        swallowed = all(
            isinstance(s, _SWALLOWING) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
            for s in handler.body
        )
        broad = handler.type is None or (
            isinstance(handler.type, ast.Name) and handler.type.id in ("Exception", "BaseException")
        )
        if handler.type is None:
            yield make_finding(
                "bare-except",
                FindingCategory.ERROR_HANDLING,
                Severity.MAJOR,
                handler,
                "A bare `except:` catches everything, including KeyboardInterrupt and real bugs.",
                "Catch the specific exception you expect (e.g. `except KeyError:`).",
            )
        if swallowed:
            yield make_finding(
                "swallowed-exception",
                FindingCategory.ERROR_HANDLING,
                Severity.MAJOR if broad else Severity.MINOR,
                handler,
                "The exception is silently ignored, which hides bugs.",
                "Handle the case explicitly (check the condition before), or let the error surface.",
            )
        elif broad and handler.type is not None:
            yield make_finding(
                "broad-except",
                FindingCategory.ERROR_HANDLING,
                Severity.INFO,
                handler,
                f"`except {ast.unparse(handler.type)}` is very broad.",
                "Catch only the exceptions this code can actually raise.",
            )


def check_comparisons(ctx: ReviewContext) -> Iterator[Finding]:
    for node in ctx.of_type(ast.Compare):
        operands = [node.left, *node.comparators]
        for op, left, right in zip(node.ops, operands, operands[1:], strict=False):
            if not isinstance(op, ast.Eq | ast.NotEq):
                continue
            for side in (left, right):
                if isinstance(side, ast.Constant) and side.value is None:
                    better = "is None" if isinstance(op, ast.Eq) else "is not None"
                    yield make_finding(
                        "compare-none",
                        FindingCategory.IDIOMS,
                        Severity.MINOR,
                        node,
                        f"`{ast.unparse(node)}` compares with None using `==`/`!=`.",
                        f"Use `{better}`.",
                    )
                elif isinstance(side, ast.Constant) and isinstance(side.value, bool):
                    yield make_finding(
                        "compare-bool",
                        FindingCategory.IDIOMS,
                        Severity.MINOR,
                        node,
                        f"`{ast.unparse(node)}` compares with {side.value} explicitly.",
                        "Use the value's truthiness directly (`if flag:` / `if not flag:`).",
                    )
            sides = (left, right)
            if any(isinstance(s, ast.Call) and call_name(s) == "len" for s in sides) and any(
                isinstance(s, ast.Constant) and s.value == 0 and not isinstance(s.value, bool) for s in sides
            ):
                yield make_finding(
                    "len-compare-zero",
                    FindingCategory.IDIOMS,
                    Severity.INFO,
                    node,
                    f"`{ast.unparse(node)}` checks emptiness through `len`.",
                    "Empty containers are falsy: `if not items:` reads better.",
                )


def check_mutable_defaults(ctx: ReviewContext) -> Iterator[Finding]:
    for func in ctx.functions():
        for default in [*func.args.defaults, *func.args.kw_defaults]:
            if default is not None and is_mutable_literal(default):
                yield make_finding(
                    "mutable-default",
                    FindingCategory.IDIOMS,
                    Severity.MAJOR,
                    default,
                    f"`{func.name}` has a mutable default `{ast.unparse(default)}`, shared between calls.",
                    "Default to `None` and create the container inside the function.",
                )


def check_global_state(ctx: ReviewContext) -> Iterator[Finding]:
    for node in ctx.of_type(ast.Global):
        yield make_finding(
            "global-state",
            FindingCategory.STRUCTURE,
            Severity.MAJOR,
            node,
            f"`global {', '.join(node.names)}` makes the result depend on state left by earlier calls.",
            "Keep state in local variables (or on `self`) and pass it explicitly.",
        )
    used_in_functions = {
        n.id
        for n in ctx.of_type(ast.Name)
        if isinstance(n.ctx, ast.Load) and (w := ctx.where.get(n)) is not None and w.func is not None
    }
    for stmt in ctx.tree.body:
        if isinstance(stmt, ast.Assign) and is_mutable_literal(stmt.value):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name) and t.id in used_in_functions]
            if names:
                yield make_finding(
                    "global-state",
                    FindingCategory.STRUCTURE,
                    Severity.MINOR,
                    stmt,
                    f"Module-level `{names[0]}` is mutable state shared by every call.",
                    "Create it inside the method so each call starts fresh.",
                )
        if isinstance(stmt, ast.ClassDef) and stmt.name == "Solution":
            for item in stmt.body:
                if isinstance(item, ast.Assign) and is_mutable_literal(item.value):
                    yield make_finding(
                        "global-state",
                        FindingCategory.STRUCTURE,
                        Severity.MINOR,
                        item,
                        f"Class attribute `{ast.unparse(item.targets[0])}` is shared by every call.",
                        "Create it inside the method (or in `__init__`).",
                    )


def check_endless_loops(ctx: ReviewContext) -> Iterator[Finding]:
    for loop in ctx.of_type(ast.While):
        if is_endless(loop):
            yield make_finding(
                "endless-loop",
                FindingCategory.STRUCTURE,
                Severity.MAJOR,
                loop,
                "This `while True` loop has no `break`, `return` or `raise`, so it never ends.",
                "Give the loop a condition that becomes false, or `break` / `return` once the work is done.",
            )
