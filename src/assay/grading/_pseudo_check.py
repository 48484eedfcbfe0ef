"""Checks and whole-program passes over the normaliser's Python (docs/pseudocode.md).

* :func:`unrecognised` lists the submission lines the normaliser passed through without
  understanding them: a line that does not parse, a value computed and dropped (``x == 5`` as a
  statement), a call to an operation nobody defined (``PUSH(S, x)`` left as written) or a name that
  is never given a value. The pipeline must not run such a line as if the learner wrote it.
* :func:`one_based` keeps a textbook answer that counts from 1 (``for i ← 1 to A.length … A[i]``)
  meaning what it says: its subscripts on those arrays become ``A[i - 1]``.
* :func:`index_division` makes ``mid ← (lo + hi) / 2`` an integer when ``mid`` is used as an index.
* :func:`implicit_length` gives ``n`` the length of the input when a textbook answer uses ``n``
  without setting it.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass

from assay.grading._pseudo_models import UnrecognisedLine

__all__ = [
    "GUARD",
    "empty_set_lists",
    "guard_negative_indices",
    "implicit_length",
    "implicit_return",
    "index_division",
    "map_reads",
    "missing_imports",
    "one_based",
    "queues",
    "shadowed_builtins",
    "tuple_returns",
    "unrecognised",
]

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
HINT_SYNTAX = (
    "write one step per line in a form the normaliser knows (docs/pseudocode.md), e.g. `set x to 0`, "
    "`for i from 0 to n - 1`, `if x > 0 then`, `append x to out`, `return x` — or write it in Python"
)


@dataclass
class _Problem:
    produced_line: int
    hint: str


def _bound_names(tree: ast.AST) -> set[str]:
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


def _problems(tree: ast.Module) -> list[_Problem]:
    bound = _bound_names(tree) | _RUNTIME_NAMES | _BUILTINS
    methods = _methods_of_solution(tree)
    found: list[_Problem] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):
            value = node.value
            if isinstance(value, ast.Call | ast.Await | ast.Yield | ast.YieldFrom):
                continue
            if isinstance(value, ast.Constant) and isinstance(value.value, str | type(Ellipsis)):
                continue
            found.append(
                _Problem(
                    node.lineno,
                    "this line computes a value and drops it: to store it write `set x to …` or `x ← …`; "
                    "to test it, put it in an `if`",
                )
            )
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "self" and node.func.attr not in methods:
                found.append(_Problem(node.lineno, f"`{node.func.attr}(…)` is called but never defined"))
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound:
            found.append(
                _Problem(
                    node.lineno,
                    f"`{node.id}` is never given a value: set it first (`set {node.id} to …`), or, if "
                    "this is a step in words, write it with the forms in docs/pseudocode.md",
                )
            )
    return found


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
        compile(t, "<line>", "exec", dont_inherit=True)
    except SyntaxError:
        return False
    except ValueError:
        return False
    return True


def unrecognised(python: str, line_map: list[int], submission: str, ok: bool) -> list[UnrecognisedLine]:
    """The submission lines behind problems in the produced Python (one entry per submission line)."""
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
    return [out[k] for k in sorted(out)]


# -- 1-based arrays ---------------------------------------------------------------------------------


def _len_of(node: ast.AST, lengths: dict[str, str]) -> str | None:
    """The sequence whose length ``node`` is (``len(A)`` or a name bound to it)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Name)
    ):
        return node.args[0].id
    if isinstance(node, ast.Name):
        return lengths.get(node.id)
    return None


def _is_const(node: ast.AST, value: int) -> bool:
    return isinstance(node, ast.Constant) and node.value == value and not isinstance(node.value, bool)


def _plus_one_of(node: ast.AST) -> ast.AST | None:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _is_const(node.right, 1):
        return node.left
    return None


def _subscripted_by(tree: ast.AST, var: str, seqs: set[str]) -> bool:
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in seqs
            and isinstance(node.slice, ast.Name)
            and node.slice.id == var
        ):
            return True
    return False


