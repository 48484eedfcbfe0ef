"""Helpers of the evaluator tests: a small course of our own and an in-memory mastery store that
keeps the store contract (atomic update that writes the evaluation and its events with it)."""

from __future__ import annotations

import threading
import uuid
from dataclasses import dataclass, field
from typing import Any

from assay.learning import Course, LearningService, MemoryConceptStore, parse_course
from assay.llm import Gateway

COURSE: dict[str, Any] = {
    "course_id": "mini",
    "title": "A small course",
    "version": "test",
    "concepts": [
        {
            "concept_id": "arrays",
            "name": "Arrays",
            "description": "Contiguous memory indexed from zero.",
            "question": "Why is indexing an array O(1)?",
            "reference_answer": "Elements sit next to each other in memory, so the address of element i is "
            "the start plus i times the element size: one computation, O(1).",
            "key_points": ["elements are contiguous in memory", "address is start plus index times size"],
        },
        {
            "concept_id": "hashing",
            "name": "Hash maps",
            "description": "Key to bucket through a hash function.",
            "prerequisites": ["arrays"],
            "bank_concepts": ["hashing"],
            "bank_questions": ["1"],
            "question": "How does a hash map find a key in O(1) on average?",
            "reference_answer": "The hash function maps the key to a bucket index, so a lookup goes directly "
            "to one bucket instead of scanning every entry. Collisions are handled by chaining.",
            "key_points": [
                "A hash function maps the key to a bucket index",
                "Lookup goes directly to one bucket, no full scan",
                "Collisions are handled by chaining or probing",
            ],
            "common_misconceptions": [
                {
                    "id": "hash-lookup-scans",
                    "description": "Believes a lookup scans every key.",
                    "remediation": "The hash names the bucket; only that bucket is searched.",
                    "indicators": ["loops over the entries", "checks each key until it finds it"],
                },
                {
                    "id": "hash-keeps-order",
                    "description": "Believes a hash map keeps keys sorted.",
                    "remediation": "Buckets follow hash values, not key order.",
                    "indicators": ["keys are kept sorted"],
                },
            ],
            "examples": [{"question": "Why is `x in set` fast?", "reference_answer": "It hashes x."}],
        },
    ],
}


def mini_course() -> Course:
    return parse_course(COURSE)


@dataclass(frozen=True)
class Update:
    previous: float
    new: float
    event_ids: list[str]


@dataclass
class MemoryMastery:
    """EWMA (0.4 current + 0.6 score, first current 0) under one lock; keeps evaluations and events."""

    values: dict[tuple[str, str], float] = field(default_factory=dict)
    evaluations: list[Any] = field(default_factory=list)
    events: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    fail: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def apply(
        self, learner_id: str, concept_id: str, score: float, *, evaluation: Any = None, events: Any = None
    ) -> Update:
        with self._lock:
            if self.fail:
                from assay.errors import ExternalServiceError

                raise ExternalServiceError("the mastery store is down", code="DATABASE_ERROR", retryable=True)
            previous = self.values.get((learner_id, concept_id), 0.0)
            new = 0.4 * previous + 0.6 * score
            update = Update(previous, new, [])
            built = list(events(update)) if events else []
            ids = [str(uuid.uuid4()) for _ in built]
            self.values[(learner_id, concept_id)] = new
            if evaluation is not None:
                self.evaluations.append(evaluation)
            self.events.extend((i, name, payload) for i, (name, payload) in zip(ids, built, strict=True))
            return Update(previous, new, ids)


def make_service(
    *, mastery: MemoryMastery | None = None, gateway: Gateway | None = None, **kwargs: Any
) -> tuple[LearningService, MemoryMastery]:
    mastery = mastery or MemoryMastery()
    service = LearningService(
        concepts=kwargs.pop("concepts", None) or MemoryConceptStore(mini_course()),
        gateway=gateway or Gateway("none", cache=False),
        mastery=mastery,
        **kwargs,
    )
    return service, mastery
