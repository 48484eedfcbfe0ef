"""The learning tables (mastery, its history, the evaluation log, the event outbox) and their repository.

The repository is deliberately model-agnostic: a mastery update is a pure function handed in by
the caller (``assay.learning`` owns the models), applied here as an atomic read-modify-write: a
compare-and-set on the row's update counter, retried on conflict, so concurrent updates of one
learner and concept never lose one (docs/learning.md, "Mastery"). The mastery row, its history
row, the evaluation record and the outbox events of one update are written in ONE transaction:
all of them or none.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import (
    JSON,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    and_,
    delete,
    exists,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.orm import Mapped, Session, mapped_column

from assay.errors import ExternalServiceError
from assay.storage._base import SqlRepository, migrated_engine
from assay.storage._models import Base, UTCDateTime
from assay.storage._settings import StorageSettings

__all__ = [
    "LearnerMasteryRow",
    "LearningEvaluationRecord",
    "LearningEvaluationRow",
    "LearningRepository",
    "MasteryChange",
    "MasteryHistoryRow",
    "MasteryStep",
    "OutboxDeliveryRow",
    "OutboxEvent",
    "OutboxRow",
    "StoredMastery",
    "open_learning_repository",
]


#: ``step(previous_state) -> (new_mastery, new_state)``; ``None`` for a learner's first answer.
MasteryStep = Callable[[dict[str, Any] | None], tuple[float, dict[str, Any]]]


class LearnerMasteryRow(Base):
    """The current mastery of one learner on one concept (table ``learner_mastery``)."""

    __tablename__ = "learner_mastery"

    learner_id: Mapped[str] = mapped_column(String(200), primary_key=True)
    concept_id: Mapped[str] = mapped_column(String(200), primary_key=True)
    mastery: Mapped[float] = mapped_column(Float)
    model: Mapped[str] = mapped_column(String(32))
    state: Mapped[dict[str, Any]] = mapped_column(JSON)
    #: How many updates were applied; also the compare-and-set version of the row.
    updates: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class MasteryHistoryRow(Base):
    """One applied mastery update (table ``learner_mastery_history``), for trends and audits."""

    __tablename__ = "learner_mastery_history"
    __table_args__ = (
        # A second row with the same sequence would be a lost update: the database refuses it.
        UniqueConstraint("learner_id", "concept_id", "sequence", name="uq_mastery_history_sequence"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    learner_id: Mapped[str] = mapped_column(String(200))
    concept_id: Mapped[str] = mapped_column(String(200))
    sequence: Mapped[int] = mapped_column(Integer)
    score: Mapped[float] = mapped_column(Float)
    previous: Mapped[float] = mapped_column(Float)
    mastery: Mapped[float] = mapped_column(Float)
    model: Mapped[str] = mapped_column(String(32))
    evaluation_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class LearningEvaluationRow(Base):
    """One learner evaluation (table ``learning_evaluations``): the result as it was returned."""

    __tablename__ = "learning_evaluations"
    __table_args__ = (Index("ix_learning_evaluations_learner", "learner_id", "concept_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    learner_id: Mapped[str] = mapped_column(String(200))
    concept_id: Mapped[str] = mapped_column(String(200))
    score: Mapped[float] = mapped_column(Float)
    error_type: Mapped[str] = mapped_column(String(32))
    decision: Mapped[str] = mapped_column(String(32))
    new_mastery: Mapped[float] = mapped_column(Float)
    result: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class OutboxRow(Base):
    """One published event (table ``learning_outbox``); ``position`` orders them for tailing."""

    __tablename__ = "learning_outbox"

    position: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String(36), unique=True)
    name: Mapped[str] = mapped_column(String(64), index=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class OutboxDeliveryRow(Base):
    """Delivery of one event to one consumer (table ``learning_outbox_deliveries``).

    A row appears at the first attempt; ``delivered_at`` is set once the consumer took the event.
    A failed attempt records its error and when to try again (exponential backoff).
    """

    __tablename__ = "learning_outbox_deliveries"

    event_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("learning_outbox.id", name="fk_outbox_deliveries_event_id"), primary_key=True
    )
    consumer: Mapped[str] = mapped_column(String(64), primary_key=True)
    attempts: Mapped[int] = mapped_column(Integer)
    delivered_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    next_attempt_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)


class StoredMastery(BaseModel):
    """The current mastery of one learner on one concept, with its recent history (oldest first)."""

    model_config = ConfigDict(frozen=True)

    learner_id: str
    concept_id: str
    mastery: float
    model: str
    state: dict[str, Any]
    updates: int
    updated_at: datetime
    history: list[float] = Field(default_factory=list)


class MasteryChange(BaseModel):
    """What one applied update did: the mastery before and after, and its place in the sequence."""

    model_config = ConfigDict(frozen=True)

    learner_id: str
    concept_id: str
    score: float
    previous: float
    new: float
    sequence: int
    model: str
    state: dict[str, Any]
    first: bool
    at: datetime


class LearningEvaluationRecord(BaseModel):
    """An evaluation as the repository stores it (``new_mastery`` is filled in by the update)."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(default_factory=lambda: str(uuid.uuid4()))
    learner_id: str
    concept_id: str
    score: float
    error_type: str
    decision: str
    new_mastery: float = 0.0
    result: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