def _counts_from_one(tree: ast.Module, seqs: set[str]) -> tuple[bool, bool]:
    """(signs of counting from 1, signs of counting from 0) on the input sequences."""
    lengths: dict[str, str] = {}
    assigned: dict[str, list[ast.AST]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            assigned.setdefault(name, []).append(node.value)
            seq = _len_of(node.value, {})
            if seq is not None and seq in seqs:
                lengths[name] = seq
    one = zero = False
    measured = _measured(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            # REVERSE(A, 1, n) with n ← A.length: a helper handed positions counted from 1
            args = node.args
            hands_array = any(isinstance(a, ast.Name) and a.id in seqs for a in args)
            if (
                hands_array
                and any(_is_const(a, 1) for a in args)
                and any(_len_of(a, lengths) in seqs for a in args)
            ):
                one = True
    for node in ast.walk(tree):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name):
            it = node.iter
            if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"):
                continue
            var = node.target.id
            args = it.args
            if not _subscripted_by(node, var, seqs):
                continue
            if len(args) >= 2:
                upper = _plus_one_of(args[1])
                bound = _len_of(upper, lengths) if upper is not None else None
                if bound in seqs and _subscripted_by(node, var, {bound}):
                    one = True  # for i ← … to A.length reads A[A.length]
            if len(args) == 3 and _is_const(args[1], 0):
                bound = _len_of(args[0], lengths)
                if bound in seqs and _subscripted_by(node, var, {bound}):
                    one = True  # for i ← n downto 1
            if (len(args) == 1) or (len(args) >= 2 and _is_const(args[0], 0)):
                zero = True
            if len(args) >= 2 and _len_of(args[1], lengths) in seqs and not _is_const(args[0], 1):
                zero = True  # for i ← 0 to n - 1 / for i ← k to n - 1
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in seqs:
            if _is_const(node.slice, 0) and id(node) not in measured:
                zero = True
        elif isinstance(node, ast.Compare) and len(node.ops) == 1:
            # while lo ≤ hi with lo ← 1 and hi ← A.length: two ends of an array counted from 1
            left, right = node.left, node.comparators[0]
            op = node.ops[0]
            if (
                isinstance(left, ast.Name)
                and isinstance(op, ast.Gt | ast.LtE)
                and _len_of(right, lengths) in seqs
                and _subscripted_by(tree, left.id, seqs)
            ):
                one = True  # if i > A.length (stop) / while i ≤ A.length, reading A[i]
            if isinstance(left, ast.Name) and isinstance(right, ast.Name):
                starts = assigned.get(left.id, [])
                ends = assigned.get(right.id, [])
                for a, b in ((starts, ends), (ends, starts)):
                    if any(_is_const(v, 1) for v in a) and any(_len_of(v, lengths) in seqs for v in b):
                        one = True
    return one, zero


def _measured(tree: ast.AST) -> set[int]:
    """Ids of subscripts whose length is taken (``len(G[0])``: a row, whatever the counting)."""
    return {
        id(n.args[0])
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Name)
        and n.func.id == "len"
        and len(n.args) == 1
        and isinstance(n.args[0], ast.Subscript)
    }


def _learner_arrays(tree: ast.Module, zero_based: set[str]) -> set[str]:
    """Arrays and strings the answer builds (``[0] * (n)``, ``[]``, ``""``), except those read at 0."""
    arrays: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            v = node.value
            sized = isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mult) and isinstance(v.left, ast.List)
            empty = (isinstance(v, ast.List) and not v.elts) or (
                isinstance(v, ast.Constant) and v.value == ""
            )
            if sized or empty:
                arrays.add(node.targets[0].id)
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and _is_const(node.slice, 0):
            arrays.discard(node.value.id)
    return arrays - zero_based


_OPEN, _CLOSE = "\x01", "\x02"


def _shifted(inner: str) -> str:
    t = inner.strip()
    if re.fullmatch(r"\d+", t):
        return str(int(t) - 1)
    m = re.fullmatch(r"(.+?)\s*\+\s*1", t)
    if m and "," not in t and _balanced(m.group(1)) and not re.search(r"[<>=]|\bif\b|\band\b|\bor\b", t):
        return m.group(1).strip()
    m = re.fullmatch(r"(.+?)\s*-\s*(\d+)", t)
    if m and _balanced(m.group(1)) and not re.search(r"[*/%<>=]|\bif\b", m.group(1)):
        return f"{m.group(1).strip()} - {int(m.group(2)) + 1}"
    if re.fullmatch(r"[\w.]+(?:\([^()]*\)|\[[^\[\]]*\])*", t):
        return f"{t} - 1"
    return f"({t}) - 1"


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth < 0:
            return False
    return depth == 0


