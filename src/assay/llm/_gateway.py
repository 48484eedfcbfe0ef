"""The gateway: one interface in front of every model, with the one retry policy, cache and accounting."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from assay.llm._cache import ResponseCache, cache_key
from assay.llm._cassette import CassetteRecorder, ReplayProvider, request_key
from assay.llm._errors import LLMError, LLMHTTPError, LLMNotConfigured, LLMTimeout, StructuredOutputError
from assay.llm._loopbound import PerLoop
from assay.llm._models import (
    CallRecord,
    Completion,
    GenerationOptions,
    Message,
    MessageLike,
    RunAccount,
    Structured,
    as_messages,
)
from assay.llm._prices import PriceTable, load_price_table
from assay.llm._provider import ModelSpec, Provider, ProviderRequest, ProviderResponse, parse_model_string
from assay.llm._retry import CallClock, backoff_delay, min_useful_attempt_s
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
        self._digests: dict[ModelSpec, str] = {}
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
            options: generation options; the time bounds and retries default to the settings.
            use_cache: read and write the answer cache (``False`` bypasses it).

        Raises:
            LLMNotConfigured: no model is configured (or its SDK, weights or key are missing).
            LLMTimeout: the call's deadline passed (``deadline_s``), after any retries that fitted.
            LLMRateLimited, LLMHTTPError, LLMAuthError, LLMUnavailable, LLMContextOverflow: after retries.
        """
        msgs = as_messages(messages)
        opts = options or GenerationOptions()
        spec, provider = await self._ready(model)
        clock = CallClock(self._bounds(opts)[1])  # started after _ready: SDK imports and model loads are free
        completion, key = await self._complete(spec, provider, msgs, opts, use_cache, None, clock)
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
        the model its answer and the problem. Both rounds share the call's deadline.

        Raises:
            StructuredOutputError: the answer still does not validate after the repair round.
            LLMNotConfigured, LLMError: as for :meth:`complete`.
        """
        msgs = as_messages(messages)
        opts = options or GenerationOptions()
        schema = json_schema_for(output_type)
        spec, provider = await self._ready(model)
        clock = CallClock(self._bounds(opts)[1])
        completion, key = await self._complete(spec, provider, msgs, opts, use_cache, schema, clock)
        try:
            value = parse_structured(completion.text, output_type)
        except ValueError as first:
            log.warning(
                "%s: answer is not a valid %s (%s); asking once more with the problem spelled out "
                "(%.1fs left of the call's %gs deadline)",
                completion.model_string,
                getattr(output_type, "__name__", str(output_type)),
                first,
                clock.remaining(),
                clock.budget_s,
            )
            repair = repair_messages(msgs, completion.text, str(first), schema)
            repaired, repair_key = await self._complete(
                spec, provider, repair, opts, use_cache, schema, clock
            )
            try:
                value = parse_structured(repaired.text, output_type)
            except ValueError as second:
                raise StructuredOutputError(
                    f"{repaired.model_string} did not return a valid "
                    f"{getattr(output_type, '__name__', 'value')} after a repair round: {second}",
                    raw=repaired.text,
                    provider=repaired.provider,
                    model=repaired.model,
                    hint="try a larger model, a lower temperature, or a simpler output type",
                ) from second
            # Stored under the original request's key as well: asking the same question again then
            # costs one lookup, not a bad answer plus a repair round.
            self._store(key, repaired)
            self._store(repair_key, repaired)
            return Structured(value=value, completion=repaired, repaired=True)
        self._store(key, completion)
        return Structured(value=value, completion=completion)

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

    async def _ready(self, model: str | None) -> tuple[ModelSpec, Provider]:
        """Resolve the model and do the provider's one-off work, before the call's clock starts."""
        spec = self.spec if model is None else parse_model_string(model)
        provider = self.provider(str(spec))
        await provider.prepare()
        return spec, provider

    def _bounds(self, options: GenerationOptions) -> tuple[float, float]:
        """(per-attempt timeout, whole-call deadline) in seconds; see :class:`GenerationOptions`."""
        per_attempt = options.timeout_s or self.settings.llm_timeout_s
        deadline = options.deadline_s or self.settings.llm_deadline_s or 2 * per_attempt
        return per_attempt, deadline

    async def _digest(
        self, spec: ModelSpec, provider: Provider, clock: CallClock, limit_s: float
    ) -> str | None:
        """The model's digest, resolved once per model whether or not the cache is on.

        Only a known digest is remembered: one that could not be read (server down) is asked again
        on the next call rather than missing from every later completion.
        """
        if spec in self._digests:
            return self._digests[spec]
        try:
            async with asyncio.timeout(min(limit_s, clock.remaining())):
                digest = await provider.digest()
        except TimeoutError:
            log.warning(
                "%s: reading the model digest took longer than %.2fs; going on without it "
                "(this answer is recorded and cached by model name only; the next call asks again)",
                spec,
                min(limit_s, clock.budget_s),
            )
            return None
        if digest is not None:
            self._digests[spec] = digest
        return digest

    def _semaphore(self, provider: Provider) -> asyncio.Semaphore:
        slots = self._semaphores.get()
        endpoint = f"{provider.name}|{provider.base_url}"
        if endpoint not in slots:
            slots[endpoint] = asyncio.Semaphore(provider.concurrency)
        return slots[endpoint]

    def _store(self, key: str | None, completion: Completion) -> None:
        if key is None or self.cache is None or completion.cached:
            return
        if completion.finish_reason == "length":
            # Cut off by max_tokens: a later call with the same request deserves a fresh try.
            log.info(
                "%s: not caching the answer: it was cut off by the token limit (finish_reason=length)",
                completion.model_string,
            )
            return
        self.cache.put(key, completion)

    async def _complete(
        self,
        spec: ModelSpec,
        provider: Provider,
        messages: list[Message],
        options: GenerationOptions,
        use_cache: bool,
        json_schema: dict[str, Any] | None,
        clock: CallClock,
    ) -> tuple[Completion, str | None]:
        """One round: cache lookup, then attempts. Returns the completion and the cache key the caller
        stores it under once it has accepted it (``None`` when the cache is not used)."""
        request = ProviderRequest(
            messages=messages,
            options=options,
            json_schema=json_schema,
            request_key=request_key(messages, options, json_schema),
        )
        per_attempt, _ = self._bounds(options)
        digest = await self._digest(spec, provider, clock, per_attempt)
        key: str | None = None
        if self.cache is not None and use_cache and spec.provider != "replay":
            key = cache_key(
                provider=spec.provider,
                base_url=provider.base_url,
                model=spec.model,
                digest=digest,
                messages=messages,
                options=options,
                json_schema=json_schema,
                settings=provider.cache_settings(),
            )
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
                return completion, key
        completion = await self._attempts(spec, provider, request, options, clock, digest)
        if self.recorder is not None and spec.provider != "replay":
            self.recorder.record(request, completion)
        return completion, key

    async def _attempts(
        self,
        spec: ModelSpec,
        provider: Provider,
        request: ProviderRequest,
        options: GenerationOptions,
        clock: CallClock,
        digest: str | None,
    ) -> Completion:
        settings = self.settings
        per_attempt, _ = self._bounds(options)
        floor = min_useful_attempt_s(per_attempt, clock.budget_s)
        max_retries = settings.llm_max_retries if options.max_retries is None else options.max_retries
        total = max_retries + 1
        for attempt in range(1, total + 1):
            started = time.perf_counter()
            try:
                response, started = await self._attempt(spec, provider, request, per_attempt, floor, clock)
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
                delay, why = self._next_step(attempt, total, exc, floor, clock)
                if delay is None:
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
                    "%s: attempt %d/%d failed after %.2fs: %s [%s]; retrying in %.2fs%s "
                    "(%.1fs left of the call's %gs deadline)",
                    spec,
                    attempt,
                    total,
                    elapsed,
                    exc.message,
                    exc.code,
                    delay,
                    " as Retry-After asks" if why == "retry-after" else "",
                    clock.remaining(),
                    clock.budget_s,
                )
                await asyncio.sleep(delay)
                continue
            latency = time.perf_counter() - started
            completion = Completion(
                text=response.text,
                provider=spec.provider,
                model=spec.model,
                model_digest=response.model_digest or digest,
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
            elif completion.finish_reason == "length":
                log.info(
                    "%s: the answer was cut off at the token limit (max_tokens=%s); raise max_tokens",
                    spec,
                    request.options.max_tokens,
                )
            self._account(completion)
            return completion
        raise AssertionError("unreachable")  # pragma: no cover

    async def _attempt(
        self,
        spec: ModelSpec,
        provider: Provider,
        request: ProviderRequest,
        per_attempt: float,
        floor: float,
        clock: CallClock,
    ) -> tuple[ProviderResponse, float]:
        """One attempt: wait for a slot, then generate within min(timeout, what the deadline leaves).

        Returns the response and when generation started (``time.perf_counter()``).

        Raises:
            LLMTimeout: no slot before the deadline, too little time left, or the attempt ran out.
            LLMError: whatever the provider raised.
        """
        common: dict[str, Any] = {"provider": spec.provider, "model": spec.model}
        deadline_hint = "raise GenerationOptions.deadline_s / ASSAY_LLM_DEADLINE_S, or use a faster model"
        if clock.remaining() < floor:
            raise LLMTimeout(
                f"{spec}: only {clock.remaining():.2f}s left of the call's {clock.budget_s:g}s deadline, "
                "too little to start an attempt",
                timeout_s=clock.budget_s,
                hint=deadline_hint,
                **common,
            )
        slot = self._semaphore(provider)
        waiting = time.perf_counter()
        try:
            async with asyncio.timeout(clock.remaining()):
                await slot.acquire()
        except TimeoutError as exc:
            raise LLMTimeout(
                f"{spec}: waited {time.perf_counter() - waiting:.2f}s for a free slot "
                f"({provider.concurrency} calls at once to {provider.base_url}) and the call's "
                f"{clock.budget_s:g}s deadline passed",
                timeout_s=clock.budget_s,
                hint="make fewer calls at once, raise ASSAY_LLM_CONCURRENCY_REMOTE / _LOCAL, or the deadline",
                **common,
            ) from exc
        try:
            limit = min(per_attempt, clock.remaining())
            if limit < floor:
                raise LLMTimeout(
                    f"{spec}: after {time.perf_counter() - waiting:.2f}s waiting for a free slot, only "
                    f"{limit:.2f}s are left of the call's {clock.budget_s:g}s deadline",
                    timeout_s=clock.budget_s,
                    hint=deadline_hint,
                    **common,
                )
            started = time.perf_counter()
            try:
                async with asyncio.timeout(limit):
                    response = await provider.generate(request, timeout_s=limit)
            except TimeoutError as exc:
                if limit < per_attempt:
                    what, hint = f"what was left of the call's {clock.budget_s:g}s deadline", deadline_hint
                else:
                    what = "the per-attempt timeout"
                    hint = "raise GenerationOptions.timeout_s or ASSAY_LLM_TIMEOUT_S, or use a faster model"
                raise LLMTimeout(
                    f"{spec} did not finish within {limit:.2f}s ({what})",
                    timeout_s=limit,
                    hint=hint,
                    **common,
                ) from exc
        finally:
            slot.release()
        return response, started

    def _next_step(
        self, attempt: int, total: int, exc: LLMError, floor: float, clock: CallClock
    ) -> tuple[float | None, str]:
        """(seconds to wait before the next attempt, why); ``None`` and the reason when giving up."""
        settings = self.settings
        if not exc.retryable:
            return None, "not retryable"
        if attempt >= total:
            return None, "no retries left"
        retry_after = exc.retry_after if isinstance(exc, LLMHTTPError) else None
        if retry_after is not None and retry_after > settings.llm_retry_after_max_s:
            return None, (
                f"Retry-After {retry_after:g}s is longer than ASSAY_LLM_RETRY_AFTER_MAX_S="
                f"{settings.llm_retry_after_max_s:g}s"
            )
        delay = backoff_delay(attempt, base_s=settings.llm_backoff_base_s, max_s=settings.llm_backoff_max_s)
        why = "backoff"
        if retry_after is not None and retry_after >= delay:
            delay, why = retry_after, "retry-after"
        remaining = clock.remaining()
        if delay + floor > remaining:
            return None, (
                f"waiting {delay:.2f}s and trying again does not fit in the {remaining:.2f}s left "
                f"of the call's {clock.budget_s:g}s deadline"
            )
        return delay, why

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
