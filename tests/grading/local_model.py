"""Helpers of the grading tests marked ``local_model``: the embedded model (docs/llm.md, "Embedded
(`local:`)"), why it cannot run here, a gateway to it and a grading service on it.

The fixtures (``embedded_model``, ``local_gateway``, ``sandbox``) are in tests/grading/conftest.py: a
test that asks for them is skipped, saying how to install the model, when it is not installed. Run
these tests under the shared lock, ``flock /tmp/assay-model.lock .venv/bin/pytest <file> -m local_model``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from assay.grading import GradingService, GradingSettings
from assay.llm import Gateway, LLMSettings
from assay.llm._local import llama_available
from assay.llm._local_model import find_local_model
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import open_repository

__all__ = ["MODEL", "embedded_gateway", "grading_service", "missing_model"]

MODEL = "qwen2.5-coder-0.5b"


def missing_model(settings: LLMSettings) -> str | None:
    """Why the embedded model cannot run here (what to do about it), or ``None`` when it can."""
    if not llama_available():
        return f"llama-cpp-python is not importable by {sys.executable}: run scripts/install_local_model.sh"
    if find_local_model(MODEL, settings.local_model_dir) is None:
        return f"{MODEL} is not in {settings.local_model_dir}: run scripts/install_local_model.sh"
    return None


def embedded_gateway(model: str, **settings: Any) -> Gateway:
    """A gateway to the embedded model, with no response cache (each test asks the model afresh)."""
    return Gateway(settings=LLMSettings(_env_file=None, llm_model=model, llm_cache=False, **settings))


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
