"""Mastery stores: atomic read-modify-write of a learner's mastery on a concept (docs/learning.md, "Mastery").

Two stores keep the same protocol:

* :class:`SqlMasteryStore` (default): the project database (``assay.storage``). An update is a
  compare-and-set on the row's update counter, retried on conflict; the history row, the
  evaluation record and the update's outbox events are written in the same transaction.
* :class:`RedisMasteryStore` (``ASSAY_REDIS_URL``): the mastery under the key
  ``learner_mastery:{learner_id}:{concept_id}`` (a plain number, as other services read it), the
  model's state beside it, updated with WATCH/MULTI/EXEC and retried when another writer got in
  first. The evaluation record and events ride in the same transaction (an entry of the stream
  ``learner_mastery_outbox``), are written to the database outbox right after, and the entry is
  then deleted; :meth:`RedisMasteryStore.recover` moves entries a dead process left behind.

Either way 200 concurrent updates of one learner and concept end exactly where applying them
one by one ends (tests/learning/test_mastery_concurrency.py).
"""

from __future__ import annotations

import json
import logging
import random
import re
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from assay.errors import ConfigError, ExternalServiceError
from assay.learning._errors import LearnInputError
from assay.learning._events import get_event_sink
from assay.learning._mastery_models import MasteryModel, make_mastery_model
from assay.learning._models import Course
from assay.learning._redis import redis_client, redis_error
from assay.learning._settings_store import LearningStoreSettings, read_store_settings
from assay.storage import (
    LearningEvaluationRecord,
    LearningRepository,
    MasteryChange,
    OutboxEvent,
    open_learning_repository,
)

if TYPE_CHECKING:
    import redis

__all__ = [
    "ConceptMastery",
    "EventFactory",
    "LearnerMastery",
    "MasteryStore",
    "MasteryUpdate",
    "RedisMasteryStore",
    "SqlMasteryStore",
    "learner_mastery",
    "mastery_key",
    "next_step",
    "open_mastery_store",
    "trend",
]

log = logging.getLogger(__name__)

#: How many recent values of a concept's mastery are kept for its trend (Redis) and shown.
HISTORY = 10

#: Redis stream holding each update's evaluation record and events until they are in the database.
PENDING_STREAM = "learner_mastery_outbox"

Trend = Literal["new", "rising", "falling", "steady"]


class MasteryUpdate(BaseModel):
    """One applied update.

    Attributes:
        previous: the mastery before this answer (the model's prior for a first answer).
        new: the mastery after it.
        sequence: 1 for the learner's first answer on the concept, then 2, 3, ... with no gaps:
            concurrent updates are applied one after another, never lost.
        mastered: whether the model's own gate says MASTERED after this answer.
        event_ids: the ids of the events written with the update (stable; consumers de-duplicate).
    """

    model_config = ConfigDict(frozen=True)

    learner_id: str
    concept_id: str
    score: float
    previous: float
    new: float
    sequence: int
    model: str
    first: bool
    mastered: bool
    at: datetime
    event_ids: list[str] = Field(default_factory=list)


class ConceptMastery(BaseModel):
    """A learner's mastery of one concept as a person reads it."""

    model_config = ConfigDict(frozen=True)

    concept_id: str
    mastery: float
    mastered: bool
    updates: int
    updated_at: datetime
    model: str
    history: list[float]
    trend: Trend
    next_step: str
    name: str | None = None
    next_concepts: list[str] = Field(default_factory=list)


class LearnerMastery(BaseModel):
    """Everything a learner has mastered or is working on (``GET /api/learners/{id}/mastery``)."""

    model_config = ConfigDict(frozen=True)

    learner_id: str
    model: str
    store: str
    concepts: list[ConceptMastery]


#: Builds the events of an update once its new mastery is known: ``[(name, payload), ...]``.
EventFactory = Callable[[MasteryUpdate], Sequence[tuple[str, dict[str, Any]]]]


