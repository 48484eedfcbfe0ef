"""Whether words were read into a value (docs/pseudocode.md, "Lines not understood").

A kind that turns words into an expression declines when what it made is not one Python
expression (words were left over), so another kind reads the line or it is listed as not
understood, never written down garbled.
"""

from __future__ import annotations

import ast

__all__ = ["is_expression"]


def is_expression(text: str) -> bool:
    """Whether ``text`` is one Python expression (a read value, not words left over)."""
    try:
        ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return False
    return True
