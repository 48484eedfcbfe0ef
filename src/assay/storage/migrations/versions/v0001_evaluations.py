"""Create the evaluations table (the audit trail of every grade).

Revision ID: 0001
Revises:
Create Date: 2024-06-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``evaluations`` and its lookup index."""
    op.create_table(
        "evaluations",
        sa.Column("id", sa.String(36), primary_key=True),
        sa.Column("question_id", sa.String(64), nullable=False),
        sa.Column("question_hash", sa.String(64), nullable=False),
        sa.Column("solution_hash", sa.String(64), nullable=False),
        sa.Column("solution", sa.Text(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("needs_human_review", sa.Boolean(), nullable=False),
        sa.Column("reusable", sa.Boolean(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("timings", sa.JSON(), nullable=False),
        sa.Column("model", sa.String(200), nullable=True),
        sa.Column("cost_usd", sa.Float(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_evaluations_question_id", "evaluations", ["question_id"])
    op.create_index("ix_evaluations_lookup", "evaluations", ["question_id", "question_hash", "solution_hash"])


def downgrade() -> None:
    """Drop ``evaluations``."""
    op.drop_index("ix_evaluations_lookup", table_name="evaluations")
    op.drop_index("ix_evaluations_question_id", table_name="evaluations")
    op.drop_table("evaluations")
