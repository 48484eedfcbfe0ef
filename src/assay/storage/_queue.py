"""The queue's tables: jobs (idempotent by submission id), dead letters, API keys (hashed) and the audit log.

The jobs table is the source of truth for work handed to the Celery workers (docs/deploy.md): the
broker only carries job ids, so a message lost with a restarted Redis is published again from here,
and a message delivered twice finds its job finished. A job's evaluation is written in the same
transaction that marks the job done, under the evaluation's primary key, so a redelivered job can
never write a second evaluation (the database refuses it, whatever the workers believe).
Tables: ``queue_jobs``, ``queue_dead_letters``, ``api_keys``, ``audit_log`` (docs/storage.md).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict
from sqlalchemy import JSON, ForeignKey, Integer, String, Text, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from assay.storage._base import SqlRepository
from assay.storage._db import make_engine, migrate
from assay.storage._models import Base, EvaluationRecord, NulSafeText, SubmissionRow, UTCDateTime
from assay.storage._settings import StorageSettings, get_storage_settings

__all__ = [
    "ApiKeyRecord",
    "ApiKeyRow",
    "AuditRecord",
    "AuditRow",
    "DeadLetterRecord",
    "DeadLetterRow",
    "JobRecord",
    "JobRow",
    "QueueRepository",
    "get_queue_repository",
    "open_queue_repository",
]

log = logging.getLogger(__name__)

#: A job's states; ``done``, ``failed`` (the submission was refused, e.g. INVALID_SOLUTION) and
#: ``dead`` (kept failing on our side; see its dead letter) are final.
QUEUED, RUNNING, DONE, FAILED, DEAD = "queued", "running", "done", "failed", "dead"
FINAL = (DONE, FAILED, DEAD)


def _now() -> datetime:
    return datetime.now(UTC)


class JobRow(Base):
    """One unit of queued work (table ``queue_jobs``)."""

    __tablename__ = "queue_jobs"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    submission_id: Mapped[str] = mapped_column(String(100), unique=True)
    evaluation_id: Mapped[str] = mapped_column(String(36), unique=True)
    kind: Mapped[str] = mapped_column(String(16))
    question_id: Mapped[str] = mapped_column(String(64))
    solution: Mapped[str] = mapped_column(NulSafeText())
    api_key_id: Mapped[str | None] = mapped_column(String(36), nullable=True, index=True)
    status: Mapped[str] = mapped_column(String(16), index=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    error_status: Mapped[int | None] = mapped_column(Integer, nullable=True)
    error_body: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)


class DeadLetterRow(Base):
    """A job that kept failing on our side (table ``queue_dead_letters``); one per job."""

    __tablename__ = "queue_dead_letters"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    job_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("queue_jobs.id", name="fk_queue_dead_letters_job_id"), unique=True
    )
    reason: Mapped[str] = mapped_column(Text)
    attempts: Mapped[int] = mapped_column(Integer)
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())


class ApiKeyRow(Base):
    """An API key (table ``api_keys``): only its public prefix and a peppered SHA-256 of it are kept."""

    __tablename__ = "api_keys"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    prefix: Mapped[str] = mapped_column(String(32), unique=True)
    key_hash: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(100))
    scopes: Mapped[list[str]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class AuditRow(Base):
    """Who did what and when (table ``audit_log``); rows are only ever added."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    api_key_id: Mapped[str | None] = mapped_column(String(36), nullable=True, index=True)
    actor: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(32))
    evaluation_id: Mapped[str | None] = mapped_column(String(36), nullable=True, index=True)
    question_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    details: Mapped[dict[str, Any]] = mapped_column(JSON)


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, from_attributes=True)


class JobRecord(_Record):
    """A job as the repository returns it."""

    id: str
    submission_id: str
    evaluation_id: str
    kind: str
    question_id: str
    solution: str
    api_key_id: str | None
    status: str
    attempts: int
    error_status: int | None
    error_body: dict[str, Any] | None
    created_at: datetime
    updated_at: datetime

    @property
    def final(self) -> bool:
        """Whether the job has finished for good (done, failed or dead)."""
        return self.status in FINAL


class DeadLetterRecord(_Record):
    """A dead letter: the job, why it was given up, after how many attempts, the last error."""

    job_id: str
    reason: str
    attempts: int
    last_error: str | None
    created_at: datetime


