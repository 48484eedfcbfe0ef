"""C, Java and JavaScript arithmetic that Python does differently (docs/pseudocode.md, "Limits").

Python's ``/`` on two integers gives a float and its ``%`` takes the sign of the divisor; C and Java
divide integers to an integer (toward zero) and their ``%``, like JavaScript's, takes the sign of the
dividend. A translation that kept Python's meaning would quietly fix (or add) bugs: ``x % 2 == 1``
misses negative odd numbers in Java and must keep missing them. :func:`c_arithmetic` routes those
operators through small helpers with the source language's meaning; :func:`casts` reads C casts.
"""

from __future__ import annotations

import ast
import re

__all__ = ["CDIV", "CMOD", "c_arithmetic", "casts", "untyped_divisions"]

CDIV = [
    "def _cdiv(a, b):",
    '    """C and Java divide two integers to an integer, dropping the fraction (toward zero)."""',
    "    if isinstance(a, int) and isinstance(b, int):",
    "        q = abs(a) // abs(b)",
    "        return q if (a < 0) == (b < 0) else -q",
    "    return a / b",
    "",
    "",
]
CMOD = [
    "def _cmod(a, b):",
    '    """The remainder of C, Java and JavaScript takes the sign of the dividend (Python: the divisor)."""',
    "    if isinstance(a, int) and isinstance(b, int):",
    "        r = abs(a) % abs(b)",
    "        return -r if a < 0 else r",
    "    return a - b * int(a / b)",
    "",
    "",
]
_TYPES = {
    "int": "int",
    "long": "int",
    "short": "int",
    "byte": "int",
    "double": "float",
    "float": "float",
    "char": "chr",
}
_PRIM = r"[A-Za-z_][\w.]*(?:\([^()]*\)|\[[^\[\]]*\])*|\d+(?:\.\d+)?|\([^()]*(?:\([^()]*\)[^()]*)*\)"


def casts(s: str) -> str:
    """``(double) sum / n`` → ``float(sum) / n``; ``(int) x`` → ``int(x)`` (a cast binds tightest)."""
    return re.sub(
        rf"\(\s*({'|'.join(_TYPES)})\s*\)\s*({_PRIM})",
        lambda m: f"{_TYPES[m.group(1)]}({m.group(2)})",
        s,
    )


def _target(node: ast.BinOp, divide: bool, remainder: bool = True) -> bool:
    if isinstance(node.op, ast.Mod):
        left = node.left
        constant = isinstance(left, ast.Constant) and isinstance(left.value, int) and left.value >= 0
        return remainder and not constant
    return divide and isinstance(node.op, ast.Div)


