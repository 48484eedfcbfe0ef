"""1-based arrays, an index pass of the pseudocode normaliser over its Python (docs/pseudocode.md).

:func:`one_based` keeps a textbook answer that counts from 1 (``for i ← 1 to A.length … A[i]``)
meaning what it says: its subscripts on those arrays become ``A[i - 1]``.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._alias_notes import input_aliases
from assay.grading._pseudocode._brackets import balanced
from assay.grading._pseudocode._handed_arrays import Handing, handing
from assay.grading._pseudocode._python_shapes import length_of

__all__ = ["one_based"]


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


def _past_the_end(
    loop: ast.AST, var: str, top: ast.AST | None, lengths: dict[str, str], seqs: set[str]
) -> bool:
    """A loop to ``A.length + k`` that reads ``A[var - k]``: at its last pass ``A[A.length]``
    (docs/pseudocode.md, "Conventions read since round 10 was opened")."""
    if not (
        isinstance(top, ast.BinOp) and isinstance(top.op, ast.Add) and isinstance(top.right, ast.Constant)
    ):
        return False
    k = top.right.value
    bound = length_of(top.left, lengths)
    if not isinstance(k, int) or isinstance(k, bool) or k < 1 or bound not in seqs:
        return False
    return any(
        isinstance(n, ast.Subscript)
        and isinstance(n.value, ast.Name)
        and n.value.id == bound
        and isinstance(n.slice, ast.BinOp)
        and isinstance(n.slice.op, ast.Sub)
        and isinstance(n.slice.left, ast.Name)
        and n.slice.left.id == var
        and _is_const(n.slice.right, k)
        for n in ast.walk(loop)
    )


def _assignments(node: ast.AST) -> list[tuple[str, ast.expr]]:
    """The (name, value) pairs ``node`` assigns: ``lo = 1``, and each of ``lo, hi = 1, A.length``."""
    if not isinstance(node, ast.Assign) or len(node.targets) != 1:
        return []
    target, value = node.targets[0], node.value
    if isinstance(target, ast.Name):
        return [(target.id, value)]
    if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
        return [(t.id, v) for t, v in zip(target.elts, value.elts, strict=True) if isinstance(t, ast.Name)]
    return []


def _counts_from_one(tree: ast.Module, seqs: set[str]) -> tuple[bool, bool]:
    """(signs of counting from 1, signs of counting from 0) on the input sequences."""
    lengths: dict[str, str] = {}
    assigned: dict[str, list[ast.AST]] = {}
    for node in ast.walk(tree):
        for name, value in _assignments(node):
            assigned.setdefault(name, []).append(value)
            seq = length_of(value)
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
                and any(length_of(a, lengths) in seqs for a in args)
            ):
                one = True
    for node in ast.walk(tree):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name):
            it = node.iter
            if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"):
                continue
            var = node.target.id
            args = it.args
            if len(args) >= 2 and _past_the_end(node, var, _plus_one_of(args[1]), lengths, seqs):
                one = True  # for i ← 3 to n + 1 reads A[i - 1]: A[n], there only when counting from 1
            if not _subscripted_by(node, var, seqs):
                continue
            if len(args) >= 2:
                upper = _plus_one_of(args[1])
                bound = length_of(upper, lengths) if upper is not None else None
                if bound in seqs and _subscripted_by(node, var, {bound}):
                    one = True  # for i ← … to A.length reads A[A.length]
            if len(args) == 3 and _is_const(args[1], 0):
                bound = length_of(args[0], lengths)
                if bound in seqs and _subscripted_by(node, var, {bound}):
                    one = True  # for i ← n downto 1
            if (len(args) == 1) or (len(args) >= 2 and _is_const(args[0], 0)):
                zero = True
            if len(args) == 3 and ast.unparse(args[1]) == "-1":
                zero = True  # for i ← n − 1 downto 0 reads A[0] (Lua's `for i = #s - 1, 0, -1 do` too)
            if len(args) >= 2 and length_of(args[1], lengths) in seqs and not _is_const(args[0], 1):
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
                and length_of(right, lengths) in seqs
                and _subscripted_by(tree, left.id, seqs)
            ):
                one = True  # if i > A.length (stop) / while i ≤ A.length, reading A[i]
            if isinstance(left, ast.Name) and isinstance(right, ast.Name):
                starts = assigned.get(left.id, [])
                ends = assigned.get(right.id, [])
                for a, b in ((starts, ends), (ends, starts)):
                    if any(_is_const(v, 1) for v in a) and any(length_of(v, lengths) in seqs for v in b):
                        one = True
    return one or _read_at_its_length(tree, lengths, seqs), zero


def _first_use(after: list[ast.stmt], name: str, seq: str) -> str | None:
    """How the steps ``after`` first use ``name`` on ``seq``: ``read`` (``A[hi]``), ``set`` (``hi -= 1``,
    ``hi = …``), ``other`` (``A[hi - 1]``), or ``None`` when they do neither."""
    uses: list[tuple[int, int, str]] = []
    for stmt in after:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == seq:
                if isinstance(node.slice, ast.Name) and node.slice.id == name:
                    uses.append((node.lineno, node.col_offset, "read"))
                elif any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node.slice)):
                    uses.append((node.lineno, node.col_offset, "other"))
            elif isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
                uses.append((node.lineno, node.col_offset, "set"))
    return min(uses)[2] if uses else None


def _read_at_its_length(tree: ast.Module, lengths: dict[str, str], seqs: set[str]) -> bool:
    """``hi ← n`` (``n`` the length of ``A``) and then ``A[hi]`` before ``hi`` changes: the last
    position is ``n`` only when counting from 1 (counting from 0, ``A[n]`` is past the end at once)."""
    for node in ast.walk(tree):
        for field in ("body", "orelse"):
            steps = getattr(node, field, None)
            if not isinstance(steps, list):
                continue
            for k, step in enumerate(steps):
                for name, value in _assignments(step):
                    seq = length_of(value, lengths)
                    if seq in seqs and _first_use(steps[k + 1 :], name, seq) == "read":
                        return True
    return False


def _converted(part: ast.Slice) -> bool:
    """``s[a - 1 : b]``: the learner's own conversion of positions a..b to Python's slice, kept as
    written (docs/pseudocode.md, "Counting from 1"). A range ``A[i..j]`` reaches here as
    ``A[i:j + 1]``, so an upper bound ending ``+ 1`` is still shifted; shifted again, the conversion
    dropped a character at each end of a correct answer's result."""
    lower, upper = part.lower, part.upper
    if not (isinstance(lower, ast.BinOp) and isinstance(lower.op, ast.Sub) and _is_const(lower.right, 1)):
        return False
    return upper is None or _plus_one_of(upper) is None


