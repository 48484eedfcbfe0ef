from __future__ import annotations

import pytest

from assay.bench._analysis import analyse
from assay.bench._models import Trial, TrialStatus

C, W, API = TrialStatus.CORRECT, TrialStatus.WRONG_ANSWER, TrialStatus.API_ERROR


def trial(prompt: str, question: int, status: TrialStatus, *, round: int = 1, model: str = "m") -> Trial:
    return Trial(
        prompt=prompt,
        model=model,
        round=round,
        question=question,
        status=status,
        question_text="q",
        expected="e",
    )


def test_clear_winner_is_named_with_exact_mcnemar() -> None:
    trials = [trial("p1", q, C) for q in range(1, 11)] + [
        trial("p2", q, C if q <= 2 else W) for q in range(1, 11)
    ]
    result = analyse(trials, rounds=1)
    (pair,) = result.pairs
    assert (pair.a_only, pair.b_only) == (8, 0)
    assert pair.p_value == pytest.approx(2 / 256)  # both tails of 8 discordant pairs all one way
    assert pair.significant and pair.test == "exact McNemar"
    assert result.best_prompt == {"m": "p1"}
    cells = {c.prompt: c for c in result.cells}
    assert cells["p1"].accuracy == 1.0 and cells["p2"].accuracy == pytest.approx(0.2)
    assert cells["p2"].error_breakdown == {"wrong_answer": 8}
    assert cells["p1"].interval_method == "wilson"


def test_small_lead_is_not_a_winner_and_says_how_many_questions() -> None:
    trials = [trial("p1", q, C if q <= 6 else W) for q in range(1, 11)]
    trials += [trial("p2", q, C if q <= 4 else W) for q in range(1, 11)]
    result = analyse(trials, rounds=1)
    assert result.best_prompt == {"m": None}
    assert result.verdict["m"].startswith("no detectable difference")
    assert result.pairs[0].questions_needed is not None
    assert "questions" in result.verdict["m"]


def test_api_errors_are_counted_apart_and_left_out_of_accuracy() -> None:
    trials = [trial("p1", 1, C), trial("p1", 2, API), trial("p1", 3, W)]
    (cell,) = analyse(trials, rounds=1).cells
    assert cell.api_errors == 1 and cell.scored == 2 and cell.accuracy == 0.5
    assert cell.error_breakdown == {"api_error": 1, "wrong_answer": 1}


def test_rounds_give_pass_at_k_stability_and_bootstrap() -> None:
    # question 1: pass, pass, fail; question 2: fail x3; question 3: pass x3
    outcomes = {1: [C, C, W], 2: [W, W, W], 3: [C, C, C]}
    trials = [trial("p1", q, s, round=r + 1) for q, ss in outcomes.items() for r, s in enumerate(ss)]
    result = analyse(trials, rounds=3)
    (cell,) = result.cells
    assert cell.stability == {"flaky": 1, "stable_fail": 1, "stable_pass": 1}
    # pass@1 = mean(2/3, 0, 1) ; pass@2 = mean(1 - C(1,2)/C(3,2)=1, 0, 1) ; pass^2 = mean(C(2,2)/3, 0, 1)
    assert cell.pass_at_k[1] == pytest.approx((2 / 3 + 0 + 1) / 3)
    assert cell.pass_at_k[2] == pytest.approx(2 / 3)
    assert cell.pass_hat_k[2] == pytest.approx((1 / 3 + 0 + 1) / 3)
    assert cell.interval_method == "bootstrap over questions"
    assert result.position_accuracy["m"]["p1"] == pytest.approx([2 / 3, 0.0, 1.0])


