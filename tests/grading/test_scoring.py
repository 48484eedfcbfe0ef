"""The rubric: examples, big-O parsing, human-review reasons, and hypothesis properties over the whole
input space (a correct solution always outscores an incorrect one)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assay.grading._models import (
    Approach,
    ComplexityRequirement,
    Finding,
    FindingCategory,
    HumanReviewReason,
    ReviewReport,
    ScoreInputs,
    Severity,
)
from assay.grading._scoring import (
    PASS_MARK,
    complexity_rank,
    compute_rubric,
    human_review_reasons,
    meets,
    score,
)
from tests.grading.judged import Fit, Judged, Report, Result, error


def judged(verdicts: list[str], hidden_from: int = 4) -> Judged:
    tests = [Result(index=i, hidden=i >= hidden_from, verdict=v) for i, v in enumerate(verdicts)]
    passed = sum(v == "AC" for v in verdicts)
    overall = "AC" if passed == len(verdicts) else next(v for v in verdicts if v != "AC")
    return Judged(overall, tests, passed, len(verdicts) - passed)


CLEAN = ReviewReport(parsed=True, approach=Approach(name="sliding window", techniques=["sliding window"]))
REQ = ComplexityRequirement(time="O(n)", space="O(n)")


# --- big-O notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("notation", "rank"),
    [
        ("O(1)", 0),
        ("O(26)", 0),
        ("O(log n)", 1),
        ("O(log(n))", 1),
        ("O(n)", 2),
        ("O(N)", 2),
        ("O(m+n)", 2),
        ("O(V + E)", 2),
        ("O(min(m,n))", 2),
        ("O(k)", 2),
        ("O(n log n)", 3),
        ("O(nlogn)", 3),
        ("O((m+n) log(m+n))", 3),
        ("O(n^2)", 4),
        ("O(n²)", 4),
        ("O(n**2)", 4),
        ("O(m*n)", 4),
        ("O(n^3)", 5),
        ("O(2^n)", 6),
        ("O(n!)", 7),
        ("fast", None),
        ("", None),
        (None, None),
    ],
)
def test_complexity_rank(notation: str | None, rank: float | None) -> None:
    assert complexity_rank(notation) == rank


def test_meets() -> None:
    assert meets("O(n)", "O(n)") is True
    assert meets("O(log n)", "O(n)") is True
    assert meets("O(n^2)", "O(n)") is False
    assert meets(None, "O(n)") is None
    assert meets("O(n)", "whatever") is None


# --- examples ------------------------------------------------------------------------------------


def test_correct_optimal_clean_solution_scores_full_marks() -> None:
    rubric = score(
        judge=judged(["AC"] * 10),
        complexity=Report(Fit("O(n)"), Fit("O(1)")),
        requirement=REQ,
        review=CLEAN,
    )
    assert (rubric.correctness, rubric.complexity, rubric.implementation, rubric.total) == (40, 30, 30, 100)
    assert rubric.passed
    assert rubric.notes == []


def test_correct_quadratic_loses_complexity_points_only() -> None:
    rubric = score(
        judge=judged(["AC"] * 10),
        complexity=Report(Fit("O(n^2)"), Fit("O(n)")),
        requirement=REQ,
        review=CLEAN,
    )
    assert rubric.correctness == 40
    # n -> n^2 is two classes off (n log n lies between): 20% of 20 time points, softened by the
    # 5% uncertainty of the fit, plus the full 10 space points.
    assert rubric.complexity == 14
    assert rubric.implementation == 30
    assert rubric.passed
    assert any("slower than the required O(n)" in n for n in rubric.notes)


def test_one_class_off_gets_half_the_time_points() -> None:
    sure = Report(Fit("O(n log n)", confidence=1.0), Fit("O(n)", confidence=1.0))
    rubric = score(judge=judged(["AC"] * 10), complexity=sure, requirement=REQ, review=CLEAN)
    assert rubric.complexity == 10 + 10


def test_buggy_linear_solution_is_capped_and_fails() -> None:
    rubric = score(
        judge=judged(["AC"] * 9 + ["WA"]),
        complexity=Report(Fit("O(n)"), Fit("O(1)")),
        requirement=REQ,
        review=CLEAN,
    )
    assert rubric.correctness == 36
    assert rubric.complexity <= 5
    assert rubric.implementation <= 5
    assert not rubric.passed
    assert any("1 of 10 tests failed" in n for n in rubric.notes)


def test_correct_quadratic_beats_buggy_linear() -> None:
    quadratic = score(
        judge=judged(["AC"] * 10), complexity=Report(Fit("O(n^2)")), requirement=REQ, review=CLEAN
    )
    buggy = score(
        judge=judged(["AC"] * 9 + ["RE"]), complexity=Report(Fit("O(n)")), requirement=REQ, review=CLEAN
    )
    assert quadratic.total > buggy.total


def test_nothing_executed_scores_no_correctness() -> None:
    rubric = score(judge=None, complexity=None, requirement=REQ, review=CLEAN)
    assert rubric.correctness == 0 and rubric.complexity == 0
    assert not rubric.passed
    assert any("No test could be run" in n for n in rubric.notes)


def test_findings_cost_implementation_points_once_or_twice_per_rule() -> None:
    def finding(rule: str, severity: Severity, line: int) -> Finding:
        return Finding(
            rule=rule,
            category=FindingCategory.IDIOMS,
            severity=severity,
            line=line,
            message="m",
            suggestion="s",
        )

    many = [finding("compare-none", Severity.MINOR, line) for line in range(1, 20)]
    review = ReviewReport(
        parsed=True, approach=CLEAN.approach, findings=[*many, finding("bare-except", Severity.MAJOR, 30)]
    )
    rubric = score(judge=judged(["AC"] * 4), complexity=Report(Fit("O(n)")), requirement=REQ, review=review)
    assert rubric.implementation == 30 - 6 - 2 * 2


def test_missing_concept_costs_points_when_recognisable() -> None:
    nested = ReviewReport(
        parsed=True, approach=Approach(name="brute force", techniques=["brute force (nested loops)"])
    )
    with_concept = score(
        judge=judged(["AC"] * 4),
        complexity=Report(Fit("O(n)")),
        requirement=REQ,
        review=nested,
        concepts=["sliding window"],
    )
    without = score(judge=judged(["AC"] * 4), complexity=Report(Fit("O(n)")), requirement=REQ, review=nested)
    assert with_concept.implementation == without.implementation - 3


def test_unmeasured_time_and_space_get_half_and_the_notes_say_so() -> None:
    rubric = score(judge=judged(["AC"] * 4), complexity=None, requirement=REQ, review=CLEAN)
    assert rubric.complexity == 10 + 5
    assert any("Time complexity was not measured" in n for n in rubric.notes)
    assert any("Space complexity was not measured" in n for n in rubric.notes)
    # Nothing required, nothing withheld: a question without a space requirement keeps all 10.
    no_space = score(
        judge=judged(["AC"] * 4),
        complexity=Report(Fit("O(n)")),
        requirement=ComplexityRequirement(time="O(n)"),
        review=CLEAN,
    )
    assert no_space.complexity == 30 and not any("Space" in n for n in no_space.notes)


def test_measured_extra_space_over_the_requirement_loses_space_points() -> None:
    copies = score(
        judge=judged(["AC"] * 4),
        complexity=Report(Fit("O(n)"), Fit("O(n)")),
        requirement=ComplexityRequirement(time="O(n)", space="O(1)"),
        review=CLEAN,
    )
    in_place = score(
        judge=judged(["AC"] * 4),
        complexity=Report(Fit("O(n)"), Fit("O(1)")),
        requirement=ComplexityRequirement(time="O(n)", space="O(1)"),
        review=CLEAN,
    )
    assert in_place.complexity == 30 and copies.complexity <= 22
    assert any("Measured space O(n) is slower than the required O(1)" in n for n in copies.notes)


def test_notes_say_where_implementation_points_went() -> None:
    findings = [
        Finding(
            rule=f"rule-{i}",
            category=FindingCategory.STRUCTURE,
            severity=Severity.MAJOR,
            line=i + 1,
            message="m",
            suggestion="s",
        )
        for i in range(4)
    ]
    messy = ReviewReport(parsed=True, findings=findings, approach=Approach(name="single pass"))
    rubric = score(judge=judged(["AC"] * 4), complexity=Report(Fit("O(n)")), requirement=REQ, review=messy)
    assert rubric.implementation == 10  # 30 - 4 x 6 = 6, raised to the floor of a correct solution
    note = next(n for n in rubric.notes if n.startswith("Implementation:"))
    assert "20 of 30 points taken off" in note and "4 major findings (-6 each)" in note
    assert "keeps at least 10" in note
    clean = score(judge=judged(["AC"] * 4), complexity=Report(Fit("O(n)")), requirement=REQ, review=CLEAN)
    assert clean.implementation == 30 and not any(n.startswith("Implementation:") for n in clean.notes)


def test_compile_error_and_not_run_tests_are_named_in_the_notes() -> None:
    ce = compute_rubric(ScoreInputs(tests_total=5, tests_passed=0, compile_error=True))
    assert ce.correctness == 0 and any("does not compile" in n for n in ce.notes)
    stopped = compute_rubric(ScoreInputs(tests_total=19, tests_passed=0, tests_not_run=18))
    assert any("1 of 19 tests failed and 18 were not run" in n for n in stopped.notes)
    assert stopped.correctness == 0 and not stopped.passed


def test_uncertain_fit_softens_a_penalty_but_never_a_reward() -> None:
    sure = compute_rubric(
        ScoreInputs(tests_total=4, tests_passed=4, time_measured="O(n^2)", time_required="O(n)")
    )
    unsure = compute_rubric(
        ScoreInputs(
            tests_total=4, tests_passed=4, time_measured="O(n^2)", time_confidence=0.2, time_required="O(n)"
        )
    )
    meets_unsure = compute_rubric(
        ScoreInputs(
            tests_total=4, tests_passed=4, time_measured="O(n)", time_confidence=0.1, time_required="O(n)"
        )
    )
    assert sure.complexity < unsure.complexity < 30
    assert meets_unsure.complexity == 30


def test_verdict_enum_values_are_accepted() -> None:
    from assay.judge import Verdict

    tests = [Result(0, False, Verdict.AC), Result(1, True, Verdict.WA)]
    rubric = score(
        judge=Judged(Verdict.WA, tests, 1, 1), complexity=Report(Fit("O(n)")), requirement=REQ, review=CLEAN
    )
    assert rubric.correctness == 20


# --- properties over the whole input space ---------------------------------------------------------

CLASSES = ["O(1)", "O(log n)", "O(n)", "O(n log n)", "O(n^2)", "O(n^3)", "O(2^n)", "O(n!)", "unknown"]
maybe_class = st.one_of(st.none(), st.sampled_from(CLASSES))
confidence = st.floats(min_value=0.0, max_value=1.0)


@st.composite
def inputs(draw: st.DrawFn, *, correct: bool | None = None) -> ScoreInputs:
    total = draw(st.integers(min_value=0 if correct is None else 1, max_value=200))
    if correct is True:
        passed = total
    elif correct is False:
        total = max(total, 1)
        passed = draw(st.integers(min_value=0, max_value=total - 1))
    else:
        passed = draw(st.integers(min_value=0, max_value=total))
    return ScoreInputs(
        tests_total=total,
        tests_passed=passed,
        time_measured=draw(maybe_class),
        time_confidence=draw(confidence),
        time_required=draw(maybe_class),
        space_measured=draw(maybe_class),
        space_confidence=draw(confidence),
        space_required=draw(maybe_class),
        majors=draw(st.integers(min_value=0, max_value=40)),
        minors=draw(st.integers(min_value=0, max_value=40)),
        infos=draw(st.integers(min_value=0, max_value=40)),
        concepts_missing=draw(st.integers(min_value=0, max_value=5)),
    )


@given(inputs(correct=True), inputs(correct=False))
def test_a_correct_solution_always_outscores_an_incorrect_one(good: ScoreInputs, bad: ScoreInputs) -> None:
    assert compute_rubric(good).total > compute_rubric(bad).total


@given(inputs())
def test_rubric_bounds_and_pass_rule(facts: ScoreInputs) -> None:
    rubric = compute_rubric(facts)
    assert 0 <= rubric.correctness <= 40
    assert 0 <= rubric.complexity <= 30
    assert 0 <= rubric.implementation <= 30
    assert rubric.total == rubric.correctness + rubric.complexity + rubric.implementation
    assert rubric.passed == (facts.all_passed and rubric.total >= PASS_MARK)


@given(inputs(correct=False))
def test_a_failing_submission_never_collects_full_points(facts: ScoreInputs) -> None:
    rubric = compute_rubric(facts)
    assert rubric.correctness < 40
    assert rubric.complexity < 30
    assert rubric.implementation < 30
    assert not rubric.passed


@given(inputs(), st.integers(min_value=1, max_value=50))
def test_passing_more_tests_never_lowers_the_score(facts: ScoreInputs, extra: int) -> None:
    better = facts.model_copy(update={"tests_passed": min(facts.tests_total, facts.tests_passed + extra)})
    assert compute_rubric(better).total >= compute_rubric(facts).total


@given(inputs(correct=True), st.sampled_from(CLASSES[:-1]), st.sampled_from(CLASSES[:-1]))
def test_a_faster_measured_class_never_scores_lower(facts: ScoreInputs, one: str, other: str) -> None:
    fast, slow = sorted([one, other], key=lambda c: complexity_rank(c) or 0)
    quick = facts.model_copy(update={"time_measured": fast})
    sluggish = facts.model_copy(update={"time_measured": slow})
    assert compute_rubric(quick).complexity >= compute_rubric(sluggish).complexity


# --- human review ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)"))}, []),
        ({"judge": None, "complexity": None}, [HumanReviewReason.NOTHING_EXECUTED]),
        (
            {"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)")), "translated_by_model": True},
            [HumanReviewReason.TRANSLATED_BY_MODEL],
        ),
        (
            {"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)", confidence=0.3))},
            [HumanReviewReason.UNCERTAIN_COMPLEXITY],
        ),
        (
            {"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)"), Fit("O(1)", confidence=0.1))},
            [HumanReviewReason.UNCERTAIN_COMPLEXITY],
        ),
        ({"judge": judged(["AC"] * 4), "complexity": None}, [HumanReviewReason.COMPLEXITY_NOT_MEASURED]),
        # an uncertain fit on a failing submission changes nothing that matters
        ({"judge": judged(["AC", "WA"]), "complexity": Report(Fit("O(n)", confidence=0.3))}, []),
        ({"judge": judged(["AC", "IE"]), "complexity": None}, [HumanReviewReason.JUDGE_INTERNAL_ERROR]),
        (
            {"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)")), "model_disagrees": True},
            [HumanReviewReason.MODEL_DISAGREES],
        ),
        (
            {
                "judge": judged(["AC"] * 4),
                "complexity": Report(Fit("O(n)")),
                "model_time_complexity": "O(n^2)",
            },
            [HumanReviewReason.MODEL_DISAGREES],
        ),
        (
            {"judge": judged(["AC"] * 4), "complexity": Report(Fit("O(n)")), "model_time_complexity": "O(N)"},
            [],
        ),
        (
            {"judge": Judged("CE", [], 0, 0, error("SyntaxError", "bad", 3, 1)), "complexity": None},
            [],
        ),
        ({"judge": Judged("IE", [], 0, 0), "complexity": None}, [HumanReviewReason.NOTHING_EXECUTED]),
    ],
)
def test_human_review_reasons(kwargs: dict[str, Any], expected: list[HumanReviewReason]) -> None:
    assert human_review_reasons(**kwargs) == expected