class MasteryStore(Protocol):
    """Where mastery lives. Implementations are safe to share between threads."""

    model: MasteryModel
    kind: str

    def get(self, learner_id: str, concept_id: str) -> float | None:
        """The current mastery, or ``None`` before the learner's first answer on the concept."""
        ...

    def apply(
        self,
        learner_id: str,
        concept_id: str,
        score: float,
        *,
        evaluation: LearningEvaluationRecord | None = None,
        events: EventFactory | None = None,
    ) -> MasteryUpdate:
        """Update the mastery with an answer scored ``score``, atomically; store ``evaluation`` and
        the ``events`` it builds with it. Raises ExternalServiceError when the store fails."""
        ...

    def all_for(self, learner_id: str) -> list[ConceptMastery]:
        """Every concept the learner has answered, by concept id, with history, trend and next step."""
        ...

    def close(self) -> None: ...


_ID = re.compile(r"^[a-zA-Z0-9_-]+$")
#: Longest learner or concept id (the evaluator's input rule; the tables' columns hold as much).
MAX_ID_CHARS = 200


def learner_mastery(store: MasteryStore, learner_id: str, course: Course | None = None) -> LearnerMastery:
    """The learner's mastery of every concept answered (none yet: an empty list, not an error).

    With the ``course``, each concept gets its name, and the next step names concepts: those that
    build on it once it is mastered (``next_concepts``: the ones not mastered yet), its
    prerequisites when it is weak.

    Raises:
        LearnInputError: ``INVALID_LEARNER_ID`` when the id is empty or not ``[a-zA-Z0-9_-]+``.
    """
    learner_id = learner_id.strip()
    if len(learner_id) > MAX_ID_CHARS or not _ID.fullmatch(learner_id):
        raise LearnInputError(
            "learner_id",
            f"learner_id {learner_id[:40]!r} is not valid: use letters, digits, '_' and '-' only "
            f"(at most {MAX_ID_CHARS})",
            code="INVALID_LEARNER_ID",
            hint="give the learner id used when their answers were evaluated",
        )
    concepts = store.all_for(learner_id)
    if course is not None:
        concepts = _with_course(concepts, course)
    return LearnerMastery(learner_id=learner_id, model=store.model.name, store=store.kind, concepts=concepts)


def _with_course(concepts: list[ConceptMastery], course: Course) -> list[ConceptMastery]:
    by_id = {c.concept_id: c for c in course.concepts}
    mastered = {c.concept_id for c in concepts if c.mastered}
    dependents: dict[str, list[str]] = {}
    for concept in course.concepts:
        for prerequisite in concept.prerequisites:
            dependents.setdefault(prerequisite, []).append(concept.concept_id)

    def names(ids: list[str]) -> str:
        return ", ".join(by_id[i].name for i in ids[:3]) + (" …" if len(ids) > 3 else "")

    enriched = []
    for view in concepts:
        known = by_id.get(view.concept_id)
        if known is None:  # answered under another course: shown as it is
            enriched.append(view)
            continue
        step, following = view.next_step, []
        if view.mastered or view.mastery >= 0.8:
            following = sorted(d for d in dependents.get(view.concept_id, []) if d not in mastered)
            if following and view.mastered:
                step = f"mastered: move on to {names(following)}"
            elif following:
                step = f"move on to {names(following)}, with a light review of this one"
        elif view.mastery < 0.6 and known.prerequisites:
            step = f"practise it again; if a misconception shows, revisit {names(list(known.prerequisites))}"
        enriched.append(
            view.model_copy(update={"name": known.name, "next_step": step, "next_concepts": following})
        )
    return enriched


def mastery_key(learner_id: str, concept_id: str) -> str:
    """The Redis key of a learner's mastery on a concept (the project contract)."""
    return f"learner_mastery:{learner_id}:{concept_id}"


def trend(history: Sequence[float]) -> Trend:
    """Rising, falling or steady over the last four values (a move under 0.05 is steady)."""
    if len(history) < 2:
        return "new"
    window = list(history)[-4:]
    delta = window[-1] - window[0]
    if delta > 0.05:
        return "rising"
    if delta < -0.05:
        return "falling"
    return "steady"


def next_step(mastery: float, mastered: bool) -> str:
    """What the learner should do next, by the decision table's thresholds applied to mastery."""
    if mastered or mastery >= 0.9:
        return "mastered: move on to the next concept"
    if mastery >= 0.8:
        return "move on, with a light review"
    if mastery >= 0.6:
        return "try a different example or explanation"
    return "practise it again; revisit its prerequisites if a misconception shows"


