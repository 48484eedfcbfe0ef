"""Fitting growth classes to measured points, and reading big-O notation. Pure functions.

Each polynomial-like class ``f`` is fitted as ``c·f(n) + b`` (``c, b ≥ 0``: a constant overhead
never makes a slower class look faster) by least squares weighted by ``1/y``, so that small and large
sizes count alike; the exponential class is fitted as ``log y = α·n + β`` (any base: 2ⁿ, n·2ⁿ and the
Catalan numbers all land there). A class's error is the RMS of ``log(predicted / measured)``. The best
class wins, except that a simpler class within a small margin of it is preferred: exact operation
counts of ``n log n`` and ``n`` code differ by far more than that margin over the sizes we measure.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

from assay.judge._complexity_models import ComplexityFit

__all__ = [
    "CLASSES",
    "SPACE_CLASSES",
    "SPACE_PREFER_SIMPLER",
    "class_rank",
    "fit_complexity",
    "fit_space",
    "meets_requirement",
    "normalize_class",
]

#: The fitted classes, simplest first.
CLASSES: tuple[str, ...] = ("O(1)", "O(log n)", "O(n)", "O(n log n)", "O(n^2)", "O(n^3)", "O(2^n)")

#: Extra-space classes: memory growth is a staircase (list over-allocation, dict resizes), too coarse
#: to tell n from n log n; what matters for space is constant, logarithmic, linear or quadratic.
SPACE_CLASSES: tuple[str, ...] = ("O(1)", "O(log n)", "O(n)", "O(n^2)")
SPACE_PREFER_SIMPLER = 1.8
#: Consecutive sizes whose peak memory differs by less than this fraction were served by one
#: allocation: a step of the staircase (a set measured at n = 32 and 64 peaks at 3,040 and 3,032 bytes).
STEP_TOLERANCE = 0.01

_FUNCS: dict[str, Callable[[float], float]] = {
    "O(1)": lambda n: 1.0,
    "O(log n)": lambda n: math.log2(n + 1),
    "O(n)": lambda n: n,
    "O(n log n)": lambda n: n * math.log2(n + 1),
    "O(n^2)": lambda n: n * n,
    "O(n^3)": lambda n: n * n * n,
}

# Classes outside the fitted ladder still have a place for comparisons of requirements.
_RANKS: dict[str, float] = {
    "1": 0.0,
    "loglogn": 0.5,
    "logn": 1.0,
    "log^2n": 1.5,
    "sqrtn": 1.7,
    "n": 2.0,
    "nlogn": 3.0,
    "nlog^2n": 3.5,
    "n^1.5": 3.7,
    "nsqrtn": 3.7,
    "n^2": 4.0,
    "n^2logn": 4.5,
    "n^3": 5.0,
    "n^4": 5.5,
    "2^n": 6.0,
    "n2^n": 6.2,
    "3^n": 6.3,
    "4^n": 6.4,
    "n!": 7.0,
    "n^n": 7.5,
}
_CANONICAL = {
    "1": "O(1)",
    "logn": "O(log n)",
    "n": "O(n)",
    "nlogn": "O(n log n)",
    "n^2": "O(n^2)",
    "n^3": "O(n^3)",
    "2^n": "O(2^n)",
}

#: A simpler class is preferred when its error is within this factor (plus an absolute slack).
PREFER_SIMPLER_FACTOR = 1.35
PREFER_SIMPLER_SLACK = 0.004
#: Point weights grow as log2(n) to this power.
POINT_WEIGHT_POWER = 2.0


def _key(notation: str) -> str | None:
    """Reduce a notation to a key of ``_RANKS`` (``None`` when unrecognised)."""
    text = notation.strip().replace(" ", "").replace("·", "*").replace("×", "*").replace("⋅", "*")
    match = re.fullmatch(r"[Oo𝒪Θθ]\((.*)\)", text)
    if match is None:
        return None
    inner = match.group(1).lower()
    if not inner:
        return None
    inner = inner.replace("²", "^2").replace("³", "^3").replace("**", "^").replace("√", "sqrt")
    inner = re.sub(r"\^\{(\w+)\}", r"^\1", inner)
    inner = re.sub(r"lg|ln|log_?\d*", "L", inner)
    inner = inner.replace("sqrt", "S")
    # min(m, n), max(m, n): one size.
    inner = re.sub(r"(min|max)\(", "(", inner)
    if re.search(r"[a-z]{3,}", inner):  # a word, not a product of sizes such as "mn"
        return None
    inner = re.sub(r"[a-z]", "n", inner)
    inner = inner.replace("S", "sqrt").replace("L", "log")
    # log(n) -> logn; (n) -> n; sums of sizes are one size: m+n, V+E, n+k.
    for _ in range(3):
        inner = re.sub(r"log\(n\)", "logn", inner)
        inner = re.sub(r"sqrt\(n\)", "sqrtn", inner)
        inner = re.sub(r"\(n\)", "n", inner)
        inner = re.sub(r"n(?:[+,]n)+", "n", inner)
        inner = re.sub(r"\(n\+n\)", "n", inner)
    inner = inner.replace("*", "")
    inner = re.sub(r"^\d+(?:\.\d+)?$", "1", inner)  # O(26): a constant
    inner = re.sub(r"^\d+(?=[nls(])", "", inner)  # O(2n) -> n
    inner = re.sub(r"\(([^()]*)\)\^(\d)", lambda m: m.group(1) * int(m.group(2)), inner)
    inner = inner.replace("(", "").replace(")", "")
    inner = inner.replace("nnnn", "n^4").replace("nnn", "n^3").replace("nn", "n^2")
    inner = inner.replace("n^2n", "n^3").replace("nn^2", "n^3")
    inner = inner.replace("lognlogn", "log^2n").replace("logn^2", "log^2n")
    inner = inner.replace("n^2logn", "n^2logn")
    inner = re.sub(r"^lognn$", "nlogn", inner)
    inner = re.sub(r"^logn\^?2$", "log^2n", inner)
    inner = re.sub(r"^n\^1\.0$", "n", inner)
    if inner in ("n2^n", "2^nn"):
        return "n2^n"
    return inner if inner in _RANKS else None


def class_rank(notation: str) -> float | None:
    """The position of a notation on the ladder O(1) < O(log n) < O(n) < ... < O(2^n) < O(n!).

    Notation is read leniently: ``O(n^2)``, ``O(n²)``, ``O(n**2)``, ``O(N)``, ``O(nlogn)``,
    ``O(n * log(n))``, ``O(m+n)`` and ``O(V+E)`` (a sum of sizes is linear), ``O(min(m,n))``,
    ``O(m*n)`` (a product of sizes is quadratic), ``O(26)`` (a constant), ``O(2n)``.

    Returns:
        The rank (the fitted classes are 0, 1, ..., 6 apart by one), or ``None`` when unrecognised.
    """
    key = _key(notation)
    return None if key is None else _RANKS[key]


def normalize_class(notation: str) -> str | None:
    """The canonical spelling of a notation (``"O(N^2)"`` -> ``"O(n^2)"``), None if unrecognised.

    Notations outside the fitted classes keep a readable form, e.g. ``"O(sqrtn)"``.
    """
    key = _key(notation)
    if key is None:
        return None
    return _CANONICAL.get(key, f"O({key})")


def meets_requirement(measured: str, required: str) -> bool:
    """Whether a measured class is no worse than the required one.

    Both are read leniently (see :func:`class_rank`). An unrecognised notation on either side does
    not meet: a requirement we cannot read must not wave a solution through.
    """
    got, want = class_rank(measured), class_rank(required)
    if got is None or want is None:
        return False
    return got <= want


# -- fitting -------------------------------------------------------------------------------------


def _fit_linear(xs: Sequence[float], ys: Sequence[float], pw: Sequence[float]) -> tuple[float, float]:
    """Least squares of ``y ≈ c·x + b`` with weights ``pw/y²`` (relative errors), ``c, b ≥ 0``."""
    w = [p / (y * y) for p, y in zip(pw, ys, strict=True)]
    sw = sum(w)
    sx = sum(wi * x for wi, x in zip(w, xs, strict=True))
    sy = sum(wi * y for wi, y in zip(w, ys, strict=True))
    sxx = sum(wi * x * x for wi, x in zip(w, xs, strict=True))
    sxy = sum(wi * x * y for wi, x, y in zip(w, xs, ys, strict=True))
    det = sw * sxx - sx * sx
    if det > 1e-12 * max(sw * sxx, 1e-300):
        c = (sw * sxy - sx * sy) / det
        b = (sy - c * sx) / sw
        if c >= 0 and b >= 0:
            return c, b
    # A boundary: only the slope, or only the constant.
    c_only = sxy / sxx if sxx > 0 else 0.0
    b_only = sy / sw
    err_c = sum(wi * (c_only * x - y) ** 2 for wi, x, y in zip(w, xs, ys, strict=True))
    err_b = sum(wi * (b_only - y) ** 2 for wi, y in zip(w, ys, strict=True))
    return (max(c_only, 0.0), 0.0) if err_c < err_b else (0.0, b_only)


def _log_rms(predicted: Sequence[float], ys: Sequence[float], pw: Sequence[float]) -> float:
    total = 0.0
    for p, y, w in zip(predicted, ys, pw, strict=True):
        total += w * math.log(max(p, 1e-9) / y) ** 2
    return math.sqrt(total / sum(pw))


def _class_errors(ns: Sequence[float], ys: Sequence[float]) -> dict[str, float]:
    # Larger sizes weigh more: small ones are dominated by constant work and by the randomness of
    # the generated input, while the growth class is a statement about large n.
    pw = [math.log2(n + 1) ** POINT_WEIGHT_POWER for n in ns]
    errors: dict[str, float] = {}
    for name, f in _FUNCS.items():
        xs = [f(n) for n in ns]
        c, b = _fit_linear(xs, ys, pw)
        errors[name] = _log_rms([c * x + b for x in xs], ys, pw)
    # Exponential: log y linear in n with a positive slope (any base).
    logs = [math.log(y) for y in ys]
    mean_n, mean_l = sum(ns) / len(ns), sum(logs) / len(logs)
    var_n = sum((n - mean_n) ** 2 for n in ns)
    slope = (
        sum((n - mean_n) * (lg - mean_l) for n, lg in zip(ns, logs, strict=True)) / var_n if var_n else 0.0
    )
    if slope <= 0:
        errors["O(2^n)"] = max(errors.values()) + 1.0
    else:
        fitted = [math.exp(mean_l + slope * (n - mean_n)) for n in ns]
        errors["O(2^n)"] = _log_rms(fitted, ys, pw)
    return errors


def fit_complexity(
    points: Sequence[tuple[int, float]],
    *,
    classes: Sequence[str] = CLASSES,
    prefer_simpler: float | None = None,
) -> ComplexityFit | None:
    """Fit the growth class of ``(n, value)`` points (operation counts or bytes).

    Points at the same ``n`` are averaged; values below 1 count as 1. The class with the smallest
    error wins, but the simplest class whose error is within ``PREFER_SIMPLER_FACTOR`` (plus a small
    slack) of the best is preferred.

    Args:
        points: ``(n, value)`` pairs.
        classes: the candidate classes, simplest first (a subset of :data:`CLASSES`).
        prefer_simpler: the factor within which a simpler class is preferred (default
            ``PREFER_SIMPLER_FACTOR``).

    Returns:
        The fit, or ``None`` when fewer than 3 distinct sizes were measured.
    """
    by_n: dict[int, list[float]] = {}
    for n, value in points:
        if n >= 1 and math.isfinite(value):
            by_n.setdefault(int(n), []).append(max(float(value), 1.0))
    if len(by_n) < 3:
        return None
    ns = sorted(by_n)
    ys = [sum(by_n[n]) / len(by_n[n]) for n in ns]
    raw = [(n, y) for n, y in zip(ns, ys, strict=True)]
    if max(ys) / min(ys) < 1.02:
        # Flat: every class would fit with a zero slope.
        errors = dict.fromkeys(classes, 0.0)
        return ComplexityFit(cls="O(1)", confidence=_spread_factor(ns), errors=errors, points=raw)
    fns = [float(n) for n in ns]
    all_errors = _class_errors(fns, ys)
    errors = {c: all_errors[c] for c in classes}
    factor = PREFER_SIMPLER_FACTOR if prefer_simpler is None else prefer_simpler
    best = min(classes, key=lambda c: errors[c])
    chosen = best
    for name in classes:
        if errors[name] <= errors[best] * factor + PREFER_SIMPLER_SLACK:
            chosen = name
            break
    others = [errors[c] for c in classes if c != chosen]
    runner_up = min(others)
    separation = max(_fit_separation(errors[chosen], runner_up), _slope_separation(chosen, classes, ns, ys))
    quality = math.exp(-errors[chosen] / 0.5)
    confidence = quality * (0.3 + 0.7 * separation) * _spread_factor(ns) * min(1.0, len(ns) / 5)
    return ComplexityFit(
        cls=chosen,
        confidence=round(max(0.0, min(1.0, confidence)), 3),
        errors={k: round(v, 5) for k, v in errors.items()},
        points=raw,
    )


def step_ends(points: Sequence[tuple[int, float]]) -> list[tuple[int, float]]:
    """The largest size each step of a memory staircase served, from ``(n, bytes)`` points.

    A hash table's memory jumps fourfold at a resize and then stays flat while it fills, so sizes
    measured at powers of two come in pairs of equal peaks. The last size of each flat run is where
    the allocation is fullest; those ends lie on the growth curve itself, where the plateaus do not.
    """
    ordered = sorted((n, v) for n, v in points if n >= 1 and math.isfinite(v))
    ends: list[tuple[int, float]] = []
    for n, value in ordered:
        if ends and abs(value - ends[-1][1]) <= STEP_TOLERANCE * max(value, ends[-1][1], 1.0):
            ends[-1] = (n, value)
        else:
            ends.append((n, value))
    return ends


def fit_space(points: Sequence[tuple[int, float]]) -> ComplexityFit | None:
    """Fit the extra-space class of ``(n, peak bytes)`` points, seeing through allocation steps.

    Fitted over :data:`SPACE_CLASSES` as :func:`fit_complexity` does. A set or dict grows in steps
    (1 KB, 1 KB, 3 KB, 3 KB, 10 KB, 10 KB, 41 KB …): every point is within a factor of four of a
    straight line, but its log error (about 0.35) alone cut the confidence of a plainly linear
    answer to 0.5, which asked a person to check every answer that used a set
    (docs/grading.md, "Complexity"). When the points fall into steps, the step ends are fitted too;
    if they find the same class, their (higher) confidence is the fit's. A different class from the
    ends changes nothing: the steps are then no evidence for the class the points found.
    """
    fit = fit_complexity(points, classes=SPACE_CLASSES, prefer_simpler=SPACE_PREFER_SIMPLER)
    ends = step_ends(points)
    if fit is None or len(ends) < 4 or len(ends) == len(fit.points):
        return fit
    stepped = fit_complexity(ends, classes=SPACE_CLASSES, prefer_simpler=SPACE_PREFER_SIMPLER)
    if stepped is None or stepped.cls != fit.cls or stepped.confidence <= fit.confidence:
        return fit
    return fit.model_copy(update={"confidence": stepped.confidence})


def _fit_separation(err: float, runner_up: float) -> float:
    """0..1: how much worse the next best class fits than the chosen one."""
    return 1.0 - math.exp(-max(runner_up - err, 0.0) / max(0.05, 0.5 * err))


def _loglog_slope(ns: Sequence[float], ys: Sequence[float]) -> float:
    lx = [math.log(n) for n in ns]
    ly = [math.log(y) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    var = sum((x - mx) ** 2 for x in lx)
    return sum((x - mx) * (y - my) for x, y in zip(lx, ly, strict=True)) / var if var else 0.0


def _slope_separation(chosen: str, classes: Sequence[str], ns: Sequence[int], ys: Sequence[float]) -> float:
    """0..1: how clearly the growth over the largest sizes points at the chosen class, not its neighbours.

    The class is a statement about large n, where constant work and input randomness matter least:
    the log-log slope over the larger half of the sizes is compared with each class's own slope over
    the same sizes (``n`` gives 1, ``n log n`` about 1.1, ``n²`` 2).
    """
    if chosen not in _FUNCS or len(ns) < 4:
        return 0.0
    half = max(3, (len(ns) + 1) // 2)
    top_n, top_y = [float(n) for n in ns[-half:]], ys[-half:]
    if top_n[-1] / top_n[0] < 4:
        return 0.0
    measured = _loglog_slope(top_n, top_y)
    expected = {c: _loglog_slope(top_n, [max(_FUNCS[c](n), 1.0) for n in top_n]) for c in _FUNCS}
    index = CLASSES.index(chosen)
    neighbours = [
        c for c in CLASSES[max(0, index - 1) : index + 2] if c != chosen and c in _FUNCS and c in classes
    ]
    if not neighbours:
        return 0.0
    scores = []
    for other in neighbours:
        gap = abs(expected[other] - expected[chosen])
        if gap < 1e-9:
            return 0.0
        scores.append((abs(measured - expected[other]) - abs(measured - expected[chosen])) / gap)
    return max(0.0, min(1.0, *scores))


def _spread_factor(ns: Sequence[int]) -> float:
    """Sizes spanning a wide range separate the classes; a narrow range lowers the confidence."""
    ratio = ns[-1] / max(ns[0], 1)
    if ratio >= 16:
        return 1.0
    if ns[-1] - ns[0] >= 6 and ratio >= 1.5:
        # Exponential sizes are narrow by nature (4, 6, 8, 10): judged by their spread in steps.
        return 0.9
    return max(0.3, math.log2(max(ratio, 1.0)) / 4)
