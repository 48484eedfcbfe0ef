"""English loop heads: ``for each index i``, ``for every row r and column c of grid``, ``for each x in
nums except the last``, ``for each of its four neighbours (a, b)`` (docs/pseudocode.md, "English").

A head that names no collection is about the question's first list or string parameter
(:attr:`Ctx.sequence`); one that is none of these kinds is left to the other loop rules (``None``).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx
from assay.grading._pseudocode._clause_names import known_name
from assay.grading._pseudocode._clause_steps import clause_loop
from assay.grading._pseudocode._kinds import NAME, Expr
from assay.grading._pseudocode._prose_words import ITEM, ITEMS

__all__ = ["loop"]

_I = re.IGNORECASE
_EACH = r"(?:(?:each|every|all)\s+)?"


def _neighbours(h: str, ctx: Ctx, expr: Expr) -> str | None:
    """``each of its four neighbours (a, b) that is inside the grid and is "1"`` → a filtered loop."""
    m = re.fullmatch(
        rf"{_EACH}(?:one\s+)?(?:(?:of|in)\s+)?(?:its|the)\s+(?:four\s+|4\s+)?neighbou?rs?\s*\(\s*({NAME})\s*,\s*({NAME})\s*\)"
        rf"(?:\s+of\s+\(\s*({NAME})\s*,\s*({NAME})\s*\))?(?:\s+(?:that|which)\s+(?:is|are)\s+(.+))?",
        h,
        _I,
    )
    around = (
        (m.group(3), m.group(4)) if m and m.group(3) else tuple(ctx.pair.split(",")) if ctx.pair else None
    )
    if m is None or around is None or len(around) != 2:
        return None
    a, b = m.group(1), m.group(2)
    i, j = (x.strip() for x in around)
    steps = f"(({i} + 1, {j}), ({i} - 1, {j}), ({i}, {j} + 1), ({i}, {j} - 1))"
    tests: list[str] = []
    for raw in re.split(r"\s+and\s+(?:is\s+|are\s+)?", m.group(5) or ""):
        test = raw.strip()
        if not test:
            continue
        if re.fullmatch(r"(?:inside|within|in|on)\s+(?:the\s+)?(?:grid|board|matrix|map|bounds)", test, _I):
            test = f"({a}, {b}) is {test}"
        elif ctx.sequence and not re.match(r"(?:not\s+)?(?:inside|within|outside|off)\b", test, _I):
            cell = f"{ctx.sequence}[{a}][{b}]"
            test = f"{cell} {test}" if re.match(r"[<>=!]", test) else f"{cell} == {test}"
        tests.append(expr(test, ctx))
    ctx.rule("for-each-neighbour")
    keep = f" if {' and '.join(f'({t})' for t in tests)}" if tests else ""
    return f"for {a}, {b} in (({a}, {b}) for {a}, {b} in {steps}{keep})"


def _iterable(text: str, ctx: Ctx, expr: Expr) -> str | None:
    """``nums after the first one`` → ``nums[1:]``; ``after the first`` alone → the sequence's."""
    m = re.fullmatch(
        # `intervals (from the 2nd)`: the same words in a bracket, the ordinal in figures
        r"(?:(.+?)\s+)??(\(\s*)?(after\s+the\s+first|except\s+(?:for\s+)?the\s+(?:first|last)|"
        r"but\s+the\s+(?:first|last)|(?:starting\s+)?(?:from|at)\s+the\s+(?:second|2nd))"
        rf"(?:\s+(?:one|{ITEM}))?(?(2)\s*\))",
        text.strip(),
        _I,
    )
    if not m:
        return None
    base = m.group(1)
    seq = expr(base, ctx) if base else ctx.sequence
    if seq is None:
        return None
    ctx.rule("english-slices")
    return f"{seq}[:-1]" if m.group(3).lower().endswith("last") else f"{seq}[1:]"


