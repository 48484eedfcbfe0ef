"""``assay.bench._stats`` against scipy and statsmodels over random inputs (hypothesis).

The benchmark keeps its own small pure functions (no scipy at run time); these tests check them
against the reference implementations, so a reader need not re-derive them. scipy and statsmodels
are dev dependencies only.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from assay.bench._stats import (
    binomial_two_sided,
    bootstrap_mean_ci,
    holm,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    sign_test,
    wilson_interval,
)

scipy_stats = pytest.importorskip("scipy.stats")
proportion = pytest.importorskip("statsmodels.stats.proportion")
contingency = pytest.importorskip("statsmodels.stats.contingency_tables")
multitest = pytest.importorskip("statsmodels.stats.multitest")
descriptive = pytest.importorskip("statsmodels.stats.descriptivestats")

counts = st.integers(min_value=0, max_value=400)


@given(
    data=st.data(),
    n=st.integers(min_value=1, max_value=2000),
    confidence=st.sampled_from([0.8, 0.9, 0.95, 0.99]),
)
def test_wilson_matches_statsmodels(data: st.DataObject, n: int, confidence: float) -> None:
    k = data.draw(st.integers(min_value=0, max_value=n))
    lo, hi = proportion.proportion_confint(k, n, alpha=1 - confidence, method="wilson")
    assert wilson_interval(k, n, confidence=confidence) == pytest.approx((lo, hi), abs=1e-9)


@given(data=st.data(), n=st.integers(min_value=0, max_value=1000))
def test_exact_binomial_matches_scipy(data: st.DataObject, n: int) -> None:
    k = data.draw(st.integers(min_value=0, max_value=n))
    expected = 1.0 if n == 0 else scipy_stats.binomtest(k, n, 0.5).pvalue
    assert binomial_two_sided(k, n) == pytest.approx(expected, rel=1e-9, abs=1e-300)


@given(only_a=counts, only_b=counts, both=counts, neither=counts)
def test_exact_mcnemar_matches_statsmodels(only_a: int, only_b: int, both: int, neither: int) -> None:
    table = [[both, only_a], [only_b, neither]]
    expected = contingency.mcnemar(table, exact=True).pvalue
    assert mcnemar_exact(only_a, only_b) == pytest.approx(min(1.0, expected), rel=1e-9, abs=1e-300)


@given(st.lists(st.sampled_from([-1.0, -0.5, 0.0, 0.5, 1.0, 2.0]), min_size=1, max_size=200))
def test_sign_test_matches_statsmodels(differences: list[float]) -> None:
    assume(any(d != 0 for d in differences))  # statsmodels needs one non-tie
    _, expected = descriptive.sign_test(differences, mu0=0)
    assert sign_test(differences) == pytest.approx(expected, rel=1e-9, abs=1e-300)


@settings(max_examples=40)  # multipletests takes ~40 ms a call here
@given(st.lists(st.floats(min_value=0.0, max_value=1.0, allow_nan=False), min_size=1, max_size=30))
def test_holm_matches_statsmodels(p_values: list[float]) -> None:
    _, expected, _, _ = multitest.multipletests(p_values, method="holm")
    assert holm(p_values) == pytest.approx(list(expected), abs=1e-12)


@given(data=st.data(), n=st.integers(min_value=1, max_value=60))
def test_pass_at_k_and_pass_hat_k_match_the_hypergeometric_distribution(data: st.DataObject, n: int) -> None:
    c = data.draw(st.integers(min_value=0, max_value=n))
    k = data.draw(st.integers(min_value=1, max_value=n))
    draws = scipy_stats.hypergeom(n, c, k)  # population n, c passing, k drawn without replacement
    assert pass_at_k(n, c, k) == pytest.approx(1 - draws.pmf(0), abs=1e-9)
    assert pass_hat_k(n, c, k) == pytest.approx(draws.pmf(k), abs=1e-9)


# The bootstraps are Monte Carlo estimates with different generators: they agree within the
# resampling noise (about 0.01 at 4000 resamples) plus one step of the resampled means' grid.
N_BOOT = 4000
per_question = st.lists(st.sampled_from([0.0, 0.25, 0.5, 0.75, 1.0]), min_size=12, max_size=40)


def _tolerance(values: list[float]) -> float:
    return 0.04 + 1.0 / len(values)


@settings(max_examples=15, deadline=None, derandomize=True)
@given(per_question)
def test_bootstrap_interval_matches_scipy(values: list[float]) -> None:
    assume(len(set(values)) > 1)  # scipy refuses a sample with no variation
    ours = bootstrap_mean_ci(values, n_boot=N_BOOT, seed=1)
    ref = scipy_stats.bootstrap(
        (values,), lambda x, axis: x.mean(axis=axis), n_resamples=N_BOOT, method="percentile", rng=2
    ).confidence_interval
    assert ours == pytest.approx((ref.low, ref.high), abs=_tolerance(values))


@settings(max_examples=15, deadline=None, derandomize=True)
@given(
    st.lists(
        st.tuples(st.sampled_from([0.0, 0.5, 1.0]), st.sampled_from([0.0, 0.5, 1.0])),
        min_size=12,
        max_size=40,
    )
)
def test_paired_bootstrap_interval_matches_scipy(pairs: list[tuple[float, float]]) -> None:
    a, b = [x for x, _ in pairs], [y for _, y in pairs]
    diffs = [x - y for x, y in pairs]
    assume(len(set(diffs)) > 1)
    observed, (lo, hi), _ = paired_bootstrap(a, b, n_boot=N_BOOT, seed=1)
    ref = scipy_stats.bootstrap(
        (a, b),
        lambda x, y, axis: (x - y).mean(axis=axis),
        paired=True,
        n_resamples=N_BOOT,
        method="percentile",
        rng=2,
    ).confidence_interval
    assert observed == pytest.approx(sum(diffs) / len(diffs))
    assert (lo, hi) == pytest.approx((ref.low, ref.high), abs=_tolerance(diffs))
