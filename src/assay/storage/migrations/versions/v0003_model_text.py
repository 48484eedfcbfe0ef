"""``evaluations.model`` becomes unbounded text.

A model string can be long (``replay:`` plus a cassette path, an OpenRouter model with its
provider prefix); PostgreSQL refused those past 200 characters, so such a grade failed to store
while SQLite, which does not enforce lengths, kept it.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels = None
depends_on = None


def _enforces_lengths() -> bool:
    # SQLite ignores VARCHAR lengths, and altering a column there means rebuilding the table, which
    # the submissions table's foreign key (enforced by our connections) forbids: nothing to do there.
    return op.get_bind().dialect.name != "sqlite"


def upgrade() -> None:
    """Widen ``evaluations.model`` from VARCHAR(200) to TEXT."""
    if _enforces_lengths():
        op.alter_column(
            "evaluations", "model", type_=sa.Text(), existing_type=sa.String(200), existing_nullable=True
        )


def downgrade() -> None:
    """Back to VARCHAR(200) (fails on PostgreSQL if a longer model string is stored)."""
    if _enforces_lengths():
        op.alter_column(
            "evaluations", "model", type_=sa.String(200), existing_type=sa.Text(), existing_nullable=True
        )
