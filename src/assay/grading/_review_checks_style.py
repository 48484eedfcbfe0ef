"""Review checks on naming and readability: names, unused code, debug prints, structure, type hints.

Each check takes the :class:`ReviewContext` and yields findings with line numbers.
"""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Iterator

from assay.grading._models import Finding, FindingCategory, Severity
from assay.grading._review_context import (
    BLOCKS,
    ReviewContext,
    call_name,
    make_finding,
    own_nodes,
    signature_names,
    stored_names,
)
from assay.grading._validation import _same_type

__all__ = [
    "check_empty_method",
    "check_naming",
    "check_prints",
    "check_structure",
    "check_type_hints",
    "check_unused",
    "check_unused_imports",
]

# Built-ins that solutions commonly shadow by accident; names such as `id` or `input` included.
_SHADOWABLE = frozenset(name for name in dir(builtins) if not name.startswith("_") and name[0].islower()) - {
    "copyright",
    "credits",
    "license",
    "exit",
    "quit",
    "help",
}


_INDEX_NAMES = frozenset("ijk")


_LENGTH_NAMES = frozenset("nm")


_LONG_FUNCTION_LINES = 50


_VERY_LONG_FUNCTION_LINES = 100


_DEEP_NESTING = 4


_COMMENT_WORTHY_STATEMENTS = 12


def _loop_targets(ctx: ReviewContext) -> set[ast.AST]:
    targets: set[ast.AST] = set()
    for node in ctx.nodes:
        if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            targets.update(ast.walk(node.target))
    return targets


def _length_assignments(ctx: ReviewContext) -> set[str]:
    names: set[str] = set()
    for node in ctx.of_type(ast.Assign):
        if isinstance(node.value, ast.Call) and call_name(node.value) == "len":
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def check_naming(ctx: ReviewContext) -> Iterator[Finding]:
    exempt = signature_names(ctx)
    loop_targets = _loop_targets(ctx)
    lengths = _length_assignments(ctx)
    reported: set[tuple[str, str]] = set()
    lambda_args = {a for lam in ctx.of_type(ast.Lambda) for a in ast.walk(lam.args)}
    for name, node in stored_names(ctx):
        if name in exempt or name.startswith("_") or node in lambda_args:
            continue
        if name in _SHADOWABLE and ("builtin", name) not in reported:
            reported.add(("builtin", name))
            yield make_finding(
                "shadowed-builtin",
                FindingCategory.NAMING,
                Severity.MINOR,
                node,
                f"`{name}` shadows the built-in `{name}()`.",
                f"Rename it (e.g. `{name}_` or a descriptive name) so `{name}()` keeps working.",
            )
        elif len(name) == 1 and ("short", name) not in reported:
            index_like = name in _INDEX_NAMES or node in loop_targets
            if index_like or (name in _LENGTH_NAMES and name in lengths):
                continue
            reported.add(("short", name))
            yield make_finding(
                "single-letter-name",
                FindingCategory.NAMING,
                Severity.MINOR,
                node,
                f"`{name}` is a single-letter name outside a loop index.",
                "Use a name that says what it holds (e.g. `left`, `counts`, `best`).",
            )
        elif re.match(r"^[a-z]+[A-Z]\w*$", name) and ("style", name) not in reported:
            reported.add(("style", name))
            snake = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
            yield make_finding(
                "naming-style",
                FindingCategory.NAMING,
                Severity.INFO,
                node,
                f"`{name}` is camelCase; Python code uses snake_case.",
                f"Rename it `{snake}`.",
            )


def check_unused(ctx: ReviewContext) -> Iterator[Finding]:
    for func in ctx.functions():
        loaded = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        declared = {
            name for n in ast.walk(func) if isinstance(n, ast.Global | ast.Nonlocal) for name in n.names
        }
        loop_vars: set[ast.AST] = set()
        first: dict[str, ast.AST] = {}
        for node in own_nodes(func):
            if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
                loop_vars.update(ast.walk(node.target))
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Store)
                and (node.id not in first or node.lineno < getattr(first[node.id], "lineno", 0))
            ):
                first[node.id] = node
        for name, node in sorted(first.items(), key=lambda kv: getattr(kv[1], "lineno", 0)):
            if name in loaded or name in declared or name.startswith("_"):
                continue
            if node in loop_vars:
                yield make_finding(
                    "unused-loop-variable",
                    FindingCategory.DEAD_CODE,
                    Severity.INFO,
                    node,
                    f"Loop variable `{name}` is never used.",
                    "Name it `_` to show it is intentionally unused.",
                )
            else:
                yield make_finding(
                    "unused-variable",
                    FindingCategory.DEAD_CODE,
                    Severity.MINOR,
                    node,
                    f"`{name}` is assigned but never used.",
                    "Remove it, or use it where it was meant to be used.",
                )


