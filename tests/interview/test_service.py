"""The interview flow end to end on the service: every transition, pass and fail, resume, isolation."""

from __future__ import annotations

import json

import pytest

from assay.errors import InvalidInputError
from assay.interview import (
    InterviewEvent,
    InterviewFinishedError,
    InterviewNotFoundError,
    InterviewService,
    MessageTooLongError,
    TokenRequiredError,
    conversation_since_phase_start,
    default_phases,
)
from assay.storage import InterviewRepository, split_state_delta
from tests.interview.answers import STUFFED, THOROUGH
from tests.interview.conftest import make_service

PHASE_IDS = [p.id for p in default_phases()]


async def _start(service: InterviewService, **kwargs: object) -> tuple[str, str]:
    started = await service.start(question_id="url-shortener", candidate_name="Ada", **kwargs)  # type: ignore[arg-type]
    return started.interview_id, started.candidate_token


async def test_start_routes_and_greets(service: InterviewService) -> None:
    started = await service.start(question_id="url-shortener", candidate_name="Ada")
    assert "URL shortener" in started.reply and "Ada" in started.reply
    view = started.view
    assert view.interview_phase == "intro" and view.awaiting == "candidate"
    assert view.state["routing_decision"] == {
        "company": "default",
        "interview_type": "system_design",
        "provider": "default",
    }
    events = await service.events(started.interview_id, started.candidate_token)
    assert [(e.kind, e.content) for e in events[:2]] == [("transition", "routing"), ("transition", "intro")]
    assert events[2].author == "interviewer" and events[2].content == started.reply


async def test_full_interview_passes_every_phase_in_order(service: InterviewService) -> None:
    iid, token = await _start(service)
    turn = await service.send(iid, token, "I'm ready.")
    assert turn.view.interview_phase == "design"
    assert turn.view.design_sub_phase == "problem_clarification" and turn.view.design_sub_phase_idx == 0
    assert [p.id for p in turn.view.design_phases] == PHASE_IDS
    assert turn.view.design_phases_completed == [] and turn.view.design_complete is False
    for index, phase_id in enumerate(PHASE_IDS):
        assert turn.view.design_sub_phase == phase_id
        for message in THOROUGH[phase_id]:
            turn = await service.send(iid, token, message)
            if turn.view.design_sub_phase != phase_id or turn.view.interview_phase != "design":
                break
        assert turn.evaluation is not None and turn.evaluation.decision == "next_phase", (
            phase_id,
            turn.evaluation,
        )
        assert turn.view.design_phases_completed == PHASE_IDS[: index + 1]
        if index + 1 < len(PHASE_IDS):
            assert turn.view.design_sub_phase_idx == index + 1
            assert "Let's turn to" in turn.reply
    assert turn.view.interview_phase == "closing" and turn.view.design_complete is True
    final = await service.send(iid, token, "No questions, thank you!")
    assert final.view.interview_phase == "done" and final.view.awaiting == "nobody"
    assert "Thank you" in final.reply
    report = await service.report(iid, token)
    assert [r.status for r in report.phases] == ["passed"] * 5
    assert all(r.score and r.score >= 6 for r in report.phases)
    assert report.phases[0].evidence["QPS"].startswith("We expect about 100M")
    with pytest.raises(InterviewFinishedError) as info:
        await service.send(iid, token, "one more thing")
    assert info.value.http_status == 409


