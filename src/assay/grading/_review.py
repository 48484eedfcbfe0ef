"""Static implementation review (pipeline step 5): AST checks with line numbers, strengths, approach.

Everything here is deterministic and runs in well under 5 ms on a typical answer: one parse, one
annotating traversal (enclosing function, loop depth, nesting depth of every node), then small checks
over the collected nodes. The checks look for what a human reviewer of an interview answer would
point at: naming, dead code, swallowed errors, non-idiomatic constructs, complexity smells (``in`` on
a list inside a loop, string building with ``+=``, exponential recursion) and missing type hints.
"""

from __future__ import annotations

import ast
import builtins
import io
import itertools
import re
import textwrap
import tokenize
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from assay.grading._models import (
    Approach,
    Finding,
    FindingCategory,
    ReviewReport,
    Severity,
    SignatureLike,
    Strength,
)
from assay.grading._validation import _same_type

__all__ = ["detect_approach", "for_submission", "missing_concepts", "recognisable_concepts", "review"]

_T = TypeVar("_T", bound=ast.AST)
_FUNCS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_BLOCKS = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.TryStar, ast.Match)

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
_MEMO_NAMES = re.compile(r"memo|cache|dp|table|seen|visited|computed", re.IGNORECASE)
_CACHE_DECORATORS = frozenset({"cache", "lru_cache", "cached"})
_TREE_ATTRS = frozenset({"left", "right", "next", "children", "neighbors", "neighbours"})
_SWALLOWING = (ast.Pass, ast.Continue)
_LONG_FUNCTION_LINES = 50
_VERY_LONG_FUNCTION_LINES = 100
_DEEP_NESTING = 4
_COMMENT_WORTHY_STATEMENTS = 12


@dataclass(slots=True)
class _Where:
    func: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | None
    loops: int
    depth: int


@dataclass
class _Context:
    source: str
    tree: ast.Module
    signature: SignatureLike | None
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


def review(source: str, signature: SignatureLike) -> ReviewReport:
    """Review ``source`` statically.

    Args:
        source: Python source of the submission (after any normalisation).
        signature: the method the question expects; its parameter names are exempt from naming rules.

    Returns:
        Findings sorted by line, the strengths seen, and the recognised approach. A source that does
        not parse gives ``parsed=False`` and a single finding saying where.
    """
    source = textwrap.dedent(source)
    try:
        tree = ast.parse(source)
        ctx = _context(source, tree, signature)
    except (SyntaxError, ValueError, RecursionError) as exc:
        line = exc.lineno if isinstance(exc, SyntaxError) else None
        message = exc.msg if isinstance(exc, SyntaxError) else "the code is too deeply nested to analyse"
        finding = Finding(
            rule="syntax-error",
            category=FindingCategory.STRUCTURE,
            severity=Severity.MAJOR,
            line=line,
            message=f"The code does not parse: {message}.",
            suggestion="Fix the syntax so the solution can run.",
        )
        return ReviewReport(parsed=False, findings=[finding], approach=Approach(name="unknown"))
    findings: list[Finding] = []
    for check in _CHECKS:
        findings.extend(check(ctx))
    findings = _dedupe(findings)
    return ReviewReport(
        parsed=True, findings=findings, strengths=_strengths(ctx, findings), approach=_approach(ctx)
    )


# Findings about a whole method, reported on its `def` line: kept (without a line) for pseudocode
# whose method header the normaliser wrote.
_WHOLE_METHOD_RULES = frozenset(
    {"long-function", "deep-nesting", "missing-comment", "recursion-without-memo", "empty-method"}
)
# The normaliser writes the signature and its type hints from the question: nothing to say about them.
_SIGNATURE_RULES = frozenset({"missing-type-hints", "type-hint-mismatch"})
_LINE_IN_MESSAGE = re.compile(r"\bline (\d+)\b")


