"""The Python module every C-family reader produces (docs/pseudocode.md, "C-family front end").

The JavaScript/Java/C++, Go and C# readers translate different trees, but their output has one
shape: the ``typing`` names the question's signature uses (the judge runs the method with that
annotation), the modules and helpers the translated code calls, then ``class Solution`` whose method
is the question's, parameters taken by position. Built here once, so the three cannot drift apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from assay.grading._pseudocode._models import Normalised
from assay.judge import Signature

__all__ = ["FRONT_END_RULE", "def_line", "grammar_read", "main_def_line", "renaming", "solution_module"]

FRONT_END_RULE = "c-family-parser"
_TYPING = re.compile(r"\b(Dict|List|Optional|Set|Tuple)\b")


def main_def_line(signature: Signature) -> str:
    """The question's method header, annotated as the question declares it."""
    params = ", ".join(f"{p.name}: {p.type}" for p in signature.params)
    return f"def {signature.method}(self{', ' if params else ''}{params}) -> {signature.returns}:"


def def_line(name: str, params: Iterable[str]) -> str:
    """A helper method's header: the learner's own function, unannotated."""
    args = ", ".join(params)
    return f"def {name}(self{', ' if args else ''}{args}):"


def renaming(pairs: Sequence[tuple[str, str]]) -> str:
    """``a, b = x, y``: the learner's parameter names bound to the question's, in one assignment
    so that a swap of names (``target, nums = nums, target``) does not chain."""
    return f"{', '.join(u for u, _ in pairs)} = {', '.join(q for _, q in pairs)}"


def solution_module(
    signature: Signature,
    imports: Iterable[str],
    helpers: Iterable[Sequence[str]],
    methods: Sequence[str],
    rows: Sequence[int],
) -> tuple[str, list[int]]:
    """The whole module and its line map (0 for every line the translation added).

    ``methods`` are the translated methods' lines, indented for the class; ``rows`` the learner's
    line each one came from, aligned with their end.
    """
    head: list[str] = []
    typing = sorted(set(_TYPING.findall(" ".join([signature.returns, *(p.type for p in signature.params)]))))
    if typing:
        head.append(f"from typing import {', '.join(typing)}")
    head.extend(f"import {module}" for module in sorted(imports))
    for helper in helpers:
        head.extend(["", "", *helper])
    lines = [*head, "", "", "class Solution:", *methods]
    return "\n".join(lines), [0] * (len(lines) - len(rows)) + list(rows)


def grammar_read(python: str, line_map: list[int], rule: str, language: str) -> Normalised:
    """The normaliser's answer for an answer one grammar read whole."""
    return Normalised(
        python=python,
        ok=True,
        changed=True,
        rules_applied=[FRONT_END_RULE, rule],
        notes=[f"read as {language} by its grammar (docs/pseudocode.md, 'C-family front end')"],
        line_map=line_map,
    )
