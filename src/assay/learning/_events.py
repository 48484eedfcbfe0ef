"""Learning events: a database outbox, relayed at least once to each consumer (docs/learning.md, "Events").

``publish(name, payload)`` writes the event to the ``learning_outbox`` table (a mastery update
writes its events in its own transaction instead, see :mod:`assay.learning._mastery`) and
returns its id, a UUID that every delivery carries so consumers can drop repeats. The relay then
offers each event to each consumer, and records per consumer when it was taken; an event is
offered again until it is, also after a crash or restart (at least once, per consumer id).

Consumers:

* in process: ``sink.subscribe("planner", handler, names=[...])``;
* ``redis-stream`` (with ``ASSAY_REDIS_URL``): XADD to the stream ``ASSAY_LEARN_EVENTS_STREAM``
  (fields ``id``, ``name``, ``payload`` as JSON, ``created_at``); the consumer group
  ``ASSAY_LEARN_EVENTS_GROUP`` is created on it; readers use :class:`StreamReader`;
* ``webhook`` (with ``ASSAY_LEARN_WEBHOOK_URL``): ``INSTRUCTOR_ALERT`` events POSTed, signed,
  retried with exponential backoff until the receiver takes them (:mod:`assay.learning._webhook`).
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from assay.errors import ConfigError, ExternalServiceError
from assay.learning._redis import redis_client
from assay.learning._settings_store import LearningStoreSettings, read_store_settings
from assay.learning._webhook import WebhookDeliveryError, WebhookSender, backoff_delay
from assay.storage import LearningRepository, OutboxEvent, open_learning_repository

if TYPE_CHECKING:
    import redis

__all__ = [
    "EVALUATION_COMPLETE",
    "INSTRUCTOR_ALERT",
    "TUTOR_ASSESSMENT_READY",
    "Consumer",
    "DeliveryReport",
    "EventSink",
    "StreamEntry",
    "StreamReader",
    "get_event_sink",
    "open_event_sink",
]

log = logging.getLogger(__name__)

EVALUATION_COMPLETE = "evaluation_complete"
INSTRUCTOR_ALERT = "INSTRUCTOR_ALERT"
TUTOR_ASSESSMENT_READY = "TUTOR_ASSESSMENT_READY"

# How often a sink prunes the outbox: the rows are small, so an hourly pass is plenty.
_PRUNE_EVERY_S = 3600.0


@dataclass(frozen=True)
class Consumer:
    """A consumer of events: its id (deliveries are recorded under it), what it takes, how it takes it.

    ``deliver`` raises to refuse an event (it is offered again after ``backoff(attempts)`` seconds).
    """

    id: str
    deliver: Callable[[OutboxEvent], None]
    names: frozenset[str] | None = None
    backoff: Callable[[int], float] = field(default=lambda attempts: backoff_delay(attempts, 1.0, 300.0))


@dataclass
class DeliveryReport:
    """What one relay pass did."""

    delivered: int = 0
    failed: int = 0
    errors: list[str] = field(default_factory=list)
    #: the outbox itself could not be read (the database is down): nothing was offered
    unreachable: bool = False


class EventSink:
    """Publishes events to the outbox and relays them to the consumers.

    Args:
        repository: the database holding the outbox.
        consumers: consumers besides those added later with :meth:`subscribe`.
        relay_interval_s: how often the background relay (:meth:`start`) looks for due events.
        retention_s: events older than this are pruned once every consumer took them (:meth:`prune`);
            ``None`` or 0: never.
    """

    def __init__(
        self,
        repository: LearningRepository,
        consumers: Iterable[Consumer] = (),
        *,
        relay_interval_s: float = 1.0,
        retention_s: float | None = None,
    ) -> None:
        self.repository = repository
        self._consumers: dict[str, Consumer] = {}
        for consumer in consumers:
            self.add_consumer(consumer)
        self._lock = threading.Lock()
        self._relay_interval_s = relay_interval_s
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._closers: list[Callable[[], None]] = []
        self._retention_s = retention_s
        self._pruned_at: float | None = None

    def __repr__(self) -> str:
        return f"EventSink({self.repository!r}, consumers={sorted(self._consumers)!r})"

    @property
    def consumers(self) -> list[str]:
        return sorted(self._consumers)

    def add_consumer(self, consumer: Consumer) -> None:
        """Relay events to ``consumer`` too (also those published before it was added).

        Raises:
            ValueError: an empty id or one longer than 64 characters (the deliveries table's key).
        """
        if not 0 < len(consumer.id) <= 64:
            raise ValueError(f"a consumer id has 1 to 64 characters, not {len(consumer.id)}")
        self._consumers[consumer.id] = consumer

    def subscribe(
        self, consumer_id: str, handler: Callable[[OutboxEvent], None], *, names: Sequence[str] | None = None
    ) -> None:
        """Deliver events (of ``names``, default all) to ``handler`` in this process, as ``consumer_id``.

        Events published before (also by an earlier process) that ``consumer_id`` has not taken are
        delivered too, on the next relay pass. ``handler`` raises to refuse an event (retried).
        """
        self.add_consumer(
            Consumer(
                consumer_id,
                handler,
                frozenset(names) if names else None,
                lambda attempts: backoff_delay(attempts, 0.5, 30.0),
            )
        )

    def publish(self, name: str, payload: dict[str, Any]) -> str:
        """Write one event to the outbox and relay it now (a failed delivery is retried later); its id."""
        (event,) = self.repository.add_events([OutboxEvent(name=name, payload=dict(payload))])
        self.wake()
        return event.id

    def wake(self) -> None:
        """New events are in the outbox: relay them now, in this thread (so a short-lived process, a
        CLI call, has delivered them before it exits); the background relay only retries."""
        self.deliver_pending()
        self._prune_when_due()

    def deliver_pending(self, *, now: datetime | None = None) -> DeliveryReport:
        """Offer every due event to every consumer once; never raises (failures are recorded, retried)."""
        report = DeliveryReport()
        with self._lock:
            for consumer in list(self._consumers.values()):
                try:
                    events = self.repository.pending(
                        consumer.id, names=sorted(consumer.names) if consumer.names else None, now=now
                    )
                except ExternalServiceError as exc:
                    report.errors.append(exc.message)
                    report.unreachable = True
                    return report
                for event in events:
                    self._deliver(consumer, event, report)
        return report

    def prune(self, *, now: datetime | None = None) -> int:
        """Delete from the outbox the events older than the retention that every consumer of this sink
        took and none waits to retry; never raises (a failure is logged, tried again later).

        Returns:
            How many events were deleted.
        """
        if not self._retention_s:
            return 0
        before = (now or datetime.now(UTC)) - timedelta(seconds=self._retention_s)
        with self._lock:
            takes = [(c.id, sorted(c.names) if c.names else None) for c in self._consumers.values()]
            try:
                deleted = self.repository.prune_events(before, consumers=takes)
            except ExternalServiceError as exc:
                log.warning("the event outbox was not pruned (tried again later): %s", exc.message)
                return 0
        if deleted:
            log.info("pruned %d delivered events older than %s from the outbox", deleted, before.isoformat())
        return deleted

    def _prune_when_due(self) -> None:
        """Prune on this sink's first write or relay pass, then at most once every ``_PRUNE_EVERY_S``."""
        now = time.monotonic()
        if self._pruned_at is None or now - self._pruned_at >= _PRUNE_EVERY_S:
            self._pruned_at = now
            self.prune()

    def _deliver(self, consumer: Consumer, event: OutboxEvent, report: DeliveryReport) -> None:
        try:
            consumer.deliver(event)
        except Exception as exc:
            # Only the type and our own message: a handler's text could quote a secret.
            error = str(exc) if isinstance(exc, WebhookDeliveryError) else type(exc).__name__
            report.failed += 1
            report.errors.append(f"{consumer.id}: {error}")
            try:
                attempts, retry_at = self.repository.mark_failed(
                    event.id, consumer.id, error=error, retry_in=consumer.backoff
                )
            except ExternalServiceError:
                return
            delay = (retry_at - datetime.now(UTC)).total_seconds()
            log.warning(
                "event %s (%s) not delivered to %s (attempt %d): %s; retrying in %.1f s",
                event.id,
                event.name,
                consumer.id,
                attempts,
                error,
                max(0.0, delay),
            )
            return
        try:
            self.repository.mark_delivered(event.id, consumer.id)
        except ExternalServiceError:
            return  # delivered but not recorded: offered again later (at least once)
        report.delivered += 1

    # -- background relay ----------------------------------------------------------------------

    def start(self) -> None:
        """Retry in a background thread: at once, then every ``relay_interval_s`` (daemon: it never
        keeps a process alive; what it has not delivered stays in the outbox)."""
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="assay-learn-relay", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        down = 0  # passes in a row that could not read the outbox: wait longer, log less
        while not self._stop.is_set():
            down = down + 1 if self.deliver_pending().unreachable else 0
            if not down:
                self._prune_when_due()
            self._wake.wait(
                backoff_delay(down, self._relay_interval_s, max(60.0, self._relay_interval_s))
                if down
                else self._relay_interval_s
            )
            self._wake.clear()

    def stop(self) -> None:
        """Stop the background relay (undelivered events stay in the outbox)."""
        thread, self._thread = self._thread, None
        if thread is not None:
            self._stop.set()
            self._wake.set()
            thread.join(timeout=30)

    def close(self) -> None:
        """Stop relaying and release the consumers' connections."""
        self.stop()
        for closer in self._closers:
            closer()
        self._closers.clear()

    def on_close(self, closer: Callable[[], None]) -> None:
        self._closers.append(closer)


# -- Redis Streams ---------------------------------------------------------------------------------


def stream_fields(event: OutboxEvent) -> dict[str, str]:
    """The fields of the stream entry of ``event``."""
    return {
        "id": event.id,
        "name": event.name,
        "payload": json.dumps(event.payload, sort_keys=True),
        "created_at": event.created_at.isoformat(),
    }


def ensure_group(client: redis.Redis, stream: str, group: str) -> None:
    """Create the consumer group (and the stream) unless it exists; it reads the stream from the start."""
    import redis as redis_lib

    try:
        client.xgroup_create(stream, group, id="0", mkstream=True)
    except redis_lib.ResponseError as exc:
        if "BUSYGROUP" not in str(exc):
            raise


def redis_stream_consumer(client: redis.Redis, stream: str, group: str) -> Consumer:
    """The consumer that appends every event to ``stream`` (creating ``group`` on it)."""
    import redis as redis_lib

    ensured: list[bool] = []

    def deliver(event: OutboxEvent) -> None:
        try:
            if not ensured:
                ensure_group(client, stream, group)
                ensured.append(True)
            client.xadd(stream, stream_fields(event))  # type: ignore[arg-type]
        except redis_lib.RedisError as exc:
            raise WebhookDeliveryError(f"redis stream {stream}: {type(exc).__name__}") from None

    return Consumer("redis-stream", deliver, None, lambda attempts: backoff_delay(attempts, 0.5, 30.0))


@dataclass(frozen=True)
class StreamEntry:
    """One entry read from the stream: its stream id (to acknowledge) and the event."""

    entry_id: str
    event: OutboxEvent


class StreamReader:
    """Reads the event stream as ``consumer`` of the consumer ``group`` (Redis Streams semantics).

    :meth:`read` first returns the entries this consumer read earlier but never acknowledged (a
    reader that crashed gets them again), then new ones; :meth:`ack` marks one handled. Delivery
    is at least once: de-duplicate by ``event.id``.
    """

    def __init__(self, client: redis.Redis, stream: str, group: str, consumer: str) -> None:
        self.client, self.stream, self.group, self.consumer = client, stream, group, consumer
        ensure_group(client, stream, group)
        self._backlog = True

    def read(self, *, count: int = 100, block_ms: int | None = None) -> list[StreamEntry]:
        if self._backlog:
            entries = self._read("0", count, None)
            if entries:
                return entries
            self._backlog = False
        return self._read(">", count, block_ms)

    def _read(self, start: str, count: int, block_ms: int | None) -> list[StreamEntry]:
        answer: Any = self.client.xreadgroup(
            self.group, self.consumer, {self.stream: start}, count=count, block=block_ms
        )
        found: list[StreamEntry] = []
        for _stream, entries in answer or []:
            for entry_id, fields in entries:
                if not fields:
                    continue  # trimmed away while pending
                decoded = {_text(k): _text(v) for k, v in fields.items()}
                found.append(
                    StreamEntry(
                        _text(entry_id),
                        OutboxEvent(
                            id=decoded["id"],
                            name=decoded["name"],
                            payload=json.loads(decoded["payload"]),
                            created_at=datetime.fromisoformat(decoded["created_at"]),
                        ),
                    )
                )
        return found

    def ack(self, entry_id: str) -> None:
        self.client.xack(self.stream, self.group, entry_id)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


# -- assembly --------------------------------------------------------------------------------------


def open_event_sink(
    settings: LearningStoreSettings | None = None,
    *,
    repository: LearningRepository | None = None,
    consumers: Iterable[Consumer] = (),
) -> EventSink:
    """The event sink the settings describe: the outbox in the project database, plus the Redis
    Stream when ``ASSAY_REDIS_URL`` is set and the webhook when ``ASSAY_LEARN_WEBHOOK_URL`` is.

    Raises:
        ConfigError: a webhook URL without a secret (alerts are always signed), or bad settings.
        ExternalServiceError: the database or Redis cannot be reached.
    """
    settings = settings or read_store_settings()
    repository = repository or open_learning_repository()
    sink = EventSink(
        repository,
        consumers,
        relay_interval_s=settings.learn_relay_interval_s,
        retention_s=settings.learn_outbox_retention_days * 86400,
    )
    url = settings.redis()
    if url:
        client = redis_client(url)
        consumer = redis_stream_consumer(client, settings.learn_events_stream, settings.learn_events_group)
        sink.add_consumer(consumer)
        sink.on_close(client.close)
    if settings.learn_webhook_url and settings.learn_webhook_url.get_secret_value():
        if settings.learn_webhook_secret is None or not settings.learn_webhook_secret.get_secret_value():
            raise ConfigError(
                "ASSAY_LEARN_WEBHOOK_URL is set without ASSAY_LEARN_WEBHOOK_SECRET",
                hint="set ASSAY_LEARN_WEBHOOK_SECRET: instructor alerts are always signed",
            )
        sender = WebhookSender(
            settings.learn_webhook_url,
            settings.learn_webhook_secret,
            timeout_s=settings.learn_webhook_timeout_s,
        )
        base, cap = settings.learn_webhook_backoff_s, settings.learn_webhook_backoff_max_s
        sink.add_consumer(
            Consumer(
                "webhook",
                sender.send,
                frozenset({INSTRUCTOR_ALERT}),
                lambda attempts: backoff_delay(attempts, base, cap),
            )
        )
        sink.on_close(sender.close)
    return sink


_SINKS: dict[int, EventSink] = {}
_SINKS_LOCK = threading.Lock()


def get_event_sink(repository: LearningRepository | None = None) -> EventSink:
    """The process-wide event sink of ``repository``'s outbox (default: the project database's).

    The mastery store wakes it after each update that wrote events; created on first use from
    the settings, with its background relay started when it has consumers.
    """
    with _SINKS_LOCK:
        key = id(repository) if repository is not None else 0
        sink = _SINKS.get(key)
        if sink is None:
            sink = open_event_sink(repository=repository)
            if sink.consumers:
                sink.start()  # retries (a webhook that was down) without waiting for the next event
            _SINKS[key] = sink
        return sink
