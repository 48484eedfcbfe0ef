"""Measured complexity: run a solution at growing n in the sandbox, count its operations, fit a class.

Two halves:

- :func:`measure` is the sandbox entry. It runs INSIDE the isolated child (pre-imported by the
  zygote), so everything it needs is imported at the top of this module and it uses the standard
  library only (plus the judge's stdlib-only ``_types``, ``_harness``, ``_counting`` and
  ``_generators``): no pydantic in the zygote, nothing imported lazily after the fork.
- :func:`measure_complexity` is the host side: it builds the payload, runs the entry in the sandbox,
  fits the points (``_fit``) and returns a :class:`ComplexityReport`. Its pydantic models and the
  sandbox client are imported when it is first called, on the host, never in the child.

Messages of the entry (one JSON object per ``emit``)::

    {"kind": "compile_error" | "load_error", "error": {...}}   the solution cannot be run at all
    {"kind": "bad_generator", "message": "..."}                 the generator is broken (the question's fault)
    {"kind": "point", "n": 64, "ops": 4242, "cpu_ms": 1.2,
     "complete": true, "stop": null | "budget" | "cpu" | "error", "error": {...} | null}
    {"kind": "space", "n": 64, "peak_bytes": 512, "complete": true, "stop": null | "cpu" | ...}
    {"kind": "done", "cpu_ms": 83.0, "notes": [...], "capped": {"time": false, "space": false}}

``stop`` is "budget" past the op limit, "cpu" at the CPU safety cap's deadline. The size plan reads
counts only (see ``_Run._cap`` for the one place CPU time enters), so it does not depend on load.
"""

from __future__ import annotations

import builtins
import math
import random
import signal
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from assay.judge._counting import FRAME_BYTES, Meter, OpBudgetExceeded, instrument, uncounted_constructs
from assay.judge._generators import UnsupportedTypeError, derive_generator
from assay.judge._harness import FILENAME, RECURSION_LIMIT, solution_namespace
from assay.judge._types import DecodeError, TypeSpec, TypeSyntaxError, decode, parse_type

if TYPE_CHECKING:
    from assay.judge._complexity_models import ComplexityReport
    from assay.sandbox import Sandbox

__all__ = [
    "DEFAULT_SIZE_OP_LIMIT",
    "DEFAULT_TARGET_WORK",
    "ENTRY",
    "SPACE_FLOOR_BYTES",
    "measure",
    "measure_complexity",
]

ENTRY = "assay.judge._complexity:measure"

#: Adaptive sizes start here and double up to the cap.
START_N = 4
MAX_N = 8192
#: One size stops (and is not fitted) past this many counted operations.
DEFAULT_SIZE_OP_LIMIT = 1_000_000
#: The size plan is driven by *work*, a deterministic cost estimate from the counts (never by the
#: clock, so that a busy machine measures the same sizes): a tick (a Python-level step) is one unit,
#: charged built-in work (C loops, ~50x cheaper per element) one unit per ``CHARGED_PER_WORK``, and
#: each of the n input elements ``INPUT_WORK`` units (generating and decoding the input).
CHARGED_PER_WORK = 32
INPUT_WORK = 2
#: Adaptive sizing stops growing n once the work done plus the next size's projected work would
#: pass this, if the points suffice to fit (about 0.12 s of CPU on a quiet machine).
DEFAULT_TARGET_WORK = 300_000
#: Work per nominal CPU second, to read a ``target_cpu_s`` as a work target (a fixed rate: it is a
#: unit conversion, the machine's real speed never enters).
WORK_PER_NOMINAL_S = 2_500_000
#: Enough points, over a wide enough range, to stop growing n at the work target.
MIN_POINTS = 6
MIN_RANGE = 32
#: Added to every space point so that a few hundred bytes of noise do not look like growth.
SPACE_FLOOR_BYTES = 2048
#: The space pass (tracemalloc on) may spend this share of the work target, at least
#: ``MIN_SPACE_WORK``; a traced size costs ``SPACE_WORK_FACTOR`` times its counted work (each
#: allocation is traced) plus depth²/``SPACE_DEPTH_DIV`` for deep recursion (tracing deep stacks
#: grows with the square of the depth).
SPACE_SHARE = 0.35
MIN_SPACE_WORK = 50_000
SPACE_WORK_FACTOR = 8
SPACE_DEPTH_DIV = 16
#: The CPU safety cap only: how much slower a run can be with tracemalloc on (allocation-heavy code).
SPACE_SLOWDOWN = 12
#: Stop after this many sizes raised.
MAX_ERRORS = 2
#: Highest confidence of a fit when the code can run work the count does not see (see
#: ``uncounted_constructs``): below the 0.6 at which grading asks a person to look.
UNCOUNTED_CONFIDENCE = 0.3
#: Highest confidence of a fit whose sizes the CPU safety cap (or the sandbox's limit) cut short:
#: the plan then depended on the machine's speed, so grading asks a person to look.
CPU_CAP_CONFIDENCE = 0.5


