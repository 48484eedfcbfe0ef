from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assay.judge import ExactCompare, FloatCompare, UnorderedCompare, compare_values
from assay.judge._compare import compare_exact, compare_float, compare_unordered

NAN = {"__float__": "nan"}


@pytest.mark.parametrize(
    ("expected", "actual", "equal"),
    [
        (1, 1, True),
        (2, 2.0, True),
        (True, 1, False),
        (1, True, False),
        (False, 0, False),
        ([1, [2]], [1, [2]], True),
        ([1, 2], [2, 1], False),
        ({"a": 1}, {"a": 1}, True),
        ({"a": 1}, {"b": 1}, False),
        ("a", "a", True),
        (None, None, True),
        (None, 0, False),
        (NAN, NAN, False),
    ],
)
def test_exact(expected: Any, actual: Any, equal: bool) -> None:
    assert compare_exact(expected, actual)[0] is equal


def test_exact_says_where() -> None:
    ok, why = compare_exact([[1, 2], [3, 4]], [[1, 2], [3, 5]])
    assert not ok and why == "[1][1]: expected 4, got 5"


def test_unordered() -> None:
    assert compare_unordered([[1, 2], [3]], [[3], [1, 2]])[0]
    assert not compare_unordered([[1, 2], [3]], [[3], [2, 1]])[0]
    assert compare_unordered([[1, 2], [3]], [[3], [2, 1]], nested=True)[0]
    assert not compare_unordered([1, 1, 2], [1, 2, 2])[0]  # a multiset, not a set
    assert not compare_unordered([True], [1])[0]
    assert not compare_unordered([NAN], [NAN])[0]


def test_float() -> None:
    assert compare_float(0.1 + 0.2, 0.3)[0]
    assert compare_float([1.0, 2.0], [1.0000001, 2.0])[0]
    assert not compare_float(1.0, 1.1)[0]
    assert not compare_float(NAN, NAN)[0]
    assert compare_float(0.0, 1e-12)[0]  # the absolute tolerance near zero
    assert not compare_float(True, 1.0)[0]


def test_dispatch() -> None:
    assert compare_values([2, 1], [1, 2], UnorderedCompare())[0]
    assert not compare_values([2, 1], [1, 2], ExactCompare())[0]
    assert compare_values(1.0, 1.0 + 1e-9, FloatCompare())[0]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-100, 100) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4),
    max_leaves=12,
)


@given(st.lists(json_values, max_size=8), st.randoms())
def test_unordered_is_permutation_invariant(items: list[Any], rnd: Any) -> None:
    shuffled = list(items)
    rnd.shuffle(shuffled)
    assert compare_unordered(items, shuffled)[0]


@given(json_values)
def test_exact_is_reflexive(value: Any) -> None:
    assert compare_exact(value, value)[0]


@given(
    st.floats(allow_nan=True, allow_infinity=False, width=64), st.floats(allow_nan=True, allow_infinity=False)
)
def test_float_is_symmetric_and_nan_never_equal(a: float, b: float) -> None:
    enc = lambda x: {"__float__": "nan"} if math.isnan(x) else x  # noqa: E731
    assert compare_float(enc(a), enc(b))[0] == compare_float(enc(b), enc(a))[0] or (
        not math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)
    )
    if math.isnan(a) or math.isnan(b):
        assert not compare_float(enc(a), enc(b))[0]


big_ints = st.integers(min_value=-(10**40), max_value=10**40)


@given(big_ints, big_ints)
def test_ints_compare_exactly_at_any_size(a: int, b: int) -> None:
    assert compare_exact(a, b)[0] is (a == b)
    assert compare_exact([a], [b])[0] is (a == b)
    assert compare_unordered([a, b], [b, a])[0]
    assert compare_unordered([a, a], [a, b])[0] is (a == b)
    assert compare_unordered([[a, b]], [[b, a]], nested=True)[0]
    assert compare_float(a, b)[0] is (a == b)  # no float involved: no tolerance either


@given(st.integers(min_value=2**53, max_value=10**30), st.integers(min_value=1, max_value=1000))
def test_ints_that_round_to_the_same_double_differ(a: int, delta: int) -> None:
    b = a + delta  # past 2**53 neighbouring ints often share one double
    assert not compare_exact(a, b)[0]
    assert not compare_exact({"k": [a]}, {"k": [b]})[0]
    assert not compare_unordered([a, 1], [1, b])[0]
    assert not compare_unordered([[a, 1]], [[1, b]], nested=True)[0]


def test_large_int_cases() -> None:
    assert not compare_exact(10**18 + 1, 10**18)[0]
    assert compare_exact(10**18, 10**18)[0]
    assert not compare_exact(10**18 + 1, 1e18)[0]  # an int against a float: by exact value
    assert compare_exact(10**18, 1e18)[0]  # 1e18 is exactly 10**18
    assert compare_exact(2, 2.0)[0] and compare_unordered([2, 1], [1.0, 2.0])[0]
    assert not compare_exact(True, 1)[0] and not compare_unordered([True], [1])[0]
    assert not compare_float(10**400, 1.0)[0]  # beyond a double: no OverflowError
    assert compare_float(10**400, 10**400)[0]
    # Sorting nested items by value, not by text: 10 sorts after 9.0 either way.
    assert compare_unordered([[10, 9.0]], [[9, 10.0]], nested=True)[0]
