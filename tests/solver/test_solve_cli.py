"""`assay solve serve|demo` refuse bad configuration with one line and exit 2 (a real process)."""

from __future__ import annotations

import os
import subprocess
import sys


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("ASSAY_", "USER_", "OPENAI_"))}
    return subprocess.run(
        [sys.executable, "-m", "assay", "solve", *args],
        capture_output=True,
        text=True,
        env={**clean, "ASSAY_LLM_CACHE": "false", **env},
        timeout=60,
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
