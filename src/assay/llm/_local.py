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
import re
import threading
import time
from pathlib import Path
from typing import Any

from assay.llm._errors import LLMContextOverflow, LLMError, LLMNotConfigured, LLMTimeout
from assay.llm._local_model import LOCAL_MODELS, ensure_local_model
from assay.llm._models import Message, Usage
from assay.llm._provider import ProviderRequest, ProviderResponse
from assay.llm._settings import LLMSettings
from assay.llm._structured import bounded_schema, inline_refs

__all__ = ["LocalProvider", "llama_available"]

log = logging.getLogger("assay.llm")

#: Loaded models by (file, threads). One instance per file and thread count: a call that needs a
#: larger context reloads it with that context instead of keeping a second copy (each costs ~1 GB).
_LOADED: dict[tuple[str, int], Any] = {}
_LOAD_LOCK = threading.Lock()
#: One generation at a time per file: a llama.cpp context is not thread-safe, and a reload must not
#: close a model another thread is generating with.
_RUN_LOCKS: dict[str, threading.Lock] = {}
#: Tokens the chat template adds per message (role markers, separators); Qwen2.5's adds about 5.
_TEMPLATE_TOKENS_PER_MESSAGE = 8
#: llama-cpp-python's message when a prompt does not fit: "Requested tokens (N) exceed context window of M".
_OVERFLOW = re.compile(r"Requested tokens \((\d+)\) exceed context window of (\d+)")


def _unload_all() -> None:
    for model in _LOADED.values():
        close = getattr(model, "close", None)
        if close is not None:
            close()
    _LOADED.clear()


def _run_lock(path: Path) -> threading.Lock:
    with _LOAD_LOCK:
        return _RUN_LOCKS.setdefault(str(path), threading.Lock())


def llama_available() -> bool:
    """Whether llama-cpp-python can be imported."""
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return False
    return True