class ApiKeyRecord(_Record):
    """An API key's stored facts (never the key itself)."""

    id: str
    prefix: str
    key_hash: str
    name: str
    scopes: list[str]
    created_at: datetime
    revoked_at: datetime | None


class AuditRecord(_Record):
    """One audit entry."""

    at: datetime
    api_key_id: str | None
    actor: str
    action: str
    evaluation_id: str | None
    question_id: str | None
    details: dict[str, Any]


class QueueRepository(SqlRepository):
    """The queue's tables. Each method is one transaction.

    Args:
        engine: a migrated engine (see :func:`open_queue_repository`).
    """

    error_details: ClassVar[dict[str, Any] | None] = {"retryAfterS": 2}

    # -- jobs -----------------------------------------------------------------------------------

    def create_job(
        self,
        *,
        submission_id: str,
        question_id: str,
        solution: str,
        kind: str = "grade",
        api_key_id: str | None = None,
        actor: str = "open",
        details: dict[str, Any] | None = None,
    ) -> tuple[JobRecord, bool]:
        """The job for ``submission_id``: created (with its audit row) or the one already there.

        Returns:
            The job and whether it was created now (``False``: a retried submission, same job).
        """

        def write(db: Session) -> tuple[JobRecord, bool]:
            now = _now()
            row = JobRow(
                id=str(uuid.uuid4()),
                submission_id=submission_id,
                evaluation_id=str(uuid.uuid4()),
                kind=kind,
                question_id=question_id,
                solution=solution,
                api_key_id=api_key_id,
                status=QUEUED,
                attempts=0,
                created_at=now,
                updated_at=now,
            )
            try:
                with db.begin():
                    db.add(row)
                    db.flush()
                    db.add(_audit(api_key_id, actor, "submit", row.evaluation_id, question_id, details or {}))
            except IntegrityError:
                existing = db.scalars(select(JobRow).where(JobRow.submission_id == submission_id)).one()
                return JobRecord.model_validate(existing), False
            return JobRecord.model_validate(row), True

        return self._run("queue the submission", write)

    def job(self, job_id: str) -> JobRecord | None:
        """The job with this id, or with this evaluation id."""

        def read(db: Session) -> JobRecord | None:
            row = (
                db.get(JobRow, job_id)
                or db.scalars(select(JobRow).where(JobRow.evaluation_id == job_id)).first()
            )
            return JobRecord.model_validate(row) if row is not None else None

        return self._run("read a job", read)

    def start(self, job_id: str) -> JobRecord | None:
        """Mark a job running and count the attempt; ``None`` when it is unknown or already final."""

        def write(db: Session) -> JobRecord | None:
            with db.begin():
                row = db.get(JobRow, job_id, with_for_update=True)
                if row is None or row.status in FINAL:
                    return None
                row.status = RUNNING
                row.attempts += 1
                row.updated_at = _now()
            return JobRecord.model_validate(row)

        return self._run("start a job", write)

    def complete(self, job: JobRecord, evaluation: EvaluationRecord) -> bool:
        """Store the job's evaluation (and its submission row) and mark it done, in one transaction.

        Returns:
            ``False`` when the evaluation was already written (a redelivered job): nothing changed.
        """

        def write(db: Session) -> bool:
            try:
                with db.begin():
                    db.add(evaluation.to_row())
                    db.flush()  # the evaluation's primary key refuses a second write
                    db.add(
                        SubmissionRow(
                            id=str(uuid.uuid4()),
                            evaluation_id=evaluation.id,
                            question_id=evaluation.question_id,
                            question_hash=evaluation.question_hash,
                            solution_hash=evaluation.solution_hash,
                            reused=False,
                            created_at=evaluation.created_at,
                        )
                    )
                    db.execute(
                        update(JobRow).where(JobRow.id == job.id).values(status=DONE, updated_at=_now())
                    )
            except IntegrityError:
                return False
            return True

        return self._run("store the evaluation", write)

    def fail(self, job_id: str, status: int, body: dict[str, Any]) -> None:
        """Finish a job whose submission was refused (the error body the API answers with)."""

        def write(db: Session) -> None:
            with db.begin():
                db.execute(
                    update(JobRow)
                    .where(JobRow.id == job_id, JobRow.status.not_in(FINAL))
                    .values(status=FAILED, error_status=status, error_body=body, updated_at=_now())
                )

        self._run("record the refusal", write)

    def bury(
        self, job_id: str, reason: str, last_error: str | None, status: int, body: dict[str, Any]
    ) -> None:
        """Give a job up: a dead letter with the reason, and the job ``dead`` with a SYSTEM_ERROR body."""

        def write(db: Session) -> None:
            with db.begin():
                row = db.get(JobRow, job_id, with_for_update=True)
                if row is None or row.status in FINAL:
                    return
                row.status, row.error_status, row.error_body = DEAD, status, body
                row.updated_at = _now()
                db.add(
                    DeadLetterRow(
                        job_id=job_id,
                        reason=reason,
                        attempts=row.attempts,
                        last_error=last_error,
                        created_at=_now(),
                    )
                )

        self._run("write the dead letter", write)

    def release(self, job_id: str) -> None:
        """Put a running job back to queued (its attempt failed and it will be retried)."""

        def write(db: Session) -> None:
            with db.begin():
                db.execute(
                    update(JobRow)
                    .where(JobRow.id == job_id, JobRow.status == RUNNING)
                    .values(status=QUEUED, updated_at=_now())
                )

        self._run("release a job", write)

    def stale(self, older_than: timedelta, limit: int = 500) -> list[tuple[str, str]]:
        """(id, status) of unfinished jobs untouched for ``older_than`` (their message may be lost);
        touched now.

        Touching them means two sweepers do not publish the same job in the same round.
        """

        def write(db: Session) -> list[tuple[str, str]]:
            cutoff = _now() - older_than
            with db.begin():
                found = [
                    (str(row[0]), str(row[1]))
                    for row in db.execute(
                        select(JobRow.id, JobRow.status)
                        .where(JobRow.status.in_((QUEUED, RUNNING)), JobRow.updated_at < cutoff)
                        .order_by(JobRow.updated_at)
                        .limit(limit)
                        .with_for_update(skip_locked=True)
                    )
                ]
                if found:
                    ids = [job_id for job_id, _status in found]
                    db.execute(update(JobRow).where(JobRow.id.in_(ids)).values(updated_at=_now()))
            return found

        return self._run("find stale jobs", write)

    def submission_states(self, submission_ids: Sequence[str]) -> dict[str, str]:
        """The status of the job of each submission id that has one."""

        def read(db: Session) -> dict[str, str]:
            found: dict[str, str] = {}
            for start in range(0, len(submission_ids), 500):
                chunk = list(submission_ids[start : start + 500])
                rows = db.execute(
                    select(JobRow.submission_id, JobRow.status).where(JobRow.submission_id.in_(chunk))
                )
                found.update({str(sub): str(status) for sub, status in rows})
            return found

        return self._run("read the jobs' states", read)

    def unfinished_submissions(self, limit: int = 100_000) -> list[tuple[str, datetime]]:
        """(submission id, created at) of every job not yet final, oldest first."""

        def read(db: Session) -> list[tuple[str, datetime]]:
            rows = db.execute(
                select(JobRow.submission_id, JobRow.created_at)
                .where(JobRow.status.in_((QUEUED, RUNNING)))
                .order_by(JobRow.created_at)
                .limit(limit)
            )
            return [(str(sub), created) for sub, created in rows]

        return self._run("list the unfinished jobs", read)

    def counts(self) -> dict[str, int]:
        """How many jobs are in each state."""

        def read(db: Session) -> dict[str, int]:
            rows = db.execute(select(JobRow.status, func.count()).group_by(JobRow.status))
            return {status: int(n) for status, n in rows}

        return self._run("count jobs", read)

    def dead_letters(self) -> list[DeadLetterRecord]:
        """Every dead letter, oldest first."""

        def read(db: Session) -> list[DeadLetterRecord]:
            rows = db.scalars(select(DeadLetterRow).order_by(DeadLetterRow.id))
            return [DeadLetterRecord.model_validate(row) for row in rows]

        return self._run("read the dead letters", read)

    # -- API keys and audit ---------------------------------------------------------------------

    def add_key(self, *, prefix: str, key_hash: str, name: str, scopes: Sequence[str]) -> ApiKeyRecord:
        """Store a new key (its hash only) and audit it."""

        def write(db: Session) -> ApiKeyRecord:
            row = ApiKeyRow(
                id=str(uuid.uuid4()),
                prefix=prefix,
                key_hash=key_hash,
                name=name,
                scopes=list(scopes),
                created_at=_now(),
                revoked_at=None,
            )
            with db.begin():
                db.add(row)
                db.add(_audit(None, "admin-cli", "key_create", None, None, {"keyId": row.id, "name": name}))
            return ApiKeyRecord.model_validate(row)

        return self._run("store the API key", write)

    def key_by_prefix(self, prefix: str) -> ApiKeyRecord | None:
        """The key with this public prefix (revoked or not)."""

        def read(db: Session) -> ApiKeyRecord | None:
            row = db.scalars(select(ApiKeyRow).where(ApiKeyRow.prefix == prefix)).first()
            return ApiKeyRecord.model_validate(row) if row is not None else None

        return self._run("read an API key", read)

    def api_keys(self) -> list[ApiKeyRecord]:
        """Every key, oldest first."""

        def read(db: Session) -> list[ApiKeyRecord]:
            rows = db.scalars(select(ApiKeyRow).order_by(ApiKeyRow.created_at, ApiKeyRow.id))
            return [ApiKeyRecord.model_validate(row) for row in rows]

        return self._run("list the API keys", read)

    def revoke_key(self, key: str) -> ApiKeyRecord | None:
        """Revoke the key with this id or prefix; ``None`` when there is none."""

        def write(db: Session) -> ApiKeyRecord | None:
            with db.begin():
                row = (
                    db.get(ApiKeyRow, key)
                    or db.scalars(select(ApiKeyRow).where(ApiKeyRow.prefix == key)).first()
                )
                if row is None:
                    return None
                if row.revoked_at is None:
                    row.revoked_at = _now()
                    db.add(_audit(None, "admin-cli", "key_revoke", None, None, {"keyId": row.id}))
            return ApiKeyRecord.model_validate(row)

        return self._run("revoke the API key", write)

    def audit(
        self,
        *,
        api_key_id: str | None,
        actor: str,
        action: str,
        evaluation_id: str | None = None,
        question_id: str | None = None,
        details: dict[str, Any] | None = None,
    ) -> None:
        """Add one audit entry."""

        def write(db: Session) -> None:
            with db.begin():
                db.add(_audit(api_key_id, actor, action, evaluation_id, question_id, details or {}))

        self._run("write the audit log", write)

    def audit_log(self, *, evaluation_id: str | None = None) -> list[AuditRecord]:
        """The audit entries, oldest first (about one evaluation, when given)."""

        def read(db: Session) -> list[AuditRecord]:
            query = select(AuditRow).order_by(AuditRow.id)
            if evaluation_id is not None:
                query = query.where(AuditRow.evaluation_id == evaluation_id)
            return [AuditRecord.model_validate(row) for row in db.scalars(query)]

        return self._run("read the audit log", read)

    def owner_of(self, evaluation_id: str) -> str | None:
        """The API key id that submitted this evaluation (from the audit log), or ``None``."""

        def read(db: Session) -> str | None:
            key: str | None = db.scalars(
                select(AuditRow.api_key_id)
                .where(AuditRow.evaluation_id == evaluation_id, AuditRow.action == "submit")
                .limit(1)
            ).first()
            return key

        return self._run("read the audit log", read)


def _audit(
    api_key_id: str | None,
    actor: str,
    action: str,
    evaluation_id: str | None,
    question_id: str | None,
    details: dict[str, Any],
) -> AuditRow:
    return AuditRow(
        at=_now(),
        api_key_id=api_key_id,
        actor=actor,
        action=action,
        evaluation_id=evaluation_id,
        question_id=question_id,
        details=details,
    )


def open_queue_repository(
    url: str | None = None, *, settings: StorageSettings | None = None
) -> QueueRepository:
    """A queue repository on ``url`` (default: the settings' URL), migrated to the newest schema."""
    settings = settings or get_storage_settings()
    engine = make_engine(url or settings.resolved_url(), echo=settings.database_echo)
    engine.pool._pre_ping = True  # a restarted PostgreSQL leaves dead pooled connections behind
    migrate(engine)
    return QueueRepository(engine)


@lru_cache(maxsize=1)
def get_queue_repository() -> QueueRepository:
    """The process-wide queue repository from the settings (migrated on first use)."""
    return open_queue_repository()
