"""Where pseudocode is read: worker processes with a hard deadline (docs/grading.md, "Reading pseudocode").

The normaliser is a few thousand rules over the learner's text (docs/pseudocode.md). An ordinary answer
reads in tens of milliseconds, but a shape no rule foresaw can take seconds ("Bounded reading" there
lists the known ones), and read in the serving process it would hold the event loop, so every other
request would wait, with no way to stop it. Here each reading runs in a worker process that the event
loop awaits; a reading past its deadline has its worker killed and replaced, and the answer is passed
on as not read in time. That failure is ours: the model translation takes over when one is configured,
else the learner gets ``PSEUDOCODE_NOT_UNDERSTOOD`` naming the lines, never a grade.

Workers fork from a ``forkserver`` that imported the normaliser once, so a replaced worker is warm at
once, and no worker is forked from the threaded service (a fork there can copy a lock another thread
holds). The pool is :mod:`pebble`'s, which kills a task's worker at its timeout.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import multiprocessing
import signal
import threading
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pebble

from assay.grading._pseudocode import Normalised, normalise, not_read
from assay.judge import Signature

__all__ = ["Reader", "get_reader"]

log = logging.getLogger(__name__)

# Imported by the forkserver before it forks any worker: the rules' regexes are compiled once.
_PRELOAD = "assay.grading._pseudocode"


class _Collect(logging.Handler):
    """Keeps a worker's log lines as (logger, level, text), to be logged again by the service."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[tuple[str, int, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info:
            text += "\n" + logging.Formatter().formatException(record.exc_info)
        self.lines.append((record.name, record.levelno, text))


def _read(text: str, signature: Signature) -> tuple[Normalised, list[tuple[str, int, str]]]:
    """Runs in a worker: the normaliser's result and what it logged (a worker has no log set-up)."""
    collect = _Collect()
    root = logging.getLogger()
    root.addHandler(collect)
    level = root.level
    root.setLevel(logging.INFO)
    try:
        return normalise(text, signature), collect.lines
    finally:
        root.removeHandler(collect)
        root.setLevel(level)


def _ready() -> bool:
    return True


def _start_worker() -> None:
    """Runs once in each worker: a SIGTERM stops it at once. pebble's own handler is Python code, which
    cannot run while a reading is inside C (tree-sitter), so a stopped reading took 3 s more, until
    pebble's SIGKILL."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


class Reader:
    """Reads pseudocode in ``workers`` processes, each reading stopped at its deadline.

    Args:
        workers: worker processes; ``0`` reads in a thread of this process instead (no extra
            processes, and no deadline: a slow reading runs to its end).

    Thread-safe; the pool starts on first use (or :meth:`warm`) and stops at :meth:`close`.
    """

    def __init__(self, workers: int = 2) -> None:
        self.workers = workers
        self._pool: pebble.ProcessPool | None = None
        self._lock = threading.Lock()
        self._closed = False
        self._broken = False  # no worker could ever start: read in this process
        self._worked = False  # a worker answered once

    def _ensure_pool(self) -> pebble.ProcessPool:
        with self._lock:
            if self._closed:
                raise RuntimeError("the pseudocode reader is closed")
            if self._pool is None or not self._pool.active:
                context = multiprocessing.get_context("forkserver")
                context.set_forkserver_preload([_PRELOAD])
                self._pool = pebble.ProcessPool(
                    max_workers=self.workers, initializer=_start_worker, context=context
                )
            return self._pool

    def warm(self) -> None:
        """Start the forkserver and the workers now; the first reading otherwise waits for them
        (one to two seconds: the normaliser's import)."""
        if self.workers == 0 or self._broken:
            return
        try:
            self._ensure_pool().submit(_ready, None).result()
            self._worked = True
        except Exception as exc:
            self._pool_failed(exc)

    async def normalise(self, text: str, signature: Signature, *, timeout_s: float) -> Normalised:
        """:func:`~assay.grading._pseudocode.normalise` ``text``, or, past ``timeout_s`` seconds of
        reading (a wait for a free worker not counted), every line listed as not read in time."""
        if self.workers == 0 or self._broken:
            return await asyncio.to_thread(normalise, text, signature)
        try:
            pool = await asyncio.to_thread(self._ensure_pool)  # the first call starts the forkserver
            future: Any = pool.submit(_read, timeout_s, text, signature)
            normalised, lines = await asyncio.wrap_future(future)  # cancelling this kills the worker
        except TimeoutError:  # before OSError, its base class
            log.warning(
                "a submission of %d characters in %d lines was not read within %.1f s; its worker was "
                "stopped and the answer passed on as not read (ASSAY_READ_TIMEOUT_S)",
                len(text),
                text.count("\n") + 1,
                timeout_s,
            )
            return not_read(
                text,
                message=f"the normaliser did not finish reading this submission within {timeout_s:g} s",
                hint=(
                    f"our reader gave up on this answer after {timeout_s:g} s (it is long, or laid out in a "
                    "way it reads slowly): shorten it or break up its longest lines, or answer in Python"
                ),
            )
        except pebble.ProcessExpired as exc:  # killed by the kernel (memory) or a signal
            log.error(
                "the worker reading a submission of %d characters died (exit code %s); the answer is "
                "passed on as not read",
                len(text),
                exc.exitcode,
            )
            return not_read(text)
        except (BrokenProcessPool, OSError) as exc:
            self._pool_failed(exc)
            return await asyncio.to_thread(normalise, text, signature)
        self._worked = True
        for name, level, message in lines:
            logging.getLogger(name).log(level, "%s (in a reader process)", message)
        return normalised  # type: ignore[no-any-return]

    def _pool_failed(self, exc: BaseException) -> None:
        """The pool broke: start a new one next time, unless no worker ever started; then read in this
        process from now on (slower to stop, but every answer is read) rather than refuse every
        pseudocode answer. An unguarded main module is the usual cause: each worker imports it
        again, and fails."""
        with self._lock:
            pool, self._pool = self._pool, None
            if not self._worked:
                self._broken = True
        if pool is not None:
            pool.stop()  # type: ignore[no-untyped-call]
        if self._broken:
            log.error(
                "pseudocode is read in the service's own threads from now on, with no deadline: the "
                "reader's worker processes could not start (%r). If the program was started as a "
                'script, guard its entry with `if __name__ == "__main__":`; or set ASSAY_READ_WORKERS=0',
                exc,
            )
        else:
            log.warning("the pseudocode reader's worker pool broke (%r); a new one starts", exc)

    def close(self) -> None:
        """Stop the workers (a reading in progress is killed)."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.stop()  # type: ignore[no-untyped-call]
            pool.join()


_default: dict[int, Reader] = {}
_default_lock = threading.Lock()


def get_reader(workers: int) -> Reader:
    """The process-wide reader with ``workers`` processes, created on first use and closed at exit."""
    with _default_lock:
        reader = _default.get(workers)
        if reader is None or reader._closed:
            reader = _default[workers] = Reader(workers)
            atexit.register(reader.close)
        return reader
