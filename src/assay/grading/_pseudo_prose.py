"""English prose of the pseudocode normaliser: a small grammar of sentences (docs/pseudocode.md).

Learners who write English rather than notation use a handful of sentence kinds, whatever the words:

* **parts of a collection**: ``the first k numbers``, ``the last 3 items of xs``, ``the last index``,
  ``every number after the first one`` — the collection is the one named, or the question's first
  list or string parameter when none is (:attr:`Ctx.sequence`);
* **states and comparisons**: ``the stack has something``, ``q has nothing left``, ``t is warmer
  than u``, a condition with an afterthought ``x > 0 (and i > 0)``;
* **totals**: ``add up xs``, ``the total of xs``, ``… as a decimal``;
* **loops without a collection**: ``for each index i``, ``for every day i with temperature t``,
  ``for every row r and column c of grid``;
* **steps**: ``skip this one if c`` / ``stop when c``, ``move left to the right``, ``add a to t and
  take away b`` (the second verb reuses the first's target), ``sort xs by where they start``,
  ``the new head is prev, return it``.

:func:`phrase` rewrites expressions (before the other English words); :func:`step` reads a whole
step (``None``: not one of these); :func:`loop` reads a ``for`` header (``None``: not one of these).
Each rule is a kind of phrasing, not a sentence: the tests in ``tests/grading/test_pseudo_prose.py``
use wordings that appear nowhere in the corpus.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assay.grading._pseudo_base import PRIM, Ctx, sub
from assay.grading._pseudo_clause_steps import clause_loop, clause_step
from assay.grading._pseudo_clauses import clause_phrase, function_noun, known_name
from assay.grading._pseudo_discourse import tidy
from assay.grading._pseudo_kinds import NAME, Kind, kind, lower_verb, read_kinds, template
from assay.grading._pseudo_refs import refer as refer_roles

__all__ = ["loop", "phrase", "refer", "step"]

Expr = Callable[[str, Ctx], str]

_I = re.IGNORECASE
_NAME = r"[A-Za-z_]\w*"
_EACH = r"(?:(?:each|every|all)\s+)?"
_NOT_A_VALUE = (
    r"(?:not|in|empty|even|odd|zero|none|null|true|false|equal|the\s+same|greater|less|more|bigger|smaller|larger|"
    r"at\s+(?:least|most)|a\s+key|positive|negative)\b"
)
_FEWER = ("less", "fewer", "smaller", "lower", "below")
_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_COMPUTE = r"^(?:work\s+out|figure\s+out|compute|calculate|find|get|determine|count)\s+(?=\S)"
_P = rf"(?<![\w.])({PRIM})"
_ITEMS = (
    r"(?:numbers|values|items|elements|entries|ones|characters|chars|letters|words|strings|days|nodes|"
    r"temperatures|prices|heights|intervals|points|digits|integers|ints|nums)"
)
_ITEM = (
    r"(?:number|value|item|element|entry|one|character|char|letter|word|string|day|node|digit|integer|int|"
    r"num)"
)
_FIRST_K = re.compile(
    rf"\b(?:the\s+)?(first|last)\s+({_NAME}|\d+)\s+({_ITEMS}|{_NAME})(?:\s+(?:of|in|from)\s+(?:the\s+)?({PRIM}))?",
    _I,
)
_NOT_A_COUNT = {
    "one",
    "item",
    "element",
    "number",
    "value",
    "index",
    "time",
    "node",
    "character",
    "char",
    "of",
    "in",
}
_WARMER = (
    r"bigger|larger|greater|more|higher|warmer|hotter|longer|taller|heavier|older|later|wider|deeper|farther|"
    r"further"
)
_COLDER = r"smaller|less|lower|colder|cooler|shorter|lighter|younger|earlier|narrower|shallower|fewer|closer"
_SOME = (
    r"(?:something|anything|items?|elements?|entries|stuff|any(?:thing|\s+items?|\s+elements?)?|"
    r"one\s+or\s+more\s+\w+)"
)
_NONE = r"(?:nothing|no\s+(?:items?|elements?|entries|more\s+\w+))"


def refer(s: str, ctx: Ctx) -> str:
    """``s`` (string-masked code) without discourse words, its role references named."""
    return refer_roles(tidy(s, ctx), ctx)


def _known_sequence(name: str, ctx: Ctx) -> bool:
    return ctx.kinds.get(name) == "list" or name == ctx.sequence


def _first_k(m: re.Match[str], ctx: Ctx) -> str:
    which, count, noun, where = m.group(1).lower(), m.group(2), m.group(3), m.group(4)
    known = count in ctx.params or count in ctx.names or ctx.kinds.get(count) == "num"
    if count.lower() in _NOT_A_COUNT or not (
        count.isdigit() or (known and ctx.kinds.get(count) in (None, "num"))
    ):
        return m.group(0)
    seq = where or (noun if _known_sequence(noun, ctx) else None)
    if seq is None and re.fullmatch(_ITEMS, noun, _I):
        seq = ctx.sequence
    if seq is None:
        return m.group(0)
    ctx.rule("english-slices")
    return f"{seq}[:{count}]" if which == "first" else f"{seq}[-{count}:]"


def phrase(s: str, ctx: Ctx) -> str:
    """Rewrite the English expression phrases in ``s`` (string-masked code)."""
    s = clause_phrase(refer(s, ctx), ctx)
    m = re.fullmatch(
        r"(.+?)\s+as\s+an?\s+(?:decimal|float|fraction|floating[- ]point(?:\s+number)?|real(?:\s+number)?)",
        s,
        _I,
    )
    if m:
        ctx.rule("english-functions")
        s = f"float({m.group(1)})"
    m = re.fullmatch(r"(.+?)\s*\(\s*(and|or)\s+([^()]+)\)", s.strip(), _I)
    if m and not re.search(r"\b(?:and|or)\s*$", m.group(1), _I):
        # `nums[i] == nums[i - 1] (and i > 0)`: an afterthought is part of the condition; added
        # with "and" it is the guard that makes the rest meaningful, so it is tested first
        ctx.rule("english-operators")
        if m.group(2).lower() == "and":
            s = f"({m.group(3)}) and ({m.group(1)})"
        else:
            s = f"({m.group(1)}) or ({m.group(3)})"
    s = _FIRST_K.sub(lambda m: _first_k(m, ctx), s)
    if ctx.sequence:
        # `set best to the first number`: of the question's list when no other is named; a noun
        # that names what the items are (`the last interval`) is left alone, since it as often
        # means the answer's own list
        s = sub(
            ctx,
            "english-slices",
            r"\b(?:the\s+)?(first|last)\s+(?:number|value|item|element|entry|character|char|letter|word)\b"
            r"(?!\s+(?:of|in|from|on|out|off|at|to|into)\b)",
            lambda m: f"{ctx.sequence}[{'0' if m.group(1).lower() == 'first' else '-1'}]",
            s,
        )
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:add\s+up|the\s+(?:sum|total)\s+of|total\s+of)\s+(?:all\s+)?(?:the\s+)?{_P}",
        r"sum(\1)",
        s,
    )
    if ctx.sequence:
        s = sub(
            ctx,
            "length",
            r"\b(?:the\s+)?(?:last|final)\s+(?:index|position)\b(?!\s+(?:of|in)\b)",
            f"len({ctx.sequence}) - 1",
            s,
        )
    s = sub(
        ctx,
        "is-empty",
        rf"{_P}\s+(?:still\s+)?(?:has|holds|contains)\s+{_SOME}(?:\s+(?:in\s+it|left))?",
        r"(len(\1) > 0)",
        s,
    )
    s = sub(
        ctx,
        "is-empty",
        rf"{_P}\s+(?:has|holds|contains)\s+{_NONE}(?:\s+(?:in\s+it|left))?",
        r"(len(\1) == 0)",
        s,
    )
    s = sub(ctx, "english-operators", r"((?:below|under|above|over|than|to|[<>=])\s*)zero\b", r"\g<1>0", s)
    s = _grid_bounds(s, ctx)
    number = re.fullmatch(
        r"(?:the\s+number\s+)?(zero|one|two|three|four|five|six|seven|eight|nine|ten)", s.strip(), _I
    )
    if number:
        s = str(_NUMBERS.index(number.group(1).lower()))
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+is\s+({PRIM})\s+or\s+(less|fewer|smaller|lower|below|more|greater|bigger|higher|above)\b",
        lambda m: f"{m.group(1)} {'<=' if m.group(3).lower() in _FEWER else '>='} {m.group(2)}",
        s,
    )
    s = sub(
        ctx, "contains", rf"{_P}\s+is\s+(?:a|one\s+of\s+the)\s+keys?\s+(?:of|in)\s+{_P}", r"(\1 in \2)", s
    )
    s = sub(
        ctx,
        "contains",
        rf"{_P}\s+is\s+not\s+(?:a|one\s+of\s+the)\s+keys?\s+(?:of|in)\s+{_P}",
        r"(\1 not in \2)",
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+is\s+an?\s+(?:opening|open|left)\s+(?:bracket|parenthesis|paren|brace|one|symbol|character|char)\b",
        r'(\1 in "([{")',
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+is\s+an?\s+(?:closing|close|right)\s+(?:bracket|parenthesis|paren|brace|one|symbol|character|char)\b",
        r'(\1 in ")]}")',
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:the\s+)?(?:middle|median)\s+(?:element|item|value|number|one)\s+(?:of|in)\s+{_P}",
        r"\1[len(\1) // 2]",
        s,
    )
    if ctx.sequence:
        seq = ctx.sequence
        s = sub(
            ctx,
            "length",
            rf"\bhow\s+many\s+(?:{_ITEMS}|{seq})\s+(?:there\s+are|we\s+have|are\s+(?:there|given))(?:\s+in\s+{seq})?",
            f"len({seq})",
            s,
        )
        s = sub(ctx, "is-empty", rf"\bthere\s+are\s+no\s+(?:{_ITEMS}|{seq})\b", f"(len({seq}) == 0)", s)
    s = sub(
        ctx,
        "length",
        rf"{_P}\s+is\s+(\d+[A-Za-z_]\w*|{PRIM})\s+(?:long|characters\s+long|letters\s+long|items\s+long)\b",
        r"(len(\1) == \2)",
        s,
    )
    said_twice = re.fullmatch(r"(.+?)\s*\((.+)\)", s.strip())
    if said_twice and _bare(said_twice.group(1)) == _bare(said_twice.group(2)):
        # `if the tree is empty (root is none)`: the bracket says the same test again
        s = said_twice.group(1)
    m = re.fullmatch(r"((?:[A-Za-z']+\s+){2,})\(([^()]*(?:<|>|==|!=|\s=\s|\sis\s)[^()]*)\)", s.strip())
    if m and not re.search(r"\b(?:and|or|not)\s*$", m.group(1), _I):
        # `we still have opens left (opens < n)`: the words explain, the bracket is the test
        ctx.rule("english-operators")
        s = m.group(2)
    s = sub(
        ctx,
        "english-operators",
        rf"\bthere\s+(?:are|is)\s+(more|fewer|less)\s+({_NAME})\s+than\s+({_NAME})(?:\s+(?:so\s+far|now|left|yet))?",
        lambda m: f"({m.group(2)} {'>' if m.group(1).lower() == 'more' else '<'} {m.group(3)})",
        s,
    )
    for words, held in ((r"map|dictionary|dict|hash\s*map|table", "dict"), (r"set|hash\s*set", "set")):
        owners = [name for name, k in ctx.kinds.items() if k == held]
        if len(owners) == 1 and not re.search(rf"\b(?:{words})\b\s*(?:=|\u2190|:=)", s):
            # `if c is in the map` with one map in the answer: that one
            s = sub(ctx, "english-references", rf"\bthe\s+(?:{words})\b(?!\s*\()", owners[0], s)
    s = sub(ctx, "english-operators", rf"\bis\s+(?:{_WARMER})\s+than\b(?!\s+or\s+equal)", ">", s)
    s = sub(ctx, "english-operators", rf"\bis\s+(?:{_COLDER})\s+than\b(?!\s+or\s+equal)", "<", s)
    return s


def _bare(test: str) -> str:
    t = re.sub(r"\s+", " ", test.strip())
    while t.startswith("(") and t.endswith(")") and balanced(t[1:-1]):
        t = t[1:-1].strip()
    return t


def balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


def _grid_bounds(s: str, ctx: Ctx) -> str:
    """``r or c is outside the grid`` → the bounds test on the question's grid (``None``: unchanged)."""
    grid = ctx.sequence
    if grid is None:
        return s
    pattern = (
        rf"\(?\s*({_NAME})\s*(?:,|\band\b|\bor\b)\s*({_NAME})\s*\)?\s+(?:is|are)?\s*"
        r"(outside|off|out\s+of|not\s+in|inside|within|in)\s+(?:the\s+)?(?:grid|board|matrix|bounds)\b"
    )

    def test(m: re.Match[str]) -> str:
        inside = f"0 <= {m.group(1)} < len({grid}) and 0 <= {m.group(2)} < len({grid}[0])"
        out = m.group(3).lower() in ("outside", "off", "out of", "not in")
        return f"(not ({inside}))" if out else f"({inside})"

    return sub(ctx, "english-operators", pattern, test, s)