class OutboxEvent(BaseModel):
    """An event in the outbox. ``id`` is stable: every delivery of the event carries it."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(default_factory=lambda: str(uuid.uuid4()))
    name: str
    payload: dict[str, Any]
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    position: int | None = None

    @classmethod
    def from_row(cls, row: OutboxRow) -> OutboxEvent:
        return cls.model_validate(row, from_attributes=True)


class _ConflictError(Exception):
    """Another writer updated the row between our read and our write: read again."""


#: Bound on compare-and-set attempts of one update (contention of hundreds of writers stays far below).
_MAX_ATTEMPTS = 2000


class LearningRepository(SqlRepository):
    """Mastery, its history, learner evaluations and the event outbox in the project database."""

    # -- mastery -------------------------------------------------------------------------------

    def apply_mastery(
        self,
        learner_id: str,
        concept_id: str,
        score: float,
        *,
        model: str,
        step: MasteryStep,
        initial: float,
        evaluation: LearningEvaluationRecord | None = None,
        events: Callable[[MasteryChange], Sequence[OutboxEvent]] | None = None,
    ) -> MasteryChange:
        """Apply ``step`` to the stored state atomically; write history, evaluation and events with it.

        ``initial`` is the model's mastery before any answer (the ``previous`` of a first update).

        The row's update counter is the version of a compare-and-set: the new state is written only
        where the counter still holds the value read, else the whole transaction is retried on the
        fresh row (jittered backoff). The first answer inserts the row; a concurrent first insert
        fails on the primary key and is retried the same way.

        Raises:
            ExternalServiceError: ``DATABASE_ERROR`` (retryable) when the database fails or the
                contention never settles.
        """
        for attempt in range(_MAX_ATTEMPTS):
            try:
                with self._sessions() as session, session.begin():
                    change = self._apply_once(session, learner_id, concept_id, score, model, step, initial)
                    if evaluation is not None:
                        row = LearningEvaluationRow(
                            **evaluation.model_copy(update={"new_mastery": change.new}).model_dump()
                        )
                        session.add(row)
                    for event in events(change) if events is not None else ():
                        session.add(_outbox_row(event))
                return change
            except (_ConflictError, IntegrityError, OperationalError) as exc:
                # OperationalError: SQLite refuses a write on a stale snapshot ("database is locked").
                if isinstance(exc, OperationalError) and not _is_lock_error(exc):
                    raise self._database_error("update the mastery", exc) from exc
                if isinstance(exc, IntegrityError) and not _is_mastery_race(exc):
                    raise self._database_error("update the mastery", exc) from exc  # e.g. a reused id
                time.sleep(random.uniform(0, min(0.05, 0.0005 * (attempt + 1))))
            except SQLAlchemyError as exc:
                raise self._database_error("update the mastery", exc) from exc
        raise ExternalServiceError(
            f"the mastery of {learner_id!r} on {concept_id!r} could not be updated: "
            "too many concurrent writers",
            code="DATABASE_ERROR",
            retryable=True,
            hint="retry the evaluation",
        )

    def _apply_once(
        self,
        session: Session,
        learner_id: str,
        concept_id: str,
        score: float,
        model: str,
        step: MasteryStep,
        initial: float,
    ) -> MasteryChange:
        now = datetime.now(UTC)
        row = session.get(LearnerMasteryRow, (learner_id, concept_id))
        if row is None:
            new, state = step(None)
            previous = initial
            sequence = 1
            session.add(
                LearnerMasteryRow(
                    learner_id=learner_id,
                    concept_id=concept_id,
                    mastery=new,
                    model=model,
                    state=state,
                    updates=1,
                    updated_at=now,
                )
            )
            session.flush()  # a concurrent first answer makes this fail on the primary key: retried
        else:
            version = row.updates
            previous = row.mastery
            new, state = step(dict(row.state) if row.model == model else _migrated_state(row))
            sequence = version + 1
            result = session.execute(
                update(LearnerMasteryRow)
                .where(
                    LearnerMasteryRow.learner_id == learner_id,
                    LearnerMasteryRow.concept_id == concept_id,
                    LearnerMasteryRow.updates == version,
                )
                .values(mastery=new, model=model, state=state, updates=sequence, updated_at=now)
                .execution_options(synchronize_session=False)
            )
            if getattr(result, "rowcount", 1) != 1:
                raise _ConflictError
        session.add(
            MasteryHistoryRow(
                learner_id=learner_id,
                concept_id=concept_id,
                sequence=sequence,
                score=score,
                previous=previous,
                mastery=new,
                model=model,
                created_at=now,
            )
        )
        session.flush()
        return MasteryChange(
            learner_id=learner_id,
            concept_id=concept_id,
            score=score,
            previous=previous,
            new=new,
            sequence=sequence,
            model=model,
            state=state,
            first=sequence == 1,
            at=now,
        )

    def mastery(self, learner_id: str, concept_id: str) -> StoredMastery | None:
        """The stored mastery of one learner on one concept, or ``None`` before their first answer."""

        def read(session: Session) -> StoredMastery | None:
            row = session.get(LearnerMasteryRow, (learner_id, concept_id))
            return _stored(row, []) if row is not None else None

        return self._run("read the mastery", read)

    def masteries(self, learner_id: str, *, history: int = 10) -> list[StoredMastery]:
        """Every concept the learner has answered, by concept id, each with its last ``history`` values."""

        def read(session: Session) -> list[StoredMastery]:
            rows = session.scalars(
                select(LearnerMasteryRow)
                .where(LearnerMasteryRow.learner_id == learner_id)
                .order_by(LearnerMasteryRow.concept_id)
            ).all()
            found: list[StoredMastery] = []
            for row in rows:
                values = session.scalars(
                    select(MasteryHistoryRow.mastery)
                    .where(
                        MasteryHistoryRow.learner_id == learner_id,
                        MasteryHistoryRow.concept_id == row.concept_id,
                    )
                    .order_by(MasteryHistoryRow.sequence.desc())
                    .limit(history)
                ).all()
                found.append(_stored(row, list(reversed(values))))
            return found

        return self._run("read the masteries", read)

    def history(self, learner_id: str, concept_id: str) -> list[MasteryChange]:
        """Every applied update of one learner on one concept, in the order applied."""

        def read(session: Session) -> list[MasteryChange]:
            rows = session.scalars(
                select(MasteryHistoryRow)
                .where(MasteryHistoryRow.learner_id == learner_id, MasteryHistoryRow.concept_id == concept_id)
                .order_by(MasteryHistoryRow.sequence)
            ).all()
            return [
                MasteryChange(
                    learner_id=row.learner_id,
                    concept_id=row.concept_id,
                    score=row.score,
                    previous=row.previous,
                    new=row.mastery,
                    sequence=row.sequence,
                    model=row.model,
                    state={},
                    first=row.sequence == 1,
                    at=row.created_at,
                )
                for row in rows
            ]

        return self._run("read the mastery history", read)

    def add_evaluation(
        self, evaluation: LearningEvaluationRecord, events: Sequence[OutboxEvent] = ()
    ) -> LearningEvaluationRecord:
        """Store an evaluation and its events in one transaction (for stores that keep mastery elsewhere)."""

        def write(session: Session) -> LearningEvaluationRecord:
            with session.begin():
                session.add(LearningEvaluationRow(**evaluation.model_dump()))
                for event in events:
                    session.add(_outbox_row(event))
            return evaluation

        return self._run("store the evaluation", write)

    def add_evaluation_once(
        self, evaluation: LearningEvaluationRecord | None, events: Sequence[OutboxEvent] = ()
    ) -> None:
        """Like :meth:`add_evaluation`, but rows whose id is already stored are skipped (a replay of a
        write that may have happened, e.g. recovered from Redis after a crash)."""

        def write(session: Session) -> None:
            with session.begin():
                if evaluation is not None and session.get(LearningEvaluationRow, evaluation.id) is None:
                    session.add(LearningEvaluationRow(**evaluation.model_dump()))
                ids = [event.id for event in events]
                known = (
                    set(session.scalars(select(OutboxRow.id).where(OutboxRow.id.in_(ids)))) if ids else set()
                )
                for event in events:
                    if event.id not in known:
                        session.add(_outbox_row(event))

        self._run("store the evaluation", write)

    def evaluations(self, learner_id: str, concept_id: str | None = None) -> list[LearningEvaluationRecord]:
        """The learner's evaluations, oldest first (of one concept, when given)."""

        def read(session: Session) -> list[LearningEvaluationRecord]:
            query = select(LearningEvaluationRow).where(LearningEvaluationRow.learner_id == learner_id)
            if concept_id is not None:
                query = query.where(LearningEvaluationRow.concept_id == concept_id)
            query = query.order_by(LearningEvaluationRow.created_at, LearningEvaluationRow.id)
            return [
                LearningEvaluationRecord.model_validate(row, from_attributes=True)
                for row in session.scalars(query)
            ]

        return self._run("read the evaluations", read)

    # -- outbox --------------------------------------------------------------------------------

    def add_events(self, events: Sequence[OutboxEvent]) -> list[OutboxEvent]:
        """Write events to the outbox in one transaction; they are returned with their positions."""

        def write(session: Session) -> list[OutboxEvent]:
            rows = [_outbox_row(event) for event in events]
            with session.begin():
                session.add_all(rows)
                session.flush()
                return [OutboxEvent.from_row(row) for row in rows]

        return self._run("write to the event outbox", write)

    def events(
        self, *, after: int = 0, limit: int = 100, names: Sequence[str] | None = None
    ) -> list[OutboxEvent]:
        """Events with a position after ``after``, oldest first."""

        def read(session: Session) -> list[OutboxEvent]:
            query = select(OutboxRow).where(OutboxRow.position > after)
            if names:
                query = query.where(OutboxRow.name.in_(list(names)))
            query = query.order_by(OutboxRow.position).limit(limit)
            return [OutboxEvent.from_row(row) for row in session.scalars(query)]

        return self._run("read the event outbox", read)

    def last_position(self) -> int:
        """The position of the newest event (0 when there is none)."""

        def read(session: Session) -> int:
            value = session.scalar(select(OutboxRow.position).order_by(OutboxRow.position.desc()).limit(1))
            return int(value or 0)

        return self._run("read the event outbox", read)

    def pending(
        self,
        consumer: str,
        *,
        names: Sequence[str] | None = None,
        now: datetime | None = None,
        limit: int = 100,
    ) -> list[OutboxEvent]:
        """Events ``consumer`` has not taken yet and may be tried now (backoff elapsed), oldest first."""
        now = now or datetime.now(UTC)

        def read(session: Session) -> list[OutboxEvent]:
            delivery = OutboxDeliveryRow
            blocked = exists().where(
                delivery.event_id == OutboxRow.id,
                delivery.consumer == consumer,
                or_(
                    delivery.delivered_at.is_not(None),
                    and_(delivery.next_attempt_at.is_not(None), delivery.next_attempt_at > now),
                ),
            )
            query = select(OutboxRow).where(~blocked)
            if names:
                query = query.where(OutboxRow.name.in_(list(names)))
            query = query.order_by(OutboxRow.position).limit(limit)
            return [OutboxEvent.from_row(row) for row in session.scalars(query)]

        return self._run("read the event outbox", read)

    def mark_delivered(self, event_id: str, consumer: str) -> None:
        """Record that ``consumer`` took the event (it will not be offered to it again)."""

        def write(session: Session) -> None:
            with session.begin():
                row = self._delivery(session, event_id, consumer)
                row.attempts += 1
                row.delivered_at = datetime.now(UTC)
                row.next_attempt_at = None

        self._run("record an event delivery", write)

    def mark_failed(
        self, event_id: str, consumer: str, *, error: str, retry_in: Callable[[int], float]
    ) -> tuple[int, datetime]:
        """Record a failed attempt; the next is due ``retry_in(attempts)`` seconds from now.

        Returns:
            The number of attempts so far and when the next one is due.
        """

        def write(session: Session) -> tuple[int, datetime]:
            with session.begin():
                row = self._delivery(session, event_id, consumer)
                row.attempts += 1
                row.last_error = error[:2000]
                due = datetime.now(UTC) + timedelta(seconds=retry_in(row.attempts))
                row.next_attempt_at = due
                return row.attempts, due

        return self._run("record an event delivery", write)

    @staticmethod
    def _delivery(session: Session, event_id: str, consumer: str) -> OutboxDeliveryRow:
        row = session.get(OutboxDeliveryRow, (event_id, consumer))
        if row is None:
            row = OutboxDeliveryRow(event_id=event_id, consumer=consumer, attempts=0)
            session.add(row)
        return row

    def deliveries(self, event_id: str) -> list[dict[str, Any]]:
        """The delivery state of one event per consumer (for ``assay learn events``)."""

        def read(session: Session) -> list[dict[str, Any]]:
            rows = session.scalars(
                select(OutboxDeliveryRow)
                .where(OutboxDeliveryRow.event_id == event_id)
                .order_by(OutboxDeliveryRow.consumer)
            )
            return [
                {
                    "consumer": row.consumer,
                    "attempts": row.attempts,
                    "delivered_at": row.delivered_at.isoformat() if row.delivered_at else None,
                    "next_attempt_at": row.next_attempt_at.isoformat() if row.next_attempt_at else None,
                    "last_error": row.last_error,
                }
                for row in rows
            ]

        return self._run("read the event deliveries", read)

    def prune_events(
        self,
        before: datetime,
        *,
        consumers: Sequence[tuple[str, Sequence[str] | None]] = (),
        batch: int = 500,
    ) -> int:
        """Delete the events created before ``before`` that are done with, and their delivery rows.

        An event is done with when no delivery of it waits for a retry (a failed attempt keeps it,
        however old) and each of ``consumers`` (``(id, names it takes)``, ``None``: every name)
        that takes it has taken it. Deleted ``batch`` events per transaction.

        Returns:
            How many events were deleted.
        """
        delivery = OutboxDeliveryRow
        waiting = exists().where(delivery.event_id == OutboxRow.id, delivery.delivered_at.is_(None))
        done = select(OutboxRow.id).where(OutboxRow.created_at < before, ~waiting)
        for consumer, names in consumers:
            taken = exists().where(
                delivery.event_id == OutboxRow.id,
                delivery.consumer == consumer,
                delivery.delivered_at.is_not(None),
            )
            done = done.where(or_(taken, OutboxRow.name.not_in(list(names))) if names else taken)
        done = done.order_by(OutboxRow.position).limit(batch)

        def write(session: Session) -> int:
            deleted = 0
            while True:
                with session.begin():
                    ids = list(session.scalars(done))
                    if ids:
                        session.execute(delete(OutboxDeliveryRow).where(OutboxDeliveryRow.event_id.in_(ids)))
                        session.execute(delete(OutboxRow).where(OutboxRow.id.in_(ids)))
                deleted += len(ids)
                if len(ids) < batch:
                    return deleted

        return self._run("prune the event outbox", write)

    # -- plumbing ------------------------------------------------------------------------------


