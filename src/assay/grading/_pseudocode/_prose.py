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

:func:`phrase` rewrites expressions (before the other English words), here; :func:`step` reads a
whole step (``_prose_steps``; ``None``: not one of these); :func:`loop` reads a ``for`` header
(``_prose_loops``; ``None``: not one of these). The three are used through this module.
Each rule is a kind of phrasing, not a sentence: the tests in ``tests/grading/test_pseudo_prose.py``
use wordings that appear nowhere in the corpus.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, sub
from assay.grading._pseudocode._brackets import balanced
from assay.grading._pseudocode._clauses import clause_phrase
from assay.grading._pseudocode._discourse import tidy
from assay.grading._pseudocode._kinds import NAME
from assay.grading._pseudocode._listed_operands import listed_operands
from assay.grading._pseudocode._prose_loops import loop
from assay.grading._pseudocode._prose_steps import step
from assay.grading._pseudocode._prose_words import ITEMS
from assay.grading._pseudocode._refs import refer as refer_roles

__all__ = ["loop", "phrase", "refer", "step"]

_I = re.IGNORECASE
_FEWER = ("less", "fewer", "smaller", "lower", "below")
_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_P = PRIM_ALONE
# the whole sum is the key: `t - x is a key in seen` is `(t - x) in seen`, never `t - (x in seen)`
_SUM = rf"(?<![\w.])({PRIM}(?:\s*(?:[-+*%]|//|\bminus\b|\bplus\b|\btimes\b)\s*{PRIM})*)"
_FIRST_K = re.compile(
    rf"\b(?:the\s+)?(first|last)\s+({NAME}|\d+)\s+({ITEMS}|{NAME})(?:\s+(?:of|in|from)\s+(?:the\s+)?({PRIM}))?",
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
    if seq is None and re.fullmatch(ITEMS, noun, _I):
        seq = ctx.sequence
    if seq is None:
        return m.group(0)
    ctx.rule("english-slices")
    return f"{seq}[:{count}]" if which == "first" else f"{seq}[-{count}:]"


def phrase(s: str, ctx: Ctx) -> str:
    """Rewrite the English expression phrases in ``s`` (string-masked code)."""
    # `the max of a, b`: every listed operand, before a rule takes only the first (_listed_operands)
    s = clause_phrase(refer(listed_operands(s, ctx), ctx), ctx)
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
    if number and number.group(1) not in ctx.names:  # `two ← one`: names the answer set (docs/pseudocode.md)
        s = str(_NUMBERS.index(number.group(1).lower()))
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+is\s+({PRIM})\s+or\s+(less|fewer|smaller|lower|below|more|greater|bigger|higher|above)\b",
        lambda m: f"{m.group(1)} {'<=' if m.group(3).lower() in _FEWER else '>='} {m.group(2)}",
        s,
    )
    s = sub(
        ctx,
        "contains",
        rf"{_SUM}\s+is\s+(?:already\s+)?(?:a|one\s+of\s+the)\s+keys?\s+(?:of|in)\s+{_P}",
        r"(\1 in \2)",
        s,
    )
    s = sub(
        ctx,
        "contains",
        rf"{_SUM}\s+is\s+not\s+(?:yet\s+)?(?:a|one\s+of\s+the)\s+keys?\s+(?:of|in)\s+{_P}",
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
            rf"\bhow\s+many\s+(?:{ITEMS}|{seq})\s+(?:there\s+are|we\s+have|are\s+(?:there|given))(?:\s+in\s+{seq})?",
            f"len({seq})",
            s,
        )
        s = sub(ctx, "is-empty", rf"\bthere\s+are\s+no\s+(?:{ITEMS}|{seq})\b", f"(len({seq}) == 0)", s)
    s = sub(
        ctx,
        "length",
        rf"{_P}\s+is\s+(\d+[A-Za-z_]\w*|{PRIM})\s+(?:long|characters\s+long|letters\s+long|items\s+long)\b",
        r"(len(\1) == \2)",
        s,
    )
    said_twice = re.fullmatch(r"(.+?)\s*\((.+)\)", s.strip())
    if said_twice and (
        _bare(said_twice.group(1)) == _bare(said_twice.group(2))
        # `if node is empty (None)`: the test read as `is None`, the bracket says that value again
        or (
            re.fullmatch(r"\s*(?:None|null|nil|nothing)\s*", said_twice.group(2), _I)
            and re.search(r"\bis\s+None\)?$", said_twice.group(1).strip()) is not None
        )
    ):
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
        rf"\bthere\s+(?:are|is)\s+(more|fewer|less)\s+({NAME})\s+than\s+({NAME})(?:\s+(?:so\s+far|now|left|yet))?",
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


def _grid_bounds(s: str, ctx: Ctx) -> str:
    """``r or c is outside the grid`` → the bounds test on the question's grid (``None``: unchanged)."""
    grid = ctx.sequence
    if grid is None:
        return s
    pattern = (
        rf"\(?\s*({NAME})\s*(?:,|\band\b|\bor\b)\s*({NAME})\s*\)?\s+(?:is|are)?\s*"
        r"(outside|off|out\s+of|not\s+in|inside|within|in)\s+(?:the\s+)?(?:grid|board|matrix|bounds)\b"
    )

    def test(m: re.Match[str]) -> str:
        inside = f"0 <= {m.group(1)} < len({grid}) and 0 <= {m.group(2)} < len({grid}[0])"
        out = m.group(3).lower() in ("outside", "off", "out of", "not in")
        return f"(not ({inside}))" if out else f"({inside})"

    return sub(ctx, "english-operators", pattern, test, s)
