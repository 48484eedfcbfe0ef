"""Alembic environment: runs the revisions on the connection :func:`assay.storage.migrate` hands over.

Also works from the ``alembic`` command line with ``-x url=...`` for an operator's one-off upgrade.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from assay.storage._models import Base


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters tables by copying them
    )
    with context.begin_transaction():
        context.run_migrations()


def _main() -> None:
    config = context.config
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("give the database with -x url=... (or set sqlalchemy.url)")
    engine = create_engine(url)
    with engine.connect() as conn:
        _run(conn)
    engine.dispose()


_main()
