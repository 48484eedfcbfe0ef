"""Checks for an empty input and early returns: did the translation add one the pseudocode never
makes, or drop one it makes (docs/pseudocode.md, "Model translation")?

A small model "fixing" an answer most often adds ``if not nums: return 0``; a pseudocode guard
written in words (``if the tree is empty give back 0``) is read as text.
"""

from __future__ import annotations

import ast
import re

from assay.grading._pseudocode._fidelity_drift import Drift, clip, int_constant
from assay.grading._pseudocode._python_shapes import call_args

__all__ = ["empty_drifts", "return_drifts", "solution_body", "without_added_guard"]

_EMPTY_WORDS = re.compile(
    r"\bempty\b(?!\s+(?:set|list|map|dict|dictionary|hash|hashmap|hash\s*set|hash\s*map|stack|queue|"
    r"array|string|table|deque|heap|result|object|vector|answer|output)\b)|isEmpty|\bis_empty|"
    r"\b(?:null|nil|none|undefined|nullptr|missing|absent)\b|\bdoes(?:n'?t|\s+not)\s+exist|\bhas\s+no\b|"
    r"\bthere\s+is\s+no\b|\bno\s+(?:more\s+)?"
    r"(?:nodes?|elements?|items?|numbers?|children|values?|characters?|letters?)\b|"
    r"\b(?:length|len|size|count)\b[^\n]{0,40}?(?:==?|\bis\b|\bequals?\b)\s*(?:0|zero)\b|"
    r"\b(?:length|len|size)\b[^\n]{0,40}?(?:<|≤|<=|\bless\s+than\b|\bbelow\b)\s*(?:1|2|one|two)\b|"
    r"\bnot\s+[A-Za-z_]\w*\s*(?:$|:|then\b|\bor\b|\band\b|\))|!\s*[A-Za-z_]\w*\s*(?:\)|\|\||&&)|∅|"
    r"\|\s*\w+\s*\|\s*=\s*0",
    re.I | re.M,
)
_EMPTY_GUARD_LINE = re.compile(
    r"^[ \t]*(?:\d+\s+)?(?:if|when)\b.*(?:\bis\s+empty\b|\bnull\b|\bnil\b|\bnone\b|doesn'?t\s+exist|"
    r"\bno\s+\w+|"
    r"\b(?:length|size)\b.*(?:==?|\bis\b)\s*(?:0|zero)).*(?:\breturn\b|\bgive\s+back\b|\boutput\b|\banswer\b)",
    re.I,
)


def solution_body(tree: ast.AST) -> list[ast.stmt]:
    """The answer's own statements: its ``Solution`` method's body, else its first function's."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and not item.name.startswith("_"):
                    return list(item.body)
    if isinstance(tree, ast.Module):
        funcs = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
        if funcs:
            return list(funcs[0].body)
    return []


def _is_emptiness_test(test: ast.AST) -> bool:
    if isinstance(test, ast.BoolOp):
        return any(_is_emptiness_test(v) for v in test.values)
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return isinstance(test.operand, ast.Name | ast.Attribute | ast.Subscript)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        left, op, right = test.left, test.ops[0], test.comparators[0]
        if isinstance(op, ast.Is | ast.Eq) and isinstance(right, ast.Constant) and right.value is None:
            return True
        is_len = call_args(left, "len") is not None
        bound = int_constant(right)
        if is_len and bound is not None:
            return (
                (isinstance(op, ast.Eq) and bound <= 1)
                or (isinstance(op, ast.Lt) and bound <= 2)
                or (isinstance(op, ast.LtE) and bound <= 1)
            )
        if isinstance(op, ast.Eq) and isinstance(right, ast.List | ast.Constant) and not _truthy(right):
            return True
    return False


def _truthy(node: ast.AST) -> bool:
    if isinstance(node, ast.List):
        return bool(node.elts)
    return isinstance(node, ast.Constant) and bool(node.value)


def _early_guard(tree: ast.AST) -> ast.If | None:
    """An ``if <input is empty>: return …`` among the method's first statements."""
    for stmt in solution_body(tree)[:3]:
        if (
            isinstance(stmt, ast.If)
            and _is_emptiness_test(stmt.test)
            and any(isinstance(s, ast.Return) for s in stmt.body)
        ):
            return stmt
    return None


