"""Checks over the normaliser's Python (docs/pseudocode.md); the passes are in ``_passes``.

* :func:`unrecognised` lists the submission lines the normaliser passed through without
  understanding them: a line that does not parse, a value computed and dropped (``x == 5`` as a
  statement), a call to an operation nobody defined (``PUSH(S, x)`` left as written) or a name that
  is never given a value. The pipeline must not run such a line as if the learner wrote it.
* :func:`implicit_length` gives ``n`` the length of the input when a textbook answer uses ``n``
  without setting it.
* :func:`missing_imports` imports the standard-library names an answer uses (``heappush``).
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass

from assay.grading._pseudocode._base import compile_quietly
from assay.grading._pseudocode._implicit_return import is_pure_value, solution_method
from assay.grading._pseudocode._models import UnrecognisedLine

__all__ = ["HINT_SYNTAX", "KNOWN_NAMES", "bound_names", "implicit_length", "missing_imports", "unrecognised"]

_IMPORTABLE = {
    "heapq": ("heapq", None),
    "heappush": ("heapq", "heappush"),
    "heappop": ("heapq", "heappop"),
    "heapify": ("heapq", "heapify"),
    "heappushpop": ("heapq", "heappushpop"),
    "heapreplace": ("heapq", "heapreplace"),
    "nlargest": ("heapq", "nlargest"),
    "nsmallest": ("heapq", "nsmallest"),
    "collections": ("collections", None),
    "deque": ("collections", "deque"),
    "defaultdict": ("collections", "defaultdict"),
    "Counter": ("collections", "Counter"),
    "OrderedDict": ("collections", "OrderedDict"),
    "math": ("math", None),
    "inf": ("math", "inf"),
    "bisect": ("bisect", None),
    "bisect_left": ("bisect", "bisect_left"),
    "bisect_right": ("bisect", "bisect_right"),
    "functools": ("functools", None),
    "lru_cache": ("functools", "lru_cache"),
    "cache": ("functools", "cache"),
    "itertools": ("itertools", None),
    "sys": ("sys", None),
}

_RUNTIME_NAMES = {
    "self",
    "List",
    "Dict",
    "Tuple",
    "Set",
    "Optional",
    "Union",
    "Any",
    "Deque",
    "ListNode",
    "TreeNode",
    "__class__",
}
_BUILTINS = set(dir(builtins))
#: Names a translation may read without binding them: builtins, ``self``, the typing names and the
#: judge's node classes the program's header provides.
KNOWN_NAMES = frozenset(_RUNTIME_NAMES | _BUILTINS)
HINT_SYNTAX = (
    "write one step per line in a form the normaliser knows (docs/pseudocode.md), e.g. `set x to 0`, "
    "`for i from 0 to n - 1`, `if x > 0 then`, `append x to out`, `return x` — or write it in Python"
)

_RETURN_LINE = re.compile(r"^\s*(?:\d+[.):]?\s+)?return\b", re.IGNORECASE)
HINT_OUTSIDE = (
    "this step was read as outside the function, so it would never run: make each `}` or `end` close "
    "the block you meant (one per opened block), or write the answer in Python"
)


@dataclass
class _Problem:
    produced_line: int
    hint: str


def bound_names(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            names.update(node.names)
    return names


def _methods_of_solution(tree: ast.Module) -> set[str]:
    methods: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            methods.update(n.name for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))
    return methods


# calls the normaliser leaves in place of a step it cannot decide, and what the learner can write
_MARKER_HINTS = {
    "integer_or_real_division": "this answer mixes C's braces with Python's slices, so `/` could divide "
    "to a whole number (C, Java, Go) or to a real one (Python): write `float(a) / b` for a real "
    "division; for a whole-number one, write the answer in one language",
    "mixed_division": "this answer writes some lines as C (a closing `;`, braces, typed declarations) "
    "and others as Python, and this line as neither, so `/` could divide to a whole number (C, Java) or "
    "to a real one (Python): end the line with `;` for C's division, or write `float(a) / b` for a real one",
    "mixed_remainder": "this answer writes some lines as C (a closing `;`, braces, typed declarations) "
    "and others as Python, and this line as neither, so `%` of a negative number could take the sign of "
    "the dividend (C, Java, JavaScript: `-7 % 3` is `-1`) or of the divisor (Python: `2`): end the line "
    "with `;` for C's remainder, or write it on a line of Python",
    "semicolon_after_one_line_block": "this line puts steps after a `;` behind a one-line `if`/`for`/"
    "`while`, and they could belong to its body (Python's `if c: a; b`) or come after it (C's and "
    "Pascal's `if c then a; b;`): write the body on lines of its own, indented under the header",
    "braceless_body_unclear": "this line is indented under an `if`/`else`/`for`/`while` written without "
    "braces in an answer whose blocks are braces: in C such a header takes only the one statement after "
    "it, so this line would run after it, while the indentation puts it inside: put the body in `{ … }`",
    "empty_loop_body_unclear": "this loop's header ends with `;`, which in C makes its body empty, but "
    "the next line is indented under it (or opens a `{` block): drop the `;` and put the body in "
    "`{ … }`, or, for a loop that only tests, leave the next line unindented",
    "one_call_or_several": "this line lists operands after `the max of`, `the sum of` (or the like) where "
    "they could all belong to it (`max(a, b)`) or only the first (`max(a), b`): write the call with "
    "brackets, `max(a, b)`, or `a + b` for a sum",
    "untyped_division": "`/` divides a variable set with no type, so it could divide to a whole number "
    "(C's `int`) or to a real one (`double`): declare it (`double best = …` or `int best = …`) "
    "or write `(double) a / b` for a real division",
}


def _problems(tree: ast.Module) -> list[_Problem]:
    bound = bound_names(tree) | _RUNTIME_NAMES | _BUILTINS
    methods = _methods_of_solution(tree)
    found: list[_Problem] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):
            value = node.value
            acts = isinstance(value, ast.Call | ast.Await | ast.Yield | ast.YieldFrom)
            if acts and not is_pure_value(value):
                continue  # a call may act (`append`, a helper); `len(tails)` alone only computes a value
            if isinstance(value, ast.BoolOp) and _guarded_call(value):
                continue  # JavaScript's `node.left && queue.push(node.left);`: a step behind a test
            if isinstance(value, ast.UnaryOp) and isinstance(value.operand, ast.Call):
                continue  # `-heappop(H)`: a max-heap's EXTRACT-MAX as a step, its key dropped
            if isinstance(value, ast.Constant) and isinstance(value.value, str | type(Ellipsis)):
                continue
            found.append(
                _Problem(
                    node.lineno,
                    "this line computes a value and drops it: to store it write `set x to …` or `x ← …`; "
                    "to test it, put it in an `if`; if it is the method's result, write `return …`",
                )
            )
        elif isinstance(node, ast.AnnAssign) and _annotation_names_a_variable(node, tree):
            found.append(
                _Problem(
                    node.lineno,
                    f"this line reads as Python's type annotation (`{ast.unparse(node.target)}` of type "
                    f"`{ast.unparse(node.annotation)}`), which does nothing you meant: make a label or an "
                    "example a comment (`# example: …`), or write the step as `set x to …`",
                )
            )
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "self" and node.func.attr not in methods:
                found.append(_Problem(node.lineno, f"`{node.func.attr}(…)` is called but never defined"))
        elif isinstance(node, ast.Name) and node.id in _MARKER_HINTS and node.id not in bound:
            found.append(_Problem(node.lineno, _MARKER_HINTS[node.id]))
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound:
            found.append(
                _Problem(
                    node.lineno,
                    f"`{node.id}` is never given a value: set it first (`set {node.id} to …`), or, if "
                    "this is a step in words, write it with the forms in docs/pseudocode.md",
                )
            )
    return found


def _annotation_names_a_variable(node: ast.AnnAssign, tree: ast.Module) -> bool:
    """``example: total = 1`` parses as the annotation ``example: total``: a label before a step, not a
    type, when the annotation names a variable the program assigns (``count: int = 0`` names none)."""
    assigned = {
        n.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n is not node.target
    }
    return any(isinstance(n, ast.Name) and n.id in assigned for n in ast.walk(node.annotation))


def _guarded_call(value: ast.BoolOp) -> bool:
    """``a and f(x)`` / ``a or f(x)`` as a statement: ``f`` runs only when the test lets it, in
    Python as in C and JavaScript (docs/pseudocode.md, "Faithful to the source language")."""
    last = value.values[-1]
    if isinstance(last, ast.BoolOp):
        return _guarded_call(last)
    return isinstance(last, ast.Call) and not is_pure_value(last)


def _line_syntax_ok(text: str) -> bool:
    t = text.strip()
    if not t or t.startswith("#"):
        return True
    if re.match(r"^(?:else|elif\b|except\b|finally)", t):
        t = ("try:\n pass\n" if t.startswith(("except", "finally")) else "if 1:\n pass\n") + t
    if t.endswith(":"):
        t += "\n pass"
    # in a function and a loop, so `return`, `break` and `continue` stand as they do in the program
    t = "def _f():\n while 1:\n" + "\n".join("  " + line for line in t.split("\n"))
    try:
        compile_quietly(t, "<line>")
    except SyntaxError:
        return False
    except ValueError:
        return False
    return True


def _problems_around(produced: list[str], bad: set[int]) -> list[_Problem]:
    """The other lines' problems when some lines do not parse.

    A line that parses can still use a name nobody bound (`for s, e in order`); one line that does
    not parse must not hide it. The lines that do not parse stand in as `pass` (or as the assignment
    of the names they set, so a later line that reads them is not blamed for them).
    """
    lines = list(produced)
    for k in bad:
        text = lines[k - 1]
        indent = text[: len(text) - len(text.lstrip())]
        target = re.match(r"^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=(?!=)", text)
        if text.rstrip().endswith(":"):
            lines[k - 1] = f"{indent}if True:"
        elif target:
            names = [n.strip() for n in target.group(1).split(",")]
            lines[k - 1] = f"{indent}{', '.join(names)} = {', '.join('None' for _ in names)}"
        else:
            lines[k - 1] = f"{indent}pass"
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return []
    return [p for p in _problems(tree) if p.produced_line not in bad]


def unrecognised(
    python: str, line_map: list[int], submission: str, ok: bool, *, dropped: list[int] | None = None
) -> list[UnrecognisedLine]:
    """The submission lines behind problems in the produced Python (one entry per submission line),
    and the ``dropped`` ones: steps the reading left out of the program (a `return` after the end it
    found for the function), which would otherwise fail the answer silently."""
    produced = python.split("\n")
    problems: list[_Problem] = []
    if ok:
        try:
            tree = ast.parse(python)
        except SyntaxError:
            tree = None
        if tree is not None:
            problems = _problems(tree)
    else:
        for k, text in enumerate(produced, start=1):
            if not _line_syntax_ok(text):
                problems.append(_Problem(k, HINT_SYNTAX))
        problems += _problems_around(produced, {p.produced_line for p in problems})
        if not problems:
            problems.append(_Problem(0, HINT_SYNTAX))
    source = submission.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out: dict[int, UnrecognisedLine] = {}
    for problem in problems:
        k = problem.produced_line
        src = line_map[k - 1] if 0 < k <= len(line_map) else 0
        if src <= 0 or src > len(source) or src in out:
            continue
        out[src] = UnrecognisedLine(line=src, text=source[src - 1].strip(), hint=problem.hint)
    for src in dropped or []:
        # only a line that is a `return` as typed: a plan's `- at the end I return best` or a remark
        # `No return, nums is changed` read as a step outside the function is rightly left out
        if 0 < src <= len(source) and src not in out and _RETURN_LINE.match(source[src - 1]):
            out[src] = UnrecognisedLine(line=src, text=source[src - 1].strip(), hint=HINT_OUTSIDE)
    return [out[k] for k in sorted(out)]


# -- standard-library names used without their import ---------------------------------------------


def missing_imports(python: str) -> tuple[str, list[str]]:
    """Add the imports of standard-library names the answer uses but never imports (``heappush``).

    Returns the Python and the import lines added (at the top, so the caller shifts its line map).
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    bound = bound_names(tree)
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    wanted = sorted(name for name in used - bound if name in _IMPORTABLE and name not in _RUNTIME_NAMES)
    if not wanted:
        return python, []
    lines: list[str] = []
    for name in wanted:
        module, member = _IMPORTABLE[name]
        lines.append(f"import {module}" if member is None else f"from {module} import {member}")
    return "\n".join(lines) + "\n" + python, lines


