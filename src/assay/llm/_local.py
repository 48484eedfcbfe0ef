"""``local:`` an embedded model through llama-cpp-python: no server, no key.

Loaded once per process and file (the 0.5B takes about 1 GB, the 1.5B about 2.3 GB) and run on a
worker thread with ``n_threads`` (default 2; llama.cpp's own default here is 1). Generation streams
token by token so the wall-clock deadline can stop it mid-answer, instead of the thread running
on after the caller gave up. Structured output uses ``response_format={"type": "json_object",
"schema": ...}`` (llama-cpp-python rejects ``json_schema``) with every string given a ``maxLength``
so the JSON always closes before ``max_tokens``.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import threading
import time
from pathlib import Path
from typing import Any

from assay.llm._errors import LLMError, LLMNotConfigured, LLMTimeout
from assay.llm._local_model import LOCAL_MODELS, ensure_local_model
from assay.llm._models import Usage
from assay.llm._provider import ProviderRequest, ProviderResponse
from assay.llm._settings import LLMSettings
from assay.llm._structured import bounded_schema, inline_refs

__all__ = ["LocalProvider", "llama_available"]

log = logging.getLogger("assay.llm")

_LOADED: dict[tuple[str, int, int], Any] = {}


def _unload_all() -> None:
    for model in _LOADED.values():
        close = getattr(model, "close", None)
        if close is not None:
            close()
    _LOADED.clear()


_LOAD_LOCK = threading.Lock()
_RUN_LOCKS: dict[str, threading.Lock] = {}


def llama_available() -> bool:
    """Whether llama-cpp-python can be imported."""
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return False
    return True


class LocalProvider:
    """One GGUF model run in-process."""

    name = "local"
    native_structured = True

    def __init__(self, model: str, settings: LLMSettings) -> None:
        self.model = model
        self.concurrency = settings.llm_concurrency_local
        self._settings = settings
        self._path: Path | None = None
        self._string_max = settings.llm_string_max_length
        info = LOCAL_MODELS.get(model)
        self._known_digest = f"sha256:{info.sha256}" if info else None
        self.base_url = f"local://{model}"

    def _resolve(self) -> Path:
        if self._path is not None:
            return self._path
        if self.model in LOCAL_MODELS:
            self._path = ensure_local_model(self.model, self._settings.local_model_dir)
        else:
            candidate = Path(self.model).expanduser()
            if candidate.suffix != ".gguf" or not candidate.is_file():
                raise LLMNotConfigured(
                    f"local model {self.model!r} is neither a known name nor an existing .gguf file",
                    provider=self.name,
                    model=self.model,
                    hint="use "
                    + ", ".join(f"local:{n}" for n in LOCAL_MODELS)
                    + " or local:/path/to/model.gguf",
                )
            self._path = candidate
        return self._path

    def _llama(self) -> Any:
        try:
            import llama_cpp
        except ImportError as exc:
            raise LLMNotConfigured(
                "llama-cpp-python is not installed, so local: models cannot run",
                provider=self.name,
                model=self.model,
                hint='run scripts/install_local_model.sh (or pip install "assay[local]")',
            ) from exc
        path = self._resolve()
        key = (str(path), self._settings.local_n_ctx, self._settings.local_threads)
        with _LOAD_LOCK:
            if key not in _LOADED:
                if not _LOADED:
                    # Free the models before interpreter teardown: llama.cpp's finaliser fails noisily
                    # once the modules it needs are gone.
                    atexit.register(_unload_all)
                started = time.perf_counter()
                _LOADED[key] = llama_cpp.Llama(
                    model_path=str(path),
                    n_ctx=self._settings.local_n_ctx,
                    n_threads=self._settings.local_threads,
                    n_threads_batch=self._settings.local_threads,
                    verbose=False,
                )
                log.info(
                    "local:%s loaded from %s in %.1fs (n_ctx=%d, n_threads=%d)",
                    self.model,
                    path,
                    time.perf_counter() - started,
                    self._settings.local_n_ctx,
                    self._settings.local_threads,
                )
            _RUN_LOCKS.setdefault(str(path), threading.Lock())
            return _LOADED[key]

    async def digest(self) -> str | None:
        """The GGUF's sha256 for known models; size and mtime for a custom file."""
        if self._known_digest:
            return self._known_digest
        try:
            stat = self._resolve().stat()
        except (LLMError, OSError):
            return None
        return f"file:{stat.st_size}:{stat.st_mtime_ns}"

    async def generate(self, request: ProviderRequest, *, timeout_s: float) -> ProviderResponse:
        """Generate on a worker thread; stops itself at the deadline."""
        deadline = time.monotonic() + timeout_s
        return await asyncio.to_thread(self._generate_blocking, request, deadline, timeout_s)

    def _generate_blocking(
        self, request: ProviderRequest, deadline: float, timeout_s: float
    ) -> ProviderResponse:
        llm = self._llama()
        opts = request.options
        kwargs: dict[str, Any] = {"messages": [m.model_dump() for m in request.messages], "stream": True}
        for field in ("temperature", "max_tokens", "seed", "top_p", "stop"):
            value = getattr(opts, field)
            if value is not None:
                kwargs[field] = value
        if request.json_schema is not None:
            schema = bounded_schema(inline_refs(request.json_schema), self._string_max)
            kwargs["response_format"] = {"type": "json_object", "schema": schema}
        pieces: list[str] = []
        generated = 0
        finish_reason: str | None = None
        timed_out = False
        with _RUN_LOCKS[str(self._resolve())]:
            if time.monotonic() > deadline:
                timed_out = True
            else:
                stream = llm.create_chat_completion(**kwargs)
                try:
                    for chunk in stream:
                        choice = chunk["choices"][0]
                        content = choice.get("delta", {}).get("content")
                        if content:
                            pieces.append(content)
                            generated += 1
                        if choice.get("finish_reason"):
                            finish_reason = choice["finish_reason"]
                        if time.monotonic() > deadline:
                            timed_out = True
                            break
                finally:
                    close = getattr(stream, "close", None)
                    if close is not None:
                        close()
                prompt_tokens = max(0, int(llm.n_tokens) - generated)
        if timed_out:
            raise LLMTimeout(
                f"local:{self.model} did not finish within the {timeout_s:g}s deadline "
                f"({generated} tokens generated)",
                timeout_s=timeout_s,
                provider=self.name,
                model=self.model,
                hint="raise the timeout, lower max_tokens, or use the 0.5B model",
            )
        return ProviderResponse(
            text="".join(pieces),
            usage=Usage(prompt_tokens=prompt_tokens, completion_tokens=generated),
            model_digest=self._known_digest,
            finish_reason=finish_reason,
        )

    async def aclose(self) -> None:
        """The model stays loaded for the process (loading it costs seconds)."""
