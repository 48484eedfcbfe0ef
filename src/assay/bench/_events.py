"""What a benchmark run reports while it runs: one event per step, in this order.

``BenchStarting`` → ``ModelChecked`` (per model) → ``RunResumed`` (only when resuming) →
``RunStarted`` → ``TrialStarted``/``TrialFinished`` (per trial, interleaved when several run at
once) → ``ReportsStarted`` → ``RunFinished``; or ``RunStopped`` when the run is interrupted or a model
becomes unreachable. The job never prints: a front door renders these (``assay bench`` draws the
terminal output described in docs/bench.md from them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from assay.bench._analysis import Analysis
from assay.bench._models import Trial, TrialKey

__all__ = [
    "BenchEvent",
    "BenchStarting",
    "EventSink",
    "ModelChecked",
    "ReportsStarted",
    "RunFinished",
    "RunResumed",
    "RunStarted",
    "RunStopped",
    "TrialFinished",
    "TrialStarted",
]


@dataclass(frozen=True)
class BenchStarting:
    """The config is loaded; nothing has been asked yet."""

    prompts: int
    questions: int
    ignored_keys: tuple[str, ...] = ()


@dataclass(frozen=True)
class ModelChecked:
    """A model answered the start-up check (``note`` says how, e.g. the replayed cassette)."""

    model: str
    note: str


@dataclass(frozen=True)
class RunResumed:
    """An unfinished run with the same fingerprint goes on; its ``api_error`` trials are asked again."""

    test_id: str
    kept: int
    retrying: int


@dataclass(frozen=True)
class RunStarted:
    """The result folder is ready and the trials begin."""

    folder: Path
    prompts: tuple[str, ...]
    models: tuple[str, ...]
    rounds: int
    questions: int
    total: int
    done: tuple[Trial, ...] = ()
    """Trials kept from the run being resumed (its ``api_error`` trials run again)."""


@dataclass(frozen=True)
class TrialStarted:
    """A trial's model call is about to be made."""

    key: TrialKey


@dataclass(frozen=True)
class TrialFinished:
    """A trial ended and is saved."""

    trial: Trial


@dataclass(frozen=True)
class RunStopped:
    """The run stopped before its end (``interrupted``: by the user); what is saved resumes it."""

    folder: Path
    kept: int
    total: int
    interrupted: bool


@dataclass(frozen=True)
class ReportsStarted:
    """Every trial is in; the analysis and the reports are being written."""


@dataclass(frozen=True)
class RunFinished:
    """The reports are written. ``nothing_scored``: every model call failed (the job then raises)."""

    folder: Path
    trials: tuple[Trial, ...]
    analysis: Analysis
    elapsed_s: float
    live: bool
    nothing_scored: bool


BenchEvent = (
    BenchStarting
    | ModelChecked
    | RunResumed
    | RunStarted
    | TrialStarted
    | TrialFinished
    | RunStopped
    | ReportsStarted
    | RunFinished
)

EventSink = Callable[[BenchEvent], None]
"""Where a run sends its events (called on the event loop's thread, one event at a time)."""
