"""``ollama:`` Ollama's native ``/api/chat`` through the official client.

Native, so ``num_ctx``, ``seed`` and ``temperature`` take effect. The model digest comes from
``/api/tags`` (tags such as ``latest`` move). Ollama truncates prompts longer than ``num_ctx``
silently, so we warn when a prompt nears it. The client gets an explicit timeout: its default is none.

The client turns an HTTP error into ``ollama.ResponseError(text, status)`` and drops the response,
headers included, so ``Retry-After`` would be lost: an httpx response hook keeps the headers of the
last error response of the running call (a context variable, so concurrent calls never see each
other's).
"""

from __future__ import annotations

import contextvars
import logging
from typing import TYPE_CHECKING, Any

import httpx

from assay.llm._errors import (
    LLMAuthError,
    LLMError,
    LLMHTTPError,
    LLMNotConfigured,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
)
from assay.llm._loopbound import PerLoop
from assay.llm._models import Usage
from assay.llm._provider import ProviderRequest, ProviderResponse
from assay.llm._retry import parse_retry_after
from assay.llm._settings import LLMSettings

if TYPE_CHECKING:
    import ollama

__all__ = ["OLLAMA_DEFAULT_NUM_CTX", "OllamaProvider"]

log = logging.getLogger("assay.llm")

#: What Ollama uses when num_ctx is not sent (older servers; newer ones may use more).
OLLAMA_DEFAULT_NUM_CTX = 2048
_CHARS_PER_TOKEN = 3.5

#: The headers of the current call's last HTTP error response, filled by the client's response hook.
_ERROR_HEADERS: contextvars.ContextVar[dict[str, httpx.Headers] | None] = contextvars.ContextVar(
    "assay_ollama_error_headers", default=None
)


async def _keep_error_headers(response: httpx.Response) -> None:
    """httpx response hook: remember an error response's headers for the call that is waiting on it."""
    box = _ERROR_HEADERS.get()
    if box is not None and response.status_code >= 400:
        box["headers"] = response.headers