# -- n without a value ------------------------------------------------------------------------------


def implicit_length(python: str, method: str, seq: str | None) -> tuple[str, int | None]:
    """Bind ``n = len(<input>)`` at the top of the method when the answer reads ``n`` and never sets it.

    Returns the Python and the 0-based index of the inserted line (``None``: nothing inserted).
    """
    if seq is None:
        return python, None
    target = solution_method(python, method)
    if target is None or not target.body:
        return python, None
    bound = bound_names(target)
    reads = any(
        isinstance(n, ast.Name) and n.id == "n" and isinstance(n.ctx, ast.Load) for n in ast.walk(target)
    )
    if not reads or "n" in bound or _n_holds_items(target):
        return python, None
    args = {a.arg for a in target.args.args}
    k = 0
    while k < len(target.body) - 1 and _maps_parameters(target.body[k], args):
        k += 1  # after `A = nums`: the learner's name for the input must be set first
    first = target.body[k]
    lines = python.split("\n")
    indent = " " * first.col_offset
    lines.insert(first.lineno - 1, f"{indent}n = len({seq})")
    return "\n".join(lines), first.lineno - 1


_OF_ITEMS = frozenset({"set", "frozenset", "list", "sorted", "len", "tuple", "enumerate", "reversed", "sum"})


