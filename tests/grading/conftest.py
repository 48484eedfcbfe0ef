"""Fixtures of the grading tests: a sandbox and the questions they grade, one per test module, and the
embedded model for the tests marked ``local_model``.

A test that needs the embedded model asks for ``embedded_model`` (directly or through
``local_gateway``), so it is skipped, saying how to install it, when llama-cpp-python is not
importable or the model file is not there. Those tests run the real qwen2.5-coder-0.5b in-process:
run them under the shared lock, ``flock /tmp/assay-model.lock .venv/bin/pytest <file> -m local_model``.
Helpers that are not fixtures: tests/grading/support.py and tests/grading/local_model.py.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from assay.llm import Gateway, LLMSettings
from assay.questions import DirectoryStore, Question
from assay.sandbox import Sandbox
from tests.grading.local_model import MODEL, embedded_gateway, missing_model


@pytest.fixture(scope="module")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        yield box


@pytest.fixture(scope="module")
def two_sum() -> Question:
    return DirectoryStore().get("1")


@pytest.fixture(scope="module")
def longest() -> Question:
    """Longest substring without repeating characters (question 3)."""
    return DirectoryStore().get("3")


@pytest.fixture(scope="module")
def embedded_model() -> str:
    """The ``local:`` model name; skips the test when the embedded model is not installed."""
    why = missing_model(LLMSettings(_env_file=None))
    if why is not None:
        pytest.skip(why)
    return f"local:{MODEL}"


@pytest.fixture(scope="module")
def local_gateway(embedded_model: str) -> Gateway:
    """A gateway to the embedded model: no response cache (each test asks the model afresh) and no
    retries (a failed in-process call tried again costs minutes and answers alike)."""
    return embedded_gateway(embedded_model, llm_max_retries=0)
