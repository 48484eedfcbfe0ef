"""The pure fitter and the notation reader, on synthetic points."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assay.judge import ComplexityFit
from assay.judge._fit import (
    CLASSES,
    SPACE_CLASSES,
    SPACE_PREFER_SIMPLER,
    class_rank,
    fit_complexity,
    fit_space,
    meets_requirement,
    normalize_class,
    step_ends,
)

GEOMETRIC = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096]
SMALL = [4, 6, 8, 10, 12, 14, 16]

OVERHEADS = [(1.0, 0.0), (7.0, 50.0), (0.5, 40.0), (2.0, 400.0), (3.0, 5.0)]

SHAPES: dict[str, Callable[[int], float]] = {
    "O(1)": lambda n: 1.0,
    "O(log n)": math.log2,
    "O(n)": lambda n: n,
    "O(n log n)": lambda n: n * math.log2(n),
    "O(n^2)": lambda n: n * n,
    "O(n^3)": lambda n: n**3,
    "O(2^n)": lambda n: 2.0**n,
}


@pytest.mark.parametrize("cls", CLASSES)
@pytest.mark.parametrize(("scale", "overhead"), OVERHEADS)
def test_exact_shapes_with_constant_overheads(cls: str, scale: float, overhead: float) -> None:
    sizes = SMALL if cls == "O(2^n)" else GEOMETRIC
    fit = fit_complexity([(n, scale * SHAPES[cls](n) + overhead) for n in sizes])
    assert fit is not None
    assert fit.cls == cls, fit.errors
    assert set(fit.errors) == set(CLASSES)
    assert fit.points[0][0] == sizes[0]


@pytest.mark.parametrize("cls", [c for c in CLASSES if c != "O(1)"])
def test_noisy_shapes(cls: str) -> None:
    rng = random.Random(7)
    sizes = SMALL if cls == "O(2^n)" else GEOMETRIC
    points = [(n, 5 * SHAPES[cls](n) * rng.uniform(0.93, 1.07) + 20) for n in sizes]
    fit = fit_complexity(points)
    assert fit is not None and fit.cls == cls, fit and fit.errors


def test_exponential_of_another_base_and_n_times_2_to_the_n() -> None:
    for f in (lambda n: 3.0**n, lambda n: n * 2.0**n, lambda n: math.comb(2 * n, n) / (n + 1)):
        fit = fit_complexity([(n, f(n)) for n in SMALL])
        assert fit is not None and fit.cls == "O(2^n)", fit and fit.errors


def test_flat_is_constant_and_a_line_beats_its_log() -> None:
    flat = fit_complexity([(n, 42.0) for n in GEOMETRIC])
    assert flat is not None and flat.cls == "O(1)" and flat.confidence > 0.8
    # A big constant overhead on a small slope is still linear, not logarithmic.
    line = fit_complexity([(n, 10_000 + 3 * n) for n in GEOMETRIC])
    assert line is not None and line.cls == "O(n)", line.errors


def test_confidence_is_high_for_clean_points_and_lower_for_narrow_or_noisy_ones() -> None:
    clean = fit_complexity([(n, n * n) for n in GEOMETRIC])
    narrow = fit_complexity([(n, n * n) for n in (100, 120, 140)])
    rng = random.Random(1)
    noisy = fit_complexity([(n, n * rng.uniform(0.5, 1.5)) for n in GEOMETRIC])
    assert clean is not None and narrow is not None and noisy is not None
    assert clean.confidence > 0.8
    assert narrow.confidence < clean.confidence
    assert noisy.confidence < clean.confidence
    assert all(0.0 <= f.confidence <= 1.0 for f in (clean, narrow, noisy))


def test_too_few_points_is_no_fit_and_duplicates_are_averaged() -> None:
    assert fit_complexity([(10, 5), (20, 10)]) is None
    assert fit_complexity([]) is None
    fit = fit_complexity([(n, n) for n in GEOMETRIC] + [(16, 16.0), (0, 99.0)])
    assert fit is not None and fit.cls == "O(n)" and len(fit.points) == len(GEOMETRIC)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("O(1)", "O(1)"),
        ("O(26)", "O(1)"),
        ("O(log n)", "O(log n)"),
        ("O(log(n))", "O(log n)"),
        ("O(lg n)", "O(log n)"),
        ("O(N)", "O(n)"),
        ("O(2n)", "O(n)"),
        ("O(m+n)", "O(n)"),
        ("O(V + E)", "O(n)"),
        ("O(min(m,n))", "O(n)"),
        ("O(max(m, n))", "O(n)"),
        ("O(n log n)", "O(n log n)"),
        ("O(nlogn)", "O(n log n)"),
        ("O(n * log(n))", "O(n log n)"),
        ("O(n^2)", "O(n^2)"),
        ("O(n²)", "O(n^2)"),
        ("O(n**2)", "O(n^2)"),
        ("O(n*n)", "O(n^2)"),
        ("O(m*n)", "O(n^2)"),
        ("O(mn)", "O(n^2)"),
        ("O(n^3)", "O(n^3)"),
        ("O(n³)", "O(n^3)"),
        ("O(2^n)", "O(2^n)"),
        ("o(2**n)", "O(2^n)"),
    ],
)
def test_notation_variants(text: str, canonical: str) -> None:
    assert normalize_class(text) == canonical


def test_unknown_notation() -> None:
    assert normalize_class("fast") is None
    assert class_rank("O()") is None
    assert not meets_requirement("O(n)", "quick")
    assert not meets_requirement("whatever", "O(n^2)")


def test_ordering_and_requirements() -> None:
    ranks = [class_rank(c) for c in CLASSES]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    assert class_rank("O(n!)") > class_rank("O(2^n)")  # type: ignore[operator]
    assert class_rank("O(log n)") < class_rank("O(sqrt(n))") < class_rank("O(n)")  # type: ignore[operator]
    assert meets_requirement("O(n)", "O(n)")
    assert meets_requirement("O(log n)", "O(n)")
    assert meets_requirement("O(n)", "O(n log n)")
    assert meets_requirement("O(n)", "O(min(m,n))")
    assert not meets_requirement("O(n^2)", "O(n log n)")
    assert not meets_requirement("O(n log n)", "O(n)")
    assert not meets_requirement("O(2^n)", "O(n^3)")
    assert meets_requirement("O(n²)", "O(m*n)")


# -- space: memory that grows in steps -----------------------------------------------------------

#: Peak bytes of a set-based answer as measured (plus the 2 KB floor the measurement adds).
SET_PEAKS = [
    (4, 3137.0), (8, 3094.0), (16, 3094.0), (32, 5088.0), (64, 5080.0), (128, 12752.0),
    (256, 12744.0), (512, 43456.0), (1024, 43448.0), (2048, 166320.0), (4096, 166312.0),
]  # fmt: skip


def _stepped(cls: str, base: float = 2048.0) -> list[tuple[int, float]]:
    """A table that allocates in powers of four of what ``cls`` needs, as sets and dicts do."""
    return [(n, base + 64 * 4 ** math.ceil(math.log(max(SHAPES[cls](n), 1.0), 4))) for n in GEOMETRIC]


def _plain(points: list[tuple[int, float]]) -> ComplexityFit | None:
    return fit_complexity(points, classes=SPACE_CLASSES, prefer_simpler=SPACE_PREFER_SIMPLER)


def test_a_sets_staircase_is_linear_with_confidence() -> None:
    point_by_point = _plain(SET_PEAKS)
    assert point_by_point is not None and point_by_point.confidence < 0.6  # what flagged every set
    fit = fit_space(SET_PEAKS)
    assert fit is not None and fit.cls == "O(n)" and fit.confidence >= 0.9
    assert fit.points == point_by_point.points and fit.errors == point_by_point.errors
    assert [n for n, _ in step_ends(SET_PEAKS)] == [4, 16, 64, 256, 1024, 4096]


@pytest.mark.parametrize("cls", ["O(n)", "O(n^2)"])
def test_staircases_of_each_class_fit_their_class(cls: str) -> None:
    fit = fit_space(_stepped(cls))
    assert fit is not None and fit.cls == cls and fit.confidence >= 0.6


def test_smooth_or_flat_memory_fits_as_before() -> None:
    smooth = [(n, 2048.0 + 40 * n) for n in GEOMETRIC]
    assert fit_space(smooth) == _plain(smooth)
    flat = [(n, 2048.0) for n in GEOMETRIC]
    assert fit_space(flat) == _plain(flat)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(1, 5000), st.floats(1.0, 1e7, allow_nan=False, allow_infinity=False)),
        min_size=3,
        max_size=14,
    )
)
def test_steps_never_change_the_class_or_lower_the_confidence(points: list[tuple[int, float]]) -> None:
    plain = _plain(points)
    fit = fit_space(points)
    if plain is None:
        assert fit is None
        return
    assert fit is not None and fit.cls == plain.cls and fit.confidence >= plain.confidence
