"""The embedded model in tests: whether it is installed here, why not and how to install it.

A test that runs the real qwen2.5-coder-0.5b in-process (llama.cpp; docs/llm.md, "Embedded
(`local:`)") keeps three conventions:

- it is marked ``@pytest.mark.local_model`` (or ``pytestmark = pytest.mark.local_model``), so
  ``-m "not local_model"`` leaves it out;
- it gets the model through :func:`model_gateway`, :func:`model_settings` or :func:`require_model`
  (in a fixture or in its body), so that where the model is not installed it is skipped with
  :func:`missing_model`'s reason, which says how to install it;
- it runs under the shared lock, as the model takes the machine's cores:
  ``flock /tmp/assay-model.lock .venv/bin/pytest <file> -m local_model``.
"""

from __future__ import annotations

import sys
from typing import Any

import pytest

from assay.llm import Gateway, LLMSettings, find_local_model
from assay.llm._local import llama_available

__all__ = [
    "INSTALL",
    "MODEL",
    "MODEL_ID",
    "missing_model",
    "missing_runtime",
    "model_gateway",
    "model_settings",
    "require_model",
    "require_runtime",
]

MODEL = "qwen2.5-coder-0.5b"
MODEL_ID = f"local:{MODEL}"
INSTALL = "run bash scripts/install_local_model.sh"


def missing_runtime() -> str | None:
    """Why llama-cpp-python cannot run here (what to do about it), or ``None`` when it can."""
    if llama_available():
        return None
    return f"llama-cpp-python is not importable by {sys.executable}: {INSTALL}"


def missing_model(settings: LLMSettings | None = None) -> str | None:
    """Why the embedded model cannot run here (what to do about it), or ``None`` when it can.

    The model is looked for where ``settings`` (default: the environment's) say, as the gateway does.
    """
    why = missing_runtime()
    if why is not None:
        return why
    model_dir = (settings or LLMSettings(_env_file=None)).local_model_dir
    if find_local_model(MODEL, model_dir) is None:
        return (
            f"{MODEL} (verified by sha256) is not in {model_dir} "
            f"(ASSAY_LOCAL_MODEL_DIR, default ~/.cache/assay/models): {INSTALL}"
        )
    return None


def require_runtime() -> None:
    """Skip the test unless llama-cpp-python is importable (for tests that need no model file)."""
    why = missing_runtime()
    if why is not None:
        pytest.skip(why)


def require_model(settings: LLMSettings | None = None) -> str:
    """Skip the test unless the embedded model is installed; its model string, ``local:…``."""
    why = missing_model(settings)
    if why is not None:
        pytest.skip(why)
    return MODEL_ID


def model_settings(**overrides: Any) -> LLMSettings:
    """Settings for the embedded model, without the response cache (each test asks the model afresh),
    with ``overrides`` (LLMSettings fields); skips the test unless the model is installed."""
    settings = LLMSettings(_env_file=None, **{"llm_model": MODEL_ID, "llm_cache": False, **overrides})
    require_model(settings)
    return settings


def model_gateway(**overrides: Any) -> Gateway:
    """A gateway to the embedded model on :func:`model_settings`; skips the test unless it is installed."""
    return Gateway(settings=model_settings(**overrides), cache=False)
