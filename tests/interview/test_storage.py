"""The interview store on SQLite and on a throwaway PostgreSQL: events, scoped state, guarded appends."""

from __future__ import annotations

import pytest

from assay.storage import (
    InterviewEventRecord,
    InterviewRepository,
    StaleSessionError,
    open_interview_repository,
)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, db_url: str) -> InterviewRepository:
    if request.param == "postgresql":
        return open_interview_repository(request.getfixturevalue("postgresql_url"))
    return open_interview_repository(db_url)


def _event(seq: int, delta: dict[str, object], content: str = "") -> InterviewEventRecord:
    return InterviewEventRecord(
        seq=seq, author="system", kind="transition", content=content, state_delta=delta
    )


def test_events_fold_into_scoped_state(store: InterviewRepository) -> None:
    first = store.create(
        session_id="s1",
        user_id="u1",
        token_hash="h1",
        company="default",
        events=[_event(1, {"interview_phase": "intro", "user:seen": 1, "app:bank": 14, "temp:x": "gone"})],
    )
    assert first.state == {"interview_phase": "intro", "user:seen": 1, "app:bank": 14}
    second = store.create(
        session_id="s2", user_id="u1", token_hash="h1", company="acme", events=[_event(1, {})]
    )
    assert second.state == {"user:seen": 1, "app:bank": 14}  # user and app scopes are shared
    other = store.create(
        session_id="s3", user_id="u2", token_hash="h2", company="acme", events=[_event(1, {})]
    )
    assert other.state == {"app:bank": 14}
    after = store.append(
        "s1", [_event(2, {"interview_phase": "design", "user:seen": 2}, "nul \x00 kept")], expected_count=1
    )
    assert after.state["interview_phase"] == "design" and after.event_count == 2
    assert store.get("s2") is not None and store.get("s2").state["user:seen"] == 2  # type: ignore[union-attr]
    events = store.events("s1")
    assert [e.seq for e in events] == [1, 2] and events[1].content == "nul \x00 kept"
    assert all(not k.startswith("temp:") for e in events for k in e.state_delta)
    assert store.user_for_token("h1") == "u1" and store.user_for_token("nope") is None
    assert store.user_state("u1") == {"seen": 2}


def test_a_stale_append_is_refused_and_changes_nothing(store: InterviewRepository) -> None:
    store.create(
        session_id="s1", user_id="u1", token_hash="h", company="default", events=[_event(1, {"a": 1})]
    )
    store.append("s1", [_event(2, {"a": 2})], expected_count=1)
    with pytest.raises(StaleSessionError):
        store.append("s1", [_event(2, {"a": 3})], expected_count=1)
    record = store.get("s1")
    assert record is not None and record.state == {"a": 2} and record.event_count == 2
    assert len(store.events("s1")) == 2


def test_finished_follows_the_phase(store: InterviewRepository) -> None:
    store.create(session_id="s1", user_id="u", token_hash="h", company="d", events=[_event(1, {})])
    done = store.append("s1", [_event(2, {"interview_phase": "done"})], expected_count=1)
    assert done.finished is True
