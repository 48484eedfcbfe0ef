"""What the server remembers: each question URL handed out, when, and what was submitted to it.

Kept in memory (a test and demo server): a restart forgets every URL, as a new chain should.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit

from assay.solver.quizserver._personal import user_token

__all__ = ["Issued", "QuizState", "url_key"]


def url_key(url: str) -> str:
    """What identifies a question URL: its path and its query string exactly (origin and fragment aside)."""
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


@dataclass
class Issued:
    """One question URL handed out to one email."""

    email: str
    task: str
    path: str  # "/quiz/<task>?email=...&id=..."
    issued_at: float
    submissions: int = 0
    in_window_submissions: int = 0
    last_correct: bool | None = None  # of the last submission inside the window
    next_path: str | None = None


class QuizState:
    """Thread-safe registry of handed-out URLs, timed by an injectable clock."""

    def __init__(self, seed: str, clock: Callable[[], float]) -> None:
        self._seed = seed
        self.clock = clock
        self._lock = threading.Lock()
        self._issued: dict[str, Issued] = {}
        self._users: dict[str, str] = {}

    def issue(self, email: str, task: str) -> Issued:
        """Hand out a fresh URL for ``task``; its clock starts now."""
        query = urlencode({"email": email, "id": secrets.token_urlsafe(9)}, safe="@")
        issued = Issued(email=email, task=task, path=f"/quiz/{task}?{query}", issued_at=self.clock())
        with self._lock:
            self._issued[issued.path] = issued
            self._users[user_token(self._seed, email)] = email
        return issued

    def lookup(self, key: str) -> Issued | None:
        """The handed-out URL whose path and query are exactly ``key``."""
        with self._lock:
            return self._issued.get(key)

    def email_of_user(self, user: str) -> str | None:
        """The email behind a file folder token, once a URL was handed out to it."""
        with self._lock:
            return self._users.get(user)

    def record(self, issued: Issued, *, correct: bool, in_window: bool) -> None:
        """Count a submission; only one inside the window changes the question's verdict."""
        with self._lock:
            issued.submissions += 1
            if in_window:
                issued.in_window_submissions += 1
                issued.last_correct = correct

    def reveal_next(self, issued: Issued, next_task: str) -> str:
        """The next question's URL, handed out once: a second reveal returns it unchanged (same clock)."""
        with self._lock:
            existing = issued.next_path
        if existing is not None:
            return existing
        fresh = self.issue(issued.email, next_task)
        with self._lock:
            if issued.next_path is None:
                issued.next_path = fresh.path
            return issued.next_path

    def of_email(self, email: str) -> list[Issued]:
        """Every URL handed out to ``email``, oldest first."""
        with self._lock:
            return sorted((i for i in self._issued.values() if i.email == email), key=lambda i: i.issued_at)