def for_submission(report: ReviewReport, line_map: Sequence[int]) -> ReviewReport:
    """A review of the normaliser's Python, told in the lines of the pseudocode the user wrote.

    Args:
        report: the review of the Python that ran.
        line_map: the normaliser's map from each produced line to the submission line it came from
            (0: a line the normaliser added).

    Returns:
        The same review with every line number translated. Findings on lines the normaliser added
        are dropped, except those about the whole method (kept without a line); findings and the
        strength about type hints are dropped, since the normaliser supplied the hints.
    """

    def user_line(line: int | None) -> int | None:
        if line is None or not 0 < line <= len(line_map):
            return None
        return line_map[line - 1] or None

    findings = []
    for finding in report.findings:
        if finding.rule in _SIGNATURE_RULES:
            continue
        line = user_line(finding.line)
        if finding.line is not None and line is None and finding.rule not in _WHOLE_METHOD_RULES:
            continue

        def rewrite(match: re.Match[str]) -> str:
            mapped = user_line(int(match.group(1)))
            return f"line {mapped}" if mapped else "above"

        message = _LINE_IN_MESSAGE.sub(rewrite, finding.message).replace("on above", "above")
        findings.append(finding.model_copy(update={"line": line, "message": message}))
    strengths = [s for s in report.strengths if s.rule != "type-hints"]
    return report.model_copy(update={"findings": _dedupe(findings), "strengths": strengths})


def detect_approach(source: str) -> Approach:
    """Recognise the algorithmic approach of ``source`` (``"unknown"`` when it does not parse)."""
    source = textwrap.dedent(source)
    try:
        tree = ast.parse(source)
        ctx = _context(source, tree, None)
    except (SyntaxError, ValueError, RecursionError):
        return Approach(name="unknown")
    return _approach(ctx)


# --- context -------------------------------------------------------------------------------------


def _context(source: str, tree: ast.Module, signature: SignatureLike | None) -> _Context:
    ctx = _Context(source=source, tree=tree, signature=signature)
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
    ctx: _Context,
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
            elif (isinstance(node, _COMPREHENSIONS) and name != "generators") or (
                isinstance(node, ast.comprehension) and name == "ifs"
            ):
                child_loops = loops + 1
            elif isinstance(node, _BLOCKS) and name in ("body", "orelse", "finalbody", "handlers", "cases"):
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


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[str, int | None, str]] = set()
    unique = []
    for f in findings:
        key = (f.rule, f.line, f.message)
        if key not in seen:
            seen.add(key)
            unique.append(f)
    order = {Severity.MAJOR: 0, Severity.MINOR: 1, Severity.INFO: 2}
    return sorted(unique, key=lambda f: (f.line or 0, order[f.severity], f.rule))


