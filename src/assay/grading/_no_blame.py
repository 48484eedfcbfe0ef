"""No blame for our translation: signals that a failure would come from the pseudocode step, not the learner.

The normaliser rewrites pseudocode into Python by rules. Where a rule is missing it may still
produce Python that compiles and then fails every test — a procedure header ``TWO-SUM(A, t)`` run as
a statement raises ``NameError: name 'TWO' is not defined``. Such a failure is ours. This module
finds it from signals, never from the wording of an error message (docs/grading.md, "When the
translation is unsure"):

- lines the normaliser says it passed through without understanding (``Normalised.unrecognised``);
- names the produced Python reads but nothing binds (not a parameter, an assignment, a loop
  variable, a builtin or a name the judge provides): a call to an unknown procedure, a name the
  translation cut out of a hyphenated word, a name the learner used without giving it a value;
- at run time, a test that failed on a line the normaliser added (``line_map`` 0).

Each doubt names the submission line, its text and how to write it so the normaliser understands it.
The pipeline then asks a model to translate, or answers ``PSEUDOCODE_NOT_UNDERSTOOD`` (HTTP 422).
"""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Sequence

from assay.errors import InvalidInputError
from assay.grading._pseudo_models import Normalised, SyntaxIssue, UnrecognisedLine
from assay.grading._pseudo_tabs import AMBIGUOUS_TABS_HINT, ambiguous_tab_line
from assay.grading._scoring import is_accepted, is_skipped
from assay.judge import JudgeResult, Signature

__all__ = [
    "NOT_UNDERSTOOD",
    "PseudocodeNotUnderstoodError",
    "not_understood",
    "runtime_doubts",
    "static_doubts",
    "syntax_doubts",
]

#: The error code of a submission our translation could not make run (HTTP 422, CLI exit 2).
NOT_UNDERSTOOD = "PSEUDOCODE_NOT_UNDERSTOOD"

# Globals the judge's namespace provides to every submission (assay.judge's solution namespace).
_JUDGE_GLOBALS = frozenset(
    {"List", "Dict", "Tuple", "Set", "Optional", "Union", "Any", "Deque", "ListNode", "TreeNode"}
)
_BUILTINS = frozenset(dir(builtins))
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_HYPHENATED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)+")
_MAX_DOUBTS = 5
# Run-time errors that, in pseudocode the static checks passed, mean a name or a field the translation
# did not bind: the learner wrote a word we did not understand, not a program that crashes.
_RUNTIME_HINTS = {
    "NameError": "this line reads a name that has no value where it runs (for example a variable of "
    "another function); pass it as a parameter, or write the step in Python",
    "AttributeError": "this line reads a field or method the translation does not know: tree nodes have "
    "`.val`, `.left`, `.right`, list nodes `.val`, `.next`; write the field that way, or the step in Python",
}


class PseudocodeNotUnderstoodError(InvalidInputError):
    """Our translation could not make the pseudocode run: which lines, and how to write them.

    A 4xx because only a rewrite of those lines (or a model, when one is configured) can make it
    run, but the message says the translation failed, never that the learner's algorithm is wrong.
    ``details``: ``lines`` (``[{line, text, hint}]``), ``expectedSignature`` and, when a model was
    asked too, ``modelTranslation`` (``{errorCode, message}``).
    """

    default_code = NOT_UNDERSTOOD


