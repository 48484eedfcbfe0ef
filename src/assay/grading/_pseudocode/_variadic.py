"""Variadic calls of other languages onto Python's fixed-arity ones (docs/pseudocode.md, "C-like").

JavaScript's ``push`` takes any number of items (``out.push(a, b)``, ``out.push(...row)``), and so do
``Math.max`` / ``Math.min`` (``Math.max(...nums)``). Python's ``append`` takes one item and ``max``
reads one argument as an iterable, so the word-for-word reading ``out.append(*row)`` or ``max(*nums)``
raises ``TypeError`` for most inputs: a failure of the translation, never of the learner. Here each
call keeps what the learner's language does:

* ``xs.append(*ys)`` → ``xs.extend(ys)``; ``xs.append(a, b)`` → ``xs.extend([a, b])``;
* ``max(*xs)`` → ``max([*xs], default=-float("inf"))`` (JavaScript's ``Math.max()`` of nothing is
  ``-Infinity``; ``Math.min()`` of nothing is ``Infinity``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, split_top

__all__ = ["variadic_calls"]

_CALL = re.compile(rf"(?<![\w.])(?:({PRIM})\.(append)|(max|min))\s*\(")
_EMPTY = {"max": '-float("inf")', "min": 'float("inf")'}


def _closing(s: str, open_at: int) -> int:
    """The index of the parenthesis closing the one at ``open_at`` (-1 when unbalanced)."""
    depth = 0
    quote = ""
    for k in range(open_at, len(s)):
        ch = s[k]
        if quote:
            if ch == quote and s[k - 1] != "\\":
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return k
    return -1


def _starred(arg: str) -> bool:
    return re.match(r"\*(?!\*)", arg) is not None


def variadic_calls(s: str, ctx: Ctx) -> str:
    """Rewrite the calls of ``s`` that pass several items, or spread ones, to a one-item method."""
    pos = 0
    while (m := _CALL.search(s, pos)) is not None:
        open_at = m.end() - 1
        close = _closing(s, open_at)
        if close < 0:
            return s
        args = [a.strip() for a in split_top(s[open_at + 1 : close]) if a.strip()]
        replacement = None
        if m.group(2) is not None:  # xs.append(...)
            if len(args) == 1 and _starred(args[0]):
                replacement = f"{m.group(1)}.extend({args[0][1:].strip()})"
            elif len(args) > 1 and not any("=" in a and not _starred(a) for a in args):
                replacement = f"{m.group(1)}.extend([{', '.join(args)}])"
        elif any(_starred(a) for a in args) and not any("=" in a for a in args):  # max(*xs)
            replacement = f"{m.group(3)}([{', '.join(args)}], default={_EMPTY[m.group(3)]})"
        if replacement is None:
            pos = m.end()
            continue
        ctx.rule("variadic-calls")
        s = s[: m.start()] + replacement + s[close + 1 :]
        pos = m.start() + len(replacement)
    return s