def _any_emptiness_test(tree: ast.AST) -> bool:
    """Whether the code tests anything for emptiness or ``None`` anywhere, either way round."""
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.BoolOp | ast.UnaryOp | ast.Compare) and (
            _is_emptiness_test(node)
            or (
                isinstance(node, ast.Compare)
                and any(isinstance(c, ast.Constant) and c.value is None for c in node.comparators)
            )
            or (isinstance(node, ast.Compare) and call_args(node.left, "len") is not None)
        ):
            return True
        tested = node.test if isinstance(node, ast.If | ast.While | ast.IfExp) else None
        if isinstance(tested, ast.Name | ast.Attribute):
            return True  # `if head:`: a test for emptiness, the other way round
    return False


_CONDITIONAL_RETURN = re.compile(
    r"^[ \t]*(?:\d+\s+)?(?:if|when|else\s+if|elif|elsif|elseif|otherwise\s+if)\b[^\n]*"
    r"\b(?:return|give\s+back|gives\s+back|hand\s+back|output|answer\s+is)\b",
    re.IGNORECASE | re.MULTILINE,
)


def _conditional_returns(tree: ast.AST) -> int:
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            count += any(isinstance(s, ast.Return) for s in node.body)
            count += any(isinstance(s, ast.Return) for s in node.orelse if not isinstance(s, ast.If))
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.IfExp):
            count += 1
    return count


#: `when the fingers meet, give back best` as the answer's last step: the loop's end told as a time
_WHEN_LAST = re.compile(r"^[ \t]*(?:\d+\s+)?(?:when|once)\b", re.IGNORECASE)


def _ends_with_return(tree: ast.AST) -> bool:
    body = solution_body(tree)
    return bool(body) and isinstance(body[-1], ast.Return)


def return_drifts(text: str, tree: ast.AST) -> list[Drift]:
    """A case the pseudocode answers early (``if the node has no children give back 0``) that the
    translation dropped: fewer conditional returns than the pseudocode's one-line ``if … return``.

    A ``when …`` return that is the pseudocode's last step (``when that stops, slow is the middle,
    so return slow``; ``when the fingers meet you're done, give back best``) says when the answer is
    given, after the loop; it is the translation's final return, not an early one, when the
    translation ends with a return."""
    lines = [line.strip() for line in text.split("\n") if _CONDITIONAL_RETURN.match(line)]
    steps = [line.strip() for line in text.split("\n") if line.strip()]
    if lines and steps and lines[-1] == steps[-1] and _WHEN_LAST.match(lines[-1]) and _ends_with_return(tree):
        lines = lines[:-1]
    theirs = _conditional_returns(tree)
    if len(lines) > theirs:
        example = clip(lines[-1])
        return [
            Drift(
                "empty_check",
                f"the pseudocode returns early under {len(lines)} condition(s) (e.g. `{example}`), "
                f"but the translation under only {theirs}",
            )
        ]
    return []


def without_added_guard(text: str, python: str) -> tuple[str, str] | None:
    """``python`` without the early return for an empty input that the model added and the pseudocode
    never makes, and that guard's test; ``None`` when there is no such guard.

    The 0.5B adds one to many translations (``if not nums: return 0``). Refusing them refused correct
    answers (rounds 15 and 17: more of their correct answers refused for this than for any other drift);
    dropping the learner's step is what the check guards against, but dropping the model's own step
    gives back the learner's algorithm, including a bug that was a missing check (stop 32)."""
    if _EMPTY_WORDS.search(text):
        return None
    try:
        tree = ast.parse(python)
    except SyntaxError:
        return None
    guard = _early_guard(tree)
    if guard is None or guard.end_lineno is None or guard.orelse or len(guard.body) != 1:
        return None  # an `else` or more steps under it would go with it
    body = solution_body(tree)
    if len(body) < 2:
        return None  # the guard is the whole method: nothing of the learner's would be left
    lines = python.split("\n")
    kept = lines[: guard.lineno - 1] + lines[guard.end_lineno :]
    return "\n".join(kept), ast.unparse(guard.test)


def empty_drifts(text: str, tree: ast.AST) -> list[Drift]:
    guard = _early_guard(tree)
    if guard is not None and not _EMPTY_WORDS.search(text):
        return [
            Drift(
                "empty_check",
                f"the translation adds an early return for an empty input (`if {ast.unparse(guard.test)}`) "
                "that the pseudocode does not have",
            )
        ]
    guard_lines = [line.strip() for line in text.split("\n") if _EMPTY_GUARD_LINE.match(line)]
    if guard_lines and not _any_emptiness_test(tree):
        return [
            Drift(
                "empty_check",
                f"the pseudocode checks for an empty input (`{clip(guard_lines[0])}`), but the translation "
                "has no such check",
            )
        ]
    return []
