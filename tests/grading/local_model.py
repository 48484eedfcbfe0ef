"""The embedded model for the grading tests marked ``local_model`` (docs/llm.md, "Embedded (`local:`)").

A test module marks itself ``pytestmark = pytest.mark.local_model``, imports the fixtures it uses
(``from tests.grading.local_model import embedded_model, sandbox``) and makes its gateway with
:func:`embedded_gateway`. Whatever needs the model asks for ``embedded_model`` (directly or through
its gateway), so it is skipped, saying how to install it, when llama-cpp-python is not importable
or the model file is not there. These tests run the real qwen2.5-coder-0.5b in-process: run them
under the shared lock, ``flock /tmp/assay-model.lock .venv/bin/pytest <file> -m local_model``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from assay.grading import GradingService, GradingSettings
from assay.llm import Gateway, LLMSettings
from assay.llm._local import llama_available
from assay.llm._local_model import find_local_model
from assay.questions import DirectoryStore
from assay.sandbox import Sandbox
from assay.storage import open_repository

__all__ = ["MODEL", "embedded_gateway", "embedded_model", "grading_service", "missing_model", "sandbox"]

MODEL = "qwen2.5-coder-0.5b"


def missing_model(settings: LLMSettings) -> str | None:
    """Why the embedded model cannot run here (what to do about it), or ``None`` when it can."""
    if not llama_available():
        return f"llama-cpp-python is not importable by {sys.executable}: run scripts/install_local_model.sh"
    if find_local_model(MODEL, settings.local_model_dir) is None:
        return f"{MODEL} is not in {settings.local_model_dir}: run scripts/install_local_model.sh"
    return None


@pytest.fixture(scope="module")
def embedded_model() -> str:
    """The ``local:`` model name; skips the test when the embedded model is not installed."""
    why = missing_model(LLMSettings(_env_file=None))
    if why is not None:
        pytest.skip(why)
    return f"local:{MODEL}"


def embedded_gateway(model: str, **settings: Any) -> Gateway:
    """A gateway to the embedded model, with no response cache (each test asks the model afresh)."""
    return Gateway(settings=LLMSettings(_env_file=None, llm_model=model, llm_cache=False, **settings))


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        yield box


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
