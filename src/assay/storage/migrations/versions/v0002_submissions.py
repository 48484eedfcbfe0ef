"""Record every submission (the audit trail) and the engine fingerprint of each evaluation.

* ``submissions``: one row per submission received, graded afresh or answered with a stored
  evaluation (``reused``), pointing to the evaluation that answered it. Existing evaluations get
  the row of the submission that created them.
* ``evaluations.engine``: the fingerprint of the grading engine and its result-shaping settings
  (scorer and review version, time limits, space measurement...). A stored result is reused only
  for the same fingerprint, so engine changes never serve stale grades; rows graded before this
  revision have none and are never reused.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``evaluations.engine``, create ``submissions`` and backfill it from ``evaluations``."""
    with op.batch_alter_table("evaluations") as batch:
        batch.add_column(sa.Column("engine", sa.String(64), nullable=True))
    op.drop_index("ix_evaluations_lookup", table_name="evaluations")
    op.create_index(
        "ix_evaluations_lookup", "evaluations", ["question_id", "question_hash", "solution_hash", "engine"]
    )
    submissions = op.create_table(
        "submissions",
        sa.Column("id", sa.String(36), primary_key=True),
        sa.Column(
            "evaluation_id",
            sa.String(36),
            sa.ForeignKey("evaluations.id", name="fk_submissions_evaluation_id"),
            nullable=False,
        ),
        sa.Column("question_id", sa.String(64), nullable=False),
        sa.Column("question_hash", sa.String(64), nullable=False),
        sa.Column("solution_hash", sa.String(64), nullable=False),
        sa.Column("reused", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_submissions_evaluation_id", "submissions", ["evaluation_id"])
    op.create_index("ix_submissions_question_id", "submissions", ["question_id"])
    evaluations = sa.table(
        "evaluations",
        sa.column("id", sa.String),
        sa.column("question_id", sa.String),
        sa.column("question_hash", sa.String),
        sa.column("solution_hash", sa.String),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    # Each existing evaluation was graded for one submission: give it its row (same id).
    op.execute(
        submissions.insert().from_select(
            ["id", "evaluation_id", "question_id", "question_hash", "solution_hash", "reused", "created_at"],
            sa.select(
                evaluations.c.id,
                evaluations.c.id,
                evaluations.c.question_id,
                evaluations.c.question_hash,
                evaluations.c.solution_hash,
                sa.false(),
                evaluations.c.created_at,
            ),
        )
    )


def downgrade() -> None:
    """Drop ``submissions`` and ``evaluations.engine``."""
    op.drop_index("ix_submissions_question_id", table_name="submissions")
    op.drop_index("ix_submissions_evaluation_id", table_name="submissions")
    op.drop_table("submissions")
    op.drop_index("ix_evaluations_lookup", table_name="evaluations")
    op.create_index("ix_evaluations_lookup", "evaluations", ["question_id", "question_hash", "solution_hash"])
    with op.batch_alter_table("evaluations") as batch:
        batch.drop_column("engine")
