"""The opt-in LLM evaluator: per-item met/partial/missing with quotes; invented quotes are dropped."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from assay.interview import ChatMessage, ItemJudgement, LLMEvaluator, default_phases, quote_in_transcript
from assay.llm import Gateway, LLMSettings
from tests.interview.support import StreamedAnswer, StreamingOpenAI, streaming_openai
from tests.local_model import model_gateway

PHASE = next(p for p in default_phases() if p.id == "problem_clarification")
SAID = [
    ChatMessage(role="interviewer", content="Tell me about the load: how many users, what latency?"),
    ChatMessage(
        role="candidate", content="We expect about 100M daily active users and 20k requests per second."
    ),
    ChatMessage(role="candidate", content="Availability beats consistency for click counts."),
]


def test_quotes_are_checked_against_the_candidates_words_only() -> None:
    said = [m.content for m in SAID if m.role == "candidate"]
    assert quote_in_transcript("  about 100M daily ACTIVE users ", said)
    assert quote_in_transcript("\u201cAvailability beats consistency\u201d", said)
    assert not quote_in_transcript("how many users, what latency", said)  # the interviewer said it
    assert not quote_in_transcript("p99 under 50 ms", said)  # never said
    assert not quote_in_transcript("", said)


def test_scoring_drops_invented_quotes_before_counting() -> None:
    evaluator = LLMEvaluator(Gateway("none", cache=False))
    judgements = [
        ItemJudgement(item="users", status="met", quote="100M daily active users"),
        ItemJudgement(item="QPS", status="met", quote="20k requests per second"),
        ItemJudgement(item="latency", status="met", quote="p99 under 50 ms"),  # invented
        ItemJudgement(item="availability", status="partial", quote="Availability beats consistency"),
        ItemJudgement(item="consistency", status="met", quote="how many users"),  # the interviewer's words
    ]
    said = [m.content for m in SAID if m.role == "candidate"]
    result = evaluator.score(PHASE, judgements, said, threshold=0.6)
    assert result.covered == ["users", "QPS"] and result.partial == ["availability"]
    assert result.score == pytest.approx(2.5 / 6 * 10, abs=0.01) and result.decision == "continue"
    assert result.gaps == ["scale", "latency", "availability", "consistency"]
    assert set(result.evidence) == {"users", "QPS", "availability"}


@pytest.fixture
def model() -> Iterator[StreamingOpenAI]:
    with streaming_openai() as server:
        yield server


async def test_llm_evaluator_over_a_scripted_openai_endpoint(model: StreamingOpenAI) -> None:
    answer = {
        "items": [
            {"item": "users", "status": "met", "quote": "100M daily active users"},
            {"item": "QPS", "status": "met", "quote": "20k requests per second"},
            {"item": "scale", "status": "met", "quote": "we will grow 10x"},  # invented: dropped
            {"item": "latency", "status": "missing", "quote": ""},
            {"item": "availability", "status": "met", "quote": "Availability beats consistency"},
            {
                "item": "consistency",
                "status": "met",
                "quote": "Availability beats consistency for click counts",
            },
        ]
    }
    model.script(StreamedAnswer([json.dumps(answer)]))
    settings = LLMSettings(openai_base_url=model.url, openai_api_key="k", llm_max_retries=0, llm_cache=False)
    evaluator = LLMEvaluator(Gateway("openai:judge", settings=settings, cache=False))
    result = await evaluator.evaluate(PHASE, SAID)
    assert result.evaluator == "llm" and result.decision == "next_phase"
    assert result.covered == ["users", "QPS", "availability", "consistency"]
    assert result.gaps == ["scale", "latency"] and result.score == pytest.approx(6.67, abs=0.01)
    prompt = model.requests[0]["messages"][1]["content"]
    assert "Topics: users, QPS, scale, latency, availability, consistency" in prompt


@pytest.mark.local_model
async def test_llm_evaluator_on_the_embedded_model() -> None:
    evaluator = LLMEvaluator(model_gateway())
    result = await evaluator.evaluate(PHASE, SAID)
    said = [m.content for m in SAID if m.role == "candidate"]
    assert 0 <= result.score <= 10 and result.decision in ("next_phase", "continue")
    assert all(quote_in_transcript(quote, said) for quote in result.evidence.values())
    assert set(result.gaps) | set(result.covered) == set(PHASE.keywords)