def _finding(
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


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _stored_names(ctx: _Context) -> Iterator[tuple[str, ast.AST]]:
    """Every name bound in the code (targets, parameters, defs), with the binding node."""
    for node in ctx.nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            yield node.id, node
        elif isinstance(node, ast.arg):
            yield node.arg, node
        elif isinstance(node, (*_FUNCS, ast.ClassDef)):
            yield node.name, node


def _signature_names(ctx: _Context) -> set[str]:
    sig = ctx.signature
    return {p.name for p in sig.params} | {sig.method, "self"} if sig is not None else {"self"}


def _loop_targets(ctx: _Context) -> set[ast.AST]:
    targets: set[ast.AST] = set()
    for node in ctx.nodes:
        if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            targets.update(ast.walk(node.target))
    return targets


def _length_assignments(ctx: _Context) -> set[str]:
    names: set[str] = set()
    for node in ctx.of_type(ast.Assign):
        if isinstance(node.value, ast.Call) and _call_name(node.value) == "len":
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


# --- naming ----------------------------------------------------------------------------------------


def _check_naming(ctx: _Context) -> Iterator[Finding]:
    exempt = _signature_names(ctx)
    loop_targets = _loop_targets(ctx)
    lengths = _length_assignments(ctx)
    reported: set[tuple[str, str]] = set()
    lambda_args = {a for lam in ctx.of_type(ast.Lambda) for a in ast.walk(lam.args)}
    for name, node in _stored_names(ctx):
        if name in exempt or name.startswith("_") or node in lambda_args:
            continue
        if name in _SHADOWABLE and ("builtin", name) not in reported:
            reported.add(("builtin", name))
            yield _finding(
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
            yield _finding(
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
            yield _finding(
                "naming-style",
                FindingCategory.NAMING,
                Severity.INFO,
                node,
                f"`{name}` is camelCase; Python code uses snake_case.",
                f"Rename it `{snake}`.",
            )


# --- dead code -------------------------------------------------------------------------------------

_TERMINATORS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _statement_lists(node: ast.AST) -> Iterator[list[ast.stmt]]:
    for name in ("body", "orelse", "finalbody"):
        value = getattr(node, name, None)
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
            yield value


def _check_unreachable(ctx: _Context) -> Iterator[Finding]:
    for node in ctx.nodes:
        for stmts in _statement_lists(node):
            for stmt, following in itertools.pairwise(stmts):
                if isinstance(stmt, _TERMINATORS):
                    kind = type(stmt).__name__.lower()
                    yield _finding(
                        "unreachable-code",
                        FindingCategory.DEAD_CODE,
                        Severity.MINOR,
                        following,
                        f"This code never runs: it follows a `{kind}` on line {stmt.lineno}.",
                        "Remove it, or move it before that statement if it was meant to run.",
                    )
                    break


def _own_nodes(func: ast.AST) -> Iterator[ast.AST]:
    """Nodes of ``func``'s body, not descending into nested function or class scopes."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _SCOPES):
            stack.extend(ast.iter_child_nodes(node))


def _check_unused(ctx: _Context) -> Iterator[Finding]:
    for func in ctx.functions():
        loaded = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        declared = {
            name for n in ast.walk(func) if isinstance(n, ast.Global | ast.Nonlocal) for name in n.names
        }
        loop_vars: set[ast.AST] = set()
        first: dict[str, ast.AST] = {}
        for node in _own_nodes(func):
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
                yield _finding(
                    "unused-loop-variable",
                    FindingCategory.DEAD_CODE,
                    Severity.INFO,
                    node,
                    f"Loop variable `{name}` is never used.",
                    "Name it `_` to show it is intentionally unused.",
                )
            else:
                yield _finding(
                    "unused-variable",
                    FindingCategory.DEAD_CODE,
                    Severity.MINOR,
                    node,
                    f"`{name}` is assigned but never used.",
                    "Remove it, or use it where it was meant to be used.",
                )


def _check_unused_imports(ctx: _Context) -> Iterator[Finding]:
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
                yield _finding(
                    "unused-import",
                    FindingCategory.DEAD_CODE,
                    Severity.MINOR,
                    node,
                    f"`{bound}` is imported but never used.",
                    "Remove the import.",
                )


def _check_empty_method(ctx: _Context) -> Iterator[Finding]:
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
        yield _finding(
            "empty-method",
            FindingCategory.STRUCTURE,
            Severity.MAJOR,
            main,
            f"`{main.name}` has no implementation.",
            "Write the algorithm in the method body.",
        )


# --- error handling --------------------------------------------------------------------------------


def _check_exceptions(ctx: _Context) -> Iterator[Finding]:
    for handler in ctx.of_type(ast.ExceptHandler):
        swallowed = all(
            isinstance(s, _SWALLOWING) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
            for s in handler.body
        )
        broad = handler.type is None or (
            isinstance(handler.type, ast.Name) and handler.type.id in ("Exception", "BaseException")
        )
        if handler.type is None:
            yield _finding(
                "bare-except",
                FindingCategory.ERROR_HANDLING,
                Severity.MAJOR,
                handler,
                "A bare `except:` catches everything, including KeyboardInterrupt and real bugs.",
                "Catch the specific exception you expect (e.g. `except KeyError:`).",
            )
        if swallowed:
            yield _finding(
                "swallowed-exception",
                FindingCategory.ERROR_HANDLING,
                Severity.MAJOR if broad else Severity.MINOR,
                handler,
                "The exception is silently ignored, which hides bugs.",
                "Handle the case explicitly (check the condition before), or let the error surface.",
            )
        elif broad and handler.type is not None:
            yield _finding(
                "broad-except",
                FindingCategory.ERROR_HANDLING,
                Severity.INFO,
                handler,
                f"`except {ast.unparse(handler.type)}` is very broad.",
                "Catch only the exceptions this code can actually raise.",
            )


# --- idioms ----------------------------------------------------------------------------------------


def _check_range_len(ctx: _Context) -> Iterator[Finding]:
    for loop in ctx.of_type(ast.For):
        it = loop.iter
        if not (
            isinstance(it, ast.Call)
            and _call_name(it) == "range"
            and isinstance(it.func, ast.Name)
            and len(it.args) == 1
            and isinstance(it.args[0], ast.Call)
            and _call_name(it.args[0]) == "len"
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
            yield _finding(
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


def _check_manual_counter(ctx: _Context) -> Iterator[Finding]:
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
            yield _finding(
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
            and _call_name(value.left) == "get"
            and len(assign.targets) == 1
            and _subscript_base(assign.targets[0]) is not None
        ):
            yield _finding(
                "manual-counter",
                FindingCategory.IDIOMS,
                Severity.INFO,
                assign,
                "Counting with `d[k] = d.get(k, 0) + 1` works, but there is a dedicated tool.",
                "`collections.Counter(iterable)` builds the counts in one call.",
            )


def _check_comparisons(ctx: _Context) -> Iterator[Finding]:
    for node in ctx.of_type(ast.Compare):
        operands = [node.left, *node.comparators]
        for op, left, right in zip(node.ops, operands, operands[1:], strict=False):
            if not isinstance(op, ast.Eq | ast.NotEq):
                continue
            for side in (left, right):
                if isinstance(side, ast.Constant) and side.value is None:
                    better = "is None" if isinstance(op, ast.Eq) else "is not None"
                    yield _finding(
                        "compare-none",
                        FindingCategory.IDIOMS,
                        Severity.MINOR,
                        node,
                        f"`{ast.unparse(node)}` compares with None using `==`/`!=`.",
                        f"Use `{better}`.",
                    )
                elif isinstance(side, ast.Constant) and isinstance(side.value, bool):
                    yield _finding(
                        "compare-bool",
                        FindingCategory.IDIOMS,
                        Severity.MINOR,
                        node,
                        f"`{ast.unparse(node)}` compares with {side.value} explicitly.",
                        "Use the value's truthiness directly (`if flag:` / `if not flag:`).",
                    )
            sides = (left, right)
            if any(isinstance(s, ast.Call) and _call_name(s) == "len" for s in sides) and any(
                isinstance(s, ast.Constant) and s.value == 0 and not isinstance(s.value, bool) for s in sides
            ):
                yield _finding(
                    "len-compare-zero",
                    FindingCategory.IDIOMS,
                    Severity.INFO,
                    node,
                    f"`{ast.unparse(node)}` checks emptiness through `len`.",
                    "Empty containers are falsy: `if not items:` reads better.",
                )


def _is_mutable_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.List | ast.Dict | ast.Set | ast.ListComp | ast.DictComp | ast.SetComp):
        return True
    return isinstance(node, ast.Call) and _call_name(node) in {
        "list",
        "dict",
        "set",
        "defaultdict",
        "Counter",
    }


def _check_mutable_defaults(ctx: _Context) -> Iterator[Finding]:
    for func in ctx.functions():
        for default in [*func.args.defaults, *func.args.kw_defaults]:
            if default is not None and _is_mutable_literal(default):
                yield _finding(
                    "mutable-default",
                    FindingCategory.IDIOMS,
                    Severity.MAJOR,
                    default,
                    f"`{func.name}` has a mutable default `{ast.unparse(default)}`, shared between calls.",
                    "Default to `None` and create the container inside the function.",
                )


def _check_global_state(ctx: _Context) -> Iterator[Finding]:
    for node in ctx.of_type(ast.Global):
        yield _finding(
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
        if isinstance(stmt, ast.Assign) and _is_mutable_literal(stmt.value):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name) and t.id in used_in_functions]
            if names:
                yield _finding(
                    "global-state",
                    FindingCategory.STRUCTURE,
                    Severity.MINOR,
                    stmt,
                    f"Module-level `{names[0]}` is mutable state shared by every call.",
                    "Create it inside the method so each call starts fresh.",
                )
        if isinstance(stmt, ast.ClassDef) and stmt.name == "Solution":
            for item in stmt.body:
                if isinstance(item, ast.Assign) and _is_mutable_literal(item.value):
                    yield _finding(
                        "global-state",
                        FindingCategory.STRUCTURE,
                        Severity.MINOR,
                        item,
                        f"Class attribute `{ast.unparse(item.targets[0])}` is shared by every call.",
                        "Create it inside the method (or in `__init__`).",
                    )


def _check_prints(ctx: _Context) -> Iterator[Finding]:
    for call in ctx.of_type(ast.Call):
        if isinstance(call.func, ast.Name) and call.func.id == "print":
            yield _finding(
                "debug-print",
                FindingCategory.STRUCTURE,
                Severity.INFO,
                call,
                "A `print` call is left in the solution.",
                "Remove debugging output; return the result instead.",
            )
            return


# --- structure -------------------------------------------------------------------------------------


def _check_structure(ctx: _Context) -> Iterator[Finding]:
    for func in ctx.functions():
        length = (func.end_lineno or func.lineno) - func.lineno + 1
        if length > _LONG_FUNCTION_LINES:
            very = length > _VERY_LONG_FUNCTION_LINES
            yield _finding(
                "long-function",
                FindingCategory.STRUCTURE,
                Severity.MAJOR if very else Severity.MINOR,
                func,
                f"`{func.name}` is {length} lines long.",
                "Split it into helper functions with descriptive names.",
            )
        own = list(_own_nodes(func))
        deepest = max(
            (n for n in own if isinstance(n, _BLOCKS)),
            key=lambda n: ctx.where[n].depth,
            default=None,
        )
        depth = ctx.where[deepest].depth + 1 if deepest is not None else 0
        if deepest is not None and depth > _DEEP_NESTING:
            yield _finding(
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
                yield _finding(
                    "missing-comment",
                    FindingCategory.STRUCTURE,
                    Severity.INFO,
                    func,
                    f"`{func.name}` has non-trivial logic and no comment or docstring.",
                    "Add a short comment on the idea (e.g. what the window or table holds).",
                )


def _endless(loop: ast.While) -> bool:
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
        if isinstance(node, _SCOPES):
            continue
        if isinstance(node, ast.For | ast.AsyncFor | ast.While):
            # a `break` in an inner loop leaves only that loop; a return or raise still leaves ours
            stack.extend(n for n in ast.walk(node) if isinstance(n, ast.Return | ast.Raise))
            continue
        call = node.value if isinstance(node, ast.Expr) else None
        if isinstance(call, ast.Call) and _call_name(call) == "exit":
            return False
        stack.extend(ast.iter_child_nodes(node))
    return True


def _check_endless_loops(ctx: _Context) -> Iterator[Finding]:
    for loop in ctx.of_type(ast.While):
        if _endless(loop):
            yield _finding(
                "endless-loop",
                FindingCategory.STRUCTURE,
                Severity.MAJOR,
                loop,
                "This `while True` loop has no `break`, `return` or `raise`, so it never ends.",
                "Give the loop a condition that becomes false, or `break` / `return` once the work is done.",
            )


def _check_type_hints(ctx: _Context) -> Iterator[Finding]:
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
            yield _finding(
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
            yield _finding(
                "type-hint-mismatch",
                FindingCategory.TYPE_HINTS,
                Severity.MINOR,
                got,
                f"`{got.arg}` is annotated `{ast.unparse(got.annotation)}` but receives `{want.type}`.",
                f"Annotate it `{want.type}` as in the question.",
            )
    if main.returns is not None and not _same_type(ast.unparse(main.returns), sig.returns):
        yield _finding(
            "type-hint-mismatch",
            FindingCategory.TYPE_HINTS,
            Severity.MINOR,
            main,
            f"`{main.name}` is annotated to return `{ast.unparse(main.returns)}`, "
            f"but should return `{sig.returns}`.",
            f"Annotate the return as `{sig.returns}`.",
        )


# --- complexity smells -----------------------------------------------------------------------------


def _list_names(ctx: _Context) -> set[str]:
    names: set[str] = set()
    assigns: list[ast.Assign | ast.AnnAssign] = [*ctx.of_type(ast.Assign), *ctx.of_type(ast.AnnAssign)]
    for node in assigns:
        value = node.value
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        is_list = isinstance(value, ast.List | ast.ListComp) or (
            isinstance(value, ast.Call) and _call_name(value) in {"list", "sorted", "split"}
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
            isinstance(node.value, ast.Call) and _call_name(node.value) in {"set", "dict", "frozenset"}
        ):
            names.difference_update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _str_names(ctx: _Context) -> set[str]:
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


def _check_complexity_smells(ctx: _Context) -> Iterator[Finding]:
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
                yield _finding(
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
            yield _finding(
                "string-concat-in-loop",
                FindingCategory.COMPLEXITY_SMELL,
                Severity.MINOR,
                aug,
                f"`{aug.target.id} += …` in a loop copies the string each time (quadratic at worst).",
                "Append the pieces to a list and `''.join(parts)` once at the end.",
            )
    for call in ctx.of_type(ast.Call):
        name = _call_name(call)
        front = (name == "pop" and len(call.args) == 1) or (name == "insert" and len(call.args) == 2)
        if (
            front
            and isinstance(call.func, ast.Attribute)
            and isinstance(call.args[0], ast.Constant)
            and call.args[0].value == 0
            and ctx.in_loop(call)
        ):
            yield _finding(
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


def _self_calls(func: ast.FunctionDef | ast.AsyncFunctionDef, in_class: bool) -> list[ast.Call]:
    calls = []
    for node in _own_nodes(func):
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


def _methods(ctx: _Context) -> set[ast.AST]:
    return {item for cls in ctx.of_type(ast.ClassDef) for item in cls.body if isinstance(item, _FUNCS)}


def _is_memoised(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
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


def _check_recursion(ctx: _Context) -> Iterator[Finding]:
    methods = _methods(ctx)
    for func in ctx.functions():
        calls = _self_calls(func, func in methods)
        if len(calls) < 2 or _is_memoised(func):
            continue
        # Tree / list walks recurse on children: linear, not exponential.
        args = [a for c in calls for a in ast.walk(c) if isinstance(a, ast.Attribute)]
        if any(a.attr in _TREE_ATTRS for a in args):
            continue
        combined = [
            n
            for n in _own_nodes(func)
            if isinstance(n, ast.Return | ast.BinOp | ast.BoolOp | ast.Call)
            and not (isinstance(n, ast.Call) and n in calls)
            and sum(1 for m in ast.walk(n) if m in calls) >= 2
        ]
        if combined:
            yield _finding(
                "recursion-without-memo",
                FindingCategory.COMPLEXITY_SMELL,
                Severity.MINOR,
                combined[0],
                f"`{func.name}` calls itself more than once per call without memoisation (exponential time).",
                "Cache results with `@functools.cache` or build the answer bottom-up in a table.",
            )


_CHECKS: Sequence[Callable[[_Context], Iterator[Finding]]] = (
    _check_naming,
    _check_unreachable,
    _check_unused,
    _check_unused_imports,
    _check_empty_method,
    _check_exceptions,
    _check_range_len,
    _check_manual_counter,
    _check_comparisons,
    _check_mutable_defaults,
    _check_global_state,
    _check_prints,
    _check_structure,
    _check_endless_loops,
    _check_type_hints,
    _check_complexity_smells,
)


# --- strengths -------------------------------------------------------------------------------------

_IDIOMATIC_CALLS = {
    "enumerate": "`enumerate`",
    "zip": "`zip`",
    "Counter": "`Counter`",
    "defaultdict": "`defaultdict`",
    "deque": "`deque`",
    "heappush": "`heapq`",
    "heapify": "`heapq`",
    "bisect_left": "`bisect`",
    "bisect_right": "`bisect`",
}


def _strengths(ctx: _Context, findings: list[Finding]) -> list[Strength]:
    strengths: list[Strength] = []
    rules = {f.rule for f in findings}
    main = ctx.main
    technique = set(_techniques(ctx))
    if technique & {"hash set", "hash map"}:
        kind = "set" if "hash set" in technique else "dictionary"
        strengths.append(Strength(rule="hash-lookups", message=f"Uses a {kind} for O(1) lookups."))
    if "dynamic programming" in technique and any(
        _is_memoised(f) for f in ctx.functions() if _self_calls(f, f in _methods(ctx))
    ):
        strengths.append(Strength(rule="memoisation", message="Memoises overlapping subproblems."))
    stored = [name for name, _ in _stored_names(ctx) if name not in _signature_names(ctx)]
    if (
        not rules & {"single-letter-name", "shadowed-builtin", "naming-style"}
        and sum(1 for n in set(stored) if len(n) >= 3) >= 2
    ):
        strengths.append(Strength(rule="descriptive-names", message="Clear, descriptive variable names."))
    if main is not None and main.body:
        first = next(
            (s for s in main.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))),
            None,
        )
        if isinstance(first, ast.If) and any(isinstance(s, ast.Return) for s in first.body):
            strengths.append(
                Strength(rule="guard-clause", message="Handles the edge case up front with an early return.")
            )
    idioms = sorted({label for c in ctx.of_type(ast.Call) if (label := _IDIOMATIC_CALLS.get(_call_name(c)))})
    if ctx.has(*_COMPREHENSIONS):
        idioms.append("comprehensions")
    if idioms:
        strengths.append(Strength(rule="idiomatic", message=f"Idiomatic Python ({', '.join(idioms[:3])})."))
    if main is not None:
        length = (main.end_lineno or main.lineno) - main.lineno + 1
        nested = max((ctx.where[n].depth + 1 for n in _own_nodes(main) if isinstance(n, _BLOCKS)), default=0)
        serious = sum(1 for f in findings if f.severity is not Severity.INFO)
        if length <= 25 and nested <= 3 and serious <= 2 and "empty-method" not in rules:
            strengths.append(Strength(rule="compact", message="Compact and easy to follow."))
    if "missing-type-hints" not in rules and "type-hint-mismatch" not in rules and main is not None:
        strengths.append(Strength(rule="type-hints", message="Fully type-hinted."))
    if ctx.comment_lines or (main is not None and ast.get_docstring(main)):
        strengths.append(Strength(rule="documented", message="Comments explain the logic."))
    return strengths


# --- approach --------------------------------------------------------------------------------------

# Most characteristic first: the first one found names the approach.
_PRIMARY = (
    "binary search",
    "sliding window",
    "two pointers",
    "fast and slow pointers",
    "backtracking",
    "breadth-first search",
    "depth-first search",
    "prefix sums",
    "dynamic programming",
    "heap",
    "stack",
    "brute force (nested loops)",
    "recursion",
    "sorting",
    "linked list traversal",
)
_SUPPORTING = ("hash set", "hash map", "heap", "stack", "sorting")

# Checked in order; the first phrase found in a concept decides what counts as using it.
_CONCEPT_WORDS = {
    "binary search tree": "depth-first search|breadth-first search|recursion|stack",
    "sliding window": "sliding window",
    "two pointer": "two pointers|fast and slow pointers|sliding window|linked list traversal",
    "fast and slow": "fast and slow pointers|two pointers",
    "binary search": "binary search",
    "hash": "hash map|hash set",
    "dictionar": "hash map",
    "monotonic": "stack",
    "stack": "stack|depth-first search",
    "priority queue": "heap",
    "heap": "heap",
    "topolog": "breadth-first search|depth-first search",
    "bfs": "breadth-first search",
    "breadth": "breadth-first search",
    "queue": "breadth-first search",
    "dfs": "depth-first search|recursion|stack",
    "depth": "depth-first search|recursion|stack",
    "dynamic programming": "dynamic programming",
    "memoi": "dynamic programming",
    "backtrack": "backtracking",
    "recursion": "recursion|depth-first search|backtracking",
    "sort": "sorting|heap",
    "prefix sum": "prefix sums",
}


def recognisable_concepts(concepts: Sequence[str]) -> dict[str, set[str]]:
    """The question's concepts the review can recognise, with the techniques that show each."""
    known: dict[str, set[str]] = {}
    for concept in concepts:
        lowered = concept.lower()
        for word, alternatives in _CONCEPT_WORDS.items():
            if re.search(rf"\b{re.escape(word)}", lowered):
                known[concept] = set(alternatives.split("|"))
                break
    return known


def missing_concepts(concepts: Sequence[str], approach: Approach) -> list[str]:
    """The question's recognisable concepts, when the solution shows none of them.

    A solution that uses any one of the question's recognisable concepts misses nothing: questions
    list alternatives (BFS or recursion), and a valid different approach must not cost points.
    Concepts the review cannot recognise (e.g. "strings", "arrays") are never reported.
    """
    known = recognisable_concepts(concepts)
    used = set(approach.techniques)
    if not known or any(alternatives & used for alternatives in known.values()):
        return []
    return list(known)


def _approach(ctx: _Context) -> Approach:
    techniques = _techniques(ctx)
    primary = next((t for t in _PRIMARY if t in techniques), None)
    support = next((t for t in _SUPPORTING if t in techniques and t != primary), None)
    passes = sum(1 for n in ctx.nodes if isinstance(n, (ast.For, *_COMPREHENSIONS)))
    whiles = [n for n in ctx.nodes if isinstance(n, ast.While)]
    if primary is None:
        if whiles and not passes and all(_endless(w) for w in whiles):
            base = "endless loop"
        elif passes:
            base = "single pass"
        else:
            base = "iterative" if whiles else "direct computation"
        name = f"{base} with {support}" if support else base
    else:
        name = f"{primary} with {support}" if support else primary
    ordered = [t for t in (*_PRIMARY, *_SUPPORTING) if t in techniques]
    return Approach(name=name, techniques=list(dict.fromkeys(ordered)))


def _assignments(ctx: _Context, func: ast.AST | None) -> dict[str, list[ast.AST]]:
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


def _techniques(ctx: _Context) -> set[str]:
    if ctx.techniques is None:
        ctx.techniques = _find_techniques(ctx)
    return ctx.techniques


def _find_techniques(ctx: _Context) -> set[str]:
    found: set[str] = set()
    calls = [(c, _call_name(c)) for c in ctx.of_type(ast.Call)]
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
    if "stack" in found and attrs & _TREE_ATTRS and "breadth-first search" not in found:
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


def _in_while(ctx: _Context, node: ast.AST) -> bool:
    func = ctx.where[node].func
    return any(ctx.where[w].func is func and _inside(node, w) for w in ctx.of_type(ast.While))


def _is_recurrence(node: ast.Assign) -> bool:
    """``cur = max(x, cur + x)`` / ``a, b = b, min(a + c, b + d)``: a rolling DP recurrence.

    A plain running maximum (``best = max(best, x)``) is not one: the target must appear inside
    arithmetic within the ``min``/``max`` call.
    """
    targets = {t.id for tgt in node.targets for t in ast.walk(tgt) if isinstance(t, ast.Name)}
    nodes = list(ast.walk(node.value))
    if not any(isinstance(c, ast.Call) and _call_name(c) in ("max", "min") for c in nodes):
        return False
    return any(
        isinstance(b, ast.BinOp) and any(isinstance(n, ast.Name) and n.id in targets for n in ast.walk(b))
        for b in nodes
    )


def _own_loop_body(loop: ast.For) -> Iterator[ast.AST]:
    for stmt in loop.body:
        yield stmt
        for node in ast.walk(stmt):
            if isinstance(node, _SCOPES):
                break
            yield node


def _pointer_techniques(ctx: _Context) -> set[str]:
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


def _recursive_techniques(ctx: _Context, attrs: set[str]) -> set[str]:
    found: set[str] = set()
    methods = _methods(ctx)
    for func in ctx.functions():
        calls = _self_calls(func, func in methods)
        if not calls:
            continue
        found.add("recursion")
        call_attrs = {a.attr for c in calls for a in ast.walk(c) if isinstance(a, ast.Attribute)}
        if _is_memoised(func) and not (call_attrs & _TREE_ATTRS):
            found.add("dynamic programming")
        if (
            call_attrs & _TREE_ATTRS
            or (attrs & _TREE_ATTRS and "recursion" in found)
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
        for stmts in _statement_lists(node):
            kinds = []
            for stmt in stmts:
                inner = list(ast.walk(stmt))
                if any(n in calls for n in inner):
                    kinds.append("call")
                elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                    kinds.append(_call_name(stmt.value))
            text = " ".join(kinds)
            if re.search(r"(append|add|push) (\S+ )*call (\S+ )*(pop|remove|discard)", text):
                return True
    return False


def _table_techniques(ctx: _Context) -> set[str]:
    tables: set[str] = set()
    for node in ctx.of_type(ast.Assign):
        value = node.value
        is_table = (
            isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Mult)
            and isinstance(value.left, ast.List)
        ) or isinstance(value, ast.ListComp)
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        if is_table or (names and re.fullmatch(r"dp|memo|table", names[0]) and _is_mutable_literal(value)):
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
