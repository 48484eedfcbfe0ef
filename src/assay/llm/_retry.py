"""The pieces of the one retry policy: the per-call clock, backoff with jitter, and ``Retry-After``.

The gateway's loop in :mod:`assay.llm._gateway` puts them together. They live here, apart from it,
so that each rule can be tested on its own.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

__all__ = ["CallClock", "backoff_delay", "min_useful_attempt_s", "parse_retry_after"]


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds to wait from ``retry-after-ms`` (OpenAI, Azure) or ``Retry-After`` (seconds or an HTTP date).

    ``headers`` must look names up case-insensitively (``httpx.Headers`` does). Unparseable values
    count as absent; a date in the past means "now" (0).
    """
    if headers is None:
        return None
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000.0)
        except ValueError:
            pass  # fall back to Retry-After
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass  # not seconds: an HTTP date
    try:
        when = parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:  # RFC 9110 dates are GMT; a naive parse means the zone was missing
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def backoff_delay(attempt: int, *, base_s: float, max_s: float, rng: random.Random | None = None) -> float:
    """Exponential backoff with jitter: ``base·2^(attempt-1)``, capped at ``max_s``, times U(0.5, 1).

    The jitter keeps parallel callers that failed together from retrying in lockstep; the lower
    bound of one half keeps the backoff meaningful.
    """
    ceiling = min(max_s, base_s * (2 ** (attempt - 1)))
    return float(ceiling * (rng or random).uniform(0.5, 1.0))


def min_useful_attempt_s(per_attempt_s: float, deadline_s: float) -> float:
    """The least time worth starting an attempt with: a tenth of its possible length, at least 50 ms.

    An attempt started with less would most likely only time out, so a retry (or its backoff) that
    would leave less than this before the call's deadline is not started. The possible length is the
    per-attempt timeout or the whole deadline, whichever is shorter.
    """
    longest = min(per_attempt_s, deadline_s)
    return min(longest, max(0.05, 0.1 * longest))


class CallClock:
    """The wall-clock budget of one logical call (slot wait, attempts, backoff, repair round)."""

    def __init__(self, budget_s: float) -> None:
        self.budget_s = budget_s
        self.started = time.monotonic()
        self.deadline = self.started + budget_s

    def remaining(self) -> float:
        """Seconds left before the call's deadline (never negative)."""
        return max(0.0, self.deadline - time.monotonic())

    def elapsed(self) -> float:
        """Seconds since the call started."""
        return time.monotonic() - self.started
