"""Inputs of size n derived from a signature, for questions that supply no ``generate(n, rng)``.

Imported inside the sandboxed child: standard library only. Values are produced in the JSON notation
of test inputs (``ListNode``/``TreeNode`` as LeetCode arrays) and decoded by the signature's types like
any test input. A derived generator knows types, not meaning, so it produces *typical* random inputs;
a question that needs a worst case (a target that is absent, a sorted array) supplies its own.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Sequence
from typing import Any

from assay.judge._types import TypeSpec, parse_type

__all__ = ["UnsupportedTypeError", "derive_generator", "sized_kind"]

_GRID_NAMES = ("grid", "board", "matrix", "mat", "image", "maze", "heights")
_EDGE_NAMES = ("edges", "prerequisites", "connections", "pairs", "roads", "flights", "times")
_INTERVAL_NAMES = ("intervals", "ranges", "meetings", "segments")


class UnsupportedTypeError(ValueError):
    """No input of size n can be derived for this parameter type."""


def _unwrap(spec: TypeSpec) -> TypeSpec:
    while spec.kind == "optional":
        spec = spec.args[0]
    return spec


def sized_kind(spec: TypeSpec) -> bool:
    """Whether a parameter of this type grows with n (a container, a string, a list or a tree)."""
    return _unwrap(spec).kind in ("list", "set", "tuple", "dict", "str", "listnode", "treenode")


def _value(spec: TypeSpec, n: int, rng: random.Random, name: str) -> Any:
    """One JSON value of size about ``n`` for ``spec``."""
    spec = _unwrap(spec)
    kind = spec.kind
    if kind in ("int", "any"):
        return rng.randint(-1000, 1000)
    if kind == "float":
        return rng.uniform(-1000.0, 1000.0)
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "str":
        return "".join(rng.choice(string.ascii_lowercase) for _ in range(n))
    if kind in ("listnode", "treenode"):
        return [rng.randint(-1000, 1000) for _ in range(n)]
    if kind in ("list", "set") or (kind == "tuple" and spec.variadic):
        inner = _unwrap(spec.args[0])
        lowered = name.lower()
        if inner.kind == "list":
            return _nested(_unwrap(inner.args[0]), n, rng, lowered)
        if inner.kind == "str":
            if any(g in lowered for g in _GRID_NAMES):
                return _grid(n, rng, lambda: rng.choice("01"))
            return ["".join(rng.choice("abcde") for _ in range(5)) for _ in range(n)]
        if inner.kind == "int" and kind == "set":
            return rng.sample(range(-10 * n - 10, 10 * n + 10), n)
        if inner.kind == "int":
            # A range wide enough that values are mostly distinct: duplicates would cap the work of
            # set- and search-based solutions.
            return [rng.randint(-10 * n - 1000, 10 * n + 1000) for _ in range(n)]
        return [_value(inner, 1, rng, "") for _ in range(n)]
    if kind == "tuple":
        return [_value(a, n, rng, name) for a in spec.args]
    if kind == "dict":
        key, val = spec.args
        keys = [str(i) for i in range(n)] if key.kind in ("int", "str", "any") else []
        return {k: _value(val, 1, rng, "") for k in keys}
    raise UnsupportedTypeError(f"cannot derive inputs of type {spec} for parameter {name!r}")


def _grid(n: int, rng: random.Random, cell: Callable[[], Any]) -> list[list[Any]]:
    side = max(1, round(n**0.5))
    return [[cell() for _ in range(side)] for _ in range(side)]


def _nested(inner: TypeSpec, n: int, rng: random.Random, name: str) -> list[list[Any]]:
    """``List[List[T]]``: a square grid of about n cells, n edges, or n intervals, by the name."""
    if any(g in name for g in _GRID_NAMES) or inner.kind not in ("int", "any"):
        if inner.kind == "str":
            return _grid(n, rng, lambda: rng.choice("01"))
        return _grid(n, rng, lambda: _value(inner, 1, rng, ""))
    if any(e in name for e in _EDGE_NAMES):
        return [[rng.randrange(n), rng.randrange(n)] for _ in range(n)]
    if any(i in name for i in _INTERVAL_NAMES):
        starts = rng.sample(range(10 * n), n)
        return [[s, s + rng.randint(0, 10)] for s in starts]
    # Unknown meaning: n pairs of small non-negative values (valid as intervals or as edges).
    pairs = [sorted((rng.randrange(n), rng.randrange(n))) for _ in range(n)]
    return [list(p) for p in pairs]


def derive_generator(params: Sequence[tuple[str, str]]) -> Callable[[int, random.Random], dict[str, Any]]:
    """A ``generate(n, rng)`` for a signature's parameters.

    Sized parameters (containers, strings, lists, trees) get n elements each. A lone ``int``
    parameter is n itself (``fib(n)``, ``climbStairs(n)``); beside a sized parameter an ``int`` is an
    index-like value ``n // 2`` (``k``), so that it stays valid for the container.

    Raises:
        UnsupportedTypeError: a parameter type we cannot build (a nested dict of trees, say).
    """
    specs = [(name, parse_type(kind)) for name, kind in params]
    any_sized = any(sized_kind(spec) for _, spec in specs)
    for name, spec in specs:
        # Fail now rather than at the first size.
        _value(spec, 1, random.Random(0), name)

    def generate(n: int, rng: random.Random) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, spec in specs:
            kind = _unwrap(spec).kind
            if kind == "int":
                out[name] = max(1, n // 2) if any_sized else n
            elif kind == "float" and not any_sized:
                out[name] = float(n)
            else:
                out[name] = _value(spec, n, rng, name)
        return out

    return generate
