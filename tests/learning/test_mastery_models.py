"""The mastery models as pure functions: the contract's EWMA exactly, Beta evidence, BKT."""

from __future__ import annotations

import math

import pytest

from assay.errors import ConfigError
from assay.learning._mastery_models import (
    BayesianKnowledgeTracing,
    BetaEvidence,
    Ewma,
    beta_lower_bound,
    ewma,
    make_mastery_model,
)


def fold(model, scores):
    state = None
    values = []
    for score in scores:
        value, state = model.update(state, score)
        values.append(value)
    return values, state


def test_ewma_is_the_contract_formula() -> None:
    assert ewma(0.5, 1.0) == pytest.approx(0.4 * 0.5 + 0.6 * 1.0)
    model = Ewma()
    values, _ = fold(model, [0.7, 0.3, 0.95])
    expected, current = [], 0.0
    for score in [0.7, 0.3, 0.95]:
        current = 0.4 * current + 0.6 * score
        expected.append(current)
    assert values == pytest.approx(expected)


def test_ewma_first_answer_starts_from_zero_so_mastered_takes_three_perfect_answers() -> None:
    model = Ewma()
    assert model.initial == 0.0
    values, state = fold(model, [1.0, 1.0])
    assert values == pytest.approx([0.6, 0.84])
    assert not model.mastered(state)
    values, state = fold(model, [1.0, 1.0, 1.0])
    assert values[-1] == pytest.approx(0.936)
    assert model.mastered(state)


def test_ewma_prior_is_a_setting() -> None:
    model = make_mastery_model("ewma", prior=0.5)
    value, _ = model.update(None, 1.0)
    assert value == pytest.approx(0.8)


def test_scores_are_clamped() -> None:
    for model in (Ewma(), BetaEvidence(), BayesianKnowledgeTracing()):
        high, _ = model.update(None, 7.0)
        same, _ = model.update(None, 1.0)
        low, _ = model.update(None, -3.0)
        zero, _ = model.update(None, 0.0)
        assert high == pytest.approx(same) and low == pytest.approx(zero)
        nan, _ = model.update(None, math.nan)
        assert 0.0 <= nan <= 1.0


def test_beta_lower_bound_matches_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    for a, b in [(1, 1), (2, 5), (11, 1), (20.5, 3.25), (0.7, 0.4), (150, 40)]:
        assert beta_lower_bound(a, b, 0.05) == pytest.approx(stats.beta.ppf(0.05, a, b), abs=1e-7)


def test_beta_gate_needs_a_streak_not_one_lucky_answer() -> None:
    model = BetaEvidence()
    _, state = fold(model, [1.0])
    assert model.mastery(state) > 0.6
    assert not model.mastered(state)  # one answer: the lower bound is far below the gate
    _, state = fold(model, [1.0] * 12)
    assert model.mastered(state)
    _, state = fold(model, [1.0] * 12 + [0.0] * 3)
    assert not model.mastered(state)  # forgetting lets failures pull it back


def test_bkt_soft_evidence_moves_between_the_hard_updates() -> None:
    model = BayesianKnowledgeTracing()
    right, _ = model.update(None, 1.0)
    wrong, _ = model.update(None, 0.0)
    half, _ = model.update(None, 0.5)
    assert wrong < half < right
    _, state = fold(model, [1.0] * 6)
    assert model.mastered(state)
    assert 0.0 < model.predict(None) < 1.0


def test_a_model_takes_over_another_models_mastery() -> None:
    carried = {"carried_mastery": 0.7, "carried_from": "ewma"}
    for model in (Ewma(), BetaEvidence(), BayesianKnowledgeTracing()):
        assert model.mastery(carried) == pytest.approx(0.7)


def test_unknown_model_names() -> None:
    with pytest.raises(ValueError, match="ewma, beta, bkt"):
        make_mastery_model("elo")


def test_an_invalid_model_setting_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from assay.learning._settings_store import get_learning_store_settings, read_store_settings

    monkeypatch.setenv("ASSAY_LEARN_MASTERY_MODEL", "elo")
    get_learning_store_settings.cache_clear()
    try:
        with pytest.raises(ConfigError, match="ASSAY_LEARN_MASTERY_MODEL"):
            read_store_settings()
    finally:
        get_learning_store_settings.cache_clear()
