"""The learning tables: mastery per learner and concept, its history, the evaluation log, the event outbox.

On its own branch off the trunk (docs/storage.md, "Migration branches").

* ``learner_mastery``: the current mastery of a learner on a concept, the model that wrote it, the
  model's state, and the update counter (the version of the compare-and-set update).
* ``learner_mastery_history``: one row per applied update (unique per learner, concept, sequence).
* ``learning_evaluations``: every learner evaluation, with the result as it was returned.
* ``learning_outbox`` and ``learning_outbox_deliveries``: published events and, per consumer, their
  delivery (attempts, when delivered, when to try again, the last error).

Revision ID: 0004_learning
Revises: 0003
Create Date: 2026-11-25
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004_learning"
down_revision: str | None = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the five learning tables."""
    op.create_table(
        "learner_mastery",
        sa.Column("learner_id", sa.String(200), primary_key=True),
        sa.Column("concept_id", sa.String(200), primary_key=True),
        sa.Column("mastery", sa.Float(), nullable=False),
        sa.Column("model", sa.String(32), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("updates", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "learner_mastery_history",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("learner_id", sa.String(200), nullable=False),
        sa.Column("concept_id", sa.String(200), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("previous", sa.Float(), nullable=False),
        sa.Column("mastery", sa.Float(), nullable=False),
        sa.Column("model", sa.String(32), nullable=False),
        sa.Column("evaluation_id", sa.String(36), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("learner_id", "concept_id", "sequence", name="uq_mastery_history_sequence"),
    )
    op.create_table(
        "learning_evaluations",
        sa.Column("id", sa.String(36), primary_key=True),
        sa.Column("learner_id", sa.String(200), nullable=False),
        sa.Column("concept_id", sa.String(200), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("error_type", sa.String(32), nullable=False),
        sa.Column("decision", sa.String(32), nullable=False),
        sa.Column("new_mastery", sa.Float(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index(
        "ix_learning_evaluations_learner", "learning_evaluations", ["learner_id", "concept_id", "created_at"]
    )
    op.create_table(
        "learning_outbox",
        sa.Column("position", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("id", sa.String(36), nullable=False, unique=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_learning_outbox_name", "learning_outbox", ["name"])
    op.create_table(
        "learning_outbox_deliveries",
        sa.Column(
            "event_id",
            sa.String(36),
            sa.ForeignKey("learning_outbox.id", name="fk_outbox_deliveries_event_id"),
            primary_key=True,
        ),
        sa.Column("consumer", sa.String(64), primary_key=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("delivered_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
    )


def downgrade() -> None:
    """Drop the learning tables."""
    op.drop_table("learning_outbox_deliveries")
    op.drop_index("ix_learning_outbox_name", table_name="learning_outbox")
    op.drop_table("learning_outbox")
    op.drop_index("ix_learning_evaluations_learner", table_name="learning_evaluations")
    op.drop_table("learning_evaluations")
    op.drop_table("learner_mastery_history")
    op.drop_table("learner_mastery")