def one_based(python: str, seqs: set[str], zero_based: set[str], declared_one: bool) -> tuple[str, bool]:
    """Shift the subscripts of an answer that counts from 1; returns (python, shifted)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    built = _learner_arrays(tree, zero_based)
    one, zero = _counts_from_one(tree, seqs | built)
    if not (one or declared_one) or zero:
        return python, False
    arrays = (seqs | built) - zero_based
    inserts: dict[int, list[tuple[int, str]]] = {}

    def mark(node: ast.expr) -> None:
        if node.end_lineno != node.lineno or node.end_col_offset is None:
            return
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return  # A[-1]: Python's last element, as written
        inserts.setdefault(node.lineno, []).extend([(node.col_offset, _OPEN), (node.end_col_offset, _CLOSE)])

    measured = _measured(tree)

    def rooted(node: ast.expr) -> bool:
        """``A``, ``A[i]``, ``A[i][j]``: a subscript chain on a shifted array."""
        while isinstance(node, ast.Subscript):
            node = node.value
        return isinstance(node, ast.Name) and node.id in arrays

    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and rooted(node.value) and id(node) not in measured:
            if isinstance(node.slice, ast.Slice):
                for part in (node.slice.lower, node.slice.upper):
                    if part is not None:
                        mark(part)
            else:
                mark(node.slice)
    if not inserts:
        return python, False
    lines = python.split("\n")
    for lineno, points in inserts.items():
        text = lines[lineno - 1]
        encoded = text.encode("utf-8")
        for col, token in sorted(points, key=lambda p: (p[0], p[1] == _OPEN), reverse=True):
            encoded = encoded[:col] + token.encode() + encoded[col:]
        text = encoded.decode("utf-8")
        while _OPEN in text:
            text = re.sub(f"{_OPEN}([^{_OPEN}{_CLOSE}]*){_CLOSE}", lambda m: _shifted(m.group(1)), text)
        lines[lineno - 1] = text
    return "\n".join(lines), True


# -- integer division for indices -------------------------------------------------------------------


def index_division(python: str) -> tuple[str, bool]:
    """``/`` becomes ``//`` where the quotient is an index (a subscript, or a name used as one)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    index_names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            index_names.update(n.id for n in ast.walk(node.slice) if isinstance(n, ast.Name))
    spots: dict[int, list[int]] = {}

    def divisions(root: ast.AST) -> None:
        for n in ast.walk(root):
            div = isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div) and n.lineno == n.end_lineno
            if div and isinstance(n, ast.BinOp) and n.left.end_col_offset is not None:
                spots.setdefault(n.lineno, []).append(n.left.end_col_offset)

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {t.id for t in targets if isinstance(t, ast.Name)}
            if names & index_names and node.value is not None:
                divisions(node.value)
        elif isinstance(node, ast.Subscript):
            divisions(node.slice)
    if not spots:
        return python, False
    lines = python.split("\n")
    for lineno, cols in spots.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col in sorted(set(cols), reverse=True):
            k = encoded.find(b"/", col)
            if k >= 0 and encoded[k : k + 2] != b"//":
                encoded = encoded[:k] + b"//" + encoded[k + 1 :]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- containers written the mathematical way ----------------------------------------------------