def _zero_tests(tree: ast.AST) -> set[int]:
    """The ``%`` nodes compared with ``0`` (``x % 2 == 0``): C and Python agree on whether it is zero."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], ast.Eq | ast.NotEq)
        ):
            continue
        sides = (node.left, node.comparators[0])
        for this, other in (sides, sides[::-1]):
            zero = isinstance(other, ast.Constant) and type(other.value) is int and other.value == 0
            if zero and isinstance(this, ast.BinOp) and isinstance(this.op, ast.Mod):
                out.add(id(this))
    return out


def c_arithmetic(
    python: str, *, divide: bool, real: frozenset[int] = frozenset(), unsure: frozenset[int] = frozenset()
) -> tuple[str, set[str]]:
    """Route ``%`` (and ``/`` when ``divide``: C and Java) through ``_cmod`` / ``_cdiv``.

    ``real``: the lines (1-based) written as Python, whose ``/`` and ``%`` are Python's, left as they
    are. ``unsure``: the lines written as neither, whose ``%`` still goes through ``_cmod`` (for the
    caller to refuse) unless it is only compared with zero, which both languages answer alike.
    Returns the Python and the helpers it now calls.
    """
    used: set[str] = set()
    for _ in range(200):
        try:
            tree = ast.parse(python)
        except SyntaxError:
            return python, used
        found = _innermost(tree, divide, real, unsure)
        if found is None:
            return python, used
        node, span = found
        left = ast.get_source_segment(python, node.left if isinstance(node, ast.BinOp) else node.target)
        right = ast.get_source_segment(python, node.value if isinstance(node, ast.AugAssign) else node.right)
        if left is None or right is None:
            return python, used
        name = "_cmod" if isinstance(node.op, ast.Mod) else "_cdiv"
        used.add(name)
        call = f"{name}({left}, {right})"
        text = f"{left} = {call}" if isinstance(node, ast.AugAssign) else call
        lines = python.split("\n")
        line, start, end = span
        encoded = lines[line - 1].encode("utf-8")
        lines[line - 1] = (encoded[:start] + text.encode("utf-8") + encoded[end:]).decode("utf-8")
        python = "\n".join(lines)
    return python, used


def _innermost(
    tree: ast.AST, divide: bool, real: frozenset[int], unsure: frozenset[int]
) -> tuple[ast.BinOp | ast.AugAssign, tuple[int, int, int]] | None:
    zero_tests = _zero_tests(tree) if unsure else set()

    def target(node: ast.BinOp, lineno: int) -> bool:
        remainder = lineno not in real and not (lineno in unsure and id(node) in zero_tests)
        return _target(node, divide and lineno not in real, remainder)

    for node in ast.walk(tree):
        if isinstance(node, ast.AugAssign) and target(
            ast.BinOp(ast.Name("x"), node.op, node.value), node.lineno
        ):
            nested = any(isinstance(n, ast.BinOp) and target(n, node.lineno) for n in ast.walk(node.value))
            if nested or node.lineno != node.end_lineno or node.end_col_offset is None:
                continue
            return node, (node.lineno, node.col_offset, node.end_col_offset)
        if isinstance(node, ast.BinOp) and target(node, node.lineno):
            inner = any(
                isinstance(n, ast.BinOp) and target(n, node.lineno)
                for side in (node.left, node.right)
                for n in ast.walk(side)
            )
            if inner or node.lineno != node.end_lineno or node.end_col_offset is None:
                continue
            return node, (node.lineno, node.col_offset, node.end_col_offset)
    return None


_C_TYPES = (
    r"int|long|short|byte|char|double|float|bool|boolean|unsigned|size_t|auto|var|let|const"
    r"|String|string|Integer|Long|Double|Float"
)


_REAL = r"double|float|Double|Float"
_C_ONLY = r"int|long|short|double|float|char|bool|boolean|unsigned|size_t|String|string"


def _typed(name: str, text: str, types: str = _C_TYPES) -> bool:
    """Whether the answer declares ``name`` with a type (``int best``, ``double a = 0, best = 0``)."""
    n = re.escape(name)
    return (
        re.search(rf"\b(?:{types})\b[\s*&\[\]>]*(?<=[\s*&\]>]){n}\b", text) is not None
        or re.search(rf"\b(?:{types})\b[^;\n()]*,\s*{n}\s*(?:=|,|;)", text) is not None
    )


def untyped_divisions(python: str, text: str) -> tuple[str, bool]:
    """``_cdiv(a, b)`` whose operand is a name set with no declared type → not understood.

    C's ``/`` drops the fraction only between two integers; in an answer that declares types, a
    variable it sets in words or with no type (``best = sum``) has none to say which division the
    learner meant, so the call becomes one nobody defined (docs/pseudocode.md, "Limits") rather than
    a guess either way. A variable declared ``double`` or ``float`` divides to a real number.
    """
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return python, False
    assigned: set[str] = set()
    fixed: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                assigned.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, ast.For | ast.comprehension):
            fixed.update(n.id for n in ast.walk(node.target) if isinstance(n, ast.Name))
        elif isinstance(node, ast.arguments):
            fixed.update(a.arg for a in [*node.posonlyargs, *node.args, *node.kwonlyargs])
    # an answer that writes no type anywhere is C-like code read with C's meaning (docs/pseudocode.md);
    # one that types its header or its counters and not this variable does not say what it holds
    declares = re.search(rf"\b(?:{_C_ONLY})\b[\s*&\[\]>]*(?<=[\s*&\]>])[A-Za-z_]", text) is not None
    spots: list[tuple[int, int, int, str]] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_cdiv"):
            continue
        if any(
            isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id == "float"
            for a in node.args
        ):
            continue  # `(double) a / b`: the learner said which division
        if node.lineno != node.end_lineno or node.end_col_offset is None or len(node.args) != 2:
            continue
        names = {n.id for arg in node.args for n in ast.walk(arg) if isinstance(n, ast.Name)}
        untyped = {
            n for n in names & assigned - fixed if not _typed(n, text) and not _typed(n.rstrip("_"), text)
        }
        left, right = (ast.get_source_segment(python, a) for a in node.args)
        if untyped and declares:
            spots.append(
                (node.lineno, node.col_offset, node.end_col_offset, f"untyped_division({left}, {right})")
            )
        elif any(isinstance(a, ast.Name) and _typed(a.id, text, _REAL) for a in node.args):
            # `double best = sum` holds an integer in Python; C divides a double to a real number
            spots.append((node.lineno, node.col_offset, node.end_col_offset, f"({left}) / ({right})"))
    if not spots:
        return python, False
    lines = python.split("\n")
    for lineno, start, end, call in sorted(spots, reverse=True):
        encoded = lines[lineno - 1].encode("utf-8")
        lines[lineno - 1] = (encoded[:start] + call.encode("utf-8") + encoded[end:]).decode("utf-8")
    python = "\n".join(lines)
    return python, "untyped_division(" in python
