"""The embedded model scoring an answer through the pipeline (skipped when it is not installed).

Whatever the small model answers, the pipeline's rules hold: a score in [0, 1], a type consistent
with it, a misconception only from the concept's list; and a verdict or a fallback, never an error.
"""

from __future__ import annotations

import pytest

from assay.learning import Decision, ErrorType, LearnSettings
from assay.llm import Gateway
from tests.learning.support import make_service
from tests.local_model import model_gateway


@pytest.fixture
def local_gateway() -> Gateway:
    return model_gateway()


@pytest.mark.local_model
async def test_embedded_model_scores_within_the_rules(local_gateway: Gateway) -> None:
    service, mastery = make_service(
        gateway=local_gateway,
        settings=LearnSettings(_env_file=None, learn_model_timeout_s=300),
    )
    result = await service.evaluate(
        {
            "learner_id": "ada",
            "concept_id": "hashing",
            "learner_response": "It loops over the entries and checks each key until it finds it.",
        }
    )
    assert result.scored_by in ("model", "deterministic")
    assert 0.0 <= result.score <= 1.0
    assert (result.error_type is ErrorType.CORRECT) == (result.score >= 0.8)
    assert result.misconception in (None, "hash-lookup-scans", "hash-keeps-order")
    assert result.decision in set(Decision) and result.feedback
    assert mastery.events[0][1] == "evaluation_complete"
