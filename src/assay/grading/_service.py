"""The grading pipeline (docs/grading.md, "The pipeline"): :class:`GradingService` grades a submission.

Steps: load the question → size/empty checks → make it executable (Python as is, else the
deterministic pseudocode normaliser; where it fails or is unsure, a model translation when one is
configured, else ``PSEUDOCODE_NOT_UNDERSTOOD`` naming the lines: a failure of our translation is never
graded as the learner's) → structure validation (type hints owed by Python answers only) → the judge
(visible and hidden tests in one sandbox job) and the complexity measurement, concurrently → static
review → feedback (a model writes the narrative *given* the measured facts, shown only when it agrees
with them; the verdict and score never come from it, and its failure never fails the grade) → score →
store.
"""

from __future__ import annotations

import ast
import asyncio
import hashlib
import json
import logging
import textwrap
import time
import uuid
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, Literal, cast

from pydantic import BaseModel, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assay.errors import AssayError, ExternalServiceError, InvalidInputError, NotFoundError
from assay.grading._feedback import build_feedback
from assay.grading._models import (
    ComplexityRequirement,
    FeedbackDraft,
    HumanReviewReason,
    ReviewReport,
    Rubric,
)
from assay.grading._narrative import Narrative, NarrativeFallback, check_narrative, narrative_messages
from assay.grading._no_blame import not_understood, runtime_doubts, static_doubts, syntax_doubts
from assay.grading._pseudo_models import SyntaxIssueCode, UnrecognisedLine
from assay.grading._pseudocode import normalise
from assay.grading._review import for_submission, review
from assay.grading._schemas import (
    ApproachOut,
    ComplexityOut,
    EvaluationResponse,
    FailedCase,
    FeedbackOut,
    FitOut,
    MeasuredComplexity,
    RubricOut,
    TestResultsOut,
    Timings,
)
from assay.grading._scoring import complexity_rank, human_review_reasons, is_accepted, is_skipped, score
from assay.grading._translate import translate
from assay.grading._validation import (
    expected_signature_line,
    has_algorithmic_structure,
    reads_as_python,
    validate_solution,
)
from assay.judge import ComplexityReport, Judge, JudgeResult, TestResult, measure_complexity
from assay.llm import Completion, Gateway, GenerationOptions, get_gateway
from assay.questions import (
    InvalidQuestionIdError,
    Question,
    QuestionNotFoundError,
    QuestionStore,
    get_question_store,
)
from assay.sandbox import RunStatus, Sandbox, SandboxJob, SandboxResult, get_sandbox
from assay.storage import EvaluationRecord, EvaluationRepository, get_repository

__all__ = [
    "ENGINE_VERSION",
    "GradingService",
    "GradingSettings",
    "engine_fingerprint",
    "get_grading_service",
    "get_grading_settings",
]

log = logging.getLogger(__name__)

SolutionKind = Literal["python", "pseudocode", "translated", "unexecutable"]

NARRATIVE_UNAVAILABLE = "Narrative feedback unavailable"
_FALLBACK_NOTICES: dict[str, str] = {
    "restates_question": "The model's narrative restated the question instead of reviewing the code",
    "contradicts_verdict": "The model's narrative contradicted the test results",
    "contradicts_complexity": "The model's narrative named a complexity other than the one measured",
    "contradicts_code": "The model's narrative described something the code does not do",
    "not_specific": "The model's narrative said nothing specific about this code",
}
_MAX_ID_SHOWN = 80  # a malformed id is echoed in the 404 up to this length
#: Bump whenever the pipeline, the rubric, the review or the feedback change what a grade says: stored
#: results of an older engine are then graded afresh instead of reused (see :func:`engine_fingerprint`).
ENGINE_VERSION = "3"
# The settings that shape a result (not only how fast it comes): part of the reuse key.
_RESULT_SETTINGS = frozenset(
    {
        "test_time_limit_s",
        "grade_time_budget_s",
        "complexity_budget_cpu_s",
        "measure_space",
        "max_failed_cases",
        "model_feedback",
        "translate_feedback_rounds",
    }
)
_VERDICT_WORDS = {
    "WA": "Wrong Answer",
    "TLE": "Time Limit Exceeded",
    "MLE": "Memory Limit Exceeded",
    "OLE": "Output Limit Exceeded",
    "RE": "Runtime Error",
    "IE": "Internal Error",
    "SKIPPED": "Not Run",
}


