"""Data shapes of the complexity measurement: measured points, a fitted class, the report.

Host side only: the sandboxed child (``_complexity.measure``) emits plain JSON and never imports
pydantic; these models are built from its messages outside the sandbox.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["ComplexityFit", "ComplexityPoint", "ComplexityReport"]


class ComplexityPoint(BaseModel):
    """One input size the solution ran at.

    Attributes:
        n: the input size given to the generator.
        ops: counted operations (loop iterations, function calls, charged built-in work).
        peak_bytes: extra memory at the peak of the call, the returned value excluded (None when
            space was not measured).
        cpu_ms: CPU time of the call, instrumentation included (informative only: never fitted,
            never used to choose sizes).
        complete: False when the call stopped early (op budget reached, an exception).
    """

    model_config = ConfigDict(frozen=True)

    n: int
    ops: int
    peak_bytes: int | None = None
    cpu_ms: float = 0.0
    complete: bool = True


class ComplexityFit(BaseModel):
    """A fitted growth class.

    Attributes:
        cls: the class in canonical notation, e.g. ``"O(n log n)"``.
        confidence: 0 (a guess) to 1 (every other class fits far worse).
        errors: per-class fitting error (RMS of log(predicted/measured)); lower is better.
        points: the (n, value) pairs the fit used.
    """

    model_config = ConfigDict(frozen=True)

    cls: str
    confidence: float = Field(ge=0.0, le=1.0)
    errors: dict[str, float] = Field(default_factory=dict)
    points: list[tuple[int, float]] = Field(default_factory=list)


class ComplexityReport(BaseModel):
    """What :func:`measure_complexity` measured.

    Attributes:
        time: the fitted time class (from operation counts); None when too little was measured.
        space: the fitted extra-space class (from tracemalloc peaks); None when not measured.
        points: one entry per size run, in order.
        notes: what limited the measurement (op limit reached, an exception at some size, the CPU
            safety cap...).
        cpu_ms: CPU time of the sandboxed measurement.
        wall_ms: wall-clock time of the whole measurement, sandbox included.
    """

    time: ComplexityFit | None = None
    space: ComplexityFit | None = None
    points: list[ComplexityPoint] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    cpu_ms: float = 0.0
    wall_ms: float = 0.0
