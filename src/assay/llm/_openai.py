"""``openai:`` any OpenAI-compatible chat-completions endpoint, through the official SDK."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

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
from assay.llm._structured import with_schema_instruction
from assay.logs import register_secret

if TYPE_CHECKING:
    import openai

__all__ = ["OpenAIProvider"]

log = logging.getLogger("assay.llm")

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAIProvider:
    """Chat completions through ``openai.AsyncOpenAI`` (its own retries off: the gateway retries)."""

    name = "openai"
    native_structured = True

    def __init__(self, model: str, settings: LLMSettings) -> None:
        self.model = model
        self.base_url = (settings.openai_base_url or DEFAULT_BASE_URL).rstrip("/")
        self.concurrency = settings.llm_concurrency_remote
        self._structured_mode = settings.openai_structured
        self._configured_mode = settings.openai_structured
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        if not key:
            if settings.openai_base_url is None:
                raise LLMNotConfigured(
                    f"openai:{model} needs an API key",
                    provider=self.name,
                    model=model,
                    hint="set ASSAY_OPENAI_API_KEY (or OPENAI_API_KEY); for a local server that needs no "
                    "key set ASSAY_OPENAI_BASE_URL",
                )
            key = "not-needed"  # servers such as llama.cpp or vLLM accept any key
        register_secret(key)
        self._key = key
        # Imported here, while the gateway resolves the provider: the import takes about a second,
        # which must not be charged to the first call's deadline.
        try:
            import openai  # noqa: F401 - later imports in this module then cost nothing
        except ImportError as exc:  # pragma: no cover - a core dependency
            raise LLMNotConfigured(
                "the openai SDK is not installed", hint='pip install "openai>=1.40"'
            ) from exc
        self._clients: PerLoop[openai.AsyncOpenAI] = PerLoop(self._make_client)

    def _make_client(self) -> openai.AsyncOpenAI:
        import openai

        return openai.AsyncOpenAI(api_key=self._key, base_url=self.base_url, max_retries=0)

    async def prepare(self) -> None:
        """Build this event loop's client (the SDK is already imported)."""
        self._clients.get()

    def cache_settings(self) -> dict[str, Any]:
        """How structured output is asked for (``ASSAY_OPENAI_STRUCTURED``) changes the request."""
        return {"structured": self._configured_mode}

    async def digest(self) -> str | None:
        """Unknown before a call: the served model id arrives with each answer."""
        return None

    def _response_format(self, request: ProviderRequest) -> dict[str, Any] | None:
        if request.json_schema is None or self._structured_mode == "prompt":
            return None
        if self._structured_mode == "json_object":
            return {"type": "json_object"}
        return {
            "type": "json_schema",
            "json_schema": {"name": request.schema_name, "schema": request.json_schema, "strict": False},
        }

    async def generate(self, request: ProviderRequest, *, timeout_s: float) -> ProviderResponse:
        """One chat-completions call."""
        import openai

        client = self._clients.get()
        opts = request.options
        messages = request.messages
        if request.json_schema is not None and self._structured_mode != "json_schema":
            messages = with_schema_instruction(messages, request.json_schema)
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": [m.model_dump() for m in messages],
        }
        for field in ("temperature", "max_tokens", "seed", "top_p", "stop"):
            value = getattr(opts, field)
            if value is not None:
                kwargs[field] = value
        response_format = self._response_format(request)
        if response_format is not None:
            kwargs["response_format"] = response_format
        try:
            resp = await client.chat.completions.create(**kwargs, timeout=timeout_s)
        except openai.APIStatusError as exc:
            if (
                exc.status_code == 400
                and response_format is not None
                and response_format["type"] == "json_schema"
                and "response_format" in exc.response.text
            ):
                # The endpoint does not know json_schema: use JSON mode from now on.
                log.warning(
                    "openai:%s at %s rejected response_format=json_schema; switching to json_object",
                    self.model,
                    self.base_url,
                )
                self._structured_mode = "json_object"
                return await self.generate(request, timeout_s=timeout_s)
            raise self._translate(exc) from exc
        except openai.APIError as exc:
            raise self._translate(exc, timeout_s=timeout_s) from exc
        if not resp.choices:
            raise LLMHTTPError(
                f"openai:{self.model} at {self.base_url} returned no choices",
                status=200,
                provider=self.name,
                model=self.model,
                retryable=True,
            )
        choice = resp.choices[0]
        usage = Usage(
            prompt_tokens=resp.usage.prompt_tokens if resp.usage else 0,
            completion_tokens=resp.usage.completion_tokens if resp.usage else 0,
        )
        served = resp.model or self.model
        digest = f"{served}/{resp.system_fingerprint}" if resp.system_fingerprint else served
        return ProviderResponse(
            text=choice.message.content or "",
            usage=usage,
            model_digest=digest,
            finish_reason=choice.finish_reason,
        )

    def _translate(self, exc: Exception, *, timeout_s: float | None = None) -> LLMError:
        import openai

        where = f"openai:{self.model} at {self.base_url}"
        common: dict[str, Any] = {"provider": self.name, "model": self.model}
        if isinstance(exc, openai.APITimeoutError):
            return LLMTimeout(f"{where} did not answer within {timeout_s}s", timeout_s=timeout_s, **common)
        if isinstance(exc, openai.APIConnectionError):
            return LLMUnavailable(
                f"cannot reach {where}: {exc}",
                hint="check ASSAY_OPENAI_BASE_URL and that the server is running",
                **common,
            )
        if isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            body = exc.response.text
            if status in (401, 403):
                return LLMAuthError(
                    f"{where} refused the API key (HTTP {status})",
                    status=status,
                    body=body,
                    hint="check ASSAY_OPENAI_API_KEY / OPENAI_API_KEY and the model's access",
                    **common,
                )
            if status == 429:
                return LLMRateLimited(
                    f"{where} is rate limiting (HTTP 429)",
                    retry_after=parse_retry_after(exc.response.headers),
                    body=body,
                    **common,
                )
            hint = "the model name may be wrong" if status == 404 else None
            return LLMHTTPError(
                f"{where} answered HTTP {status}: {body[:200]}",
                status=status,
                body=body,
                retry_after=parse_retry_after(exc.response.headers) if status == 503 else None,
                hint=hint,
                **common,
            )
        return LLMError(f"{where} failed: {type(exc).__name__}: {exc}", **common)

    async def aclose(self) -> None:
        """Close the running loop's client."""
        client = self._clients.pop()
        if client is not None:
            await client.close()
