"""Fixtures of the grading tests: a sandbox and the questions they grade, one per test module, and the
embedded model for the tests marked ``local_model``.

A test that needs the embedded model asks for ``embedded_model`` (directly or through
``local_gateway``), so it is skipped, saying how to install it, when it is not installed; the marker's
conventions (and the shared lock the model runs under) are in tests/local_model.py. Helpers that are
not fixtures: tests/grading/support.py and tests/grading/local_model.py.
"""

from __future__ import annotations

import pytest

from assay.llm import Gateway
from assay.questions import DirectoryStore, Question
from tests.local_model import model_gateway, require_model


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
    return require_model()


@pytest.fixture(scope="module")
def local_gateway(embedded_model: str) -> Gateway:
    """A gateway to the embedded model: no response cache (each test asks the model afresh) and no
    retries (a failed in-process call tried again costs minutes and answers alike)."""
    return model_gateway(llm_model=embedded_model, llm_max_retries=0)
