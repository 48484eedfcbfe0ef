"""The pipeline: bad input for every field stores nothing and emits nothing; outputs and events."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from assay.errors import ExternalServiceError
from assay.learning import ConceptNotFoundError, LearnInputError
from tests.learning.support import make_service

GOOD = {
    "learner_id": "ada",
    "concept_id": "hashing",
    "learner_response": "A hash function maps the key to a bucket index, so a lookup goes directly to one "
    "bucket with no full scan; collisions are handled by chaining.",
}
WRONG = {**GOOD, "learner_response": "It loops over the entries and checks each key until it finds it."}


@pytest.mark.parametrize(
    ("change", "field", "code"),
    [
        ({"learner_id": None}, "learner_id", "INVALID_LEARNER_ID"),
        ({"learner_id": "   "}, "learner_id", "INVALID_LEARNER_ID"),
        ({"learner_id": "ada lovelace"}, "learner_id", "INVALID_LEARNER_ID"),
        ({"learner_id": "ada/../x"}, "learner_id", "INVALID_LEARNER_ID"),
        ({"learner_id": 7}, "learner_id", "INVALID_LEARNER_ID"),
        ({"concept_id": None}, "concept_id", "INVALID_CONCEPT_ID"),
        ({"concept_id": "hash maps"}, "concept_id", "INVALID_CONCEPT_ID"),
        ({"concept_id": "hashing;DROP"}, "concept_id", "INVALID_CONCEPT_ID"),
        ({"learner_response": None}, "learner_response", "INVALID_LEARNER_RESPONSE"),
        ({"learner_response": " \n\t "}, "learner_response", "INVALID_LEARNER_RESPONSE"),
        ({"learner_response": ["a"]}, "learner_response", "INVALID_LEARNER_RESPONSE"),
        ({"learner_response": "x" * 20_001}, "learner_response", "INVALID_LEARNER_RESPONSE"),
        ({"expected_answer": 3}, "expected_answer", "INVALID_EXPECTED_ANSWER"),
        ({"bank_question_id": "1 2"}, "bank_question_id", "INVALID_BANK_QUESTION_ID"),
    ],
)
async def test_bad_field_is_named_and_nothing_happens(change: dict[str, Any], field: str, code: str) -> None:
    service, mastery = make_service()
    with pytest.raises(LearnInputError) as caught:
        await service.evaluate({**GOOD, **change})
    assert caught.value.code == code and caught.value.details["field"] == field
    assert mastery.values == {} and mastery.events == [] and mastery.evaluations == []


async def test_unknown_concept_is_not_found_and_nothing_happens() -> None:
    service, mastery = make_service()
    with pytest.raises(ConceptNotFoundError) as caught:
        await service.evaluate({**GOOD, "concept_id": "graphs"})
    assert caught.value.code == "CONCEPT_NOT_FOUND" and "hashing" in str(caught.value.hint)
    assert mastery.events == [] and mastery.values == {}


async def test_ids_and_response_are_stripped_and_learner_answer_is_accepted() -> None:
    service, mastery = make_service()
    result = await service.evaluate(
        {
            "learner_id": "  ada ",
            "concept_id": " hashing\n",
            "learner_answer": "  " + GOOD["learner_response"],
        }
    )
    assert result.learner_id == "ada" and result.concept_id == "hashing"
    assert ("ada", "hashing") in mastery.values
    with pytest.raises(LearnInputError, match="both given and differ"):
        await service.evaluate({**GOOD, "learner_answer": "something else"})


async def test_missing_expected_answer_warns_and_uses_the_reference(caplog: pytest.LogCaptureFixture) -> None:
    service, _ = make_service()
    with caplog.at_level(logging.WARNING, logger="assay.learning"):
        result = await service.evaluate(GOOD)
    assert result.expected_answer_source == "course"
    assert any("no expected_answer" in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="assay.learning"):
        given = await service.evaluate({**GOOD, "expected_answer": "Buckets chosen by hashing the key."})
    assert given.expected_answer_source == "request" and not caplog.records


async def test_correct_answer_output_and_event() -> None:
    service, mastery = make_service()
    result = await service.evaluate(GOOD)
    assert result.success is True and result.error_type.value == "CORRECT"
    assert result.score >= 0.8 and result.decision.value in ("MASTERED", "PROCEED")
    assert result.misconception is None and result.feedback.startswith("Well done")
    assert result.previous_mastery == 0.0 and result.new_mastery == pytest.approx(
        0.6 * result.score, abs=1e-4
    )
    assert result.scored_by == "deterministic" and not result.instructor_alert
    assert [(name, payload) for _, name, payload in mastery.events] == [
        (
            "evaluation_complete",
            {
                "learner_id": "ada",
                "concept_id": "hashing",
                "score": result.score,
                "decision": result.decision.value,
                "new_mastery": result.new_mastery,
            },
        )
    ]
    assert result.events == [mastery.events[0][0]]
    assert mastery.evaluations[0].decision == result.decision.value
    assert set(result.model_dump()) >= {
        "success", "score", "error_type", "misconception", "feedback", "decision", "new_mastery", "timestamp",
    }  # fmt: skip


async def test_misconception_remediates_with_prerequisites_and_alerts() -> None:
    service, mastery = make_service()
    result = await service.evaluate(WRONG)
    assert result.score < 0.4 and result.error_type.value == "CONCEPTUAL"
    assert result.misconception == "hash-lookup-scans"
    assert result.decision.value == "REMEDIATE" and result.prerequisites == ["arrays"]
    assert "The hash names the bucket" in result.feedback and "Arrays" in result.feedback
    assert result.instructor_alert
    names = [name for _, name, _ in mastery.events]
    assert names == ["evaluation_complete", "INSTRUCTOR_ALERT"]
    alert = mastery.events[1][2]
    assert alert["misconception"] == "hash-lookup-scans" and alert["score"] == result.score
    assert len(result.events) == 2


async def test_mastery_follows_the_moving_average() -> None:
    service, _ = make_service()
    first = await service.evaluate(GOOD)
    second = await service.evaluate(WRONG)
    assert second.previous_mastery == first.new_mastery
    assert second.new_mastery == pytest.approx(0.4 * first.new_mastery + 0.6 * second.score, abs=1e-4)


async def test_failing_store_loses_nothing_and_is_not_blamed_on_the_user() -> None:
    service, mastery = make_service()
    mastery.fail = True
    with pytest.raises(ExternalServiceError):
        await service.evaluate(GOOD)
    assert mastery.events == [] and mastery.evaluations == []


async def test_tutor_assessment_ready_requests_an_evaluation() -> None:
    service, _ = make_service()
    wrapped = {"event": "TUTOR_ASSESSMENT_READY", "payload": {**WRONG}}
    result = await service.on_tutor_assessment_ready(wrapped)
    assert result.misconception == "hash-lookup-scans"
    bare = await service.on_tutor_assessment_ready({**GOOD, "learner_id": "bob"})
    assert bare.learner_id == "bob"
    with pytest.raises(LearnInputError):
        await service.on_tutor_assessment_ready({"payload": {"learner_id": "x"}})


async def test_overlap_scorer_is_the_documented_baseline() -> None:
    service, _ = make_service(scorer="overlap")
    result = await service.evaluate({**GOOD, "expected_answer": "hash bucket chaining scan"})
    assert result.scored_by == "overlap" and result.score == 0.8  # every word there, capped


async def test_tutor_assessment_ready_events_from_the_outbox_are_evaluated(tmp_path: Any) -> None:
    """A tutor publishes TUTOR_ASSESSMENT_READY into the real outbox; the evaluator, subscribed to
    it, evaluates each once (bad payloads are logged and acknowledged, not retried forever)."""
    import asyncio

    from assay.learning import EventSink, SqlMasteryStore, listen_for_assessments
    from assay.learning._mastery_models import Ewma
    from assay.storage import open_learning_repository
    from tests.learning.support import mini_course

    repository = open_learning_repository(f"sqlite:///{tmp_path / 'learn.sqlite3'}")
    sink = EventSink(repository)
    store = SqlMasteryStore(repository, Ewma(), on_events=lambda: None)
    service, _ = make_service(mastery=store)  # type: ignore[arg-type]
    assert mini_course().course_id == "mini"
    listen_for_assessments(service, sink)
    sink.publish("TUTOR_ASSESSMENT_READY", dict(WRONG))
    sink.publish("TUTOR_ASSESSMENT_READY", {"learner_id": "bad id", "concept_id": "hashing"})
    await asyncio.to_thread(sink.deliver_pending)
    await asyncio.to_thread(sink.deliver_pending)  # delivered once per event id: no second evaluation
    evaluations = repository.evaluations("ada", "hashing")
    assert len(evaluations) == 1 and evaluations[0].decision == "REMEDIATE"
    names = [e.name for e in repository.events()]
    assert names.count("evaluation_complete") == 1 and names.count("INSTRUCTOR_ALERT") == 1
    store.close()