@pytest.mark.parametrize("phase_id", PHASE_IDS)
async def test_each_phase_fails_on_keyword_stuffing_then_passes_with_substance(
    service: InterviewService, phase_id: str
) -> None:
    iid, token = await _start(service)
    await service.send(iid, token, "ready")
    for earlier in PHASE_IDS[: PHASE_IDS.index(phase_id)]:
        await service.send(iid, token, " ".join(THOROUGH[earlier]))
    stuffed = await service.send(iid, token, STUFFED[phase_id])
    assert stuffed.view.design_sub_phase == phase_id
    assert stuffed.evaluation is not None and stuffed.evaluation.decision == "continue"
    assert (
        stuffed.evaluation.score == 0
        and stuffed.evaluation.gaps == next(p for p in default_phases() if p.id == phase_id).keywords
    )
    assert stuffed.reply.startswith("Thanks.")  # a probing question about a gap
    passed = await service.send(iid, token, " ".join(THOROUGH[phase_id]))
    assert passed.evaluation is not None and passed.evaluation.decision == "next_phase"
    assert phase_id in passed.view.design_phases_completed


async def test_stuck_candidate_gets_the_question_banks_hint(service: InterviewService) -> None:
    iid, token = await _start(service)
    await service.send(iid, token, "ready")
    first = await service.send(iid, token, "Hmm, I am not sure where to begin.")
    second = await service.send(iid, token, "Still thinking about it.")
    assert "Hint:" not in first.reply  # the first answer that covers nothing is not yet "stuck"
    assert "Hint: Reads (redirects) outnumber writes" in second.reply  # the bank's note for the phase
    assert second.view.state["phase_stuck"] == 1


async def test_turn_budget_moves_on_without_passing(repository: InterviewRepository) -> None:
    service = make_service(repository, max_turns_per_phase=2)
    iid, token = await _start(service)
    await service.send(iid, token, "ready")
    await service.send(iid, token, "no idea")
    turn = await service.send(iid, token, "still no idea")
    assert turn.view.design_sub_phase == "requirements"
    assert turn.view.design_phases_completed == []
    assert turn.view.state["design_phases_skipped"] == ["problem_clarification"]
    report = await service.report(iid, token)
    assert report.phases[0].status == "not_passed" and report.phases[1].status == "in_progress"


async def test_conversation_since_phase_start_is_what_gets_evaluated(service: InterviewService) -> None:
    iid, token = await _start(service)
    await service.send(iid, token, "ready")
    await service.send(iid, token, " ".join(THOROUGH["problem_clarification"]))
    await service.send(
        iid, token, "The core features are create and redirect; custom aliases are out of scope."
    )
    events = await service.events(iid, token)
    view = await service.view(iid, token)
    conversation = conversation_since_phase_start(events, view.state)
    assert [m.role for m in conversation] == ["interviewer", "candidate", "interviewer"]
    assert conversation[1].content.startswith("The core features")
    assert all("100M daily active users" not in m.content for m in conversation)


def test_extraction_on_synthetic_events() -> None:
    events = [
        InterviewEvent(seq=1, author="candidate", kind="message", content="before"),
        InterviewEvent(seq=2, author="system", kind="transition", content="design"),
        InterviewEvent(seq=3, author="interviewer", kind="message", content="q"),
        InterviewEvent(seq=4, author="system", kind="evaluation", content="tool says"),
        InterviewEvent(seq=5, author="candidate", kind="message", content="a"),
    ]
    got = conversation_since_phase_start(events, {"phase_started_seq": 2})
    assert [(m.role, m.content) for m in got] == [("interviewer", "q"), ("candidate", "a")]


async def test_single_phase_provider_keeps_one_design_conversation(repository: InterviewRepository) -> None:
    service = make_service(repository, companies=json.dumps({"plain": {"provider": "single-phase"}}))
    started = await service.start(company="plain", question_id="chat")
    iid, token = started.interview_id, started.candidate_token
    turn = await service.send(iid, token, "ready")
    assert turn.view.interview_phase == "design" and "design_phases" not in turn.view.state
    assert turn.view.design_sub_phase is None
    turn = await service.send(
        iid, token, "Clients hold a WebSocket to connection servers that route messages."
    )
    assert turn.view.interview_phase == "design" and turn.reply.startswith("Thanks.")
    turn = await service.send(iid, token, "I'm done with my design.")
    assert turn.view.interview_phase == "closing" and turn.view.design_complete
    turn = await service.send(iid, token, "no questions")
    assert turn.view.interview_phase == "done"
    assert (await service.report(iid, token)).phases[0].phase_id == "design"


