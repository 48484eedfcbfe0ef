"""The interview store: sessions whose scoped state changes only through appended events.

After ADK's session state: a key without prefix belongs to the session, ``user:`` keys to every
session of the same candidate, ``app:`` keys to every session, and ``temp:`` keys to the current
turn only (never written). :meth:`InterviewRepository.append` writes the events and applies their
state deltas in one transaction, guarded by the session's event count, so a state change is whole
or absent and two writers cannot interleave. Tables: ``interview_sessions``, ``interview_events``,
``interview_user_state``, ``interview_app_state`` (docs/interview.md, "Storage").
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import JSON, Boolean, ForeignKey, Integer, String, UniqueConstraint, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from assay.errors import ExternalServiceError, InternalError
from assay.storage._base import SqlRepository, migrated_engine
from assay.storage._models import Base, NulSafeText, UTCDateTime
from assay.storage._settings import StorageSettings

__all__ = [
    "InterviewEventRecord",
    "InterviewEventRow",
    "InterviewRepository",
    "InterviewSessionRecord",
    "InterviewSessionRow",
    "StaleSessionError",
    "get_interview_repository",
    "open_interview_repository",
    "split_state_delta",
]


APP_NAME = "assay-interview"
USER_PREFIX = "user:"
APP_PREFIX = "app:"
TEMP_PREFIX = "temp:"


class InterviewSessionRow(Base):
    """One interview (table ``interview_sessions``)."""

    __tablename__ = "interview_sessions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(64), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), index=True)
    company: Mapped[str] = mapped_column(String(100))
    state: Mapped[dict[str, Any]] = mapped_column(JSON)
    event_count: Mapped[int] = mapped_column(Integer, default=0)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class InterviewEventRow(Base):
    """One event of an interview (table ``interview_events``); never updated once written."""

    __tablename__ = "interview_events"
    __table_args__ = (UniqueConstraint("session_id", "seq", name="uq_interview_events_session_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("interview_sessions.id", name="fk_interview_events_session_id"), index=True
    )
    seq: Mapped[int] = mapped_column(Integer)
    author: Mapped[str] = mapped_column(String(16))
    kind: Mapped[str] = mapped_column(String(24))
    content: Mapped[str] = mapped_column(NulSafeText())
    interrupted: Mapped[bool] = mapped_column(Boolean, default=False)
    state_delta: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class InterviewUserStateRow(Base):
    """A ``user:`` state key of one candidate (table ``interview_user_state``)."""

    __tablename__ = "interview_user_state"

    user_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON, nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class InterviewAppStateRow(Base):
    """An ``app:`` state key (table ``interview_app_state``)."""

    __tablename__ = "interview_app_state"

    app_name: Mapped[str] = mapped_column(String(64), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON, nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class InterviewEventRecord(BaseModel):
    """An event as stored: who, what, and the state delta it carries."""

    model_config = ConfigDict(frozen=True)

    seq: int
    author: str
    kind: str
    content: str = ""
    interrupted: bool = False
    state_delta: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


class InterviewSessionRecord(BaseModel):
    """A session with its merged state (session keys, ``user:`` and ``app:`` keys with their prefixes)."""

    model_config = ConfigDict(frozen=True)

    id: str
    user_id: str
    token_hash: str
    company: str
    state: dict[str, Any]
    event_count: int
    finished: bool
    created_at: datetime
    updated_at: datetime


class StaleSessionError(InternalError):
    """Another writer appended to the session first (the caller reloads and retries)."""

    default_code = "INTERVIEW_STALE"


def split_state_delta(delta: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """``(session, user, app)`` parts of a delta, prefixes removed from user and app keys; temp dropped."""
    session: dict[str, Any] = {}
    user: dict[str, Any] = {}
    app: dict[str, Any] = {}
    for key, value in delta.items():
        if key.startswith(TEMP_PREFIX):
            continue
        if key.startswith(USER_PREFIX):
            user[key[len(USER_PREFIX) :]] = value
        elif key.startswith(APP_PREFIX):
            app[key[len(APP_PREFIX) :]] = value
        else:
            session[key] = value
    return session, user, app


class InterviewRepository(SqlRepository):
    """Interview sessions and their events in the project database.

    Args:
        engine: a migrated engine (see :func:`open_interview_repository`).
    """

    def create(
        self,
        *,
        session_id: str,
        user_id: str,
        token_hash: str,
        company: str,
        events: Sequence[InterviewEventRecord],
    ) -> InterviewSessionRecord:
        """Create a session from its first events (their deltas make its initial state), atomically."""

        def write(db: Session) -> InterviewSessionRecord:
            now = datetime.now(UTC)
            with db.begin():
                row = InterviewSessionRow(
                    id=session_id,
                    user_id=user_id,
                    token_hash=token_hash,
                    company=company,
                    state={},
                    event_count=0,
                    finished=False,
                    created_at=now,
                    updated_at=now,
                )
                db.add(row)
                db.flush()
                self._apply(db, row, events, now)
            return self._record(db, row)

        return self._run("create the interview", write)

    def append(
        self, session_id: str, events: Sequence[InterviewEventRecord], *, expected_count: int
    ) -> InterviewSessionRecord:
        """Append events whose ``seq`` continues from ``expected_count``, applying their deltas.

        Raises:
            StaleSessionError: someone appended since ``expected_count`` was read.
        """

        def write(db: Session) -> InterviewSessionRecord:
            now = datetime.now(UTC)
            with db.begin():
                row = db.get(InterviewSessionRow, session_id, with_for_update=True)
                if row is None or row.event_count != expected_count:
                    raise StaleSessionError(f"interview {session_id} changed while this turn was prepared")
                self._apply(db, row, events, now)
            return self._record(db, row)

        try:
            return self._run("append to the interview", write)
        except ExternalServiceError as exc:
            if isinstance(exc.__cause__, IntegrityError):
                raise StaleSessionError(
                    f"interview {session_id} changed while this turn was prepared"
                ) from None
            raise

    def _apply(
        self, db: Session, row: InterviewSessionRow, events: Sequence[InterviewEventRecord], now: datetime
    ) -> None:
        state = dict(row.state or {})
        count = row.event_count
        for event in events:
            if event.seq != count + 1:
                raise StaleSessionError(f"event seq {event.seq} does not follow {count}")
            session_part, user_part, app_part = split_state_delta(event.state_delta)
            state.update(session_part)
            for key, value in user_part.items():
                db.merge(InterviewUserStateRow(user_id=row.user_id, key=key, value=value, updated_at=now))
            for key, value in app_part.items():
                db.merge(InterviewAppStateRow(app_name=APP_NAME, key=key, value=value, updated_at=now))
            db.add(
                InterviewEventRow(
                    session_id=row.id,
                    seq=event.seq,
                    author=event.author,
                    kind=event.kind,
                    content=event.content,
                    interrupted=event.interrupted,
                    state_delta={k: v for k, v in event.state_delta.items() if not k.startswith(TEMP_PREFIX)},
                    created_at=event.created_at,
                )
            )
            count = event.seq
        row.state = state
        row.event_count = count
        row.finished = state.get("interview_phase") == "done"
        row.updated_at = now
        db.flush()

    def _record(self, db: Session, row: InterviewSessionRow) -> InterviewSessionRecord:
        state = dict(row.state or {})
        for user_row in db.scalars(
            select(InterviewUserStateRow).where(InterviewUserStateRow.user_id == row.user_id)
        ):
            state[USER_PREFIX + user_row.key] = user_row.value
        for app_row in db.scalars(
            select(InterviewAppStateRow).where(InterviewAppStateRow.app_name == APP_NAME)
        ):
            state[APP_PREFIX + app_row.key] = app_row.value
        return InterviewSessionRecord(
            id=row.id,
            user_id=row.user_id,
            token_hash=row.token_hash,
            company=row.company,
            state=state,
            event_count=row.event_count,
            finished=row.finished,
            created_at=row.created_at,
            updated_at=row.updated_at,
        )

    def get(self, session_id: str) -> InterviewSessionRecord | None:
        """The session with its merged state, or ``None``."""

        def read(db: Session) -> InterviewSessionRecord | None:
            row = db.get(InterviewSessionRow, session_id)
            return self._record(db, row) if row is not None else None

        return self._run("read the interview", read)

    def events(self, session_id: str, *, after_seq: int = 0) -> list[InterviewEventRecord]:
        """The session's events with ``seq`` above ``after_seq``, in order."""

        def read(db: Session) -> list[InterviewEventRecord]:
            rows = db.scalars(
                select(InterviewEventRow)
                .where(InterviewEventRow.session_id == session_id, InterviewEventRow.seq > after_seq)
                .order_by(InterviewEventRow.seq)
            )
            return [InterviewEventRecord.model_validate(r, from_attributes=True) for r in rows]

        return self._run("read the interview's events", read)

    def user_for_token(self, token_hash: str) -> str | None:
        """The candidate who holds this token (from an earlier interview), if any."""

        def read(db: Session) -> str | None:
            return db.scalars(
                select(InterviewSessionRow.user_id)
                .where(InterviewSessionRow.token_hash == token_hash)
                .limit(1)
            ).first()

        return self._run("look up the candidate", read)

    def user_state(self, user_id: str) -> dict[str, Any]:
        """The ``user:`` state of one candidate (keys without the prefix)."""

        def read(db: Session) -> dict[str, Any]:
            rows = db.scalars(select(InterviewUserStateRow).where(InterviewUserStateRow.user_id == user_id))
            return {row.key: row.value for row in rows}

        return self._run("read the candidate's state", read)


def open_interview_repository(
    url: str | None = None, *, settings: StorageSettings | None = None
) -> InterviewRepository:
    """An interview repository on ``url`` (default: the settings' URL), migrated to the newest schema."""
    return InterviewRepository(migrated_engine(url, settings))


@lru_cache(maxsize=1)
def get_interview_repository() -> InterviewRepository:
    """The process-wide interview repository from the settings."""
    return open_interview_repository()
