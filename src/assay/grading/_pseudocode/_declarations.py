"""Declarations in other languages' and textbooks' notation: ``int count[26] = {0};``, ``int i = 0,
j = 0``, ``vector<int> res;``, ``vector<int> dp(n, 1)``, ``const [a, ...rest] = xs``, ``let
A[0..n] be a new array``, and JavaScript's ``m.set(k, v)`` / ``m.delete(k)`` (docs/pseudocode.md).
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, Ctx, split_top
from assay.grading._pseudocode._containers import NUM_WORDS
from assay.grading._pseudocode._creation import assign
from assay.grading._pseudocode._kinds import NAME, Expr, Kind, kind

__all__ = ["DECLARATIONS", "c_array", "constructor", "destructured", "textbook_array"]

_I = re.IGNORECASE
_VALUE_TYPES = (
    r"(?:int|integer|long|short|float|double|bool|boolean|char|string|String|str|auto|var|val|let|const|number|"
    r"unsigned|size_t|Integer|Long|Double|Boolean|Character)"
)
_DEFAULTS = [
    (r"^(?:int|integer|long|short|float|double|unsigned|size_t|Integer|Long|Double|number)$", "0"),
    (r"^(?:bool|boolean|Boolean)$", "False"),
    (r"^(?:string|String|str)$", '""'),
    (r"(?:vector|list|List|ArrayList|stack|Stack|deque|Deque|queue|Queue|array|\[\])", "[]"),
    (r"(?:unordered_map|map|Map|HashMap|dict|Dictionary|TreeMap)", "{}"),
    (r"(?:unordered_set|set|Set|HashSet|TreeSet)", "set()"),
]


@kind(rf"(?:{_VALUE_TYPES}\s+)+({NAME})\s*\[([^\[\]]+)\]\s*(?:=\s*\{{\s*([^{{}}]*?)\s*\}})?", flags=0)
def c_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # C arrays declared without items: `bool seen[n];`. C's `int a[n] = {…}` is read before this
    # (`_arrays.c_initialised_array`); a list that reaches here is in a type that C does not
    # fill that way (`Integer a[3] = {1}`, `auto a[3] = {1}`): `{1}` is never guessed as `n` ones
    if m.group(3) is not None:
        ctx.note(f"'{m.group(0)}': an array initialised in a way not read with certainty; not guessed")
        return [m.group(0)]  # not Python, so the line is reported as not understood
    ctx.rule("typed-declaration")
    zero = "False" if m.group(0).startswith("bool") else "0"
    return assign(m.group(1), f"[{zero}] * ({expr(m.group(2), ctx)})", ctx)


# a node's class before several names: `Node prev = null, curr = head, nxt;`
_NODE_TYPE = r"(?:List|Tree)?Node\s*\*?"
# a first-year flowchart's `Declare prev=NULL, curr=head, nxt` names no type at all (docs/pseudocode.md,
# "Conventions read since round 16 was opened: mixed"); Cambridge's `DECLARE x : INTEGER` has its colon
_DECLARE = r"(?:declare|Declare|DECLARE)"
# a container's kind named without its item type, as homework pseudocode declares one: `map m;`,
# `stack s;` (never `set` or `list`, which are English words a step may start with)
_BARE_CONTAINER = (
    r"(?:std::)?(?:unordered_map|map|unordered_set|stack|queue|deque|vector|HashMap|HashSet|Stack)"
)


@kind(rf"(?:(?:{_VALUE_TYPES}|{_NODE_TYPE}|{_DECLARE})\s+)+(.+)", flags=0)
def _declared_several(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # declarations: `let a = 0, b = n - 1`, `int i = 0, j = 0`
    if "," not in m.group(1):
        return None
    parts = split_top(m.group(1))
    if len(parts) < 2 or not all(re.match(rf"^{NAME}\s*(?:=(?!=).+)?$", p) for p in parts):
        return None
    ctx.rule("typed-declaration")
    out: list[str] = []
    for part in parts:
        name, _, value = part.partition("=")
        out.extend(assign(name.strip(), expr(value, ctx) if value.strip() else "None", ctx))
    return out


@kind(
    rf"((?:{_VALUE_TYPES}|{_DECLARE}|[A-Za-z_][\w:]*\s*<.*>|[A-Za-z_]\w*\s*\[\s*\]|{_BARE_CONTAINER}(?=\s+{NAME}$))\s+)+({NAME})",
    flags=0,
)
def _declared(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # a declaration without a value: `int count;`, `vector<int> res;`, `let best`
    if re.match(r"^(?:return|print|else|do|goto|call)\b", m.group(0), _I):
        return None
    declared = m.group(1).strip()
    value = "None"
    for pattern, default in _DEFAULTS:
        if re.search(pattern, declared):
            value = default
            break
    if re.match(r"^queue\s*(?:<|$)", declared):
        ctx.kinds[m.group(2)] = "queue"
    ctx.rule("typed-declaration")
    lines = assign(m.group(2), value, ctx)
    if re.match(r"^queue\s*(?:<|$)", declared):
        ctx.kinds[m.group(2)] = "queue"
    return lines


@kind(rf"({PRIM})\.set\s*\((.+)\)", flags=0)
def _map_set(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if len(split_top(m.group(2))) != 2:
        return None
    ctx.rule("foreign-methods")
    k, v = split_top(m.group(2))
    return [f"{expr(m.group(1), ctx)}[{expr(k, ctx)}] = {expr(v, ctx)}"]


@kind(rf"({NAME})\.(?:delete|remove|erase)\s*\((.+)\)", flags=0)
def _map_delete(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(1)
    if ctx.kinds.get(name) not in ("dict", "set"):
        return None
    ctx.rule("foreign-methods")
    key = expr(m.group(2), ctx)
    return [f"{name}.pop({key}, None)" if ctx.kinds[name] == "dict" else f"{name}.discard({key})"]


DECLARATIONS: tuple[Kind, ...] = (_declared_several, _declared, _map_set, _map_delete)


@kind(rf"(?:const|let|var)\s*\[\s*((?:\.\.\.)?{NAME}(?:\s*,\s*(?:\.\.\.)?{NAME})*)\s*\]\s*=\s*(.+)", flags=0)
def destructured(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # JavaScript destructuring: `const [a, ...rest] = xs`, `let [x, y] = [y, x]`
    ctx.rule("typed-declaration")
    targets = ", ".join(re.sub(r"^\.\.\.", "*", t.strip()) for t in m.group(1).split(","))
    value = m.group(2).strip()
    if value.startswith("[") and value.endswith("]"):
        value = value[1:-1]
    return [f"{targets} = {expr(value, ctx)}"]


@kind(rf"(?:std::)?(?:vector|string)\s*(<.*>)?\s+({NAME})\s*\((.+)\)", flags=0)
def constructor(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # C++ constructors: `vector<int> dp(n, 1)`, `vector<vector<int>> g(n, vector<int>(m, 0))`
    built = _constructed(m.group(3), ctx, expr)
    if built is None:
        return None
    ctx.rule("typed-declaration")
    return assign(m.group(2), built, ctx)


def _constructed(args: str, ctx: Ctx, expr: Expr) -> str | None:
    """``n, 1`` → ``[1] * (n)``; ``n, vector<int>(m, 0)`` → a fresh row per position."""
    parts = split_top(args)
    if len(parts) == 1:
        return f"[0] * ({expr(parts[0], ctx)})"
    if len(parts) != 2:
        return None
    size, fill = parts
    inner = re.fullmatch(r"(?:std::)?vector\s*<.*>\s*\((.+)\)", fill.strip())
    if inner:
        row = _constructed(inner.group(1), ctx, expr)
        return None if row is None else f"[{row} for _ in range({expr(size, ctx)})]"
    return f"[{expr(fill, ctx)}] * ({expr(size, ctx)})"


# one `lo:hi` range per dimension, as CLRS's fourth edition writes them
_CLRS4_RANGE = re.compile(r"[^:,]+:[^:,]+(?:,[^:,]+:[^:,]+)*")
_MADE_NEW = re.compile(r"\]\s+(?:be|is|=|\u2190)\s+(?:an?\s+)?new\b", _I)


@kind(rf"(?:let\s+)?({NAME})\s*\[([^\[\]]+)\]\s+(?:be|is|=|\u2190)\s+(?:an?\s+)?(?:new\s+)?(.*)")
def textbook_array(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # textbook: `let A[0..n] be a new array`, `let dp[1..n, 0..m] be a new table`; CLRS's fourth edition
    # writes the range `A[1:n]`, both ends in it, and only ever where a new array is made
    ranges = m.group(2)
    if ".." not in ranges and _CLRS4_RANGE.fullmatch(ranges) and _MADE_NEW.search(m.group(0)):
        ranges = ranges.replace(":", "..")
    if ".." not in ranges or "..." in ranges or m.group(1) in ("const", "let", "var"):
        return None
    dims = [d.strip() for d in split_top(ranges)]
    sizes: list[str] = []
    for dim in dims:
        lo, _, hi = dim.partition("..")
        lo_py, hi_py = expr(lo.strip(".").strip(), ctx), expr(hi.strip(".").strip(), ctx)
        plus_one = re.sub(r"\s*-\s*1$", "", hi_py) if re.search(r"\s*-\s*1$", hi_py) else f"{hi_py} + 1"
        # a table of two or more dimensions is never shifted (only 1-D arrays are: docs/pseudocode.md),
        # so a dimension counted from 1 keeps slot 0 unused and reaches `hi` as the learner wrote it
        table_from_one = len(dims) > 1 and re.fullmatch(r"[1-9]\d*", lo_py) is not None
        sizes.append(
            plus_one
            if lo_py == "0" or table_from_one
            else f"{hi_py} - {lo_py} + 1"
            if lo_py != "1"
            else hi_py
        )
        if lo_py == "0":
            ctx.zero_based.add(m.group(1))
    fill = re.search(r"(?:filled\s+with|initiali[sz]ed\s+(?:to|with)|of|with)\s+(.+)$", m.group(3), _I)
    # `new empty lists` is one fresh list per position; `new arrays` (two names) is not
    fresh = re.search(
        r"\bempty\s+(lists|arrays|stacks|queues|sets|maps|dictionaries|tables)\b", m.group(3), _I
    )
    value = (NUM_WORDS.get(fill.group(1).strip().lower()) or expr(fill.group(1), ctx)) if fill else "0"
    if fresh:
        empty = (
            "set()"
            if fresh.group(1).lower() == "sets"
            else "{}"
            if fresh.group(1).lower() in ("maps", "dictionaries", "tables")
            else "[]"
        )
        built = f"[{empty} for _ in range({sizes[-1]})]"
    else:
        built = f"[{value}] * ({sizes[-1]})"
    for size in reversed(sizes[:-1]):
        built = f"[{built} for _ in range({size})]"
    ctx.rule("textbook-array")
    return assign(m.group(1), built, ctx)
