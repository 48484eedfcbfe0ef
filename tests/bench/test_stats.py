"""The statistics against values computed by hand (worked in the comments)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assay.bench._stats import (
    Stability,
    bootstrap_mean_ci,
    holm,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    questions_needed,
    sign_test,
    stability,
    wilson_interval,
)


def test_wilson_8_of_10() -> None:
    # p=.8, z²=3.8415: centre=(.8+.19207)/1.38415=.71674, half=1.96*sqrt(.016+.0096)/1.38415=.22658
    lo, hi = wilson_interval(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-4)
    assert hi == pytest.approx(0.9433, abs=1e-4)


def test_wilson_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(0, 10)
    assert lo == pytest.approx(0.0, abs=1e-12) and hi == pytest.approx(0.2775, abs=1e-4)
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_mcnemar_exact_by_hand() -> None:
    assert mcnemar_exact(5, 0) == pytest.approx(2 / 32)  # both tails of 5 discordant pairs all one way
    assert mcnemar_exact(1, 9) == pytest.approx(2 * (1 + 10) / 1024)
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(3, 3) == 1.0


def test_pass_at_k_and_pass_hat_k_by_hand() -> None:
    assert pass_at_k(5, 2, 2) == pytest.approx(1 - 3 / 10)  # 1 - C(3,2)/C(5,2)
    assert pass_at_k(5, 0, 3) == 0.0
    assert pass_at_k(5, 4, 2) == 1.0  # fewer than k failures: some draw always passes
    assert pass_at_k(10, 3, 1) == pytest.approx(0.3)
    assert pass_hat_k(5, 2, 2) == pytest.approx(1 / 10)  # C(2,2)/C(5,2)
    assert pass_hat_k(5, 5, 5) == 1.0
    with pytest.raises(ValueError):
        pass_at_k(3, 1, 4)


def test_holm_by_hand() -> None:
    # sorted .01,.03,.04 → .03, .06, max(.06,.04)=.06
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([]) == []
    # .8*2=1.6 caps at 1, and the larger p can never be adjusted below it
    assert holm([0.9, 0.8]) == pytest.approx([1.0, 1.0])
    assert holm([0.2, 0.01]) == pytest.approx([0.2, 0.02])


def test_sign_test_by_hand() -> None:
    # 5 positive, 1 negative, 1 tie dropped: 2*(C(6,0)+C(6,1))/64
    assert sign_test([1, 1, 1, 1, 1, -1, 0]) == pytest.approx(14 / 64)


def test_stability() -> None:
    assert stability([True, True]) is Stability.STABLE_PASS
    assert stability([False, False, False]) is Stability.STABLE_FAIL
    assert stability([True, False]) is Stability.FLAKY


def test_bootstrap_fixed_seed_is_reproducible_and_sane() -> None:
    scores = [1, 1, 0, 1, 0.5, 1, 0, 1, 1, 1]
    first = bootstrap_mean_ci(scores, seed=7)
    assert first == bootstrap_mean_ci(scores, seed=7)
    assert first[0] < sum(scores) / len(scores) < first[1]
    assert bootstrap_mean_ci([0.5] * 6) == (0.5, 0.5)


def test_paired_bootstrap_detects_a_clear_lead_and_not_a_tie() -> None:
    a = [1.0] * 30
    b = [0.0] * 10 + [1.0] * 20
    diff, (lo, hi), p = paired_bootstrap(a, b, seed=1)
    assert diff == pytest.approx(1 / 3)
    assert 0 < lo <= diff <= hi
    assert p < 0.01
    same = paired_bootstrap(a, a, seed=1)
    assert same[0] == 0 and same[2] == 1.0


def test_questions_needed_by_hand() -> None:
    # p10=.3, p01=.1: (1.95996*sqrt(.4) + .84162*sqrt(.36))² / .04 = 76.09 → 77
    assert questions_needed(6, 2, 20) == 77
    assert questions_needed(2, 2, 20) is None


@given(st.integers(0, 40), st.integers(0, 40))
def test_wilson_contains_the_estimate(k: int, extra: int) -> None:
    n = k + extra
    lo, hi = wilson_interval(k, n)
    if n:
        assert lo - 1e-12 <= k / n <= hi + 1e-12


@given(st.integers(1, 20).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n), st.integers(1, n))))
def test_pass_at_k_is_a_probability_and_monotone(args: tuple[int, int, int]) -> None:
    n, c, k = args
    value = pass_at_k(n, c, k)
    assert 0.0 <= value <= 1.0
    if k > 1:
        assert value >= pass_at_k(n, c, k - 1) - 1e-12
    assert pass_hat_k(n, c, k) <= value + 1e-12 or math.isclose(pass_hat_k(n, c, k), value)


def test_bootstrap_interval_worked_out_by_hand() -> None:
    """Three questions scoring 0, 0.5 and 1; five resamples with seed 7; 50% interval.

    random.Random(7).randrange(3) draws 1 0 1 | 2 0 0 | 2 0 1 | 2 0 2 | 0 0 0, so the resamples are
    (.5, 0, .5) (1, 0, 0) (1, 0, .5) (1, 0, 1) (0, 0, 0), with means 1/3, 1/3, 1/2, 2/3, 0. Sorted:
    0, 1/3, 1/3, 1/2, 2/3. The 50% percentile interval takes index floor(.25 × 4) = 1 and
    ceil(.75 × 4) = 3: (1/3, 1/2).
    """
    import random

    rng = random.Random(7)
    assert [rng.randrange(3) for _ in range(15)] == [1, 0, 1, 2, 0, 0, 2, 0, 1, 2, 0, 2, 0, 0, 0]
    lo, hi = bootstrap_mean_ci([0.0, 0.5, 1.0], n_boot=5, confidence=0.5, seed=7)
    assert (lo, hi) == (pytest.approx(1 / 3), pytest.approx(1 / 2))


def test_paired_bootstrap_worked_out_by_hand() -> None:
    """A = 1 1 0 1, B = 0 1 0 0: differences 1 0 0 1, observed mean .5; three resamples, seed 3.

    random.Random(3).randrange(4) draws 1 1 2 3 | 0 0 3 2 | 1 1 3 3: resampled differences
    (0 0 0 1) (1 1 1 0) (0 0 1 1), means .25, .75, .5. Sorted .25 .5 .75; 50% interval: indices
    floor(.25 × 2) = 0 and ceil(.75 × 2) = 2, so (.25, .75). No resample is at or below 0: p = 0.
    """
    import random

    rng = random.Random(3)
    assert [rng.randrange(4) for _ in range(12)] == [1, 1, 2, 3, 0, 0, 3, 2, 1, 1, 3, 3]
    observed, (lo, hi), p = paired_bootstrap([1, 1, 0, 1], [0, 1, 0, 0], n_boot=3, confidence=0.5, seed=3)
    assert observed == 0.5 and (lo, hi) == (0.25, 0.75) and p == 0.0
