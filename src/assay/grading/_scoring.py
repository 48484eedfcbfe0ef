"""The 40/30/30 rubric (pipeline step 7) and the reasons a grade needs a human look.

Pure functions. Two guarantees hold by construction and are property-tested:

* a submission that fails any test collects at most 39 + 5 + 5 = 49 points, while
* a submission that passes every test collects at least 40 + 0 + 10 = 50,

so a correct solution always outscores an incorrect one, whatever its complexity or style (a correct
O(n²) answer beats a buggy O(n) one). ``passed`` additionally needs a total of at least 70.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

from assay.grading._models import (
    ComplexityRequirement,
    HumanReviewReason,
    ReviewReport,
    Rubric,
    ScoreInputs,
    Severity,
)
from assay.grading._review import missing_concepts
from assay.judge import ComplexityReport, JudgeResult, Verdict

__all__ = [
    "PASS_MARK",
    "UNCERTAIN_CONFIDENCE",
    "complexity_rank",
    "compute_rubric",
    "human_review_reasons",
    "is_accepted",
    "is_skipped",
    "meets",
    "score",
    "score_inputs",
]

PASS_MARK = 70
#: Below this fit confidence a measured class is "uncertain": penalties soften and a human looks.
UNCERTAIN_CONFIDENCE = 0.6

_CORRECTNESS = 40
_TIME = 20
_SPACE = 10
_IMPLEMENTATION = 30
# Caps for a submission that fails tests, and the floor for one that passes them all; together they
# make "correct beats incorrect" hold for every input (see the module docstring).
_FAILING_COMPLEXITY_CAP = 5
_FAILING_IMPLEMENTATION_CAP = 5
_CORRECT_IMPLEMENTATION_FLOOR = 10
_MAJOR_COST = 6.0
_MINOR_COST = 2.0
_INFO_COST = 0.5
_CONCEPT_COST = 3.0
_MAX_CONCEPT_PENALTY = 6.0
# One rule repeated on many lines is one habit, not many problems.
_MAX_COUNT_PER_RULE = 2


# Ranks on the usual ladder; one step apart is "one class off".
_RANKS: dict[str, float] = {
    "1": 0,
    "Ln": 1,
    "LLn": 0.5,
    "Sn": 1.5,
    "n^0.5": 1.5,
    "n^1/2": 1.5,
    "n": 2,
    "nLn": 3,
    "Lnn": 3,
    "nL^2n": 3.5,
    "n^1.5": 3.5,
    "nSn": 3.5,
    "n^2": 4,
    "n^2Ln": 4.5,
    "n^3": 5,
    "n^4": 5.5,
    "2^n": 6,
    "n2^n": 6.5,
    "n!": 7,
    "n^n": 7.5,
}


def complexity_rank(notation: str | None) -> float | None:
    """Position of a big-O class on the ladder O(1) < O(log n) < O(n) < O(n log n) < O(n²) < ...

    Notation is read leniently: ``O(n^2)``, ``O(n²)``, ``O(n**2)``, ``O(N)``, ``O(nlogn)``,
    ``O(m+n)`` (a sum of sizes is linear), ``O(min(m,n))``, ``O(m*n)`` (a product is quadratic),
    ``O(26)`` (a constant).

    Returns:
        The rank (one class apart = 1.0), or ``None`` when the notation is not recognised.
    """
    if not notation:
        return None
    text = notation.strip().replace(" ", "").replace("·", "*").replace("×", "*")
    match = re.fullmatch(r"[Oo]\((.*)\)", text)
    inner = (match.group(1) if match else text).lower()
    inner = inner.replace("²", "^2").replace("³", "^3").replace("**", "^")
    inner = re.sub(r"log_?\d*", "L", inner)
    inner = re.sub(r"sqrt", "S", inner)
    inner = re.sub(r"(min|max)\(", "(", inner)
    inner = re.sub(r"[a-z]", "n", inner)
    inner = re.sub(r"n(?:[+,]n)+", "n", inner)
    inner = re.sub(r"\((n)\)", r"\1", inner)
    inner = re.sub(r"n(?:[+,]n)+", "n", inner)
    inner = inner.replace("(", "").replace(")", "").replace("*", "")
    inner = re.sub(r"^\d+$", "1", inner)
    inner = re.sub(r"^\d+n", "n", inner)
    inner = inner.replace("nnn", "n^3").replace("nn", "n^2")
    return _RANKS.get(inner)


def meets(measured: str | None, required: str | None) -> bool | None:
    """Whether ``measured`` is no worse than ``required`` (``None`` when either is unknown)."""
    got, want = complexity_rank(measured), complexity_rank(required)
    if got is None or want is None:
        return None
    return got <= want


def is_skipped(verdict: Verdict) -> bool:
    """Whether a judge verdict means the test was not run (``SKIPPED``)."""
    return verdict == Verdict.SKIPPED


def is_accepted(verdict: Verdict) -> bool:
    """Whether a judge verdict means the test passed (``AC``)."""
    return verdict == Verdict.AC


def score_inputs(
    *,
    judge: JudgeResult | None,
    complexity: ComplexityReport | None,
    requirement: ComplexityRequirement,
    review: ReviewReport,
    concepts: Sequence[str] = (),
) -> ScoreInputs:
    """Reduce the pipeline's results to the plain facts the rubric needs."""
    passed = total = not_run = 0
    if judge is not None:
        total = max(len(judge.tests), judge.passed + judge.failed)
        passed = sum(1 for t in judge.tests if is_accepted(t.verdict)) if judge.tests else judge.passed
        not_run = sum(1 for t in judge.tests if is_skipped(t.verdict))
    time = complexity.time if complexity is not None else None
    space = complexity.space if complexity is not None else None
    severities: Counter[Severity] = Counter()
    counted: Counter[str] = Counter()
    for finding in review.findings:
        if counted[finding.rule] < _MAX_COUNT_PER_RULE:
            counted[finding.rule] += 1
            severities[finding.severity] += 1
    return ScoreInputs(
        tests_total=total,
        tests_passed=min(passed, total),
        tests_not_run=min(not_run, total),
        compile_error=judge is not None and judge.compile_error is not None,
        time_measured=time.cls if time is not None else None,
        time_confidence=_clamp(time.confidence) if time is not None else 1.0,
        time_required=requirement.time,
        space_measured=space.cls if space is not None else None,
        space_confidence=_clamp(space.confidence) if space is not None else 1.0,
        space_required=requirement.space,
        majors=severities[Severity.MAJOR],
        minors=severities[Severity.MINOR],
        infos=severities[Severity.INFO],
        concepts_missing=len(missing_concepts(concepts, review.approach)) if review.parsed else 0,
    )


