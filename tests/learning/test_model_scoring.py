"""Scoring by a model over the real OpenAI wire format (a scripted server on 127.0.0.1): the
answer is checked (clamped, unknown misconceptions dropped), and any failure falls back."""

from __future__ import annotations

import json

import pytest

from tests.api.scripted_llm import Step, completion, scripted_llm
from tests.api.support import make_gateway
from tests.learning.support import make_service

ANSWER = {
    "learner_id": "ada",
    "concept_id": "hashing",
    "learner_response": "It walks the keys one by one until it finds the right one.",
}


def _verdict(**fields: object) -> Step:
    body = {"score": 0.2, "error_type": "CONCEPTUAL", "misconception": "hash-lookup-scans", "feedback": "No."}
    return Step(body=completion(json.dumps({**body, **fields})))


async def test_model_verdict_is_used_and_the_prompt_carries_the_course() -> None:
    with scripted_llm([_verdict(feedback="A hash map does not walk the keys.")]) as llm:
        service, mastery = make_service(gateway=make_gateway(llm.url))
        result = await service.evaluate(ANSWER)
        prompt = json.dumps(llm.requests[0]["messages"])
    assert result.scored_by == "model" and result.score == 0.2
    assert result.error_type.value == "CONCEPTUAL" and result.misconception == "hash-lookup-scans"
    assert result.feedback.startswith("A hash map does not walk the keys.")
    assert "The hash names the bucket" in result.feedback  # the curated remediation is kept
    assert result.decision.value == "REMEDIATE" and result.prerequisites == ["arrays"]
    assert "hash-lookup-scans" in prompt and "A hash function maps the key to a bucket index" in prompt
    assert [name for _, name, _ in mastery.events] == ["evaluation_complete", "INSTRUCTOR_ALERT"]


@pytest.mark.parametrize(("given", "clamped"), [(1.7, 1.0), (-0.3, 0.0)])
async def test_score_is_clamped(given: float, clamped: float) -> None:
    error_type = "CORRECT" if clamped else "INCOMPLETE"
    with scripted_llm([_verdict(score=given, error_type=error_type, misconception=None)]) as llm:
        service, _ = make_service(gateway=make_gateway(llm.url))
        result = await service.evaluate(ANSWER)
    assert result.score == clamped and any("clamped" in n for n in result.notes)


async def test_invented_misconception_is_discarded() -> None:
    with scripted_llm([_verdict(misconception="believes-hashes-are-magic")]) as llm:
        service, _ = make_service(gateway=make_gateway(llm.url))
        result = await service.evaluate(ANSWER)
    assert result.scored_by == "model" and result.misconception is None
    assert any("does not list" in n for n in result.notes)


async def test_type_is_made_consistent_with_the_score() -> None:
    with scripted_llm([_verdict(score=0.95, error_type="CONCEPTUAL")]) as llm:
        service, _ = make_service(gateway=make_gateway(llm.url))
        high = await service.evaluate(ANSWER)
    assert (
        high.error_type.value == "CORRECT"
        and high.misconception is None
        and high.decision.value == "MASTERED"
    )


@pytest.mark.parametrize(
    "failure",
    [
        Step(status=500),
        Step(body=completion("I think it's about 7/10")),
        Step(body=completion(json.dumps({"score": "high", "error_type": "GOOD"}))),
    ],
    ids=["500", "prose", "invalid-object"],
)
async def test_failing_model_falls_back_to_the_deterministic_path(failure: Step) -> None:
    with scripted_llm([failure]) as llm:
        service, mastery = make_service(gateway=make_gateway(llm.url))
        result = await service.evaluate(ANSWER)
        asked = len(llm.requests)
    plain, _ = make_service()
    expected = await plain.evaluate(ANSWER)
    assert asked >= 1 and result.scored_by == "deterministic"
    assert result.score == expected.score and result.error_type == expected.error_type
    assert any("model was unavailable" in n for n in result.notes)
    assert mastery.events, "the evaluation still completes"
