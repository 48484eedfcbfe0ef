"""API keys for the web tests, made the way an operator makes them: `assay keys create`."""

from __future__ import annotations

import subprocess

from tests.web.support import ASSAY


def make_key(env: dict[str, str], name: str, *scopes: str, learner: str | None = None) -> str:
    """A new key (its plain text) in the database ``env`` names (acting as ``learner`` when given)."""
    args = [str(ASSAY), "keys", "create", "--name", name]
    for scope in scopes:
        args += ["--scope", scope]
    if learner is not None:
        args += ["--learner", learner]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return next(line.strip() for line in done.stdout.splitlines() if line.strip().startswith("assay_"))
