"""`assay solve serve|demo` refuse bad configuration with one line and exit 2 (a real process)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.solver.solver_harness import Brain, able, model_server


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "USER_", "OPENAI_"))}
    return subprocess.run(
        [sys.executable, "-m", "assay", "solve", *args],
        capture_output=True,
        text=True,
        env={**clean, "ASSAY_LLM_CACHE": "false", **env},
        timeout=180,
    )


def test_serve_needs_a_secret_and_a_callable_model() -> None:
    done = run("serve", "--port", "1")
    assert done.returncode == 2 and "no secret configured" in done.stderr and "Traceback" not in done.stderr
    done = run("serve", "--port", "1", USER_SECRET="s")
    assert done.returncode == 2 and "no model configured" in done.stderr
    done = run("serve", "--port", "1", USER_SECRET="s", ASSAY_SOLVE_MODELS="openai:m")
    assert done.returncode == 2 and "needs an API key" in done.stderr


def test_demo_refuses_a_misspelt_model() -> None:
    done = run("demo", "--models", "olama:x")
    assert done.returncode == 2 and "did you mean" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.browser
@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_demo_solves_the_local_chain_end_to_end_with_a_scripted_model() -> None:
    with model_server(Brain(rules=[lambda model, prompt: able(prompt)])) as llm:
        done = run(
            "demo",
            "--models",
            "openai:m1",
            "--questions",
            "2",
            ASSAY_OPENAI_BASE_URL=llm.base_url,
            ASSAY_OPENAI_API_KEY="sk-test-demo",
        )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "solved 2 of 2 question(s) with openai:m1" in done.stdout
    assert "assay solve demo" in done.stdout  # the live table's title
