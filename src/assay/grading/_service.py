"""The grading service (docs/grading.md): :class:`GradingService` grades a submission.

:meth:`GradingService._evaluate` is the pipeline of docs/grading.md, "The pipeline", one step per
module, each reading the typed result of the one before (``_steps.py``)::

    length check → stored grade? (_step_store) → make it executable (_step_prepare: Python as is,
    else the pseudocode normaliser, else a model or PSEUDOCODE_NOT_UNDERSTOOD) → validate, judge ‖
    measure (_step_check) → [a failure on a line our translation wrote: translate, check again] →
    review, feedback draft, score (_step_assess) → narrative (_step_narrate) → response
    (_step_respond) → store (_step_store)
"""

from __future__ import annotations

import asyncio
import logging
import time
from functools import lru_cache

from assay.errors import NotFoundError
from assay.grading._meters import Clock, Metered
from assay.grading._pseudocode import Normalised, SyntaxIssueCode, runtime_doubts
from assay.grading._reader import Reader, get_reader
from assay.grading._schemas import EvaluationResponse
from assay.grading._settings import ENGINE_VERSION, GradingSettings, engine_fingerprint, get_grading_settings
from assay.grading._step_assess import assess, review_checked
from assay.grading._step_check import check
from assay.grading._step_narrate import narrate
from assay.grading._step_prepare import Translator, prepare
from assay.grading._step_respond import respond
from assay.grading._step_store import find_stored, solution_hash, store_evaluation
from assay.grading._validation import check_length
from assay.judge import Judge, Signature
from assay.llm import Gateway, get_gateway
from assay.questions import (
    InvalidQuestionIdError,
    Question,
    QuestionNotFoundError,
    QuestionStore,
    get_question_store,
)
from assay.sandbox import Sandbox, get_sandbox
from assay.storage import EvaluationRepository, get_repository
from assay.threadsafe import serialize_ast_parse

__all__ = [
    "ENGINE_VERSION",
    "GradingService",
    "GradingSettings",
    "engine_fingerprint",
    "get_grading_service",
    "get_grading_settings",
]

log = logging.getLogger(__name__)

_MAX_ID_SHOWN = 80  # a malformed id is echoed in the 404 up to this length


class GradingService:
    """Grades submissions against the question bank and keeps every evaluation.

    Args:
        questions: the question store (default: from ``ASSAY_QUESTIONS_*``).
        repository: where evaluations are stored; ``None`` for the default (``ASSAY_DATABASE_URL``).
        sandbox: the sandbox pool (default: the process-wide one).
        gateway: the LLM gateway (default: ``ASSAY_LLM_MODEL``; ``none`` means fully deterministic).
        settings: the pipeline settings.
        store: whether to store evaluations at all (``False`` for benchmarks).
        reader: where pseudocode is read (default: the process-wide pool of ``ASSAY_READ_WORKERS``
            worker processes; docs/grading.md, "Reading pseudocode").
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
        reader: Reader | None = None,
    ) -> None:
        serialize_ast_parse()  # it grades from several threads (docs/performance.md, "Scale out")
        self.questions = questions if questions is not None else get_question_store()
        self.repository = (repository or get_repository()) if store else None
        self.sandbox = sandbox if sandbox is not None else get_sandbox()
        self.gateway = gateway if gateway is not None else get_gateway()
        self.settings = settings or get_grading_settings()
        self.reader = reader if reader is not None else get_reader(self.settings.read_workers)
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
        clock = Clock()
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
        return await self._evaluate(question, solution, Clock())

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

    async def _evaluate(self, question: Question, solution: str, clock: Clock) -> EvaluationResponse:
        settings = self.settings
        check_length(solution, question.signature, max_chars=settings.max_solution_chars)
        model_id = self.gateway.model_id if self.gateway.configured else None
        digest = solution_hash(solution)
        if self.repository is not None and settings.reuse_results:
            stored = await find_stored(self.repository, question, digest, model=model_id, engine=self.engine)
            if stored is not None:
                return stored

        metered = Metered(self.gateway)
        translator = Translator(
            metered,
            settings.translate_feedback_rounds,
            settings.translate_timeout_s,
            fill_lines=settings.translate_fill_lines,
        )
        read_under_load = False

        async def read(text: str, signature: Signature) -> Normalised:
            nonlocal read_under_load
            normalised = await self.reader.normalise(text, signature, timeout_s=settings.read_timeout_s)
            issue = normalised.error
            read_under_load |= issue is not None and issue.code is SyntaxIssueCode.READ_TIMEOUT
            return normalised

        prepared = await prepare(solution, question, translator, clock, read)
        checked = await check(prepared, question, settings, self.sandbox, clock)
        if prepared.kind == "pseudocode" and prepared.line_map is not None:
            doubts = runtime_doubts(solution, checked.judged, prepared.line_map, checked.validated.source)
            if doubts:
                # The run says our translation went wrong (a test failed on a line the normaliser added,
                # or on a name or field it left unbound): that failure is ours, not the learner's.
                prepared = await translator.translate_or_refuse(solution, question, doubts, clock)
                checked = await check(prepared, question, settings, self.sandbox, clock)

        with clock.step("review"):
            reviewed = review_checked(checked, question)
        with clock.step("feedback"):
            scored = assess(reviewed, question)
            shown = solution if prepared.line_map is not None else checked.validated.source  # the user's text
            narrated = await narrate(scored, question, shown, metered, settings)
        response, reusable = respond(
            narrated, question, metered, clock, max_failed_cases=settings.max_failed_cases
        )
        # A reading stopped at its deadline depends on the load at that moment: the grade the model gave
        # instead is kept, but a resubmission is read afresh (stop 32's review)
        reusable = reusable and not read_under_load
        if self.repository is None:
            return response
        return await store_evaluation(
            self.repository,
            question,
            solution,
            digest,
            response,
            clock,
            reusable=reusable,
            engine=self.engine,
        )


@lru_cache(maxsize=1)
def get_grading_service() -> GradingService:
    """The process-wide service built from the settings (bank, database, sandbox, model)."""
    return GradingService()
