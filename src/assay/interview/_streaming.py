"""Token-by-token answers for the interviewer's turns.

The gateway (docs/llm.md) answers whole completions; a spoken turn needs its tokens as they come.
For ``openai:`` endpoints (OpenAI and every compatible server, llama.cpp's and vLLM's included) the
turn is streamed with the official SDK from the gateway's own settings, and cancelling the consumer
closes the HTTP response, which stops the model. Other providers (``local:``, ``ollama:``,
``replay:``) answer through ``gateway.complete`` — bounded, retried and cached as usual — and the
text is then handed out word by word.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Sequence
from typing import Any

from assay.llm import Gateway, GenerationOptions, LLMError, parse_model_string

__all__ = ["stream_completion", "words"]

log = logging.getLogger("assay.interview")

_WORD = re.compile(r"\s*\S+\s*")


def words(text: str) -> list[str]:
    """``text`` in word-sized pieces that join back to it exactly."""
    pieces = _WORD.findall(text)
    return pieces if "".join(pieces) == text else [text]


async def stream_completion(
    gateway: Gateway,
    messages: Sequence[dict[str, str]],
    *,
    model: str | None = None,
    options: GenerationOptions | None = None,
) -> AsyncIterator[str]:
    """The model's answer to ``messages``, piece by piece (see the module docstring).

    Raises:
        LLMError: the model could not be reached or failed (subclasses as in docs/llm.md).
    """
    options = options or GenerationOptions()
    spec = gateway.spec if model is None else parse_model_string(model)
    if spec.provider != "openai":
        done = await gateway.complete(list(messages), model=model, options=options)
        for piece in words(done.text):
            yield piece
        return
    import openai

    settings = gateway.settings
    key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else "not-needed"
    client = openai.AsyncOpenAI(api_key=key, base_url=settings.openai_base_url, max_retries=0)
    kwargs: dict[str, Any] = {"model": spec.model, "messages": list(messages), "stream": True}
    for field in ("temperature", "max_tokens", "seed", "top_p"):
        value = getattr(options, field)
        if value is not None:
            kwargs[field] = value
    try:
        try:
            stream = await client.chat.completions.create(**kwargs, timeout=settings.llm_timeout_s)
        except openai.APIError as exc:
            raise LLMError(f"the interviewer model {spec} failed: {exc}", code="LLM_HTTP_ERROR") from exc
        try:
            async for chunk in stream:
                if chunk.choices and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
        except openai.APIError as exc:
            raise LLMError(
                f"the interviewer model {spec} failed mid-answer: {exc}", code="LLM_HTTP_ERROR"
            ) from exc
        finally:
            await stream.close()
    finally:
        await client.close()
