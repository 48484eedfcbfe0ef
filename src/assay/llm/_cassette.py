"""Replay cassettes: JSONL files of recorded requests and answers, for reproducible runs and free CI.

Each line is ``{"key", "model", "messages", "options", "schema", "completion"}``. The key covers what
the caller asked (messages, generation options minus timeout/retries, the requested schema) and not
which provider answered, so a cassette recorded against ``openai:…`` replays under ``replay:…``.
When the same request was recorded several times its answers are replayed in turn.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from assay.errors import ConfigError
from assay.llm._errors import CassetteMissError
from assay.llm._models import Completion, GenerationOptions, Message
from assay.llm._provider import ProviderRequest, ProviderResponse

__all__ = ["CassetteRecorder", "ReplayProvider", "request_key"]

_WRITE_LOCK = threading.Lock()


def request_key(
    messages: Sequence[Message], options: GenerationOptions, json_schema: dict[str, Any] | None
) -> str:
    """The provider-independent key of a request."""
    payload = {
        "messages": [m.model_dump() for m in messages],
        "options": options.cache_fields(),
        "schema": json_schema,
    }
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class CassetteRecorder:
    """Appends each successful real call to a JSONL cassette."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def record(self, request: ProviderRequest, completion: Completion) -> None:
        """Append one recording (atomic per line: one ``write`` under a lock)."""
        line = json.dumps(
            {
                "key": request.request_key,
                "model": completion.model_string,
                "messages": [m.model_dump() for m in request.messages],
                "options": request.options.cache_fields(),
                "schema": request.json_schema,
                "completion": completion.model_dump(mode="json"),
            },
            ensure_ascii=False,
        )
        with _WRITE_LOCK:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as fh:
                fh.write(line + "\n")


class ReplayProvider:
    """``replay:path.jsonl``: answers from a cassette, never from a model."""

    name = "replay"
    native_structured = True  # the recorded answer already is whatever the recorded model produced
    concurrency = 64

    def __init__(self, model: str) -> None:
        self.model = model
        self.path = Path(model).expanduser()
        self.base_url = f"file://{self.path.resolve()}"
        self._entries: dict[str, list[dict[str, Any]]] | None = None
        self._next: dict[str, int] = {}

    def _load(self) -> dict[str, list[dict[str, Any]]]:
        if self._entries is not None:
            return self._entries
        if not self.path.is_file():
            raise ConfigError(
                f"replay cassette {self.path} does not exist",
                code="LLM_BAD_MODEL",
                hint="record one first with ASSAY_LLM_RECORD=<path.jsonl> and a real model",
            )
        entries: dict[str, list[dict[str, Any]]] = {}
        for number, line in enumerate(self.path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                entries.setdefault(str(item["key"]), []).append(dict(item["completion"]))
            except (ValueError, KeyError, TypeError) as exc:
                raise ConfigError(
                    f"replay cassette {self.path} line {number} is not a recording: {exc}",
                    hint="each line must be a JSON object with key and completion",
                ) from exc
        self._entries = entries
        return entries

    async def prepare(self) -> None:
        """Read the cassette, so a missing or broken file is reported before any call starts.

        Raises:
            ConfigError: the cassette does not exist or a line is not a recording.
        """
        self._load()

    def cache_settings(self) -> dict[str, Any]:
        """Replayed answers are never cached."""
        return {}

    async def digest(self) -> str | None:
        """Cassettes have no weights; the recorded digest is replayed with each answer."""
        return None

    async def generate(self, request: ProviderRequest, *, timeout_s: float) -> ProviderResponse:
        """Look the request up.

        Raises:
            CassetteMissError: no recording matches this request.
        """
        del timeout_s
        entries = self._load().get(request.request_key)
        if not entries:
            raise CassetteMissError(
                f"cassette {self.path} has no recording for this request (key {request.request_key[:12]}…)",
                provider=self.name,
                model=self.model,
                hint="re-record with ASSAY_LLM_RECORD: the prompt, options or schema changed since",
            )
        index = self._next.get(request.request_key, 0)
        self._next[request.request_key] = index + 1
        recorded = Completion.model_validate(entries[index % len(entries)])
        return ProviderResponse(
            text=recorded.text,
            usage=recorded.usage,
            model_digest=recorded.model_digest or recorded.model_string,
            finish_reason=recorded.finish_reason,
        )

    async def aclose(self) -> None:
        """Nothing to release."""
