"""PHP's empty array and string joining inside pseudocode: ``result = array()``, ``cur . "("``
(docs/pseudocode.md, "Conventions read since round 13 was opened: textbook, C-family, Python-like").

Learners who met programming in PHP write its forms in any pseudocode: ``array()`` is an empty
list, and ``.`` between a value and a string literal joins them, as ``+`` does in Python (``.=`` is
``+=``). Neither is a Python reading: Python has no ``array`` builtin, and a dot next to a string
literal is no field (``cur . "("``, ``cur."("``). A dot before a method of a string (``"".join(xs)``,
``", ".join(xs)``) is Python's and stays. Two names joined by a dot (``$a . $b``, ``a . b``) are a
field read or a join, and ``array(n)`` an item or a size (PHP's one item, other pseudocode's ``n``
places): neither is guessed.

``code`` is string-masked: a literal is ``__sN__`` (``_lex``).
"""

from __future__ import annotations

from assay.grading._pseudocode._base import Ctx, sub

__all__ = ["php_forms"]

_LITERAL = r"__s\d+__"
# an operand's end before the dot: a name, a closing bracket or a literal
_BEFORE = r"(?<=[\w)\]])"


def php_forms(s: str, ctx: Ctx) -> str:
    """``array()`` → ``[]``, ``x . "s"`` / ``"s" . x`` → ``x + "s"`` / ``"s" + x``, ``.=`` → ``+=``."""
    if "array" not in ctx.names:  # the learner's own `array` keeps its calls
        # only the empty one: `array(n)` is PHP's one item but a size in other pseudocode
        s = sub(ctx, "php-forms", r"(?<![\w.$])array\s*\(\s*\)", "[]", s)
    # `cur . "("`, `cur."("`: a dot before a literal joins it (no field is a string); spaced alike on
    # both sides, as a sentence's full stop (`two numbers. "before" is …`) never is
    s = sub(ctx, "php-forms", rf"{_BEFORE}(?:\s+\.\s+|\.)(?={_LITERAL})", " + ", s)
    # `"(" . cur`: a dot after a literal, set apart by spaces (`"".join` is Python's method)
    s = sub(ctx, "php-forms", rf"({_LITERAL})\s+\.\s+(?=[\w(\[$])", r"\1 + ", s)
    # `s .= "x"`: PHP's join-and-store
    return sub(ctx, "php-forms", r"(?<=[\w)\]])\s*\.=\s*", " += ", s)
