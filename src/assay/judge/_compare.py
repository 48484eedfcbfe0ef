"""Comparators: pure functions on JSON values, run OUTSIDE the sandbox.

The child only ever reports the strict JSON encoding of what the solution returned; the expected
values never enter it. Each comparator answers ``(equal, why_not)``.

Rules shared by all modes: a bool never equals a number (``True != 1``); ints and floats compare
numerically (``2 == 2.0``); a NaN (encoded as ``{"__float__": "nan"}``) never equals anything.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from typing import Any

from assay.judge._models import (
    CheckerCompare,
    CompareSpec,
    ExactCompare,
    FloatCompare,
    InplaceCompare,
    UnorderedCompare,
)

__all__ = ["compare_exact", "compare_float", "compare_unordered", "compare_values"]

Outcome = tuple[bool, str | None]


def _number(value: Any) -> float | None:
    """The numeric value of an int, float or encoded special float; None for anything else."""
    if type(value) is int or type(value) is float:
        return float(value)
    if isinstance(value, dict) and set(value) == {"__float__"}:
        return float(value["__float__"])
    return None


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _equal(expected: Any, actual: Any, numbers: Any, path: str) -> Outcome:
    """Structural equality with a pluggable number test; says where the first difference is."""
    if type(expected) is bool or type(actual) is bool:
        if type(expected) is type(actual) and expected == actual:
            return True, None
        return False, f"{path or 'value'}: expected {_short(expected)}, got {_short(actual)}"
    e_num, a_num = _number(expected), _number(actual)
    if e_num is not None or a_num is not None:
        if e_num is not None and a_num is not None and numbers(e_num, a_num):
            return True, None
        return False, f"{path or 'value'}: expected {_short(expected)}, got {_short(actual)}"
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return False, f"{path or 'list'}: expected {len(expected)} items, got {len(actual)}"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            ok, why = _equal(e, a, numbers, f"{path}[{i}]")
            if not ok:
                return ok, why
        return True, None
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) != set(actual):
            missing = sorted(set(expected) - set(actual))[:3]
            extra = sorted(set(actual) - set(expected))[:3]
            return False, f"{path or 'object'}: keys differ (missing {missing}, unexpected {extra})"
        for key in expected:
            ok, why = _equal(expected[key], actual[key], numbers, f"{path}[{key!r}]")
            if not ok:
                return ok, why
        return True, None
    if type(expected) is type(actual) and expected == actual:
        return True, None
    return False, f"{path or 'value'}: expected {_short(expected)}, got {_short(actual)}"


def _exact_numbers(e: float, a: float) -> bool:
    return not (math.isnan(e) or math.isnan(a)) and e == a


def compare_exact(expected: Any, actual: Any) -> Outcome:
    """Type-aware deep equality."""
    return _equal(expected, actual, _exact_numbers, "")


def compare_float(expected: Any, actual: Any, *, rel_tol: float = 1e-6, abs_tol: float = 1e-9) -> Outcome:
    """Deep equality where numbers may differ within the tolerances; NaN is never equal."""

    def close(e: float, a: float) -> bool:
        if math.isnan(e) or math.isnan(a):
            return False
        return math.isclose(e, a, rel_tol=rel_tol, abs_tol=abs_tol)

    return _equal(expected, actual, close, "")


def _canonical(value: Any, nested: bool) -> Any:
    """A hashable canonical form; with ``nested``, inner lists are sorted too."""
    number = None if type(value) is bool else _number(value)
    if number is not None:
        # NaN is made unique so that it can never be matched, not even by another NaN.
        return ("nan", object()) if math.isnan(number) else ("num", number)
    if isinstance(value, list):
        items = [_canonical(v, nested) for v in value]
        if nested:
            items.sort(key=repr)
        return ("list", tuple(items))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, _canonical(v, nested)) for k, v in value.items())))
    return (type(value).__name__, value)


def compare_unordered(expected: Any, actual: Any, *, nested: bool = False) -> Outcome:
    """The same multiset of top-level items (order ignored); ``nested`` ignores inner order too."""
    if not isinstance(expected, list) or not isinstance(actual, list):
        return compare_exact(expected, actual)
    if len(expected) != len(actual):
        return False, f"expected {len(expected)} items, got {len(actual)}"
    want = Counter(_canonical(v, nested) for v in expected)
    got = Counter(_canonical(v, nested) for v in actual)
    if want == got:
        return True, None
    missing = next(iter(want - got), None)
    return False, f"missing {_short(_decanonical(missing))} (order is ignored)" if missing else "items differ"


def _decanonical(value: Any) -> Any:
    if not isinstance(value, tuple) or len(value) != 2:
        return value
    kind, inner = value
    if kind == "list":
        return [_decanonical(v) for v in inner]
    if kind == "dict":
        return {k: _decanonical(v) for k, v in inner}
    return inner if kind != "nan" else "NaN"


def compare_values(expected: Any, actual: Any, spec: CompareSpec) -> Outcome:
    """Dispatch on the compare mode. Checker mode is not a pure comparison: the judge runs it."""
    if isinstance(spec, ExactCompare | InplaceCompare):
        return compare_exact(expected, actual)
    if isinstance(spec, UnorderedCompare):
        return compare_unordered(expected, actual, nested=spec.nested)
    if isinstance(spec, FloatCompare):
        return compare_float(expected, actual, rel_tol=spec.rel_tol, abs_tol=spec.abs_tol)
    if isinstance(spec, CheckerCompare):
        raise ValueError("checker comparisons run in the sandbox: use Judge.run")
    raise ValueError(f"unknown compare mode {spec!r}")
