"""The queue's bound, kept atomically in Redis: a sorted set of the outstanding submissions.

``POST /api/submissions`` may accept a submission only while fewer than ``queue_max_depth`` are
outstanding (queued or being worked on). Reading a length and then writing is two steps, and
concurrent requests all pass the check before any writes (23 accepted for a bound of 20 under 40
requests at once). Here the check and the reservation are one Lua script, which Redis runs alone:

- :meth:`Admission.admit` adds the submission id to ``assay:outstanding:<queue>`` (score: when)
  only if the set holds fewer than the bound; a submission id already in it (a retried POST) is
  admitted again without counting twice.
- :meth:`Admission.release` removes it when its job reaches a final state (done, failed, dead), or
  when the request that reserved it wrote no job. Removing a member is idempotent, so a message
  delivered twice, or two workers finishing the same job, cannot release a second slot.
- :meth:`Admission.reconcile` (each worker's sweeper) makes the set agree with the jobs table,
  the truth: members whose job is final, or who have no job long after they were admitted (the
  server died between reserving and writing), are removed; unfinished jobs missing from the set
  (Redis restarted empty, a worker died before releasing) are added back. It only ever moves the
  set toward the table, so the count cannot drift.
"""

from __future__ import annotations

import logging
import time
from enum import IntEnum
from typing import Any

from assay.scale._settings import ScaleSettings
from assay.storage import QueueRepository

__all__ = ["Admission", "Admitted"]

log = logging.getLogger("assay.scale")

#: KEYS[1]: the set; ARGV: member, bound, now. 0: full; 1: added now; 2: already a member.
_ADMIT = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return 2
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
return 1
"""


class Admitted(IntEnum):
    """What :meth:`Admission.admit` decided."""

    FULL = 0
    ADDED = 1
    ALREADY = 2


class Admission:
    """The bound on outstanding submissions, shared by every API server and worker.

    Args:
        settings: ``queue_name`` and ``queue_max_depth``.
        client: a ``redis.Redis`` on the queue's Redis.
    """

    def __init__(self, settings: ScaleSettings, client: Any) -> None:
        self.settings = settings
        self.client = client
        self.key = f"assay:outstanding:{settings.queue_name}"
        self._admit = client.register_script(_ADMIT)

    def admit(self, submission_id: str) -> Admitted:
        """Reserve a place for ``submission_id`` unless the bound is reached (one atomic step).

        Raises:
            redis.RedisError: Redis is unreachable.
        """
        bound = self.settings.queue_max_depth
        answer = self._admit(keys=[self.key], args=[submission_id, bound, time.time()])
        return Admitted(int(answer))

    def release(self, submission_id: str) -> None:
        """Give the place back (its job is final, or no job was written); safe to repeat."""
        try:
            self.client.zrem(self.key, submission_id)
        except Exception as exc:  # Redis down: the reconciliation removes it later
            log.warning("could not release the queue place of %s (%s); reconciled later", submission_id, exc)

    def outstanding(self) -> int:
        """How many submissions hold a place now."""
        return int(self.client.zcard(self.key))

    def reconcile(self, repository: QueueRepository, grace_s: float) -> tuple[int, int]:
        """Make the set agree with the jobs table; (removed, added).

        Args:
            repository: the jobs' database.
            grace_s: a member with no job is removed only once it is this old (its request may
                still be writing the job).
        """
        members: list[tuple[bytes | str, float]] = self.client.zrange(self.key, 0, -1, withscores=True)
        names = [m.decode() if isinstance(m, bytes) else m for m, _ in members]
        states = repository.submission_states(names) if names else {}
        cutoff = time.time() - grace_s
        gone = [
            name
            for name, (_, when) in zip(names, members, strict=True)
            if (states.get(name) is None and when < cutoff) or states.get(name) in ("done", "failed", "dead")
        ]
        if gone:
            self.client.zrem(self.key, *gone)
        missing = {
            submission: created.timestamp()
            for submission, created in repository.unfinished_submissions()
            if submission not in states
        }
        added = int(self.client.zadd(self.key, missing, nx=True)) if missing else 0
        if gone or added:
            log.info(
                "queue bound reconciled: %d places released, %d unfinished jobs counted again",
                len(gone),
                added,
            )
        return len(gone), added
