"""The evaluation repository: store, fetch, find a reusable earlier result, and keep the audit trail."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from functools import lru_cache

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from assay.errors import ExternalServiceError
from assay.storage._base import SqlRepository, migrated_engine
from assay.storage._models import EvaluationRecord, EvaluationRow, SubmissionRecord, SubmissionRow
from assay.storage._settings import StorageSettings

__all__ = ["EvaluationRepository", "get_repository", "open_repository"]


class EvaluationRepository(SqlRepository):
    """Evaluations in a SQL database. Each write is one transaction: a record is whole or absent.

    Args:
        engine: a migrated engine (see :func:`open_repository`).
    """

    def add(self, record: EvaluationRecord) -> EvaluationRecord:
        """Store one evaluation and the submission it graded, in one transaction (whole or absent).

        Raises:
            ExternalServiceError: code ``DATABASE_ERROR``, retryable.
        """

        def write(session: Session) -> EvaluationRecord:
            with session.begin():
                session.add(record.to_row())
                session.flush()  # the evaluation first: the submission row refers to it
                session.add(_submission(record, reused=False, created_at=record.created_at))
            return record

        return self._run("store the evaluation", write)

    def record_reuse(self, record: EvaluationRecord) -> SubmissionRecord:
        """Record a submission answered with the stored evaluation ``record`` (no new grade).

        Raises:
            ExternalServiceError: code ``DATABASE_ERROR``, retryable.
        """

        def write(session: Session) -> SubmissionRecord:
            row = _submission(record, reused=True, created_at=datetime.now(UTC))
            with session.begin():
                session.add(row)
            return SubmissionRecord.from_row(row)

        return self._run("record the submission", write)

    def submissions(
        self, *, question_id: str | None = None, evaluation_id: str | None = None
    ) -> list[SubmissionRecord]:
        """The submissions received, oldest first (of one question, or answered by one evaluation)."""

        def read(session: Session) -> list[SubmissionRecord]:
            query = select(SubmissionRow).order_by(SubmissionRow.created_at, SubmissionRow.id)
            if question_id is not None:
                query = query.where(SubmissionRow.question_id == question_id)
            if evaluation_id is not None:
                query = query.where(SubmissionRow.evaluation_id == evaluation_id)
            return [SubmissionRecord.from_row(row) for row in session.scalars(query)]

        return self._run("read the submissions", read)

    def get(self, evaluation_id: str) -> EvaluationRecord | None:
        """The evaluation with this id, or ``None``."""

        def read(session: Session) -> EvaluationRecord | None:
            row = session.get(EvaluationRow, evaluation_id)
            return EvaluationRecord.from_row(row) if row is not None else None

        return self._run("read an evaluation", read)

    def find_reusable(
        self,
        question_id: str,
        question_hash: str,
        solution_hash: str,
        *,
        model: str | None = None,
        engine: str | None = None,
    ) -> EvaluationRecord | None:
        """The earliest reusable evaluation of this exact solution for this question version.

        Args:
            model: the model the grade would use now (``None``: no model); a result written with
                another model (or none) is not reused.
            engine: the fingerprint of the engine and settings the grade would use now; a result
                written under another fingerprint (or none) is not reused.
        """

        def read(session: Session) -> EvaluationRecord | None:
            row = session.scalars(
                select(EvaluationRow)
                .where(
                    EvaluationRow.question_id == question_id,
                    EvaluationRow.question_hash == question_hash,
                    EvaluationRow.solution_hash == solution_hash,
                    EvaluationRow.reusable.is_(True),
                    EvaluationRow.model.is_(None) if model is None else EvaluationRow.model == model,
                    EvaluationRow.engine.is_(None) if engine is None else EvaluationRow.engine == engine,
                )
                .order_by(EvaluationRow.created_at, EvaluationRow.id)
                .limit(1)
            ).first()
            return EvaluationRecord.from_row(row) if row is not None else None

        return self._run("look up an earlier evaluation", read)

    def count(self, question_id: str | None = None) -> int:
        """How many evaluations are stored (for one question, when given)."""

        def read(session: Session) -> int:
            query = select(func.count()).select_from(EvaluationRow)
            if question_id is not None:
                query = query.where(EvaluationRow.question_id == question_id)
            return int(session.scalar(query) or 0)

        return self._run("count evaluations", read)

    def ping(self) -> bool:
        """Whether the database answers (for ``/health``)."""
        try:
            self.count()
        except ExternalServiceError:
            return False
        return True


def _submission(record: EvaluationRecord, *, reused: bool, created_at: datetime) -> SubmissionRow:
    return SubmissionRow(
        id=str(uuid.uuid4()),
        evaluation_id=record.id,
        question_id=record.question_id,
        question_hash=record.question_hash,
        solution_hash=record.solution_hash,
        reused=reused,
        created_at=created_at,
    )


def open_repository(
    url: str | None = None, *, settings: StorageSettings | None = None
) -> EvaluationRepository:
    """A repository on ``url`` (default: the settings' URL), its schema migrated to the newest revision.

    Raises:
        ConfigError: the URL is unusable.
        ExternalServiceError: the database cannot be reached or migrated.
    """
    return EvaluationRepository(migrated_engine(url, settings))


@lru_cache(maxsize=1)
def get_repository() -> EvaluationRepository:
    """The process-wide repository from the settings (migrated on first use)."""
    return open_repository()
