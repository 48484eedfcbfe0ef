"""Statistics for comparing prompts and models: pure functions, no I/O.

Everything here works on plain numbers so that it can be checked against hand-computed values:
Wilson intervals for one round, bootstrap intervals over questions for several rounds, the unbiased
pass@k estimator of Chen et al. (2021) and pass^k, per-question stability, and paired comparisons
(exact McNemar, sign test, paired bootstrap) with Holm's correction across pairs.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from enum import StrEnum
from statistics import NormalDist

__all__ = [
    "Stability",
    "binomial_two_sided",
    "bootstrap_mean_ci",
    "holm",
    "mcnemar_exact",
    "paired_bootstrap",
    "pass_at_k",
    "pass_hat_k",
    "questions_needed",
    "sign_test",
    "stability",
    "wilson_interval",
]


def _resampled_means(values: Sequence[float], n_boot: int, rng: random.Random) -> list[float]:
    """Sorted means of ``n_boot`` resamples (with replacement) of ``values``."""
    n = len(values)
    return sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(n_boot))


def _percentile_interval(sorted_means: list[float], confidence: float) -> tuple[float, float]:
    alpha = (1 - confidence) / 2
    last = len(sorted_means) - 1
    return (sorted_means[math.floor(alpha * last)], sorted_means[math.ceil((1 - alpha) * last)])


def wilson_interval(successes: int, n: int, *, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion.

    Args:
        successes: number of successes.
        n: number of trials.
        confidence: two-sided confidence level.

    Returns:
        (low, high) in [0, 1]; (0, 1) when ``n`` is 0.
    """
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be within 0..{n}, got {successes}")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def bootstrap_mean_ci(
    per_question: Sequence[float],
    *,
    n_boot: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean, resampling questions.

    Each value is one question's score averaged over rounds, so the interval reflects
    question-to-question variation, the quantity that generalises to new questions.
    """
    values = list(per_question)
    if not values:
        return (0.0, 1.0)
    return _percentile_interval(_resampled_means(values, n_boot, random.Random(seed)), confidence)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k of Chen et al. (2021): P(at least one of k samples passes).

    Args:
        n: samples drawn for the question.
        c: samples that passed.
        k: budget of attempts, ``k <= n``.
    """
    if not 0 < k <= n:
        raise ValueError(f"k must be within 1..n={n}, got {k}")
    if not 0 <= c <= n:
        raise ValueError(f"c must be within 0..{n}, got {c}")
    if n - c < k:
        return 1.0
    return 1.0 - float(math.comb(n - c, k) / math.comb(n, k))


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k: P(all of k samples pass), estimated without bias as C(c, k) / C(n, k)."""
    if not 0 < k <= n:
        raise ValueError(f"k must be within 1..n={n}, got {k}")
    if not 0 <= c <= n:
        raise ValueError(f"c must be within 0..{n}, got {c}")
    return float(math.comb(c, k) / math.comb(n, k))


class Stability(StrEnum):
    """How a question behaved across rounds."""

    STABLE_PASS = "stable_pass"
    STABLE_FAIL = "stable_fail"
    FLAKY = "flaky"


def stability(outcomes: Sequence[bool]) -> Stability:
    """Classify one question's outcomes over rounds."""
    if not outcomes:
        raise ValueError("no outcomes")
    if all(outcomes):
        return Stability.STABLE_PASS
    if not any(outcomes):
        return Stability.STABLE_FAIL
    return Stability.FLAKY


def binomial_two_sided(k: int, n: int) -> float:
    """Exact two-sided binomial test of ``k`` successes in ``n`` trials against p = 0.5."""
    if n == 0:
        return 1.0
    tail = min(k, n - k)
    p = sum(math.comb(n, i) for i in range(tail + 1)) / (1 << n)
    return min(1.0, 2 * p)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Exact McNemar test for paired binary outcomes.

    Args:
        only_a: questions that A passed and B failed.
        only_b: questions that B passed and A failed.

    Returns:
        The two-sided p-value (1.0 when there are no discordant pairs).
    """
    return binomial_two_sided(only_a, only_a + only_b)


def sign_test(differences: Sequence[float]) -> float:
    """Two-sided sign test on paired differences; ties are dropped."""
    positive = sum(1 for d in differences if d > 0)
    negative = sum(1 for d in differences if d < 0)
    return binomial_two_sided(positive, positive + negative)


def paired_bootstrap(
    a: Sequence[float],
    b: Sequence[float],
    *,
    n_boot: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> tuple[float, tuple[float, float], float]:
    """Paired bootstrap of the mean difference ``a - b`` over questions.

    Returns:
        (observed mean difference, (low, high) percentile interval, two-sided p-value), where the
        p-value is twice the share of resampled differences on the far side of zero.
    """
    if len(a) != len(b):
        raise ValueError("paired samples must have the same length")
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    if n == 0:
        return (0.0, (0.0, 0.0), 1.0)
    observed = sum(diffs) / n
    means = _resampled_means(diffs, n_boot, random.Random(seed))
    interval = _percentile_interval(means, confidence)
    if observed == 0:
        return (observed, interval, 1.0)
    far = sum(1 for m in means if (m <= 0 if observed > 0 else m >= 0))
    return (observed, interval, min(1.0, 2 * far / n_boot))


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values, in the input order."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def questions_needed(
    only_a: int, only_b: int, n: int, *, alpha: float = 0.05, power: float = 0.8
) -> int | None:
    """Questions a paired comparison would need to detect the observed difference.

    Uses Connor's (1987) sample-size formula for McNemar's test with the discordance seen so far.
    Returns None when no difference was observed (no finite number would help).
    """
    if n <= 0:
        return None
    p10, p01 = only_a / n, only_b / n
    d = abs(p10 - p01)
    discordant = p10 + p01
    if d == 0:
        return None
    z_a = NormalDist().inv_cdf(1 - alpha / 2)
    z_b = NormalDist().inv_cdf(power)
    needed = (z_a * math.sqrt(discordant) + z_b * math.sqrt(discordant - d * d)) ** 2 / (d * d)
    return math.ceil(needed)
