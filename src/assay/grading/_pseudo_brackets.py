"""Bracket helpers of the pseudocode normaliser's expression rewrites (docs/pseudocode.md)."""

from __future__ import annotations

__all__ = ["closing"]


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
