"""The course knowledge graph: where concept context comes from, and the TTL cache in front of it.

Two stores answer the same question ("this concept, its misconceptions, its prerequisite ids"):
:class:`MemoryConceptStore` (default) reads the loaded course; :class:`LadybugConceptStore` loads the
course into an embedded graph database (``real-ladybug``, the maintained fork of Kùzu) and runs the
Cypher query in :data:`CONCEPT_QUERY` with parameters. See docs/learning.md, "Knowledge graph".
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from assay.errors import ConfigError, ExternalServiceError
from assay.learning._models import ConceptContext, Course, CourseConcept, Misconception

__all__ = [
    "CONCEPT_QUERY",
    "ConceptCache",
    "ConceptStore",
    "LadybugConceptStore",
    "MemoryConceptStore",
]

log = logging.getLogger("assay.learning")

#: The query every graph backend runs, verbatim, with ``$concept_id`` as a parameter.
CONCEPT_QUERY = """MATCH (c:CourseConcept {concept_id: $concept_id})
OPTIONAL MATCH (c)-[:HAS_PREREQUISITE]->(prereq:CourseConcept)
RETURN c, c.common_misconceptions as misconceptions,
       collect(DISTINCT prereq.concept_id) as prerequisites"""

# Ladybug's parameter binding reads a string such as "[]" or "[{...}]" as a nested value and
# stores it re-printed; a prefix no nested literal starts with keeps our JSON text byte for byte.
_JSON_PREFIX = "json:"


class ConceptStore(Protocol):
    """Answers the concept query for one concept id."""

    def get(self, concept_id: str) -> ConceptContext | None:
        """The concept's context, or None when the course has no such concept."""
        ...

    def concept_ids(self) -> list[str]:
        """Every concept id of the course."""
        ...


class MemoryConceptStore:
    """The course held in memory (the default)."""

    def __init__(self, course: Course) -> None:
        self.course = course
        self._concepts = {c.concept_id: c for c in course.concepts}

    def get(self, concept_id: str) -> ConceptContext | None:
        concept = self._concepts.get(concept_id)
        if concept is None:
            return None
        return ConceptContext(
            concept=concept.model_copy(deep=True),
            misconceptions=[m.model_copy(deep=True) for m in concept.common_misconceptions],
            prerequisites=[p for p in dict.fromkeys(concept.prerequisites) if p in self._concepts],
        )

    def concept_ids(self) -> list[str]:
        return list(self._concepts)

    def __repr__(self) -> str:
        return f"MemoryConceptStore({self.course.course_id}, {len(self._concepts)} concepts)"


def _encode(value: Any) -> str:
    return _JSON_PREFIX + json.dumps(value, ensure_ascii=False)


def _decode(value: Any) -> Any:
    if not isinstance(value, str) or not value.startswith(_JSON_PREFIX):
        raise ExternalServiceError(
            "the graph database returned a concept property in an unknown form",
            code="GRAPH_DATA_INVALID",
            hint="rebuild the graph database from the course (delete ASSAY_LEARN_GRAPH_PATH)",
        )
    return json.loads(value[len(_JSON_PREFIX) :])