class GradingSettings(BaseSettings):
    """Settings of the grading pipeline (``ASSAY_*``; documented in docs/grading.md)."""

    model_config = SettingsConfigDict(env_prefix="ASSAY_", env_file=".env", extra="ignore")

    max_solution_chars: int = Field(default=20000, gt=0, description="Longest accepted submission.")
    test_time_limit_s: float = Field(default=2.0, gt=0, description="Wall-clock limit of one test.")
    grade_time_budget_s: float = Field(
        default=10.0,
        gt=0,
        description="Wall-clock budget of all of a submission's tests together: the sandbox stops the run "
        "there; the test running counts as timed out and the rest as not run.",
    )
    complexity_budget_cpu_s: float = Field(
        default=1.5, gt=0, description="CPU seconds the complexity measurement may spend."
    )
    measure_space: bool = Field(
        default=True,
        description="Also fit the extra-space complexity (a tracemalloc pass within the budget).",
    )
    parallel_checks: bool = Field(
        default=True, description="Run the judge and the complexity measurement concurrently."
    )
    max_failed_cases: int = Field(default=5, ge=0, description="Failing tests listed in a response.")
    reuse_results: bool = Field(
        default=True, description="Return the stored result for an identical resubmission."
    )
    model_feedback: bool = Field(
        default=True, description="With a model configured (ASSAY_LLM_MODEL), let it write the narrative."
    )
    feedback_timeout_s: float = Field(default=30.0, gt=0, description="Deadline of the narrative call.")
    feedback_max_retries: int = Field(default=1, ge=0, le=5, description="Retries of the narrative call.")
    translate_feedback_rounds: int = Field(
        default=2, ge=0, le=5, description="Syntax-error rounds of the model translation."
    )
    translate_timeout_s: float = Field(
        default=60.0, gt=0, description="Deadline of each model call translating pseudocode."
    )


