"""What a fidelity check reports (:class:`Drift`), and the readings of numbers and names every check shares.

The checks themselves are in ``_fidelity_arithmetic``, ``_fidelity_loops``, ``_fidelity_guards``,
``_fidelity_shapes``, ``_fidelity_steps`` and ``_fidelity_additions``;
:func:`assay.grading._pseudocode._translate_fidelity.fidelity_drifts` runs them (docs/pseudocode.md, "Model
translation").
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "CONDITION_START",
    "LOOP_START",
    "NAME",
    "NOT_NAMES",
    "Drift",
    "DriftKind",
    "assignments",
    "clip",
    "int_constant",
    "read_number",
]

DriftKind = Literal[
    "value",
    "loop_bound",
    "comparison",
    "offset",
    "empty_check",
    "condition",
    "division",
    "collection",
    "tally",
    "leftover",
    "temporary",
    "returned",
]


@dataclass(frozen=True)
class Drift:
    """One way the translation departs from the pseudocode.

    Attributes:
        kind: what was compared.
        message: the difference in one sentence, naming both sides (said to the model and the learner).
    """

    kind: DriftKind
    message: str


_NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
NAME = r"[A-Za-z_][A-Za-z0-9_]*"
LOOP_START = re.compile(r"^\s*(?:\d+\s+)?(?:for|foreach)\b", re.I)
# a line that tests or gives back (`if x = 0`, `while i = 0`, `return 0`): its `=` and numbers set nothing
CONDITION_START = re.compile(r"^\s*(?:\d+\s+)?(?:if|while|until|when|elif|else\s+if|unless|return)\b", re.I)
# Words that stand where a name might in an assignment or a bound (`set x to 0`, `up to the end`).
NOT_NAMES = frozenset(
    re.findall(
        r"\w+", "set let to be is as the a an it up down by from step return give back output answer and or"
    )
)


def read_number(token: str) -> int | None:
    """The integer a pseudocode token writes (``-3``, ``two``, ``- one``); ``None`` when it is not one."""
    token = re.sub(r"\s+", "", token.lower())
    sign = -1 if token.startswith("-") else 1
    token = token.lstrip("-")
    if token.isdigit():
        return sign * int(token)
    value = _NUMBER_WORDS.get(token)
    return None if value is None else sign * value


def int_constant(node: ast.AST) -> int | None:
    """The integer a Python node is a literal of (``3``, ``-3``; never ``True``)."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ):
        return -node.operand.value
    return None


def clip(text: str, limit: int = 70) -> str:
    """A line short enough to quote in a drift's message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def assignments(tree: ast.AST) -> list[tuple[str, ast.expr]]:
    """Each name the translation assigns and the value it gives, in the order of the source; the sides
    of `a, b = 0, 1` paired up (an unpacked call, `a, b = f()`, gives no pair)."""
    pairs: list[tuple[str, ast.expr]] = []

    def bind(target: ast.AST, value: ast.expr) -> None:
        if isinstance(target, ast.Name):
            pairs.append((target.id, value))
        elif isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List):
            for t, v in zip(target.elts, value.elts, strict=False):
                bind(t, v)

    nodes = [n for n in ast.walk(tree) if isinstance(n, ast.Assign | ast.AnnAssign)]
    for node in sorted(nodes, key=lambda n: (n.lineno, n.col_offset)):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                bind(target, node.value)
        elif node.value is not None:
            bind(node.target, node.value)
    return pairs