def _n_holds_items(target: ast.AST) -> bool:
    """Whether the answer uses ``n`` as the items themselves (``new Set(n)``, ``for x in n``, ``n[i]``,
    ``[...n]``, ``x in n``): then ``n`` names the input, not its length, and is left unset (a doubt)."""

    def is_n(node: ast.AST) -> bool:
        return isinstance(node, ast.Name) and node.id == "n"

    for node in ast.walk(target):
        passed = (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _OF_ITEMS
            and bool(node.args)
            and is_n(node.args[0])
        )
        walked = isinstance(node, ast.For | ast.comprehension) and is_n(node.iter)
        taken = isinstance(node, ast.Subscript | ast.Starred | ast.Attribute) and is_n(node.value)
        searched = isinstance(node, ast.Compare) and any(
            isinstance(op, ast.In | ast.NotIn) and is_n(right)
            for op, right in zip(node.ops, node.comparators, strict=True)
        )
        if passed or walked or taken or searched:
            return True
    return False


def _maps_parameters(stmt: ast.stmt, args: set[str]) -> bool:
    """``A, t = nums, target`` or ``size = len(nums)``: the lines that name the question's parameters."""
    if not isinstance(stmt, ast.Assign):
        return False
    values = stmt.value.elts if isinstance(stmt.value, ast.Tuple) else [stmt.value]
    if not all(isinstance(v, ast.Name) and v.id in args for v in values):
        sized = (
            len(values) == 1
            and isinstance(values[0], ast.Call)
            and isinstance(values[0].func, ast.Name)
            and values[0].func.id == "len"
        )
        if not sized:
            return False
    return all(isinstance(t, ast.Name | ast.Tuple) for t in stmt.targets)