def engine_fingerprint(settings: GradingSettings) -> str:
    """SHA-256 of what shapes a grade: :data:`ENGINE_VERSION`, the Assay version and the settings
    that change results (time limits and budgets, space measurement, failed cases listed, model
    feedback). A stored evaluation is reused only under the same fingerprint."""
    from assay import __version__

    shaping = settings.model_dump(include=set(_RESULT_SETTINGS))
    text = json.dumps({"engine": ENGINE_VERSION, "assay": __version__, "settings": shaping}, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@lru_cache(maxsize=1)
def get_grading_settings() -> GradingSettings:
    """The grading settings of this process, read once."""
    return GradingSettings()


class _Metered:
    """The gateway, counting the cost of this evaluation's calls (safe under concurrent requests)."""

    def __init__(self, gateway: Gateway) -> None:
        self._gateway = gateway
        self.cost_usd: float | None = None
        self.calls = 0

    @property
    def configured(self) -> bool:
        return self._gateway.configured

    @property
    def model_id(self) -> str:
        return self._gateway.model_id

    def _count(self, completion: Completion) -> None:
        self.calls += 1
        if completion.cost_usd is not None:
            self.cost_usd = (self.cost_usd or 0.0) + completion.cost_usd

    async def complete(self, messages: Any, *, options: GenerationOptions | None = None) -> Completion:
        completion = await self._gateway.complete(messages, options=options)
        self._count(completion)
        return completion

    async def narrative(self, messages: list[dict[str, str]], options: GenerationOptions) -> Narrative:
        answer = await self._gateway.structured(messages, Narrative, options=options)
        self._count(answer.completion)
        return answer.value


class _Clock:
    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.steps: dict[str, float] = {}

    def add(self, step: str, since: float) -> float:
        now = time.perf_counter()
        self.steps[step] = self.steps.get(step, 0.0) + (now - since) * 1000.0
        return now

    def timings(self) -> Timings:
        values = {f"{k}_ms": round(v, 2) for k, v in self.steps.items()}
        values["total_ms"] = round((time.perf_counter() - self.started) * 1000.0, 2)
        return Timings.model_validate(values)


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


class _Prepared(BaseModel):
    """The executable form of a submission."""

    kind: SolutionKind
    python: str | None
    notices: list[str] = Field(default_factory=list)
    model_failed: bool = False
    cut_short: bool = False  # the grading time budget stopped the tests: timing-dependent, not reused
    line_map: list[int] | None = None  # produced line -> submission line, when the normaliser rewrote it


class GradingService:
    """Grades submissions against the question bank and keeps every evaluation.

    Args:
        questions: the question store (default: from ``ASSAY_QUESTIONS_*``).
        repository: where evaluations are stored; ``None`` for the default (``ASSAY_DATABASE_URL``).
        sandbox: the sandbox pool (default: the process-wide one).
        gateway: the LLM gateway (default: ``ASSAY_LLM_MODEL``; ``none`` means fully deterministic).
        settings: the pipeline settings.
        store: whether to store evaluations at all (``False`` for benchmarks).
    """

    def __init__(
        self,
        *,
        questions: QuestionStore | None = None,
        repository: EvaluationRepository | None = None,
        sandbox: Sandbox | None = None,
        gateway: Gateway | None = None,
        settings: GradingSettings | None = None,
        store: bool = True,
    ) -> None:
        self.questions = questions if questions is not None else get_question_store()
        self.repository = (repository or get_repository()) if store else None
        self.sandbox = sandbox if sandbox is not None else get_sandbox()
        self.gateway = gateway if gateway is not None else get_gateway()
        self.settings = settings or get_grading_settings()
        self.judge = Judge(self.sandbox)
        self.engine = engine_fingerprint(self.settings)

    # -- public ---------------------------------------------------------------------------------

    async def evaluate(self, question_id: str, solution: str) -> EvaluationResponse:
        """Grade ``solution`` against question ``question_id``.

        Raises:
            QuestionNotFoundError: no such question (``QUESTION_NOT_FOUND``).
            InvalidInputError: ``INVALID_SOLUTION``, the message says what was expected.
            ExternalServiceError: the sandbox, store or database failed (``SYSTEM_ERROR`` at the API).
        """
        clock = _Clock()
        started = time.perf_counter()
        question = await asyncio.to_thread(self.load_question, question_id)
        clock.add("load", started)
        return await self._evaluate(question, solution, clock)

    def load_question(self, question_id: str) -> Question:
        """The question with this id (surrounding whitespace ignored); a malformed id, whatever its
        length or characters, is simply not found: it never reaches the store.

        Raises:
            QuestionNotFoundError: ``QUESTION_NOT_FOUND``.
        """
        question_id = question_id.strip()
        try:
            return self.questions.get(question_id)
        except InvalidQuestionIdError:
            shown = question_id if len(question_id) <= _MAX_ID_SHOWN else question_id[:_MAX_ID_SHOWN] + "..."
            raise QuestionNotFoundError(shown) from None

    async def evaluate_question(self, question: Question, solution: str) -> EvaluationResponse:
        """Grade ``solution`` against an already loaded question (a file given to the CLI)."""
        return await self._evaluate(question, solution, _Clock())

    def evaluate_sync(self, question: Question | str, solution: str) -> EvaluationResponse:
        """:meth:`evaluate` / :meth:`evaluate_question` for synchronous callers (the CLI)."""
        if isinstance(question, str):
            return asyncio.run(self.evaluate(question, solution))
        return asyncio.run(self.evaluate_question(question, solution))

    def get_evaluation(self, evaluation_id: str) -> EvaluationResponse:
        """A stored evaluation.

        Raises:
            NotFoundError: ``EVALUATION_NOT_FOUND``.
        """
        record = self.repository.get(evaluation_id) if self.repository is not None else None
        if record is None:
            raise NotFoundError(
                f"Evaluation {evaluation_id} could not be found",
                code="EVALUATION_NOT_FOUND",
                hint="use the evaluationId returned by POST /api/submissions/evaluate",
                details={"evaluationId": evaluation_id},
            )
        return EvaluationResponse.model_validate(record.result)

    # -- pipeline -------------------------------------------------------------------------------

    async def _evaluate(self, question: Question, solution: str, clock: _Clock) -> EvaluationResponse:
        signature = question.signature
        if not solution.strip() or len(solution) > self.settings.max_solution_chars:
            validate_solution(solution, signature, max_chars=self.settings.max_solution_chars)
        model_id = self.gateway.model_id if self.gateway.configured else None
        solution_hash = hashlib.sha256(solution.encode("utf-8")).hexdigest()
        if self.repository is not None and self.settings.reuse_results:
            earlier = await asyncio.to_thread(
                self.repository.find_reusable,
                question.id,
                question.content_hash,
                solution_hash,
                model=model_id,
                engine=self.engine,
            )
            if earlier is not None:
                log.info(
                    "question %s: identical resubmission, returning evaluation %s", question.id, earlier.id
                )
                # The audit trail keeps every submission, even one answered with a stored grade.
                await asyncio.to_thread(self.repository.record_reuse, earlier)
                return EvaluationResponse.model_validate(earlier.result)

        metered = _Metered(self.gateway)
        prepared = await self._prepare(solution, question, metered, clock)
        judge_result: JudgeResult | None = None
        report: ComplexityReport | None = None
        complexity_note: str | None = None
        reviewed_source = solution
        if prepared.python is not None:
            reviewed_source, judge_result, report, complexity_note = await self._validate_and_run(
                question, prepared, clock
            )
            doubts = (
                runtime_doubts(solution, judge_result, prepared.line_map, reviewed_source)
                if prepared.kind == "pseudocode" and prepared.line_map is not None
                else []
            )
            if doubts:
                # The run says our translation went wrong (a test failed on a line the normaliser added,
                # or on a name or field it left unbound): that failure is ours, not the learner's.
                prepared = await self._translate_or_refuse(solution, question, metered, clock, doubts)
                reviewed_source, judge_result, report, complexity_note = await self._validate_and_run(
                    question, prepared, clock
                )

        since = time.perf_counter()
        static = review(reviewed_source, signature)
        if prepared.line_map is not None:
            # Pseudocode: findings name the lines the user wrote, not those of the generated Python.
            static = for_submission(static, prepared.line_map)
        since = clock.add("review", since)
        requirement = ComplexityRequirement(
            time=question.complexity_requirements.time, space=question.complexity_requirements.space
        )
        draft = build_feedback(
            review=static,
            judge=judge_result,
            complexity=report,
            requirement=requirement,
            concepts=question.concepts,
            param_types=[p.type for p in signature.params],
            line_map=prepared.line_map,
        )
        rubric = score(
            judge=judge_result,
            complexity=report,
            requirement=requirement,
            review=static,
            concepts=question.concepts,
        )
        shown = solution if prepared.line_map is not None else reviewed_source  # what the user wrote
        feedback, narrative = await self._feedback(
            question, shown, draft, rubric, judge_result, static, metered, prepared, report
        )
        clock.add("feedback", since)
        all_passed = judge_result is not None and bool(judge_result.tests) and judge_result.failed == 0
        reasons = human_review_reasons(
            judge=judge_result,
            complexity=report,
            translated_by_model=prepared.kind == "translated",
            model_disagrees=narrative is not None and narrative.claims_correct != all_passed,
            model_time_complexity=narrative.time_complexity if narrative is not None else None,
        )
        response = EvaluationResponse(
            score=rubric.total,
            passed=rubric.passed,
            feedback=feedback,
            test_results=self._test_results(question, judge_result),
            rubric=RubricOut(
                correctness=rubric.correctness,
                complexity=rubric.complexity,
                implementation=rubric.implementation,
                notes=list(rubric.notes),
            ),
            needs_human_review=bool(reasons),
            human_review_reasons=[str(r) for r in reasons],
            evaluation_id=str(uuid.uuid4()),
            question_id=question.id,
            solution_kind=prepared.kind,
            translated_solution=prepared.python if prepared.kind == "translated" else None,
            executed_solution=prepared.python if prepared.kind == "pseudocode" else None,
            measured_complexity=self._measured(question, report, complexity_note),
            timings=clock.timings(),
            model=model_id if metered.calls else None,
            cost_usd=metered.cost_usd,
            created_at=datetime.now(UTC),
        )
        transient = prepared.model_failed or prepared.cut_short
        transient = transient or feedback.narrative_fallback == "model_failed"
        transient = transient or HumanReviewReason.JUDGE_INTERNAL_ERROR in reasons
        return await self._store(question, solution, solution_hash, response, clock, reusable=not transient)

    async def _validate_and_run(
        self, question: Question, prepared: _Prepared, clock: _Clock
    ) -> tuple[str, JudgeResult, ComplexityReport | None, str | None]:
        """Validate the executable form, then judge and measure it: (source, judged, report, note)."""
        assert prepared.python is not None
        since = time.perf_counter()
        # Only a Python answer owes type hints: pseudocode, normalised or translated by a model, takes
        # its types from the question's signature.
        validated = validate_solution(
            prepared.python,
            question.signature,
            max_chars=self.settings.max_solution_chars,
            require_type_hints=prepared.kind == "python",
        )
        clock.add("validate", since)
        prepared.notices.extend(validated.warnings)
        judged, report, note = await self._run(
            question, validated.source, clock, measure=validated.syntax_error is None, prepared=prepared
        )
        return validated.source, judged, report, note

    async def _prepare(
        self, solution: str, question: Question, metered: _Metered, clock: _Clock
    ) -> _Prepared:
        """Make the submission executable (pipeline step 3).

        Raises:
            PseudocodeNotUnderstoodError: our translation could not make it run and no model could
                either (``PSEUDOCODE_NOT_UNDERSTOOD``, the lines and how to write them).
            ExternalServiceError: the model needed for it may answer in a moment (503, retryable).
        """
        if "\x00" in solution:
            # A NUL character (a paste artefact) can be neither Python nor pseudocode, and Python's
            # compiler refuses the whole text for it; dropping it moves no line.
            prepared = await self._prepare(solution.replace("\x00", ""), question, metered, clock)
            prepared.notices.append("NUL characters in the submission were ignored.")
            return prepared
        if reads_as_python(solution):
            # Python, even with a syntax error: the judge reports that as a compile error with its line
            # and column. Neither the normaliser nor a model may quietly repair the student's syntax.
            return _Prepared(kind="python", python=solution)
        if _defines_other_classes(solution):
            # Python with classes, none of them `Solution`: a wrong structure, not pseudocode to wrap.
            validate_solution(solution, question.signature, max_chars=self.settings.max_solution_chars)
        since = time.perf_counter()
        normalised = normalise(solution, question.signature)
        clock.add("normalise", since)
        if normalised.ok:
            if normalised.changed and not has_algorithmic_structure(
                solution, normalised.python, normalised.line_map
            ):
                raise _not_a_solution(question)
            if not normalised.changed:
                return _Prepared(kind="python", python=normalised.python)
            doubts = static_doubts(solution, normalised, question.signature)
            if not doubts:
                return _Prepared(
                    kind="pseudocode",
                    python=normalised.python,
                    notices=list(normalised.notes),
                    line_map=list(normalised.line_map),
                )
            # It compiles, but a line was not understood or a name is read that nothing binds: running
            # it would grade our translation, not the learner's algorithm.
            return await self._translate_or_refuse(solution, question, metered, clock, doubts)
        if (
            normalised.error is not None
            and not normalised.rules_applied
            and normalised.error.code is SyntaxIssueCode.ONLY_COMMENTS
        ):
            raise InvalidInputError(
                "The solution holds no code, only comments: expected a `class Solution:` with "
                f"`{expected_signature_line(question.signature)}` (Python or pseudocode).",
                code="INVALID_SOLUTION",
                details={"expectedSignature": expected_signature_line(question.signature)},
            )
        if not has_algorithmic_structure(solution):
            raise _not_a_solution(question)
        return await self._translate_or_refuse(
            solution, question, metered, clock, syntax_doubts(solution, normalised)
        )

    async def _translate_or_refuse(
        self,
        solution: str,
        question: Question,
        metered: _Metered,
        clock: _Clock,
        doubts: list[UnrecognisedLine],
    ) -> _Prepared:
        """The model translation of pseudocode our normaliser was unsure of; without one, the 422 that
        names the lines not understood. Never a grade of code we could not translate."""
        expected = expected_signature_line(question.signature)
        if not self.gateway.configured:
            raise not_understood(doubts, question.signature, expected=expected)
        since = time.perf_counter()
        translation = await translate(
            solution,
            question.signature,
            gateway=metered,
            feedback_rounds=self.settings.translate_feedback_rounds,
            model_name=self.gateway.model_id,
            timeout_s=self.settings.translate_timeout_s,
        )
        clock.add("translate", since)
        if translation.ok:
            return _Prepared(
                kind="translated",
                python=translation.python,
                notices=[
                    "A model translated this pseudocode to Python (see translatedSolution); "
                    "the tests ran on that translation.",
                    *translation.notes,
                ],
            )
        if translation.retryable:
            # Only the model could make this submission run, and it may answer in a moment: "retry
            # shortly" (SYSTEM_ERROR 503) is the honest answer, not a grade.
            details = {"retryAfterS": translation.retry_after_s} if translation.retry_after_s else {}
            raise ExternalServiceError(
                f"the model needed to translate this pseudocode did not answer: {translation.error}",
                code=translation.error_code or "LLM_UNAVAILABLE",
                retryable=True,
                hint="retry shortly; the pseudocode needs the model to run",
                details=details,
            )
        log.info(
            "question %s: pseudocode not understood and the model translation failed (%s: %s)",
            question.id,
            translation.error_code,
            translation.error,
        )
        raise not_understood(
            doubts,
            question.signature,
            expected=expected,
            model_code=translation.error_code or "LLM_ERROR",
            model_error=translation.error,
        )

    async def _run(
        self,
        question: Question,
        source: str,
        clock: _Clock,
        *,
        measure: bool = True,
        prepared: _Prepared | None = None,
    ) -> tuple[JudgeResult, ComplexityReport | None, str | None]:
        """The judge and the complexity measurement, concurrently (pipeline step 4).

        ``measure=False`` (code that does not compile) runs the judge alone: it reports the compile
        error; there is nothing to measure. When the grading time budget stopped the tests,
        ``prepared`` gets a notice and is marked as cut short (such a result is not reused).
        """

        signature = question.signature
        budget = self.settings.grade_time_budget_s
        deadline = time.monotonic() + budget

        async def judge() -> JudgeResult:
            since = time.perf_counter()
            budgeted = _BudgetedSandbox(self.sandbox, deadline)
            try:
                # The judge only ever calls `run` on its sandbox: the budgeted wrapper stands in for it.
                result: JudgeResult = await Judge(cast(Sandbox, budgeted)).arun(
                    source,
                    signature,
                    question.all_test_cases,
                    question.compare,
                    hidden_from=len(question.test_cases),
                    time_limit_s=self.settings.test_time_limit_s,
                    stop_on_first_failure=False,
                )
            finally:
                clock.add("judge", since)
            if budgeted.stopped and prepared is not None:
                not_run = sum(1 for t in result.tests if is_skipped(t.verdict))
                prepared.cut_short = True
                prepared.notices.append(
                    f"The tests were stopped when the grading time budget of {budget:g} s was spent "
                    f"(ASSAY_GRADE_TIME_BUDGET_S): the test running then counts as timed out and the "
                    f"{not_run} after it were not run."
                )
            return result

        async def measure_it() -> tuple[ComplexityReport | None, str | None]:
            scaling = question.scaling
            since = time.perf_counter()
            try:
                report: ComplexityReport = await asyncio.to_thread(
                    measure_complexity,
                    cast(Sandbox, _BudgetedSandbox(self.sandbox, deadline)),
                    source,
                    signature,
                    generator=scaling.generator if scaling is not None else None,
                    sizes=scaling.sizes if scaling is not None else None,
                    budget_cpu_s=self.settings.complexity_budget_cpu_s,
                    space=self.settings.measure_space,
                )
            except AssayError as exc:
                log.info("question %s: complexity not measured: %s", question.id, exc.message)
                return None, f"complexity could not be measured: {exc.message}"
            finally:
                clock.add("complexity", since)
            notes = list(report.notes)
            report, capped = _cap_space(report)
            if capped:
                notes.append(capped)
            return report, "; ".join(notes)[:300] if notes else None

        if not measure:
            judged = await judge()
            return judged, None, "not measured: the code does not compile"
        if self.settings.parallel_checks:
            judged, (report, note) = await asyncio.gather(judge(), measure_it())
        else:
            judged = await judge()
            report, note = await measure_it()
        if judged.failed and report is not None:
            # A wrong answer's timings say little; the rubric caps complexity points for it anyway.
            note = (note + "; " if note else "") + "measured on a solution that fails tests"
        return judged, report, note

    async def _feedback(
        self,
        question: Question,
        source: str,
        draft: FeedbackDraft,
        rubric: Rubric,
        judged: JudgeResult | None,
        static: ReviewReport,
        metered: _Metered,
        prepared: _Prepared,
        report: ComplexityReport | None,
    ) -> tuple[FeedbackOut, Narrative | None]:
        """Deterministic feedback, with a model's narrative on top when one is configured (step 6).

        The narrative is shown only when it passes :func:`check_narrative` (the measured facts and the
        question's text); otherwise the deterministic feedback stays, with ``narrative_fallback`` saying why.
        """
        notices = list(prepared.notices)
        feedback = FeedbackOut(
            summary=draft.summary,
            approach=ApproachOut(name=draft.approach_name, is_optimal=draft.is_optimal),
            complexity=ComplexityOut(
                time=draft.time, space=draft.space, meets_requirements=draft.meets_requirements
            ),
            improvements=list(draft.improvements),
            strengths=list(draft.strengths),
            source="deterministic",
            notices=notices,
        )
        if not (self.settings.model_feedback and metered.configured):
            return feedback, None
        messages = narrative_messages(question, source, draft, rubric, judged, static)
        options = GenerationOptions(
            temperature=0,
            max_tokens=800,
            timeout_s=self.settings.feedback_timeout_s,
            max_retries=self.settings.feedback_max_retries,
        )
        try:
            narrative = await metered.narrative(messages, options)
        except ExternalServiceError as exc:
            log.warning(
                "question %s: narrative feedback failed (%s: %s); returning the deterministic feedback",
                question.id,
                exc.code,
                exc.message,
            )
            notices.append(
                f"{NARRATIVE_UNAVAILABLE}: the model did not answer ({exc.code}); "
                "this is the deterministic review, and the score does not depend on it."
            )
            return feedback.model_copy(
                update={"notices": notices, "narrative_fallback": "model_failed"}
            ), None
        all_passed = judged is not None and bool(judged.tests) and judged.failed == 0
        required = question.complexity_requirements
        measured = [
            report.time.cls if report is not None and report.time is not None else None,
            report.space.cls if report is not None and report.space is not None else None,
        ]
        rejected: NarrativeFallback | None = check_narrative(
            narrative,
            question_title=question.title,
            question_description=question.description,
            all_passed=all_passed,
            complexities=[*measured, draft.time, draft.space, required.time, required.space],
            source=source,
        )
        if rejected is not None:
            log.info("question %s: the model's narrative was not shown (%s)", question.id, rejected)
            notices.append(f"{_FALLBACK_NOTICES[rejected]}; this is the deterministic review.")
            return feedback.model_copy(update={"notices": notices, "narrative_fallback": rejected}), narrative
        improvements = [i for i in narrative.improvements if i.strip()] or list(draft.improvements)
        strengths = [s for s in narrative.strengths if s.strip()] or list(draft.strengths)
        return (
            feedback.model_copy(
                update={
                    "summary": narrative.summary.strip() or draft.summary,
                    "approach": ApproachOut(
                        name=narrative.approach_name.strip() or draft.approach_name,
                        is_optimal=draft.is_optimal,
                    ),
                    "improvements": improvements[:6],
                    "strengths": strengths[:6],
                    "source": "model",
                }
            ),
            narrative,
        )

    def _test_results(self, question: Question, judged: JudgeResult | None) -> TestResultsOut:
        visible = len(question.test_cases)
        total = len(question.all_test_cases)
        if judged is None:
            return TestResultsOut(passed=0, failed=0, total=total, hidden_total=total - visible)
        compile_error = judged.compile_error
        if compile_error is not None:
            # No test ran: the compile error is the one thing to show, not the same error per test.
            where = ""
            if compile_error.line:
                column = f", column {compile_error.column}" if compile_error.column else ""
                where = f" (line {compile_error.line}{column})"
            return TestResultsOut(
                passed=0,
                failed=total,
                total=total,
                hidden_total=total - visible,
                compile_error=f"{compile_error.type}: {compile_error.message}{where}",
            )
        failing = [t for t in judged.tests if not is_accepted(t.verdict) and not is_skipped(t.verdict)]
        not_run = sum(1 for t in judged.tests if is_skipped(t.verdict))
        return TestResultsOut(
            passed=sum(1 for t in judged.tests if is_accepted(t.verdict)),
            failed=len(failing) if judged.tests else total,
            failed_cases=[_failed_case(t, question) for t in failing[: self.settings.max_failed_cases]],
            not_run=not_run,
            total=total,
            hidden_total=total - visible,
        )

    @staticmethod
    def _measured(
        question: Question, report: ComplexityReport | None, note: str | None
    ) -> MeasuredComplexity:
        required = question.complexity_requirements
        if report is None:
            return MeasuredComplexity(required_time=required.time, required_space=required.space, note=note)
        points = report.points
        return MeasuredComplexity(
            required_time=required.time,
            required_space=required.space,
            time=FitOut(cls=report.time.cls, confidence=round(report.time.confidence, 3))
            if report.time is not None
            else None,
            space=FitOut(cls=report.space.cls, confidence=round(report.space.confidence, 3))
            if report.space is not None
            else None,
            points=[_plain(p) for p in points][:32],
            note=note,
        )

    async def _store(
        self,
        question: Question,
        solution: str,
        solution_hash: str,
        response: EvaluationResponse,
        clock: _Clock,
        *,
        reusable: bool,
    ) -> EvaluationResponse:
        if self.repository is None:
            return response
        body_response = response.model_copy(update={"timings": clock.timings()})
        record = EvaluationRecord(
            id=response.evaluation_id,
            question_id=question.id,
            question_hash=question.content_hash,
            solution_hash=solution_hash,
            solution=solution,
            score=response.score,
            passed=response.passed,
            needs_human_review=response.needs_human_review,
            reusable=reusable,
            result=body_response.to_json(),
            timings=body_response.timings.model_dump(by_alias=True),
            model=response.model,
            cost_usd=response.cost_usd,
            created_at=response.created_at,
            engine=self.engine,
        )
        await asyncio.to_thread(self.repository.add, record)
        return body_response


def _cap_space(report: ComplexityReport) -> tuple[ComplexityReport, str | None]:
    """The report with its space class no steeper than its time class, and a note when it was cut.

    A run cannot allocate more than it executes; a space fit above the time fit comes from a few
    small, noisy sizes (list over-allocation), and the time class is the honest bound.
    """
    time_fit, space_fit = report.time, report.space
    if time_fit is None or space_fit is None or not isinstance(report, ComplexityReport):
        return report, None
    space_rank, time_rank = complexity_rank(space_fit.cls), complexity_rank(time_fit.cls)
    if space_rank is None or time_rank is None or space_rank <= time_rank:
        return report, None
    fitted = report.space
    assert fitted is not None
    capped = report.model_copy(update={"space": fitted.model_copy(update={"cls": time_fit.cls})})
    return capped, f"the space fit {space_fit.cls} was above the time fit and is capped at {time_fit.cls}"


def _not_a_solution(question: Question) -> InvalidInputError:
    expected = expected_signature_line(question.signature)
    return InvalidInputError(
        "The submission reads as neither code nor pseudocode: expected a `class Solution:` with "
        f"`{expected}` in Python, or pseudocode steps for it (loops, conditions, assignments, a return "
        "value), e.g. `for each c in s` ... `return best`.",
        code="INVALID_SOLUTION",
        hint="Write the algorithm as Python or as pseudocode (see docs/pseudocode.md), then resubmit.",
        details={"expectedSignature": expected},
    )


def _defines_other_classes(source: str) -> bool:
    try:
        tree = ast.parse(textwrap.dedent(source))
    except (SyntaxError, ValueError):
        return False
    return any(isinstance(node, ast.ClassDef) for node in tree.body)


def _plain(value: Any) -> dict[str, Any]:
    if isinstance(value, BaseModel):
        dumped: dict[str, Any] = value.model_dump(mode="json")
        return dumped
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    return {"value": str(value)}


def _verdict(test: TestResult) -> str:
    return str(test.verdict)


def _failed_case(test: TestResult, question: Question) -> FailedCase:
    """One failing test as docs/grading.md shows it; hidden tests say only how they failed."""
    verdict = _verdict(test)
    word = _VERDICT_WORDS.get(verdict, verdict)
    if test.hidden:
        return FailedCase(input=None, expected=None, received=word, hidden=True, verdict=verdict)
    received: Any = test.received
    if verdict in ("TLE", "MLE", "OLE", "IE", "SKIPPED"):
        received = word  # however the limit was enforced (inside the child or from outside)
    elif test.error is not None:
        received = test.error.type
    given = test.input
    if isinstance(given, dict) and len(question.signature.params) == 1 and len(given) == 1:
        given = next(iter(given.values()))  # a one-parameter input is shown as the bare value
    return FailedCase(input=given, expected=test.expected, received=received, hidden=False, verdict=verdict)


@lru_cache(maxsize=1)
def get_grading_service() -> GradingService:
    """The process-wide service built from the settings (bank, database, sandbox, model)."""
    return GradingService()