def _view(
    model: MasteryModel,
    concept_id: str,
    mastery: float,
    state: dict[str, Any],
    updates: int,
    updated_at: datetime,
    model_name: str,
    history: list[float],
) -> ConceptMastery:
    mastered = model.mastered(state) if model_name == model.name else mastery >= 0.9
    return ConceptMastery(
        concept_id=concept_id,
        mastery=mastery,
        mastered=mastered,
        updates=updates,
        updated_at=updated_at,
        model=model_name,
        history=history,
        trend=trend(history),
        next_step=next_step(mastery, mastered),
    )


def _outbox_events(update: MasteryUpdate, events: EventFactory | None) -> list[OutboxEvent]:
    if events is None:
        return []
    return [OutboxEvent(name=name, payload=dict(payload)) for name, payload in events(update)]


def _pending_document(record: LearningEvaluationRecord | None, events: list[OutboxEvent]) -> str:
    return json.dumps(
        {
            "evaluation": record.model_dump(mode="json") if record is not None else None,
            "events": [event.model_dump(mode="json") for event in events],
        }
    )


def _update_of(change: MasteryChange, model: MasteryModel) -> MasteryUpdate:
    return MasteryUpdate(
        learner_id=change.learner_id,
        concept_id=change.concept_id,
        score=change.score,
        previous=change.previous,
        new=change.new,
        sequence=change.sequence,
        model=change.model,
        first=change.first,
        mastered=model.mastered(change.state),
        at=change.at,
    )


class SqlMasteryStore:
    """Mastery in the project database (see the module docstring)."""

    kind = "sql"

    def __init__(
        self,
        repository: LearningRepository,
        model: MasteryModel,
        *,
        on_events: Callable[[], None] | None = None,
    ) -> None:
        self.repository = repository
        self.model = model
        self.on_events = on_events

    def __repr__(self) -> str:
        return f"SqlMasteryStore({self.repository!r}, model={self.model.name!r})"

    def get(self, learner_id: str, concept_id: str) -> float | None:
        stored = self.repository.mastery(learner_id, concept_id)
        return stored.mastery if stored is not None else None

    def apply(
        self,
        learner_id: str,
        concept_id: str,
        score: float,
        *,
        evaluation: LearningEvaluationRecord | None = None,
        events: EventFactory | None = None,
    ) -> MasteryUpdate:
        written: list[str] = []

        def build(change: MasteryChange) -> list[OutboxEvent]:
            built = _outbox_events(_update_of(change, self.model), events)
            written[:] = [event.id for event in built]  # the last attempt's, the one committed
            return built

        change = self.repository.apply_mastery(
            learner_id,
            concept_id,
            score,
            model=self.model.name,
            step=lambda state: self.model.update(state, score),
            initial=self.model.initial,
            evaluation=evaluation,
            events=build,
        )
        update = _update_of(change, self.model).model_copy(update={"event_ids": list(written)})
        if written and self.on_events is not None:
            self.on_events()
        return update

    def all_for(self, learner_id: str) -> list[ConceptMastery]:
        return [
            _view(
                self.model,
                stored.concept_id,
                stored.mastery,
                stored.state,
                stored.updates,
                stored.updated_at,
                stored.model,
                stored.history,
            )
            for stored in self.repository.masteries(learner_id, history=HISTORY)
        ]

    def close(self) -> None:
        self.repository.engine.dispose()


