"""A thread-safe TTL cache in front of any question store (seed: cache frequently accessed questions)."""

from __future__ import annotations

import builtins
import threading

from cachetools import TTLCache

from assay.questions._errors import validate_question_id
from assay.questions._models import Difficulty, Question, QuestionSummary
from assay.questions._store import QuestionStore, filter_summaries

__all__ = ["CachedStore"]


class CachedStore:
    """Caches questions and the listing of another store for ``ttl_s`` seconds.

    Misses (unknown ids, malformed files) are not cached, so a question added to the bank shows up
    at once. Concurrent first reads of the same id may both reach the store; that is harmless.

    Args:
        store: the store to read through to.
        ttl_s: how long an entry stays fresh.
        maxsize: the most questions kept.
    """

    def __init__(self, store: QuestionStore, *, ttl_s: float = 300.0, maxsize: int = 1024) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._questions: TTLCache[str, Question] = TTLCache(maxsize=maxsize, ttl=ttl_s)
        self._listing: TTLCache[str, builtins.list[QuestionSummary]] = TTLCache(maxsize=1, ttl=ttl_s)
        self._ids: TTLCache[str, builtins.list[str]] = TTLCache(maxsize=1, ttl=ttl_s)
        self.location = getattr(store, "location", repr(store))

    def __repr__(self) -> str:
        return f"CachedStore({self.store!r})"

    def get(self, question_id: str) -> Question:
        """The question, from the cache when fresh."""
        validate_question_id(question_id)
        with self._lock:
            cached = self._questions.get(question_id)
        if cached is not None:
            return cached
        question = self.store.get(question_id)
        with self._lock:
            self._questions[question_id] = question
        return question

    def ids(self) -> builtins.list[str]:
        """The ids, from the cache when fresh."""
        with self._lock:
            cached = self._ids.get("ids")
        if cached is None:
            cached = self.store.ids()
            with self._lock:
                self._ids["ids"] = cached
        return list(cached)

    def list(
        self, difficulty: Difficulty | str | None = None, concept: str | None = None
    ) -> builtins.list[QuestionSummary]:
        """The filtered listing, built from one cached unfiltered listing."""
        with self._lock:
            everything = self._listing.get("all")
        if everything is None:
            everything = self.store.list()
            with self._lock:
                self._listing["all"] = everything
        return filter_summaries(everything, difficulty, concept)

    def clear(self) -> None:
        """Forget everything cached."""
        with self._lock:
            self._questions.clear()
            self._listing.clear()
            self._ids.clear()
