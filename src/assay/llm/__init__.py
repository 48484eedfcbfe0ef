"""The LLM gateway: every model behind one interface — structured, bounded, cached, accounted.

Pick a model with a ``provider:model`` string (``ASSAY_LLM_MODEL``): ``openai:gpt-4o-mini``,
``ollama:qwen2.5-coder:1.5b``, ``local:qwen2.5-coder-0.5b``, ``replay:cassette.jsonl`` or ``none``.
Models never decide a verdict: verdicts come from running code.

Example::

    from assay.llm import get_gateway

    gateway = get_gateway()
    if gateway.configured:
        answer = gateway.complete_sync("Say hi")
"""

from __future__ import annotations

from assay.llm._cache import ResponseCache, cache_key
from assay.llm._cassette import CassetteRecorder, ReplayProvider, request_key
from assay.llm._consensus import ConsensusGateway, Reconciliation, consensus, normalise_answer
from assay.llm._errors import (
    CassetteMissError,
    LLMAuthError,
    LLMContextOverflow,
    LLMError,
    LLMHTTPError,
    LLMNotConfigured,
    LLMRateLimited,
    LLMTimeout,
    LLMUnavailable,
    StructuredOutputError,
)
from assay.llm._gateway import Gateway, get_gateway
from assay.llm._local_model import find_local_model
from assay.llm._models import (
    CallRecord,
    Completion,
    ConsensusResult,
    ConsensusVote,
    GenerationOptions,
    Message,
    MessageLike,
    ModelTotals,
    RunAccount,
    Structured,
    Usage,
    as_messages,
)
from assay.llm._prices import Price, PriceTable, load_price_table
from assay.llm._provider import ModelSpec, Provider, ProviderRequest, ProviderResponse, parse_model_string
from assay.llm._settings import LLMSettings, get_llm_settings
from assay.llm._structured import extract_json, parse_structured

__all__ = [
    "CallRecord",
    "CassetteMissError",
    "CassetteRecorder",
    "Completion",
    "ConsensusGateway",
    "ConsensusResult",
    "ConsensusVote",
    "Gateway",
    "GenerationOptions",
    "LLMAuthError",
    "LLMContextOverflow",
    "LLMError",
    "LLMHTTPError",
    "LLMNotConfigured",
    "LLMRateLimited",
    "LLMSettings",
    "LLMTimeout",
    "LLMUnavailable",
    "Message",
    "MessageLike",
    "ModelSpec",
    "ModelTotals",
    "Price",
    "PriceTable",
    "Provider",
    "ProviderRequest",
    "ProviderResponse",
    "Reconciliation",
    "ReplayProvider",
    "ResponseCache",
    "RunAccount",
    "Structured",
    "StructuredOutputError",
    "Usage",
    "as_messages",
    "cache_key",
    "consensus",
    "extract_json",
    "find_local_model",
    "get_gateway",
    "get_llm_settings",
    "load_price_table",
    "normalise_answer",
    "parse_model_string",
    "parse_structured",
    "request_key",
]
