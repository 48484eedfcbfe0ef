"""Textbook (CLRS) expression notation (docs/pseudocode.md, "Textbook (CLRS)").

``PUSH(S, x)``, ``POP(S)``, ``STACK-EMPTY(S)`` and the other stack and queue operations written as
calls; table cells ``c[i, j]``; sub-arrays ``A[i..j]`` (both ends inclusive).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM_ALONE, Ctx, find_top, split_top, sub
from assay.grading._pseudocode._brackets import closing
from assay.grading._pseudocode._take_ends import role_of

__all__ = ["clrs_calls", "grid_sizes", "slice_ranges", "table_cells"]

_P = PRIM_ALONE
_I = re.IGNORECASE

# CLRS-style procedure calls on stacks and queues: NAME(S, x) -> Python, by argument count
_CALLS_2: dict[str, str] = {
    "push": "{0}.append({1})",
    "enqueue": "{0}.append({1})",
    "list-append": "{0}.append({1})",
    "list-insert": "{0}.append({1})",
}
_CALLS_1: dict[str, str] = {
    "pop": "{0}.pop()",
    "dequeue": "{0}.pop(0)",
    "stack-empty": "(len({0}) == 0)",
    "queue-empty": "(len({0}) == 0)",
    "is-empty": "(len({0}) == 0)",
    "isempty": "(len({0}) == 0)",
    "empty": "(len({0}) == 0)",
    "top": "{0}[-1]",
    "peek": "{0}[-1]",
    "front": "{0}[0]",
    "head": "{0}[0]",
    "sort": "sorted({0})",
    "reverse": "{0}[::-1]",
    # CLRS priority queues (chapter 6) on a heap kept by heapq: a max-heap holds negated keys
    "heap-extract-min": "heappop({0})",
    "extract-min": "heappop({0})",
    "heap-minimum": "{0}[0]",
    "heap-extract-max": "-heappop({0})",
    "extract-max": "-heappop({0})",
    "heap-maximum": "-{0}[0]",
}
_CALLS_2.update(
    {
        "min-heap-insert": "heappush({0}, {1})",
        "heap-insert": "heappush({0}, {1})",
        "max-heap-insert": "heappush({0}, -({1}))",
    }
)
_CALLS_1["build-min-heap"] = "heapify({0})"
# the generic names of chapter 6, on a queue the answer made as a min- or a max-priority queue
_ON_HEAP: dict[str, dict[str, str]] = {
    "heap": {"insert": "heappush({0}, {1})", "minimum": "{0}[0]", "min": "{0}[0]"},
    "maxheap": {
        "insert": "heappush({0}, -({1}))",
        "maximum": "-{0}[0]",
        "max": "-{0}[0]",
        "extract-min": "",  # a max-queue has no EXTRACT-MIN: left as written, not understood
        "heap-extract-min": "",
        "heap-minimum": "",
        "min-heap-insert": "",
        "heap-insert": "heappush({0}, -({1}))",
    },
}


def _args(text: str) -> list[str]:
    return split_top(text)


def clrs_calls(s: str, ctx: Ctx) -> str:
    """``PUSH(S, x)`` → ``S.append(x)``, ``STACK-EMPTY(S)`` → ``(len(S) == 0)``, by argument count;
    a procedure of the answer's own with such a name stays a call."""
    names = sorted(
        {*_CALLS_1, *_CALLS_2, *(n for calls in _ON_HEAP.values() for n in calls)}, key=len, reverse=True
    )
    rx = re.compile(rf"(?<![\w.-])({'|'.join(re.escape(n) for n in names)})\s*\(", _I)
    pos = 0
    while True:
        m = rx.search(s, pos)
        if not m:
            return s
        name = m.group(1).lower()
        defined = {f.lower() for f in ctx.functions}
        if name in defined or name.replace("-", "_") in defined:
            pos = m.end()
            continue
        end = closing(s, m.end() - 1)
        if end < 0:
            return s
        args = _args(s[m.end() : end])
        template = _CALLS_2.get(name) if len(args) == 2 else _CALLS_1.get(name) if len(args) == 1 else None
        heap = _ON_HEAP.get(ctx.collections.get(args[0].strip(), "")) if args else None
        if heap is not None and name in heap:
            template = heap[name] or None
        elif name in ("insert", "minimum", "min", "maximum", "max"):
            template = None  # on anything but a priority queue these mean something else
        if template is None:
            pos = m.end()
            continue
        if name == "insert" and ctx.kinds.get(args[0]) == "set":
            template = "{0}.add({1})"
        if name == "peek" and role_of(args[0].strip(), ctx) == "queue":
            template = "{0}[0]"  # a queue peeks at its front (`_take_ends.peeked`)
        replacement = template.format(*args)
        ctx.rule("textbook-calls")
        s = s[: m.start()] + replacement + s[end + 1 :]
        pos = m.start() + len(replacement)