def static_doubts(submission: str, normalised: Normalised, signature: Signature) -> list[UnrecognisedLine]:
    """The submission lines our translation is unsure of, read from the normaliser's compiled Python.

    Empty when every line was understood and every name the Python reads is bound somewhere.
    """
    doubts = list(normalised.unrecognised)
    if not normalised.ok or not normalised.changed:
        return _dedupe(doubts)
    try:
        tree = ast.parse(normalised.python)
    except (SyntaxError, ValueError):
        return _dedupe(doubts)
    lines = submission.replace("\r\n", "\n").split("\n")
    first_code = _first_code_line(lines)
    first_param = signature.params[0].name if signature.params else "items"
    call = f"{signature.method}({', '.join(p.name for p in signature.params)})"
    header_words: set[str] = set()
    for name, produced_line, called, bare in _free_names(tree):
        origin = _origin(produced_line, normalised.line_map)
        text = lines[origin - 1].strip() if 0 < origin <= len(lines) else ""
        header = bare and origin > 0 and origin == first_code
        if header:
            header_words.update(_IDENTIFIER.findall(text))
        elif name in header_words and not called:
            # a parameter of a header that was not understood: one doubt, the header's. A call is its
            # own step (`START-AT-ZERO(best)` after a first line `START-AT-ZERO(left)`): it stays a doubt
            continue
        hint = _hint_for_name(
            name, submission, text, called=called, header=header, param=first_param, call=call
        )
        doubts.append(UnrecognisedLine(line=origin, text=text, hint=hint))
    for produced_line, hint in [*_readings_no_program_runs(tree), *_read_before_set(tree)]:
        origin = _origin(produced_line, normalised.line_map)
        text = lines[origin - 1].strip() if 0 < origin <= len(lines) else ""
        doubts.append(UnrecognisedLine(line=origin, text=text, hint=hint))
    tabbed = ambiguous_tab_line(submission)  # a block whose nesting depends on how wide a tab is
    if tabbed is not None:
        doubts.append(UnrecognisedLine(line=tabbed, text=lines[tabbed - 1].strip(), hint=AMBIGUOUS_TABS_HINT))
    for produced_line, array in _one_based_loops(tree):
        origin = _origin(produced_line, normalised.line_map)
        text = lines[origin - 1].strip() if 0 < origin <= len(lines) else ""
        hint = (
            f"this loop counts from 1 to the length of `{array}` and reads `{array}[i]`, the textbook's "
            f"1-based arrays; here arrays start at 0: write `for i ← 0 to length({array}) - 1`"
        )
        doubts.append(UnrecognisedLine(line=origin, text=text, hint=hint))
    return _dedupe(doubts)


def syntax_doubts(submission: str, normalised: Normalised) -> list[UnrecognisedLine]:
    """The doubts when the normaliser's Python does not compile: its unrecognised lines, else the
    line the syntax error came from."""
    doubts = list(normalised.unrecognised)
    issue = normalised.error
    if not doubts and issue is not None and issue.source_line:
        lines = submission.replace("\r\n", "\n").split("\n")
        line = issue.source_line
        text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        doubts.append(UnrecognisedLine(line=line, text=text, hint=_syntax_hint(issue)))
    return _dedupe(doubts)