class LocalProvider:
    """One GGUF model run in-process.

    The context window is ``ASSAY_LOCAL_N_CTX``; a call whose ``GenerationOptions.num_ctx`` asks for
    more reloads the model with that context (a smaller ``num_ctx`` runs in the larger one loaded).
    """

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
        self._prepared = False

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

    def _llama(self, n_ctx: int) -> Any:
        """The loaded model with a context of at least ``n_ctx``; call with the file's run lock held.

        Raises:
            LLMNotConfigured: llama-cpp-python is missing, or the file cannot be loaded.
        """
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
        threads = self._settings.local_threads
        key = (str(path), threads)
        with _LOAD_LOCK:
            loaded = _LOADED.get(key)
            if loaded is not None and int(loaded.n_ctx()) >= n_ctx:
                return loaded
            if loaded is not None:
                log.info(
                    "local:%s: reloading with n_ctx=%d (a call asked for more than the loaded %d)",
                    self.model,
                    n_ctx,
                    loaded.n_ctx(),
                )
                _LOADED.pop(key)
                loaded.close()
            if not _LOADED:
                # Free the models before interpreter teardown: llama.cpp's finaliser fails noisily
                # once the modules it needs are gone.
                atexit.register(_unload_all)
            started = time.perf_counter()
            try:
                llm = llama_cpp.Llama(
                    model_path=str(path),
                    n_ctx=n_ctx,
                    n_threads=threads,
                    n_threads_batch=threads,
                    verbose=False,
                )
            except (ValueError, RuntimeError, OSError) as exc:
                raise LLMNotConfigured(
                    f"local:{self.model} could not be loaded from {path}: {exc}",
                    provider=self.name,
                    model=self.model,
                    hint="the file is not a GGUF model this llama-cpp-python can read, or memory ran out; "
                    "for a known model re-run scripts/install_local_model.sh (it verifies the sha256)",
                ) from exc
            _LOADED[key] = llm
            log.info(
                "local:%s loaded from %s in %.1fs (n_ctx=%d, n_threads=%d)",
                self.model,
                path,
                time.perf_counter() - started,
                n_ctx,
                threads,
            )
            return llm

    async def prepare(self) -> None:
        """Load the model before the first call's clock starts (it takes about a second)."""
        if not self._prepared:
            await asyncio.to_thread(self._load_default)
            self._prepared = True

    def _load_default(self) -> None:
        with _run_lock(self._resolve()):
            self._llama(self._settings.local_n_ctx)

    def cache_settings(self) -> dict[str, Any]:
        """The context size and the string bound given to the grammar change what the model writes."""
        return {"n_ctx": self._settings.local_n_ctx, "string_max_length": self._string_max}

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
        """Generate on a worker thread; stops itself at the deadline.

        Raises:
            LLMTimeout: the deadline passed (checked between tokens).
            LLMContextOverflow: the prompt does not fit the context window.
            LLMNotConfigured: the model cannot be loaded.
            LLMError: llama.cpp failed otherwise (a grammar it cannot build, a decode error).
        """
        deadline = time.monotonic() + timeout_s
        return await asyncio.to_thread(self._generate_blocking, request, deadline, timeout_s)

    def request_kwargs(self, request: ProviderRequest) -> dict[str, Any]:
        """The arguments of ``Llama.create_chat_completion`` for a request."""
        opts = request.options
        kwargs: dict[str, Any] = {"messages": [m.model_dump() for m in request.messages], "stream": True}
        for field in ("temperature", "max_tokens", "seed", "top_p", "stop"):
            value = getattr(opts, field)
            if value is not None:
                kwargs[field] = value
        if request.json_schema is not None:
            # llama-cpp-python rejects "json_schema"; "json_object" with a schema builds the grammar.
            schema = bounded_schema(inline_refs(request.json_schema), self._string_max)
            kwargs["response_format"] = {"type": "json_object", "schema": schema}
        return kwargs

    def _prompt_tokens(self, llm: Any, messages: list[Message]) -> int:
        """The prompt's length in the model's own tokens, template overhead estimated."""
        text = "".join(m.content for m in messages)
        tokens = llm.tokenize(text.encode("utf-8"), add_bos=False, special=False)
        return len(tokens) + _TEMPLATE_TOKENS_PER_MESSAGE * len(messages)

    def _check_context(self, llm: Any, request: ProviderRequest) -> None:
        """Refuse a prompt that cannot fit; warn when it (or the answer it wants) nears the window."""
        n_ctx = int(llm.n_ctx())
        prompt = self._prompt_tokens(llm, request.messages)
        hint = "raise GenerationOptions.num_ctx or ASSAY_LOCAL_N_CTX, or shorten the prompt"
        if prompt >= n_ctx:
            raise LLMContextOverflow(
                f"local:{self.model}: the prompt is about {prompt} tokens, more than the context window "
                f"n_ctx={n_ctx}",
                prompt_tokens=prompt,
                n_ctx=n_ctx,
                provider=self.name,
                model=self.model,
                hint=hint,
            )
        wanted = request.options.max_tokens or 0
        if prompt > 0.9 * n_ctx or prompt + wanted > n_ctx:
            log.warning(
                "local:%s: the prompt is about %d tokens of n_ctx=%d, leaving %d for the answer "
                "(max_tokens=%s): it may be cut off; %s",
                self.model,
                prompt,
                n_ctx,
                n_ctx - prompt,
                request.options.max_tokens,
                hint,
            )

    def _translate(self, exc: Exception, n_ctx: int) -> LLMError:
        """llama.cpp raises plain ValueError/RuntimeError; give each its place in the error tree."""
        text = str(exc)
        common: dict[str, Any] = {"provider": self.name, "model": self.model}
        overflow = _OVERFLOW.search(text)
        if overflow:
            return LLMContextOverflow(
                f"local:{self.model}: the prompt is {overflow.group(1)} tokens, more than the context "
                f"window n_ctx={overflow.group(2)}",
                prompt_tokens=int(overflow.group(1)),
                n_ctx=int(overflow.group(2)),
                hint="raise GenerationOptions.num_ctx or ASSAY_LOCAL_N_CTX, or shorten the prompt",
                **common,
            )
        # Anything else happens again with the same request (a grammar llama.cpp cannot build, a
        # decode error), so it is not retried.
        return LLMError(
            f"local:{self.model} failed while generating (n_ctx={n_ctx}): {type(exc).__name__}: {text}",
            code="LLM_LOCAL_FAILED",
            hint="a structured call's schema may be too complex for llama.cpp's grammar; "
            "ASSAY_LOG_LEVEL=DEBUG logs the traceback",
            **common,
        )

    def _generate_blocking(
        self, request: ProviderRequest, deadline: float, timeout_s: float
    ) -> ProviderResponse:
        kwargs = self.request_kwargs(request)
        n_ctx = max(self._settings.local_n_ctx, request.options.num_ctx or 0)
        pieces: list[str] = []
        generated = 0
        prompt_tokens = 0
        finish_reason: str | None = None
        timed_out = False
        with _run_lock(self._resolve()):
            llm = self._llama(n_ctx)
            if time.monotonic() > deadline:
                timed_out = True
            else:
                try:
                    self._check_context(llm, request)
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
                except LLMError:
                    raise
                except Exception as exc:
                    log.debug("local:%s: llama.cpp raised", self.model, exc_info=True)
                    raise self._translate(exc, int(llm.n_ctx())) from exc
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
