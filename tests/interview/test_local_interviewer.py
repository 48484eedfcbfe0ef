"""The interviewer on the embedded model (marker local_model; skipped when it is not installed)."""

from __future__ import annotations

import pytest

from assay.interview import Interviewer, InterviewService, InterviewSettings
from assay.storage import InterviewRepository
from tests.interview.answers import THOROUGH
from tests.local_model import model_gateway


@pytest.mark.local_model
async def test_an_interview_turn_with_the_embedded_model(repository: InterviewRepository) -> None:
    gateway = model_gateway()
    service = InterviewService(
        repository, settings=InterviewSettings(), gateway=gateway, interviewer=Interviewer(gateway)
    )
    started = await service.start(question_id="url-shortener", candidate_name="Ada")
    assert started.reply.strip()
    await service.send(started.interview_id, started.candidate_token, "I'm ready.")
    turn = await service.send(
        started.interview_id, started.candidate_token, " ".join(THOROUGH["problem_clarification"])
    )
    assert turn.reply.strip()  # the model spoke (or, had it failed, the deterministic interviewer did)
    # The model speaks; the deterministic evaluator decides: the phase moved on.
    assert turn.evaluation is not None and turn.evaluation.decision == "next_phase"
    assert turn.view.design_sub_phase == "requirements"
