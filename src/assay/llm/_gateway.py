"""The gateway: one interface in front of every model, with the one retry policy, cache and accounting."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from assay.llm._cache import ResponseCache, cache_key
from assay.llm._cassette import CassetteRecorder, ReplayProvider, request_key
from assay.llm._errors import LLMError, LLMNotConfigured, LLMRateLimited, LLMTimeout, StructuredOutputError
from assay.llm._loopbound import PerLoop
from assay.llm._models import (
    CallRecord,
    Completion,
    ConsensusResult,
    GenerationOptions,
    Message,
    MessageLike,
    RunAccount,
    Structured,
    as_messages,
)
from assay.llm._prices import PriceTable, load_price_table
from assay.llm._provider import ModelSpec, Provider, ProviderRequest, parse_model_string
from assay.llm._settings import LLMSettings, get_llm_settings
from assay.llm._structured import json_schema_for, parse_structured, repair_messages

__all__ = ["Gateway", "get_gateway"]

log = logging.getLogger("assay.llm")

T = TypeVar("T")
R = TypeVar("R")

Prompt = str | Sequence[MessageLike]


def _make_provider(spec: ModelSpec, settings: LLMSettings) -> Provider:
    """Build the provider for a spec; SDKs are imported lazily by the provider modules."""
    if spec.provider == "openai":
        from assay.llm._openai import OpenAIProvider

        return OpenAIProvider(spec.model, settings)
    if spec.provider == "ollama":
        from assay.llm._ollama import OllamaProvider

        return OllamaProvider(spec.model, settings)
    if spec.provider == "local":
        from assay.llm._local import LocalProvider

        return LocalProvider(spec.model, settings)
    if spec.provider == "replay":
        return ReplayProvider(spec.model)
    raise LLMNotConfigured()


class Gateway:
    """Every model behind one interface: bounded, retried, cached and accounted.

    One gateway serves any number of models: ``model`` is the default, and each call may name
    another ``provider:model``. Calls through it are added to :attr:`account`.

    Args:
        model: the default ``provider:model`` (default: ``ASSAY_LLM_MODEL``).
        settings: the LLM settings (default: :func:`get_llm_settings`).
        cache: the answer cache; ``None`` uses the settings (``ASSAY_LLM_CACHE``), ``False`` disables it.
        record_to: append every real call to this JSONL cassette (default: ``ASSAY_LLM_RECORD``).
        prices: the price table (default: built-in prices plus the user's overrides).
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        settings: LLMSettings | None = None,
        cache: ResponseCache | bool | None = None,
        record_to: Path | None = None,
        prices: PriceTable | None = None,
    ) -> None:
        self.settings = settings or get_llm_settings()
        self.spec = parse_model_string(model if model is not None else self.settings.llm_model)
        if cache is None or cache is True:
            self.cache: ResponseCache | None = (
                ResponseCache(self.settings.cache_path()) if self.settings.llm_cache or cache else None
            )
        elif cache is False:
            self.cache = None
        else:
            self.cache = cache
        record = record_to or self.settings.llm_record
        self.recorder = CassetteRecorder(record) if record else None
        self.prices = prices or load_price_table(self.settings.llm_prices, self.settings.llm_prices_file)
        self.account = RunAccount()
        self._providers: dict[ModelSpec, Provider] = {}
        self._digests: dict[ModelSpec, str | None] = {}
        self._semaphores: PerLoop[dict[str, asyncio.Semaphore]] = PerLoop(dict)

    # -- identity -------------------------------------------------------------------------------

    @property
    def configured(self) -> bool:
        """Whether a default model is configured (``False`` for ``none``)."""
        return self.spec.provider != "none"

    @property
    def model_id(self) -> str:
        """The default model as ``provider:model`` (``none`` when unconfigured)."""
        return str(self.spec)

    def __repr__(self) -> str:
        return f"Gateway(model={self.model_id!r})"

    def provider(self, model: str | None = None) -> Provider:
        """The provider for a model string (the default model when ``None``).

        Raises:
            LLMNotConfigured: the model is ``none``.
            ConfigError: the model string is malformed.
        """
        spec = self.spec if model is None else parse_model_string(model)
        if spec.provider == "none":
            raise LLMNotConfigured()
        if spec not in self._providers:
            self._providers[spec] = _make_provider(spec, self.settings)
        return self._providers[spec]

    # -- calls ----------------------------------------------------------------------------------

    async def complete(
        self,
        messages: Prompt,
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Completion:
        """Ask a model for a text answer.

        Args:
            messages: a prompt string, or messages (``Message`` or plain dicts).
            model: ``provider:model`` for this call; the gateway's default when ``None``.
            options: generation options; timeout/retries default to the settings.
            use_cache: read and write the answer cache (``False`` bypasses it).

        Raises:
            LLMNotConfigured: no model is configured.
            LLMTimeout, LLMRateLimited, LLMHTTPError, LLMAuthError, LLMUnavailable: after retries.
        """
        msgs = as_messages(messages)
        completion, key = await self._complete(msgs, model, options or GenerationOptions(), use_cache, None)
        if key is not None:
            self._store(key, completion)
        return completion

    async def structured(
        self,
        messages: Prompt,
        output_type: type[T],
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Structured[T]:
        """Ask for an instance of ``output_type`` (a pydantic model or any type pydantic validates).

        Native structured output where the provider has it; otherwise JSON instructions. The answer's
        JSON is extracted (fences, prose around it) and validated; on failure one repair round shows
        the model its answer and the problem.

        Raises:
            StructuredOutputError: the answer still does not validate after the repair round.
            LLMNotConfigured, LLMError: as for :meth:`complete`.
        """
        msgs = as_messages(messages)
        opts = options or GenerationOptions()
        schema = json_schema_for(output_type)
        completion, key = await self._complete(msgs, model, opts, use_cache, schema)
        try:
            value = parse_structured(completion.text, output_type)
        except ValueError as first:
            log.warning(
                "%s: answer is not a valid %s (%s); asking once more with the problem spelled out",
                completion.model_string,
                getattr(output_type, "__name__", str(output_type)),
                first,
            )
            repair = repair_messages(msgs, completion.text, str(first), schema)
            completion, key = await self._complete(repair, model, opts, use_cache, schema)
            try:
                value = parse_structured(completion.text, output_type)
            except ValueError as second:
                raise StructuredOutputError(
                    f"{completion.model_string} did not return a valid "
                    f"{getattr(output_type, '__name__', 'value')} after a repair round: {second}",
                    raw=completion.text,
                    provider=completion.provider,
                    model=completion.model,
                    hint="try a larger model, a lower temperature, or a simpler output type",
                ) from second
            if key is not None:
                self._store(key, completion)
            return Structured(value=value, completion=completion, repaired=True)
        if key is not None:
            self._store(key, completion)
        return Structured(value=value, completion=completion)

    async def consensus(
        self,
        messages: Prompt,
        models: Sequence[str],
        **kwargs: Any,
    ) -> ConsensusResult:
        """Ask several models and vote; see :func:`assay.llm.consensus` for the arguments."""
        from assay.llm._consensus import consensus

        return await consensus(messages, models, gateway=self, **kwargs)

    # -- sync wrappers for CLI code -------------------------------------------------------------

    def complete_sync(
        self,
        messages: Prompt,
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Completion:
        """:meth:`complete` for synchronous code (runs its own event loop)."""
        return self._run_sync(
            lambda: self.complete(messages, model=model, options=options, use_cache=use_cache)
        )

    def structured_sync(
        self,
        messages: Prompt,
        output_type: type[T],
        *,
        model: str | None = None,
        options: GenerationOptions | None = None,
        use_cache: bool = True,
    ) -> Structured[T]:
        """:meth:`structured` for synchronous code (runs its own event loop)."""
        return self._run_sync(
            lambda: self.structured(messages, output_type, model=model, options=options, use_cache=use_cache)
        )

    def consensus_sync(self, messages: Prompt, models: Sequence[str], **kwargs: Any) -> ConsensusResult:
        """:meth:`consensus` for synchronous code."""
        return self._run_sync(lambda: self.consensus(messages, models, **kwargs))

    def _run_sync(self, make: Callable[[], Awaitable[R]]) -> R:
        async def run() -> R:
            try:
                return await make()
            finally:
                await self.aclose()

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(run())
        # Called from inside a running loop: run on a worker thread with a loop of its own.
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            return pool.submit(asyncio.run, run()).result()

    async def aclose(self) -> None:
        """Release the running loop's SDK clients (safe to call more than once)."""
        for provider in list(self._providers.values()):
            await provider.aclose()
        self._semaphores.pop()

    # -- the core -------------------------------------------------------------------------------

    async def _digest(self, spec: ModelSpec, provider: Provider) -> str | None:
        if spec not in self._digests:
            self._digests[spec] = await provider.digest()
        return self._digests[spec]

    def _semaphore(self, provider: Provider) -> asyncio.Semaphore:
        slots = self._semaphores.get()
        endpoint = f"{provider.name}|{provider.base_url}"
        if endpoint not in slots:
            slots[endpoint] = asyncio.Semaphore(provider.concurrency)
        return slots[endpoint]

    def _store(self, key: str, completion: Completion) -> None:
        if self.cache is not None and not completion.cached:
            self.cache.put(key, completion)

    async def _complete(
        self,
        messages: list[Message],
        model: str | None,
        options: GenerationOptions,
        use_cache: bool,
        json_schema: dict[str, Any] | None,
    ) -> tuple[Completion, str | None]:
        """One logical call: cache lookup, then attempts. Returns the completion and the cache key
        to store it under once the caller has accepted it (``None`` when it must not be stored)."""
        spec = self.spec if model is None else parse_model_string(model)
        if spec.provider == "none":
            raise LLMNotConfigured()
        provider = self.provider(str(spec))
        request = ProviderRequest(
            messages=messages,
            options=options,
            json_schema=json_schema,
            request_key=request_key(messages, options, json_schema),
        )
        key: str | None = None
        caching = self.cache is not None and use_cache and spec.provider != "replay"
        if caching:
            digest = await self._digest(spec, provider)
            key = cache_key(
                provider=spec.provider,
                base_url=provider.base_url,
                model=spec.model,
                digest=digest,
                messages=messages,
                options=options,
                json_schema=json_schema,
            )
            assert self.cache is not None
            started = time.perf_counter()
            hit = self.cache.get(key)
            if hit is not None:
                completion = hit.model_copy(
                    update={
                        "cached": True,
                        "attempts": 0,
                        "cost_usd": 0.0,
                        "latency_s": time.perf_counter() - started,
                    }
                )
                log.debug("%s: answered from the cache (key %s…)", spec, key[:12])
                self._account(completion)
                return completion, None
        completion = await self._attempts(spec, provider, request, options)
        if self.recorder is not None and spec.provider != "replay":
            self.recorder.record(request, completion)
        return completion, key

    async def _attempts(
        self, spec: ModelSpec, provider: Provider, request: ProviderRequest, options: GenerationOptions
    ) -> Completion:
        settings = self.settings
        deadline = options.timeout_s or settings.llm_timeout_s
        max_retries = settings.llm_max_retries if options.max_retries is None else options.max_retries
        total = max_retries + 1
        for attempt in range(1, total + 1):
            started = time.perf_counter()
            try:
                async with self._semaphore(provider):
                    started = time.perf_counter()
                    try:
                        async with asyncio.timeout(deadline):
                            response = await provider.generate(request, timeout_s=deadline)
                    except TimeoutError as exc:
                        raise LLMTimeout(
                            f"{spec} did not finish within the {deadline:g}s deadline",
                            timeout_s=deadline,
                            provider=spec.provider,
                            model=spec.model,
                            hint="raise GenerationOptions.timeout_s or ASSAY_LLM_TIMEOUT_S, or use a faster model",  # noqa: E501
                        ) from exc
            except LLMError as exc:
                elapsed = time.perf_counter() - started
                self.account.add(
                    CallRecord(
                        provider=spec.provider,
                        model=spec.model,
                        ok=False,
                        latency_s=elapsed,
                        attempts=attempt,
                        error_code=exc.code,
                    )
                )
                delay = self._backoff(attempt, exc)
                if not exc.retryable or attempt >= total or delay is None:
                    why = (
                        "not retryable"
                        if not exc.retryable
                        else "Retry-After too long"
                        if delay is None
                        else "no retries left"
                    )
                    log.error(
                        "%s: attempt %d/%d failed after %.2fs: %s [%s]; giving up (%s)",
                        spec,
                        attempt,
                        total,
                        elapsed,
                        exc.message,
                        exc.code,
                        why,
                    )
                    exc.details.setdefault("attempts", attempt)
                    raise
                log.warning(
                    "%s: attempt %d/%d failed after %.2fs: %s [%s]; retrying in %.2fs",
                    spec,
                    attempt,
                    total,
                    elapsed,
                    exc.message,
                    exc.code,
                    delay,
                )
                await asyncio.sleep(delay)
                continue
            latency = time.perf_counter() - started
            completion = Completion(
                text=response.text,
                provider=spec.provider,
                model=spec.model,
                model_digest=response.model_digest or self._digests.get(spec),
                usage=response.usage,
                latency_s=latency,
                cost_usd=self.prices.cost(spec.provider, spec.model, response.usage),
                attempts=attempt,
                finish_reason=response.finish_reason,
            )
            if attempt > 1:
                log.info("%s: succeeded on attempt %d/%d in %.2fs", spec, attempt, total, latency)
            if not completion.text.strip():
                log.warning("%s: returned an empty answer (finish_reason=%s)", spec, completion.finish_reason)
            self._account(completion)
            return completion
        raise AssertionError("unreachable")  # pragma: no cover

    def _backoff(self, attempt: int, exc: LLMError) -> float | None:
        """Seconds before the next attempt; ``None`` when a Retry-After is longer than we will wait."""
        settings = self.settings
        base = min(settings.llm_backoff_max_s, settings.llm_backoff_base_s * (2 ** (attempt - 1)))
        delay = base * random.uniform(0.5, 1.0)  # jitter so parallel callers do not retry in lockstep
        if isinstance(exc, LLMRateLimited) and exc.retry_after is not None:
            if exc.retry_after > settings.llm_retry_after_max_s:
                return None
            delay = max(delay, exc.retry_after)
        return float(delay)

    def _account(self, completion: Completion) -> None:
        self.account.add(
            CallRecord(
                provider=completion.provider,
                model=completion.model,
                ok=True,
                cached=completion.cached,
                usage=completion.usage,
                latency_s=completion.latency_s,
                cost_usd=completion.cost_usd,
                attempts=completion.attempts,
            )
        )


@lru_cache(maxsize=16)
def get_gateway(model: str | None = None) -> Gateway:
    """The shared gateway for ``model`` (default: ``ASSAY_LLM_MODEL``), built once per process.

    Raises:
        ConfigError: the model string is malformed (unknown provider: the hint says which you meant).
    """
    return Gateway(model)