def tuple_returns(python: str) -> tuple[str, bool]:
    """``return (i, j)`` where the question returns a list: ``return [i, j]`` (a pair is a list here)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    spots = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Return)
        and isinstance(n.value, ast.Tuple)
        and n.value.lineno == n.value.end_lineno
    ]
    lines = python.split("\n")
    changed = False
    for node in sorted(spots, key=lambda v: (v.lineno, v.col_offset), reverse=True):
        encoded = lines[node.lineno - 1].encode("utf-8")
        start, end = node.col_offset, node.end_col_offset or 0
        inner = encoded[start:end]
        if inner.startswith(b"(") and inner.endswith(b")"):
            encoded = encoded[:start] + b"[" + inner[1:-1] + b"]" + encoded[end:]
        else:
            encoded = encoded[:start] + b"[" + inner + b"]" + encoded[end:]
        lines[node.lineno - 1] = encoded.decode("utf-8")
        changed = True
    return "\n".join(lines), changed


def empty_set_lists(python: str) -> tuple[str, bool]:
    """``Q ← ∅`` then ``ENQUEUE(Q, x)``: the empty set was an empty sequence, so it becomes ``[]``."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    empties = {
        n.targets[0].id: n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign)
        and len(n.targets) == 1
        and isinstance(n.targets[0], ast.Name)
        and isinstance(n.value, ast.Call)
        and isinstance(n.value.func, ast.Name)
        and n.value.func.id == "set"
        and not n.value.args
    }
    used_as_list = {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and isinstance(n.func.value, ast.Name)
        and n.func.attr in ("append", "insert", "popleft", "extend", "sort", "reverse")
    } | {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and isinstance(n.func.value, ast.Name)
        and n.func.attr == "pop"
        and n.args
    }
    chosen = [empties[name] for name in empties if name in used_as_list]
    if not chosen:
        return python, False
    lines = python.split("\n")
    for value in sorted(chosen, key=lambda v: (v.lineno, v.col_offset), reverse=True):
        encoded = lines[value.lineno - 1].encode("utf-8")
        encoded = encoded[: value.col_offset] + b"[]" + encoded[value.end_col_offset or 0 :]
        lines[value.lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- a variable named like a builtin ----------------------------------------------------------------

_SHADOWABLE = {
    "len",
    "max",
    "min",
    "sum",
    "abs",
    "set",
    "list",
    "dict",
    "str",
    "int",
    "range",
    "sorted",
    "map",
}


def shadowed_builtins(python: str) -> tuple[str, list[str]]:
    """Rename variables called ``len``, ``max``... (pseudocode's ``len ← …`` beside ``len(s)``).

    The normaliser writes ``len(…)``, ``max(…)`` for the learner's ``s.length`` or ``Math.max``;
    a variable of the same name would break those calls, so the variable becomes ``len_``.
    Returns the Python and the names renamed.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    stored = {
        n.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id in _SHADOWABLE
    }
    if not stored:
        return python, []
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    edits: dict[int, list[int]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and n.id in stored and id(n) not in called:
            edits.setdefault(n.lineno, []).append(n.end_col_offset or 0)
    lines = python.split("\n")
    for lineno, cols in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col in sorted(set(cols), reverse=True):
            encoded = encoded[:col] + b"_" + encoded[col:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), sorted(stored)


def map_reads(python: str, maps: set[str]) -> tuple[str, bool]:
    """``count[c]`` read from a JavaScript object becomes ``count.get(c)`` (a missing key is undefined)."""
    if not maps:
        return python, False
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    edits: dict[int, list[tuple[int, int]]] = {}
    for n in ast.walk(tree):
        if (
            isinstance(n, ast.Subscript)
            and isinstance(n.ctx, ast.Load)
            and isinstance(n.value, ast.Name)
            and n.value.id in maps
            and not isinstance(n.slice, ast.Slice)
            and n.lineno == n.end_lineno
            and n.value.end_col_offset is not None
            and n.end_col_offset is not None
            and not any(isinstance(c, ast.Subscript) for c in ast.walk(n.slice))
        ):
            edits.setdefault(n.lineno, []).append((n.value.end_col_offset, n.end_col_offset - 1))
    if not edits:
        return python, False
    lines = python.split("\n")
    for lineno, spans in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end in sorted(spans, reverse=True):
            if encoded[start : start + 1] == b"[" and encoded[end : end + 1] == b"]":
                encoded = encoded[:start] + b".get(" + encoded[start + 1 : end] + b")" + encoded[end + 1 :]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- queues ----------------------------------------------------------------------------------------

_QUEUE_METHODS = {"append", "appendleft", "pop", "popleft", "extend", "insert", "clear"}


def _parents(tree: ast.AST) -> dict[int, ast.AST]:
    return {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _queue_safe(name: str, tree: ast.AST, parents: dict[int, ast.AST]) -> bool:
    """Whether every use of ``name`` also works on a ``deque`` (no slicing, no comparison, not returned)."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)):
            continue
        parent = parents.get(id(node))
        if isinstance(parent, ast.Attribute):
            if parent.attr not in _QUEUE_METHODS:
                return False
            continue
        if (
            isinstance(parent, ast.Call)
            and isinstance(parent.func, ast.Name)
            and parent.func.id in ("len", "bool")
        ):
            continue
        if (
            isinstance(parent, ast.Subscript)
            and parent.value is node
            and not isinstance(parent.slice, ast.Slice)
        ):
            continue
        if isinstance(parent, ast.While | ast.If | ast.BoolOp | ast.UnaryOp) or (
            isinstance(parent, ast.For) and parent.iter is node
        ):
            continue
        return False
    return True


def queues(python: str) -> tuple[str, list[str]]:
    """A list used as a queue (``q.pop(0)``) becomes a ``deque`` with ``popleft()``.

    Pseudocode's DEQUEUE takes O(1); ``list.pop(0)`` takes O(n) and would make a correct BFS
    measure O(n²). Only lists whose every use a ``deque`` supports are changed.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    popped = {
        n.func.value.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr == "pop"
        and isinstance(n.func.value, ast.Name)
        and len(n.args) == 1
        and _is_const(n.args[0], 0)
    }
    if not popped:
        return python, []
    parents = _parents(tree)
    made: dict[str, list[ast.Assign]] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            made.setdefault(n.targets[0].id, []).append(n)
    chosen = [
        name
        for name in sorted(popped)
        if made.get(name)
        and all(isinstance(a.value, ast.List) for a in made[name])
        and _queue_safe(name, tree, parents)
    ]
    if not chosen:
        return python, []
    lines = python.split("\n")
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for name in chosen:
        for assign in made[name]:
            value = assign.value
            if value.end_col_offset is None or value.lineno != value.end_lineno:
                return python, []
            segment = ast.get_source_segment(python, value) or "[]"
            edits.setdefault(value.lineno, []).append(
                (value.col_offset, value.end_col_offset, f"deque({segment})")
            )
        for n in ast.walk(tree):
            if (
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and n.func.attr == "pop"
                and isinstance(n.func.value, ast.Name)
                and n.func.value.id == name
                and len(n.args) == 1
                and _is_const(n.args[0], 0)
                and n.end_col_offset is not None
                and n.lineno == n.end_lineno
            ):
                edits.setdefault(n.lineno, []).append((n.col_offset, n.end_col_offset, f"{name}.popleft()"))
    for lineno, spans in edits.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for start, end, text in sorted(spans, reverse=True):
            encoded = encoded[:start] + text.encode("utf-8") + encoded[end:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), chosen


# -- negative indices ------------------------------------------------------------------------------

GUARD_NAME = "_index"
GUARD = [
    f"def {GUARD_NAME}(i):",
    '    """Arrays in C, Java, JavaScript and pseudocode have no negative positions (Python wraps)."""',
    "    if i < 0:",
    '        raise IndexError(f"index {i} is before the start of the array")',
    "    return i",
    "",
    "",
]


def guard_negative_indices(python: str, arrays: set[str]) -> tuple[str, bool]:
    """``A[i - 1]`` on an array becomes ``A[_index(i - 1)]``: at ``i = 0`` it fails, as it would there.

    Python reads ``A[-1]`` as the last item, so a learner's off-by-one at the start of an array
    would silently pass. Literal positions (``A[0]``, the ``A[-1]`` the normaliser writes for "the
    last item") are left alone.
    """
    if not arrays:
        return python, False
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    inserts: dict[int, list[tuple[int, str]]] = {}
    for n in ast.walk(tree):
        if not (
            isinstance(n, ast.Subscript)
            and isinstance(n.value, ast.Name)
            and n.value.id in arrays
            and not isinstance(n.slice, ast.Slice | ast.Constant | ast.Tuple)
            and not (isinstance(n.slice, ast.UnaryOp) and isinstance(n.slice.operand, ast.Constant))
            and n.slice.lineno == n.slice.end_lineno
            and n.slice.end_col_offset is not None
        ):
            continue
        inserts.setdefault(n.slice.lineno, []).extend(
            [(n.slice.col_offset, f"{GUARD_NAME}("), (n.slice.end_col_offset, ")")]
        )
    if not inserts:
        return python, False
    lines = python.split("\n")
    for lineno, points in inserts.items():
        encoded = lines[lineno - 1].encode("utf-8")
        for col, token in sorted(points, key=lambda p: (p[0], p[1] != ")"), reverse=True):
            encoded = encoded[:col] + token.encode("utf-8") + encoded[col:]
        lines[lineno - 1] = encoded.decode("utf-8")
    return "\n".join(lines), True


# -- standard-library names used without their import ---------------------------------------------


def missing_imports(python: str) -> tuple[str, list[str]]:
    """Add the imports of standard-library names the answer uses but never imports (``heappush``).

    Returns the Python and the import lines added (at the top, so the caller shifts its line map).
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, []
    bound = _bound_names(tree)
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    wanted = sorted(name for name in used - bound if name in _IMPORTABLE and name not in _RUNTIME_NAMES)
    if not wanted:
        return python, []
    lines: list[str] = []
    for name in wanted:
        module, member = _IMPORTABLE[name]
        lines.append(f"import {module}" if member is None else f"from {module} import {member}")
    return "\n".join(lines) + "\n" + python, lines


# -- the result left in a variable ------------------------------------------------------------------


def implicit_return(python: str, method: str, returns: str) -> tuple[str, int | None]:
    """``answer = ok(root, -∞, ∞)`` as the last step of a method that never returns: return it.

    Returns the Python and the 0-based index of the inserted line (``None``: nothing inserted; -1:
    the last line itself became the ``return``).
    """
    if returns.strip() in ("None", ""):
        return python, None
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, None
    target = next(
        (
            f
            for c in tree.body
            if isinstance(c, ast.ClassDef)
            for f in c.body
            if isinstance(f, ast.FunctionDef) and f.name == method
        ),
        None,
    )
    if target is None or not target.body:
        return python, None
    returns_somewhere = any(isinstance(n, ast.Return) for n in ast.walk(target))
    last = target.body[-1]
    lines = python.split("\n")
    structured = any(not isinstance(n, ast.Expr) for n in target.body)
    if (
        structured
        and isinstance(last, ast.Expr)
        and isinstance(last.value, ast.Constant | ast.Compare | ast.BoolOp)
    ):
        # Ruby's last expression is the result: `false` alone on the method's last line
        if last.lineno == last.end_lineno:
            text = lines[last.lineno - 1]
            lines[last.lineno - 1] = text[: last.col_offset] + "return " + text[last.col_offset :]
            return "\n".join(lines), -1
        return python, None
    single = isinstance(last, ast.Assign) and len(last.targets) == 1
    if returns_somewhere or not (
        single and isinstance(last, ast.Assign) and isinstance(last.targets[0], ast.Name)
    ):
        return python, None
    end = last.end_lineno or last.lineno
    lines.insert(end, " " * last.col_offset + f"return {last.targets[0].id}")
    return "\n".join(lines), end


# -- n without a value ------------------------------------------------------------------------------


def implicit_length(python: str, method: str, seq: str | None) -> tuple[str, int | None]:
    """Bind ``n = len(<input>)`` at the top of the method when the answer reads ``n`` and never sets it.

    Returns the Python and the 0-based index of the inserted line (``None``: nothing inserted).
    """
    if seq is None:
        return python, None
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, None
    target = next(
        (
            f
            for c in tree.body
            if isinstance(c, ast.ClassDef)
            for f in c.body
            if isinstance(f, ast.FunctionDef) and f.name == method
        ),
        None,
    )
    if target is None or not target.body:
        return python, None
    bound = _bound_names(target)
    reads = any(
        isinstance(n, ast.Name) and n.id == "n" and isinstance(n.ctx, ast.Load) for n in ast.walk(target)
    )
    if not reads or "n" in bound:
        return python, None
    first = target.body[0]
    lines = python.split("\n")
    indent = " " * first.col_offset
    lines.insert(first.lineno - 1, f"{indent}n = len({seq})")
    return "\n".join(lines), first.lineno - 1
