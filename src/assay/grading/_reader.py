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

from assay.errors import ExternalServiceError
from assay.grading._pseudocode import Normalised, SyntaxIssueCode, normalise, not_read
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
        """The running pool; a pool that broke (a worker killed while idle breaks pebble's whole pool)
        is stopped and replaced. Starting one blocks (the forkserver): never call it on the loop."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the pseudocode reader is closed")
            old = self._pool
            if old is not None and old.active:
                return old
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload([_PRELOAD])
            self._pool = pebble.ProcessPool(
                max_workers=self.workers, initializer=_start_worker, context=context
            )
            pool = self._pool
        if old is not None:
            log.warning(
                "the pseudocode reader's worker pool broke (a worker died while idle); a new one starts"
            )
            _retire(old)
        return pool

    def _submit(self, text: str, signature: Signature, timeout_s: float) -> tuple[pebble.ProcessPool, Any]:
        pool = self._ensure_pool()
        return pool, pool.submit(_read, timeout_s, text, signature)

    def warm(self) -> None:
        """Start the forkserver and the workers now; the first reading otherwise waits for them
        (one to two seconds: the normaliser's import)."""
        if self.workers == 0 or self._broken or self._closed:
            return
        pool = None
        try:
            pool = self._ensure_pool()
            pool.submit(_ready, None).result()
            self._worked = True
        except Exception as exc:
            self._pool_failed(exc, pool)

    async def normalise(self, text: str, signature: Signature, *, timeout_s: float) -> Normalised:
        """:func:`~assay.grading._pseudocode.normalise` ``text``, or, past ``timeout_s`` seconds of
        reading (a wait for a free worker not counted), every line listed as not read in time.

        Raises:
            ExternalServiceError: every worker stayed busy with other answers for longer than two
                deadlines (``SYSTEM_ERROR``, retryable): the service is overloaded, and the answer
                was not read at all.
        """
        if self.workers == 0 or self._broken or self._closed:
            return await asyncio.to_thread(normalise, text, signature)
        pool = None
        try:
            pool, future = await asyncio.to_thread(self._submit, text, signature, timeout_s)
            # pebble's own deadline counts from the moment a worker takes the answer; this one also
            # bounds the wait for a worker, and answers even if a pool stops under a reading
            result = await asyncio.wait_for(asyncio.wrap_future(future), _wait_s(timeout_s))
        except TimeoutError:  # before OSError, its base class
            if pool is None or (future.done() and not future.cancelled()):
                return self._too_slow(text, timeout_s)  # pebble's deadline: the reading took too long
            future.cancel()  # our wait: the answer never reached a worker in time
            return self._busy(text, timeout_s)
        except pebble.ProcessExpired as exc:  # killed by the kernel (memory) or a signal
            log.error(
                "the worker reading a submission of %d characters died (exit code %s); the answer is "
                "passed on as not read",
                len(text),
                exc.exitcode,
            )
            return not_read(text)
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            await asyncio.to_thread(self._pool_failed, exc, pool)
            return await asyncio.to_thread(normalise, text, signature)
        self._worked = True
        normalised, lines = result
        for name, level, message in lines:
            logging.getLogger(name).log(level, "%s (in a reader process)", message)
        return normalised  # type: ignore[no-any-return]

    def _too_slow(self, text: str, timeout_s: float) -> Normalised:
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
            code=SyntaxIssueCode.READ_TIMEOUT,
            hint=(
                f"our reader gave up on this answer after {timeout_s:g} s (it is long, or laid out in a "
                "way it reads slowly): shorten it or break up its longest lines, or answer in Python"
            ),
        )

    def _busy(self, text: str, timeout_s: float) -> Normalised:
        log.warning(
            "a submission of %d characters waited %.0f s for a free pseudocode reader and was not read; "
            "every worker was busy (raise ASSAY_READ_WORKERS, or look for answers that read slowly)",
            len(text),
            _wait_s(timeout_s),
        )
        raise ExternalServiceError(
            "every pseudocode reader was busy with other answers, so this one was not read",
            code="READER_BUSY",
            retryable=True,
            hint="resubmit in a moment; nothing was graded or stored",
            details={"retryAfterS": int(timeout_s)},
        )

    def _pool_failed(self, exc: BaseException, pool: pebble.ProcessPool | None) -> None:
        """``pool`` failed under a reading: a new one starts next time, unless no worker ever started;
        then this process reads from now on (slower to stop, but every answer is read) rather than
        refuse every pseudocode answer. An unguarded main module is the usual cause: each worker
        imports it again, and fails. Only the pool that failed is stopped, never a newer one."""
        with self._lock:
            if pool is not None and self._pool is pool:
                self._pool = None
            if not self._worked and not self._closed:
                self._broken = True
        if pool is not None:
            _retire(pool)
        if self._closed:
            return
        if self._broken:
            log.error(
                "pseudocode is read in the service's own threads from now on, with no deadline: the "
                "reader's worker processes could not start (%r). If the program was started as a "
                'script, guard its entry with `if __name__ == "__main__":`; or set ASSAY_READ_WORKERS=0',
                exc,
            )
        else:
            log.warning("the pseudocode reader's worker pool failed (%r); a new one starts", exc)

    def close(self) -> None:
        """Stop the workers (a reading in progress is killed; later answers are read in this process)."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            _stop(pool)


def _wait_s(timeout_s: float) -> float:
    """How long a reading may take from its submission: its deadline, as long again for a free worker,
    and a margin for the kill."""
    return 2 * timeout_s + 5


def _stop(pool: pebble.ProcessPool) -> None:
    try:
        pool.stop()  # type: ignore[no-untyped-call]
        pool.join(timeout=10)
    except Exception:  # a pool already broken may fail to stop; its workers die with their pipes
        log.debug("stopping a pseudocode reader pool failed", exc_info=True)


def _retire(pool: pebble.ProcessPool) -> None:
    """Stop ``pool`` off the caller's thread: joining waits for its workers to exit."""
    threading.Thread(target=_stop, args=(pool,), name="assay-reader-retire", daemon=True).start()


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
