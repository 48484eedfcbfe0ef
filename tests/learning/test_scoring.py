"""The scorers: the overlap baseline's formula and tokens; the deterministic path's behaviour on
kinds of answer (written from the course, not from the labelled set)."""

from __future__ import annotations

import pytest

from assay.learning import (
    ErrorType,
    MemoryConceptStore,
    deterministic_score,
    load_bundled_course,
    overlap_score,
    word_tokens,
)
from tests.learning.support import mini_course


def test_tokens_are_lowercase_unicode_words() -> None:
    assert word_tokens("Hash-map's O(1) Größe naïve_x") == ["hash", "map", "s", "o", "1", "größe", "naïve_x"]


@pytest.mark.parametrize(
    ("response", "expected", "score"),
    [
        ("a b", "a b c d", 0.5),
        ("A, B! c?", "a b c d", 0.75),
        ("a b c d", "a b c d", 0.8),  # capped
        ("d c b a a a", "a b c d e", 0.8),
        ("nothing shared", "a b", 0.0),
        ("anything", "!!!", 0.0),  # no expected tokens
    ],
)
def test_overlap_formula(response: str, expected: str, score: float) -> None:
    assert overlap_score(response, expected) == pytest.approx(score)


def _score(response: str, concept_id: str = "hashing"):  # type: ignore[no-untyped-def]
    context = MemoryConceptStore(mini_course()).get(concept_id)
    assert context is not None
    return deterministic_score(
        response, context.concept.reference_answer, context.concept, context.misconceptions
    )


def test_paraphrase_is_correct_where_overlap_is_not() -> None:
    answer = "Hashing the key gives the index of a bucket, so finding it jumps straight there rather than "
    answer += "scanning all the items; clashes go in a chain."
    result = _score(answer)
    assert result.error_type is ErrorType.CORRECT and result.score >= 0.8
    context = MemoryConceptStore(mini_course()).get("hashing")
    assert context is not None
    assert overlap_score(answer, context.concept.reference_answer) < 0.5


def test_wrong_belief_in_the_expected_words_is_conceptual() -> None:
    answer = "The hash function maps the key to a bucket index, but then a lookup loops over the entries "
    answer += "of every bucket. Collisions are handled by chaining."
    result = _score(answer)
    assert result.error_type is ErrorType.CONCEPTUAL and result.score < 0.6
    assert result.misconception == "hash-lookup-scans"


def test_negated_key_point_is_conceptual() -> None:
    result = _score("A lookup does a full scan of the entries; the hash function does not pick the bucket.")
    assert result.error_type is ErrorType.CONCEPTUAL and result.score < 0.6


def test_denying_the_misconception_is_not_holding_it() -> None:
    result = _score(
        "The hash function maps the key to a bucket index; a lookup never loops over the entries, it goes "
        "directly to one bucket. Collisions are handled by chaining."
    )
    assert result.misconception is None and result.error_type is ErrorType.CORRECT


@pytest.mark.parametrize("answer", ["I don't know", "idk", "??", "no idea, sorry"])
def test_empty_answers_score_zero(answer: str) -> None:
    result = _score(answer)
    assert result.score == 0.0 and result.error_type is ErrorType.INCOMPLETE


def test_off_topic_answer() -> None:
    result = _score("Photosynthesis turns sunlight, water and carbon dioxide into sugar in plant leaves.")
    assert result.score <= 0.1 and result.error_type is ErrorType.INCOMPLETE
    assert result.signals["off_topic"]


def test_partial_answer_is_incomplete() -> None:
    result = _score("A hash function maps the key to a bucket index.")
    assert 0.2 < result.score < 0.8 and result.error_type is ErrorType.INCOMPLETE
    assert result.signals["missed_points"]


def test_typo_in_a_full_answer_is_careless() -> None:
    result = _score(
        "A hash functoin maps the key to a bucket index, a lookup goes directly to one bucket with no full "
        "scan, and colisions are handled by chainning."
    )
    assert result.error_type is ErrorType.CARELESS and 0.6 <= result.score < 0.8


def test_other_language_is_noted() -> None:
    result = _score("La función hash asigna la clave a un cubo y la búsqueda va directamente a ese cubo.")
    assert any("English" in note for note in result.notes)
    assert not result.signals["off_topic"]


def test_every_bundled_reference_answer_is_correct_and_each_indicator_flags_its_misconception() -> None:
    course = load_bundled_course()
    store = MemoryConceptStore(course)
    for concept in course.concepts:
        context = store.get(concept.concept_id)
        assert context is not None
        own = deterministic_score(
            concept.reference_answer, concept.reference_answer, concept, context.misconceptions
        )
        assert own.error_type is ErrorType.CORRECT, (concept.concept_id, own.score, own.signals)
        for misconception in context.misconceptions:
            for phrase in misconception.indicators:
                flagged = deterministic_score(
                    phrase, concept.reference_answer, concept, context.misconceptions
                )
                assert flagged.misconception == misconception.id, (concept.concept_id, phrase)
