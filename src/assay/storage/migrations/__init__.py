"""Alembic migrations of the evaluation store, run programmatically by :func:`assay.storage.migrate`."""