def runtime_doubts(
    submission: str, judged: JudgeResult, line_map: Sequence[int], python: str
) -> list[UnrecognisedLine]:
    """Failing tests whose error says our translation, not the learner, went wrong.

    An error raised on a line the normaliser added (``line_map`` 0): the learner did not write that
    line, and the doubt names the nearest line they did. A ``NameError`` or ``AttributeError`` on a
    line they wrote, in pseudocode whose names the static checks found bound: a word the translation
    kept without understanding it (``x.key`` for a node's value, a variable of another function).
    """
    produced = python.split("\n")
    lines = submission.replace("\r\n", "\n").split("\n")
    doubts: list[UnrecognisedLine] = []
    for test in judged.tests:
        if is_accepted(test.verdict) or is_skipped(test.verdict) or test.error is None:
            continue
        line = test.error.line
        if line is None or not 0 < line <= len(line_map):
            continue
        if line_map[line - 1] != 0:
            hint = _RUNTIME_HINTS.get(test.error.type)
            produced_line = produced[line - 1] if line <= len(produced) else ""
            mapped = line_map[line - 1]
            written = lines[mapped - 1] if mapped <= len(lines) else ""
            renamed = _methods_not_written(produced_line, written)
            if hint is None and test.error.type == "TypeError" and renamed:
                # a method the translation chose for the learner's (JavaScript's variadic `push` read
                # as Python's one-item `append`) called in a way Python refuses: our reading, not theirs
                hint = (
                    f"the translation read this step with Python's `{renamed[0]}`, which refused the "
                    "call; write the step in Python or in another form from docs/pseudocode.md"
                )
            if hint is not None:  # a name or a field our translation left unbound
                mapped = line_map[line - 1]
                text = lines[mapped - 1].strip() if mapped <= len(lines) else ""
                doubts.append(UnrecognisedLine(line=mapped, text=text, hint=hint))
            continue
        added = produced[line - 1].strip() if line <= len(produced) else ""
        if added.startswith("raise "):
            continue  # the translation raises on purpose to report the learner's error (a negative index)
        nearest = next((line_map[i] for i in range(line - 1, -1, -1) if line_map[i] > 0), 0)
        text = lines[nearest - 1].strip() if 0 < nearest <= len(lines) else ""
        doubts.append(
            UnrecognisedLine(
                line=nearest,
                text=text,
                hint=f"the translation added `{added}` for this step and it raised {test.error.type}; "
                "write the step in Python or in another form from docs/pseudocode.md",
            )
        )
    return _dedupe(doubts)


def not_understood(
    doubts: Sequence[UnrecognisedLine],
    signature: Signature,
    *,
    expected: str,
    model_code: str | None = None,
    model_error: str | None = None,
) -> PseudocodeNotUnderstoodError:
    """The 422 answer: which line was not understood and how to write it; our step, not the learner's."""
    shown = [d for d in doubts if d.line > 0][:_MAX_DOUBTS] or list(doubts[:1])
    if shown:
        first = shown[0]
        where = f"line {first.line} (`{_clip(first.text)}`)" if first.line > 0 else "a step"
        more = f" and {len(shown) - 1} more line(s)" if len(shown) > 1 else ""
        message = (
            f"Our pseudocode translation did not understand {where}{more}, so your answer was not "
            f"run or graded: {first.hint}."
        )
    else:
        message = (
            "Our pseudocode translation could not turn this answer into runnable code, so it was not graded."
        )
    if model_code is not None:
        message += f" The model translation failed too ({model_code})."
    details: dict[str, object] = {
        "lines": [d.model_dump() for d in shown],
        "expectedSignature": expected,
    }
    if model_code is not None:
        details["modelTranslation"] = {"errorCode": model_code, "message": model_error}
    return PseudocodeNotUnderstoodError(
        message,
        code=NOT_UNDERSTOOD,
        hint="Rewrite the line(s) named in details.lines (docs/pseudocode.md lists the forms understood), "
        f"or answer in Python with `{expected}`; then resubmit.",
        details=details,
    )


# --- free names -----------------------------------------------------------------------------------


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


def _free_names(tree: ast.Module) -> list[tuple[str, int, bool, bool]]:
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


