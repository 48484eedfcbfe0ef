"""Geometry of the inline SVG pictures: pure functions from data to coordinates (no drawing library,
no script; the templates only place what these return)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from pydantic import BaseModel

__all__ = ["Chart", "GraphNode", "Series", "Tick", "line_chart", "ops_chart", "prerequisite_graph"]

WIDTH, HEIGHT = 560, 260
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 16, 40


class Tick(BaseModel):
    """An axis mark: where it is and what it says."""

    at: float
    label: str


class Series(BaseModel):
    """One line of the chart: its name, CSS class and SVG points."""

    label: str
    css: str
    points: str
    dots: list[tuple[float, float]]


class Chart(BaseModel):
    """Everything a template needs to draw a chart."""

    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right_edge: int = WIDTH - RIGHT
    top: int = TOP
    bottom_edge: int = HEIGHT - BOTTOM
    x_label: str
    y_label: str
    x_ticks: list[Tick]
    y_ticks: list[Tick]
    series: list[Series]


def _short(value: float) -> str:
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if value >= size:
            return f"{value / size:g}{unit}"
    return f"{value:g}"


def _decades(low: float, high: float) -> tuple[int, int]:
    first = math.floor(math.log10(max(low, 1)))
    last = max(first + 1, math.ceil(math.log10(max(high, 1))))
    return first, last


def ops_chart(answer: Sequence[tuple[int, float]], reference: Sequence[tuple[int, float]]) -> Chart | None:
    """Operations against n on log-log axes (a slope is a complexity class), answer and reference.

    Args:
        answer: ``(n, ops)`` of the submitted solution.
        reference: ``(n, ops)`` of the question's reference solution (counts only).

    Returns:
        ``None`` when there is nothing to draw.
    """
    usable = [(n, ops) for n, ops in [*answer, *reference] if n > 0 and ops > 0]
    if not usable:
        return None
    x0, x1 = _decades(min(n for n, _ in usable), max(n for n, _ in usable))
    y0, y1 = _decades(min(o for _, o in usable), max(o for _, o in usable))

    def place(n: float, ops: float) -> tuple[float, float]:
        x = LEFT + (math.log10(n) - x0) / (x1 - x0) * (WIDTH - LEFT - RIGHT)
        y = HEIGHT - BOTTOM - (math.log10(ops) - y0) / (y1 - y0) * (HEIGHT - TOP - BOTTOM)
        return round(x, 1), round(y, 1)

    series = []
    for label, css, data in (("your answer", "answer", answer), ("reference", "reference", reference)):
        dots = [place(n, ops) for n, ops in data if n > 0 and ops > 0]
        if dots:
            series.append(
                Series(label=label, css=css, points=" ".join(f"{x},{y}" for x, y in dots), dots=dots)
            )
    step_x = max(1, (x1 - x0) // 6)
    step_y = max(1, (y1 - y0) // 5)
    return Chart(
        x_label="input size n (log scale)",
        y_label="operations (log scale)",
        x_ticks=[Tick(at=place(10**d, 10**y0)[0], label=_short(10**d)) for d in range(x0, x1 + 1, step_x)],
        y_ticks=[Tick(at=place(10**x0, 10**d)[1], label=_short(10**d)) for d in range(y0, y1 + 1, step_y)],
        series=series,
    )


def line_chart(lines: Sequence[tuple[str, Sequence[float]]], *, y_label: str = "mastery") -> Chart | None:
    """Values in [0, 1] against the answer number (1, 2, …), one line per name."""
    longest = max((len(values) for _, values in lines), default=0)
    if longest == 0:
        return None
    span = max(longest - 1, 1)

    def place(i: int, value: float) -> tuple[float, float]:
        x = LEFT + i / span * (WIDTH - LEFT - RIGHT)
        y = HEIGHT - BOTTOM - min(max(value, 0.0), 1.0) * (HEIGHT - TOP - BOTTOM)
        return round(x, 1), round(y, 1)

    series = []
    for k, (label, values) in enumerate(lines):
        dots = [place(i, v) for i, v in enumerate(values)]
        series.append(
            Series(label=label, css=f"c{k % 6}", points=" ".join(f"{x},{y}" for x, y in dots), dots=dots)
        )
    x_ticks = [Tick(at=place(i, 0)[0], label=str(i + 1)) for i in range(0, longest, max(1, longest // 8))]
    return Chart(
        x_label="answer",
        y_label=y_label,
        x_ticks=x_ticks,
        y_ticks=[Tick(at=place(0, v)[1], label=f"{v:.1f}") for v in (0.0, 0.25, 0.5, 0.75, 1.0)],
        series=series,
    )


class GraphNode(BaseModel):
    """A concept placed in the prerequisite graph."""

    concept_id: str
    name: str
    x: float
    y: float
    role: str  # prerequisite, concept, next


def prerequisite_graph(
    concept: tuple[str, str], prerequisites: Sequence[tuple[str, str]], following: Sequence[tuple[str, str]]
) -> tuple[list[GraphNode], list[tuple[GraphNode, GraphNode]], int]:
    """Three columns: the prerequisites, the concept, the concepts that build on it.

    Returns:
        The nodes, the edges (from, to) and the picture's height.
    """
    rows = max(len(prerequisites), len(following), 1)
    height = 40 + rows * 44
    width = WIDTH

    def column(items: Sequence[tuple[str, str]], x: float, role: str) -> list[GraphNode]:
        gap = height / (len(items) + 1)
        return [
            GraphNode(concept_id=cid, name=name, x=x, y=round(gap * (i + 1), 1), role=role)
            for i, (cid, name) in enumerate(items)
        ]

    before = column(prerequisites, round(width * 0.17), "prerequisite")
    middle = column([concept], round(width * 0.5), "concept")[0]
    after = column(following, round(width * 0.83), "next")
    edges = [(node, middle) for node in before] + [(middle, node) for node in after]
    return [*before, middle, *after], edges, height