class LadybugConceptStore:
    """The course in an embedded graph database (``real-ladybug``), queried with Cypher.

    Concepts become ``CourseConcept`` nodes and prerequisites ``HAS_PREREQUISITE`` edges, rebuilt
    from the course when the store opens (the course file is the source of truth).

    Args:
        course: the course to load.
        path: a database directory; ``None`` for an in-memory database.
    """

    def __init__(self, course: Course, path: Path | None = None) -> None:
        try:
            import real_ladybug
        except ImportError:
            raise ConfigError(
                "ASSAY_LEARN_GRAPH=ladybug needs the real-ladybug package",
                code="LEARN_GRAPH_UNAVAILABLE",
                hint="pip install 'assay[graph]' (or real-ladybug), or unset ASSAY_LEARN_GRAPH",
            ) from None
        self.course = course
        self._lock = threading.Lock()
        self._db = real_ladybug.Database(str(path) if path is not None else ":memory:")
        self._conn = real_ladybug.Connection(self._db)
        self._ids = [c.concept_id for c in course.concepts]
        self._load(course)

    def _load(self, course: Course) -> None:
        run = self._conn.execute
        run("DROP TABLE IF EXISTS HAS_PREREQUISITE")
        run("DROP TABLE IF EXISTS CourseConcept")
        run(
            "CREATE NODE TABLE CourseConcept(concept_id STRING, concept STRING, "
            "common_misconceptions STRING, PRIMARY KEY(concept_id))"
        )
        run("CREATE REL TABLE HAS_PREREQUISITE(FROM CourseConcept TO CourseConcept)")
        for concept in course.concepts:
            run(
                "CREATE (:CourseConcept {concept_id: $concept_id, concept: $concept, "
                "common_misconceptions: $misconceptions})",
                {
                    "concept_id": concept.concept_id,
                    "concept": _encode(concept.model_dump(mode="json", exclude={"common_misconceptions"})),
                    "misconceptions": _encode(
                        [m.model_dump(mode="json") for m in concept.common_misconceptions]
                    ),
                },
            )
        for concept in course.concepts:
            for prereq in dict.fromkeys(concept.prerequisites):
                run(
                    "MATCH (c:CourseConcept {concept_id: $concept_id}), "
                    "(p:CourseConcept {concept_id: $prereq}) "
                    "CREATE (c)-[:HAS_PREREQUISITE]->(p)",
                    {"concept_id": concept.concept_id, "prereq": prereq},
                )

    def get(self, concept_id: str) -> ConceptContext | None:
        with self._lock:
            result = self._conn.execute(CONCEPT_QUERY, {"concept_id": concept_id})
            if isinstance(result, list):  # one result per statement; the query is one statement
                result = result[0]
            rows: list[Any] = []
            while result.has_next():
                rows.append(result.get_next())
        if not rows:
            return None
        node, misconceptions, prerequisites = rows[0]
        data = _decode(node["concept"] if isinstance(node, dict) else None)
        items = [Misconception.model_validate(m) for m in _decode(misconceptions)]
        concept = CourseConcept.model_validate(
            {**data, "common_misconceptions": [m.model_dump() for m in items]}
        )
        return ConceptContext(
            concept=concept,
            misconceptions=items,
            # The query's order is the database's; the course's order is the teacher's, so keep it.
            prerequisites=sorted(
                (p for p in prerequisites or [] if p is not None),
                key=lambda p: (concept.prerequisites.index(p) if p in concept.prerequisites else 1 << 30, p),
            ),
        )

    def concept_ids(self) -> list[str]:
        return list(self._ids)

    def __repr__(self) -> str:
        return f"LadybugConceptStore({self.course.course_id}, {len(self._ids)} concepts)"


class ConceptCache:
    """Concept contexts cached for ``ttl_s`` seconds; every caller gets its own deep copy.

    Args:
        store: where a miss or a stale entry is read from.
        ttl_s: how long an entry is served (3600 s by default).
        clock: a monotonic clock in seconds (injected by tests).
    """

    def __init__(
        self, store: ConceptStore, *, ttl_s: float = 3600.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.store = store
        self.ttl_s = ttl_s
        self._clock = clock
        self._entries: dict[str, tuple[float, ConceptContext]] = {}
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, concept_id: str) -> ConceptContext | None:
        """The concept's context (a copy the caller may change), or None when there is none."""
        now = self._clock()
        with self._lock:
            entry = self._entries.get(concept_id)
            if entry is not None and now - entry[0] < self.ttl_s:
                self.hits += 1
                return entry[1].model_copy(deep=True)
        context = self.store.get(concept_id)
        with self._lock:
            self.misses += 1
            if context is None:
                self._entries.pop(concept_id, None)
                return None
            self._entries[concept_id] = (now, context.model_copy(deep=True))
        return context.model_copy(deep=True)

    def clear(self) -> None:
        """Forget every entry (a course reload)."""
        with self._lock:
            self._entries.clear()
