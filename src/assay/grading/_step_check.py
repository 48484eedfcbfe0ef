"""Pipeline steps "structure validation" and "judge ‖ measure" (docs/grading.md, "The pipeline"):
a :class:`Prepared` submission → :class:`Checked`.

The structure is validated on the parse the preparation made (type hints are owed by Python answers
only); then the judge runs the visible and hidden tests in one sandbox job while the complexity
measurement runs beside it, both inside one wall-clock budget (``ASSAY_GRADE_TIME_BUDGET_S``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any, cast

from assay.errors import AssayError
from assay.grading._meters import Clock
from assay.grading._scoring import complexity_rank, is_skipped
from assay.grading._settings import GradingSettings
from assay.grading._steps import Checked, Prepared
from assay.grading._validation import check_length, validate_parsed
from assay.judge import ComplexityReport, Judge, JudgeResult, measure_complexity
from assay.questions import Question
from assay.sandbox import RunStatus, Sandbox, SandboxJob, SandboxResult

__all__ = ["check"]

log = logging.getLogger(__name__)


async def check(
    prepared: Prepared, question: Question, settings: GradingSettings, sandbox: Sandbox, clock: Clock
) -> Checked:
    """Validate the executable form, then judge and measure it.

    Raises:
        InvalidInputError: ``INVALID_SOLUTION`` (no ``class Solution``, wrong method, type hints
            missing from a Python answer...): the message says what was expected.
    """
    with clock.step("validate"):
        if prepared.kind != "python":
            # What the normaliser or a model wrote is held to the same limit as what a learner sends.
            check_length(prepared.code.raw, question.signature, max_chars=settings.max_solution_chars)
        # Only a Python answer owes type hints: pseudocode, normalised or translated by a model, takes
        # its types from the question's signature.
        validated = validate_parsed(
            prepared.code, question.signature, require_type_hints=prepared.kind == "python"
        )
    run = await _run(
        question, validated.source, settings, sandbox, clock, measure=validated.syntax_error is None
    )
    return Checked(
        prepared=prepared,
        validated=validated,
        judged=run.judged,
        report=run.report,
        complexity_note=run.note,
        notices=(*prepared.notices, *validated.warnings, *run.notices),
        cut_short=run.cut_short,
    )


@dataclass(frozen=True, slots=True)
class _Run:
    judged: JudgeResult
    report: ComplexityReport | None
    note: str | None
    notices: tuple[str, ...] = ()
    cut_short: bool = False


async def _run(
    question: Question,
    source: str,
    settings: GradingSettings,
    sandbox: Sandbox,
    clock: Clock,
    *,
    measure: bool,
) -> _Run:
    """The judge and the complexity measurement, concurrently.

    ``measure=False`` (code that does not compile) runs the judge alone: it reports the compile
    error; there is nothing to measure. When the grading time budget stopped the tests, the run says
    so in a notice and is cut short (such a result is not reused).
    """
    signature = question.signature
    budget = settings.grade_time_budget_s
    deadline = time.monotonic() + budget
    stopped: list[str] = []

    async def judge() -> JudgeResult:
        budgeted = _BudgetedSandbox(sandbox, deadline)
        with clock.step("judge"):
            # The judge only ever calls `run` on its sandbox: the budgeted wrapper stands in for it.
            result: JudgeResult = await Judge(cast(Sandbox, budgeted)).arun(
                source,
                signature,
                question.all_test_cases,
                question.compare,
                hidden_from=len(question.test_cases),
                time_limit_s=settings.test_time_limit_s,
                stop_on_first_failure=False,
            )
        if budgeted.stopped:
            not_run = sum(1 for t in result.tests if is_skipped(t.verdict))
            stopped.append(
                f"The tests were stopped when the grading time budget of {budget:g} s was spent "
                f"(ASSAY_GRADE_TIME_BUDGET_S): the test running then counts as timed out and the "
                f"{not_run} after it were not run."
            )
        return result

    async def measure_it() -> tuple[ComplexityReport | None, str | None]:
        scaling = question.scaling
        with clock.step("complexity"):
            try:
                report: ComplexityReport = await asyncio.to_thread(
                    measure_complexity,
                    cast(Sandbox, _BudgetedSandbox(sandbox, deadline)),
                    source,
                    signature,
                    generator=scaling.generator if scaling is not None else None,
                    sizes=scaling.sizes if scaling is not None else None,
                    budget_cpu_s=settings.complexity_budget_cpu_s,
                    space=settings.measure_space,
                )
            except AssayError as exc:
                log.info("question %s: complexity not measured: %s", question.id, exc.message)
                return None, f"complexity could not be measured: {exc.message}"
        notes = list(report.notes)
        report, capped = _cap_space(report)
        if capped:
            notes.append(capped)
        return report, "; ".join(notes)[:300] if notes else None

    if not measure:
        judged = await judge()
        return _Run(judged, None, "not measured: the code does not compile", tuple(stopped), bool(stopped))
    if settings.parallel_checks:
        judged, (report, note) = await asyncio.gather(judge(), measure_it())
    else:
        judged = await judge()
        report, note = await measure_it()
    if judged.failed and report is not None:
        # A wrong answer's timings say little; the rubric caps complexity points for it anyway.
        note = (note + "; " if note else "") + "measured on a solution that fails tests"
    return _Run(judged, report, note, tuple(stopped), bool(stopped))


class _BudgetedSandbox:
    """The sandbox, with every job's wall and CPU limits cut to what is left of a time budget.

    The judge sizes its job from the per-test limit (one limit per test plus a start-up allowance);
    this caps the whole run at ``ASSAY_GRADE_TIME_BUDGET_S``. When the cap stops a job, the judge
    reads it like any other kill: the running test is TLE and the tests after it are SKIPPED. The
    complexity measurement shares the deadline and fits the sizes it completed.
    """

    def __init__(self, sandbox: Sandbox, deadline: float) -> None:
        self._sandbox = sandbox
        self._deadline = deadline  # time.monotonic() value
        self.stopped = False

    def run(self, job: SandboxJob) -> SandboxResult:
        left = max(0.05, self._deadline - time.monotonic())
        limits = job.limits
        capped = limits.wall_s > left
        if capped:
            cpu = min(limits.cpu_s, left) if limits.cpu_s is not None else left
            job = job.model_copy(update={"limits": limits.model_copy(update={"wall_s": left, "cpu_s": cpu})})
        result = self._sandbox.run(job)
        if capped and result.status in (RunStatus.TIMEOUT, RunStatus.CPU_LIMIT):
            self.stopped = True
        return result

    async def arun(self, job: SandboxJob) -> SandboxResult:
        return await asyncio.to_thread(self.run, job)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sandbox, name)


def _cap_space(report: ComplexityReport) -> tuple[ComplexityReport, str | None]:
    """The report with its space class no steeper than its time class, and a note when it was cut.

    A run cannot allocate more than it executes; a space fit above the time fit comes from a few
    small, noisy sizes (list over-allocation), and the time class is the honest bound.
    """
    time_fit, space_fit = report.time, report.space
    if time_fit is None or space_fit is None:
        return report, None
    space_rank, time_rank = complexity_rank(space_fit.cls), complexity_rank(time_fit.cls)
    if space_rank is None or time_rank is None or space_rank <= time_rank:
        return report, None
    capped = report.model_copy(update={"space": space_fit.model_copy(update={"cls": time_fit.cls})})
    return capped, f"the space fit {space_fit.cls} was above the time fit and is capped at {time_fit.cls}"