def score(
    *,
    judge: JudgeResult | None,
    complexity: ComplexityReport | None,
    requirement: ComplexityRequirement,
    review: ReviewReport,
    concepts: Sequence[str] = (),
) -> Rubric:
    """Score a graded submission.

    Args:
        judge: the judge's result over visible and hidden tests (``None`` when nothing executed).
        complexity: the measured complexity (``None`` when not measured).
        requirement: the question's complexity requirements.
        review: the static review.
        concepts: the question's required concepts (only recognisable ones can cost points).

    Returns:
        The rubric with notes on withheld points.
    """
    return compute_rubric(
        score_inputs(
            judge=judge, complexity=complexity, requirement=requirement, review=review, concepts=concepts
        )
    )


def compute_rubric(inputs: ScoreInputs) -> Rubric:
    """The rubric for plain facts; the pure core of :func:`score`."""
    notes: list[str] = []
    total, passed = inputs.tests_total, min(inputs.tests_passed, inputs.tests_total)
    ratio = passed / total if total else 0.0
    correct = inputs.all_passed
    correctness = _CORRECTNESS if correct else min(_CORRECTNESS - 1, math.floor(_CORRECTNESS * ratio))
    if inputs.compile_error:
        notes.append("The code does not compile, so no test could run and no correctness points were given.")
    elif total == 0:
        notes.append("No test could be run, so no correctness points were awarded.")
    elif not correct:
        not_run = min(inputs.tests_not_run, total - passed)
        failed = total - passed - not_run
        if not_run:
            notes.append(
                f"{failed} of {total} tests failed and {not_run} were not run (the run stopped early, e.g. "
                "after a test ran out of time); tests that did not run earn no points."
            )
        else:
            notes.append(f"{failed} of {total} tests failed.")

    time_points = _class_points(
        inputs.time_measured, inputs.time_required, inputs.time_confidence, _TIME, notes, "time"
    )
    space_points = _class_points(
        inputs.space_measured, inputs.space_required, inputs.space_confidence, _SPACE, notes, "space"
    )
    if time_points is None:
        time_points = _TIME / 2
        if correct:
            notes.append("Time complexity was not measured; half of the time points were given.")
    if space_points is None:
        # Not measured (budget, or ASSAY_MEASURE_SPACE=false): neither full points nor none.
        space_points = _SPACE / 2
        if correct:
            notes.append(
                f"Space complexity was not measured, so half of the {_SPACE} space points were given "
                f"(the requirement is {inputs.space_required})."
            )
    raw_complexity = time_points + space_points

    concept_cost = min(_MAX_CONCEPT_PENALTY, _CONCEPT_COST * inputs.concepts_missing)
    deductions = (
        _MAJOR_COST * inputs.majors + _MINOR_COST * inputs.minors + _INFO_COST * inputs.infos + concept_cost
    )
    raw_implementation = max(0.0, _IMPLEMENTATION - deductions)

    if correct:
        complexity = round(raw_complexity)
        implementation = max(_CORRECT_IMPLEMENTATION_FLOOR, round(raw_implementation))
        if implementation < _IMPLEMENTATION:
            notes.append(_implementation_note(inputs, implementation, raw_implementation, concept_cost))
    else:
        complexity = min(_FAILING_COMPLEXITY_CAP, math.floor(raw_complexity * ratio))
        implementation = min(_FAILING_IMPLEMENTATION_CAP, math.floor(raw_implementation))
        notes.append(
            "A submission that fails tests can earn at most "
            f"{_FAILING_COMPLEXITY_CAP} complexity and {_FAILING_IMPLEMENTATION_CAP} implementation points."
        )
    if inputs.concepts_missing and not correct:  # a correct solution's implementation note says it
        notes.append(f"{inputs.concepts_missing} required concept(s) not recognised in the solution.")
    points = correctness + complexity + implementation
    return Rubric(
        correctness=correctness,
        complexity=complexity,
        implementation=implementation,
        total=points,
        passed=correct and points >= PASS_MARK,
        notes=notes,
    )


