"""Errors of the sandbox itself (a job that crashes is a result, not an error)."""

from __future__ import annotations

from assay.errors import InternalError


class SandboxError(InternalError):
    """The sandbox could not run a job at all (not a verdict on the job's code)."""

    default_code = "SANDBOX_ERROR"


class SandboxBusy(SandboxError):  # noqa: N818 - the name callers already catch
    """Every worker stayed busy for the whole queue timeout, or the wait queue is full.

    Retrying later may succeed (``retryable`` is True); front doors map it to HTTP 503.
    """

    default_code = "SANDBOX_BUSY"
    retryable = True