class RedisMasteryStore:
    """Mastery in Redis under ``learner_mastery:{learner_id}:{concept_id}`` (see the module docstring).

    Beside the contract's key (the mastery as a decimal string): ``…:state`` (JSON: model, state,
    update counter, time), ``learner_mastery_history:{learner}:{concept}`` (the last updates) and
    ``learner_mastery_concepts:{learner}`` (the set of concepts answered). IDs cannot hold ``:``,
    so no key of one learner or concept can collide with another's.
    """

    kind = "redis"

    def __init__(
        self,
        client: redis.Redis,
        model: MasteryModel,
        *,
        repository: LearningRepository | None = None,
        on_events: Callable[[], None] | None = None,
    ) -> None:
        self.client = client
        self.model = model
        self.repository = repository
        self.on_events = on_events

    def __repr__(self) -> str:
        kwargs = self.client.connection_pool.connection_kwargs
        return (
            f"RedisMasteryStore(redis://{kwargs.get('host')}:{kwargs.get('port')}, model={self.model.name!r})"
        )

    def get(self, learner_id: str, concept_id: str) -> float | None:
        value = self._call("read the mastery", lambda: self.client.get(mastery_key(learner_id, concept_id)))
        return float(value) if value is not None else None

    def apply(
        self,
        learner_id: str,
        concept_id: str,
        score: float,
        *,
        evaluation: LearningEvaluationRecord | None = None,
        events: EventFactory | None = None,
    ) -> MasteryUpdate:
        import redis

        key = mastery_key(learner_id, concept_id)
        state_key = f"{key}:state"
        history_key = f"learner_mastery_history:{learner_id}:{concept_id}"
        index_key = f"learner_mastery_concepts:{learner_id}"
        attempt = 0
        while True:
            try:
                with self.client.pipeline(transaction=True) as pipe:
                    pipe.watch(key, state_key)  # type: ignore[no-untyped-call]
                    raw = pipe.get(state_key)
                    stored = json.loads(raw) if raw is not None else None
                    if stored is None:
                        previous, state_in, sequence = self.model.initial, None, 1
                    else:
                        previous = float(stored["mastery"])
                        state_in = (
                            stored["state"]
                            if stored["model"] == self.model.name
                            else {"carried_mastery": previous, "carried_from": stored["model"]}
                        )
                        sequence = int(stored["updates"]) + 1
                    new, state = self.model.update(state_in, score)
                    now = datetime.now(UTC)
                    update = MasteryUpdate(
                        learner_id=learner_id,
                        concept_id=concept_id,
                        score=score,
                        previous=previous,
                        new=new,
                        sequence=sequence,
                        model=self.model.name,
                        first=sequence == 1,
                        mastered=self.model.mastered(state),
                        at=now,
                    )
                    built = _outbox_events(update, events)
                    record = (
                        evaluation.model_copy(update={"new_mastery": new}) if evaluation is not None else None
                    )
                    pipe.multi()
                    pipe.set(key, repr(new))
                    pipe.set(
                        state_key,
                        json.dumps(
                            {
                                "mastery": new,
                                "model": self.model.name,
                                "state": state,
                                "updates": sequence,
                                "updated_at": now.isoformat(),
                            }
                        ),
                    )
                    pipe.sadd(index_key, concept_id)
                    pipe.rpush(
                        history_key,
                        json.dumps(
                            {"sequence": sequence, "score": score, "previous": previous, "mastery": new}
                        ),
                    )
                    pipe.ltrim(history_key, -HISTORY, -1)
                    keep = self.repository is not None and (record is not None or built)
                    if keep:
                        # The record and events ride in the same transaction as the update, so a crash
                        # before they reach the database outbox cannot lose them (see recover()).
                        pipe.xadd(PENDING_STREAM, {"data": _pending_document(record, built)})
                    results = pipe.execute()
                break
            except redis.WatchError:
                attempt += 1
                time.sleep(random.uniform(0, min(0.05, 0.0005 * attempt)))
            except redis.RedisError as exc:
                raise redis_error("update the mastery", exc) from exc
        if keep and self.repository is not None:
            self._to_outbox(self.repository, record, built, results[-1])
            if built and self.on_events is not None:
                self.on_events()
        return update.model_copy(update={"event_ids": [event.id for event in built]})

    def _to_outbox(
        self,
        repository: LearningRepository,
        record: LearningEvaluationRecord | None,
        built: list[OutboxEvent],
        entry_id: Any,
    ) -> None:
        """Write the record and events to the database outbox, then drop their pending Redis entry."""
        repository.add_evaluation_once(record, built)
        self._call("clear a pending outbox entry", lambda: self.client.xdel(PENDING_STREAM, entry_id))

    def recover(self, *, older_than_s: float = 30.0) -> int:
        """Move pending entries left by a process that died between its Redis update and its database
        write into the outbox (each record and event once, by id); how many were moved.

        Only entries older than ``older_than_s`` are taken: a younger one may belong to a process
        that is still writing it.
        """
        if self.repository is None:
            return 0
        repository = self.repository
        cutoff_ms = int((time.time() - older_than_s) * 1000)
        entries: Any = self._call(
            "read pending outbox entries", lambda: self.client.xrange(PENDING_STREAM, "-", cutoff_ms)
        )
        moved = 0
        for entry_id, fields in entries or []:
            raw = fields.get(b"data", fields.get("data"))
            document = json.loads(raw)
            record = (
                LearningEvaluationRecord.model_validate(document["evaluation"])
                if document.get("evaluation")
                else None
            )
            built = [OutboxEvent.model_validate(event) for event in document.get("events", [])]
            self._to_outbox(repository, record, built, entry_id)
            moved += 1
        if moved:
            log.warning(
                "moved %d evaluation(s) left pending in Redis by a stopped process to the outbox", moved
            )
            if self.on_events is not None:
                self.on_events()
        return moved

    def all_for(self, learner_id: str) -> list[ConceptMastery]:
        def read() -> list[ConceptMastery]:
            concepts = sorted(
                c.decode() if isinstance(c, bytes) else str(c)
                for c in self.client.smembers(f"learner_mastery_concepts:{learner_id}")
            )
            found: list[ConceptMastery] = []
            for concept_id in concepts:
                key = mastery_key(learner_id, concept_id)
                raw = self.client.get(f"{key}:state")
                if raw is None:
                    continue
                stored = json.loads(raw)
                history_raw = self.client.lrange(f"learner_mastery_history:{learner_id}:{concept_id}", 0, -1)
                history = [float(json.loads(item)["mastery"]) for item in history_raw]
                found.append(
                    _view(
                        self.model,
                        concept_id,
                        float(stored["mastery"]),
                        stored["state"],
                        int(stored["updates"]),
                        datetime.fromisoformat(stored["updated_at"]),
                        stored["model"],
                        history,
                    )
                )
            return found

        found: list[ConceptMastery] = self._call("read the masteries", read)
        return found

    def history(self, learner_id: str, concept_id: str) -> list[dict[str, Any]]:
        """The last updates kept for a concept (sequence, score, previous, mastery), oldest first."""
        raw = self._call(
            "read the mastery history",
            lambda: self.client.lrange(f"learner_mastery_history:{learner_id}:{concept_id}", 0, -1),
        )
        return [json.loads(item) for item in raw]

    def close(self) -> None:
        self.client.close()
        if self.repository is not None:
            self.repository.engine.dispose()

    def _call(self, what: str, work: Callable[[], Any]) -> Any:
        import redis

        try:
            return work()
        except redis.RedisError as exc:
            raise redis_error(what, exc) from exc


