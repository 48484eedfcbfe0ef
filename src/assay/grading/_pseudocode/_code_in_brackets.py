"""A step said in words with its code in a bracket after it (docs/pseudocode.md, "English").

``move slow one node (slow := slow.next)``, ``we move slow one node (slow = slow.next) and fast two
nodes (fast = fast.next.next)``: the learner says each step twice, in words and then as the code
they mean. The step is run once. Both are read: the words (the brackets taken away) and each
bracket's assignment, in order; when they give the same Python lines the step is those lines. When
they differ (``move slow one node (slow := slow.next.next)``: which one did the learner mean?) or the
words are not read, nothing is chosen and the line goes on to the other rules, which leave it not
understood. A bracket that only defines a name the words use (``… (n = len(s))``) reads no name
it sets, and is left to ``_layout``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

from assay.grading._pseudocode._base import Ctx

__all__ = ["step_with_its_code"]

# `(slow := slow.next)`, `(fast ← fast.next.next)`, `(i = i + 1)`: after a word, one assignment that
# reads the name it sets (an update, never a definition of something the words use)
_BRACKET = re.compile(
    r"(?<=[A-Za-z])\s+\(\s*(?P<target>[A-Za-z_]\w*(?:\.\w+)*)\s*(?:\u2190|:=|=(?!=))\s*(?P<value>[^()=\u2190]+?)\s*\)"
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
        return None
    ctx.rule("step-with-its-code")
    return [line for b in brackets for line in read(f"{b.group('target')} = {b.group('value')}", ctx)]


def _plain(lines: list[str]) -> list[str]:
    return [re.sub(r"\s+", "", line) for line in lines]
