"""Other languages' methods and library calls in pseudocode expressions (on string-masked code).

Java's and C++'s priority queues (``offer``/``poll``/``peek``, ``push``/``pop``/``top``, negated
keys for a max-queue), ``sort(v.begin(), v.end())``, ``charAt``, ``substring``/``substr``,
``indexOf``, ``Math.floor`` and the like, each brought to the Python that does the same
(docs/pseudocode.md). :func:`assay.grading._pseudocode._expr.expr` applies :func:`methods` as one of
its passes; they are separate because they read the collections the answer declared
(``ctx.collections``) rather than the expression's own operators. The rarer spellings the core
rewrites leave alone are ``_foreign``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, rewrite_call, split_top, sub
from assay.grading._pseudocode._brace_items import pushed_parts
from assay.grading._pseudocode._variadic import variadic_calls

__all__ = ["methods"]

_P = PRIM_ALONE


def _floor(arg: str) -> str:
    """``floor(a / b)`` is integer division; any other argument is rounded down."""
    parts = split_top(arg, "/")
    if len(parts) == 2 and "//" not in arg:
        a, b = (p if re.fullmatch(PRIM, p) else f"({p})" for p in parts)
        return f"{a} // {b}"
    return f"int(({arg}) // 1)"


def _push_negated(name: str) -> Callable[[str], str]:
    def build(arg: str) -> str:
        return f"heappush({name}, -({arg}))"

    return build


def _heaps(s: str, ctx: Ctx) -> str:
    """Priority queues: Java's ``offer``/``poll``/``peek``, C++'s ``push``/``pop``/``top``.

    A min-queue (Java's natural order, C++'s ``greater<>``) is a heapq heap; a max-queue (C++'s
    default, Java's ``Collections.reverseOrder()``) keeps its keys negated and gives them back as
    they went in. One ordered by a comparator of the learner's own is not guessed: its operations
    stay calls nobody defined (``custom_order_queue_push(pq, x)``), not understood.
    """
    for name, kind in list(ctx.collections.items()):
        n = re.escape(name)
        add, take, peek = (
            rf"(?<![\w.]){n}\.(?:offer|add|push)\s*\(",
            rf"(?<![\w.]){n}\.(?:poll|remove|pop)\s*\(\s*\)",
            rf"(?<![\w.]){n}\.(?:peek|element|top)\s*\(\s*\)",
        )
        if kind == "heap":
            s = sub(ctx, "priority-queue", add, f"heappush({name}, ", s)
            s = sub(ctx, "priority-queue", take, f"heappop({name})", s)
            s = sub(ctx, "priority-queue", peek, f"{name}[0]", s)
        elif kind == "maxheap":
            s, pushed = rewrite_call(s, rf"{n}\.(?:offer|add|push)", _push_negated(name))
            if pushed:
                ctx.rule("priority-queue")
            s = sub(ctx, "priority-queue", take, f"(-heappop({name}))", s)
            s = sub(ctx, "priority-queue", peek, f"(-{name}[0])", s)
        elif kind == "pqcustom":
            s = sub(ctx, "priority-queue", add, f"custom_order_queue_push({name}, ", s)
            s = sub(ctx, "priority-queue", take, f"custom_order_queue_pop({name})", s)
            s = sub(ctx, "priority-queue", peek, f"custom_order_queue_top({name})", s)
    for name in [n for n, kind in ctx.kinds.items() if kind == "list"]:
        # Java's `list.get(i)`; a map's `get` is Python's own
        s = sub(
            ctx, "foreign-methods", rf"(?<![\w.]){re.escape(name)}\.get\s*\(([^(),]+)\)", rf"{name}[\1]", s
        )
    for name in [n for n, kind in ctx.collections.items() if kind == "queue"]:
        s = sub(
            ctx,
            "foreign-methods",
            rf"(?<![\w.]){re.escape(name)}\.(?:peek|element)\s*\(\s*\)",
            f"{name}[0]",
            s,
        )
    return s


def methods(s: str, ctx: Ctx) -> str:
    """Other languages' methods and library calls."""
    s = _heaps(s, ctx)
    if ctx.c_like and not ctx.javascript:
        # C++: `sort(v.begin(), v.end())`; a pair's (or a map entry's) `.first` / `.second`
        span = rf"\(\s*{_P}\.begin\s*\(\s*\)\s*,\s*\2\.end\s*\(\s*\)\s*\)"
        s = sub(ctx, "foreign-methods", rf"(?<![\w.])(?:std::)?(sort|reverse){span}", r"\2.\1()", s)
        s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])\.first\b(?!\s*\()", "[0]", s)
        s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])\.second\b(?!\s*\()", "[1]", s)
        s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])\.getKey\s*\(\s*\)", "[0]", s)
        s = sub(ctx, "foreign-methods", r"(?<=[\w)\]])\.getValue\s*\(\s*\)", "[1]", s)
    s = sub(ctx, "foreign-methods", r"(?<![\w.])(?:Math|math)\.(max|min|abs|pow)\s*\(", r"\1(", s)
    # Java and JavaScript round halves up (Python's round() to even: round(2.5) is 2)
    s, rounded = rewrite_call(s, r"Math\.round", lambda a: f"int((({a}) + 0.5) // 1)")
    if rounded:
        ctx.rule("math-functions")
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:top|peek|back|last)\s*\(\s*\)", r"\1[-1]", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.(?:front|first)\s*\(\s*\)", r"\1[0]", s)
    s = sub(ctx, "foreign-methods", rf"{_P}\.charAt\s*\(\s*((?:[^()]|\([^()]*\))+?)\s*\)", r"\1[\2]", s)
    # JavaScript's `a.at(-1)` counts from the end for a negative position, as Python's `a[-1]` does
    s = sub(ctx, "foreign-methods", rf"{_P}\.at\s*\(\s*((?:[^()]|\([^()]*\))+?)\s*\)", r"\1[\2]", s)
    # the ends of a double-ended list, as C++, Java, Kotlin, Swift and JavaScript name them: the front
    # (`popFront`, `pop_front`, `removeFirst`, `dequeue`), the back (`pushBack`, `popBack`, `removeLast`)
    s = pushed_parts(s, ctx)  # `s.push(i, j)` in C or Java: one item of two parts
    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.(?:push|push_back|pushBack|offer|offerLast|addLast|enqueue)\s*\(",
        r"\1.append(",
        s,
    )
    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.(?:poll|shift|popleft|pollFirst|pop_front|popFront|removeFirst|dequeue)\s*\(\s*\)",
        r"\1.pop(0)",
        s,
    )
    s = sub(
        ctx, "foreign-methods", rf"{_P}\.(?:pop_back|popBack|removeLast|pollLast)\s*\(\s*\)", r"\1.pop()", s
    )
    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.(?:push_front|pushFront|addFirst|offerFirst|unshift)\s*\(",
        r"\1.insert(0, ",
        s,
    )
    s = sub(ctx, "foreign-methods", rf"{_P}\.getOrDefault\s*\(", r"\1.get(", s)
    s = sub(
        ctx,
        "foreign-methods",
        r"(?<![\w.])(?:System\.out\.println|System\.out\.print|console\.log)\s*\(",
        "print(",
        s,
    )
    s, n = rewrite_call(s, r"(?:Math\.)?floor", _floor)
    s, m = rewrite_call(s, r"(?:Math\.)?ceil", lambda a: f"int(-(-({a}) // 1))")
    s, k = rewrite_call(s, r"(?:Math\.)?sqrt", lambda a: f"(({a}) ** 0.5)")
    if n or m or k:
        ctx.rule("math-functions")

    def substring(m: re.Match[str]) -> str:
        args = [a.strip() for a in split_top(m.group(2)) if a.strip()]
        if len(args) > 2:
            return m.group(0)
        # `s.substring(i)` / `a.slice(-2)` run to the end: a suffix, not the item at i
        return f"{m.group(1)}[{args[0] if args else ''}:{args[1] if len(args) == 2 else ''}]"

    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.(?:substring|slice)\s*\(((?:[^()]|\([^()]*\))*)\)",
        substring,
        s,
    )
    # `indexOf` answers -1 for a missing item where Python's `index` raises
    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.indexOf\s*\(\s*((?:[^(),]|\([^()]*\))+?)\s*\)",
        r"(\1.index(\2) if \2 in \1 else -1)",
        s,
    )
    # JavaScript's substr takes a start and a length
    s = sub(
        ctx,
        "foreign-methods",
        rf"{_P}\.substr\s*\(((?:[^()]|\([^()]*\))*)\)",
        lambda m: _substr(m.group(1), split_top(m.group(2))) or m.group(0),
        s,
    )
    if ctx.javascript:
        # JavaScript sorts as text when given no comparator ([10, 9].sort() is [10, 9])
        whole = re.fullmatch(rf"{_P}\.sort\s*\(\s*\)", s.strip()) is not None
        s = sub(
            ctx,
            "foreign-methods",
            rf"{_P}\.sort\s*\(\s*\)",
            r"\1.sort(key=str)" if whole else r"sorted(\1, key=str)",  # JavaScript's sort returns the array
            s,
        )
    return variadic_calls(s, ctx)


def _substr(target: str, args: list[str]) -> str | None:
    if len(args) == 1:
        return f"{target}[{args[0]}:]"
    if len(args) == 2:
        return f"{target}[{args[0]}:({args[0]}) + ({args[1]})]"
    return None