def check_unused_imports(ctx: ReviewContext) -> Iterator[Finding]:
    used = {n.id for n in ctx.of_type(ast.Name)}
    # String annotations ("List[int]") count as uses too.
    for const in ctx.of_type(ast.Constant):
        if isinstance(const.value, str) and len(const.value) < 200:
            used.update(re.findall(r"[A-Za-z_]\w*", const.value))
    imports: list[ast.Import | ast.ImportFrom] = [*ctx.of_type(ast.Import), *ctx.of_type(ast.ImportFrom)]
    for node in imports:
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            continue
        for alias in node.names:
            if alias.name == "*":
                continue
            bound = alias.asname or alias.name.split(".")[0]
            if bound not in used:
                yield make_finding(
                    "unused-import",
                    FindingCategory.DEAD_CODE,
                    Severity.MINOR,
                    node,
                    f"`{bound}` is imported but never used.",
                    "Remove the import.",
                )


def check_empty_method(ctx: ReviewContext) -> Iterator[Finding]:
    main = ctx.main
    if main is None:
        return
    body = [
        s
        for s in main.body
        if not (
            isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str)
        )
    ]
    trivial = all(
        isinstance(s, ast.Pass)
        or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        or (isinstance(s, ast.Raise) and "NotImplementedError" in ast.unparse(s))
        for s in body
    )
    if trivial:
        yield make_finding(
            "empty-method",
            FindingCategory.STRUCTURE,
            Severity.MAJOR,
            main,
            f"`{main.name}` has no implementation.",
            "Write the algorithm in the method body.",
        )


def check_prints(ctx: ReviewContext) -> Iterator[Finding]:
    for call in ctx.of_type(ast.Call):
        if isinstance(call.func, ast.Name) and call.func.id == "print":
            yield make_finding(
                "debug-print",
                FindingCategory.STRUCTURE,
                Severity.INFO,
                call,
                "A `print` call is left in the solution.",
                "Remove debugging output; return the result instead.",
            )
            return


def check_structure(ctx: ReviewContext) -> Iterator[Finding]:
    for func in ctx.functions():
        length = (func.end_lineno or func.lineno) - func.lineno + 1
        if length > _LONG_FUNCTION_LINES:
            very = length > _VERY_LONG_FUNCTION_LINES
            yield make_finding(
                "long-function",
                FindingCategory.STRUCTURE,
                Severity.MAJOR if very else Severity.MINOR,
                func,
                f"`{func.name}` is {length} lines long.",
                "Split it into helper functions with descriptive names.",
            )
        own = list(own_nodes(func))
        deepest = max(
            (n for n in own if isinstance(n, BLOCKS)),
            key=lambda n: ctx.where[n].depth,
            default=None,
        )
        depth = ctx.where[deepest].depth + 1 if deepest is not None else 0
        if deepest is not None and depth > _DEEP_NESTING:
            yield make_finding(
                "deep-nesting",
                FindingCategory.STRUCTURE,
                Severity.MINOR,
                deepest,
                f"Code in `{func.name}` is nested {depth} blocks deep.",
                "Use early returns / `continue`, or move the inner part into a helper.",
            )
        statements = sum(1 for n in own if isinstance(n, ast.stmt))
        if func is ctx.main and (statements >= _COMMENT_WORTHY_STATEMENTS or depth >= 3):
            has_doc = ast.get_docstring(func) is not None
            span = range(func.lineno, (func.end_lineno or func.lineno) + 1)
            if not has_doc and not any(line in ctx.comment_lines for line in span):
                yield make_finding(
                    "missing-comment",
                    FindingCategory.STRUCTURE,
                    Severity.INFO,
                    func,
                    f"`{func.name}` has non-trivial logic and no comment or docstring.",
                    "Add a short comment on the idea (e.g. what the window or table holds).",
                )


def check_type_hints(ctx: ReviewContext) -> Iterator[Finding]:
    sig = ctx.signature
    for func in ctx.functions():
        if func is ctx.main:
            continue
        params = [
            a
            for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]
            if a.arg not in ("self", "cls")
        ]
        missing = [a.arg for a in params if a.annotation is None]
        if missing or func.returns is None:
            what = ", ".join(f"`{m}`" for m in missing) or "the return value"
            yield make_finding(
                "missing-type-hints",
                FindingCategory.TYPE_HINTS,
                Severity.INFO,
                func,
                f"Helper `{func.name}` has no type hints on {what}.",
                "Annotate helpers too; it documents what flows through them.",
            )
    main = ctx.main
    if main is None or sig is None:
        return
    params = [*main.args.posonlyargs, *main.args.args][1:]
    for got, want in zip(params, sig.params, strict=False):
        if got.annotation is not None and not _same_type(ast.unparse(got.annotation), want.type):
            yield make_finding(
                "type-hint-mismatch",
                FindingCategory.TYPE_HINTS,
                Severity.MINOR,
                got,
                f"`{got.arg}` is annotated `{ast.unparse(got.annotation)}` but receives `{want.type}`.",
                f"Annotate it `{want.type}` as in the question.",
            )
    if main.returns is not None and not _same_type(ast.unparse(main.returns), sig.returns):
        yield make_finding(
            "type-hint-mismatch",
            FindingCategory.TYPE_HINTS,
            Severity.MINOR,
            main,
            f"`{main.name}` is annotated to return `{ast.unparse(main.returns)}`, "
            f"but should return `{sig.returns}`.",
            f"Annotate the return as `{sig.returns}`.",
        )
