"""Helpers of the grading tests marked ``local_model``: a grading service on the embedded model.

Whether the model is installed, the skip reason and the marker's conventions are in
tests/local_model.py; the fixtures (``embedded_model``, ``local_gateway``, ``sandbox``) are in
tests/grading/conftest.py. Run these tests under the shared lock,
``flock /tmp/assay-model.lock .venv/bin/pytest <file> -m local_model``.
"""

from __future__ import annotations

from pathlib import Path

from assay.grading import GradingService, GradingSettings
from assay.llm import Gateway
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import open_repository

__all__ = ["grading_service"]


def grading_service(gateway: Gateway, sandbox: Sandbox, tmp_path: Path) -> GradingService:
    """Grades with the model translating pseudocode (up to 300 s, as the 0.5B needs on 2 shared
    cores) and no model narrative; stored in a throwaway database."""
    return GradingService(
        questions=DirectoryStore(),
        repository=open_repository(f"sqlite:///{tmp_path / 'assay.sqlite3'}"),
        sandbox=sandbox,
        gateway=gateway,
        settings=GradingSettings(model_feedback=False, translate_timeout_s=300),
    )