def _wake_process_sink(repository: LearningRepository) -> None:
    """Relay new events through the process-wide sink; a sink that cannot open leaves them in the outbox."""
    try:
        get_event_sink(repository).wake()
    except (ConfigError, ExternalServiceError) as exc:
        log.warning("events stay in the outbox until a relay runs: %s", exc)


def open_mastery_store(
    settings: LearningStoreSettings | None = None,
    *,
    repository: LearningRepository | None = None,
    on_events: Callable[[], None] | None = None,
) -> MasteryStore:
    """The mastery store the settings choose: Redis when ``ASSAY_REDIS_URL`` is set, else SQL.

    Args:
        repository: the project database's learning repository (default: opened from the storage
            settings); the SQL store keeps mastery in it, both stores the evaluation log and outbox.
        on_events: called after an update wrote events; default: wake the process-wide event sink
            (``assay.learning._events.get_event_sink``), which relays them to its consumers.

    Raises:
        ConfigError: a setting is invalid or Redis is configured without its package.
        ExternalServiceError: the database or Redis cannot be reached.
    """
    settings = settings or read_store_settings()
    model = make_mastery_model(settings.learn_mastery_model, prior=settings.learn_mastery_prior)
    repository = repository or open_learning_repository()
    if on_events is None:
        on_events = partial(_wake_process_sink, repository)
    url = settings.redis()
    if url:
        store = RedisMasteryStore(redis_client(url), model, repository=repository, on_events=on_events)
        store.recover()
        return store
    return SqlMasteryStore(repository, model, on_events=on_events)