def _measured(tree: ast.AST) -> set[int]:
    """Ids of subscripts whose length is taken (``len(G[0])``: a row, whatever the counting, is no sign
    of counting from 0)."""
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
    if (
        m
        and "," not in t
        and balanced(m.group(1), "()[]{}")
        and not re.search(r"[<>=]|\bif\b|\band\b|\bor\b", t)
    ):
        return m.group(1).strip()
    m = re.fullmatch(r"(.+?)\s*-\s*(\d+)", t)
    if m and balanced(m.group(1), "()[]{}") and not re.search(r"[*/%<>=]|\bif\b", m.group(1)):
        return f"{m.group(1).strip()} - {int(m.group(2)) + 1}"
    if re.fullmatch(r"[\w.]+(?:\([^()]*\)|\[[^\[\]]*\])*", t):
        return f"{t} - 1"
    return f"({t}) - 1"


def one_based(
    python: str, seqs: set[str], zero_based: set[str], declared_one: bool, handed: Handing | None = None
) -> tuple[str, bool]:
    """Shift the subscripts of an answer that counts from 1; returns (python, shifted)."""
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    # (`a = nums`: a second name of an input is the same array; docs/pseudocode.md, round 18's mixed)
    built = _learner_arrays(tree, zero_based) | (input_aliases(tree, seqs) - zero_based)
    # (`REVERSE(B, i, j)` handed `A`: the same array under the helper's name)
    built |= (handed if handed is not None else handing(tree)).arrays(seqs | built) - zero_based
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
        # `len(G[0])` is a row whatever the counting, so its 0 stays; any other position a length is
        # taken of counts from 1 like the rest: `G[1].length` is the first row (docs/pseudocode.md,
        # "Counting from 1"), and left as written it read the second row, past the end of a 1-row grid
        if not isinstance(node, ast.Subscript) or (id(node) in measured and _is_const(node.slice, 0)):
            continue
        if rooted(node.value):
            if isinstance(node.slice, ast.Slice):
                if _converted(node.slice):
                    continue
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
