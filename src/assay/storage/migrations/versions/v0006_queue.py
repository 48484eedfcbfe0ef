"""The queue's jobs, dead letters, API keys (hashed) and the audit log (docs/deploy.md, docs/storage.md).

A branch of its own off the grading trunk (docs/storage.md, "Migration branches").

Revision ID: 0006_queue
Revises: 0003
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_queue"
down_revision: str | None = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the four queue tables."""
    op.create_table(
        "queue_jobs",
        sa.Column("id", sa.String(36), primary_key=True),
        # Idempotency: one job per submission id, one evaluation id per job.
        sa.Column("submission_id", sa.String(100), nullable=False),
        sa.Column("evaluation_id", sa.String(36), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("question_id", sa.String(64), nullable=False),
        sa.Column("solution", sa.Text(), nullable=False),
        sa.Column("api_key_id", sa.String(36), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("error_status", sa.Integer(), nullable=True),
        sa.Column("error_body", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("submission_id", name="uq_queue_jobs_submission_id"),
        sa.UniqueConstraint("evaluation_id", name="uq_queue_jobs_evaluation_id"),
    )
    op.create_index("ix_queue_jobs_status", "queue_jobs", ["status"])
    op.create_index("ix_queue_jobs_updated_at", "queue_jobs", ["updated_at"])
    op.create_index("ix_queue_jobs_api_key_id", "queue_jobs", ["api_key_id"])
    op.create_table(
        "queue_dead_letters",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "job_id",
            sa.String(36),
            sa.ForeignKey("queue_jobs.id", name="fk_queue_dead_letters_job_id"),
            nullable=False,
        ),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("job_id", name="uq_queue_dead_letters_job_id"),
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.String(36), primary_key=True),
        sa.Column("prefix", sa.String(32), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("scopes", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("prefix", name="uq_api_keys_prefix"),
    )
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("api_key_id", sa.String(36), nullable=True),
        sa.Column("actor", sa.String(100), nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("evaluation_id", sa.String(36), nullable=True),
        sa.Column("question_id", sa.String(64), nullable=True),
        sa.Column("details", sa.JSON(), nullable=False),
    )
    op.create_index("ix_audit_log_at", "audit_log", ["at"])
    op.create_index("ix_audit_log_api_key_id", "audit_log", ["api_key_id"])
    op.create_index("ix_audit_log_evaluation_id", "audit_log", ["evaluation_id"])


def downgrade() -> None:
    """Drop the queue tables."""
    for index, table in (
        ("ix_audit_log_evaluation_id", "audit_log"),
        ("ix_audit_log_api_key_id", "audit_log"),
        ("ix_audit_log_at", "audit_log"),
    ):
        op.drop_index(index, table_name=table)
    op.drop_table("audit_log")
    op.drop_table("api_keys")
    op.drop_table("queue_dead_letters")
    for index in ("ix_queue_jobs_api_key_id", "ix_queue_jobs_updated_at", "ix_queue_jobs_status"):
        op.drop_index(index, table_name="queue_jobs")
    op.drop_table("queue_jobs")