def _implementation_note(
    inputs: ScoreInputs, implementation: int, raw_implementation: float, concept_cost: float
) -> str:
    """Where the implementation points of a correct solution went, in one sentence."""
    parts = []
    for count, cost, what in (
        (inputs.majors, _MAJOR_COST, "major"),
        (inputs.minors, _MINOR_COST, "minor"),
        (inputs.infos, _INFO_COST, "style note"),
    ):
        if count:
            parts.append(f"{count} {what} finding{'s' if count > 1 else ''} (-{cost:g} each)")
    if concept_cost:
        parts.append(f"{inputs.concepts_missing} required concept(s) not used (-{concept_cost:g})")
    lost = _IMPLEMENTATION - implementation
    note = (
        f"Implementation: {lost} of {_IMPLEMENTATION} points taken off for the code review: "
        f"{', '.join(parts) or 'its findings'}; each finding is listed in feedback.improvements "
        f"(a rule repeated on many lines counts at most {_MAX_COUNT_PER_RULE} times)."
    )
    if implementation > round(raw_implementation):
        note += f" A correct solution keeps at least {_CORRECT_IMPLEMENTATION_FLOOR} implementation points."
    return note


def _class_points(
    measured: str | None,
    required: str | None,
    confidence: float,
    full: int,
    notes: list[str],
    what: str,
) -> float | None:
    """Points for one measured class; ``None`` when it was not measured."""
    want = complexity_rank(required)
    if want is None:
        return float(full)
    got = complexity_rank(measured)
    if got is None:
        return None
    gap = got - want
    if gap <= 0:
        return float(full)
    base = full * (0.5 if gap <= 1 else 0.2 if gap <= 2 else 0.0)
    # An uncertain fit softens a penalty (never a reward): the class may really be the required one.
    points = base + (full - base) * (1.0 - confidence) * 0.5
    notes.append(f"Measured {what} {measured} is slower than the required {required}.")
    return points


def _clamp(value: float) -> float:
    if math.isnan(value):
        return 0.0
    return min(1.0, max(0.0, value))


def human_review_reasons(
    *,
    judge: JudgeResult | None,
    complexity: ComplexityReport | None,
    translated_by_model: bool = False,
    model_disagrees: bool = False,
    model_time_complexity: str | None = None,
) -> list[HumanReviewReason]:
    """Why this grade deserves a person's look (empty when confident).

    Args:
        judge: the judge result, ``None`` when nothing could be executed.
        complexity: the measured complexity, ``None`` when not measured.
        translated_by_model: the code that ran was translated from pseudocode by a model.
        model_disagrees: the model's narrative contradicts the measured facts (e.g. calls a failing
            solution correct).
        model_time_complexity: the model's own estimate; a class different from the measured one
            counts as a disagreement.
    """
    reasons: list[HumanReviewReason] = []
    if translated_by_model:
        reasons.append(HumanReviewReason.TRANSLATED_BY_MODEL)
    executed = judge is not None and (bool(judge.tests) or judge.compile_error is not None)
    if not executed:
        reasons.append(HumanReviewReason.NOTHING_EXECUTED)
    elif judge is not None and (
        judge.verdict == Verdict.IE or any(t.verdict == Verdict.IE for t in judge.tests)
    ):
        reasons.append(HumanReviewReason.JUDGE_INTERNAL_ERROR)
    all_passed = judge is not None and bool(judge.tests) and all(is_accepted(t.verdict) for t in judge.tests)
    time = complexity.time if complexity is not None else None
    space = complexity.space if complexity is not None else None
    if all_passed and (time is None or complexity_rank(time.cls) is None):
        reasons.append(HumanReviewReason.COMPLEXITY_NOT_MEASURED)
    elif all_passed and (
        (time is not None and _clamp(time.confidence) < UNCERTAIN_CONFIDENCE)
        or (space is not None and _clamp(space.confidence) < UNCERTAIN_CONFIDENCE)
    ):
        reasons.append(HumanReviewReason.UNCERTAIN_COMPLEXITY)
    model_rank = complexity_rank(model_time_complexity)
    measured_rank = complexity_rank(time.cls) if time is not None else None
    if model_disagrees or (
        model_rank is not None and measured_rank is not None and model_rank != measured_rank
    ):
        reasons.append(HumanReviewReason.MODEL_DISAGREES)
    return reasons
