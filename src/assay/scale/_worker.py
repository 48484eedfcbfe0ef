"""``assay worker``'s process: a Celery worker with grading threads, its sandbox pool, and a sweeper."""

from __future__ import annotations

import logging
import os
import threading
from typing import Any

from assay.grading import GradingService
from assay.scale._admission import Admission
from assay.scale._celery import make_celery
from assay.scale._jobs import JobRunner, is_published, mark_received, publish_job
from assay.scale._settings import ScaleSettings
from assay.storage import get_queue_repository
from assay.threadsafe import serialize_ast_parse

__all__ = ["build_worker", "run_worker"]

log = logging.getLogger("assay.scale")


def build_worker(settings: ScaleSettings) -> tuple[Any, JobRunner]:
    """The Celery app with its grading task bound to a runner (database migrated, sandbox warm).

    Raises:
        ConfigError: a bad setting; ExternalServiceError: the database is unreachable.
    """
    import redis

    client = redis.Redis.from_url(settings.queue_url or "", socket_timeout=3, socket_connect_timeout=3)
    serialize_ast_parse()  # several grading threads parse at once
    admission = Admission(settings, client)
    runner = JobRunner(settings, get_queue_repository(), GradingService(store=False), admission)
    return make_celery(settings, runner, received=lambda job_id: mark_received(client, job_id)), runner


def _sweep_forever(app: Any, runner: JobRunner, settings: ScaleSettings, stop: threading.Event) -> None:
    import redis

    client = redis.Redis.from_url(settings.queue_url or "", socket_timeout=3, socket_connect_timeout=3)

    def publish(job_id: str) -> None:
        publish_job(app, client, settings, job_id)

    def published(job_id: str) -> bool:
        return is_published(client, job_id)

    admission = Admission(settings, client)
    while not stop.wait(settings.worker_sweep_s):
        try:
            runner.sweep(publish, published)
            admission.reconcile(runner.repository, grace_s=max(60.0, settings.queue_visibility_timeout_s))
        except Exception as exc:  # the database or Redis is down for now: try again next round
            log.warning(
                "sweeper: %s: %s (next try in %.0f s)", type(exc).__name__, exc, settings.worker_sweep_s
            )


def _celery_worker(settings: ScaleSettings, concurrency: int | None, loglevel: str) -> None:
    """The Celery worker itself (runs in the supervised child process)."""
    app, runner = build_worker(settings)
    stop = threading.Event()
    sweeper = threading.Thread(
        target=_sweep_forever, args=(app, runner, settings, stop), name="assay-sweeper", daemon=True
    )
    sweeper.start()
    try:
        app.worker_main(
            [
                "worker",
                "--pool=threads",
                f"--concurrency={concurrency or settings.worker_concurrency}",
                f"--queues={settings.queue_name}",
                f"--loglevel={loglevel}",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
            ]
        )
    finally:
        stop.set()


def run_worker(
    settings: ScaleSettings,
    *,
    concurrency: int | None = None,
    loglevel: str = "INFO",
    restart_delays: tuple[float, ...] = (1.0, 2.0, 5.0, 10.0, 30.0),
) -> None:
    """Run a worker until it is stopped (SIGTERM: finishes running jobs; SIGKILL: they are redelivered).

    The Celery worker runs in a child process that this one starts again whenever it exits without
    being asked to (after ``restart_delays``, longer each time it fails soon after a start). Celery
    reconnects to a restarted Redis on its own (docs/deploy.md, "Faults"), but Celery 5.7 can still
    exit with ``Unrecoverable error`` when Redis goes away at an unlucky moment (while it restores
    unacknowledged messages); the jobs it held are safe (late acknowledgement, the sweeper), so the
    only cure needed is to carry on.
    """
    import multiprocessing
    import signal
    import time

    context = multiprocessing.get_context("spawn")  # a fresh interpreter: no threads or sockets inherited
    stopping = threading.Event()

    def stop(_signum: int, _frame: object) -> None:
        stopping.set()
        if child is not None and child.pid is not None and child.is_alive():
            # SIGTERM is Celery's warm shutdown: the child finishes its running jobs (a second
            # one, when the signal went to the whole process group, changes nothing).
            os.kill(child.pid, signal.SIGTERM)

    child: Any = None
    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT)}
    failures = 0
    try:
        while not stopping.is_set():
            child = context.Process(
                target=_celery_worker, args=(settings, concurrency, loglevel), name="assay-celery"
            )
            started = time.monotonic()
            child.start()
            log.info("celery worker started (pid %s)", child.pid)
            while child.is_alive():
                child.join(0.5)
            if stopping.is_set():
                break
            failures = 0 if time.monotonic() - started > 60 else failures + 1
            delay = restart_delays[min(failures, len(restart_delays) - 1)]
            log.error(
                "the celery worker exited by itself (code %s); starting it again in %.0f s "
                "(the jobs it held are redelivered)",
                child.exitcode,
                delay,
            )
            if stopping.wait(delay):
                break
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
