"""The tables of the evaluation store (SQLAlchemy 2 declarative models) and the records they hold.

The audit trail of docs/storage.md ("What is stored"): one ``evaluations`` row per grade
(submission, question id and content hash, the full response JSON, timings, model and cost, the
engine fingerprint), and one ``submissions`` row per submission received, whether it was graded
afresh or answered with a stored evaluation. Schema changes go through Alembic migrations in
``assay/storage/migrations``; never edit a table here without adding a migration.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import JSON, Boolean, DateTime, Dialect, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

__all__ = ["Base", "EvaluationRecord", "EvaluationRow", "SubmissionRecord", "SubmissionRow"]


class Base(DeclarativeBase):
    """Declarative base of every Assay table."""


def _utc(value: datetime) -> datetime:
    """``value`` in UTC; a naive value is taken to be UTC already."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A ``DateTime(timezone=True)`` column that is written and read in UTC, on every database.

    SQLite keeps no time zone (it stores the wall-clock time and drops the offset) and PostgreSQL
    answers in the session's ``TimeZone``: values are converted to UTC before they are written and
    come back as UTC-aware datetimes.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else _utc(value)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else _utc(value)


#: Starts a stored text that was escaped by :class:`NulSafeText` (U+FDD0 is a Unicode noncharacter).
_ESCAPED = "\ufdd0assay-escaped:"


class NulSafeText(TypeDecorator[str]):
    """A ``Text`` column that holds any Python string, NUL (U+0000) included, on every database.

    PostgreSQL text cannot hold NUL, which a submission may contain: a value with one (or one that
    happens to start with the escape marker) is written as the marker followed by its JSON string
    form, and read back exactly as it was given. Other values are stored as they are.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: str | None, dialect: Dialect) -> str | None:
        if value is not None and ("\x00" in value or value.startswith(_ESCAPED)):
            return _ESCAPED + json.dumps(value)
        return value

    def process_result_value(self, value: str | None, dialect: Dialect) -> str | None:
        if value is not None and value.startswith(_ESCAPED):
            decoded: str = json.loads(value[len(_ESCAPED) :])
            return decoded
        return value


class EvaluationRow(Base):
    """One stored evaluation (table ``evaluations``)."""

    __tablename__ = "evaluations"
    __table_args__ = (
        Index("ix_evaluations_lookup", "question_id", "question_hash", "solution_hash", "engine"),
    )

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    question_id: Mapped[str] = mapped_column(String(64), index=True)
    question_hash: Mapped[str] = mapped_column(String(64))
    solution_hash: Mapped[str] = mapped_column(String(64))
    solution: Mapped[str] = mapped_column(NulSafeText())
    score: Mapped[int] = mapped_column(Integer)
    passed: Mapped[bool] = mapped_column(Boolean)
    needs_human_review: Mapped[bool] = mapped_column(Boolean)
    reusable: Mapped[bool] = mapped_column(Boolean, default=True)
    result: Mapped[dict[str, Any]] = mapped_column(JSON)
    timings: Mapped[dict[str, Any]] = mapped_column(JSON)
    model: Mapped[str | None] = mapped_column(Text, nullable=True)
    cost_usd: Mapped[float | None] = mapped_column(Float, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    engine: Mapped[str | None] = mapped_column(String(64), nullable=True)


class SubmissionRow(Base):
    """One submission received (table ``submissions``), and the evaluation that answered it."""

    __tablename__ = "submissions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    evaluation_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("evaluations.id", name="fk_submissions_evaluation_id"), index=True
    )
    question_id: Mapped[str] = mapped_column(String(64), index=True)
    question_hash: Mapped[str] = mapped_column(String(64))
    solution_hash: Mapped[str] = mapped_column(String(64))
    reused: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class SubmissionRecord(BaseModel):
    """A submission as the repository returns it.

    Attributes:
        evaluation_id: the evaluation returned for it.
        reused: answered with an earlier evaluation of the identical solution (no new grade).
    """

    model_config = ConfigDict(frozen=True)

    id: str
    evaluation_id: str
    question_id: str
    question_hash: str
    solution_hash: str
    reused: bool
    created_at: datetime

    @classmethod
    def from_row(cls, row: SubmissionRow) -> SubmissionRecord:
        """The record of a loaded row (its UTCDateTime column already reads as UTC)."""
        return cls.model_validate(row, from_attributes=True)


class EvaluationRecord(BaseModel):
    """An evaluation as the repository takes and returns it (detached from any session).

    Attributes:
        solution_hash: SHA-256 of the submission text exactly as sent.
        reusable: whether an identical resubmission may get this result back; false when a
            transient failure (a model or sandbox hiccup) shaped the result.
        result: the API response body (camelCase JSON), stored as sent.
        engine: the fingerprint of the grading engine and settings that produced it; a result is
            reused only under the same fingerprint (``None``: graded before fingerprints, never reused).
    """

    model_config = ConfigDict(frozen=True)

    id: str
    question_id: str
    question_hash: str
    solution_hash: str
    solution: str
    score: int
    passed: bool
    needs_human_review: bool
    reusable: bool = True
    result: dict[str, Any]
    timings: dict[str, Any] = Field(default_factory=dict)
    model: str | None = None
    cost_usd: float | None = None
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    engine: str | None = None

    @classmethod
    def from_row(cls, row: EvaluationRow) -> EvaluationRecord:
        """The record of a loaded row (its UTCDateTime column already reads as UTC)."""
        return cls.model_validate(row, from_attributes=True)

    def to_row(self) -> EvaluationRow:
        """A new row holding this record."""
        return EvaluationRow(**self.model_dump())
