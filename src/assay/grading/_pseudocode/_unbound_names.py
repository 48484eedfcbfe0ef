"""Names the normaliser's Python reads that nothing gives a value, in the scope that reads them.

A name no scope binds is a ``NameError`` on every input; a name a function reads before any line
sets it is an ``UnboundLocalError`` on every input. Neither is a program the learner wrote: both come
from a step the translation did not understand (a procedure header run as a call, a hyphenated name
read as a subtraction), so the no-blame checks (``_no_blame``) and the model translation's checks
(``_translate``) report them as ours (docs/grading.md, "When the translation is unsure").
"""

from __future__ import annotations

import ast
import builtins

__all__ = ["free_names", "read_before_set", "unset_reads"]

# Globals the judge's namespace provides to every submission (assay.judge's solution namespace).
_JUDGE_GLOBALS = frozenset(
    {"List", "Dict", "Tuple", "Set", "Optional", "Union", "Any", "Deque", "ListNode", "TreeNode"}
)
_BUILTINS = frozenset(dir(builtins))


def _binds(node: ast.AST) -> set[str]:
    """The names ``node`` itself binds (not those of scopes nested in it)."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
        return {node.id}
    if isinstance(node, ast.arg):
        return {node.arg}
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    if isinstance(node, ast.ExceptHandler) and node.name:
        return {node.name}
    if isinstance(node, ast.Global | ast.Nonlocal):
        return set(node.names)
    if isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
        return {node.name}
    return set()


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _scope_nodes(scope: ast.AST) -> list[ast.AST]:
    """Every node of ``scope``'s own body, nested functions and classes left out (their names are
    bound in ``scope``, their bodies are scopes of their own)."""
    found: list[ast.AST] = []
    todo: list[ast.AST] = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        found.append(node)
        if isinstance(node, _SCOPES):
            # the defaults, decorators and the name belong here; the arguments and body do not
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                todo.extend([*node.decorator_list, *node.args.defaults])
            continue
        todo.extend(ast.iter_child_nodes(node))
    return found


def free_names(tree: ast.Module) -> list[tuple[str, int, bool, bool]]:
    """``(name, produced line, called, in_bare_expression)`` for each name a scope reads that neither it,
    an enclosing function, the module nor the judge binds.

    Scopes matter: a helper the normaliser lifted out of a function into a method no longer sees that
    function's variables (``n``, ``results``), and reading them is a ``NameError`` the learner never
    wrote. Class bodies are not enclosing scopes for methods, as in Python.

    ``in_bare_expression``: the name sits in an expression statement whose value nobody uses, the
    shape of a procedure header run as code (``TwoSum(A, t)``, or ``TWO - SUM(A, t)`` from
    ``TWO-SUM(A, t)``).
    """
    called_ids = {
        id(node.func)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    bare_ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and not isinstance(node.value, ast.Constant):
            bare_ids.update(id(inner) for inner in ast.walk(node.value) if isinstance(inner, ast.Name))
    module_nodes = _scope_nodes(tree)
    module_bound = set().union(*(_binds(n) for n in module_nodes)) | _BUILTINS | _JUDGE_GLOBALS
    found: list[tuple[str, int, bool, bool]] = []
    seen: set[tuple[str, int]] = set()
    columns: dict[tuple[str, int], int] = {}

    def visit(scope: ast.AST, nodes: list[ast.AST], visible: set[str]) -> None:
        own = set().union(*(_binds(n) for n in nodes))
        if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            args = scope.args
            own |= {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
            own |= {a.arg for a in (args.vararg, args.kwarg) if a is not None}
        bound = visible | own
        for node in nodes:
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound:
                key = (node.id, node.lineno)
                if key not in seen:
                    seen.add(key)
                    found.append((node.id, node.lineno, id(node) in called_ids, id(node) in bare_ids))
                    columns[key] = node.col_offset
            if isinstance(node, _SCOPES):
                inner = visible if isinstance(scope, ast.ClassDef | ast.Module) else bound
                # comprehensions see their own targets: bind them in the scope that holds them
                visit(node, _scope_nodes(node), inner | module_bound)

    comprehension_targets = {
        n.id
        for comp in ast.walk(tree)
        if isinstance(comp, ast.comprehension)
        for n in ast.walk(comp.target)
        if isinstance(n, ast.Name)
    }
    visit(tree, module_nodes, module_bound | comprehension_targets)
    found.sort(key=lambda item: (item[1], columns[(item[0], item[1])]))
    return found


def read_before_set(tree: ast.Module) -> list[tuple[int, str]]:
    """``(produced line, hint)`` of each :func:`unset_reads`."""
    return [(line, hint) for line, _name, hint in unset_reads(tree)]


def unset_reads(tree: ast.Module) -> list[tuple[int, str, str]]:
    """``(produced line, name, hint)``: names a function reads before every step that sets them,
    outside a loop that sets them.

    Python raises ``UnboundLocalError`` there whatever the input. A call to a procedure nobody defines
    can end up so: ``START-AT-ZERO(left)`` first, then ``START-AT-ZERO(best)``, read as the method's
    header and a recursive call that reads ``best`` long before ``best ← …`` sets it. A read inside a
    loop that also sets the name may come after the set on a later pass, so it is left alone when
    something may skip it on the first pass (an ``if``, an inner loop, ``and``/``or``): a read every
    first pass makes (``now ← max(prev1, prev2 + x)`` heading a loop that sets ``prev1`` after it) fails
    whenever the loop runs, the shape of a remark read as prose that held the initial values
    (docs/pseudocode.md, "Lines not understood").
    """
    found: list[tuple[int, str, str]] = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        nodes = _scope_nodes(func)
        first: dict[str, int] = {}
        declared: set[str] = set()
        loops: list[tuple[ast.stmt, set[str]]] = []
        for node in nodes:
            if isinstance(node, ast.Global | ast.Nonlocal):
                declared.update(node.names)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
                first[node.id] = min(first.get(node.id, node.lineno), node.lineno)
            elif isinstance(node, ast.arg):  # a parameter: set before the body runs
                declared.add(node.arg)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                first[node.name] = min(first.get(node.name, node.lineno), node.lineno)
            if isinstance(node, ast.For | ast.AsyncFor | ast.While):
                stores = (n for n in ast.walk(node) if isinstance(n, ast.Name))
                sets = {n.id for n in stores if isinstance(n.ctx, ast.Store)}
                loops.append((node, sets))
        parents = {id(child): parent for parent in nodes for child in ast.iter_child_nodes(parent)}
        parents.update({id(child): func for child in ast.iter_child_nodes(func)})
        reported: set[str] = set()
        # `best += x` reads `best` before it sets it, and so does `best = max(best, x)`
        augmented = {id(n.target) for n in nodes if isinstance(n, ast.AugAssign)}
        for node in sorted(
            (
                n
                for n in nodes
                if isinstance(n, ast.Name) and (isinstance(n.ctx, ast.Load) or id(n) in augmented)
            ),
            key=lambda n: (n.lineno, n.col_offset),
        ):
            name = node.id
            if name in declared or name in reported or name not in first or node.lineno > first[name]:
                continue
            if node.lineno == first[name] and not _read_by_own_set(node, parents):
                continue
            if any(
                name in sets and _skippable(node, loop, parents)
                for loop, sets in loops
                if _inside(node, loop)
            ):
                continue
            reported.add(name)
            where = (
                "the step that sets it reads it first"
                if node.lineno == first[name]
                else "it is first set on a later line"
            )
            found.append(
                (
                    node.lineno,
                    name,
                    f"`{name}` is read here before any step gives it a value ({where}): set it first, "
                    f"for example `{name} ← 0`",
                )
            )
    return found


def _inside(node: ast.Name, loop: ast.stmt) -> bool:
    return loop.lineno <= node.lineno <= (loop.end_lineno or loop.lineno)


def _skippable(node: ast.AST, loop: ast.AST, parents: dict[int, ast.AST]) -> bool:
    """Whether the first pass of ``loop`` may skip ``node``: a branch, an inner loop's body, the right
    side of ``and``/``or``, a later link of a chained comparison, a comprehension or a handler lies
    between them. The parts every pass runs first (a condition, a loop's iterable) do not count."""
    child = node
    while True:
        parent = parents.get(id(child))
        if parent is None:
            return True  # not reached from the loop: leave it alone
        if parent is loop:
            # the body (and a `for`'s iterable, a `while`'s test) runs on the first pass; `else` may not
            return child not in getattr(loop, "body", []) and child is not getattr(
                loop, "iter", getattr(loop, "test", None)
            )
        first_runs = (
            (isinstance(parent, ast.If | ast.IfExp | ast.While) and child is parent.test)
            or (isinstance(parent, ast.For | ast.AsyncFor) and child is parent.iter)
            or (isinstance(parent, ast.BoolOp) and child is parent.values[0])
            or (isinstance(parent, ast.Compare) and (child is parent.left or child is parent.comparators[0]))
            or (isinstance(parent, ast.Try) and child in parent.body)
            or (isinstance(parent, ast.Match) and child is parent.subject)
        )
        conditional = isinstance(
            parent,
            ast.If
            | ast.IfExp
            | ast.While
            | ast.For
            | ast.AsyncFor
            | ast.BoolOp
            | ast.Compare
            | ast.Try
            | ast.Match
            | ast.ListComp
            | ast.SetComp
            | ast.DictComp
            | ast.GeneratorExp
            | ast.comprehension
            | ast.Lambda
            | ast.ExceptHandler,
        )
        if conditional and not first_runs:
            return True
        child = parent


def _read_by_own_set(node: ast.Name, parents: dict[int, ast.AST]) -> bool:
    """Whether ``node`` is read by the very step that sets it: ``best += x``, ``best = max(best, x)``."""
    child: ast.AST = node
    while not isinstance(child, ast.stmt):
        parent = parents.get(id(child))
        if parent is None:
            return False
        if isinstance(parent, ast.AugAssign) and child is parent.target:
            return True
        child = parent
    if isinstance(child, ast.Assign | ast.AnnAssign):
        targets = child.targets if isinstance(child, ast.Assign) else [child.target]
        return any(isinstance(t, ast.Name) and t.id == node.id for t in targets)
    return False
