"""Mastery models: pure functions from (state, score) to (mastery, state). See docs/learning.md, "Mastery".

Every model keeps a small JSON-able state (stored beside the mastery value) and answers three
questions: the mastery to show (:meth:`MasteryModel.mastery`), the probability that the next
answer is correct (:meth:`MasteryModel.predict`, what the benchmark scores), and whether the
learner has mastered the concept (:meth:`MasteryModel.mastered`, the model's own gate).

* ``ewma`` (default, the project contract): ``new = 0.4 * current + 0.6 * score``. ``current`` for a
  learner's first answer is ``0.0``: no evidence yet is no mastery, so a single perfect answer gives
  0.6 and MASTERED (mastery ≥ 0.9) takes three perfect answers in a row (0.6, 0.84, 0.936), not one
  lucky one. ``ASSAY_LEARN_MASTERY_PRIOR`` changes it.
* ``beta``: Beta evidence with forgetting. Each score is soft evidence (``a += e``, ``b += 1 - e``,
  ``e`` the score rescaled so that 0.8 and above is a full success and 0.4 and below a full
  failure) after both counts decay by ``decay`` (old answers weigh less, so a learner can improve or
  regress); mastery is the posterior mean; MASTERED needs the lower 10 % credible bound ≥ 0.7, so
  a short lucky streak does not pass the gate but a long one does.
* ``bkt``: Bayesian Knowledge Tracing with soft evidence: the score is the probability that the
  answer was correct, the update mixes the correct and incorrect likelihoods by it; mastery is
  P(known); MASTERED at P(known) ≥ 0.95 (the usual BKT criterion).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Protocol

__all__ = [
    "MASTERED_THRESHOLD",
    "MASTERY_MODELS",
    "BayesianKnowledgeTracing",
    "BetaEvidence",
    "Ewma",
    "MasteryModel",
    "beta_lower_bound",
    "clamp01",
    "ewma",
    "make_mastery_model",
]

#: Mastery at which the contract calls a concept mastered (the decision table's top row).
MASTERED_THRESHOLD = 0.9


def clamp01(value: float) -> float:
    """``value`` clamped to [0, 1] (NaN counts as 0)."""
    if math.isnan(value):
        return 0.0
    return max(0.0, min(1.0, value))


def ewma(current: float, score: float, weight: float = 0.6) -> float:
    """The contract's update ``new = (1 - weight) * current + weight * score`` (weight 0.6)."""
    return (1.0 - weight) * current + weight * score


class MasteryModel(Protocol):
    """A mastery model. ``state`` is ``None`` before a learner's first answer on a concept."""

    @property
    def name(self) -> str: ...

    @property
    def initial(self) -> float:
        """The mastery before any answer."""
        ...

    def update(self, state: dict[str, Any] | None, score: float) -> tuple[float, dict[str, Any]]:
        """The mastery and state after an answer scored ``score`` (0..1)."""
        ...

    def mastery(self, state: dict[str, Any] | None) -> float: ...

    def predict(self, state: dict[str, Any] | None) -> float:
        """The probability that the next answer is correct."""
        ...

    def mastered(self, state: dict[str, Any] | None) -> bool: ...


def _carried(state: dict[str, Any] | None) -> float | None:
    """The mastery a row written by another model carries over (see the repository), if any."""
    if state is not None and "carried_mastery" in state:
        return clamp01(float(state["carried_mastery"]))
    return None


@dataclass(frozen=True)
class Ewma:
    """The contract's weighted moving average; ``prior`` is ``current`` for a first answer."""

    weight: float = 0.6
    prior: float = 0.0
    threshold: float = MASTERED_THRESHOLD
    name: str = "ewma"

    @property
    def initial(self) -> float:
        return self.prior

    def _current(self, state: dict[str, Any] | None) -> float:
        if state is None:
            return self.prior
        carried = _carried(state)
        return carried if carried is not None else float(state["mastery"])

    def update(self, state: dict[str, Any] | None, score: float) -> tuple[float, dict[str, Any]]:
        new = clamp01(ewma(self._current(state), clamp01(score), self.weight))
        return new, {"mastery": new}

    def mastery(self, state: dict[str, Any] | None) -> float:
        return self._current(state)

    def predict(self, state: dict[str, Any] | None) -> float:
        return self._current(state)

    def mastered(self, state: dict[str, Any] | None) -> bool:
        return self._current(state) >= self.threshold


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-12:
            break
    return h