def _readings_no_program_runs(tree: ast.Module) -> list[tuple[int, str]]:
    """Python that fails whatever the input, from pseudocode conventions the translation kept as written.

    - ``c[i, j]`` on a list (a textbook table cell): a list index cannot be a tuple;
    - ``2 ^ n`` (a power in pseudocode): Python's XOR;
    - ``T[k] ← x`` on a list that starts empty and never grows (a textbook array that grows by
      assignment): always an ``IndexError``.
    """
    lists: set[str] = set()
    empty: set[str] = set()
    sized: set[str] = set()  # also bound to something other than []
    other: set[str] = set()
    grown: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    value = node.value
                    is_list = isinstance(value, ast.List | ast.ListComp) or (
                        isinstance(value, ast.BinOp) and isinstance(value.left, ast.List | ast.ListComp)
                    )
                    (lists if is_list else other).add(target.id)
                    empty_list = isinstance(value, ast.List) and not value.elts
                    (empty if empty_list else sized).add(target.id)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For) and isinstance(node.target, ast.Name):
            other.add(node.target.id)
            if isinstance(node, ast.AugAssign):
                grown.add(node.target.id)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.attr in ("append", "extend", "insert", "__setitem__")
        ):
            grown.add(node.func.value.id)
    only_lists = lists - other
    never_grown = empty - sized - other - grown
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            name = node.value.id
            if name in only_lists and isinstance(node.slice, ast.Tuple) and len(node.slice.elts) >= 2:
                cell = ", ".join(ast.unparse(e) for e in node.slice.elts)
                found.append(
                    (
                        node.lineno,
                        f"`{name}[{cell}]` indexes a list with a pair; write a table cell as "
                        f"`{name}[{']['.join(ast.unparse(e) for e in node.slice.elts)}]`",
                    )
                )
            elif name in never_grown and isinstance(node.ctx, ast.Store):
                found.append(
                    (
                        node.lineno,
                        f"`{name}` starts empty and is written by index; lists here do not grow by "
                        f"index: append to it (`append x to {name}`), or make it big enough first "
                        f"(`{name} ← array of size n filled with 0`)",
                    )
                )
        elif isinstance(node, ast.Call) and (shape := _one_item_call_misused(node)) is not None:
            found.append((node.lineno, shape))
        elif (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.BitXor)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, int)
            and not isinstance(node.left.value, bool)
            and node.left.value >= 2
        ):
            power = f"{ast.unparse(node.left)} ** {ast.unparse(node.right)}"
            found.append((node.lineno, f"`^` is read as XOR here; for a power write `{power}`"))
    return found


def _read_before_set(tree: ast.Module) -> list[tuple[int, str]]:
    """Names a function reads on a line before every line that sets them, outside a loop that sets them.

    Python raises ``UnboundLocalError`` there whatever the input. A call to a procedure nobody defines
    can end up so: ``START-AT-ZERO(left)`` first, then ``START-AT-ZERO(best)``, read as the method's
    header and a recursive call that reads ``best`` long before ``best ← …`` sets it. A read inside a
    loop that also sets the name may come after the set on a later pass, so it is left alone.
    """
    found: list[tuple[int, str]] = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        nodes = _scope_nodes(func)
        first: dict[str, int] = {}
        declared: set[str] = set()
        loops: list[tuple[int, int, set[str]]] = []
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
                loops.append((node.lineno, node.end_lineno or node.lineno, sets))
        reported: set[str] = set()
        for node in sorted(
            (n for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)),
            key=lambda n: (n.lineno, n.col_offset),
        ):
            name = node.id
            if name in declared or name in reported or name not in first or node.lineno >= first[name]:
                continue
            if any(start <= node.lineno <= end and name in sets for start, end, sets in loops):
                continue
            reported.add(name)
            found.append(
                (
                    node.lineno,
                    f"`{name}` is read here before any step gives it a value (it is first set on a later "
                    f"line): set it first, for example `{name} ← 0`",
                )
            )
    return found


_ONE_ITEM_METHODS = frozenset({"append", "appendleft", "add", "discard", "extend"})


def _one_item_call_misused(node: ast.Call) -> str | None:
    """A call that passes several items, or a spread one, where Python takes exactly one.

    Other languages' ``push`` takes any number of items (``out.push(...row)``, ``out.push(a, b)``)
    and ``Math.max(...nums)`` spreads; read word for word as ``out.append(*row)`` or ``max(*nums)``
    Python raises ``TypeError`` for most inputs, a reading no learner wrote.
    """
    starred = any(isinstance(a, ast.Starred) for a in node.args)
    if (
        isinstance(node.func, ast.Attribute)
        and node.func.attr in _ONE_ITEM_METHODS
        and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")  # a helper
        and not node.keywords
        and (starred or len(node.args) > 1)
    ):
        call = ast.unparse(node)
        return (
            f"`{call}` passes several items to `{node.func.attr}`, which takes one; to add "
            f"every item of a list write `{ast.unparse(node.func.value)}.extend(items)`"
        )
    if (
        isinstance(node.func, ast.Name)
        and node.func.id in ("max", "min")
        and len(node.args) == 1
        and starred
        and not node.keywords
    ):
        return (
            f"`{ast.unparse(node)}` spreads a list into `{node.func.id}`, which fails for a list of one "
            f"item; write `{node.func.id}(items)`"
        )
    return None