def _is_lock_error(exc: OperationalError) -> bool:
    text = str(exc.orig).lower()
    return "locked" in text or "busy" in text or "deadlock" in text or "serializ" in text


def _is_mastery_race(exc: IntegrityError) -> bool:
    """Whether a concurrent writer of the same mastery row caused it (a first insert or a sequence)."""
    text = str(exc.orig)
    return "learner_mastery" in text or "uq_mastery_history" in text


def _migrated_state(row: LearnerMasteryRow) -> dict[str, Any]:
    """The state handed to another model than the one that wrote the row: only the mastery carries over."""
    return {"carried_mastery": row.mastery, "carried_from": row.model}


def _stored(row: LearnerMasteryRow, history: list[float]) -> StoredMastery:
    return StoredMastery(
        learner_id=row.learner_id,
        concept_id=row.concept_id,
        mastery=row.mastery,
        model=row.model,
        state=dict(row.state),
        updates=row.updates,
        updated_at=row.updated_at,
        history=history,
    )


def _outbox_row(event: OutboxEvent) -> OutboxRow:
    return OutboxRow(id=event.id, name=event.name, payload=event.payload, created_at=event.created_at)


def open_learning_repository(
    url: str | None = None, *, settings: StorageSettings | None = None
) -> LearningRepository:
    """A learning repository on ``url`` (default: the project database), its schema migrated.

    Raises:
        ConfigError: the URL is unusable.
        ExternalServiceError: the database cannot be reached or migrated.
    """
    return LearningRepository(migrated_engine(url, settings))
