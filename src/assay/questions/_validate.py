"""Check a bank: the schema, that each reference solution passes every test in the judge, and that
its measured time and extra-space complexity meet the question's requirements.

The judge and the complexity measurement belong to :mod:`assay.judge`; they are looked up when a
check runs, so that loading questions never depends on them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from assay.errors import AssayError, InvalidInputError
from assay.questions._errors import QuestionFormatError
from assay.questions._models import Question
from assay.questions._store import bundled_bank, id_from_file_name, parse_question, sort_ids

__all__ = ["QuestionCheck", "bank_files", "cap_space", "check_question", "validate_bank"]

#: CPU seconds the bank check's complexity measurement aims at (the grade's default is 0.12).
VALIDATE_TARGET_CPU_S = 0.5
#: Below this fit confidence a space class over the requirement is noise (a nearly flat curve), not a
#: failure of the reference.
SPACE_MIN_CONFIDENCE = 0.6


class QuestionCheck(BaseModel):
    """The outcome of checking one question file."""

    source: str
    id: str | None = None
    schema_error: str | None = Field(default=None, description="Why the file is not a valid question.")
    tests_total: int = 0
    tests_passed: int = 0
    test_failures: list[str] = Field(default_factory=list, description="e.g. 'hidden #3: WA (...)'.")
    required_time: str | None = None
    measured_time: str | None = None
    complexity_ok: bool | None = Field(default=None, description="Time meets; None when not measured.")
    required_space: str | None = None
    measured_space: str | None = None
    space_ok: bool | None = Field(
        default=None, description="Extra space meets; None when not measured or nothing is required."
    )
    complexity_note: str | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Valid, every test passed, and time and space (when measured) meet the requirements."""
        return (
            self.schema_error is None
            and self.tests_total > 0
            and self.tests_passed == self.tests_total
            and self.complexity_ok is not False
            and self.space_ok is not False
        )


def bank_files(path: Path | None) -> list[Path]:
    """The ``L-*.json`` files of a bank directory (or the one file given), in natural id order.

    Raises:
        InvalidInputError: the path does not exist, or holds no question files.
    """
    root = Path(str(bundled_bank())) if path is None else path
    if root.is_file():
        return [root]
    if not root.is_dir():
        raise InvalidInputError(f"{root} does not exist", hint="give a bank directory or an L-{id}.json file")
    by_id = {i: p for p in root.iterdir() if p.is_file() and (i := id_from_file_name(p.name)) is not None}
    if not by_id:
        raise InvalidInputError(
            f"{root} holds no L-{{id}}.json question files", hint="question files are named like L-3.json"
        )
    return [by_id[i] for i in sort_ids(list(by_id))]


def check_question(
    path: Path,
    *,
    sandbox: Any = None,
    complexity: bool = True,
    time_limit_s: float = 5.0,
    budget_cpu_s: float = 2.0,
    target_cpu_s: float = VALIDATE_TARGET_CPU_S,
) -> QuestionCheck:
    """Check one question file. Never raises for a bad question: problems land in the result.

    The complexity measurement aims at ``target_cpu_s`` of CPU (grading aims lower, for latency):
    larger sizes make the bank's time and space fits confident, so a reference is never failed on
    a fit that saw only the constant floor of a few small sizes.
    """
    started = time.perf_counter()
    check = QuestionCheck(source=str(path))
    try:
        question = parse_question(path.read_bytes(), str(path), id_from_file_name(path.name))
    except QuestionFormatError as exc:
        check.schema_error = exc.problem
        return check
    check.id = question.id
    check.required_time = question.complexity_requirements.time
    check.required_space = question.complexity_requirements.space
    from assay.judge import Judge  # looked up when a check runs: loading questions never needs it

    _run_tests(check, question, Judge(sandbox), time_limit_s)
    if complexity and check.tests_total and check.tests_passed == check.tests_total:
        from assay.judge import measure_complexity, meets_requirement

        for attempt in range(2):
            # A busy machine can stop the measurement at small sizes, where a fit is noise: a miss is
            # measured once more with twice the target, and a reference that really misses fails again.
            check.complexity_ok = check.space_ok = None
            check.measured_time = check.measured_space = check.complexity_note = None
            scale = 1 + attempt
            _measure(
                check,
                question,
                sandbox,
                measure_complexity,
                meets_requirement,
                budget_cpu_s * (1 + 0.5 * attempt),
                target_cpu_s * scale,
            )
            if check.complexity_ok is not False and check.space_ok is not False:
                break
    check.seconds = round(time.perf_counter() - started, 3)
    return check


