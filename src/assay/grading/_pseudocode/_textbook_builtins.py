"""Textbook library calls written in capitals (docs/pseudocode.md, "Textbook (CLRS)").

``LOWER(c)``, ``TO-LOWER(c)``, ``UPPER(c)``, ``IS-ALPHANUMERIC(c)``, ``IS-DIGIT(c)``, ``FLOOR(x)``,
``CEILING(x)``, ``SQRT(x)``, ``ORD(c)``, ``CHR(n)``, ``INT(x)``: the names textbooks and their readers
set in small capitals, read only as written in capitals (``Lower(x)`` or ``lower(x)`` could be the
learner's own procedure) and never when the answer defines a procedure of that name.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import Ctx, rewrite_call

__all__ = ["textbook_builtins"]

# a method of the argument
_METHODS = {
    "LOWER": "lower",
    "TO-LOWER": "lower",
    "TOLOWER": "lower",
    "LOWERCASE": "lower",
    "LOWER-CASE": "lower",
    "UPPER": "upper",
    "TO-UPPER": "upper",
    "TOUPPER": "upper",
    "UPPERCASE": "upper",
    "UPPER-CASE": "upper",
    "IS-ALPHANUMERIC": "isalnum",
    "IS-ALNUM": "isalnum",
    "ISALNUM": "isalnum",
    "IS-DIGIT": "isdigit",
    "ISDIGIT": "isdigit",
    "IS-LETTER": "isalpha",
    "IS-ALPHA": "isalpha",
    "ISALPHA": "isalpha",
}
# the lower-case name the core rewrites already read (``floor`` and ``ceil`` exactly, ``sqrt`` as a power)
_LOWERED = {"FLOOR": "floor", "CEILING": "ceil", "CEIL": "ceil", "SQRT": "sqrt", "ORD": "ord", "CHR": "chr"}


def _method_call(method: str) -> Callable[[str], str]:
    return lambda arg: f"({arg.strip()}).{method}()"


def _plain_call(name: str) -> Callable[[str], str]:
    return lambda arg: f"{name}({arg})"


def textbook_builtins(s: str, ctx: Ctx) -> str:
    """``LOWER(s[i])`` → ``(s[i]).lower()``, ``FLOOR(x)`` → ``floor(x)`` (read on by the core)."""
    defined = {f.upper().replace("_", "-") for f in ctx.functions}
    for name, method in _METHODS.items():
        if name in defined or name not in s:
            continue
        s, n = rewrite_call(s, rf"(?<![\w-]){re.escape(name)}", _method_call(method))
        if n:
            ctx.rule("textbook-calls")
    for name, lowered in _LOWERED.items():
        if name in defined or name not in s:
            continue
        s, n = rewrite_call(s, rf"(?<![\w-]){name}", _plain_call(lowered))
        if n:
            ctx.rule("textbook-calls")
    if "INT" in s and "INT" not in defined:
        # Lipschutz's and the exam boards' INT drops the fraction (toward zero), as Python's int() does
        s, n = rewrite_call(s, r"(?<![\w-])INT", lambda a: f"int({a})")
        if n:
            ctx.rule("textbook-calls")
    return s