def _neighbours(h: str, ctx: Ctx, expr: Expr) -> str | None:
    """``each of its four neighbours (a, b) that is inside the grid and is "1"`` → a filtered loop."""
    m = re.fullmatch(
        rf"{_EACH}(?:one\s+)?(?:(?:of|in)\s+)?(?:its|the)\s+(?:four\s+|4\s+)?neighbou?rs?\s*\(\s*({_NAME})\s*,\s*({_NAME})\s*\)"
        rf"(?:\s+of\s+\(\s*({_NAME})\s*,\s*({_NAME})\s*\))?(?:\s+(?:that|which)\s+(?:is|are)\s+(.+))?",
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
        r"(?:(.+?)\s+)??(after\s+the\s+first|except\s+(?:for\s+)?the\s+(?:first|last)|but\s+the\s+(?:first|last)|"
        rf"(?:starting\s+)?(?:from|at)\s+the\s+second)(?:\s+(?:one|{_ITEM}))?",
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
    return f"{seq}[:-1]" if m.group(2).lower().endswith("last") else f"{seq}[1:]"


def loop(head: str, ctx: Ctx, expr: Expr) -> str | None:
    """The Python ``for`` header for an English loop head (after ``for``), or ``None``."""
    h = re.sub(r"\s*[:{]\s*$", "", head.strip())
    said = clause_loop(h, ctx, expr)
    if said is not None:
        return said
    m = re.fullmatch(
        rf"{_EACH}rows?\s+({_NAME})\s+and\s+(?:(?:each|every|all)\s+)?(?:columns?|cols?)\s+({_NAME})"
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
        rf"{_EACH}(?:row\s+|column\s+|col\s+)?({_NAME})\s+in\s+(?:the\s+|all\s+)?(rows|columns|cols)", h, _I
    )
    if m and ctx.sequence and m.group(2).lower() not in ctx.kinds:
        # `for r in rows` with nothing called rows: the rows of the question's grid
        ctx.rule("for-each-cell")
        grid = ctx.sequence if m.group(2).lower() == "rows" else f"{ctx.sequence}[0]"
        return f"for {m.group(1)} in range(len({grid}))"
    m = re.fullmatch(
        rf"{_EACH}(?:(?:consecutive|adjacent|neighbou?ring)\s+)?pair\s+(?:of\s+)?"
        rf"(?:(?:neighbou?rs|consecutive|adjacent|neighbou?ring)\s+)?(?:(?:{_ITEMS})\s+)?"
        rf"\(?\s*({_NAME})\s*(?:,|and)\s*({_NAME})\s*\)?\s+(?:in|of|from)\s+(?:the\s+)?({PRIM})",
        h,
        _I,
    )
    if m and re.search(r"neighbou?r|consecutive|adjacent", h, _I):
        # `each pair of neighbours a and b in xs`: side by side, not every pair
        ctx.rule("for-each")
        pairs = expr(m.group(3), ctx)
        return f"for {m.group(1)}, {m.group(2)} in zip({pairs}, {pairs}[1:])"
    m = re.fullmatch(
        rf"{_EACH}(index\s+|position\s+|{_NAME}\s+)?({_NAME})\s+(?:in|of)\s+(?:the\s+)?({PRIM})\s*\(?\s*,?\s*"
        rf"(?:with|and|along\s+with)\s+(?:its|the)\s+({_NAME}\s+)?({_NAME})\s*\)?",
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
    m = re.fullmatch(
        rf"{_EACH}(?:(?!(?:in|of)\b){_NAME}\s+)?((?!(?:in|of|starting|after|except|but|from)\b){_NAME})\s+"
        r"(?:(?:in|of)\s+)?(.+)",
        h,
        _I,
    )
    if m:
        seq = _iterable(m.group(2), ctx, expr)
        if seq is not None:
            ctx.rule("for-each")
            return f"for {m.group(1)} in {seq}"
    if ctx.sequence is None or re.search(r"\b(?:in|of|from|to|through|between)\b", h, _I):
        return None
    seq = ctx.sequence
    m = re.fullmatch(
        rf"{_EACH}(?:index|position|{_NAME})\s+({_NAME})\s*(?:,|and|with)\s*(?:its\s+|the\s+)?{_NAME}\s+({_NAME})",
        h,
        _I,
    )
    if m:
        ctx.rule("for-each-index")
        ctx.kinds[m.group(1)] = "num"
        return f"for {m.group(1)}, {m.group(2)} in enumerate({seq})"
    m = re.fullmatch(rf"{_EACH}(?:index|position)\s+({_NAME})", h, _I)
    if m:
        ctx.rule("for-each-index")
        ctx.kinds[m.group(1)] = "num"
        return f"for {m.group(1)} in range(len({seq}))"
    # `for each interval [start, end]`, `for every pair (a, b)`: the items of the sequence, unpacked
    m = re.fullmatch(rf"{_EACH}(?:{_NAME}\s+)?[\[(]\s*({_NAME}(?:\s*,\s*{_NAME})+)\s*[\])]", h, _I)
    if m:
        ctx.rule("for-each")
        names = ", ".join(n.strip() for n in m.group(1).split(","))
        return f"for {names} in {seq}"
    return None


@kind(
    rf"(.+?)\s*,?\s*(?:and\s+|then\s+)?(?:call|name|label)\s+(?:it|that|this|the\s+(?:result|total|sum|answer))\s+(?:as\s+)?({NAME})"
)
def _call_it(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("set-let")
    value = re.sub(_COMPUTE, "", m.group(1), flags=_I)
    return [f"{m.group(2)} = {expr(value, ctx)}"]


@kind(
    rf"[a-z]+\s+(?:the\s+)?({NAME})\b[^:]*:\s*(add|subtract|take\s+away)\s+(.+?)"
    r"(?:\s*,?\s+(?:and|then)\s+(add|subtract|take\s+away)\s+(.+))?"
)
def _named_then_changed(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    s = m.group(0)
    if ctx.kinds.get(m.group(1)) in ("list", "set", "dict") or re.search(
        r"\b(?:to|from)\b", s[s.index(":") :]
    ):
        return None
    # `slide the window one step: add a and take away b`: the steps act on what the sentence named
    ctx.rule("increment")
    target = m.group(1)
    lines = [f"{target} {'-=' if lower_verb(m.group(2)) else '+='} {expr(m.group(3), ctx)}"]
    if m.group(4):
        lines.append(f"{target} {'-=' if lower_verb(m.group(4)) else '+='} {expr(m.group(5), ctx)}")
    return lines


@kind(
    r"(?:push|put|add|append|enqueue)\s+(.+?)\s+(?:onto|on|to|into|in)\s+an?\s+(?:new\s+|fresh\s+|empty\s+)?(stack|queue|list)"
)
def _onto_new(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if m.group(2).lower() in ctx.kinds:
        return None
    # `push (r, c) onto a stack`: "a stack" is a new one, called what it is
    ctx.rule("container-verbs")
    ctx.kinds[m.group(2).lower()] = "list"
    return [f"{m.group(2).lower()} = [{expr(m.group(1), ctx)}]"]


@kind(rf"(bump|raise|grow|reduce|lower|drop|shrink|cut)\s+({PRIM})\s+by\s+(.+)")
def _by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # synonyms of increase/decrease
    ctx.rule("increment")
    return [f"{expr(m.group(2), ctx)} {'-=' if lower_verb(m.group(1)) else '+='} {expr(m.group(3), ctx)}"]


@kind(rf"({NAME}\[.+\])\s+is\s+(?:now\s+|set\s+to\s+)?(.+)")
def _item_is(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.match(_NOT_A_VALUE, m.group(2), _I):
        return None
    # `ways[i] is ways[i - 1] plus ways[i - 2]` as a step: a comparison alone would do nothing
    ctx.rule("set-let")
    return [f"{expr(m.group(1), ctx)} = {expr(m.group(2), ctx)}"]


@kind(r"(?:make|create|build|start|use|take)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(stack|queue|list|set)")
def _empty_named_by_kind(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    name = m.group(1).lower()
    if name in ctx.kinds:
        return None
    # `make an empty stack`: named by what it is, as later steps call it
    ctx.rule("empty-containers")
    ctx.kinds[name] = "set" if name == "set" else "list"
    return [f"{name} = {'set()' if name == 'set' else '[]'}"]


@kind(
    r"(?:take|pop|remove|get|pull|grab|dequeue)\s+(?:the\s+)?(first|front|next|oldest|last|top|newest)\s+(?:[a-z]+\s+)?"
    rf"(?:out\s+of|off|from)\s+(?:the\s+)?(?:(?:front|top|end|back)\s+of\s+(?:the\s+)?)?({PRIM})"
    rf"(?:\s*,?\s+(?:as|into|and\s+call\s+it|calling\s+it)\s+({NAME}))?"
)
def _take_end(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `take the first course out of the queue as c`: a queue gives its first, a stack its top; the
    # first of anything not called a queue is left as written (a stack's "first" is its top)
    target = expr(m.group(2), ctx)
    front = m.group(1).lower() in ("first", "front", "next", "oldest")
    queue = ctx.kinds.get(target) == "queue" or re.search(r"queue|(?<![a-z])q(?![a-z])", target, _I)
    if (front and not queue) or ctx.kinds.get(target) not in ("list", "queue"):
        return None
    ctx.rule("stack-queue")
    taken = f"{target}.pop({'0' if front else ''})"
    return [f"{m.group(3)} = {taken}" if m.group(3) else taken]


@kind(rf"((?:pop|take|remove|dequeue|get)\s+.+?)\s+(?:into|as)\s+({NAME})")
def _taken_into(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if re.search(r"\b(?:into|as)\b", m.group(1), _I):
        return None
    ctx.rule("stack-queue")
    value = expr(
        re.sub(r"^(?:get|take)\s+(?=the\s+(?:top|first|last|front))", "pop ", m.group(1), flags=_I), ctx
    )
    return [f"{m.group(2)} = {value}"]


@kind(
    r"(skip|stop|break|continue|move\s+on|go\s+on)(?:\s+(?:this|it|the\s+rest|here|now|looking|the\s+loop|this\s+\w+))?"
    r"\s*,?\s+(?:if|when|whenever|in\s+case)\s+(.+)"
)
def _leave_if(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("if-then")
    what = "break" if m.group(1).lower() in ("stop", "break") else "continue"
    return [f"if {cond(m.group(2), ctx)}: {what}"]


@kind(
    rf"(?:move|advance|step|shift|slide|bump)\s+({PRIM})\s+(?:one\s+(?:step\s+|place\s+)?)?(?:to\s+the\s+)?(right|left|forwards?|"
    r"back(?:wards?)?|up|down)\s*,?\s+(?:and\s+)?(?:then\s+)?keep\s+(?:moving|advancing|going|shifting|stepping|sliding)\s+"
    rf"(?:(?:it|that\s+way|({PRIM}))\s+)?(?:(?:that\s+way|the\s+same\s+way)\s+)?(while|as\s+long\s+as|until)\s+(.+)"
)
def _move_then_keep(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `move left to the right, and keep moving it while it points at the same number as before`:
    # one step, then the same step while the test holds; "as before" is where it stood one step back
    target = expr(m.group(1), ctx)
    if (m.group(3) and expr(m.group(3), ctx) != target) or not known_name(target, ctx):
        return None
    if ctx.kinds.get(target) not in ("num", None):
        return None
    back = m.group(2).lower().startswith(("left", "back", "down"))
    op = "-=" if back else "+="
    test = re.sub(r"\bit\b", target, m.group(5), flags=_I)
    seq = ctx.sequence
    same = re.compile(
        rf"\b{re.escape(target)}\s+(?:points\s+(?:at|to)|is\s+(?:at|on)|sits\s+on|lands\s+on)\s+(?:the\s+)?same\s+"
        r"(?:number|value|item|element|entry|character|letter|one)\s+as\s+(?:before|(?:the\s+)?one\s+before|last\s+time)",
        _I,
    )
    if same.search(test):
        if seq is None:
            return None
        # ("points at a number" is false where it points at none: the end of the list stops it)
        inside = f"{target} >= 0" if back else f"{target} < len({seq})"
        test = same.sub(f"({inside} and {seq}[{target}] == {seq}[{target} {'+' if back else '-'} 1])", test)
    ctx.rule("while-words")
    check = cond(test, ctx)
    check = f"not ({check})" if m.group(4).lower() == "until" else check
    return [f"{target} {op} 1", f"while {check}: {target} {op} 1"]


@kind(
    rf"(skip|move|advance|step|push|bump|walk|slide|keep\s+moving|keep\s+advancing|keep\s+skipping)\s+({PRIM})"
    r"(?:\s+(forwards?|ahead|on|right|to\s+the\s+right|up|back|backwards?|left|to\s+the\s+left|down))?"
    r"(?:\s+(?:by\s+one|one\s+(?:step|place|position)(?:\s+at\s+a\s+time)?))?\s*,?\s+"
    r"(while|as\s+long\s+as|until)\s+(.+)"
)
def _move_while(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `skip i forward while i < j and s[i] is not alnum`: the step repeated while the test holds
    way = (m.group(3) or "").lower()
    if not way and not m.group(1).lower().startswith(("skip", "keep skipping", "advance", "keep advancing")):
        return None  # `move i while …` says no direction
    target = expr(m.group(2), ctx)
    if ctx.kinds.get(target) not in ("num", None) or not known_name(target, ctx):
        return None
    back = way in ("back", "backward", "backwards", "left", "to the left", "down")
    test = cond(m.group(5), ctx)
    ctx.rule("while-words")
    test = f"not ({test})" if m.group(4).lower() == "until" else test
    return [f"while {test}: {target} {'-=' if back else '+='} 1"]


@kind(
    rf"(?:move|shift|slide|step|advance|bump)\s+({PRIM})\s+(?:one\s+(?:step|place|position)\s+)?(?:to\s+the\s+|towards?\s+the\s+)(right|left)"
)
def _sideways(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    ctx.rule("increment")
    return [f"{expr(m.group(1), ctx)} {'+=' if m.group(2).lower() == 'right' else '-='} 1"]


@kind(
    rf"(add|subtract|take\s+away|remove)\s+(.+?)\s+(to|from)\s+({PRIM})\s*,?\s+(?:and|then)\s+(?:then\s+)?"
    r"(add|subtract|take\s+away|remove)\s+(?!.*\b(?:to|from)\b)(.+)"
)
def _two_changes(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(4)) in ("list", "set", "dict"):
        return None
    ctx.rule("increment")
    target = expr(m.group(4), ctx)
    first = "-=" if lower_verb(m.group(1)) else "+="
    second = "-=" if lower_verb(m.group(5)) else "+="
    return [f"{target} {first} {expr(m.group(2), ctx)}", f"{target} {second} {expr(m.group(6), ctx)}"]


@kind(rf"take\s+away\s+(.+?)\s+from\s+({PRIM})")
def _take_away(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    if ctx.kinds.get(m.group(2)) in ("list", "set", "dict"):
        return None
    ctx.rule("increment")
    return [f"{expr(m.group(2), ctx)} -= {expr(m.group(1), ctx)}"]


@kind(
    rf"sort\s+(?:the\s+)?({PRIM})\s+by\s+(?:their\s+|its\s+|the\s+)?(.+?)(?:\s*,?\s*(ascending|descending|"
    r"(?:from\s+)?(?:smallest|largest|biggest)\s+(?:to|first)(?:\s+\w+)?))?"
)
def _sort_by(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    key = _sort_key(m.group(2))
    if key is None:
        return None
    ctx.rule("sort-reverse")
    order = (m.group(3) or "").lower()
    rev = (
        ", reverse=True"
        if order.startswith(("desc", "largest", "biggest", "from largest", "from biggest"))
        else ""
    )
    return [f"{expr(m.group(1), ctx)}.sort(key=lambda item: {key}{rev})"]


@kind(r"(?:its|the)\s+([a-z]+)\s+is\s+(.+)")
def _its_result(m: re.Match[str], ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    # `if the tree is empty, its depth is 0` in `max_depth`: what the procedure computes, given back
    noun = m.group(1).lower()
    if known_name(noun, ctx) or not any(function_noun(f) == noun for f in ctx.functions):
        return None
    ctx.rule("return-words")
    return [f"return {expr(m.group(2), ctx)}"]


_STEPS: tuple[Kind, ...] = (
    _call_it,
    _its_result,
    _named_then_changed,
    template(
        "return-words",
        "return {e1}",
        r"(?:the\s+)?[A-Za-z][\w ]*?\s+is\s+(.+?)\s*[,;]?\s*(?:so\s+|and\s+|then\s+)?"
        r"return\s+(?:it|that|this|them)",
    ),
    template(
        "call-keyword",
        "{e1}",
        r"(?:start|begin|kick\s+off|finish|end)\s+(?:with|by\s+calling|by)\s+((?:self\.)?[A-Za-z_][\w.]*\s*\(.*\))",
    ),
    _onto_new,
    template(
        # `remember that v was seen at i`: the only map records where each value was seen
        "container-verbs",
        "{map}[{e1}] = {e2}",
        rf"(?:remember|record|note|save|store)\s+(?:that\s+)?({PRIM})\s+(?:was|is|has\s+been)\s+(?:seen|found|met|stored)?\s*"
        rf"(?:at|in\s+position|at\s+index|on\s+step)\s+(.+)",
    ),
    _by,
    _item_is,
    template(
        "set-let",
        "{e1} = {e2} = {e3}",
        rf"(?:set|make)\s+({PRIM})\s+and\s+({PRIM})\s+(?:both\s+)?(?:to|equal\s+to)\s+(?:both\s+)?(.+)",
    ),
    _empty_named_by_kind,
    _take_end,
    _taken_into,
    template("return-words", "return {c1}", r"(?:return|give\s+back)\s+whether\s+(.+)"),
    template(
        # `return true only when the stack is empty, else false`: the value, its test, the other value
        "return-words",
        "return {e1} if {c2} else {e3}",
        r"(?:return|give\s+back|hand\s+back)\s+(.+?)\s+(?:only\s+|just\s+)?(?:if|when|whenever)\s+(.+?)\s*[,;]?\s*"
        r"(?:and\s+|or\s+)?(?:else|otherwise|if\s+not)\s*,?\s+(?:return\s+|give\s+back\s+)?(.+)",
    ),
    template(
        # `sort the letters of w to get its key`: the sorted letters as one string
        "sort-reverse",
        '{g2} = "".join(sorted({e1}))',
        rf"sort\s+(?:the\s+)?(?:letters|characters|chars)\s+(?:of|in)\s+({PRIM})\s*,?\s*"
        rf"(?:to\s+get|giving|into|and\s+call\s+(?:it|that)|as)\s+(?:its\s+|the\s+|a\s+)?({NAME})",
    ),
    template(
        # `start a new empty group for the key`: an entry of the only map
        "container-verbs",
        "{map}[{e1}] = []",
        r"(?:start|create|make|open|begin)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?(?:group|list|bucket)\s+"
        rf"(?:for|under|at)\s+(?:the\s+)?({PRIM})",
    ),
    _leave_if,
    _move_then_keep,
    _move_while,
    _sideways,
    _two_changes,
    _take_away,
    _sort_by,
)


def step(s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    """Python lines for one English step of the kinds above, or ``None``."""
    remark = re.fullmatch(
        r"(.+?)\s*\((?:if|when)\b[^()]*\b(?:begins?|starts?|counts?|is)\s+(?:from\s+|at\s+|as\s+)?(?:0|zero)\s*\)",
        s,
        _I,
    )
    if remark:
        # `cnt of c increase 1 (if c not exist yet, it begin from 0)`: the remark says what a missing
        # entry of a map counts from, which is how a map's entry is raised (docs/pseudocode.md); kept
        # only for that step, so a remark that says anything else stays not understood
        lines = _step(remark.group(1), ctx, expr, cond)
        changed = re.match(rf"({NAME})\[.+\]\s*(?:[-+]=|=\s*\1\.get\()", lines[0]) if lines else None
        if lines and len(lines) == 1 and changed and ctx.kinds.get(changed.group(1)) == "dict":
            ctx.rule("map-default-zero")
            return lines
    return _step(s, ctx, expr, cond)


def _step(s: str, ctx: Ctx, expr: Expr, cond: Expr) -> list[str] | None:
    said = clause_step(s, ctx, expr, cond)
    return said if said is not None else read_kinds(_STEPS, s, ctx, expr, cond)


def _sort_key(text: str) -> str | None:
    t = text.strip().lower()
    if re.fullmatch(
        r"(?:where\s+(?:they|it|each\s+one)\s+(?:start|starts|begin|begins)|start(?:ing)?(?:\s+(?:point|value|time))?|"
        r"first\s+(?:element|value|number|item|part)|beginning|left\s+end|lower\s+end|begin)s?",
        t,
    ):
        return "item[0]"
    if re.fullmatch(
        r"(?:where\s+(?:they|it|each\s+one)\s+(?:end|ends|finish|finishes|stop|stops)|end(?:ing)?(?:\s+(?:point|value|time))?|"
        r"second\s+(?:element|value|number|item|part)|right\s+end|upper\s+end|finish)s?",
        t,
    ):
        return "item[1]"
    if re.fullmatch(r"(?:length|size)s?", t):
        return "len(item)"
    return None