def _run_tests(check: QuestionCheck, question: Question, judge: Any, time_limit_s: float) -> None:
    tests = question.all_test_cases
    result = judge.run(
        question.reference_solution,
        question.signature,
        tests,
        question.compare,
        hidden_from=len(question.test_cases),
        time_limit_s=time_limit_s,
    )
    check.tests_total = len(tests)
    check.tests_passed = int(result.passed)
    compile_error = getattr(result, "compile_error", None)
    if compile_error is not None:
        check.test_failures.append(f"reference does not compile: {compile_error.message}")
    for test in result.tests:
        verdict = str(getattr(test.verdict, "value", test.verdict))
        if verdict != "AC":
            label = (
                f"hidden #{test.index - len(question.test_cases)}"
                if test.hidden
                else f"visible #{test.index}"
            )
            detail = test.message or (test.error.message if test.error is not None else "")
            check.test_failures.append(f"{label}: {verdict} {detail}".strip())


def _measure(
    check: QuestionCheck,
    question: Question,
    sandbox: Any,
    measure_complexity: Callable[..., Any],
    meets_requirement: Callable[[str, str], bool],
    budget_cpu_s: float,
    target_cpu_s: float,
) -> None:
    scaling = question.scaling
    try:
        report = measure_complexity(
            sandbox,
            question.reference_solution,
            question.signature,
            generator=scaling.generator if scaling else None,
            sizes=scaling.sizes if scaling else None,
            budget_cpu_s=budget_cpu_s,
            space=True,
            target_cpu_s=target_cpu_s,
        )
    except AssayError as exc:
        check.complexity_ok = False
        check.complexity_note = f"measurement failed: {exc.message}"
        return
    if report.time is None:
        check.complexity_ok = False
        check.complexity_note = "; ".join(str(n) for n in report.notes)[:200] or "time not measured"
        return
    measured = str(report.time.cls)
    check.measured_time = measured
    check.complexity_ok = bool(meets_requirement(measured, question.complexity_requirements.time))
    required_space = question.complexity_requirements.space
    notes = [str(n) for n in getattr(report, "notes", None) or []]
    if report.space is not None:
        space = cap_space(str(report.space.cls), measured)
        check.measured_space = space
        if required_space:
            ok = bool(meets_requirement(space, required_space))
            if ok or report.space.confidence >= SPACE_MIN_CONFIDENCE:
                check.space_ok = ok
            else:
                notes.insert(
                    0, f"space fit {space} uncertain (confidence {report.space.confidence:.2f}), not held"
                )
    if notes:
        check.complexity_note = "; ".join(notes)[:200]


def cap_space(space: str, time: str) -> str:
    """The measured extra-space class, never above the measured time class.

    A run cannot allocate more than it executes: a space fit steeper than the time fit (list
    over-allocation seen at a few small sizes) is noise, and the time class is the honest bound.
    """
    from assay.judge import class_rank

    space_rank, time_rank = class_rank(space), class_rank(time)
    if space_rank is not None and time_rank is not None and space_rank > time_rank:
        return time
    return space


def validate_bank(
    path: Path | None = None,
    *,
    complexity: bool = True,
    workers: int = 2,
    on_result: Callable[[QuestionCheck], None] | None = None,
) -> list[QuestionCheck]:
    """Check every question file of a bank (default: the bundled one), ``workers`` at a time.

    Raises:
        InvalidInputError: the path is unusable (see :func:`bank_files`).
    """
    files = bank_files(path)
    from assay.sandbox import Sandbox

    with Sandbox() as sandbox, ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        results: Iterable[QuestionCheck] = pool.map(
            lambda p: check_question(p, sandbox=sandbox, complexity=complexity), files
        )
        checks = []
        for check in results:
            if on_result is not None:
                on_result(check)
            checks.append(check)
    return checks