def _one_based_loops(tree: ast.Module) -> list[tuple[int, str]]:
    """Loops ``for i in range(1, len(A) + 1)`` whose body reads ``A[i]``: textbook 1-based arrays.

    The length may come through a name (``n = len(A)`` ... ``range(1, n + 1)``). Read as Python, the
    last pass always indexes past the end, so no 0-based reading of the pseudocode is a working
    program: the translation, not the learner, got the convention wrong.
    """
    lengths: dict[str, str] = {}  # n -> A for `n = len(A)`
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and (array := _length_of(node.value)) is not None
        ):
            lengths[node.targets[0].id] = array
    tables = _tables_by_size(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.For)
            and isinstance(node.target, ast.Name)
            and isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name)
            and node.iter.func.id == "range"
            and len(node.iter.args) == 2
        ):
            continue
        start, stop = node.iter.args
        if not (
            isinstance(start, ast.Constant)
            and start.value == 1
            and isinstance(stop, ast.BinOp)
            and isinstance(stop.op, ast.Add)
            and isinstance(stop.right, ast.Constant)
            and stop.right.value == 1
        ):
            continue
        bound = stop.left
        array = _length_of(bound) or (lengths.get(bound.id) if isinstance(bound, ast.Name) else None)
        # a list the translation built with `bound` items (`[0] * (m)`, `[[0] * (n) for _ in range(m)]`)
        arrays = ({array} if array else set()) | tables.get(ast.dump(bound), set())
        if not arrays:
            continue
        index = node.target.id
        for inner in ast.walk(ast.Module(body=node.body, type_ignores=[])):
            if (
                isinstance(inner, ast.Subscript)
                and isinstance(inner.value, ast.Name)
                and inner.value.id in arrays
                and _index_name(inner.slice) == index
            ):
                found.append((node.lineno, inner.value.id))
                break
    return found


def _index_name(node: ast.expr) -> str | None:
    """``i`` for ``i`` and for ``_index(i)`` (the guard the translation adds against negative indices)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "_index"
        and node.args
    ):
        node = node.args[0]
    return node.id if isinstance(node, ast.Name) else None


def _tables_by_size(tree: ast.Module) -> dict[str, set[str]]:
    """Lists built with a fixed number of items, by that number's expression (``ast.dump``).

    ``A = [0] * (n)`` and ``T = [[0] * (k) for _ in range(n)]`` both hold ``n`` items: a loop
    ``for i in range(1, n + 1)`` that reads ``A[i]`` or ``T[i]`` indexes past the end on its last pass.
    """
    tables: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
        ):
            continue
        value = node.value
        size: ast.expr | None = None
        if (
            isinstance(value, ast.BinOp)
            and isinstance(value.op, ast.Mult)
            and isinstance(value.left, ast.List)
        ):
            size = value.right
        elif (
            isinstance(value, ast.ListComp)
            and len(value.generators) == 1
            and isinstance(value.generators[0].iter, ast.Call)
            and isinstance(value.generators[0].iter.func, ast.Name)
            and value.generators[0].iter.func.id == "range"
            and len(value.generators[0].iter.args) == 1
        ):
            size = value.generators[0].iter.args[0]
        if size is not None:
            tables.setdefault(ast.dump(size), set()).add(node.targets[0].id)
    # a list bound again or grown (``append``) has another length somewhere
    changed = [name for name, count in _bindings(tree).items() if count > 1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.attr != "index":
            changed.append(node.value.id)
    return {size: names - set(changed) for size, names in tables.items()}


def _bindings(tree: ast.Module) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                counts[target.id] = counts.get(target.id, 0) + 1
    return counts


def _length_of(node: ast.expr) -> str | None:
    """``A`` when ``node`` is ``len(A)``."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
    ):
        return node.args[0].id
    return None


