"""A model translation's method header typed from the question's signature (docs/pseudocode.md,
"Model translation").

Pseudocode owes no type hints, so a model that translates ``def twoSum(self, nums, target)`` faithfully
leaves them out, and the validation real Python answers get would refuse it ("Type hints are required").
The types are the question's: the header is typed by position before the code is validated.
"""

from __future__ import annotations

import ast
import re

from assay.judge import Signature

__all__ = ["typed_header"]

_TYPING_NAMES = ("Deque", "Dict", "List", "Optional", "Set", "Tuple", "Union")


def typed_header(code: str, signature: Signature) -> str:
    """``code`` with the solution method's header typed from the question's signature, by position.

    Pseudocode owes no type hints: the types are the question's. The parameter names stay the
    model's (its body uses them); a header whose parameters do not line up is left as it is, for
    validation to report.
    """
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return code
    func = next(
        (
            item
            for node in tree.body
            if isinstance(node, ast.ClassDef) and node.name == "Solution"
            for item in node.body
            if isinstance(item, ast.FunctionDef) and item.name == signature.method
        ),
        None,
    )
    if func is None:
        return code
    args = func.args
    params = args.args[1:]
    if (
        args.vararg is not None
        or args.kwarg is not None
        or args.kwonlyargs
        or args.posonlyargs
        or args.defaults
        or not args.args
        or len(params) != len(signature.params)
        or (func.returns is not None and all(p.annotation is not None for p in params))
        or func.body[0].lineno == func.lineno
    ):
        return code
    lines = code.split("\n")
    end = func.lineno - 1
    while end < func.body[0].lineno - 1 and not lines[end].split("#", 1)[0].rstrip().endswith(":"):
        end += 1
    indent = lines[func.lineno - 1][: len(lines[func.lineno - 1]) - len(lines[func.lineno - 1].lstrip())]
    typed = "".join(f", {p.arg}: {want.type}" for p, want in zip(params, signature.params, strict=True))
    header = f"{indent}def {func.name}({args.args[0].arg}{typed}) -> {signature.returns}:"
    lines[func.lineno - 1 : end + 1] = [header]
    used = " ".join([*(p.type for p in signature.params), signature.returns])
    needed = [n for n in _TYPING_NAMES if re.search(rf"\b{n}\b", used)]
    imported = {
        alias.asname or alias.name for n in tree.body if isinstance(n, ast.ImportFrom) for alias in n.names
    }
    missing = [n for n in needed if n not in imported]
    if missing:
        lines.insert(0, f"from typing import {', '.join(missing)}")
    return "\n".join(lines)