def _beta_cdf(x: float, a: float, b: float) -> float:
    """The regularised incomplete beta function I_x(a, b) (the Beta(a, b) CDF)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    front = math.exp(log_front)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def beta_lower_bound(a: float, b: float, mass: float = 0.05) -> float:
    """The ``mass`` quantile of Beta(a, b) (bisection on the CDF; 1e-9 precise)."""
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2.0
        if _beta_cdf(mid, a, b) < mass:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


@dataclass(frozen=True)
class BetaEvidence:
    """Beta evidence with exponential forgetting; MASTERED when the lower credible bound passes ``gate``.

    ``prior_a``/``prior_b`` is the evidence before any answer (Beta(1, 1): uniform); ``decay``
    multiplies both counts before each answer, so at most ``1 / (1 - decay)`` answers' worth of
    evidence is kept (20 at 0.95). MASTERED when the ``mass`` quantile (the lower end of the 80 %
    credible interval) is at least ``gate``: seven perfect answers in a row, sixteen at 0.9.
    """

    decay: float = 0.95
    prior_a: float = 1.0
    prior_b: float = 1.0
    gate: float = 0.7
    mass: float = 0.1
    correct_at: float = 0.8
    wrong_at: float = 0.4
    name: str = "beta"

    def evidence(self, score: float) -> float:
        """The success a score is worth: 1 at ``correct_at`` (the contract's CORRECT) and above, 0 at
        ``wrong_at`` (an alert) and below, linear between. A grader's 0.85 for a right answer is a
        success, not 85 % of one: otherwise no run of right answers could ever pass the gate."""
        return clamp01((clamp01(score) - self.wrong_at) / (self.correct_at - self.wrong_at))

    @property
    def initial(self) -> float:
        return self.prior_a / (self.prior_a + self.prior_b)

    def _ab(self, state: dict[str, Any] | None) -> tuple[float, float]:
        if state is None:
            return self.prior_a, self.prior_b
        carried = _carried(state)
        if carried is not None:  # another model's mastery, worth the prior's weight of evidence
            total = self.prior_a + self.prior_b
            return max(carried * total, 1e-3), max((1.0 - carried) * total, 1e-3)
        return float(state["a"]), float(state["b"])

    def update(self, state: dict[str, Any] | None, score: float) -> tuple[float, dict[str, Any]]:
        a, b = self._ab(state)
        s = self.evidence(score)
        # Forget towards the prior, not towards zero: an idle learner returns to "unknown".
        a = self.decay * a + (1.0 - self.decay) * self.prior_a + s
        b = self.decay * b + (1.0 - self.decay) * self.prior_b + (1.0 - s)
        return a / (a + b), {"a": a, "b": b}

    def mastery(self, state: dict[str, Any] | None) -> float:
        a, b = self._ab(state)
        return a / (a + b)

    def predict(self, state: dict[str, Any] | None) -> float:
        return self.mastery(state)

    def lower_bound(self, state: dict[str, Any] | None) -> float:
        a, b = self._ab(state)
        return beta_lower_bound(a, b, self.mass)

    def mastered(self, state: dict[str, Any] | None) -> bool:
        # lower bound >= gate  <=>  P(mastery < gate) <= mass: one CDF evaluation, no bisection.
        a, b = self._ab(state)
        return _beta_cdf(self.gate, a, b) <= self.mass


@dataclass(frozen=True)
class BayesianKnowledgeTracing:
    """BKT (Corbett & Anderson) with the score as soft evidence of a correct answer."""

    p_init: float = 0.2
    p_transit: float = 0.15
    p_slip: float = 0.1
    p_guess: float = 0.2
    gate: float = 0.95
    name: str = "bkt"

    @property
    def initial(self) -> float:
        return self.p_init

    def _known(self, state: dict[str, Any] | None) -> float:
        if state is None:
            return self.p_init
        carried = _carried(state)
        return carried if carried is not None else float(state["p_known"])

    def update(self, state: dict[str, Any] | None, score: float) -> tuple[float, dict[str, Any]]:
        known = self._known(state)
        s = clamp01(score)
        # P(observation | state) mixes the correct and incorrect likelihoods by the score.
        if_known = s * (1.0 - self.p_slip) + (1.0 - s) * self.p_slip
        if_unknown = s * self.p_guess + (1.0 - s) * (1.0 - self.p_guess)
        evidence = known * if_known + (1.0 - known) * if_unknown
        posterior = known * if_known / evidence if evidence > 0 else known
        new = clamp01(posterior + (1.0 - posterior) * self.p_transit)
        return new, {"p_known": new}

    def mastery(self, state: dict[str, Any] | None) -> float:
        return self._known(state)

    def predict(self, state: dict[str, Any] | None) -> float:
        known = self._known(state)
        return known * (1.0 - self.p_slip) + (1.0 - known) * self.p_guess

    def mastered(self, state: dict[str, Any] | None) -> bool:
        return self._known(state) >= self.gate


MASTERY_MODELS = ("ewma", "beta", "bkt")


def make_mastery_model(name: str, *, prior: float = 0.0) -> MasteryModel:
    """The model called ``name`` (one of :data:`MASTERY_MODELS`); ``prior`` is EWMA's first ``current``.

    Raises:
        ValueError: an unknown name (settings validate it before it gets here).
    """
    if name == "ewma":
        return Ewma(prior=prior)
    if name == "beta":
        return BetaEvidence()
    if name == "bkt":
        return BayesianKnowledgeTracing()
    raise ValueError(f"unknown mastery model {name!r}; choose one of {', '.join(MASTERY_MODELS)}")
