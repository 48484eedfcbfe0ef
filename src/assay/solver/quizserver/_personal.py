"""Deterministic personalisation: every value a task shows is drawn from (seed, email, task)."""

from __future__ import annotations

import hashlib
import random

__all__ = ["submit_key", "task_rng", "user_token"]


def _digest(*parts: str) -> bytes:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).digest()


def task_rng(seed: str, email: str, task: str) -> random.Random:
    """A generator private to one email's copy of one task (emails are compared case-folded)."""
    return random.Random(int.from_bytes(_digest(seed, email.strip().casefold(), task)[:16], "big"))


def user_token(seed: str, email: str) -> str:
    """The opaque folder name of one email's files: file links do not carry the address itself."""
    return _digest(seed, "user", email.strip().casefold()).hex()[:12]


def submit_key(seed: str, task: str) -> str:
    """The last path segment of a task's submit URL: only the page says it, so it cannot be guessed."""
    return _digest(seed, "submit", task).hex()[:10]
