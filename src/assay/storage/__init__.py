"""The evaluation store: every grade is kept (SQLAlchemy 2, Alembic migrations, SQLite by default).

Public API::

    repo = open_repository("sqlite:///tmp/assay.sqlite3")   # migrates to the newest schema
    repo.add(EvaluationRecord(...))                         # evaluation + its submission: whole or absent
    repo.get(evaluation_id)
    repo.find_reusable(question_id, question_hash, solution_hash, engine=fingerprint)
    repo.record_reuse(earlier)                              # a resubmission answered with a stored grade
    repo.submissions(question_id="3")                       # the audit trail, oldest first

``ASSAY_DATABASE_URL`` selects the database (PostgreSQL with ``pip install 'assay[scale]'``).
"""

from assay.storage._db import make_engine, migrate, redacted_url
from assay.storage._interview import (
    InterviewEventRecord,
    InterviewEventRow,
    InterviewRepository,
    InterviewSessionRecord,
    InterviewSessionRow,
    StaleSessionError,
    get_interview_repository,
    open_interview_repository,
    split_state_delta,
)
from assay.storage._learning import (
    LearnerMasteryRow,
    LearningEvaluationRecord,
    LearningEvaluationRow,
    LearningRepository,
    MasteryChange,
    MasteryHistoryRow,
    MasteryStep,
    OutboxDeliveryRow,
    OutboxEvent,
    OutboxRow,
    StoredMastery,
    open_learning_repository,
)
from assay.storage._models import Base, EvaluationRecord, EvaluationRow, SubmissionRecord, SubmissionRow
from assay.storage._queue import (
    ApiKeyRecord,
    ApiKeyRow,
    AuditRecord,
    AuditRow,
    DeadLetterRecord,
    DeadLetterRow,
    JobRecord,
    JobRow,
    QueueRepository,
    get_queue_repository,
    open_queue_repository,
)
from assay.storage._repository import EvaluationRepository, get_repository, open_repository
from assay.storage._settings import StorageSettings, get_storage_settings

__all__ = [
    "ApiKeyRecord",
    "ApiKeyRow",
    "AuditRecord",
    "AuditRow",
    "Base",
    "DeadLetterRecord",
    "DeadLetterRow",
    "EvaluationRecord",
    "EvaluationRepository",
    "EvaluationRow",
    "InterviewEventRecord",
    "InterviewEventRow",
    "InterviewRepository",
    "InterviewSessionRecord",
    "InterviewSessionRow",
    "JobRecord",
    "JobRow",
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
    "QueueRepository",
    "StaleSessionError",
    "StorageSettings",
    "StoredMastery",
    "SubmissionRecord",
    "SubmissionRow",
    "get_interview_repository",
    "get_queue_repository",
    "get_repository",
    "get_storage_settings",
    "make_engine",
    "migrate",
    "open_interview_repository",
    "open_learning_repository",
    "open_queue_repository",
    "open_repository",
    "redacted_url",
    "split_state_delta",
]
