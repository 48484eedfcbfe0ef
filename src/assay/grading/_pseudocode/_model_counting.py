"""A textbook answer counted from 1 that the model translated literally (docs/pseudocode.md,
"Model translation").

The prompt tells the model that ``for i ← 1 to n`` reading ``A[i]`` means ``A[i - 1]`` in Python,
and the embedded 0.5B often writes ``for i in range(1, n + 1): x = nums[i]`` all the same (round 10
of the corpus): every test then fails with an ``IndexError`` the learner never wrote. Such code is
the literal reading the normaliser makes of the same pseudocode before its own counting pass, so
that pass (:func:`one_based`) is run on it, with the same evidence: a loop up to an input's length
that reads the input at the loop's variable, and no sign of counting from 0. A model that already
shifted its subscripts, or code counted from 0, gives no such evidence and is left as it is; the
fidelity and run checks follow either way.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._one_based import one_based
from assay.grading._pseudocode._program import input_sequences
from assay.judge import Signature

__all__ = ["read_counting_from_one"]

# `for i ← 1 to n`, `for i := 1 to n`, `DO I = 1 TO N`, `T[1..N]`: a textbook that counts from 1 (prose
# such as `loop i from 1 to n` is not read so: `text1[i]` there may be the learner's own slip)
_FROM_ONE = re.compile(
    r"(?i:(?:←|<-|:=)\s*1\s+(?:to|upto)\b)|=\s*1\s+TO\b|\w\s*\[\s*1\s*\.\.|\bDO\s+\w+\s*=\s*1\s*,"
)
# C, Java, JavaScript or Python text: `A[n]` there is the learner's own off-by-one
_CODE_TEXT = re.compile(r"[{};]\s*$|\brange\(|\bfor\s*\(", re.MULTILINE)


def _sequences(python: str, signature: Signature) -> set[str]:
    """The method's array and string parameters, by the question's names and the code's (by position)."""
    own: list[str] = []
    for node in ast.walk(ast.parse(python)):
        if isinstance(node, ast.FunctionDef) and node.name == signature.method:
            own = [a.arg for a in node.args.args[1:]]
    return set(input_sequences(signature, own))


def _already_shifted(python: str, seqs: set[str]) -> bool:
    """Whether the code reads an input at ``i - 1`` or ``i + 1`` anywhere: the model (or the learner)
    already wrote positions as Python's, and shifting again would move every read."""
    for node in ast.walk(ast.parse(python)):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in seqs
            and isinstance(node.slice, ast.BinOp)
            and isinstance(node.slice.op, ast.Add | ast.Sub)
        ):
            return True
    return False


def _read_at_python_positions(python: str) -> set[str]:
    """Lists every subscript of which is ``… - 1`` (``t[m - 1]``, ``t[l - 1] = x``): the translation
    already moved the answer's positions to Python's for them, and shifting again would read one
    before (stop 33: a faithful translation of a 1-based binary search over its own table was moved).
    A literal translation of a 1-based answer reads such a list at ``t[m]`` somewhere too."""
    seen: dict[str, bool] = {}
    for node in ast.walk(ast.parse(python)):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            minus_one = (
                isinstance(node.slice, ast.BinOp)
                and isinstance(node.slice.op, ast.Sub)
                and isinstance(node.slice.right, ast.Constant)
                and node.slice.right.value == 1
            )
            seen[node.value.id] = seen.get(node.value.id, True) and minus_one
    return {name for name, every in seen.items() if every}


def read_counting_from_one(text: str, python: str, signature: Signature) -> tuple[str, list[str]]:
    """``python`` with its subscripts shifted when it reads a 1-based textbook answer literally.

    Args:
        text: the learner's pseudocode.
        python: the model's translation (it compiles).
        signature: the question's method.

    Returns:
        The code and a note when it was shifted (empty when left as it is).
    """
    if not _FROM_ONE.search(text) or _CODE_TEXT.search(text):
        return python, []
    try:
        seqs = _sequences(python, signature)
    except SyntaxError:
        return python, []
    if _already_shifted(python, seqs):
        return python, []
    shifted, changed = one_based(python, seqs, _read_at_python_positions(python), declared_one=False)
    if not changed:
        return python, []
    return shifted, [
        "the model read the answer's positions counted from 1 as Python's: `A[i]` ran as `A[i - 1]`"
    ]
