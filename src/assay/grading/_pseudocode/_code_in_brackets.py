"""A step said in words with its code in a bracket after it (docs/pseudocode.md, "English").

``move slow one node (slow := slow.next)``, ``we move slow one node (slow = slow.next) and fast two
nodes (fast = fast.next.next)``: the learner says each step twice, in words and then as the code
they mean. The step is run once. Both are read: the words (the brackets taken away) and each
bracket's assignment, in order; when they give the same Python lines (``increment i (i = i + 1)``:
``i += 1`` and ``i = i + 1`` are one step) the step is those lines. When the words are read as a
step and it differs (``move slow one node (slow = slow.next.next)``: which one did the learner
mean?), nothing is chosen: the line is kept as written, so it is listed as not understood, whatever
the assignment sign (with ``=`` the expression reader would take the bracket over the words). When
the words are not read, the line goes on to the other rules. A bracket that only defines a name the
words use (``… (n = len(s))``) reads no name it sets, and is left to ``_layout``.
"""

from __future__ import annotations

import ast
import copy
import re
from collections.abc import Callable

from assay.grading._pseudocode._base import Ctx

__all__ = ["step_with_its_code"]

# `(slow := slow.next)`, `(fast ← fast.next.next)`, `(i = i + 1)`: after a word, one assignment that
# reads the name it sets (an update, never a definition of something the words use)
_BRACKET = re.compile(
    r"(?<=[A-Za-z0-9])\s+\(\s*(?P<target>[A-Za-z_]\w*(?:\.\w+)*)\s*(?:\u2190|:=|=(?!=))\s*(?P<value>[^()=\u2190]+?)\s*\)"
)


def step_with_its_code(s: str, ctx: Ctx, read: Callable[[str, Ctx], list[str]]) -> list[str] | None:
    """The step's Python when the words and the code in brackets after them say the same; else ``None``."""
    brackets = list(_BRACKET.finditer(s))
    if not brackets or not all(
        re.search(rf"(?<![\w.]){re.escape(b.group('target'))}(?![\w(])", b.group("value")) for b in brackets
    ):
        return None
    words = _BRACKET.sub("", s).strip().rstrip(".").strip()
    if not re.search(r"[A-Za-z]{2,}", words):
        return None
    # the words are read on a copy: a reading that is thrown away must leave nothing behind
    said = read(words, copy.deepcopy(ctx))
    trial = copy.deepcopy(ctx)
    code = [line for b in brackets for line in read(f"{b.group('target')} = {b.group('value')}", trial)]
    if _plain(said) != _plain(code):
        if _a_step(said):
            # words and code say two steps: kept as written, each bracket with an arrow so that it is
            # never Python (`return x (x = x + 1)` would call x), and the line is listed
            ctx.note(f"'{s}': the words and the code in brackets say different steps; not chosen between")
            return [_BRACKET.sub(lambda b: f" ({b.group('target')} \u2190 {b.group('value')})", s)]
        return None
    ctx.rule("step-with-its-code")
    return [line for b in brackets for line in read(f"{b.group('target')} = {b.group('value')}", ctx)]


def _plain(lines: list[str]) -> list[str]:
    """The lines as Python's tree, ``x += v`` as ``x = x + v`` (so a step and its code compare)."""
    try:
        return _dumped(ast.parse("\n".join(lines)))
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        return [re.sub(r"\s+", "", line) for line in lines]


def _dumped(tree: ast.Module) -> list[str]:
    plain = [
        ast.Assign([s.target], ast.BinOp(copy.deepcopy(s.target), s.op, s.value), lineno=0)
        if isinstance(s, ast.AugAssign)
        else s
        for s in tree.body
    ]
    for s in plain:
        for node in ast.walk(s):
            if isinstance(node, ast.expr_context):
                continue
            if hasattr(node, "ctx"):
                node.ctx = ast.Load()  # the target of `x += v` stores, its copy in `x + v` loads
    return [ast.dump(s) for s in plain]


def _a_step(lines: list[str]) -> bool:
    """Whether words were read as a step: Python that does something (not a bare name or words)."""
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError, RecursionError):  # NUL bytes, a chain too deep to walk
        return False
    return bool(tree.body) and not all(
        isinstance(s, ast.Expr) and isinstance(s.value, ast.Name | ast.Constant) for s in tree.body
    )