def _methods_not_written(produced_line: str, written: str) -> list[str]:
    """The methods ``produced_line`` calls (``xs.append(...)``) that the learner's line never names."""
    try:
        tree = ast.parse(produced_line.strip())
    except SyntaxError:  # a block header (``for ...:``) alone: read its expression part
        head = produced_line.strip().rstrip(":")
        head = re.sub(r"^(?:if|elif|while|for\s+.+?\s+in|return)\s+", "", head)
        try:
            tree = ast.parse(head)
        except SyntaxError:
            return []
    words = set(_IDENTIFIER.findall(written))
    return [
        node.func.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr not in words
    ]


def _origin(produced_line: int, line_map: Sequence[int]) -> int:
    return line_map[produced_line - 1] if 0 < produced_line <= len(line_map) else 0


def _first_code_line(lines: Sequence[str]) -> int:
    for number, raw in enumerate(lines, 1):
        stripped = raw.strip()
        if stripped and not stripped.startswith(("#", "//", "```")):
            return number
    return 0


def _written_as_such(name: str, submission: str) -> bool:
    """Whether the learner wrote ``name`` as a whole word somewhere, not only inside ``A-B`` compounds."""
    compounds = {m.span() for m in _HYPHENATED.finditer(submission)}
    for match in _IDENTIFIER.finditer(submission):
        if match.group(0) != name:
            continue
        start, end = match.span()
        if not any(a <= start and end <= b for a, b in compounds):
            return True
    return False


def _hint_for_name(
    name: str, submission: str, text: str, *, called: bool, header: bool, param: str, call: str
) -> str:
    if header:
        return (
            f"a procedure header is not a step: write it as `function {call}` (or `procedure`, "
            "`algorithm`), or leave it out; the question gives the method's name and parameters"
        )
    if not _written_as_such(name, submission):
        match = next((m for m in _HYPHENATED.finditer(text) if name in m.group(0).split("-")), None)
        shown = match.group(0) if match is not None else name
        if match is not None and text[match.end() :].lstrip().startswith("("):
            name, called = shown, True  # `DROP-FROM-WINDOW(...)`: a procedure, not a subtraction
        else:
            return (
                f"`{shown}` was read as a subtraction; use a name without hyphens, such as "
                f"`{shown.replace('-', '_')}`, or put spaces around a minus"
            )
    if called:
        return (
            f"`{name}(...)` is not an operation the translation knows: write it in Python (for example "
            "`stack.append(x)`, `queue.pop(0)`), in a form from docs/pseudocode.md, or define "
            f"`{name}` as a function"
        )
    return (
        f"`{name}` is read but never given a value: set it first (for example `{name} ← length({param})`) "
        "or use the name of a parameter"
    )


def _syntax_hint(issue: SyntaxIssue) -> str:
    return (
        f"it could not be turned into Python ({issue.message}); write this step in a form from "
        "docs/pseudocode.md (`x ← value`, `for each x in list`, `if … then`, `return x`) or in Python"
    )


def _dedupe(doubts: Sequence[UnrecognisedLine]) -> list[UnrecognisedLine]:
    seen: set[int] = set()
    kept: list[UnrecognisedLine] = []
    for doubt in sorted(doubts, key=lambda d: (d.line <= 0, d.line)):
        if doubt.line > 0 and doubt.line in seen:
            continue
        seen.add(doubt.line)
        kept.append(doubt)
    return kept


def _clip(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
