"""Bracket helpers of the pseudocode normaliser's expression rewrites (docs/pseudocode.md)."""

from __future__ import annotations

__all__ = ["balanced", "closing"]


def closing(s: str, open_at: int) -> int:
    """Index of the bracket closing the one at ``open_at`` (-1 when unbalanced)."""
    depth = 0
    for k in range(open_at, len(s)):
        if s[k] in "([{":
            depth += 1
        elif s[k] in ")]}":
            depth -= 1
            if depth == 0:
                return k
    return -1


def balanced(text: str, pairs: str = "()", *, in_order: bool = True) -> bool:
    """Whether the brackets of ``pairs`` (opening then closing, pair by pair: ``"()[]"``) close in ``text``.

    ``in_order``: read left to right as one depth over every kind, no bracket closes before it opens
    (``)(`` fails). Otherwise only the counts match, kind by kind (``)(`` passes): the ternary rewrite
    asks no more of the condition before its ``?``.
    """
    opens, closes = pairs[0::2], pairs[1::2]
    if not in_order:
        return all(text.count(a) == text.count(b) for a, b in zip(opens, closes, strict=True))
    depth = 0
    for ch in text:
        depth += ch in opens
        depth -= ch in closes
        if depth < 0:
            return False
    return depth == 0
