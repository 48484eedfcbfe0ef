"""The interviewer on the embedded model (marker local_model; skipped when it is not installed)."""

from __future__ import annotations

import importlib.util

import pytest

from assay.interview import Interviewer, InterviewService, InterviewSettings
from assay.llm import Gateway, LLMSettings
from assay.storage import InterviewRepository
from tests.interview.answers import THOROUGH


@pytest.mark.local_model
async def test_an_interview_turn_with_the_embedded_model(repository: InterviewRepository) -> None:
    from assay.llm._local_model import find_local_model

    settings = LLMSettings(_env_file=None, llm_cache=False)  # type: ignore[call-arg]
    if (
        importlib.util.find_spec("llama_cpp") is None
        or find_local_model("qwen2.5-coder-0.5b", settings.local_model_dir) is None
    ):
        pytest.skip("the embedded model is not installed: run scripts/install_local_model.sh")
    gateway = Gateway("local:qwen2.5-coder-0.5b", settings=settings, cache=False)
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
