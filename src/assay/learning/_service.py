"""The evaluator pipeline: validate → concept context → score → classify → feedback → decision →
mastery → events (docs/learning.md, "The pipeline").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from functools import partial
from typing import Any, Protocol

from assay.errors import AssayError, ExternalServiceError, UserInputError
from assay.learning._classify import known_misconception
from assay.learning._code import (
    CodeGrader,
    choose_bank_question,
    fit_to_signature,
    looks_like_code,
    scoring_from_grade,
)
from assay.learning._course import load_course
from assay.learning._decision import decide, needs_instructor_alert
from assay.learning._errors import ConceptNotFoundError
from assay.learning._feedback import build_feedback
from assay.learning._graph import ConceptCache, ConceptStore, LadybugConceptStore, MemoryConceptStore
from assay.learning._model import model_score
from assay.learning._models import (
    ConceptContext,
    Course,
    ErrorType,
    EvaluationRequest,
    LearnerEvaluation,
    Scoring,
)
from assay.learning._scoring import deterministic_score, score_overlap
from assay.learning._settings import LearnSettings, get_learn_settings
from assay.learning._validate import ValidRequest, validate_request
from assay.llm import Gateway, get_gateway
from assay.storage import LearningEvaluationRecord

__all__ = [
    "EVALUATION_COMPLETE",
    "INSTRUCTOR_ALERT",
    "TUTOR_ASSESSMENT_READY",
    "LearningService",
    "listen_for_assessments",
    "open_concept_store",
]

log = logging.getLogger("assay.learning")

EVALUATION_COMPLETE = "evaluation_complete"
INSTRUCTOR_ALERT = "INSTRUCTOR_ALERT"
TUTOR_ASSESSMENT_READY = "TUTOR_ASSESSMENT_READY"


class _Update(Protocol):
    @property
    def previous(self) -> float: ...

    @property
    def new(self) -> float: ...

    @property
    def event_ids(self) -> list[str]: ...


#: Builds the events of an update once its new mastery is known: ``[(name, payload), ...]``.
EventBuilder = Callable[[Any], Sequence[tuple[str, dict[str, Any]]]]


class MasteryLike(Protocol):
    """What the pipeline needs of a mastery store: one atomic update that stores the evaluation and
    its events with it (an outbox), so an evaluation is either fully recorded or not at all."""

    def apply(
        self,
        learner_id: str,
        concept_id: str,
        score: float,
        *,
        evaluation: LearningEvaluationRecord | None = None,
        events: EventBuilder | None = None,
    ) -> _Update: ...


def open_concept_store(settings: LearnSettings, course: Course | None = None) -> ConceptStore:
    """The concept store the settings select, loaded with the course (bundled, or the setting's file)."""
    course = course or load_course(settings.learn_course, mode=settings.learn_course_mode)
    if settings.learn_graph == "ladybug":
        return LadybugConceptStore(course, settings.learn_graph_path)
    return MemoryConceptStore(course)


def _default_mastery() -> MasteryLike:
    from assay.learning._mastery import open_mastery_store

    store: MasteryLike = open_mastery_store()
    return store


class LearningService:
    """Evaluates learners' answers.

    Args:
        settings: the learning settings (default: ``ASSAY_LEARN_*``).
        course: a loaded course (default: from the settings).
        concepts: a concept store (default: the one the settings select).
        gateway: the model gateway (default: ``ASSAY_LLM_MODEL``; ``none`` scores deterministically).
        mastery: the mastery store (default: SQL, or Redis when ``ASSAY_REDIS_URL`` is set); it
            writes the evaluation and its events (the outbox) with the update.
        grader: runs code answers; the front doors pass one built on ``assay.grading``; ``None``
            scores code answers as text.
        clock: the concept cache's monotonic clock (tests).
    """

    def __init__(
        self,
        *,
        settings: LearnSettings | None = None,
        course: Course | None = None,
        concepts: ConceptStore | None = None,
        gateway: Gateway | None = None,
        mastery: MasteryLike | None = None,
        grader: CodeGrader | None = None,
        scorer: str | None = None,
        clock: Any = None,
    ) -> None:
        self.settings = settings or get_learn_settings()
        self.store = concepts if concepts is not None else open_concept_store(self.settings, course)
        cache_args: dict[str, Any] = {"ttl_s": self.settings.learn_cache_ttl_s}
        if clock is not None:
            cache_args["clock"] = clock
        self.concepts = ConceptCache(self.store, **cache_args)
        self.gateway = gateway if gateway is not None else get_gateway()
        self.mastery = mastery if mastery is not None else _default_mastery()
        self.grader = grader if self.settings.learn_grade_code else None
        self.scorer = scorer or self.settings.learn_scorer

    # -- public -------------------------------------------------------------------------------------

    def context(self, concept_id: str) -> ConceptContext:
        """The concept's context (a copy).

        Raises:
            ConceptNotFoundError: ``CONCEPT_NOT_FOUND``.
        """
        context = self.concepts.get(concept_id)
        if context is None:
            raise ConceptNotFoundError(concept_id, known=self.store.concept_ids())
        return context

    async def evaluate(self, request: EvaluationRequest | Mapping[str, Any]) -> LearnerEvaluation:
        """Evaluate one answer; nothing is stored and no event is sent unless every step succeeds.

        Raises:
            LearnInputError: a bad field (HTTP 422, exit 2), ``details.field`` names it.
            ConceptNotFoundError: the course has no such concept (HTTP 404, exit 2).
            ExternalServiceError: the mastery store or the event sink failed.
        """
        valid = validate_request(request)
        context = self.context(valid.concept_id)
        concept = context.concept
        expected = valid.expected_answer
        source: str = "request"
        if expected is None:
            expected = concept.reference_answer or " ".join(concept.key_points)
            source = "course"
            log.warning(
                "no expected_answer for learner %s on concept %s: using the course's reference answer",
                valid.learner_id,
                valid.concept_id,
            )
        scoring = await self.score(valid, context, expected, expected_is_reference=source == "course")
        return await self._finish(valid, context, scoring, source)

    def evaluate_sync(self, request: EvaluationRequest | Mapping[str, Any]) -> LearnerEvaluation:
        """:meth:`evaluate` for synchronous callers (the CLI)."""
        return asyncio.run(self.evaluate(request))

    async def on_tutor_assessment_ready(self, payload: Mapping[str, Any]) -> LearnerEvaluation:
        """Handle an inbound ``TUTOR_ASSESSMENT_READY`` event: its payload is an evaluation request
        (``learner_id``, ``concept_id``, ``learner_response`` or ``learner_answer``, optional
        ``expected_answer``), possibly wrapped as ``{"event": ..., "payload": {...}}``."""
        body = payload.get("payload") if isinstance(payload.get("payload"), Mapping) else payload
        assert isinstance(body, Mapping)
        return await self.evaluate(body)

    async def score(
        self, valid: ValidRequest, context: ConceptContext, expected: str, *, expected_is_reference: bool
    ) -> Scoring:
        """Score one answer: code through the grader, else the model or the deterministic path."""
        concept = context.concept
        candidates = [valid.bank_question_id] if valid.bank_question_id else list(concept.bank_questions)
        if (
            self.grader is not None
            and candidates
            and (valid.bank_question_id or looks_like_code(valid.learner_response))
        ):
            signatures = {q: self.grader.signature(q) for q in candidates}
            names = {q: s.method for q, s in signatures.items() if s is not None}
            question_id = choose_bank_question(valid.learner_response, candidates, names)
            signature = signatures.get(question_id) if question_id is not None else None
            if question_id is not None and signature is not None:
                code = fit_to_signature(valid.learner_response, signature)
                try:
                    outcome = await self.grader.grade(question_id, code)
                except AssayError as exc:
                    if isinstance(exc, ExternalServiceError):
                        raise
                    log.info(
                        "code answer could not be graded (%s: %s); scored as text", exc.code, exc.message
                    )
                else:
                    return scoring_from_grade(outcome, valid.learner_response)
        if self.scorer == "overlap":
            return score_overlap(valid.learner_response, expected)
        deterministic = deterministic_score(
            valid.learner_response,
            expected,
            concept,
            context.misconceptions,
            expected_is_reference=expected_is_reference,
        )
        if self.scorer == "deterministic" or (self.scorer == "auto" and not self.gateway.configured):
            return deterministic
        by_model = await model_score(
            self.gateway,
            valid.learner_response,
            expected,
            concept,
            context.misconceptions,
            fallback_type=deterministic.error_type,
            timeout_s=self.settings.learn_model_timeout_s,
        )
        if by_model is None:
            deterministic.notes.append(
                "the model was unavailable or its answer did not validate; scored deterministically"
            )
            return deterministic
        return by_model

    # -- steps --------------------------------------------------------------------------------------

    async def _finish(
        self, valid: ValidRequest, context: ConceptContext, scoring: Scoring, source: str
    ) -> LearnerEvaluation:
        concept = context.concept
        decision = decide(scoring.score, scoring.error_type)
        misconception = known_misconception(scoring.misconception, context.misconceptions)
        if scoring.error_type is ErrorType.CORRECT:
            misconception = None
        names = {c: c for c in context.prerequisites}
        for prereq in context.prerequisites:
            other = self.concepts.get(prereq)
            if other is not None:
                names[prereq] = other.concept.name
        feedback = build_feedback(
            error_type=scoring.error_type,
            decision=decision,
            concept=concept,
            misconception=misconception,
            signals=scoring.signals,
            prerequisite_names=[names[p] for p in context.prerequisites],
        )
        if scoring.scored_by == "model" and scoring.feedback:
            # The model's words first; the rules' pointers (prerequisites, remediation) stay.
            tail = misconception.remediation if misconception is not None else ""
            feedback = " ".join(x for x in (scoring.feedback, tail) if x)
            if decision.value == "REMEDIATE" and context.prerequisites:
                feedback += f" Go back to {', '.join(names[p] for p in context.prerequisites)} first."
        timestamp = datetime.now(UTC).isoformat()
        alert = needs_instructor_alert(scoring.score)

        def build_events(update: Any) -> list[tuple[str, dict[str, Any]]]:
            payload = {
                "learner_id": valid.learner_id,
                "concept_id": valid.concept_id,
                "score": scoring.score,
                "decision": decision.value,
                "new_mastery": round(float(update.new), 4),
            }
            events = [(EVALUATION_COMPLETE, payload)]
            if alert:
                events.append(
                    (
                        INSTRUCTOR_ALERT,
                        {
                            **payload,
                            "error_type": scoring.error_type.value,
                            "misconception": misconception.id if misconception else None,
                            "feedback": feedback,
                            "timestamp": timestamp,
                        },
                    )
                )
            return events

        record = LearningEvaluationRecord(
            learner_id=valid.learner_id,
            concept_id=valid.concept_id,
            score=scoring.score,
            error_type=scoring.error_type.value,
            decision=decision.value,
            result={
                "misconception": misconception.id if misconception else None,
                "feedback": feedback,
                "scored_by": scoring.scored_by,
                "timestamp": timestamp,
                "notes": scoring.notes,
            },
        )
        update = await asyncio.to_thread(
            partial(self.mastery.apply, evaluation=record, events=build_events),
            valid.learner_id,
            valid.concept_id,
            scoring.score,
        )
        new_mastery = round(float(update.new), 4)
        event_ids = list(update.event_ids)
        previous = update.previous
        return LearnerEvaluation(
            score=scoring.score,
            error_type=scoring.error_type,
            misconception=misconception.id if misconception else None,
            misconception_description=misconception.description if misconception else None,
            feedback=feedback,
            decision=decision,
            new_mastery=new_mastery,
            previous_mastery=round(float(previous), 4),
            timestamp=timestamp,
            learner_id=valid.learner_id,
            concept_id=valid.concept_id,
            prerequisites=list(context.prerequisites) if decision.value == "REMEDIATE" else [],
            scored_by=scoring.scored_by,
            expected_answer_source="request" if source == "request" else "course",
            instructor_alert=alert,
            events=[str(e) for e in event_ids],
            notes=scoring.notes,
        )


def _run_blocking(work: Coroutine[Any, Any, LearnerEvaluation]) -> LearnerEvaluation:
    """Run a coroutine to its end from synchronous code, also when that code was itself called
    from a running event loop (a sink delivers inside ``publish``): then in a thread of its own."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(work)
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, work).result()


class Subscribable(Protocol):
    """An event sink that delivers events to handlers (``EventSink.subscribe``)."""

    def subscribe(
        self, consumer_id: str, handler: Callable[[Any], None], *, names: Sequence[str] | None = None
    ) -> None: ...


def listen_for_assessments(
    service: LearningService | Callable[[], LearningService],
    sink: Subscribable,
    *,
    consumer_id: str = "evaluator",
    loop: asyncio.AbstractEventLoop | None = None,
) -> None:
    """Evaluate every ``TUTOR_ASSESSMENT_READY`` event published to ``sink`` (delivered at least
    once, each event id once per consumer). An event whose payload is bad input is logged and
    acknowledged, never retried forever; a failing store or model raises, so the sink retries it.

    Args:
        service: the learning service, or a function returning it, called at each event (a server
            builds its service only once something asks for an evaluation).
        loop: the running loop to evaluate on, from the sink's relay thread (a server's own, where
            its requests use the same service); default: a loop of the delivering thread's own.
    """

    def evaluate(payload: dict[str, Any]) -> LearnerEvaluation:
        chosen = service() if callable(service) else service
        work = chosen.on_tutor_assessment_ready(payload)
        if loop is not None and loop.is_running() and not _runs_on(loop):
            return asyncio.run_coroutine_threadsafe(work, loop).result()
        return _run_blocking(work)

    def handle(event: Any) -> None:
        try:
            result = evaluate(dict(event.payload))
        except UserInputError as exc:
            log.warning(
                "TUTOR_ASSESSMENT_READY event %s not evaluated: %s (%s)", event.id, exc.message, exc.code
            )
            return
        log.info(
            "TUTOR_ASSESSMENT_READY event %s: %s on %s scored %.2f, %s",
            event.id,
            result.learner_id,
            result.concept_id,
            result.score,
            result.decision.value,
        )

    sink.subscribe(consumer_id, handle, names=[TUTOR_ASSESSMENT_READY])


def _runs_on(loop: asyncio.AbstractEventLoop) -> bool:
    """Whether this thread is running ``loop`` (waiting on it from here would never return)."""
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False
