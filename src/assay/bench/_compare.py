"""Compare a program's output with the expected answer (docs/bench.md, a trial's step 6)."""

from __future__ import annotations

import math
import re

__all__ = ["normalise_output", "outputs_match"]

_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def normalise_output(text: str) -> str:
    """Unify newlines, drop trailing spaces on each line, strip the ends."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(line.rstrip() for line in lines).strip()


def outputs_match(actual: str, expected: str, *, numeric_tolerance: float | None = None) -> bool:
    """Exact match after normalisation; optionally numbers compare within a relative tolerance.

    With a tolerance, the two outputs must have the same tokens, and each pair of numeric tokens
    must agree within ``numeric_tolerance`` (relative, with the same absolute floor).
    """
    a, e = normalise_output(actual), normalise_output(expected)
    if a == e:
        return True
    if numeric_tolerance is None:
        return False
    a_tokens, e_tokens = re.split(r"([\s,\[\]\(\)]+)", a), re.split(r"([\s,\[\]\(\)]+)", e)
    if len(a_tokens) != len(e_tokens):
        return False
    for x, y in zip(a_tokens, e_tokens, strict=True):
        if x == y:
            continue
        if _NUMBER.match(x) and _NUMBER.match(y):
            if not math.isclose(float(x), float(y), rel_tol=numeric_tolerance, abs_tol=numeric_tolerance):
                return False
            continue
        return False
    return True
