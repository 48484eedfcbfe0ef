"""Concept stores (memory and the embedded graph database) answer alike; the cache's TTL and copies."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from assay.learning import (
    CONCEPT_QUERY,
    ConceptCache,
    LadybugConceptStore,
    MemoryConceptStore,
    load_bundled_course,
    parse_course,
)
from tests.learning.support import COURSE, mini_course

pytest.importorskip("real_ladybug")


def test_the_query_is_the_documented_one() -> None:
    assert CONCEPT_QUERY == (
        "MATCH (c:CourseConcept {concept_id: $concept_id})\n"
        "OPTIONAL MATCH (c)-[:HAS_PREREQUISITE]->(prereq:CourseConcept)\n"
        "RETURN c, c.common_misconceptions as misconceptions,\n"
        "       collect(DISTINCT prereq.concept_id) as prerequisites"
    )


def test_graph_database_answers_like_memory_for_every_bundled_concept() -> None:
    course = load_bundled_course()
    memory, graph = MemoryConceptStore(course), LadybugConceptStore(course)
    for concept in course.concepts:
        assert graph.get(concept.concept_id) == memory.get(concept.concept_id), concept.concept_id
    assert graph.get("no-such-concept") is None and memory.get("no-such-concept") is None


def test_text_that_looks_like_a_literal_survives_the_graph_database(tmp_path: Path) -> None:
    data = copy.deepcopy(COURSE)
    hashing = data["concepts"][1]
    hashing["reference_answer"] = "[]"
    hashing["key_points"] = ["[1, 2]", '{"a": 1}', "$concept_id') RETURN 1 //"]
    hashing["common_misconceptions"][0]["indicators"] = ["[]", "{x}"]
    course = parse_course(data)
    graph = LadybugConceptStore(course, tmp_path / "graph.lbug")
    assert graph.get("hashing") == MemoryConceptStore(course).get("hashing")
    assert graph.get("$concept_id") is None  # a parameter, never part of the query text


def test_prerequisites_without_duplicates_in_course_order() -> None:
    data = copy.deepcopy(COURSE)
    data["concepts"].insert(0, {"concept_id": "b0", "name": "B", "reference_answer": "b"})
    data["concepts"][2]["prerequisites"] = ["b0", "arrays", "b0"]
    course = parse_course(data)
    for store in (MemoryConceptStore(course), LadybugConceptStore(course)):
        context = store.get("hashing")
        assert context is not None and context.prerequisites == ["b0", "arrays"]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class CountingStore(MemoryConceptStore):
    def __init__(self) -> None:
        super().__init__(mini_course())
        self.reads = 0

    def get(self, concept_id: str):  # type: ignore[no-untyped-def]
        self.reads += 1
        return super().get(concept_id)


def test_cache_serves_for_an_hour_then_reads_again() -> None:
    store, clock = CountingStore(), Clock()
    cache = ConceptCache(store, clock=clock)
    assert cache.ttl_s == 3600
    cache.get("hashing")
    clock.now += 3599.9
    cache.get("hashing")
    assert store.reads == 1
    clock.now += 0.1  # 3600 s after the read: stale
    cache.get("hashing")
    assert store.reads == 2
    clock.now += 10
    cache.get("hashing")
    assert store.reads == 2 and cache.hits == 2 and cache.misses == 2


def test_cache_returns_copies() -> None:
    cache = ConceptCache(MemoryConceptStore(mini_course()), clock=Clock())
    first = cache.get("hashing")
    assert first is not None
    first.misconceptions[0].remediation = "changed"
    first.prerequisites.append("x")
    first.concept.key_points.clear()
    second = cache.get("hashing")  # a hit
    assert second is not None and cache.hits == 1
    assert second.misconceptions[0].remediation != "changed"
    assert second.prerequisites == ["arrays"] and second.concept.key_points
    assert second is not first


def test_unknown_concept_is_not_cached() -> None:
    store = CountingStore()
    cache = ConceptCache(store, clock=Clock())
    assert cache.get("nope") is None and cache.get("nope") is None
    assert store.reads == 2
