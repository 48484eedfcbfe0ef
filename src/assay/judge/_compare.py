"""Comparators: pure functions on JSON values, run OUTSIDE the sandbox.

The child only ever reports the strict JSON encoding of what the solution returned; the expected
values never enter it. Each comparator answers ``(equal, why_not)``.

Rules shared by all modes: a bool never equals a number (``True != 1``); two ints compare exactly,
at any size (``10**18 + 1 != 10**18``); an int and a float compare by value (``2 == 2.0``), and
only the float mode's tolerance ever applies to a float; a NaN (encoded as ``{"__float__": "nan"}``)
never equals anything.
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


def _number(value: Any) -> int | float | None:
    """The number an int, float or encoded special float stands for; None for anything else.

    Ints stay ints: turning them into floats would make every pair of large ints that round to
    the same double (``10**18 + 1`` and ``10**18``) equal.
    """
    if type(value) is int or type(value) is float:
        return value
    if isinstance(value, dict) and set(value) == {"__float__"}:
        try:
            return float(value["__float__"])
        except (TypeError, ValueError):
            return None
    return None


def _is_nan(value: int | float) -> bool:
    return type(value) is float and math.isnan(value)


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


def _exact_numbers(e: int | float, a: int | float) -> bool:
    # Python compares an int with a float exactly (no rounding of the int), and two ints as ints.
    return not (_is_nan(e) or _is_nan(a)) and e == a


def compare_exact(expected: Any, actual: Any) -> Outcome:
    """Type-aware deep equality."""
    return _equal(expected, actual, _exact_numbers, "")


def compare_float(expected: Any, actual: Any, *, rel_tol: float = 1e-6, abs_tol: float = 1e-9) -> Outcome:
    """Deep equality where numbers may differ within the tolerances; NaN is never equal."""

    def close(e: int | float, a: int | float) -> bool:
        if _is_nan(e) or _is_nan(a):
            return False
        if type(e) is int and type(a) is int:
            return e == a  # no float involved: nothing to be tolerant about
        try:
            return math.isclose(e, a, rel_tol=rel_tol, abs_tol=abs_tol)
        except OverflowError:  # an int beyond the range of a double, against a float
            return e == a

    return _equal(expected, actual, close, "")


def _canonical(value: Any, nested: bool) -> Any:
    """A hashable canonical form; with ``nested``, inner lists are sorted too.

    Numbers keep their own type: ``("num", 2)`` and ``("num", 2.0)`` are equal (and hash alike)
    as ``2 == 2.0`` is, while two different ints never collapse into one double.
    """
    number = None if type(value) is bool else _number(value)
    if number is not None:
        # NaN is made unique so that it can never be matched, not even by another NaN.
        return ("nan", object()) if _is_nan(number) else ("num", number)
    if isinstance(value, list):
        items = [_canonical(v, nested) for v in value]
        if nested:
            items.sort(key=_order)
        return ("list", tuple(items))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, _canonical(v, nested)) for k, v in value.items())))
    return (type(value).__name__, value)


def _order(canonical: Any) -> Any:
    """A total order on canonical forms in which equal values sort alike.

    Numbers are ordered by value (Python orders ints and floats exactly), everything else by kind
    first, so that ``[1, 2.0]`` and ``[2, 1]`` sort to the same sequence; ``repr`` would order
    ``("num", 10)`` before ``("num", 9.0)`` and split equal multisets.
    """
    kind, inner = canonical
    if kind == "num":
        return (0, inner)
    if kind == "list":
        return (2, tuple(_order(v) for v in inner))
    if kind == "dict":
        return (3, tuple((k, _order(v)) for k, v in inner))
    if kind == "nan":
        return (4, id(inner))
    return (1, kind, repr(inner))


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