def table_cells(s: str, ctx: Ctx) -> str:
    """Textbook ``c[i, j]`` on a table the answer built: ``c[i][j]`` (a map keeps tuple keys)."""

    def cell(m: re.Match[str]) -> str:
        name, inside = m.group(1), m.group(2)
        parts = split_top(inside)
        if ctx.kinds.get(name) != "list" or len(parts) < 2:
            return m.group(0)
        ctx.rule("table-cells")
        return name + "".join(f"[{p}]" for p in parts)

    return re.sub(r"(?<![\w.])([A-Za-z_]\w*)\[([^\[\]]*,[^\[\]]*)\]", cell, s)


def slice_ranges(s: str, ctx: Ctx) -> str:
    """``A[i..j]`` (and ``A[i...j]``): the items from i to j, both included; ``A[i..j - 1]`` stops at j.

    The ends may index too: ``s[best[1] .. best[2]]``.
    """
    s = sub(ctx, "slice-range", rf"{_P}\[\s*([^\[\]]+?)\s*\.\.\.?\s*([^\[\]]+?)\s*\]", _slice, s)
    out, pos = "", 0
    for m in re.finditer(rf"{_P}\[", s):
        if m.start() < pos:
            continue
        end = closing(s, m.end() - 1)
        inner = s[m.end() : end] if end > 0 else ""
        dots = find_top(inner, r"\s*(?<![\w.])\.\.\.?(?!\.)\s*") if "[" in inner else None
        if dots is None or not inner[: dots.start()].strip() or not inner[dots.end() :].strip():
            continue
        ctx.rule("slice-range")
        hi = inner[dots.end() :].strip()
        upper = _inclusive_end(hi)
        out += s[pos : m.start()] + f"{m.group(1)}[{inner[: dots.start()].strip()}:{upper}]"
        pos = end + 1
    return out + s[pos:]


def _slice(m: re.Match[str]) -> str:
    return f"{m.group(1)}[{m.group(2).strip()}:{_inclusive_end(m.group(3))}]"


def _inclusive_end(end: str) -> str:
    """The exclusive end of a range whose last item is ``end``: ``k - 1``, ``k-1`` → ``k``; ``j`` → ``j + 1``.

    The ``- 1`` is cut as matched, whatever its spacing: cutting a fixed width dropped ``k`` from
    ``k-1`` and turned a window into the whole array (docs/pseudocode.md, "Slices").
    """
    end = end.strip()
    minus_one = re.search(r"\s*-\s*1$", end)
    if minus_one and end[: minus_one.start()].strip():
        return end[: minus_one.start()].strip()
    return f"{end} + 1"


def grid_sizes(s: str, ctx: Ctx) -> str:
    """A grid's ``rows(G)`` / ``rows[G]`` / ``G.rows`` and ``columns(G)`` / ``cols[G]`` / ``G.columns``:
    ``len(G)`` and ``len(G[0])``; also a heap's ``heap-size[H]`` / ``H.heap-size``: ``len(H)``."""
    defined = {f.lower() for f in ctx.functions}
    for words, build in (
        (r"rows|row-count|num-rows|numrows", r"len(\1)"),
        (r"columns|cols|column-count|num-columns|numcols", r"len(\1[0])"),
        (r"heap-size", r"len(\1)"),
    ):
        if any(w in defined for w in words.split("|")):
            continue
        s = sub(ctx, "length", rf"(?<![\w.-])(?i:{words})\s*[(\[]\s*([A-Za-z_]\w*)\s*[)\]]", build, s)
        s = sub(ctx, "length", rf"(?<![\w.])([A-Za-z_]\w*)\.(?i:{words})\b(?!\s*\()", build, s)
    return s
