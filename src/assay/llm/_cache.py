"""The answer cache: SQLite, keyed by everything that can change an answer.

The key is the sha256 of provider, base URL, model (and its digest where known), the messages, the
generation options minus the time bounds and retries, the requested schema, and the provider settings
that change what the model is asked (how OpenAI is asked for structured output; the local model's
context and string bound). Errors, empty answers and answers cut off by the token limit are never
stored (the gateway decides; :meth:`ResponseCache.put` refuses the empty ones itself). Each
operation opens its own short connection, so the cache is safe from threads and processes alike
(SQLite's own locking).
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from assay.llm._models import Completion, GenerationOptions, Message

__all__ = ["ResponseCache", "cache_key"]

log = logging.getLogger("assay.llm")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS llm_cache (
    key TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    created_at REAL NOT NULL,
    completion TEXT NOT NULL
)
"""


def cache_key(
    *,
    provider: str,
    base_url: str,
    model: str,
    digest: str | None,
    messages: Sequence[Message],
    options: GenerationOptions,
    json_schema: dict[str, Any] | None,
    settings: dict[str, Any] | None = None,
) -> str:
    """sha256 over a canonical JSON of the request (time bounds and retries excluded).

    ``settings`` are the provider's :meth:`~assay.llm.Provider.cache_settings`.
    """
    payload = {
        "v": 2,
        "provider": provider,
        "base_url": base_url,
        "model": model,
        "digest": digest,
        "messages": [m.model_dump() for m in messages],
        "options": options.cache_fields(),
        "schema": json_schema,
        "settings": settings or {},
    }
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class ResponseCache:
    """A SQLite table of completions. A broken cache logs a warning and acts as a miss, never fails a call."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._ready = False

    def _connect(self) -> sqlite3.Connection:
        if not self._ready:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=10.0)
        if not self._ready:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(_SCHEMA)
            conn.commit()
            self._ready = True
        return conn

    def get(self, key: str) -> Completion | None:
        """The cached completion for ``key``, or ``None``."""
        try:
            conn = self._connect()
            try:
                row = conn.execute("SELECT completion FROM llm_cache WHERE key = ?", (key,)).fetchone()
            finally:
                conn.close()
        except sqlite3.Error as exc:
            log.warning("LLM cache at %s unreadable (%s); calling the model instead", self.path, exc)
            return None
        if row is None:
            return None
        try:
            return Completion.model_validate_json(row[0])
        except ValueError:
            log.warning("LLM cache entry %s… at %s is corrupt; ignoring it", key[:12], self.path)
            return None

    def put(self, key: str, completion: Completion) -> bool:
        """Store a successful, non-empty completion. Returns whether it was stored."""
        if not completion.text.strip():
            return False
        try:
            conn = self._connect()
            try:
                with conn:
                    conn.execute(
                        "INSERT OR REPLACE INTO llm_cache (key, provider, model, created_at, completion) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (
                            key,
                            completion.provider,
                            completion.model,
                            time.time(),
                            completion.model_dump_json(),
                        ),
                    )
            finally:
                conn.close()
        except sqlite3.Error as exc:
            log.warning("LLM cache at %s not writable (%s); the answer is not cached", self.path, exc)
            return False
        return True

    def clear(self) -> int:
        """Delete every entry; returns how many there were."""
        try:
            conn = self._connect()
            try:
                with conn:
                    return conn.execute("DELETE FROM llm_cache").rowcount
            finally:
                conn.close()
        except sqlite3.Error as exc:
            log.warning("LLM cache at %s could not be cleared: %s", self.path, exc)
            return 0

    def __len__(self) -> int:
        try:
            conn = self._connect()
            try:
                return int(conn.execute("SELECT COUNT(*) FROM llm_cache").fetchone()[0])
            finally:
                conn.close()
        except sqlite3.Error:
            return 0
