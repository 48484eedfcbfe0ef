"""English expression phrases (docs/pseudocode.md, "English"): ``x plus 1``, ``the larger of a and b``,
``is at least``, ``c is a letter``, ``take the first item out of q``, ``remainder of a divided by b``.

Whole English steps are read elsewhere (``_sentences`` and the clause modules); this module
rewrites the phrases inside one expression.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._base import PRIM, PRIM_ALONE, Ctx, sub
from assay.grading._pseudocode._english_phrases import more_english
from assay.grading._pseudocode._foreign import method_calls

__all__ = ["ambiguous_end", "english"]

_P = PRIM_ALONE
# `lowercase(s)`, `upper(c)`: a string's method in Python
_CASE_FUNCTIONS = (("lowercase", "lower"), ("uppercase", "upper"), ("lower", "lower"), ("upper", "upper"))

_MOTION_WORDS: list[tuple[str, str]] = [
    (r"\b(?:drops|falls|goes|dips|gets)\s+(?:below|under)\b", "<"),
    (r"\b(?:rises|goes|gets)\s+(?:above|over)\b", ">"),
    (r"\bis\s+(?:under)\b", "<"),
    (r"\bis\s+(?:over)\b", ">"),
]
_BINARY_WORDS: list[tuple[str, str]] = [
    (r"\bplus\b", "+"),
    (r"\bminus\b", "-"),
    (r"\b(?:times|multiplied\s+by)\b", "*"),
    (r"\bdivided\s+by\b", "/"),
    (r"\b(?:modulo|remainder\s+of\s+division\s+by)\b", "%"),
    (r"\bis\s+at\s+least\b", ">="),
    (r"\bis\s+at\s+most\b", "<="),
    (r"\bis\s+(?:no\s+more|not\s+more|not\s+greater)\s+than\b", "<="),
    (r"\bis\s+(?:no\s+less|not\s+less|not\s+smaller)\s+than\b", ">="),
    (r"\b(?:is\s+)?(?:greater|more|larger|bigger|higher)\s+than\s+or\s+equal\s+to\b", ">="),
    (r"\b(?:is\s+)?(?:less|smaller|fewer|lower)\s+than\s+or\s+equal\s+to\b", "<="),
    (r"\b(?:exceeds|is\s+above|is\s+higher\s+than)\b", ">"),
    (r"\b(?:is\s+below|is\s+lower\s+than)\b", "<"),
    (r"\bis\s+(?:different\s+from|not\s+the\s+same\s+as)\b", "!="),
    (r"\bis\s+(?:the\s+)?same\s+as\b", "=="),
]


_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3"}
_AMOUNT = r"one|two|three|\d+"


def _amount(word: str) -> str:
    return _NUMBER_WORDS.get(word.lower(), word)


def english(s: str, ctx: Ctx) -> str:
    """The English phrases of one expression, as Python operators and calls."""
    s = more_english(s, ctx)
    s = sub(
        ctx,
        "english-functions",
        rf"\bremainder\s+(?:of|when)\s+{_P}\s+(?:is\s+)?(?:divided\s+by|/)\s+{_P}",
        r"(\1 % \2)",
        s,
    )
    # `one more than the larger of a and b`: the amount first, then what it is added to (the rest of
    # the value, so the sum is written in that order); `two less than n` takes from one name only
    s = sub(
        ctx, "english-operators", rf"\b({_AMOUNT})\s+more\s+than\s+(?=\S)", lambda m: f"{_amount(m[1])} + ", s
    )
    s = sub(
        ctx,
        "english-operators",
        rf"\b({_AMOUNT})\s+(?:less|fewer)\s+than\s+{_P}(?=\s*(?:$|[,;)\]]))",
        lambda m: f"({m[2]} - {_amount(m[1])})",
        s,
    )
    s = sub(ctx, "english-functions", rf"{_P}\s+to\s+the\s+power\s+(?:of\s+)?{_P}", r"(\1 ** \2)", s)
    s = sub(ctx, "english-functions", rf"\bsquare\s+root\s+of\s+{_P}", r"(\1 ** 0.5)", s)
    s = sub(ctx, "english-functions", rf"\b(?:position|index)\s+of\s+{_P}\s+in\s+{_P}", r"\2.index(\1)", s)
    s = sub(
        ctx,
        "english-functions",
        rf"\bnumber\s+of\s+times\s+{_P}\s+(?:appears|occurs|shows\s+up)\s+in\s+{_P}",
        r"\2.count(\1)",
        s,
    )
    s = sub(ctx, "english-functions", rf"\bsum\s+of\s+{_P}\s+and\s+{_P}", r"(\1 + \2)", s)
    s = sub(ctx, "english-functions", rf"\b(?:reverse|reversal)\s+of\s+{_P}", r"\1[::-1]", s)
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:reversed|backwards|read\s+backwards)\b", r"\1[::-1]", s)
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:in\s+lower\s*case|lower-?cased)\b", r"\1.lower()", s)
    # `sorted letters of w joined together`, `(a) list of all values in groups`
    letters = r"(?:the\s+)?(?:letters|characters|chars)\s+(?:of|in)\s+"
    s = sub(ctx, "english-functions", rf"\bsorted\s+{letters}{_P}", r"sorted(\1)", s)
    # `sorted(w) joined back into a string`: the pieces put together again, as one string
    joined = (
        r"joined(?:\s+(?:together|back|again|up))*"
        r"(?:\s+(?:to|into|as)\s+(?:a\s+|one\s+)?(?:single\s+)?(?:string|word))?"
    )
    s = sub(ctx, "english-functions", rf"^{_P}\s+{joined}$", r'"".join(\1)', s)
    s = sub(
        ctx,
        "english-functions",
        rf"\b(?:an?\s+)?list\s+of\s+(?:all\s+)?(?:the\s+)?(values|keys)\s+(?:in|of)\s+{_P}",
        r"list(\2.\1())",
        s,
    )
    # `list of groups.values()`, `groups.keys() as a list`: a map's view made a list in words
    # (docs/pseudocode.md, "Conventions read since round 12 was opened"); only of a view, as what
    # a list of anything else holds is not said
    view = r"((?<![\w.])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\.(?:values|keys|items)\(\s*\))"
    s = sub(ctx, "english-functions", rf"\b(?:(?:an?|the)\s+)?list\s+of\s+{view}", r"list(\1)", s)
    s = sub(ctx, "english-functions", rf"{view}\s+as\s+an?\s+list\b", r"list(\1)", s)
    s = sub(ctx, "english-functions", rf"{_P}\s+(?:in\s+upper\s*case|upper-?cased)\b", r"\1.upper()", s)
    if re.search(r"\bif\b", s):
        s = sub(ctx, "english-operators", r"\s*,?\s*\botherwise\b\s*", " else ", s)
    # `…, rounded down` or `… (rounded down)`: the bracket is the same note after the value
    s = sub(
        ctx, "math-functions", r"^(.+?)(?:,?\s+rounded\s+down|\s*\(\s*rounded\s+down\s*\))$", r"floor(\1)", s
    )
    s = sub(ctx, "math-functions", r"^(.+?)(?:,?\s+rounded\s+up|\s*\(\s*rounded\s+up\s*\))$", r"ceil(\1)", s)
    # `the node after cur`, `the node that comes right after cur`, `the node following cur`: a node's
    # successor is its link (only `node`: the number after x in a list is another thing)
    s = sub(
        ctx,
        "english-functions",
        rf"\bnode\s+(?:that\s+(?:comes|is)\s+)?(?:right\s+|just\s+|directly\s+)?(?:after|following)\s+{_P}",
        r"\1.next",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b(next|left|right|previous|prev|parent)\s+(?:node|child|one|pointer|element)?\s*(?:of|after)\s+{_P}",
        lambda m: f"{m.group(2)}.{'prev' if m.group(1).lower() == 'previous' else m.group(1).lower()}",
        s,
    )
    # `the value of list1`: a node's value is its field (only of a node: the value of a map or a
    # number is another thing)
    s = sub(
        ctx,
        "english-functions",
        r"\b(?:the\s+)?(?:value|val|data|number)\s+(?:of|in|at)\s+(?:the\s+)?(?:node\s+)?([A-Za-z_]\w*)\b(?![.\[(])",
        lambda m: f"{m.group(1)}.val" if ctx.kinds.get(m.group(1)) == "node" else m.group(0),
        s,
    )
    s = sub(
        ctx,
        "english-operators",
        rf"{_P}\s+(?:does\s+not|doesn't|does\s+n't)\s+exist\b|{_P}\s+is\s+missing\b",
        lambda m: f"({m.group(1) or m.group(2)} is None)",
        s,
    )
    s = sub(ctx, "english-operators", rf"{_P}\s+exists\b(?!\s+in)", r"(\1 is not None)", s)
    s = sub(ctx, "length", rf"\b(?:number|count)\s+of\s+(?:rows|lines)\s+(?:of|in)\s+{_P}", r"len(\1)", s)
    s = sub(
        ctx,
        "length",
        rf"\b(?:number|count)\s+of\s+(?:columns|cols)\s+(?:of|in)\s+{_P}",
        r"len(\1[0])",
        s,
    )
    s = sub(ctx, "english-functions", rf"\b(?:an?\s+)?(?:copy|clone)\s+of\s+{_P}", r"\1[:]", s)
    s = sub(
        ctx,
        "length",
        rf"\b(?:end|last\s+index|last\s+position|final\s+index)\s+(?:of|in)\s+{_P}",
        r"len(\1) - 1",
        s,
    )
    s = sub(
        ctx,
        "stack-queue",
        rf"\b(first|last)\s+(?:[a-z]+\s+)?(?:of|in)\s+{_P}",
        lambda m: f"{m.group(2)}[{'0' if m.group(1).lower() == 'first' else '-1'}]",
        s,
    )
    for pattern, op in _MOTION_WORDS:
        s = sub(ctx, "english-operators", pattern, f" {op} ", s)
    for pattern, op in _BINARY_WORDS:
        s = sub(ctx, "english-operators", pattern, f" {op} ", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+squared\b", r"(\1 ** 2)", s)
    for words, method in (
        (r"(?:alphanumeric|a\s+letter\s+or\s+(?:a\s+)?digit|a\s+digit\s+or\s+(?:a\s+)?letter)", "isalnum"),
        (r"(?:a\s+letter|alphabetic)", "isalpha"),
        (r"(?:a\s+digit|numeric)", "isdigit"),
        (r"(?:uppercase|upper\s*case|a\s+capital(?:\s+letter)?)", "isupper"),
        (r"(?:lowercase|lower\s*case)", "islower"),
        (r"(?:a\s+space|whitespace)", "isspace"),
    ):
        s = sub(ctx, "english-operators", rf"{_P}\s+is\s+not\s+{words}\b", rf"(not \1.{method}())", s)
        s = sub(ctx, "english-operators", rf"{_P}\s+is\s+{words}\b", rf"\1.{method}()", s)
    s = method_calls(s, ctx, "english-functions", "{name}", _CASE_FUNCTIONS)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+positive\b", r"(\1 > 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+negative\b", r"(\1 < 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+zero\b", r"(\1 == 0)", s)
    s = sub(ctx, "english-operators", rf"{_P}\s+is\s+not\s+zero\b", r"(\1 != 0)", s)
    pair = (
        r"(?:maximum|max|larger|bigger|greater|largest|biggest|greatest|minimum|min|smaller|smallest|lesser|"
        r"least)"
    )
    s = sub(
        ctx,
        "english-functions",
        # (`the bigger one out of a and b`, `the larger number of …`: docs/pseudocode.md, "Conventions
        # read since round 12 was opened")
        # (`the bigger of l AND r`: the joining word in capitals, as a learner who writes IF and
        # RETURN in capitals writes it; read lower, it became `max(l) and r`)
        rf"\b(?:the\s+)?({pair})\s+(?:(?:value|one|number)\s+)?(?:out\s+of|of|between|among)\s+({PRIM}(?:\s*[-+*]\s*{PRIM})*)\s+(?:and|AND|And)\s+"
        rf"({PRIM}(?:\s*[-+*]\s*{PRIM})*)",
        lambda m: f"{_maxmin(m.group(1))}({m.group(2)}, {m.group(3)})",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\b({pair})\s+(?:value\s+|element\s+|number\s+|item\s+|entry\s+|one\s+)?(?:of|in)\s+({PRIM})",
        lambda m: f"{_maxmin(m.group(1))}({m.group(2)})",
        s,
    )
    s = sub(
        ctx,
        "english-functions",
        rf"\bsum\s+of\s+(?:all\s+)?(?:elements\s+|values\s+|numbers\s+)?(?:of\s+|in\s+)?({PRIM})",
        r"sum(\1)",
        s,
    )
    s = sub(ctx, "english-functions", rf"\babsolute\s+value\s+of\s+({PRIM})", r"abs(\1)", s)
    s = sub(ctx, "english-functions", rf"\b(?:floor|integer\s+part)\s+of\s+({PRIM})", r"floor(\1)", s)
    s = sub(
        ctx,
        "stack-queue",
        rf"\b(?:take|remove|pop|get|grab|dequeue|pull)\s+(?:from\s+)?(?:the\s+)?(first|front|next|oldest|last|top|most\s+recent|newest)"
        rf"(?:\s+(?:item|element|value|node|entry|one|character|char|cell|pair))?\s+(?:out\s+of|off(?:\s+of)?|from|of)\s+"
        rf"(?:the\s+)?({PRIM})",
        lambda m: _taken_end(m, ctx),
        s,
    )
    return s


_STACKISH = re.compile(r"stack|stk|(?<![a-z])st(?![a-z])", re.IGNORECASE)
_QUEUEISH = re.compile(r"queue|(?<![a-z])q(?![a-z])", re.IGNORECASE)


def ambiguous_end(end: str, target: str, ctx: Ctx) -> bool:
    """Whether taking ``end`` ("first", "top", …) of ``target`` would be a guess.

    A stack's "first" could be its bottom (the first pushed) or its top (the first to come off), and
    a queue has no "top": the words then stay as written and the line is listed as not understood
    (docs/pseudocode.md, "English").
    """
    front = end.lower() in ("first", "front", "next", "oldest")
    stack = ctx.kinds.get(target) != "queue" and _STACKISH.search(target)
    queue = ctx.kinds.get(target) == "queue" or _QUEUEISH.search(target)
    return bool((front and stack) or (end.lower() == "top" and queue))


def _taken_end(m: re.Match[str], ctx: Ctx) -> str:
    target, end = m.group(2), m.group(1).lower()
    if ambiguous_end(end, target, ctx):
        return m.group(0)
    return f"{target}.pop({'0' if end in ('first', 'front', 'next', 'oldest') else ''})"


def _maxmin(word: str) -> str:
    return (
        "max"
        if word.lower() in ("maximum", "max", "larger", "bigger", "greater", "largest", "biggest", "greatest")
        else "min"
    )