def loop(head: str, ctx: Ctx, expr: Expr) -> str | None:
    """The Python ``for`` header for an English loop head (after ``for``), or ``None``."""
    h = re.sub(r"\s*[:{]\s*$", "", head.strip())
    said = clause_loop(h, ctx, expr)
    if said is not None:
        return said
    m = re.fullmatch(
        rf"{_EACH}rows?\s+({NAME})\s+and\s+(?:(?:each|every|all)\s+)?(?:columns?|cols?)\s+({NAME})"
        rf"(?:\s+(?:of|in)\s+(?:the\s+)?({PRIM}))?",
        h,
        _I,
    )
    if m and (m.group(3) or ctx.sequence):
        grid = expr(m.group(3), ctx) if m.group(3) else ctx.sequence
        ctx.rule("for-each-cell")
        rows, cols = m.group(1), m.group(2)
        return f"for {rows}, {cols} in itertools.product(range(len({grid})), range(len({grid}[0])))"
    m = re.fullmatch(
        rf"{_EACH}(?:row\s+|column\s+|col\s+)?({NAME})\s+in\s+(?:the\s+|all\s+)?(rows|columns|cols)", h, _I
    )
    if m and ctx.sequence and m.group(2).lower() not in ctx.kinds:
        # `for r in rows` with nothing called rows: the rows of the question's grid
        ctx.rule("for-each-cell")
        grid = ctx.sequence if m.group(2).lower() == "rows" else f"{ctx.sequence}[0]"
        return f"for {m.group(1)} in range(len({grid}))"
    m = re.fullmatch(
        rf"{_EACH}(?:(?:consecutive|adjacent|neighbou?ring)\s+)?pair\s+(?:of\s+)?"
        rf"(?:(?:neighbou?rs|consecutive|adjacent|neighbou?ring)\s+)?(?:(?:{ITEMS})\s+)?"
        rf"\(?\s*({NAME})\s*(?:,|and)\s*({NAME})\s*\)?\s+(?:in|of|from)\s+(?:the\s+)?({PRIM})",
        h,
        _I,
    )
    if m and re.search(r"neighbou?r|consecutive|adjacent", h, _I):
        # `each pair of neighbours a and b in xs`: side by side, not every pair
        ctx.rule("for-each")
        pairs = expr(m.group(3), ctx)
        return f"for {m.group(1)}, {m.group(2)} in zip({pairs}, {pairs}[1:])"
    m = re.fullmatch(
        rf"{_EACH}(index\s+|position\s+|{NAME}\s+)?({NAME})\s+(?:in|of)\s+(?:the\s+)?({PRIM})\s*\(?\s*,?\s*"
        rf"(?:with|and|along\s+with)\s+(?:its|the)\s+({NAME}\s+)?({NAME})\s*\)?",
        h,
        _I,
    )
    if m and not known_name(m.group(2), ctx) and not known_name(m.group(5), ctx):
        # `each position right in s (with its character ch)`, `each x in xs with its index i`: both
        # at once; which is the position is what the words call it
        said_index = re.fullmatch(r"index|position", (m.group(4) or "").strip(), _I) is not None
        first_index = re.fullmatch(r"index|position", (m.group(1) or "").strip(), _I) is not None
        if first_index != said_index:
            ctx.rule("for-each-index")
            where = expr(m.group(3), ctx)
            i, item = (m.group(2), m.group(5)) if first_index else (m.group(5), m.group(2))
            ctx.kinds[i] = "num"
            return f"for {i}, {item} in enumerate({where})"
    neighbours = _neighbours(h, ctx, expr)
    if neighbours is not None:
        return neighbours
    # `every number x after the first one`, `each x in nums except the last`
    # (`each [s, e] in intervals (from the 2nd)`: a pair taken apart, as in `for [s, e] in …`)
    m = re.fullmatch(
        rf"{_EACH}(?:(?!(?:in|of)\b){NAME}\s+)?((?!(?:in|of|starting|after|except|but|from)\b){NAME}|"
        rf"\[\s*{NAME}(?:\s*,\s*{NAME})+\s*\]|\(\s*{NAME}(?:\s*,\s*{NAME})+\s*\))\s+"
        r"(?:(?:in|of)\s+)?(.+)",
        h,
        _I,
    )
    if m:
        seq = _iterable(m.group(2), ctx, expr)
        if seq is not None:
            ctx.rule("for-each")
            target = re.sub(r"\s*,\s*", ", ", m.group(1).strip("[]()").strip())
            return f"for {target} in {seq}"
    if ctx.sequence is None or re.search(r"\b(?:in|of|from|to|through|between)\b", h, _I):
        return None
    seq = ctx.sequence
    m = re.fullmatch(
        rf"{_EACH}(?:index|position|{NAME})\s+({NAME})\s*(?:,|and|with)\s*(?:its\s+|the\s+)?{NAME}\s+({NAME})",
        h,
        _I,
    )
    if m:
        ctx.rule("for-each-index")
        ctx.kinds[m.group(1)] = "num"
        return f"for {m.group(1)}, {m.group(2)} in enumerate({seq})"
    m = re.fullmatch(rf"{_EACH}(?:index|position)\s+({NAME})", h, _I)
    if m:
        ctx.rule("for-each-index")
        ctx.kinds[m.group(1)] = "num"
        return f"for {m.group(1)} in range(len({seq}))"
    # `for each interval [start, end]`, `for every pair (a, b)`: the items of the sequence, unpacked
    m = re.fullmatch(rf"{_EACH}(?:{NAME}\s+)?[\[(]\s*({NAME}(?:\s*,\s*{NAME})+)\s*[\])]", h, _I)
    if m:
        ctx.rule("for-each")
        names = ", ".join(n.strip() for n in m.group(1).split(","))
        return f"for {names} in {seq}"
    return None