def test_multi_round_pairs_use_bootstrap_and_sign_test_with_holm() -> None:
    trials = []
    for r in (1, 2):
        trials += [trial("a", q, C, round=r) for q in range(1, 13)]
        trials += [trial("b", q, W, round=r) for q in range(1, 13)]
        trials += [trial("c", q, C if q == 1 else W, round=r) for q in range(1, 13)]
    result = analyse(trials, rounds=2, seed=3)
    assert len(result.pairs) == 3
    ab = next(p for p in result.pairs if {p.a, p.b} == {"a", "b"})
    assert ab.test == "paired bootstrap + sign test"
    assert ab.p_value == pytest.approx(2 / 4096)  # the sign test dominates: 12 of 12 one way
    assert ab.p_adjusted == pytest.approx(min(1.0, 3 * 2 / 4096))  # smallest of three → ×3
    ac = next(p for p in result.pairs if {p.a, p.b} == {"a", "c"})
    assert ac.p_value == pytest.approx(2 / 2048)  # question 1 ties; 11 of 11 untied favour a
    assert ac.p_adjusted == pytest.approx(2 * ac.p_value) and ac.significant
    assert result.best_prompt["m"] == "a"


def test_a_lead_that_does_not_survive_holm_is_no_winner() -> None:
    trials = []
    for r in (1, 2):
        trials += [trial("a", q, C, round=r) for q in range(1, 13)]
        trials += [trial("b", q, W, round=r) for q in range(1, 13)]
        trials += [trial("c", q, C if q % 2 else W, round=r) for q in range(1, 13)]
    result = analyse(trials, rounds=2, seed=3)
    ac = next(p for p in result.pairs if {p.a, p.b} == {"a", "c"})
    assert ac.p_value == pytest.approx(2 / 64)  # 6 of 6 untied: significant alone ...
    assert not ac.significant  # ... but not after Holm's ×2
    assert result.best_prompt["m"] is None


def test_nothing_scored_names_no_winner_and_claims_no_agreement() -> None:
    trials = [trial(p, q, API) for p in ("p1", "p2", "p3") for q in range(1, 18)]
    result = analyse(trials, rounds=1)
    assert result.scored == 0
    assert result.best_prompt == {"m": None}
    assert result.verdict["m"].startswith("nothing was scored")
    assert "agree" not in result.verdict["m"]
    assert all(c.accuracy is None for c in result.cells)


def test_one_prompt_all_api_errors_is_not_beaten_or_agreed_with() -> None:
    trials = [trial("p1", q, C) for q in range(1, 11)] + [trial("p2", q, API) for q in range(1, 11)]
    result = analyse(trials, rounds=1)
    assert result.best_prompt == {"m": None}
    assert "only p1 has scored trials" in result.verdict["m"]
    cells = {c.prompt: c for c in result.cells}
    assert cells["p2"].accuracy is None and cells["p2"].api_error_breakdown == {"other": 10}


def test_single_prompt_with_nothing_scored_is_not_best() -> None:
    result = analyse([trial("p1", 1, API)], rounds=1)
    assert result.best_prompt == {"m": None} and result.verdict["m"].startswith("nothing was scored")


def test_questions_needed_accounts_for_holm() -> None:
    from assay.bench._stats import questions_needed

    trials = [trial("p1", q, C if q <= 6 else W) for q in range(1, 11)]
    trials += [trial("p2", q, C if q <= 4 else W) for q in range(1, 11)]
    two = analyse(trials, rounds=1)
    trials += [trial("p3", q, C if q <= 4 else W) for q in range(1, 11)]
    three = analyse(trials, rounds=1)
    p12_two = next(p for p in two.pairs if {p.a, p.b} == {"p1", "p2"})
    p12_three = next(p for p in three.pairs if {p.a, p.b} == {"p1", "p2"})
    assert p12_two.questions_needed == questions_needed(2, 0, 10, alpha=0.05)
    assert p12_three.questions_needed == questions_needed(2, 0, 10, alpha=0.05 / 3)  # Holm's first step
    assert p12_three.questions_needed > p12_two.questions_needed
    assert "Holm over 3 pairs" in three.verdict["m"]


def test_position_accuracy_is_per_model() -> None:
    trials = [trial("p1", 1, C, model="a"), trial("p1", 1, W, model="b"), trial("p1", 2, C, model="b")]
    result = analyse(trials, rounds=1)
    assert result.position_accuracy == {"a": {"p1": [1.0, None]}, "b": {"p1": [0.0, 1.0]}}
