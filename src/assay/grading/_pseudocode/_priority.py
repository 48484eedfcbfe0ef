"""Which way a priority queue the learner built orders its items (docs/pseudocode.md, "C-like").

Java's ``new PriorityQueue<>()`` and C++'s ``priority_queue<T, vector<T>, greater<T>>`` give the
smallest first; C++'s plain ``priority_queue<T>`` and Java's ``Collections.reverseOrder()`` the
largest. Reading one as a plain list (``push`` → ``append``, ``top`` → the last item) would fail a
correct answer, so the order is read here, or the queue is left not understood.
"""

from __future__ import annotations

import re

__all__ = ["java_order"]


def java_order(order: str) -> str | None:
    """The kind of queue a Java ``PriorityQueue`` ordered by ``order`` is: ``heap`` (smallest first),
    ``maxheap`` (largest first) or ``None`` (a comparator of the learner's own)."""
    o = re.sub(r"\s+", "", order)
    if re.fullmatch(r"\d*|Comparator\.naturalOrder\(\)", o):
        return "heap"
    if re.fullmatch(r"(?:Collections\.reverseOrder|Comparator\.reverseOrder)\(\)", o):
        return "maxheap"
    lam = re.fullmatch(r"\(?(\w+),(\w+)\)?->(.+)", o)
    if lam is None:
        return None
    a, b, body = lam.groups()
    if body in (f"{a}-{b}", f"Integer.compare({a},{b})", f"{a}.compareTo({b})"):
        return "heap"
    if body in (f"{b}-{a}", f"Integer.compare({b},{a})", f"{b}.compareTo({a})"):
        return "maxheap"
    return None
