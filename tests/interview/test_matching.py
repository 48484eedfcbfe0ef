"""The coverage matcher: word boundaries, synonyms and inflections, substance, candidate-only."""

from __future__ import annotations

import pytest

from assay.interview import (
    ChatMessage,
    CoverageEvaluator,
    SeedSubstringEvaluator,
    analyse_sentence,
    coverage,
    default_phases,
    split_sentences,
)
from tests.interview.answers import STUFFED, THOROUGH

PHASES = {p.id: p for p in default_phases()}


def test_word_boundaries() -> None:
    result = coverage(
        ["The rapid growth of our team means we rest on weekends, and that matters."], ["API", "REST"]
    )
    assert result.covered == {}
    assert result.mentioned == set()


@pytest.mark.parametrize(
    ("item", "said"),
    [
        ("load balancer", "Load balancing happens at the edge so no single server gets hot."),
        ("load balancer", "An LB in each region sends requests to the healthy servers."),
        ("load balancer", "Traffic goes through load-balanced frontends in three zones."),
        ("cache", "We'd cache the hottest 20% of codes in memory for a day."),
        ("sharding", "We partition the table by user id so each node holds 1/16 of the rows."),
        ("replication", "Each write is replicated to two followers before we acknowledge it."),
        ("QPS", "Peak is about 30k requests per second during events."),
        ("NoSQL", "A key-value store fits because we only ever look up by id."),
        ("SQL", "A relational database gives us transactions for the ledger."),
        ("users", "We have 5M DAU in the first year."),
    ],
)
def test_synonyms_and_inflections_count(item: str, said: str) -> None:
    assert item in coverage([said], [item]).covered


def test_sql_is_not_nosql_and_consistent_hashing_is_not_consistency() -> None:
    assert coverage(["We pick a NoSQL store because the access is by key only."], ["SQL"]).covered == {}
    said = "We use consistent hashing so adding a node moves only a few keys."
    assert coverage([said], ["consistency"]).covered == {}


@pytest.mark.parametrize("phase_id", sorted(STUFFED))
def test_a_bare_list_of_keywords_covers_nothing(phase_id: str) -> None:
    phase = PHASES[phase_id]
    assert coverage([STUFFED[phase_id]], phase.keywords).covered == {}
    assert coverage([STUFFED[phase_id]], phase.keywords).mentioned  # named, but not covered


def test_a_list_run_inside_a_long_sentence_is_still_a_list() -> None:
    said = (
        "In my long experience designing large systems for many companies, I have always found that users, "
        "QPS, scale, latency, availability and consistency matter a great deal."
    )
    assert coverage([said], PHASES["problem_clarification"].keywords).covered == {}


def test_one_empty_template_repeated_for_every_item_is_stuffing() -> None:
    said = "I think about latency a lot. I think about scale a lot. I think about availability a lot."
    assert coverage([said], PHASES["problem_clarification"].keywords).covered == {}


def test_a_short_fragment_with_a_number_counts() -> None:
    assert "QPS" in coverage(["peak maybe 20k QPS"], ["QPS"]).covered


def test_sentences_split_on_punctuation_but_not_on_decimals() -> None:
    assert split_sentences("Uptime 99.95% is the goal. Next!\nLine two") == [
        "Uptime 99.95% is the goal.",
        "Next!",
        "Line two",
    ]


def test_analysis_reports_own_words_and_claims() -> None:
    analysis = analyse_sentence("We cache the top 1% of links because they get most reads.", ["cache"])
    assert analysis.items == ["cache"] and analysis.claim and analysis.substantive


@pytest.mark.parametrize("phase_id", sorted(THOROUGH))
def test_ours_passes_thorough_and_fails_stuffed(phase_id: str) -> None:
    phase = PHASES[phase_id]
    ours = CoverageEvaluator()
    good = [ChatMessage(role="candidate", content=m) for m in THOROUGH[phase_id]]
    passed = ours.evaluate_now(phase, good)
    assert passed.decision == "next_phase", passed
    assert passed.score == pytest.approx(len(passed.covered) / len(phase.keywords) * 10, abs=0.01)
    assert passed.gaps == [k for k in phase.keywords if k not in passed.covered]
    assert set(passed.evidence) == set(passed.covered)
    stuffed = ours.evaluate_now(phase, [ChatMessage(role="candidate", content=STUFFED[phase_id])])
    assert stuffed.decision == "continue" and stuffed.score == 0 and stuffed.gaps == phase.keywords
    # The seed's substring rule lets the stuffed answer through: the reason ours exists.
    assert (
        SeedSubstringEvaluator()
        .evaluate_now(phase, [ChatMessage(role="candidate", content=STUFFED[phase_id])])
        .decision
        == "next_phase"
    )


def test_only_the_candidates_words_count() -> None:
    phase = PHASES["hld"]
    interviewer = ChatMessage(role="interviewer", content=" ".join(THOROUGH["hld"]))
    candidate = ChatMessage(role="user", content="I am not sure, could you repeat the question please?")
    assert CoverageEvaluator().evaluate_now(phase, [interviewer, candidate]).covered == []
    assert SeedSubstringEvaluator().evaluate_now(phase, [interviewer, candidate]).decision == "next_phase"


def test_roles_accept_user_and_assistant() -> None:
    assert ChatMessage.model_validate({"role": "assistant", "content": "x"}).role == "interviewer"
    assert ChatMessage.model_validate({"role": "user", "content": "x"}).role == "candidate"


def test_a_thought_split_across_messages_is_read_as_one() -> None:
    said = ["we'd put", "a cache in front of the database", "for the hottest links."]
    assert "cache" in coverage(said, ["cache"]).covered
    stuffed = ["users", "QPS", "scale", "latency"]  # one keyword per message is still a list
    assert coverage(stuffed, PHASES["problem_clarification"].keywords).covered == {}


def test_an_item_named_alone_is_completed_by_the_next_sentence() -> None:
    said = ["Sharding.", "By user id, so one user's rows always stay on the same node."]
    result = coverage(said, ["sharding"])
    assert result.covered["sharding"].startswith("Sharding. By user id")
    filler = ["Sharding.", "It matters a lot."]
    assert coverage(filler, ["sharding"]).covered == {}
    listed = ["Sharding, replication, schema.", "Each one is needed for a system of this size."]
    assert coverage(listed, ["sharding", "replication", "schema"]).covered == {}


def test_a_quantity_is_a_claim_however_short() -> None:
    assert "latency" in coverage(["p99 under 80ms"], ["latency"]).covered