async def test_bad_input_and_isolation(service: InterviewService) -> None:
    iid, token = await _start(service)
    other_iid, other_token = await _start(service)
    with pytest.raises(TokenRequiredError):
        await service.view(iid, None)
    with pytest.raises(InterviewNotFoundError):
        await service.view(iid, other_token)  # another candidate's token: as if it did not exist
    with pytest.raises(InterviewNotFoundError):
        await service.view("no-such-interview", token)
    with pytest.raises(InvalidInputError) as empty:
        await service.send(iid, token, "   ")
    assert empty.value.code == "EMPTY_MESSAGE"
    with pytest.raises(MessageTooLongError) as long:
        await service.send(iid, token, "x" * 5000)
    assert long.value.http_status == 413
    assert (await service.view(other_iid, other_token)).interview_phase == "intro"
    assert len(await service.events(iid, token)) == 3  # refused messages changed nothing


async def test_resume_after_restart_says_the_owed_turn(db_url: str, repository: InterviewRepository) -> None:
    first = make_service(repository)
    iid, token = await _start(first)
    prepared = await first.begin_turn(iid, token, "ready")  # stored; the server dies before it speaks
    assert prepared.brief.kind == "opening"
    from assay.storage import open_interview_repository

    restarted = make_service(open_interview_repository(db_url))
    view = await restarted.view(iid, token)
    assert view.interview_phase == "design" and view.awaiting == "interviewer"
    owed = await restarted.pending(iid, token)
    assert owed is not None and owed.brief == prepared.brief
    text = "".join([piece async for piece in owed.stream()])
    view = await restarted.finish_turn(owed, interrupted=False)
    assert view.awaiting == "candidate" and "Problem Clarification" in text
    assert await restarted.pending(iid, token) is None
    turn = await restarted.send(iid, token, " ".join(THOROUGH["problem_clarification"]))
    assert turn.view.design_sub_phase == "requirements"


async def test_scoped_state_user_app_and_temp(
    service: InterviewService, repository: InterviewRepository
) -> None:
    started = await service.start(question_id="chat")
    again = await service.start(question_id="news-feed", token=started.candidate_token)
    assert again.candidate_token == started.candidate_token
    assert again.view.state["user:interviews_started"] == 2
    assert again.view.state["app:question_bank_size"] >= 12
    stranger = await service.start(question_id="chat")
    assert stranger.view.state["user:interviews_started"] == 1
    events = repository.events(again.interview_id)
    assert all(not key.startswith("temp:") for e in events for key in e.state_delta)
    record = repository.get(again.interview_id)
    assert record is not None
    state: dict[str, object] = {}
    for event in events:  # the session state is exactly the fold of the appended deltas
        session_part, _, _ = split_state_delta(event.state_delta)
        state.update(session_part)
    assert {k: v for k, v in record.state.items() if ":" not in k} == state


async def test_a_companys_llm_evaluator_without_a_model_falls_back_to_coverage(
    repository: InterviewRepository, caplog: pytest.LogCaptureFixture
) -> None:
    service = make_service(
        repository, companies=json.dumps({"strict": {"evaluator": "llm", "threshold": 0.8}})
    )
    started = await service.start(company="strict", question_id="url-shortener")
    iid, token = started.interview_id, started.candidate_token
    await service.send(iid, token, "ready")
    turn = await service.send(iid, token, " ".join(THOROUGH["problem_clarification"][:3]))
    assert turn.evaluation is not None and turn.evaluation.evaluator == "coverage (fallback from llm)"
    assert turn.evaluation.score == pytest.approx(8.33, abs=0.01)
    assert turn.evaluation.decision == "next_phase"  # 5 of 6 covered: above the company's 0.8
    assert any("evaluator llm failed" in r.getMessage() for r in caplog.records)