class _Size(NamedTuple):
    """A completed size: its counts, the deterministic work estimates and the CPU it took."""

    n: int
    ops: int
    work: int  # of the plain run
    space_work: int  # projected work of a traced (tracemalloc) run
    cpu: float  # CPU seconds of the call: the safety cap only


Emit = Callable[[Any], None]


# -- inside the child ----------------------------------------------------------------------------


def _error_info(exc: BaseException) -> dict[str, Any]:
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILENAME:
            line = tb.tb_lineno
        tb = tb.tb_next
    return {"type": type(exc).__name__, "message": str(exc)[:300], "line": line}


def _deadline_passed(signum: int, frame: Any) -> None:
    raise OpBudgetExceeded


class _Run:
    """One measurement inside the child: the loaded solution, the generator and the size plan."""

    def __init__(self, payload: dict[str, Any], emit: Emit) -> None:
        self.emit = emit
        self.method: str = str(payload["method"])
        self.params: list[tuple[str, str]] = [(str(a), str(b)) for a, b in payload["params"]]
        self.space = bool(payload.get("space", True))
        self.seed = int(payload.get("seed", 0))
        self.size_limit = int(payload.get("size_op_limit") or DEFAULT_SIZE_OP_LIMIT)
        self.budget_s = float(payload.get("budget_cpu_s") or 2.0)
        self.target_work = int(payload.get("target_work") or DEFAULT_TARGET_WORK)
        self.started = time.process_time()
        self.meter = Meter()
        self.notes: list[str] = []
        self.errors = 0
        self.ok: list[_Size] = []
        self.done: set[int] = set()
        self.work_spent = 0  # work of the plain runs so far (complete or not)
        self.over: int | None = None  # the first size stopped by the op limit
        #: What the CPU safety cap cut short (the plan then depended on the machine's speed).
        self.capped = {"time": False, "space": False}
        self.cls: Any = None
        self.specs: list[tuple[str, TypeSpec]] = []
        self.generate: Callable[[int, random.Random], Any] | None = None

    def used(self) -> float:
        return time.process_time() - self.started

    # loading ------------------------------------------------------------------------------------

    def load(self, code: str, generator: str | None) -> bool:
        try:
            self.specs = [(name, parse_type(kind)) for name, kind in self.params]
        except TypeSyntaxError as exc:
            self.emit({"kind": "bad_generator", "message": f"signature: {exc}"})
            return False
        try:
            compiled = instrument(code, FILENAME, track_depth=self.space)
        except SyntaxError as exc:
            error = {"type": "SyntaxError", "message": exc.msg or str(exc), "line": exc.lineno}
            self.emit({"kind": "compile_error", "error": error})
            return False
        except (ValueError, OverflowError, MemoryError, RecursionError) as exc:
            self.emit({"kind": "compile_error", "error": {"type": type(exc).__name__, "message": str(exc)}})
            return False
        namespace = self.meter.namespace(solution_namespace())
        self.meter.reset(self.size_limit)
        self.meter.start_budget()
        try:
            exec(compiled, namespace)
        except BaseException as exc:  # the solution's module level: its fault, whatever it raised
            self.emit({"kind": "load_error", "error": _error_info(exc)})
            return False
        finally:
            self.meter.stop_budget()
        cls = namespace.get("Solution")
        if not isinstance(cls, type) or not callable(getattr(cls, self.method, None)):
            message = f"the code defines no class Solution with a method {self.method}()"
            self.emit(
                {"kind": "load_error", "error": {"type": "NameError", "message": message, "line": None}}
            )
            return False
        self.cls = cls
        return self._load_generator(generator)

    def _load_generator(self, generator: str | None) -> bool:
        if not generator:
            try:
                self.generate = derive_generator(self.params)
            except (UnsupportedTypeError, TypeSyntaxError) as exc:
                self.emit({"kind": "bad_generator", "message": str(exc)})
                return False
            return True
        namespace: dict[str, Any] = {"__name__": "generator", "__builtins__": builtins}
        try:
            exec(compile(generator, "<generator>", "exec", dont_inherit=True), namespace)
        except BaseException as exc:
            self.emit({"kind": "bad_generator", "message": f"{type(exc).__name__}: {exc}"[:300]})
            return False
        generate = namespace.get("generate")
        if not callable(generate):
            self.emit({"kind": "bad_generator", "message": "the generator defines no generate(n, rng)"})
            return False
        self.generate = generate
        return True

    # one size ------------------------------------------------------------------------------------

    def run_size(self, n: int, *, trace_memory: bool = False) -> dict[str, Any] | None:
        """Run at size n and emit its point; None when the generator failed (already emitted).

        With ``trace_memory`` the run is a space run (tracemalloc on, ~10x slower): it emits a
        ``space`` message instead of a point.
        """
        if not trace_memory:
            self.done.add(n)
        assert self.generate is not None
        try:
            raw = self.generate(n, random.Random(f"{self.seed}:{n}"))
            args = [decode(raw[name], spec) for name, spec in self.specs]
        except (DecodeError, KeyError, TypeError) as exc:
            what = "is missing a parameter" if isinstance(exc, KeyError) else "does not fit the signature"
            self.emit({"kind": "bad_generator", "message": f"at n={n} the generated input {what}: {exc}"})
            return None
        except BaseException as exc:
            self.emit({"kind": "bad_generator", "message": f"at n={n}: {type(exc).__name__}: {exc}"[:300]})
            return None
        meter = self.meter
        deadline = self.started + 0.9 * self.budget_s
        meter.reset(self.size_limit, deadline)
        stop: str | None = None
        error: dict[str, Any] | None = None
        peak_bytes: int | None = None
        instance: Any = None
        result: Any = None
        before = time.process_time()
        if trace_memory:
            tracemalloc.start()
            base = tracemalloc.get_traced_memory()[0]
        try:
            if trace_memory:
                # The size already completed within the op limit: only the CPU deadline can stop it,
                # on a one-shot timer. The meter's periodic check would allocate (its handler's
                # frames) at timing-dependent moments and blur the traced peak.
                signal.signal(signal.SIGVTALRM, _deadline_passed)
                signal.setitimer(signal.ITIMER_VIRTUAL, max(deadline - time.process_time(), 0.001))
            else:
                meter.start_budget()
            try:
                instance = self.cls()
                result = getattr(instance, self.method)(*args)
            finally:
                meter.stop_budget()  # disarms either timer
        except OpBudgetExceeded:
            # Past the op limit, or (the safety cap) past the CPU deadline with fewer ops.
            stop = "budget" if meter.ops > self.size_limit else "cpu"
        except BaseException as exc:  # the solution's own failure at this size
            stop, error = "error", _error_info(exc)
        if stop is None and meter.ops > self.size_limit:
            # The limit is checked on a CPU timer: decide on the final count, so that whether a size
            # completes never depends on how fast the machine ran it.
            stop = "budget"
        cpu = time.process_time() - before
        if trace_memory:
            peak = tracemalloc.get_traced_memory()[1]
            # What is still held after the call is the returned value (and mutated inputs): the
            # extra space is what the call needed beyond that, at its peak.
            instance = None
            after = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
            peak_bytes = max(0, peak - max(after, base)) + FRAME_BYTES * meter.max_depth
        del result, instance
        if trace_memory:
            space = {
                "kind": "space",
                "n": n,
                "peak_bytes": peak_bytes,
                "complete": stop is None,
                "stop": stop,
            }
            self.emit(space)
            if stop == "cpu":
                self._cap("space", f"the space run at n={n} was stopped by the CPU safety cap")
            return space
        ticks, charged, depth = meter.ticks, meter.charged, meter.max_depth
        work = ticks + charged // CHARGED_PER_WORK + INPUT_WORK * n
        point = {
            "kind": "point",
            "n": n,
            "ops": meter.ops,
            "cpu_ms": round(cpu * 1000, 3),
            "complete": stop is None,
            "stop": stop,
            "error": error,
        }
        self.emit(point)
        if stop is None:
            space_work = (
                SPACE_WORK_FACTOR * (ticks + charged // CHARGED_PER_WORK)
                + INPUT_WORK * n
                + depth * depth // SPACE_DEPTH_DIV
            )
            self.ok.append(_Size(n, meter.ops, work, space_work, cpu))
            self.work_spent += work
        elif stop == "error":
            self.errors += 1
            self.work_spent += work
        else:
            # Its count at the stop depends on when the timer fired: charge what was projected.
            self.work_spent += int(self._projected(n)[1]) or self.size_limit
            if stop == "budget" and self.over is None:
                self.over = n
            if stop == "cpu":
                self._cap("time", f"n={n} was stopped by the CPU safety cap")
        return point

    # the plan ------------------------------------------------------------------------------------
    #
    # Every decision below reads counts (ops, work) and n only, so the same solution gets the same
    # sizes on a quiet machine and a busy one. CPU time enters only through ``_cap``: the sandbox's
    # hard budget, which the work targets keep far away.

    def _cap(self, part: str, note: str) -> None:
        """The CPU safety cap changed the plan of ``part`` ("time" or "space"): say so."""
        if self.capped[part]:
            return
        first = not any(self.capped.values())
        self.notes.append(
            f"{note} ({self.budget_s:g} s budget): the sizes measured depended on the machine's "
            "speed, so the fit is uncertain"
            if first
            else note
        )
        self.capped[part] = True
        if part == "time":
            self.capped["space"] = True  # the space pass re-runs the time sizes

    def _projected(self, n: int) -> tuple[float, float, float]:
        """Projected ops, work and CPU seconds at n from the last two complete sizes below it."""
        below = sorted(p for p in self.ok if p.n < n)
        if len(below) < 2:
            return 0.0, 0.0, 0.0
        one, two = below[-2], below[-1]
        growth_ops = max(two.ops / max(one.ops, 1), 1.0)
        if growth_ops ** (1 / math.log2(two.n / one.n)) > 24:
            # Faster than n^4.5 per doubling: extrapolate exponentially in n.
            power = (n - two.n) / (two.n - one.n)
        else:
            power = math.log2(n / two.n) / math.log2(two.n / one.n)
        work_growth = max(two.work / max(one.work, 1), 1.0)
        return (
            two.ops * growth_ops**power,
            two.work * work_growth**power,
            max(two.cpu, 1e-5) * growth_ops**power,
        )

    def _affordable(self, n: int, *, enough: bool) -> bool:
        ops, work, cpu = self._projected(n)
        if ops > self.size_limit:
            return False
        if enough and self.work_spent + work > self.target_work:
            return False
        if self.used() + cpu > 0.8 * self.budget_s:
            self._cap("time", f"n={n} was not run: its projected CPU time is over the safety cap")
            return False
        return True

    def _enough(self) -> bool:
        # Four sizes over a 8x range can be filled in below the largest (see _refine), cheaply.
        ns = [p.n for p in self.ok]
        return len(ns) >= 4 and max(ns) / min(ns) >= 8

    def run_sizes(self, sizes: list[int] | None) -> None:
        if sizes:
            for n in sizes:
                if not self._affordable(n, enough=False):
                    if not self.capped["time"]:
                        self.notes.append(
                            f"sizes from n={n} on were skipped: projected over {self.size_limit:,} operations"
                        )
                    return
                point = self.run_size(n)
                if point is None or point["stop"] in ("budget", "cpu") or self.errors >= MAX_ERRORS:
                    return
                if n != sizes[-1] and self.used() > 0.8 * self.budget_s:
                    self._cap("time", f"sizes after n={n} were not run: the CPU budget was spent")
                    return
            return
        n = START_N
        while n <= MAX_N:
            if not self._affordable(n, enough=self._enough()):
                break
            point = self.run_size(n)
            if point is None or self.errors >= MAX_ERRORS:
                return
            if point["stop"] in ("budget", "cpu"):
                break
            n *= 2
        self._refine()

    def run_space(self) -> None:
        """Re-run the completed sizes with tracemalloc on, smallest first, within the work allowance."""
        if not self.space:
            return
        allowance = max(SPACE_SHARE * self.target_work, MIN_SPACE_WORK)
        spent = 0
        measured = 0
        for size in sorted(self.ok):
            if spent + size.space_work > allowance:
                self.notes.append(
                    f"space was measured up to n={measured} only (the space pass's work allowance)"
                    if measured
                    else "space was not measured (the space pass's work allowance)"
                )
                return
            if self.used() + SPACE_SLOWDOWN * size.cpu + 0.001 > 0.9 * self.budget_s:
                self._cap(
                    "space",
                    f"space was measured up to n={measured} only: the next size's projected CPU time "
                    "is over the safety cap",
                )
                return
            spent += size.space_work
            measured = size.n
            point = self.run_size(size.n, trace_memory=True)
            if point is None or not point["complete"]:
                return

    def _refine(self) -> None:
        """Fewer points than needed (steep growth): fill in sizes between and below those run."""
        if len(self.ok) >= MIN_POINTS or not self.ok:
            return
        ns = sorted(p.n for p in self.ok)
        pairs = [(p.n, p.ops) for p in sorted(self.ok)]
        if self.over is not None and self.over > pairs[-1][0]:
            # Its count passed the limit: the limit is a lower bound, enough to see steep growth.
            pairs.append((self.over, self.size_limit))
        steep = False
        if len(pairs) >= 2:
            (n1, o1), (n2, o2) = pairs[-2:]
            steep = (o2 / max(o1, 1)) ** (1 / math.log2(n2 / n1)) > 24
        if steep:
            step = max(1, ns[-1] // 8)
            candidates = list(range(max(3, ns[0] // 2), 4 * ns[-1], step))
        else:
            # Between the sizes already run: never more expensive than the largest of them.
            ladder = {round(n * 2**0.5) for n in ns[:-1]} | {max(2, ns[0] // 2)}
            candidates = [c for c in ladder if c < ns[-1]]
        for n in sorted(set(candidates) - self.done):
            if len(self.ok) >= 2 * MIN_POINTS:
                break
            if not self._affordable(n, enough=len(self.ok) >= MIN_POINTS):
                if n > ns[-1] or self.capped["time"]:
                    break
                continue
            point = self.run_size(n)
            if point is None or self.errors >= MAX_ERRORS:
                return
            if point["stop"] in ("budget", "cpu"):
                break


def measure(payload: Any, emit: Emit) -> None:
    """Sandbox entry: run the solution at growing sizes and emit one point per size.

    Payload: ``code``, ``method``, ``params`` (list of ``[name, type]``), ``generator`` (source of
    ``generate(n, rng)`` or null: derived from the parameter types), ``sizes`` (or null: adaptive),
    ``space`` (also measure peak memory), ``budget_cpu_s`` (the safety cap), ``target_work``,
    ``size_op_limit``, ``seed``.
    """
    sys.setrecursionlimit(RECURSION_LIMIT)
    run = _Run(payload, emit)
    if run.load(str(payload["code"]), payload.get("generator")):
        sizes = payload.get("sizes")
        run.run_sizes([int(n) for n in sizes] if sizes else None)
        run.run_space()
    emit({"kind": "done", "cpu_ms": round(run.used() * 1000, 3), "notes": run.notes, "capped": run.capped})


# -- on the host ---------------------------------------------------------------------------------


def measure_complexity(
    sandbox: Sandbox | None,
    code: str,
    signature: Any,
    *,
    generator: str | None = None,
    sizes: list[int] | None = None,
    budget_cpu_s: float = 2.0,
    space: bool = True,
    target_work: int = DEFAULT_TARGET_WORK,
    target_cpu_s: float | None = None,
    size_op_limit: int = DEFAULT_SIZE_OP_LIMIT,
    seed: int = 0,
) -> ComplexityReport:
    """Measure a solution's time (and extra-space) complexity in the sandbox.

    Args:
        sandbox: where to run (``None``: the process-wide pool).
        code: the solution's Python source (a ``class Solution``).
        signature: the method, its typed parameters and return type (``assay.judge.Signature``).
        generator: source of ``def generate(n, rng): return {param: json_value}``; ``None`` derives
            inputs from the parameter types.
        sizes: the sizes to run at; ``None`` chooses them adaptively (doubling n from 4 until the
            op limit or the work target says stop).
        budget_cpu_s: the CPU safety cap of the measurement (the sandbox kills it a second later).
            The work targets keep far below it; when it cuts the sizes short the notes say so and
            the fits' confidence is capped at ``CPU_CAP_CONFIDENCE``.
        space: also measure the extra memory at the peak of each call (tracemalloc).
        target_work: adaptive sizing stops growing n once the work done plus the next size's
            projected work passes this and enough points exist; the space pass may spend half of
            it. Work is estimated from the counts, so the sizes never depend on the machine's load.
        target_cpu_s: the same target in nominal CPU seconds (``WORK_PER_NOMINAL_S`` work each, a
            fixed conversion); when given it replaces ``target_work``.
        size_op_limit: a size counting more operations than this stops and is not fitted.
        seed: the generator's random seed (the same seed gives the same inputs and counts).

    Returns:
        The time fit (``None`` when fewer than 3 sizes completed), the space fit, the raw points,
        timings and notes on what limited the measurement.

    Raises:
        InvalidInputError: the solution does not compile or load, or the generator is broken.
        InternalError: the sandbox failed.
    """
    from assay.errors import InternalError, InvalidInputError
    from assay.judge._complexity_models import ComplexityPoint, ComplexityReport
    from assay.judge._fit import fit_complexity, fit_space
    from assay.sandbox import Limits, RunStatus, SandboxJob, get_sandbox

    box = sandbox if sandbox is not None else get_sandbox()
    started = time.perf_counter()
    if target_cpu_s is not None:
        target_work = max(1, round(target_cpu_s * WORK_PER_NOMINAL_S))
    payload = {
        "code": code,
        "method": signature.method,
        "params": [[p.name, p.type] for p in signature.params],
        "generator": generator,
        "sizes": list(sizes) if sizes else None,
        "space": space,
        "budget_cpu_s": budget_cpu_s,
        "target_work": target_work,
        "size_op_limit": size_op_limit,
        "seed": seed,
    }
    limits = Limits(
        wall_s=2 * budget_cpu_s + 2.0, cpu_s=budget_cpu_s + 1.0, memory_mb=768, output_bytes=64 * 1024
    )
    result = box.run(SandboxJob(entry=ENTRY, payload=payload, limits=limits))
    points: list[ComplexityPoint] = []
    notes: list[str] = []
    errors: list[dict[str, Any]] = []
    peaks: dict[int, int] = {}
    finished = False
    capped = {"time": False, "space": False}
    cpu_ms = result.cpu_s * 1000
    for message in result.messages:
        if not isinstance(message, dict):
            continue
        kind = message.get("kind")
        if kind in ("compile_error", "load_error"):
            error = message.get("error") or {}
            where = f" (line {error['line']})" if error.get("line") else ""
            what = "does not compile" if kind == "compile_error" else "cannot be loaded"
            raise InvalidInputError(
                f"the solution {what}: {error.get('type', 'Error')}: {error.get('message', '')}{where}",
                hint="fix the solution so that it runs; its complexity is measured on running code",
                details={"error": error},
            )
        if kind == "bad_generator":
            raise InvalidInputError(
                f"the input generator failed: {message.get('message', '')}",
                hint="fix the question's scaling.generator (def generate(n, rng) -> {param: value})",
            )
        if kind == "space" and message.get("complete"):
            peaks[int(message["n"])] = int(message["peak_bytes"])
        if kind == "point":
            points.append(
                ComplexityPoint(
                    n=int(message["n"]),
                    ops=int(message["ops"]),
                    cpu_ms=float(message.get("cpu_ms", 0.0)),
                    complete=bool(message.get("complete")),
                )
            )
            if message.get("stop") == "error" and message.get("error"):
                errors.append({"n": message["n"], **message["error"]})
            elif message.get("stop") == "budget":
                notes.append(f"n={message['n']} exceeded {size_op_limit:,} operations and was not fitted")
        if kind == "done":
            finished = True
            cpu_ms = float(message.get("cpu_ms", cpu_ms))
            notes.extend(str(n) for n in message.get("notes", []))
            told = message.get("capped")
            if isinstance(told, dict):
                capped = {part: bool(told.get(part)) for part in capped}
    if not finished:
        if result.status is RunStatus.INTERNAL:
            raise InternalError(
                f"the complexity measurement failed in the sandbox: {result.detail or result.protocol_error}"
            )
        notes.append(f"the measurement was stopped ({result.status.value}) after {len(points)} sizes")
        capped = {"time": True, "space": True}  # the sandbox's limit: the outermost safety cap
    for error in errors[:2]:
        line = f" on line {error['line']}" if error.get("line") else ""
        notes.append(f"the solution raised {error['type']}{line} at n={error['n']}: {error['message']}"[:200])
    points = [p.model_copy(update={"peak_bytes": peaks.get(p.n)}) for p in points]
    complete = [p for p in points if p.complete]
    time_fit = fit_complexity([(p.n, float(p.ops)) for p in complete])
    space_fit = None
    if space:
        space_fit = fit_space(
            [(p.n, float(p.peak_bytes + SPACE_FLOOR_BYTES)) for p in complete if p.peak_bytes is not None]
        )
    if time_fit is None:
        notes.append(f"only {len(complete)} sizes completed: too few to fit a growth class")
    penalty = 0.7 if errors or not finished else 1.0
    if penalty < 1.0:
        time_fit = time_fit and time_fit.model_copy(
            update={"confidence": round(time_fit.confidence * penalty, 3)}
        )
        space_fit = space_fit and space_fit.model_copy(
            update={"confidence": round(space_fit.confidence * penalty, 3)}
        )
    # The CPU safety cap cut the sizes short: they depended on the machine's speed, so a person looks.
    if capped["time"]:
        time_fit = time_fit and time_fit.model_copy(
            update={"confidence": min(time_fit.confidence, CPU_CAP_CONFIDENCE)}
        )
    if capped["space"]:
        space_fit = space_fit and space_fit.model_copy(
            update={"confidence": min(space_fit.confidence, CPU_CAP_CONFIDENCE)}
        )
    # Read here, on the host, from the source itself: a child that ran such code could hide it.
    uncounted = uncounted_constructs(code)
    if uncounted:
        notes.append(
            "the solution uses " + ", ".join(uncounted) + ": work reached through them may not be "
            "counted, so the measured class is uncertain"
        )
        time_fit = time_fit and time_fit.model_copy(
            update={"confidence": min(time_fit.confidence, UNCOUNTED_CONFIDENCE)}
        )
        space_fit = space_fit and space_fit.model_copy(
            update={"confidence": min(space_fit.confidence, UNCOUNTED_CONFIDENCE)}
        )
    return ComplexityReport(
        time=time_fit,
        space=space_fit,
        points=points,
        notes=notes,
        cpu_ms=round(cpu_ms, 3),
        wall_ms=round((time.perf_counter() - started) * 1000, 3),
    )