class OllamaProvider:
    """Chat through ``ollama.AsyncClient`` (non-streaming; the gateway enforces the deadline)."""

    name = "ollama"
    native_structured = True

    def __init__(self, model: str, settings: LLMSettings) -> None:
        self.model = model
        host = settings.ollama_host.strip()
        if "://" not in host:
            host = "http://" + host
        self.base_url = host.rstrip("/")
        self.concurrency = settings.llm_concurrency_local
        self._timeout = settings.llm_timeout_s
        try:
            import ollama  # noqa: F401 - imported before any call's clock starts
        except ImportError as exc:  # pragma: no cover - a core dependency
            raise LLMNotConfigured(
                "the ollama client is not installed", hint='pip install "ollama>=0.3"'
            ) from exc
        self._clients: PerLoop[ollama.AsyncClient] = PerLoop(self._make_client)

    def _make_client(self) -> ollama.AsyncClient:
        import ollama

        # Extra keyword arguments go to the underlying httpx.AsyncClient.
        return ollama.AsyncClient(
            host=self.base_url,
            timeout=httpx.Timeout(self._timeout, connect=10.0),
            event_hooks={"response": [_keep_error_headers]},
        )

    async def prepare(self) -> None:
        """Build this event loop's client."""
        self._clients.get()

    def cache_settings(self) -> dict[str, Any]:
        """Nothing beyond the request: Ollama's options travel in it."""
        return {}

    def _where(self) -> str:
        return f"ollama:{self.model} at {self.base_url}"

    async def digest(self) -> str | None:
        """The model's digest from ``/api/tags``; ``None`` (with a warning) when it cannot be read."""
        wanted = {self.model, self.model if ":" in self.model else f"{self.model}:latest"}
        try:
            listing = await self._clients.get().list()
        except Exception as exc:
            log.warning(
                "%s: cannot read the model digest from /api/tags (%s); this answer is recorded and cached "
                "without it, the next call asks again",
                self._where(),
                exc,
            )
            return None
        for entry in listing.models:
            if entry.model in wanted and entry.digest:
                return str(entry.digest)
        log.warning(
            "%s: model not in /api/tags; run `ollama pull %s` (cached by name until it is listed)",
            self._where(),
            self.model,
        )
        return None

    async def generate(self, request: ProviderRequest, *, timeout_s: float) -> ProviderResponse:
        """One ``/api/chat`` call."""
        import ollama

        del timeout_s  # the client has an inactivity timeout; the gateway enforces the wall-clock deadline
        opts = request.options
        options: dict[str, Any] = {}
        for field, key in (
            ("temperature", "temperature"),
            ("seed", "seed"),
            ("num_ctx", "num_ctx"),
            ("top_p", "top_p"),
            ("stop", "stop"),
            ("max_tokens", "num_predict"),
        ):
            value = getattr(opts, field)
            if value is not None:
                options[key] = value
        num_ctx = opts.num_ctx or OLLAMA_DEFAULT_NUM_CTX
        estimate = sum(len(m.content) for m in request.messages) / _CHARS_PER_TOKEN
        if estimate > 0.9 * num_ctx:
            log.warning(
                "%s: prompt is about %d tokens, near num_ctx=%d; Ollama truncates silently: "
                "raise GenerationOptions.num_ctx",
                self._where(),
                estimate,
                num_ctx,
            )
        box: dict[str, httpx.Headers] = {}
        token = _ERROR_HEADERS.set(box)
        try:
            resp = await self._clients.get().chat(
                model=self.model,
                messages=[m.model_dump() for m in request.messages],
                options=options or None,
                format=request.json_schema,
                stream=False,
            )
        except ollama.ResponseError as exc:
            raise self._translate_status(exc.status_code, str(exc.error), box.get("headers")) from exc
        except ConnectionError as exc:
            raise LLMUnavailable(
                f"cannot reach {self._where()}",
                provider=self.name,
                model=self.model,
                hint="start Ollama (`ollama serve`) or set ASSAY_OLLAMA_HOST",
            ) from exc
        except httpx.TimeoutException as exc:
            raise LLMTimeout(
                f"{self._where()} stopped sending for {self._timeout:g}s",
                timeout_s=self._timeout,
                provider=self.name,
                model=self.model,
            ) from exc
        except httpx.HTTPError as exc:
            raise LLMUnavailable(
                f"{self._where()} failed: {type(exc).__name__}: {exc}", provider=self.name, model=self.model
            ) from exc
        finally:
            _ERROR_HEADERS.reset(token)
        prompt_tokens = int(resp.prompt_eval_count or 0)
        if prompt_tokens >= 0.95 * num_ctx:
            log.warning(
                "%s: prompt used %d of num_ctx=%d tokens and was probably truncated; raise num_ctx",
                self._where(),
                prompt_tokens,
                num_ctx,
            )
        return ProviderResponse(
            text=resp.message.content or "",
            usage=Usage(prompt_tokens=prompt_tokens, completion_tokens=int(resp.eval_count or 0)),
            finish_reason=resp.done_reason,
        )

    def _translate_status(self, status: int, error: str, headers: httpx.Headers | None) -> LLMError:
        common: dict[str, Any] = {"provider": self.name, "model": self.model}
        where = self._where()
        if status in (401, 403):
            return LLMAuthError(
                f"{where} refused the request (HTTP {status})",
                status=status,
                body=error,
                hint="Ollama itself has no keys: check the proxy in front of it (OLLAMA_API_KEY is sent "
                "as a bearer token) or ASSAY_OLLAMA_HOST",
                **common,
            )
        retry_after = parse_retry_after(headers) if status in (429, 503) else None
        if status == 429:
            return LLMRateLimited(
                f"{where} is rate limiting (HTTP 429)", body=error, retry_after=retry_after, **common
            )
        hint = f"run `ollama pull {self.model}`" if status == 404 else None
        return LLMHTTPError(
            f"{where} answered HTTP {status}: {error[:200]}",
            status=status,
            body=error,
            retry_after=retry_after,
            hint=hint,
            **common,
        )

    async def aclose(self) -> None:
        """Close the running loop's client."""
        client = self._clients.pop()
        if client is not None:
            await client._client.aclose()
